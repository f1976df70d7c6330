import { expect, test } from '@playwright/test'
import { EventDetailsPage, EventPhotosSection, ParentEventsPage } from '../pages/events-page'
import { DemoParent, DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'

/** A real 1x1 PNG: the server reads its type from the bytes and its size from the header. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
// The seed's published Family Sports Day: the demo parent's child is attending.
const title = 'Family Sports Day'

test('a parent gives photo consent, the teacher uploads tagged photos, the principal publishes them, the parent sees the album on a phone', async ({
  browser,
}) => {
  // The parent, on a phone, allows their child on photos from the event card.
  const phone = await browser.newContext({ viewport: { width: 360, height: 780 } })
  const parent = await phone.newPage()
  await signInAsParent(parent)
  const events = new ParentEventsPage(parent)
  await events.goto()
  const card = events.card(title)
  await card.getByTestId('album-toggle').click()
  await expect(card.getByTestId('family-album')).toContainText('No photos from this event yet.')
  await card.getByTestId('photo-consent').click()
  await expect(card.getByTestId('photo-consent')).toBeChecked()

  // The teacher uploads two photos tagging the child, with progress per file.
  const teacher = await browser.newPage()
  await signInAsStaff(teacher, DemoStaff.centreStaff)
  await teacher.goto('/eventmanagement/upcoming')
  await teacher.getByText(title).first().click()
  await expect(new EventDetailsPage(teacher).status).toContainText('Published')
  const detailsUrl = teacher.url()
  const photos = new EventPhotosSection(teacher)
  await photos.tags.click()
  await teacher.getByRole('option', { name: DemoParent.childName }).click()
  await photos.fileInput.setInputFiles([
    { name: 'race-1.png', mimeType: 'image/png', buffer: png },
    { name: 'race-2.png', mimeType: 'image/png', buffer: png },
  ])
  await expect(photos.photos).toHaveCount(2)
  await expect(photos.photos.first()).toHaveAttribute('data-status', 'unpublished')
  // Each tile loads the small copy the browser made at upload, never the original.
  const tile = photos.photos.first().locator('img')
  await expect(tile).toHaveAttribute('src', /event_photo\/[^?]+\.jpg/)
  // The tags change after upload: taken off the second photo, then put back.
  const second = photos.photos.nth(1)
  await expect(second.getByTestId('staff-photo-tags')).toHaveText(DemoParent.childName)
  await second.getByTestId('photo-edit-tags').click()
  const dialog = teacher.getByTestId('photo-tags-dialog')
  await dialog.getByTestId('photo-tags-input').click()
  await dialog.getByTestId('photo-tags-input').press('Backspace')
  await dialog.getByTestId('photo-tags-input').press('Escape')
  await dialog.getByTestId('photo-tags-save').click()
  await expect(second.getByTestId('staff-photo-tags')).toHaveText('')
  await second.getByTestId('photo-edit-tags').click()
  await teacher.getByTestId('photo-tags-input').click()
  await teacher.getByRole('option', { name: DemoParent.childName }).click()
  await teacher.getByTestId('photo-tags-save').click()
  await expect(second.getByTestId('staff-photo-tags')).toHaveText(DemoParent.childName)
  // A writer reviews nothing: no publish button.
  await expect(photos.publish).toHaveCount(0)
  await teacher.close()

  // The principal publishes them.
  const principal = await browser.newPage()
  await signInAsStaff(principal, DemoStaff.principal)
  await principal.goto(detailsUrl)
  const review = new EventPhotosSection(principal)
  await review.selectAll.click()
  await review.publish.click()
  await expect(review.section.locator('[data-status="published"]')).toHaveCount(2)

  // The bell's link opens the event's album at once: both photos, within the phone's width.
  await parent.goto(`/events?event=${detailsUrl.split('/').pop()}`)
  await expect(events.card(title).getByTestId('family-photo')).toHaveCount(2)
  expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  // A tap opens the original, with its download.
  await events.card(title).getByTestId('family-photo-open').first().click()
  await expect(parent.getByTestId('family-photo-full').locator('img')).toHaveAttribute('src', /\.png/)
  await expect(parent.getByTestId('family-photo-download')).toBeVisible()
  await parent.getByRole('button', { name: 'Close' }).click()

  // Consent withdrawn: staff see the tagged photos flagged, and cannot publish them again.
  await events.card(title).getByTestId('photo-consent').click()
  await expect(events.card(title).getByTestId('photo-consent')).not.toBeChecked()
  await principal.reload()
  await expect(review.section.getByText('No photo consent')).toHaveCount(2)
  await review.selectAll.click()
  await principal.getByTestId('photos-unpublish').click()
  await expect(review.section.locator('[data-status="unpublished"]')).toHaveCount(2)
  await review.selectAll.click()
  await review.publish.click()
  await expect(principal.getByTestId('event-photos-error')).toContainText('No photo consent for')
  await phone.close()
  await principal.close()
})
