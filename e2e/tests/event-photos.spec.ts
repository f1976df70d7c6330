import { expect, type Page, test } from '@playwright/test'
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

/** Small JPEGs of different colours, drawn by the browser's canvas (no image library in the test). */
async function jpegs(
  page: Page,
  count: number,
): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const encoded = await page.evaluate((n) => {
    return Array.from({ length: n }, (_, i) => {
      const canvas = document.createElement('canvas')
      canvas.width = 96
      canvas.height = 64
      const context = canvas.getContext('2d')!
      context.fillStyle = `hsl(${(i * 360) / n}, 70%, 55%)`
      context.fillRect(0, 0, 96, 64)
      return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]
    })
  }, count)
  return encoded.map((data, i) => ({
    name: `harmony-${i + 1}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(data, 'base64'),
  }))
}

test('the teacher uploads twenty photos at once with progress per file, and the principal publishes the album', async ({
  browser,
}) => {
  // Two sign-ins and twenty uploads on a shared machine: a longer limit than one flow's.
  test.setTimeout(240_000)
  // The seed's past Racial Harmony Day: four photos already, one waiting for review.
  const harmony = 'Racial Harmony Day'
  const teacher = await browser.newPage()
  await signInAsStaff(teacher, DemoStaff.centreStaff)
  await teacher.goto('/eventmanagement/past')
  await teacher.getByText(harmony).first().click()
  const photos = new EventPhotosSection(teacher)
  await expect(photos.photos).toHaveCount(4)
  const detailsUrl = teacher.url()

  // The uploads are held until the progress has been seen, so the test waits for states, not for speed.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await teacher.route('**/files/upload/**', async (route) => {
    await held
    await route.continue()
  })
  await photos.fileInput.setInputFiles(await jpegs(teacher, 20))
  await expect(photos.progress).toContainText('Uploading 0 of 20')
  await expect(photos.progress.getByRole('progressbar')).toHaveCount(20)
  await expect(photos.progress).toContainText('harmony-20.jpg')
  release()
  await expect(photos.progress).toHaveCount(0)
  await expect(teacher.getByText('20 photos added, waiting for review')).toBeVisible()
  await expect(photos.photos).toHaveCount(24)
  await expect(photos.section.locator('[data-status="unpublished"]')).toHaveCount(21)
  await teacher.close()

  // The principal reviews and publishes the whole album.
  const principal = await browser.newPage()
  await signInAsStaff(principal, DemoStaff.principal)
  await principal.goto(detailsUrl)
  const review = new EventPhotosSection(principal)
  await expect(review.photos).toHaveCount(24)
  await review.selectAll.click()
  await review.publish.click()
  await expect(review.section.locator('[data-status="published"]')).toHaveCount(24)
  await principal.close()
})
