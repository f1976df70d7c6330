import { expect, type Page, test } from '@playwright/test'
import { EnquiryPage } from '../pages/enquiry-page'
import { StaffLoginPage } from '../pages/staff-login-page'
import { DemoStaff, signInAsStaff } from '../support/auth'

/**
 * Collects every Content-Security-Policy violation the page reports (the event is listened to from an init
 * script, which the policy does not apply to) and every console line about a refused resource.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleLines: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleLines.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return async () => [
    ...consoleLines,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ]
}

test.describe('the pages work under the Content-Security-Policy', () => {
  test('the public enquiry page with its map', async ({ page }) => {
    const violations = await watchViolations(page)
    const response = await page.goto('/enquiry?fkSchool=1')
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    const enquiry = new EnquiryPage(page)
    await enquiry.open()
    // The map appears once the child's level and programme are known.
    await enquiry.fill({
      parentFirstName: 'Mei Ling',
      parentLastName: 'Lim',
      email: `csp.${Date.now().toString(36)}@example.com`,
      mobileNumber: `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      workplaceStaff: 'No',
      childFirstName: 'Kai',
      childLastName: 'Lim',
      dateOfBirth: `${new Date().getFullYear() - 2}-03-10`,
      birthCertificate: `T${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}Z`,
      nationality: 'Singapore Citizen',
      race: 'Chinese',
      monthIndex: 2,
    })
    await enquiry.chooseProgramme('Full Day')
    await expect(page.getByTestId('map')).toBeVisible()
    // The map has asked for its tiles (the tile server is not reachable here; a refused one would be a violation).
    await expect(page.locator('.leaflet-tile').first()).toBeAttached()
    await page.screenshot({ path: 'test-results/csp-enquiry.png', fullPage: true })
    expect(await violations()).toEqual([])
  })

  test('the embedded provider login page and the staff pages after it', async ({ page }) => {
    const violations = await watchViolations(page)
    const staffLogin = new StaffLoginPage(page)
    await staffLogin.open()
    await staffLogin.startSso()
    await expect(page).toHaveURL(/\/interaction\//)
    await page.screenshot({ path: 'test-results/csp-oidc-login.png' })
    expect(await violations()).toEqual([])
    await signInAsStaff(page, DemoStaff.hq, { fresh: true })
    await page.goto('/settings/levelmanagement')
    await expect(page.getByRole('heading', { level: 1, name: 'Level management' })).toBeVisible()
    await page.screenshot({ path: 'test-results/csp-staff.png' })
    expect(await violations()).toEqual([])
  })
})
