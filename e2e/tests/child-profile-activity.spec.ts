import { expect, test } from '@playwright/test'
import { ChildProfilePage } from '../pages/child-profile-page'
import { ClassesPage } from '../pages/classes-page'
import { signInAsParent, signInAsStaff, DemoStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

test("a parent reads their child's activity and changes their home address from the profile", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signInAsParent(page)
  await page.getByTestId('child-profile-link').click()
  const profile = new ChildProfilePage(page)
  await profile.tab('activity').click()
  await expect(page).toHaveURL(/\/details\/child\/\d+\/activity/)
  await expect(profile.activity).toContainText('Placed in class N1 Sunflower')
  // Staff notes stay with staff.
  await expect(profile.activity).not.toContainText('Settling in well')
  await expectNoSeriousA11yViolations(page)

  await profile.tab('contacts').click()
  const unit = `#${Date.now().toString().slice(-2)}-34`
  await page.getByTestId('address-unit').fill(unit)
  await page.getByTestId('address-save').click()
  await expect(page.getByTestId('contacts-notice')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('address-unit')).toHaveValue(unit)
  await expect(page.getByTestId('address-postcode')).toHaveValue('529510')
  // A postcode the rules refuse is refused on the field, before anything is sent.
  await page.getByTestId('address-postcode').fill('12')
  await page.getByTestId('address-save').click()
  await expect(page.getByTestId('contacts-address-form')).toContainText(/postcode/i)
  await expectNoSeriousA11yViolations(page)
})

test('staff see who placed a child, and a class with children is deleted only with a class to move them to', async ({
  page,
}) => {
  await signInAsStaff(page, DemoStaff.principal)
  const classes = new ClassesPage(page)
  await classes.open()
  await page.getByRole('link', { name: 'N1 Sunflower' }).click()
  await expect(classes.title).toHaveText('N1 Sunflower')

  // Its children need a class of the same centre and level to go to; Tampines has one N1 class.
  await page.getByTestId('class-delete').click()
  await expect(page.getByTestId('class-delete-no-target')).toBeVisible()
  await expect(page.getByTestId('class-delete-confirm')).toBeDisabled()
  await page.getByTestId('class-delete-confirm-cancel').click()
  await expect(classes.title).toHaveText('N1 Sunflower')

  await classes.children.locator('a').first().click()
  const profile = new ChildProfilePage(page)
  await profile.tab('activity').click()
  await expect(profile.activity).toContainText('Placed in class N1 Sunflower')
  await expect(profile.activity).toContainText('Nur Aisyah Rahman')
  await expectNoSeriousA11yViolations(page)
})
