import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { CalendarPage } from '../pages/calendar-page'
import { LoginPage } from '../pages/login-page'
import { MailboxMessagePage } from '../pages/mailbox-page'
import { NotificationsPanel } from '../pages/notifications-panel'
import { ParentEnquiriesPage } from '../pages/parent-enquiries-page'
import { Shell } from '../pages/shell'
import { StaffLoginPage } from '../pages/staff-login-page'
import { DEMO_SCHOOL, DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { gql } from '../support/graphql-api'
import { latestMessage, linkIn, waitForMessage } from '../support/mailbox'
import { enquiringFamily } from '../support/visit-family'

const SHOTS = process.env.WORK_QUEUE_SHOTS ?? 'test-results/work-queue'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
/** The demo school's brand: its logo's address names it (apps/api/src/db/seed/content/schools.ts). */
const DEMO_LOGO = /\/brand\/littlesteps\//
const REASON = 'The centre is closed for a staff training day'

const contextAt = (browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> =>
  browser.newContext({ viewport, baseURL: test.info().project.use.baseURL })

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })

test.describe('the work queue, walked by a parent on a phone and a principal at a desk', () => {
  test.describe.configure({ mode: 'serial' })
  test.setTimeout(180_000)

  test('emailed links open the school they came from, even in a browser that never saw it', async ({
    browser,
    request,
  }) => {
    const family = await enquiringFamily(request, 'LS-TMP')
    const invite = (await latestMessage(request, family.email))!
    expect(new URL(linkIn(invite, 'register_token=')).searchParams.get('fkSchool')).toBe(String(DEMO_SCHOOL))

    const before = invite.id
    await gql(request, `mutation ($e: String!) { forgetPassword(email: $e) }`, { e: family.email })
    const reset = await waitForMessage(request, family.email, before)
    const link = linkIn(reset, 'reset_password_token=')
    expect(new URL(link).searchParams.get('fkSchool')).toBe(String(DEMO_SCHOOL))

    const phone = await contextAt(browser, PHONE)
    const page = await phone.newPage()
    const mail = new MailboxMessagePage(page)
    await mail.open(reset)
    await expect(mail.header.locator('img')).toHaveAttribute('src', DEMO_LOGO)
    await expect(mail.footer).toHaveText('Little Steps Preschool')
    await shot(page, 'parent-01-reset-email')
    // A fresh browser: nothing stored, so only the link can say which school this is.
    await page.goto(link)
    await expect(page.getByTestId('school-logo').first().locator('img')).toHaveAttribute('src', DEMO_LOGO)
    await shot(page, 'parent-02-reset-page')
    await phone.close()
  })

  test('a booking reaches the centre staff; a decline with its reason reaches the parent', async ({
    browser,
    request,
  }) => {
    const family = await enquiringFamily(request, 'LS-TMP')
    const phone = await contextAt(browser, PHONE)
    const parentPage = await phone.newPage()
    await signInAsParent(parentPage, family.email, 'Family123')
    const dashboard = new ParentEnquiriesPage(parentPage)
    await dashboard.open()

    // On a phone the booking dialog fills the screen: the back button closes it and stays on the dashboard.
    await dashboard.bookButton(family.enquiryId, 'centre_visit').click()
    await expect(dashboard.booking).toBeVisible()
    await dashboard.settle()
    await shot(parentPage, 'parent-03-booking-dialog')
    await parentPage.goBack()
    await expect(dashboard.booking).toBeHidden()
    await expect(parentPage).toHaveURL(/\/dashboard/)
    await expect(dashboard.root).toBeVisible()

    const beforeBooking = (await latestMessage(request, family.email))?.id ?? 0
    const staffBefore = (await latestMessage(request, DemoStaff.principal))?.id ?? 0
    await dashboard.bookButton(family.enquiryId, 'centre_visit').click()
    await dashboard.bookFreeSlot({ day: 'first', slot: 'first' })
    await expect(dashboard.notice).toBeVisible()
    const visitId = await dashboard.visitId(family.enquiryId, 'Centre visit')
    await dashboard.settle()
    await shot(parentPage, 'parent-04-booked')

    const received = await waitForMessage(request, family.email, beforeBooking)
    expect(received.subject).toBe('Centre visit request received')
    const parentMail = new MailboxMessagePage(parentPage)
    await parentMail.open(received)
    await expect(parentMail.action).toHaveAttribute('href', /\/dashboard\?fkSchool=1$/)
    await shot(parentPage, 'parent-05-received-email')

    // The principal (Tampines and Punggol) hears of it by email and in the bell, and finds it in the queue.
    const staffMail = await waitForMessage(request, DemoStaff.principal, staffBefore)
    expect(staffMail.subject).toBe('New centre visit to approve')
    expect(staffMail.html).toContain('See the pending visits')
    expect(linkIn(staffMail, '/calendar')).toMatch(/tab=visits&status=created&fkSchool=1$/)
    const desk = await contextAt(browser, DESKTOP)
    const staffPage = await desk.newPage()
    const principalMail = new MailboxMessagePage(staffPage)
    await principalMail.open(staffMail)
    await shot(staffPage, 'staff-01-new-visit-email')

    await signInAsStaff(staffPage, DemoStaff.principal)
    const bell = new NotificationsPanel(staffPage)
    await bell.open()
    const notice = bell.item(family.childFirstname).first()
    await expect(notice).toContainText('New centre visit to approve')
    await shot(staffPage, 'staff-02-bell')
    await notice.getByRole('button').click()
    await expect(staffPage).toHaveURL(/\/calendar\?centre=\d+&tab=visits&status=created/)
    const calendar = new CalendarPage(staffPage)
    await expect(calendar.visitCard(visitId)).toBeVisible()

    // Every centre in reach at once, with the pending counts in the picker.
    const options = await calendar.centreOptions()
    expect(options[0]).toMatch(/^All centres \(\d+ pending\)$/)
    expect(options.some((o) => /Tampines.*\(\d+ pending\)$/.test(o))).toBe(true)
    await calendar.chooseCentre('all')
    await expect(calendar.visitCard(visitId)).toContainText('Tampines')
    await shot(staffPage, 'staff-03-pending-all-centres')

    // The calendar of all centres: the pending visit marked as a centre visit (not by shade alone), today marked.
    await calendar.tab('calendar').click()
    await expect(calendar.legend).toContainText('Today')
    await expect(calendar.calendar.locator('[aria-current="date"]')).toHaveCount(1)
    const event = calendar.calendarEvent(visitId)
    await expect(event).toHaveAttribute('aria-label', /^⌂ .*Little Steps @ Tampines$/)
    await expect(calendar.byTestId('calendar-error')).toHaveCount(0)
    await expect(staffPage.getByRole('progressbar')).toHaveCount(0)
    await shot(staffPage, 'staff-04-calendar-all-centres')

    await calendar.tab('visits').click()
    await calendar.decide('reject', visitId, REASON)
    await expect(calendar.notice).toBeVisible()

    // The parent reads the reason on the card and in the email.
    const declined = await waitForMessage(request, family.email, received.id)
    expect(declined.subject).toBe('Centre visit declined')
    expect(declined.text).toContain(REASON)
    await parentMail.open(declined)
    await shot(parentPage, 'parent-06-declined-email')
    await dashboard.open()
    await expect(dashboard.byTestId(`visit-comment-${visitId}`)).toContainText(REASON)
    await shot(parentPage, 'parent-07-declined-card')

    // Log-out returns each to their school's own login: single sign-on for staff, the password page for parents.
    await new Shell(staffPage).logout()
    await expect(staffPage).toHaveURL(/\/login\/staff\?fkSchool=1$/)
    await expect(new StaffLoginPage(staffPage).ssoButton).toBeVisible()
    await expect(staffPage.getByTestId('school-logo').first().locator('img')).toHaveAttribute(
      'src',
      DEMO_LOGO,
    )
    await shot(staffPage, 'staff-05-logged-out')
    await new Shell(parentPage).logout()
    await expect(parentPage).toHaveURL(/\/login\?fkSchool=1$/)
    await expect(new LoginPage(parentPage).email).toBeVisible()
    await shot(parentPage, 'parent-08-logged-out')
    await desk.close()
    await phone.close()
  })
})
