import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

/** The parent login (/login): email, password, forgot-password and get-started links. */
export class LoginPage extends BasePage {
  protected override readonly path = '/login'
  readonly root: Locator
  readonly email: Locator
  readonly password: Locator
  readonly submit: Locator
  readonly forgotLink: Locator
  readonly getStartedLink: Locator

  constructor(page: Page) {
    super(page)
    this.root = this.byTestId('login-page')
    this.email = this.byTestId('login-email')
    this.password = this.byTestId('login-password')
    this.submit = this.byTestId('login-submit')
    this.forgotLink = this.byTestId('login-forgot')
    this.getStartedLink = this.byTestId('login-get-started')
  }

  /** Opens the login of a school (the demo school by default); `query` adds e.g. a redirect. */
  async open(fkSchool = 1, query: Record<string, string> = {}): Promise<void> {
    const params = new URLSearchParams({ fkSchool: String(fkSchool), ...query })
    await this.goto(`${this.path}?${params}`)
    await this.email.waitFor()
  }

  async fill(email: string, password: string): Promise<void> {
    await this.email.fill(email)
    await this.password.fill(password)
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.fill(email, password)
    await this.submit.click()
  }
}

/** Forgot password (/forgot): an email address, then a dialog saying where the link went. */
export class ForgotPasswordPage extends BasePage {
  protected override readonly path = '/forgot'
  readonly email: Locator
  readonly submit: Locator
  readonly sentDialog: Locator

  constructor(page: Page) {
    super(page)
    this.email = this.byTestId('forgot-email')
    this.submit = this.byTestId('forgot-submit')
    this.sentDialog = this.byTestId('forgot-sent-dialog')
  }

  async requestLink(email: string): Promise<void> {
    await this.email.fill(email)
    await this.submit.click()
  }
}

/** Reset password (/reset?reset_password_token=...): new password twice, then a dialog leading to login. */
export class ResetPasswordPage extends BasePage {
  readonly root: Locator
  readonly password: Locator
  readonly confirmPassword: Locator
  readonly submit: Locator
  readonly doneDialog: Locator
  readonly toLogin: Locator

  constructor(page: Page) {
    super(page)
    this.root = this.byTestId('reset-page')
    this.password = this.byTestId('reset-password')
    this.confirmPassword = this.byTestId('reset-confirm-password')
    this.submit = this.byTestId('reset-submit')
    this.doneDialog = this.byTestId('reset-done-dialog')
    this.toLogin = this.byTestId('reset-done-dialog-action')
  }

  async setPassword(password: string): Promise<void> {
    await this.password.fill(password)
    await this.confirmPassword.fill(password)
    await this.submit.click()
  }
}
