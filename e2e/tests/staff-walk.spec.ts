import { expect, test } from '@playwright/test'
import { AdmissionsPage } from '../pages/admissions-page'
import { DemoStaff, signInAsStaff } from '../support/auth'

test('staff search admissions across stages, read where each came from, and find an enrolled child among the children', async ({
  page,
}) => {
  await signInAsStaff(page, DemoStaff.centreStaff)
  const admissions = new AdmissionsPage(page)
  await admissions.open()
  await admissions.search('sophia')
  await expect(page).toHaveURL(/[?&]q=sophia/)
  const sophia = admissions.row('Sophia Chua')
  await expect(sophia).toContainText('Enrolled')
  // The source in words, not its stored code.
  await expect(sophia).toContainText('Enquiry form')
  await expect(page.getByText('enquiry_form')).toHaveCount(0)

  // The spec's enrolment routes open the enquiry's staff view (they gave "Page not found" to staff).
  await admissions.openEnquiry('Sophia Chua')
  const id = /\/pre-enrolment\/(\d+)/.exec(page.url())![1]
  for (const path of [`/overview/enrolment/${id}`, `/overview/enrolment/${id}/payment`]) {
    await page.goto(path)
    await expect(page).toHaveURL(new RegExp(`/pre-enrolment/${id}$`))
    await admissions.detailTitle.waitFor()
  }

  // Enrolled in admissions is enrolled on the children list too.
  await page.goto('/childrenlist?search=Sophia')
  await expect(page.getByRole('link', { name: 'Sophia Chua' })).toBeVisible()
})

test("the spec's top-level class routes open the class screens", async ({ page }) => {
  await signInAsStaff(page, DemoStaff.hq, { redirect: '/createclass' })
  await expect(page).toHaveURL(/\/classmanagement\/createclass$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Create class' })).toBeVisible()
})

test('HQ narrows the children list to one centre', async ({ page }) => {
  await signInAsStaff(page, DemoStaff.hq, { redirect: '/childrenlist' })
  const rows = page.locator('[data-testid^="child-row"]')
  await expect(rows.first()).toBeVisible()
  const centres = page.getByTestId('children-centre')
  // The centre of the first child listed (the options after 'All centres' are the centres HQ reaches).
  const firstRow = (await rows.first().textContent()) ?? ''
  const options = (await centres.locator('option').allTextContents()).slice(1)
  const label = options.find((option) => firstRow.includes(option.trim()))!.trim()
  await centres.selectOption({ label })
  await expect(page).toHaveURL(/[?&]centreID=\d+/)
  await expect(rows.filter({ hasNotText: label })).toHaveCount(0)
  await expect(rows.first()).toContainText(label)
})
