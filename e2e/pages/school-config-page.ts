import { expect, type Locator, type Page } from '@playwright/test'
import { BasePage } from './base-page'

export interface CodeInput {
  label: string
  description: string
  sortOrder?: number
}

/** School configuration (/settings/schoolconfig): the settings tab and the option lists tab (?tab=options). */
export class SchoolConfigPage extends BasePage {
  protected override readonly path = '/settings/schoolconfig'
  readonly heading: Locator
  readonly form: Locator
  readonly save: Locator
  readonly notice: Locator
  readonly formError: Locator
  readonly previewPrimary: Locator
  readonly optionsTab: Locator
  readonly category: Locator
  readonly addCode: Locator
  readonly codeDialog: Locator
  readonly codesNotice: Locator
  readonly codesTable: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1, name: 'School configuration' })
    this.form = this.byTestId('schoolconfig-form')
    this.save = this.byTestId('schoolconfig-save')
    this.notice = this.byTestId('schoolconfig-notice')
    this.formError = this.byTestId('schoolconfig-form-error')
    this.previewPrimary = this.byTestId('preview-primary')
    this.optionsTab = this.byTestId('schoolconfig-tab-options')
    this.category = this.byTestId('codes-category')
    this.addCode = this.byTestId('code-add')
    this.codeDialog = page.getByRole('dialog')
    this.codesNotice = this.byTestId('codes-notice')
    this.codesTable = this.byTestId('codes-table')
  }

  /** Opens the settings tab and waits for the school's values. */
  async open(): Promise<void> {
    await this.goto()
    await expect(this.form).toBeVisible()
  }

  /** A setting's input by its configuration key (config-primary_color, config-skip_trial...). */
  setting(key: string): Locator {
    return this.byTestId(`config-${key}`)
  }

  async setColour(key: string, hex: string): Promise<void> {
    await this.setting(key).fill(hex)
    await expect(this.setting(key)).toHaveValue(hex)
  }

  /** Chooses an image file for the logo or banner and waits until it is uploaded and previewed. */
  async chooseImage(
    key: 'logo_url' | 'login_banner',
    file: Parameters<Locator['setInputFiles']>[0],
  ): Promise<void> {
    await this.byTestId(`config-${key}-input`).setInputFiles(file)
    await expect(this.byTestId(`config-${key}-preview`)).toBeVisible()
    await expect(this.save).toBeEnabled()
  }

  async saveSettings(): Promise<void> {
    await this.save.click()
    await expect(this.notice).toContainText('School configuration saved')
  }

  /** The background colour a contained button is painted with, as the browser computes it. */
  static async backgroundOf(button: Locator): Promise<string> {
    return button.evaluate((element) => getComputedStyle(element).backgroundColor)
  }

  async openOptionLists(category: string): Promise<void> {
    await this.optionsTab.click()
    await expect(this.page).toHaveURL(/[?&]tab=options/)
    await this.category.selectOption({ label: category })
    await expect(this.codesTable).toBeVisible()
  }

  /** The row of the code with this exact label in the current option list. */
  codeRow(label: string): Locator {
    return this.codesTable
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('cell', { name: label, exact: true }) })
  }

  async addCodeToList(code: CodeInput): Promise<void> {
    await this.addCode.click()
    await expect(this.codeDialog).toBeVisible()
    await this.byTestId('code-label').fill(code.label)
    await this.byTestId('code-description').fill(code.description)
    if (code.sortOrder !== undefined) await this.byTestId('code-sort-order').fill(String(code.sortOrder))
    await this.byTestId('code-save').click()
    await expect(this.codeDialog).toBeHidden()
  }

  /** The switch that shows or hides a code in the school's forms. */
  codeSwitch(label: string): Locator {
    return this.page.getByRole('switch', { name: `Show ${label} in forms` })
  }
}
