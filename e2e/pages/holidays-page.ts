import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

const list = '/settings/holidaymanagement'

/** Holiday management's list (/settings/holidaymanagement?year=): year selector, rows, delete confirmation. */
export class HolidayListPage extends BasePage {
  protected override readonly path = list
  readonly heading: Locator
  readonly addButton: Locator
  readonly notice: Locator
  readonly nextYear: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1, name: 'Holiday management' })
    this.addButton = this.byTestId('holiday-add')
    this.notice = this.byTestId('holidays-notice')
    this.nextYear = this.byTestId('holiday-year-next')
  }

  async open(year?: number): Promise<void> {
    await this.goto(year === undefined ? list : `${list}?year=${year}`)
    await this.heading.waitFor()
  }

  /** The row (a table row, or a card on a phone) of the holiday with this title. */
  row(title: string): Locator {
    return this.page.locator('[data-testid^="holiday-row-"]').filter({ hasText: title })
  }

  thumbnail(title: string): Locator {
    return this.row(title).locator('[data-testid^="holiday-thumbnail-"] img')
  }

  async edit(title: string): Promise<void> {
    await this.row(title).locator('[data-testid^="holiday-edit-"]').click()
  }

  async remove(title: string): Promise<void> {
    await this.row(title).locator('[data-testid^="holiday-delete-"]').click()
    await this.byTestId('holiday-delete-confirm').click()
  }
}

/** The add and edit form (/settings/holidaymanagement/add and /{id}). */
export class HolidayFormPage extends BasePage {
  protected override readonly path = `${list}/add`
  readonly title: Locator
  readonly description: Locator
  readonly from: Locator
  readonly to: Locator
  readonly isPublic: Locator
  readonly centres: Locator
  readonly save: Locator
  readonly formError: Locator
  /** The photo field's file input (hidden; Playwright sets files on it directly). */
  readonly image: Locator
  readonly imagePreview: Locator

  constructor(page: Page) {
    super(page)
    this.title = this.byTestId('holiday-title')
    this.description = this.byTestId('holiday-description')
    this.from = this.byTestId('holiday-from')
    this.to = this.byTestId('holiday-to')
    this.isPublic = this.byTestId('holiday-public')
    this.centres = this.byTestId('holiday-centres')
    this.save = this.byTestId('holiday-save')
    this.formError = this.byTestId('holiday-form-error')
    this.image = this.byTestId('holiday-image-input')
    this.imagePreview = this.byTestId('holiday-image-preview')
  }

  async fill(holiday: { title: string; description?: string; from: string; to: string }): Promise<void> {
    await this.title.fill(holiday.title)
    if (holiday.description !== undefined) await this.description.fill(holiday.description)
    await this.from.fill(holiday.from)
    await this.to.fill(holiday.to)
  }

  async chooseCentre(label: string): Promise<void> {
    await this.centres.click()
    await this.page.getByRole('option', { name: label }).click()
  }
}
