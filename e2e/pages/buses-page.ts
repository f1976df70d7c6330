import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

const list = '/busmanagement'

/** Bus management (/busmanagement?tab=): the buses and drivers tabs, their rows and delete confirmations. */
export class BusManagementPage extends BasePage {
  protected override readonly path = list
  readonly heading: Locator
  readonly addBus: Locator
  readonly addDriver: Locator
  readonly busesTab: Locator
  readonly driversTab: Locator
  readonly search: Locator
  readonly notice: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1, name: 'Bus management' })
    this.addBus = this.byTestId('bus-add')
    this.addDriver = this.byTestId('busdriver-add')
    this.busesTab = this.byTestId('bus-tab-buses')
    this.driversTab = this.byTestId('bus-tab-drivers')
    this.search = this.byTestId('bus-search')
    this.notice = this.byTestId('buses-notice')
  }

  /** The row (a table row, or a card on a phone) of the bus or driver holding this text. */
  busRow(text: string): Locator {
    return this.page.locator('[data-testid^="bus-row-"]').filter({ hasText: text })
  }

  driverRow(text: string): Locator {
    return this.page.locator('[data-testid^="busdriver-row-"]').filter({ hasText: text })
  }

  async editBus(plate: string): Promise<void> {
    await this.busRow(plate).locator('[data-testid^="bus-edit-"]').click()
  }

  async removeBus(plate: string): Promise<void> {
    await this.busRow(plate).locator('[data-testid^="bus-delete-"]').click()
    await this.byTestId('bus-delete-confirm').click()
  }
}

/** The bus form (/busmanagement/bus/add and /bus/edit/{id}). */
export class BusFormPage extends BasePage {
  readonly centre: Locator
  readonly plate: Locator
  readonly driver: Locator
  readonly children: Locator
  readonly save: Locator

  constructor(page: Page) {
    super(page)
    this.centre = this.byTestId('bus-centre')
    this.plate = this.byTestId('bus-plate')
    this.driver = this.byTestId('bus-driver')
    this.children = this.byTestId('bus-children')
    this.save = this.byTestId('bus-save')
  }

  /** The message under the plate number (its help, or the refusal). */
  readonly plateMessage = this.page.locator('#field-bus-plate-helper-text')

  async chooseChild(name: string): Promise<void> {
    await this.children.click()
    await this.page.getByRole('option', { name }).click()
  }

  async removeChild(name: string): Promise<void> {
    await this.page.getByRole('button', { name }).locator('svg').click()
  }
}

/** The driver form (/busmanagement/busdriver/add and /busdriver/edit/{id}). */
export class BusDriverFormPage extends BasePage {
  readonly centre: Locator
  readonly firstname: Locator
  readonly lastname: Locator
  readonly mobile: Locator
  readonly save: Locator

  constructor(page: Page) {
    super(page)
    this.centre = this.byTestId('busdriver-centre')
    this.firstname = this.byTestId('busdriver-firstname')
    this.lastname = this.byTestId('busdriver-lastname')
    this.mobile = this.byTestId('busdriver-mobile-number')
    this.save = this.byTestId('busdriver-save')
  }
}
