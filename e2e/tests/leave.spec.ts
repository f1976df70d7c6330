import { expect, test } from '@playwright/test'
import { AttendancePage } from '../pages/attendance-page'
import { CentreLeavePage, ChildLeaveTab } from '../pages/leave-page'
import { DemoParent, DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

/** A Singapore date some days from today, whatever day the test runs. */
const daysAhead = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

// The demo parent's child has no leave in the demo data; no other test asks for leave for him.
test('a parent asks for leave on a phone, the principal approves it, the register shows the child absent', async ({
  page,
  browser,
}) => {
  const day = daysAhead(1)
  await page.setViewportSize({ width: 360, height: 800 })
  await signInAsParent(page)
  await page.getByTestId('child-profile-link').click()
  await page.getByTestId('child-tab-leave').click()
  const tab = new ChildLeaveTab(page)
  await expect(tab.rows).toHaveCount(0)
  await tab.request.click()
  await tab.type.selectOption({ label: 'Annual leave (AL)' })
  await tab.from.fill(day)
  await tab.to.fill(day)
  await tab.remark.fill('Grandparents visiting')
  await expectNoSeriousA11yViolations(page)
  await tab.send.click()
  await expect(tab.notice).toHaveText('Leave request sent.')
  await expect(tab.rows).toHaveCount(1)
  const id = await tab.leaveId(tab.rows.first())
  await expect(tab.status(id)).toHaveText('Waiting for approval')

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const staff = await staffContext.newPage()
  await signInAsStaff(staff, DemoStaff.principal)
  const calendar = new CentreLeavePage(staff)
  await calendar.goto(`/calendar?tab=leave&date=${day}`)
  // The principal leads two centres; the demo child is at Tampines.
  await calendar.chooseCentre(/Tampines/)
  await expect(calendar.row(id)).toContainText(DemoParent.childName)
  await expectNoSeriousA11yViolations(staff)
  await calendar.approve(id).click()
  await expect(calendar.status(id)).toHaveText('Approved')

  const register = new AttendancePage(staff)
  await register.goto(`/attendance?date=${day}`)
  await staff.getByTestId('attendance-class').selectOption({ label: 'N1 Sunflower' })
  const row = register.rows.filter({ hasText: DemoParent.childName })
  await expect(row).toContainText('Absent: Annual leave')

  await page.reload()
  await expect(tab.status(id)).toHaveText('Approved')
  await staffContext.close()
})
