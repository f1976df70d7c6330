import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

/** The password every demo staff account has in the embedded single-sign-on directory. */
export const DEMO_STAFF_PASSWORD = 'Staff123'

/** The staff login (/login/staff): one single-sign-on button, no password form. */
export class StaffLoginPage extends BasePage {
  protected override readonly path = '/login/staff'
  readonly root: Locator
  readonly ssoButton: Locator
  readonly error: Locator

  constructor(page: Page) {
    super(page)
    this.root = this.byTestId('staff-login-page')
    this.ssoButton = this.byTestId('staff-sso-button')
    this.error = this.byTestId('staff-sso-error')
  }

  async open(fkSchool = 1, query: Record<string, string> = {}): Promise<void> {
    const params = new URLSearchParams({ fkSchool: String(fkSchool), ...query })
    await this.goto(`${this.path}?${params}`)
    await this.ssoButton.waitFor()
  }

  /** Presses 'Sign in with single sign-on' and waits for the provider's own sign-in page. */
  async startSso(): Promise<SsoProviderPage> {
    await this.ssoButton.click()
    const provider = new SsoProviderPage(this.page)
    await provider.email.waitFor()
    return provider
  }
}

/** The embedded provider's server-rendered sign-in page (apps/api/src/platform/sso/login-page.ts). */
export class SsoProviderPage extends BasePage {
  readonly email: Locator
  readonly password: Locator
  readonly submit: Locator
  readonly error: Locator

  constructor(page: Page) {
    super(page)
    this.email = this.byTestId('sso-email')
    this.password = this.byTestId('sso-password')
    this.submit = this.byTestId('sso-submit')
    this.error = this.byTestId('sso-error')
  }

  async signIn(email: string, password = DEMO_STAFF_PASSWORD): Promise<void> {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.submit.click()
  }
}
