import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { ParentEnquiriesPage } from '../pages/parent-enquiries-page'
import { DEMO_SCHOOL, DemoParent, DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { PDPA_NOTICE_VERSION } from '@preschool/domain'
import { gql, sessionToken } from '../support/graphql-api'
import { latestMessage, waitForMessage } from '../support/mailbox'

const SHOTS = process.env.PARENT_ENQUIRY_SHOTS ?? 'test-results/parent-enquiries'

interface OpenEnquiry {
  ID: number
  centre: { label: string }
}

// The dashboard opens on the first child, so the test follows that child's enquiry (another test may add a sibling).
const ENQUIRIES = /* GraphQL */ `
  query ($child: Int!) {
    findAllEnquiry(filter: { fkChild: $child }) {
      data {
        ID
        centre {
          label
        }
      }
    }
  }
`

/** The first day of next month: an enrolment start the enquiry form accepts. */
function nextMonthStart(): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10)
}

/**
 * The demo parent's open enquiry (the demo data seeds one). When there is none, the parent makes one for their
 * child through the API, as the signed-in enquiry form would, at a centre with a place for the child's level.
 */
async function demoEnquiry(request: APIRequestContext, token: string): Promise<OpenEnquiry> {
  const { findAllChildrenByParent: family } = await gql<{
    findAllChildrenByParent: {
      ID: number
      firstname: string
      lastname: string
      dateOfBirth: string
      birthCertificate: string
    }[]
  }>(
    request,
    `query { findAllChildrenByParent { ID firstname lastname dateOfBirth birthCertificate } }`,
    {},
    token,
  )
  const child = family[0]
  const open = await gql<{ findAllEnquiry: { data: OpenEnquiry[] } }>(
    request,
    ENQUIRIES,
    { child: child.ID },
    token,
  )
  if (open.findAllEnquiry.data.length) return open.findAllEnquiry.data[0]

  const start = nextMonthStart()
  const { suggestLevel: level } = await gql<{ suggestLevel: { ID: number; programs: { ID: number }[] } }>(
    request,
    `query ($d: Date!, $e: Date!) { suggestLevel(IDSchool: ${DEMO_SCHOOL}, dateOfBirth: $d, enrollmentDate: $e) { ID programs { ID } } }`,
    { d: child.dateOfBirth, e: start },
    token,
  )
  const { findAllEnrollmentCentresForSchool: centres } = await gql<{
    findAllEnrollmentCentresForSchool: { data: { ID: number; vacancyAvailable: boolean }[] }
  }>(
    request,
    `query ($e: Date!, $l: Int!) { findAllEnrollmentCentresForSchool(IDSchool: ${DEMO_SCHOOL}, enrollmentDate: $e, level: $l) { data { ID vacancyAvailable } } }`,
    { e: start, l: level.ID },
    token,
  )
  const centre = centres.data.find((c) => c.vacancyAvailable) ?? centres.data[0]
  const made = await gql<{ newEnquiry: { success: boolean; error: { message: string }[] | null } }>(
    request,
    `mutation ($centre: Int!, $enquiry: EnquiryDetailsInput!) {
      newEnquiry(schoolID: ${DEMO_SCHOOL}, email: "${DemoParent.email}", phoneNumberCountryCode: "+65",
        phoneNumber: "91234567", centreIDs: [$centre], enquiry: $enquiry,
        pdpaConsentVersion: "${PDPA_NOTICE_VERSION}") { success error { message } }
    }`,
    {
      centre: centre.ID,
      enquiry: {
        fkCentre: 1,
        fkLevel: level.ID,
        fkProgram: level.programs[0].ID,
        firstname: DemoParent.firstname,
        lastname: 'Tan',
        childFirstname: child.firstname,
        childLastname: child.lastname,
        childBirthdate: `${child.dateOfBirth} 10:00:00`,
        enrollmentPlan: start,
        birthCertificate: child.birthCertificate,
        childRace: 'Chinese',
        childNationality: 'Singapore Citizen',
        householdIncomeRange: '$6,001 - $7,500',
        workplaceStaff: 'No',
      },
    },
    token,
  )
  expect(made.newEnquiry.error?.map((e) => e.message) ?? []).toEqual([])
  const after = await gql<{ findAllEnquiry: { data: OpenEnquiry[] } }>(
    request,
    ENQUIRIES,
    { child: child.ID },
    token,
  )
  return after.findAllEnquiry.data[0]
}

