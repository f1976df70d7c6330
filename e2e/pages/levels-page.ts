import { expect, type Locator, type Page } from '@playwright/test'
import { BasePage } from './base-page'

/** A programme of a level as the form takes it: a name and its hours (HH:mm). */
export interface ProgrammeInput {
  label: string
  from: string
  to: string
}

export interface LevelInput {
  label: string
  fromMonth: number
  toMonth: number
  active?: boolean
  programmes: ProgrammeInput[]
}

/** Level management's list (/settings/levelmanagement) with its delete dialog. */
export class LevelsPage extends BasePage {
  protected override readonly path = '/settings/levelmanagement'
  readonly heading: Locator
  readonly table: Locator
  readonly rows: Locator
  readonly addButton: Locator
  readonly notice: Locator
  readonly deleteDialog: Locator
  readonly deleteError: Locator
  readonly deleteConfirm: Locator
  readonly deleteCancel: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1, name: 'Level management' })
    this.table = this.byTestId('levels-table')
    this.rows = this.table.locator('tbody tr')
    this.addButton = this.byTestId('level-add')
    this.notice = this.byTestId('levels-notice')
    this.deleteDialog = this.byTestId('level-delete-dialog')
    this.deleteError = this.byTestId('level-delete-error')
    this.deleteConfirm = this.byTestId('level-delete-confirm')
    this.deleteCancel = this.byTestId('level-delete-cancel')
  }

  /** Opens the list and waits for its rows. */
  async open(): Promise<void> {
    await this.goto()
    await expect(this.rows.first()).toBeVisible()
  }

  /** The row of the level with this exact name. */
  row(label: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: label, exact: true }) })
  }

  /** The level names in the order the list shows them. */
  async labels(): Promise<string[]> {
    return this.rows.locator('td:first-child').allInnerTexts()
  }

  async edit(label: string): Promise<LevelFormPage> {
    await this.row(label).locator('[data-testid^="level-edit-"]').click()
    const form = new LevelFormPage(this.page)
    await expect(form.label).toHaveValue(label)
    return form
  }

  /** Presses the row's delete button; the dialog asks before anything is deleted. */
  async askToDelete(label: string): Promise<void> {
    await this.row(label).locator('[data-testid^="level-delete-"]').click()
    await expect(this.deleteDialog).toBeVisible()
  }

  async add(): Promise<LevelFormPage> {
    await this.addButton.click()
    const form = new LevelFormPage(this.page)
    await expect(form.label).toBeVisible()
    return form
  }
}

/** The add and edit form (/settings/levelmanagement/add, /edit/{id}). */
export class LevelFormPage extends BasePage {
  readonly form: Locator
  readonly label: Locator
  readonly fromMonth: Locator
  readonly toMonth: Locator
  readonly active: Locator
  readonly addProgramme: Locator
  readonly save: Locator
  readonly cancel: Locator
  readonly serverError: Locator

  constructor(page: Page) {
    super(page)
    this.form = this.byTestId('level-form')
    this.label = this.byTestId('level-label')
    this.fromMonth = this.byTestId('level-from-month')
    this.toMonth = this.byTestId('level-to-month')
    this.active = this.byTestId('level-active')
    this.addProgramme = this.byTestId('program-add')
    this.save = this.byTestId('level-save')
    this.cancel = this.byTestId('level-cancel')
    this.serverError = this.byTestId('level-form-error')
  }

  programme(index: number) {
    return {
      label: this.byTestId(`program-label-${index}`),
      from: this.byTestId(`program-from-${index}`),
      to: this.byTestId(`program-to-${index}`),
      remove: this.byTestId(`program-remove-${index}`),
    }
  }

  /** Fills every field of a new level; the form starts with one empty programme row. */
  async fill(level: LevelInput): Promise<void> {
    await this.label.fill(level.label)
    await this.fromMonth.fill(String(level.fromMonth))
    await this.toMonth.fill(String(level.toMonth))
    if (level.active !== undefined) await this.active.setChecked(level.active)
    for (const [index, programme] of level.programmes.entries()) {
      if (index > 0) await this.addProgramme.click()
      const row = this.programme(index)
      await row.label.fill(programme.label)
      await row.from.fill(programme.from)
      await row.to.fill(programme.to)
    }
  }
}
