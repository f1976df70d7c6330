import { expect, test } from '@playwright/test'
import { Shell } from '../pages/shell'
import { StaffLoginPage } from '../pages/staff-login-page'
import { DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

const NO_ACCESS = 'You do not have sufficient access to view this'

test.describe('staff single sign-on', () => {
  test('HQ signs in through the embedded provider and finds Settings > Level Management', async ({
    page,
  }) => {
    const staffLogin = new StaffLoginPage(page)
    await staffLogin.open()
    const provider = await staffLogin.startSso()
    // The provider's own page, outside the app: the app never sees the password.
    await expect(page).toHaveURL(/\/interaction\//)
    await provider.signIn(DemoStaff.hq)

    const shell = new Shell(page)
    await shell.waitUntilSignedIn()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByTestId('principal-home')).toBeVisible()
    await expect(shell.userMenu).toContainText('Jason Lim')
    await expect(shell.faqLink).toBeVisible()

    expect(await shell.menuEntries()).toContain('Settings > Level Management')
    await shell.menuItem('/settings/levelmanagement').click()
    await expect(page).toHaveURL(/\/settings\/levelmanagement$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Level management' })).toBeVisible()
    await expect(page.getByTestId('level-add')).toBeVisible()
  })

  test('a wrong directory password is refused on the provider page and nobody is signed in', async ({
    page,
  }) => {
    const staffLogin = new StaffLoginPage(page)
    await staffLogin.open()
    const provider = await staffLogin.startSso()
    await provider.signIn(DemoStaff.hq, 'NotThePassword1')
    await expect(provider.error).toHaveText('The email or password is incorrect.')
    await expect(page).toHaveURL(/\/interaction\//)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/)
  })

  test('the principal gets the principal view with the two centres they lead', async ({ page }) => {
    await signInAsStaff(page, DemoStaff.principal, { fresh: true })
    await expect(page).toHaveURL(/\/dashboard$/)
    const home = page.getByTestId('principal-home')
    await expect(home).toBeVisible()
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nur Aisyah')
    const centres = page.getByTestId('centre-list').locator('[data-testid^="centre-card-"]')
    await expect(centres).toHaveCount(2)
    await expect(centres.filter({ hasText: 'LS-TMP' })).toContainText('Little Steps @ Tampines')
    await expect(centres.filter({ hasText: 'LS-PGL' })).toContainText('Little Steps @ Punggol')

    // What waits for them, as figures that open their lists (the demo has enrolled children at both centres).
    const enrolled = page.getByTestId('work-waiting-stage-enrolled')
    await expect(enrolled).toHaveText(/^[1-9]\d*Enrolled$/)
    await expect(page.getByTestId('work-waiting-documents')).toHaveText(/^\d+Documents to verify$/)
    await enrolled.click()
    await expect(page).toHaveURL(/\/pre-enrolment\?tab=enrolled$/)
  })

  test("centre staff land on a screen of their own, with a smaller menu than HQ's", async ({ browser }) => {
    const hqContext = await browser.newContext()
    const staffContext = await browser.newContext()
    try {
      const hqPage = await hqContext.newPage()
      await signInAsStaff(hqPage, DemoStaff.hq)
      const hqMenu = await new Shell(hqPage).menuEntries()

      const staffPage = await staffContext.newPage()
      await signInAsStaff(staffPage, DemoStaff.centreStaff, { fresh: true })
      const staffShell = new Shell(staffPage)
      // No principal view for them: the dashboard sends them on to the first menu screen they can open.
      await expect(staffPage).not.toHaveURL(/\/(dashboard|overview)$/)
      await expect(staffShell.noAccess).toBeHidden()
      await expect(staffPage.getByRole('heading', { level: 1 })).toBeVisible()
      const staffMenu = await staffShell.menuEntries()

      expect(staffMenu).toContain('Settings > Level Management')
      // Everything centre staff see, HQ sees too; HQ sees more (their role reaches every module).
      for (const entry of staffMenu) expect(hqMenu).toContain(entry)
      expect(hqMenu.filter((entry) => !staffMenu.includes(entry)).length).toBeGreaterThan(0)
    } finally {
      await hqContext.close()
      await staffContext.close()
    }
  })

  test('staff with read-only level access see the list without changes, and no access to the add form', async ({
    page,
  }) => {
    await signInAsStaff(page, DemoStaff.principal)
    await page.goto('/settings/levelmanagement')
    await expect(page.getByTestId('levels-table')).toBeVisible()
    await expect(page.getByTestId('level-add')).toHaveCount(0)
    await expect(page.locator('[data-testid^="level-delete-"]')).toHaveCount(0)

    await page.goto('/settings/levelmanagement/add')
    const shell = new Shell(page)
    await expect(shell.noAccess).toBeVisible()
    await expect(shell.noAccess.getByRole('heading', { level: 1 })).toHaveText(NO_ACCESS)
    await expect(page.getByTestId('level-form')).toHaveCount(0)
  })
})

test.describe('parents and staff routes', () => {
  test('a parent opening a staff screen gets the not-found page', async ({ page }) => {
    await signInAsParent(page)
    const shell = new Shell(page)
    for (const path of ['/settings/levelmanagement', '/settings']) {
      await page.goto(path)
      await expect(shell.notFound).toBeVisible()
      await expect(shell.notFound.getByRole('heading', { level: 1 })).toHaveText('Page not found')
      await expect(page.getByTestId('levels-table')).toHaveCount(0)
    }
    // Parents never see the settings entry in their menu either.
    expect((await shell.menuEntries()).some((entry) => entry.startsWith('Settings'))).toBe(false)
  })
})

test.describe('the staff layout and the settings home', () => {
  test('the settings home shows a card for each settings screen of the menu', async ({ page }) => {
    await signInAsStaff(page, DemoStaff.hq)
    const shell = new Shell(page)
    const settingsInMenu = (await shell.menuEntries())
      .filter((entry) => entry.startsWith('Settings > '))
      .map((entry) => entry.slice('Settings > '.length))

    await page.goto('/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    const cards = page.getByTestId('settings-cards').getByRole('link')
    await expect(cards.first()).toBeVisible()
    const titles = await cards.getByTestId('settings-card-title').allInnerTexts()
    // Each card is a settings entry of the user's menu (a screen still without a route is left out).
    expect(titles).toContain('Level Management')
    for (const title of titles) expect(settingsInMenu).toContain(title)
    await expect(page.getByTestId('settings-card-levelmanagement')).toContainText(
      'Age levels and the programmes each one offers.',
    )
    await expectNoSeriousA11yViolations(page)

    await page.getByTestId('settings-card-levelmanagement').getByRole('link').click()
    await expect(page).toHaveURL(/\/settings\/levelmanagement$/)
  })

  test('the signed-in layout passes axe with the side menu open, collapsed to icons and on a phone', async ({
    page,
  }) => {
    await signInAsStaff(page, DemoStaff.hq)
    const shell = new Shell(page)
    await page.goto('/settings/levelmanagement')
    await expect(shell.menuItem('/settings/levelmanagement')).toHaveAttribute('aria-current', 'page')
    await expectNoSeriousA11yViolations(page)

    await shell.menuToggle.click()
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'false')
    await expectNoSeriousA11yViolations(page)
    await shell.menuToggle.click()
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'true')

    await page.setViewportSize({ width: 375, height: 760 })
    await expect(shell.sideMenu).toBeHidden()
    await shell.menuToggle.click()
    await expect(shell.sideMenu).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})
