import { expect, type Page } from '@playwright/test'
import { LoginPage } from '../pages/login-page'
import { Shell } from '../pages/shell'
import { DEMO_STAFF_PASSWORD, StaffLoginPage } from '../pages/staff-login-page'

/** The demo school (Little Steps) and its demo accounts, seeded on the e2e server's first boot. */
export const DEMO_SCHOOL = 1
export const DemoParent = {
  email: 'parent@littlesteps.demo',
  password: 'Parent123',
  firstname: 'Rachel',
  childName: 'Ethan Tan',
} as const
export const DemoStaff = {
  hq: 'hq@littlesteps.demo',
  principal: 'principal@littlesteps.demo',
  centreStaff: 'staff@littlesteps.demo',
  planner: 'planner@littlesteps.demo',
} as const

export interface SignInOptions {
  /** The school whose login page is used (?fkSchool=); the demo school by default. */
  fkSchool?: number
  /** A page of the app to land on after signing in (the login's ?redirect=). */
  redirect?: string
  /**
   * Always go through the whole sign-in, never reuse this worker's earlier session of the account. For tests
   * about signing in itself.
   */
  fresh?: boolean
}

// The web app's one local-storage store (apps/web/src/lib/store.ts), which holds the session token.
const STORE_KEY = 'preschool'

/**
 * Sessions this worker already obtained through the real sign-in, by account and school. The server allows 10
 * sign-in attempts per account (and 10 parent logins per client address) in 5 minutes; a suite that signed in
 * afresh in every test would hit that limit, so later tests reuse the session while the server still accepts it.
 */
const sessions = new Map<string, string>()
const sessionKey = (kind: 'parent' | 'staff', email: string, fkSchool: number) =>
  `${kind}:${fkSchool}:${email}`

/**
 * Puts a stored session into a fresh page and opens `landing`. True when the app shows the signed-in layout;
 * false when the server no longer accepts the session (logged out, password reset): the app then drops it and
 * shows a login page.
 */
async function resumeSession(page: Page, stored: string, landing: string): Promise<boolean> {
  // Local storage belongs to the origin: any same-origin document will do, and /health is the lightest.
  await page.goto('/health')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORE_KEY, stored])
  await page.goto(landing)
  const shell = new Shell(page)
  const loginPage = page.getByTestId('login-page').or(page.getByTestId('staff-login-page'))
  await expect(shell.userMenu.or(loginPage)).toBeVisible()
  return shell.userMenu.isVisible()
}

/**
 * Keeps the session's token and school only: the school's theme and the selected child are loaded afresh on the
 * next page, as for anyone coming back with a stored token, never replayed from an older snapshot.
 */
async function remember(page: Page, key: string): Promise<void> {
  const stored = await page.evaluate((storeKey) => {
    const { userToken, fkSchool } = JSON.parse(localStorage.getItem(storeKey) ?? '{}')
    return userToken ? JSON.stringify({ userToken, fkSchool }) : null
  }, STORE_KEY)
  if (stored) sessions.set(key, stored)
}

/**
 * Signs a parent in through the login form and waits until the signed-in layout shows the loaded user (the
 * dashboard, or `redirect`). The session lives in the page's local storage, so it holds for the rest of the test.
 */
export async function signInAsParent(
  page: Page,
  email: string = DemoParent.email,
  password: string = DemoParent.password,
  options: SignInOptions = {},
): Promise<void> {
  const fkSchool = options.fkSchool ?? DEMO_SCHOOL
  const key = sessionKey('parent', email, fkSchool)
  const stored = options.fresh ? undefined : sessions.get(key)
  if (stored && (await resumeSession(page, stored, options.redirect ?? '/dashboard'))) return
  sessions.delete(key)

  const login = new LoginPage(page)
  await login.open(fkSchool, options.redirect ? { redirect: options.redirect } : {})
  await login.signIn(email, password)
  await new Shell(page).waitUntilSignedIn()
  await remember(page, key)
}

/**
 * Signs a staff member in through the real single sign-on: the staff login's button, the embedded provider's
 * page (with the demo staff password unless `password` is given), and the return through /sso into the app.
 * Centre staff without a dashboard are sent on to their first screen; this waits for the signed-in layout either
 * way, and for the address to have left the sign-in pages.
 */
export async function signInAsStaff(
  page: Page,
  email: string,
  options: SignInOptions & { password?: string } = {},
): Promise<void> {
  const fkSchool = options.fkSchool ?? DEMO_SCHOOL
  const key = sessionKey('staff', email, fkSchool)
  const stored = options.fresh ? undefined : sessions.get(key)
  if (stored && (await resumeSession(page, stored, options.redirect ?? '/dashboard'))) return
  sessions.delete(key)

  const staffLogin = new StaffLoginPage(page)
  await staffLogin.open(fkSchool, options.redirect ? { redirect: options.redirect } : {})
  const provider = await staffLogin.startSso()
  await provider.signIn(email, options.password ?? DEMO_STAFF_PASSWORD)
  await new Shell(page).waitUntilSignedIn()
  await expect(page).not.toHaveURL(/\/(sso|login)(\/|\?|$)/)
  await remember(page, key)
}
