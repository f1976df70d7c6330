import { expect, test } from '@playwright/test'
import { CentreLeavePage } from '../pages/leave-page'
import { DemoStaff, signInAsStaff } from '../support/auth'

/** The first Monday at least `days` days from today in Singapore, whatever day the test runs. */
function mondayAhead(days: number): string {
  const day = new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000)
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

// The demo centre staff member's own leave in the demo data is two weeks ahead; this test asks for a day after it,
// with a leave type of its own (a code of this run, so a retry on the same server adds another).
test('HQ adds a leave type, a teacher asks for leave with it on /myleave, the principal approves, the calendar shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const code = `ST${Date.now() % 100_000}`
  const label = `Study leave ${code}`
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAsStaff(page, DemoStaff.hq)
  await page.goto('/settings/leavetypes')
  await page.getByTestId('leave-type-add').click()
  await page.getByTestId('leave-type-code').fill(code)
  await page.getByTestId('leave-type-label').fill(label)
  await page.getByTestId('leave-type-applicableToChild').setChecked(false)
  await page.getByTestId('leave-type-save').click()
  await expect(page.getByTestId('leave-types-notice')).toContainText('Leave type saved.')
  await expect(page.getByRole('row').filter({ hasText: label })).toContainText('No')

  const day = mondayAhead(21)
  const teacherContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const teacher = await teacherContext.newPage()
  await signInAsStaff(teacher, DemoStaff.centreStaff)
  await teacher.goto('/myleave')
  await teacher.getByTestId('leave-request').click()
  await teacher.getByTestId('leave-type').selectOption({ label: `${label} (${code})` })
  await teacher.getByTestId('leave-from').fill(day)
  await teacher.getByTestId('leave-to').fill(day)
  await teacher.getByTestId('leave-remark').fill('Diploma examination')
  await teacher.getByTestId('leave-save').click()
  await expect(teacher.getByTestId('leave-notice')).toHaveText('Leave request sent.')
  const card = teacher.locator('[data-testid^="my-leave-"]').filter({ hasText: code })
  await expect(card).toHaveCount(1)
  const id = Number(((await card.getAttribute('data-testid')) ?? '').replace('my-leave-', ''))
  await expect(teacher.getByTestId(`leave-status-${id}`)).toHaveText('Waiting for approval')

  const principalContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const principal = await principalContext.newPage()
  await signInAsStaff(principal, DemoStaff.principal)
  const leave = new CentreLeavePage(principal)
  await leave.goto(`/calendar?tab=leave&date=${day}`)
  await leave.chooseCentre(/Tampines/)
  await expect(leave.row(id)).toContainText('Priya Nair')
  await leave.approve(id).click()
  await expect(leave.status(id)).toHaveText('Approved')

  // The approved leave is an all-day bar on the centre's calendar that day.
  await principal.goto(`/calendar?tab=calendar&date=${day}`)
  await leave.chooseCentre(/Tampines/)
  const bar = principal.locator('.calendar-leave').filter({ hasText: `Priya Nair (Staff) · ${code}` })
  await expect(bar).toHaveCount(1)

  await teacher.reload()
  await expect(teacher.getByTestId(`leave-status-${id}`)).toHaveText('Approved')
  await teacherContext.close()
  await principalContext.close()
})
