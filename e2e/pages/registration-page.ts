import { expect, type Locator } from '@playwright/test'
import { BasePage } from './base-page'

/** The parent's registration (/overview/enrolment/{id}): the step list, the current step's form, the estimate. */
export class RegistrationPage extends BasePage {
  title = this.byTestId('reg-title')
  startButton = this.byTestId('reg-start')
  currentStep = this.byTestId('reg-current-step')
  saveButton = this.byTestId('reg-step-save')
  submitButton = this.byTestId('reg-submit')
  submitted = this.byTestId('reg-submitted')
  enrolled = this.byTestId('reg-enrolled')
  subsidyTotal = this.byTestId('reg-subsidy-total')
  subsidy = this.byTestId('reg-subsidy')

  step = (step: string): Locator => this.byTestId(`reg-step-${step}`)
  field = (name: string): Locator => this.byTestId(`reg-${name.replace(/\./g, '-')}`)

  /** From the dashboard: the enquiry card's Registration button. */
  async openFromDashboard() {
    await this.page.locator('[data-testid^="enquiry-register-"]').first().click()
    await expect(this.title).toBeVisible()
  }

  async fill(values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) await this.field(name).fill(value)
  }

  async choose(values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) await this.field(name).selectOption(value)
  }

  async tick(...names: string[]) {
    for (const name of names) await this.field(name).check()
  }

  /** Saves the step and waits until the list marks it complete. */
  async save(step: string) {
    await this.saveButton.click()
    await expect(this.step(step)).toHaveAttribute('data-completed', 'true')
  }

  async expectCompleted(steps: string[]) {
    for (const step of steps) await expect(this.step(step)).toHaveAttribute('data-completed', 'true')
  }
}