test.describe('the parent follows an enquiry from the dashboard', () => {
  test('books, changes and cancels a centre visit, books a trial class after approval, and cancels the enquiry', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width: 390, height: 844 })
    await signInAsParent(page)
    const enquiry = await demoEnquiry(page.request, await sessionToken(page))
    const dashboard = new ParentEnquiriesPage(page)
    await dashboard.open()

    // The card: centre, flow at its start, and the first action.
    const card = dashboard.card(enquiry.ID)
    await expect(card).toBeVisible()
    await expect(card.getByRole('heading', { name: enquiry.centre.label })).toBeVisible()
    await expect(dashboard.step(enquiry.ID, 'centre_visit')).toHaveAttribute(
      'data-status',
      /current|upcoming/,
    )
    await expect(dashboard.step(enquiry.ID, 'registration')).toHaveAttribute('data-status', 'upcoming')
    await expect(dashboard.newEnquiry).toHaveAttribute('href', '/parentenquiry')
    await card.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/01-dashboard-390.png` })

    // Book a centre visit.
    await dashboard.bookButton(enquiry.ID, 'centre_visit').click()
    await expect(dashboard.booking.getByRole('heading', { name: 'Book a centre visit' })).toBeVisible()
    await expect(dashboard.booking.getByTestId('booking-calendar').getByRole('grid')).toBeVisible()
    await dashboard.settle()
    await page.screenshot({ path: `${SHOTS}/02-booking-390.png` })
    await expectNoSeriousA11yViolations(page)
    await dashboard.bookFreeSlot({ day: 'first', slot: 'first' })
    await expect(dashboard.booking).toBeHidden()
    await expect(dashboard.notice).toContainText('Your centre visit is booked for')
    await expect(dashboard.visits(enquiry.ID)).toHaveCount(1)
    const visitId = await dashboard.visitId(enquiry.ID, 'Centre visit')
    await expect(dashboard.visitStatus(visitId)).toHaveText('Pending centre visit')
    await expect(dashboard.state(enquiry.ID)).toHaveText('Pending Visit')
    await expect(dashboard.step(enquiry.ID, 'centre_visit')).toHaveAttribute('aria-current', 'step')

    // Add it to the parent's own calendar.
    const download = await dashboard.addToCalendar(visitId)
    expect(download.suggestedFilename()).toMatch(/^centre-visit-\d{4}-\d{2}-\d{2}\.ics$/)
    const ics = await readFile((await download.path()) as string, 'utf8')
    expect(ics).toContain('BEGIN:VCALENDAR')
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toContain('SUMMARY')
    // A valid event: stable id, stamp, UTC times, and the centre's address as its place.
    const icsLines = ics.replace(/\r\n /g, '').split('\r\n')
    expect(icsLines).toContain(`UID:visit-${visitId}@127.0.0.1`)
    expect(icsLines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/)
    expect(icsLines.find((l) => l.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/)
    expect(icsLines.find((l) => l.startsWith('DTEND:'))).toMatch(/^DTEND:\d{8}T\d{6}Z$/)
    expect(icsLines.find((l) => l.startsWith('LOCATION:'))).toMatch(/^LOCATION:.*\d{6}$/)

    // Reschedule it to another time.
    const bookedAt = await dashboard.visitWhen(visitId).textContent()
    await page.getByTestId(`visit-reschedule-${visitId}`).click()
    await expect(
      dashboard.booking.getByRole('heading', { name: 'Reschedule the centre visit' }),
    ).toBeVisible()
    await expect(dashboard.booking.getByTestId('booking-current')).toContainText(bookedAt ?? '')
    await dashboard.bookFreeSlot({ day: 'last', slot: 'last' })
    await expect(dashboard.booking).toBeHidden()
    await expect(dashboard.notice).toContainText('Your centre visit is moved to')
    const pending = dashboard.visits(enquiry.ID).filter({ hasText: 'Pending centre visit' })
    await expect(pending).toHaveCount(1)
    await expect(pending).not.toContainText(bookedAt ?? '')

    // Cancel it, after confirming.
    const movedId = await dashboard.visitId(enquiry.ID, 'Pending centre visit')
    await page.getByTestId(`visit-cancel-${movedId}`).click()
    await expect(dashboard.confirmDialog).toContainText('Cancel this centre visit?')
    await dashboard.confirmButton.click()
    await expect(dashboard.confirmDialog).toBeHidden()
    await expect(dashboard.notice).toHaveText('Your centre visit is cancelled.')
    await expect(dashboard.visits(enquiry.ID)).toHaveCount(0)
    await expect(dashboard.bookButton(enquiry.ID, 'centre_visit')).toBeVisible()

    // Book again; the centre approves the visit (HQ, signed in by single sign-on, through the API).
    await dashboard.bookButton(enquiry.ID, 'centre_visit').click()
    await dashboard.bookFreeSlot({ day: 'first', slot: 'first' })
    await expect(dashboard.booking).toBeHidden()
    const approvedId = await dashboard.visitId(enquiry.ID, 'Pending centre visit')
    const before = (await latestMessage(page.request, DemoParent.email))?.id ?? 0
    const staffContext = await browser.newContext()
    try {
      const staffPage = await staffContext.newPage()
      await signInAsStaff(staffPage, DemoStaff.hq)
      await gql(
        staffPage.request,
        `mutation ($id: Int!, $remarks: String) { approveParentMeeting(IDVisit: $id, remarks: $remarks) { ID status } }`,
        { id: approvedId, remarks: 'Please sign in at the front desk' },
        await sessionToken(staffPage),
      )
    } finally {
      await staffContext.close()
    }
    // The parent is told by email (the development mailbox) and sees the new state.
    const email = await waitForMessage(page.request, DemoParent.email, before)
    expect(email.subject).toBe('Centre visit approved')
    expect(email.text).toContain('Please sign in at the front desk')
    await page.reload()
    await expect(dashboard.visitStatus(approvedId)).toHaveText('Centre Visit Approved')
    await expect(dashboard.step(enquiry.ID, 'centre_visit')).toHaveAttribute('data-status', 'done')
    // The centre's remarks show with the visit, which can still be moved or cancelled before it takes place.
    await expect(page.getByTestId(`visit-comment-${approvedId}`)).toHaveText(
      'Centre’s remarks: Please sign in at the front desk',
    )
    await expect(page.getByTestId(`visit-reschedule-${approvedId}`)).toBeVisible()
    await expect(page.getByTestId(`visit-cancel-${approvedId}`)).toBeVisible()
    await card.screenshot({ path: `${SHOTS}/025-approved-card-390.png` })

    // Book the trial class.
    await dashboard.bookButton(enquiry.ID, 'trial').click()
    await expect(dashboard.booking.getByRole('heading', { name: 'Book a trial class' })).toBeVisible()
    await dashboard.bookFreeSlot({ day: 'first', slot: 'first' })
    await expect(dashboard.booking).toBeHidden()
    await expect(dashboard.notice).toContainText('Your trial class is booked for')
    const trialId = await dashboard.visitId(enquiry.ID, 'Trial class')
    await expect(dashboard.visitStatus(trialId)).toHaveText('Pending trial class')
    await expect(dashboard.step(enquiry.ID, 'trial_class')).toHaveAttribute('aria-current', 'step')
    await expect(page.getByTestId(`visit-reschedule-${trialId}`)).toBeVisible()
    const fee = card.getByTestId(`trial-fee-status-${enquiry.ID}`)
    if (await card.getByTestId(`trial-fee-${enquiry.ID}`).isVisible())
      await expect(fee).toHaveText('Payment pending')
    // Tall enough for the whole card, so the sticky header does not cover its top in the picture.
    await page.setViewportSize({ width: 390, height: 1600 })
    await card.screenshot({ path: `${SHOTS}/03-trial-card-390.png` })
    await page.setViewportSize({ width: 1280, height: 900 })
    await card.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/04-trial-1280.png` })
    await expectNoSeriousA11yViolations(page)

    // Cancel the enquiry: nothing happens until the parent confirms.
    await page.getByTestId(`enquiry-cancel-${enquiry.ID}`).click()
    await expect(dashboard.confirmDialog).toContainText(`at ${enquiry.centre.label} will be cancelled`)
    await dashboard.settle()
    await page.screenshot({ path: `${SHOTS}/05-cancel-1280.png` })
    await page.getByTestId('cancel-confirm-cancel').click()
    await expect(dashboard.confirmDialog).toBeHidden()
    await expect(card).toBeVisible()
    await page.getByTestId(`enquiry-cancel-${enquiry.ID}`).click()
    await dashboard.confirmButton.click()
    await expect(dashboard.notice).toHaveText(`The enquiry at ${enquiry.centre.label} is cancelled.`)
    await expect(card).toHaveCount(0)
  })
})
