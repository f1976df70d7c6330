import { expect, test } from '@playwright/test'
import { DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { Files } from '../support/document-family'

// The demo parent's child has one authorised pickup person in the demo data (a grandmother); no other test changes
// the list.
test('a parent adds a grandmother with a photo on a phone, and staff see her on the child’s Pickups tab', async ({
  page,
  browser,
}) => {
  // Two sign-ins and an upload on a shared machine.
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 360, height: 780 })
  await signInAsParent(page)
  await page.getByTestId('child-profile-link').click()
  await page.getByTestId('child-tab-pickups').click()
  const list = page.getByTestId('child-pickups')
  await expect(list).toContainText('Mdm Lim Siew Hoon')

  await page.getByTestId('pickup-add').click()
  const form = page.getByTestId('pickup-form')
  await form.getByLabel('Name').fill('Mdm Wong Ah Lian')
  await form.getByLabel('Relation to the child').fill('Grandmother')
  await form.getByLabel('Mobile number').fill('9876 5432')
  await page.getByTestId('pickup-photo-input').setInputFiles(Files.jpg('grandma.jpg'))
  await expect(form.getByTestId('pickup-photo-preview')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await form.getByTestId('pickup-form-confirm').click()
  await expect(form).toBeHidden()
  const photo = list.getByRole('img', { name: 'Photo of Mdm Wong Ah Lian' })
  await expect(photo).toBeVisible()
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  const childUrl = new URL(page.url()).pathname

  // Centre staff at a desk open the same child's Pickups tab: her name, relation, mobile and photo.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const staff = await staffContext.newPage()
  await signInAsStaff(staff, DemoStaff.principal)
  await staff.goto(childUrl)
  const staffList = staff.getByTestId('child-pickups')
  const row = staffList.getByRole('row', { name: /Mdm Wong Ah Lian/ })
  await expect(row).toContainText('Grandmother')
  await expect(row).toContainText('98765432')
  const seen = row.getByRole('img', { name: 'Photo of Mdm Wong Ah Lian' })
  await expect.poll(() => seen.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expectNoSeriousA11yViolations(staff)
  await staffContext.close()
})
