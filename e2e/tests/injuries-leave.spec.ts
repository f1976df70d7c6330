import { expect, test } from '@playwright/test'
import { AttendancePage } from '../pages/attendance-page'
import { NotificationsPanel } from '../pages/notifications-panel'
import { DemoParent, DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

test('a teacher records an injury on the body diagram and the parent acknowledges it on a phone', async ({
  browser,
}) => {
  const staffContext = await browser.newContext({ viewport: { width: 1024, height: 768 } })
  const staff = await staffContext.newPage()
  await signInAsStaff(staff, DemoStaff.principal)
  const register = new AttendancePage(staff)
  await register.goto('/attendance')
  await staff.getByTestId('attendance-class').selectOption({ label: 'N1 Sunflower' })
  const row = register.rows.filter({ hasText: DemoParent.childName })
  await expect(row).toBeVisible()
  const id = Number((await row.getAttribute('data-testid'))!.replace('attendance-row-', ''))
  // Today stays open in the demo register: the child is checked in first (now), then hurt.
  await register.byTestId(`attendance-check-in-${id}`).click()
  await expect(register.status(id)).toContainText('In centre since')

  await staff.getByTestId(`attendance-injury-add-${id}`).click()
  await staff.getByTestId('injury-save').click()
  await expect(staff.getByText('Tap where the injury is on the body diagram')).toBeVisible()
  // The right knee of the front outline: 64% from the left, 80% from the top of the 160 x 320 px drawing.
  await staff.getByTestId('injury-diagram').click({ position: { x: 102, y: 256 } })
  await expect(staff.getByTestId('injury-diagram-point')).toHaveCount(1)
  await staff.getByTestId('injury-type').selectOption({ label: 'Scratch' })
  await staff.getByTestId('injury-remarks').fill('Slipped at the playground; cleaned and plastered.')
  await expectNoSeriousA11yViolations(staff)
  await staff.getByTestId('injury-save').click()
  const chip = row.locator('[data-testid^="attendance-injury-"]').filter({ hasText: 'Injury: Scratch' })
  await expect(chip).toHaveText('Injury: Scratch')

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const phone = await phoneContext.newPage()
  await signInAsParent(phone)
  const today = phone.getByTestId('child-today')
  await expect(today).toContainText('Slipped at the playground; cleaned and plastered.')
  await expect(today.locator('[data-testid^="injury-diagram-"][data-testid$="-point"]')).toHaveCount(1)
  await expectNoSeriousA11yViolations(phone)
  // The bell opens the injury itself, on the child's Health tab, marked; the parent acknowledges it there.
  const bell = new NotificationsPanel(phone)
  await bell.open()
  await bell.item('Slipped at the playground').first().click()
  await expect(phone).toHaveURL(/\/details\/child\/\d+\/health\?injury=\d+$/)
  const opened = phone.locator('[data-testid^="injury-"][data-highlighted="true"]')
  await expect(opened).toContainText('Slipped at the playground; cleaned and plastered.')
  await opened.locator('[data-testid^="injury-acknowledge-"]').click()
  await expect(opened.locator('[data-testid^="injury-acknowledged-"]')).toContainText(
    `Acknowledged by ${DemoParent.firstname}`,
  )

  await staff.reload()
  await expect(chip).toHaveText('Injury: Scratch (acknowledged)')
  await staff.goto(`/details/child/${id}/health`)
  await expect(staff.getByTestId('child-injuries')).toContainText(`Acknowledged by ${DemoParent.firstname}`)
  await phoneContext.close()
  await staffContext.close()
})
