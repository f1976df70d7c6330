import { expect, test } from '@playwright/test'
import { CalendarPage } from '../pages/calendar-page'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { book, enquiringFamily, firstFreeDay, freeSlots } from '../support/visit-family'

// Outside test-results, which every run empties; CALENDAR_SHOTS chooses another folder.
const SHOTS = process.env.CALENDAR_SHOTS ?? '/tmp/calendar-shots'
const OTHER_SCHOOL = { fkSchool: 2, hq: 'hq@brighthorizons.demo' } as const

/** Today in Singapore, and a date some days later (YYYY-MM-DD). */
const singaporeToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
/** A date (YYYY-MM-DD) as 'ddd, DD MMM YYYY', e.g. 'Sat, 28 Nov 2026'. */
function longDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`)
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][day.getUTCDay()]
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    day.getUTCMonth()
  ]
  return `${weekday}, ${date.slice(8, 10)} ${month} ${date.slice(0, 4)}`
}
/** The first Saturday after tomorrow: no demo availability opens on Saturdays, so its slots are the test's own. */
function nextSaturday(): string {
  let date = addDays(singaporeToday(), 2)
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 6) date = addDays(date, 1)
  return date
}

test.describe('the centre calendar', () => {
  test('centre staff publish availability, see a booked visit, approve it, then approve the trial class', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAsStaff(page, DemoStaff.centreStaff)
    const calendar = new CalendarPage(page)

    // Centre staff reach one centre, so the picker offers it alone.
    await calendar.open({ tab: 'availability' })
    expect(await calendar.centreOptions()).toEqual(['Little Steps @ Tampines'])

    // Saturday mornings for a month, one family per half hour.
    const saturday = nextSaturday()
    await calendar.addAvailability({
      visitType: 'Centre visit',
      start: saturday,
      end: addDays(saturday, 21),
      from: '10:00',
      to: '11:00',
      repeat: 'Weekly',
      days: ['Saturday'],
      slotMinutes: 30,
      familiesPerSlot: 1,
    })
    await expect(calendar.notice).toHaveText('Availability added')
    const added = calendar.availabilityCard('10:00 – 11:00, Weekly Sat')
    await expect(added).toBeVisible()
    await expect(added).toContainText('30-minute slots, up to 1 per slot')
    await expect(added).toContainText('Open for bookings')
    await page.screenshot({ path: `${SHOTS}/availability-1280.png`, fullPage: true })

    // A one-time window withdrawn again, after the confirmation.
    const sunday = addDays(saturday, 1)
    await calendar.addAvailability({
      visitType: 'Trial class',
      start: sunday,
      end: sunday,
      from: '14:00',
      to: '15:00',
      repeat: 'Does not repeat',
      slotMinutes: 60,
      familiesPerSlot: 2,
    })
    const once = calendar.availabilityCard('14:00 – 15:00, Does not repeat')
    await expect(once).toContainText('Trial class')
    await once.getByRole('button', { name: /^Withdraw the availability/ }).click()
    await expect(calendar.byTestId('availability-cancel-dialog')).toContainText(
      'Parents can no longer book it',
    )
    await calendar.byTestId('availability-cancel-confirm').click()
    await expect(calendar.notice).toHaveText('Availability withdrawn')
    await expect(once).toContainText('Withdrawn')
    await expect(once.getByRole('button', { name: /^Withdraw the availability/ })).toHaveCount(0)

    // A family books the first free Saturday slot, as the parent's screens do.
    const family = await enquiringFamily(page.request, 'LS-TMP')
    let visitDay = saturday
    let slots = await freeSlots(page.request, family, visitDay, 'centre_visit')
    for (let week = 1; week < 4 && slots.length === 0; week += 1) {
      visitDay = addDays(saturday, 7 * week)
      slots = await freeSlots(page.request, family, visitDay, 'centre_visit')
    }
    expect(slots[0]).toMatchObject({ from: '10:00', to: '10:30', remaining: 1 })
    const visitId = await book(page.request, family, 'centre_visit', visitDay, slots[0])

    // It shows on the month's calendar, pending approval; the details dialog approves it.
    await calendar.open({ date: visitDay })
    await expect(calendar.legend).toContainText('Centre visit')
    const event = calendar.calendarEvent(visitId)
    await expect(event).toContainText(`${family.childFirstname} Lim · Pending centre visit`)
    await page.screenshot({ path: `${SHOTS}/month-1280.png`, fullPage: true })
    await event.click()
    await expect(calendar.details).toBeVisible()
    await expect(calendar.details.getByTestId('visit-child')).toHaveText(`${family.childFirstname} Lim`)
    await expect(calendar.details.getByTestId('visit-family')).toHaveText('Siti Lim')
    await expect(calendar.details.getByTestId('visit-level')).not.toHaveText('—')
    await expect(calendar.details.getByTestId('visit-status')).toHaveText('Pending centre visit')
    await expect(calendar.details.getByTestId('visit-approval')).toHaveText('Pending Approval')
    await expect(calendar.details.getByTestId('visit-slot')).toContainText('10:00 – 10:30')
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: `${SHOTS}/details-1280.png` })
    await calendar.decide('approve', visitId, 'See you on Saturday')
    await expect(calendar.notice).toHaveText(`Centre visit of ${family.childFirstname} Lim approved`)
    await expect(calendar.details.getByTestId('visit-status')).toHaveText('Centre Visit Approved')
    await expect(calendar.details.getByTestId('visit-approval')).toHaveText('Approved')
    await expect(calendar.action('approve', visitId)).toHaveCount(0)
    await calendar.byTestId('visit-details-close').click()
    await expect(event).toContainText('Centre Visit Approved')
    await calendar.calendar.getByRole('button', { name: 'Week' }).click()
    await expect(event).toContainText('10:00 - 10:30')
    await page.screenshot({ path: `${SHOTS}/week-1280.png`, fullPage: true })

    // The approved visit opens the trial class; the family books one and staff approve it from the list.
    const trialDay = await firstFreeDay(page.request, family, 'trial')
    const [trialSlot] = await freeSlots(page.request, family, trialDay, 'trial')
    const trialId = await book(page.request, family, 'trial', trialDay, trialSlot)
    await calendar.tab('visits').click()
    const card = calendar.visitCard(trialId)
    await expect(card).toContainText('Pending trial class')
    await expect(card).toContainText('Pending Approval')

    // Skipping needs remarks for a trial (spec 002 section 5): the dialog says so and nothing changes.
    await calendar.action('skip', trialId).click()
    await calendar.decisionConfirm.click()
    await expect(calendar.decision).toContainText('Remarks are required')
    await calendar.byTestId('visit-decision-cancel').click()

    await calendar.decide('approve', trialId)
    await expect(calendar.notice).toHaveText(`Trial class of ${family.childFirstname} Lim approved`)
    await expect(calendar.byTestId(`scheduled-visit-approval-${trialId}`)).toHaveText('Approved')
    await expect(card).toContainText('Trial Class Approved')
    await page.screenshot({ path: `${SHOTS}/visits-1280.png`, fullPage: true })

    // On a phone: the list of visits and the day of the calendar.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(card).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: `${SHOTS}/visits-390.png`, fullPage: true })
    await calendar.open({ date: visitDay })
    await expect(calendar.calendarEvent(visitId)).toBeVisible()
    // One day is titled in the spec's long date form, 'ddd, DD MMM YYYY'.
    await expect(calendar.calendar.locator('.fc-toolbar-title')).toHaveText(longDate(visitDay))
    // The chosen view's button is filled with the theme's primary colour (the selected tab's), not FullCalendar's grey.
    const primary = await page
      .locator('.MuiTabs-indicator')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor)
    await expect(calendar.calendar.getByRole('button', { name: 'Day', exact: true })).toHaveCSS(
      'background-color',
      primary,
    )
    await page.screenshot({ path: `${SHOTS}/day-390.png`, fullPage: true })
    await calendar.calendarEvent(visitId).click()
    await expect(calendar.details.getByTestId('visit-status')).toHaveText('Centre Visit Approved')
    // After the dialog's fade-in.
    await expect(calendar.details.locator('.MuiDialog-container')).toHaveCSS('opacity', '1')
    await page.screenshot({ path: `${SHOTS}/details-390.png` })
    await calendar.byTestId('visit-details-close').click()
    await calendar.open({ tab: 'availability' })
    await expect(added).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/availability-390.png`, fullPage: true })

    // Staff of another school see only their own centres, and none of these visits, even asking for the centre.
    const otherContext = await browser.newContext()
    try {
      const other = await otherContext.newPage()
      await other.setViewportSize({ width: 1280, height: 900 })
      await signInAsStaff(other, OTHER_SCHOOL.hq, { fkSchool: OTHER_SCHOOL.fkSchool })
      const theirs = new CalendarPage(other)
      await theirs.open({ centre: family.centreId, tab: 'visits', date: visitDay })
      const offered = await theirs.centreOptions()
      expect(offered.length).toBeGreaterThan(0)
      expect(offered.some((label) => label.startsWith('Little Steps'))).toBe(false)
      await expect(
        theirs.byTestId('scheduled-visits-empty').or(theirs.byTestId('scheduled-visits-count')),
      ).toBeVisible()
      await expect(theirs.visitCard(visitId)).toHaveCount(0)
      await expect(theirs.visitCard(trialId)).toHaveCount(0)
      await theirs.tab('calendar').click()
      await expect(theirs.calendar).toBeVisible()
      await expect(theirs.calendarEvent(visitId)).toHaveCount(0)
    } finally {
      await otherContext.close()
    }
  })
})
