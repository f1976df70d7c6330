import { expect, type Locator } from '@playwright/test'
import { BasePage } from './base-page'

/** The signed-in parent's account page (/account): profile, email change, password change, consents. */
export class AccountPage extends BasePage {
  protected override readonly path = '/account'
  readonly page_: Locator
  readonly firstname: Locator
  readonly mobile: Locator
  readonly saveProfile: Locator
  readonly profileSaved: Locator
  readonly newEmail: Locator
  readonly sendCode: Locator
  readonly pending: Locator
  readonly code: Locator
  readonly confirmEmail: Locator
  readonly emailChanged: Locator
  readonly currentPassword: Locator
  readonly newPassword: Locator
  readonly confirmPassword: Locator
  readonly savePassword: Locator
  readonly passwordChanged: Locator
  readonly consents: Locator

  constructor(page: BasePage['page']) {
    super(page)
    this.page_ = this.byTestId('account-page')
    this.firstname = this.byTestId('account-firstname')
    this.mobile = this.byTestId('account-mobile')
    this.saveProfile = this.byTestId('account-profile-save')
    this.profileSaved = this.byTestId('account-profile-saved')
    this.newEmail = this.byTestId('account-new-email')
    this.sendCode = this.byTestId('account-email-send')
    this.pending = this.byTestId('account-email-pending')
    this.code = this.byTestId('account-email-code')
    this.confirmEmail = this.byTestId('account-email-confirm')
    this.emailChanged = this.byTestId('account-email-changed')
    this.currentPassword = this.byTestId('account-current-password')
    this.newPassword = this.byTestId('account-new-password')
    this.confirmPassword = this.byTestId('account-confirm-password')
    this.savePassword = this.byTestId('account-password-save')
    this.passwordChanged = this.byTestId('account-password-changed')
    this.consents = this.byTestId('account-consents')
  }

  /** Opens the page from the header's user menu, as a parent does. */
  async openFromMenu(): Promise<void> {
    await this.byTestId('user-menu').click()
    await this.byTestId('account-link').click()
    await expect(this.page_).toBeVisible()
  }

  /** The helper text of a field when it shows an error. */
  errorOf(field: Locator): Locator {
    return this.page
      .locator('.MuiFormControl-root', { has: field })
      .locator('.Mui-error.MuiFormHelperText-root')
  }

  async requestEmailChange(email: string): Promise<void> {
    await this.newEmail.fill(email)
    await this.sendCode.click()
    await expect(this.pending).toContainText(email)
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.currentPassword.fill(current)
    await this.newPassword.fill(next)
    await this.confirmPassword.fill(next)
    await this.savePassword.click()
  }
}
