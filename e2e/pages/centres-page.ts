import { expect, type Locator, type Page } from '@playwright/test'
import { BasePage } from './base-page'

/** A level's programme the centre offers, by their names as the checklist shows them. */
export interface OfferedProgramme {
  level: string
  programme: string
}

/** Centre management's list (/settings/centremanagement): search, status filter, rows and their actions. */
export class CentresPage extends BasePage {
  protected override readonly path = '/settings/centremanagement'
  readonly heading: Locator
  readonly addButton: Locator
  readonly search: Locator
  readonly activeOnly: Locator
  readonly rows: Locator
  readonly notice: Locator
  readonly empty: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1, name: 'Centre management' })
    this.addButton = this.byTestId('centre-add')
    this.search = this.byTestId('centres-search')
    this.activeOnly = this.byTestId('centres-active-only')
    this.rows = page.getByTestId(/^centre-row-\d+$/)
    this.notice = this.byTestId('centres-notice')
    this.empty = this.byTestId('centres-empty')
  }

  /** Opens the list and waits for its first centre. */
  async open(): Promise<void> {
    await this.goto()
    await expect(this.rows.first()).toBeVisible()
  }

  /** The row of the centre with this code. */
  row(code: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: code, exact: true }) })
  }

  /** Types a search and waits until the list shows only matching rows (the search waits for typing to pause). */
  async searchFor(text: string, expectedRows: number): Promise<void> {
    await this.search.fill(text)
    await expect(this.rows).toHaveCount(expectedRows)
  }

  async add(): Promise<CentreFormPage> {
    await this.addButton.click()
    const form = new CentreFormPage(this.page)
    await expect(form.code).toBeVisible()
    return form
  }

  async edit(code: string): Promise<CentreFormPage> {
    await this.row(code).locator('[data-testid^="centre-edit-"]').click()
    const form = new CentreFormPage(this.page)
    await expect(form.code).toHaveValue(code)
    return form
  }
}

/** The centre form (/add and /edit/{id}). */
export class CentreFormPage extends BasePage {
  readonly code: Locator
  readonly ecdaCode: Locator
  readonly label: Locator
  readonly teacherRatio: Locator
  readonly active: Locator
  readonly postcode: Locator
  readonly postcodeStatus: Locator
  readonly address: Locator
  readonly building: Locator
  readonly floor: Locator
  readonly unit: Locator
  readonly lat: Locator
  readonly lng: Locator
  readonly nearbyInput: Locator
  readonly nearbyAdd: Locator
  readonly nearbyList: Locator
  readonly offer: Locator
  readonly save: Locator
  readonly formError: Locator

  constructor(page: Page) {
    super(page)
    this.code = this.byTestId('centre-code')
    this.ecdaCode = this.byTestId('centre-ecda-code')
    this.label = this.byTestId('centre-label')
    this.teacherRatio = this.byTestId('centre-teacher-ratio')
    this.active = this.byTestId('centre-active')
    this.postcode = this.byTestId('centre-postcode')
    this.postcodeStatus = this.byTestId('centre-postcode-status')
    this.address = this.byTestId('centre-address')
    this.building = this.byTestId('centre-building')
    this.floor = this.byTestId('centre-floor')
    this.unit = this.byTestId('centre-unit')
    this.lat = this.byTestId('centre-lat')
    this.lng = this.byTestId('centre-lng')
    this.nearbyInput = this.byTestId('centre-nearby-input')
    this.nearbyAdd = this.byTestId('centre-nearby-add')
    this.nearbyList = this.byTestId('centre-nearby-list')
    this.offer = this.byTestId('centre-offer')
    this.save = this.byTestId('centre-save')
    this.formError = this.byTestId('centre-form-error')
  }

  /** Types a postal code and waits for the look-up to fill the address. */
  async lookUpPostalCode(postcode: string, expectedAddress: string): Promise<void> {
    await this.postcode.fill(postcode)
    await expect(this.address).toHaveValue(expectedAddress)
  }

  async addNearby(postcode: string): Promise<void> {
    await this.nearbyInput.fill(postcode)
    await this.nearbyAdd.click()
    await expect(this.byTestId(`centre-nearby-${postcode}`)).toBeVisible()
  }

  /** The checkbox of a programme, found by its level's box and the programme's name. */
  programme({ level, programme }: OfferedProgramme): Locator {
    return this.offer
      .getByRole('group', { name: level, exact: true })
      .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(programme)} \\(`) })
  }

  async offerProgrammes(programmes: OfferedProgramme[]): Promise<void> {
    for (const p of programmes) await this.programme(p).check()
  }
}

/** The checkbox's name is 'Full Day (07:00–19:00)'; programme names may hold brackets themselves. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
