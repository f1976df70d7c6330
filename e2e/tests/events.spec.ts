import { expect, test } from '@playwright/test'
import exceljs from 'exceljs'
import { EventDetailsPage, EventFormPage, ParentEventsPage } from '../pages/events-page'
import { DemoParent, DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'

const { Workbook } = exceljs

/** A Singapore date some days ahead of today (the event must lie in the future whenever the test runs). */
const daysAhead = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

test('a teacher drafts a paid event with consent and guests, the principal publishes it, a parent RSVPs on a phone', async ({
  browser,
}) => {
  const title = `Family Picnic ${Date.now().toString(36)}`
  // The teacher (centre staff of Tampines) drafts and submits.
  const teacher = await browser.newPage()
  await signInAsStaff(teacher, DemoStaff.centreStaff)
  const form = new EventFormPage(teacher)
  await form.goto()
  await form.title.fill(title)
  await form.eventType.fill('Picnic')
  await form.location.fill('East Coast Park')
  await form.date.fill(daysAhead(20))
  await form.from.fill('09:00')
  await form.to.fill('12:00')
  await form.deadline.fill(daysAhead(10))
  await form.consent.check()
  await form.terms.fill('My child may join the picnic.')
  await form.guests.check()
  await form.guestLimit.fill('2')
  await form.guestDetails.check()
  await form.payment.check()
  await form.childFee.fill('15.00')
  await form.guestFee.fill('5.00')
  // It invites the child's class alone rather than the whole centre.
  await teacher.getByTestId('event-centres').click()
  await teacher.getByTestId('event-centres').press('Backspace')
  await teacher.getByTestId('event-classes').fill('Sunflower')
  await teacher
    .getByRole('option', { name: /Sunflower/ })
    .first()
    .click()
  await form.submit.click()
  const details = new EventDetailsPage(teacher)
  await expect(details.status).toContainText('Pending')
  await expect(teacher.getByText(/Sunflower/).first()).toBeVisible()
  // The teacher may not publish: no button.
  await expect(details.publish).toHaveCount(0)
  const detailsUrl = teacher.url()
  await teacher.close()

  // The principal publishes it.
  const principal = await browser.newPage()
  await signInAsStaff(principal, DemoStaff.principal)
  await principal.goto(detailsUrl)
  const approval = new EventDetailsPage(principal)
  await approval.publish.click()
  await expect(approval.status).toContainText('Published')

  // The parent, on a phone, answers for their child with a guest and accepts the terms.
  const phone = await browser.newContext({ viewport: { width: 360, height: 780 } })
  const parent = await phone.newPage()
  await signInAsParent(parent)
  const events = new ParentEventsPage(parent)
  await events.goto()
  const card = events.card(title)
  await expect(card).toContainText(DemoParent.childName)
  await card.getByTestId(/^rsvp-add-guest-/).click()
  await card.getByTestId('rsvp-guest-name-0').fill('Tan Ah Kong')
  await card.getByTestId('rsvp-guest-mobile-0').fill('91234567')
  await card.getByTestId('rsvp-guest-relation-0').fill('Grandfather')
  await card.getByTestId(/^rsvp-send-/).click()
  await expect(card.getByText('Please accept the terms and conditions')).toBeVisible()
  await card.getByTestId(/^rsvp-accept-/).check()
  await card.getByTestId(/^rsvp-send-/).click()
  // The fee the card shows is what the charges table holds for the next invoice: $15 for the child, $5 for the guest.
  await expect(card.getByTestId(/^my-event-answer-/)).toHaveText(
    'Your answer: Attending · Fee on your next invoice: $20.00',
  )
  expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await phone.close()

  // The principal sees the child attending with the guest.
  await principal.reload()
  await expect(approval.attendingTab).toContainText('Attending (1)')
  await expect(principal.getByTestId('rsvps-table')).toContainText('Tan Ah Kong')
  // The XLSX export holds the list as shown: read back, one row for the child with the guest's details.
  const [download] = await Promise.all([
    principal.waitForEvent('download'),
    principal.getByTestId('rsvp-export-xlsx').click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^rsvp-\d+-attending\.xlsx$/)
  const book = new Workbook()
  await book.xlsx.readFile(await download.path())
  const rows = book.worksheets[0]
    .getSheetValues()
    .filter(Boolean)
    .map((r) => (r as unknown[]).slice(1))
  expect(rows[0]).toEqual(['Child', 'Centre', 'Class', 'Consent accepted', 'Guests'])
  expect(rows).toHaveLength(2)
  expect(rows[1][0]).toBe(DemoParent.childName)
  expect(rows[1][3]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(rows[1][4]).toMatch(/^Tan Ah Kong \/ Grandfather \/ .*9123 ?4567$/)
  await principal.close()
})
