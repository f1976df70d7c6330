import { expect, test } from '@playwright/test'
import { ChildProfilePage, ChildrenListPage } from '../pages/child-profile-page'
import { ClassesPage } from '../pages/classes-page'
import { DemoParent, DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

/** A 1×1 PNG: the server checks the real bytes of a photo, so the test uploads a real image. */
const photo = {
  name: 'class-cover.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
}

test('the principal creates a class with two teachers and a photo, assigns enrolled children, and opens a child profile', async ({
  page,
}) => {
  await signInAsStaff(page, DemoStaff.principal)
  const classes = new ClassesPage(page)
  await classes.open()
  await expect(classes.heading).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const label = `N2 Daisy ${Date.now().toString(36)}`
  await classes.create({
    label,
    centre: 'Little Steps @ Tampines',
    level: 'Nursery 2',
    teachers: [
      ['Grace', 'Lee'],
      ['Hui', 'Min'],
    ],
    photo,
  })
  await expect(page).toHaveURL(/\/classmanagement\/details\/\d+$/)
  await expect(classes.title).toHaveText(label)
  await expect(classes.teachers).toContainText('Grace Lee')
  await expect(classes.teachers).toContainText('Hui Min')
  await expect(classes.coverImage).toBeVisible()

  const assigned = await classes.assignAllWaiting()
  expect(assigned).toBeGreaterThan(0)
  await expect(classes.children.locator('li')).toHaveCount(assigned)
  // The confirmation comes in after the list: checked once it is on screen, not while it fades in.
  await expect(page.getByRole('alert').filter({ hasText: 'Children assigned' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // A child's profile, its tabs in the address.
  await classes.children.locator('a').first().click()
  const profile = new ChildProfilePage(page)
  await expect(profile.name).toBeVisible()
  await expect(profile.classLabel).toHaveText(label)
  await profile.tab('guardians').click()
  await expect(page).toHaveURL(/\/details\/child\/\d+\/guardians$/)
  await expect(profile.guardians).toContainText('Mother')
  await profile.tab('classes').click()
  await expect(page).toHaveURL(/\/classes$/)
  await expect(profile.history).toContainText('Nursery 2')
  await expectNoSeriousA11yViolations(page)
})

test('a parent sees their child’s class and teachers', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signInAsParent(page)
  await page.getByTestId('child-profile-link').click()
  const profile = new ChildProfilePage(page)
  await expect(profile.name).toHaveText(DemoParent.childName)
  await expect(profile.classLabel).toHaveText('N1 Sunflower')
  await expect(profile.classTeachers).toContainText('Priya Nair')
  await expectNoSeriousA11yViolations(page)
})

test('the principal finds a child by name in the children list; the search stays in the address', async ({
  page,
}) => {
  await signInAsStaff(page, DemoStaff.principal)
  const list = new ChildrenListPage(page)
  await list.goto()
  await expect(list.rows.first()).toBeVisible()
  const name = DemoParent.childName
  await list.search.fill(name.toLowerCase())
  await expect(page).toHaveURL(/[?&]search=ethan(\+|%20)tan/)
  await expect(list.rows.first()).toContainText(name)
  await expect(list.rows.filter({ hasNotText: name })).toHaveCount(0)

  await page.reload()
  await expect(list.search).toHaveValue(name.toLowerCase())
  await expect(list.rows.first()).toContainText(name)
  await list.rows.first().getByRole('link', { name }).click()
  await expect(new ChildProfilePage(page).name).toHaveText(name)
})
