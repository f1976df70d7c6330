import { expect } from '@playwright/test'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { BasePage } from './base-page'

/** The tablet at a centre's door: the principal opens its kiosk, which signs her out of the tablet at once. */
export class KioskTablet extends BasePage {
  protected override readonly path = '/kiosk'

  /** Signs the principal in, opens the kiosk at the demo centre Tampines and waits for the code field. */
  async openAtTampines(): Promise<void> {
    await signInAsStaff(this.page, DemoStaff.principal)
    await this.goto()
    await this.page.getByLabel('Centre').click()
    await this.page.getByRole('option', { name: /Tampines/ }).click()
    await this.page.getByRole('button', { name: 'Open the kiosk on this tablet' }).click()
    await expect(this.page.getByLabel('Scan the QR code or type the PIN')).toBeVisible()
  }
}
