import { expect, test } from '@playwright/test'
import { Shell } from '../pages/shell'
import { RoleFormPage, StaffFormPage, UserManagementPage } from '../pages/user-management-page'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

/** In the demo directory but not staff yet (apps/api/src/db/seed/content/accounts.ts, demoDirectoryOnly). */
const NEW_TEACHER = { email: 'newteacher@littlesteps.demo', name: 'Nur Aisyah' }
const NO_ACCESS = 'You do not have sufficient access to view this'

test.describe('staff, roles and permissions', () => {
  test('HQ creates a role, adds a directory person with it, and that person sees exactly what it allows', async ({
    browser,
  }) => {
    // Two sign-ins and four accessibility scans: about 35 s on an idle machine, so give a busy one room.
    test.setTimeout(180_000)
    const hqContext = await browser.newContext()
    const teacherContext = await browser.newContext()
    try {
      const hqPage = await hqContext.newPage()
      await signInAsStaff(hqPage, DemoStaff.hq)
      const users = new UserManagementPage(hqPage)

      // A role that may only read level management.
      const roleLabel = `Level Reader ${Date.now().toString(36)}`
      await users.open('roles')
      await expect(users.heading).toBeVisible()
      await expectNoSeriousA11yViolations(hqPage)
      await users.addRoleButton.click()
      const roleForm = new RoleFormPage(hqPage)
      await roleForm.fill(roleLabel, { level_management: ['read'] })
      await expect(roleForm.access('level_management', 'write')).not.toBeChecked()
      await expectNoSeriousA11yViolations(hqPage)
      await roleForm.save.click()
      await expect(users.notice).toContainText(`Role ${roleLabel} saved`)
      await expect(hqPage).toHaveURL(/\/settings\/usermanagement\?tab=roles$/)
      await expect(users.roleRow(roleLabel)).toContainText('Jason Lim')

      // The new staff member, found in the directory.
      await users.staffTab.click()
      await users.addStaffButton.click()
      const staffForm = new StaffFormPage(hqPage)
      await staffForm.pickFromDirectory(NEW_TEACHER.email)
      await expect(staffForm.email).toHaveValue(NEW_TEACHER.email)
      await expect(staffForm.firstname).toHaveValue('Nur')
      await expect(staffForm.lastname).toHaveValue('Aisyah')
      await expect(staffForm.countryCode).toHaveValue('+65')
      await expect(staffForm.phone).toHaveValue('92501004')
      await staffForm.staffId.fill('LS0100')
      await staffForm.chooseCentre('Little Steps @ Tampines')
      await staffForm.chooseRole(roleLabel)
      await expectNoSeriousA11yViolations(hqPage)
      await staffForm.save.click()
      await expect(users.notice).toContainText(`${NEW_TEACHER.name} saved`)
      await users.searchStaff('newteacher')
      await expect(users.staffRow(NEW_TEACHER.email)).toContainText(roleLabel)
      await expect(users.staffRow(NEW_TEACHER.email)).toContainText('Little Steps @ Tampines')
      await expectNoSeriousA11yViolations(hqPage)

      // They sign in by single sign-on and get the role's menu, nothing more: every member of staff also has
      // their own leave (action leave.own), whatever their role.
      const teacherPage = await teacherContext.newPage()
      await signInAsStaff(teacherPage, NEW_TEACHER.email, { fresh: true })
      const shell = new Shell(teacherPage)
      expect(await shell.menuEntries()).toEqual([
        'Dashboard',
        'My Leave',
        'Settings',
        'Settings > Level Management',
      ])
      await shell.menuItem('/settings/levelmanagement').click()
      await expect(teacherPage.getByRole('heading', { level: 1, name: 'Level management' })).toBeVisible()
      await expect(teacherPage.getByTestId('level-add')).toBeHidden()
      await teacherPage.goto('/settings/usermanagement')
      await expect(shell.noAccess).toContainText(NO_ACCESS)
    } finally {
      await hqContext.close()
      await teacherContext.close()
    }
  })

  test('HQ cannot remove their own account', async ({ page }) => {
    await signInAsStaff(page, DemoStaff.hq)
    const users = new UserManagementPage(page)
    await users.open('staff')
    await users.searchStaff('hq@littlesteps')
    const row = users.staffRow(DemoStaff.hq)
    await row.locator('[data-testid^="staff-remove-"]').click()
    await page.getByTestId('staff-confirm').click()
    await expect(page.getByTestId('staff-confirm-error')).toHaveText(
      'You cannot remove or deactivate your own account',
    )
    await expectNoSeriousA11yViolations(page)
  })
})
