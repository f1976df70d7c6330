import { expect, test } from '@playwright/test'
import { HolidayFormPage, HolidayListPage } from '../pages/holidays-page'
import { Shell } from '../pages/shell'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

/** A 1×1 PNG: the server checks the real bytes of a photo, so the test uploads a real image. */
const photo = {
  name: 'staff-training.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
}

test('HQ adds a centre holiday with a photo, finds it in its year, edits and deletes it', async ({
  page,
}) => {
  const year = new Date().getFullYear() + 1
  const title = `Staff training ${Date.now()}`
  const renamed = `${title} (moved)`
  await signInAsStaff(page, DemoStaff.hq)

  // Settings > Holiday Management opens the current year's list, public holidays of the demo data included.
  const shell = new Shell(page)
  expect(await shell.menuEntries()).toContain('Settings > Holiday Management')
  await shell.menuItem('/settings/holidaymanagement').click()
  const list = new HolidayListPage(page)
  await expect(list.heading).toBeVisible()
  await expect(list.row('National Day')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await list.addButton.click()
  const form = new HolidayFormPage(page)
  await form.fill({
    title,
    description: 'Centre closed for staff training',
    from: `${year}-09-03`,
    to: `${year}-09-04`,
  })
  await form.chooseCentre('Little Steps @ Tampines')
  await form.image.setInputFiles(photo)
  await expect(form.imagePreview).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await form.save.click()

  // Back on the list of the holiday's year.
  await expect(list.notice).toContainText(`Holiday ${title} saved`)
  await expect(page).toHaveURL(new RegExp(`/settings/holidaymanagement\\?year=${year}$`))
  const row = list.row(title)
  await expect(row).toContainText(`03/09/${year} – 04/09/${year}`)
  await expect(row).toContainText('Little Steps @ Tampines')
  await expect(list.thumbnail(title)).toBeVisible()
  // Visible is not loaded: the image's bytes arrive after its element shows.
  await expect.poll(() => list.thumbnail(title).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  await expectNoSeriousA11yViolations(page)

  await list.edit(title)
  await expect(form.title).toHaveValue(title)
  await expect(form.imagePreview).toBeVisible()
  await form.title.fill(renamed)
  await form.to.fill(`${year}-09-05`)
  await form.save.click()
  await expect(list.notice).toContainText(`Holiday ${renamed} saved`)
  await expect(list.row(renamed)).toContainText(`03/09/${year} – 05/09/${year}`)

  await list.remove(renamed)
  await expect(list.notice).toContainText(`Holiday ${renamed} deleted`)
  await expect(list.row(renamed)).toHaveCount(0)
})

test('on a phone the holiday list shows cards and the form fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await signInAsStaff(page, DemoStaff.hq)
  const list = new HolidayListPage(page)
  await list.open(new Date().getFullYear())
  await expect(page.getByTestId('holidays-cards')).toBeVisible()
  await expect(list.row('National Day')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expectNoSeriousA11yViolations(page)

  await list.addButton.click()
  await expect(new HolidayFormPage(page).title).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
