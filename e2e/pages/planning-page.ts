import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

/** Vacancy and capacity planning (/enrollmentplanning): picker, chart, vacancy table and change requests. */
export class PlanningPage extends BasePage {
  protected override readonly path = '/enrollmentplanning'
  readonly heading: Locator
  readonly centre: Locator
  readonly level: Locator
  readonly chart: Locator
  readonly table: Locator
  readonly requestButton: Locator
  readonly requestDialog: Locator
  readonly notice: Locator
  readonly draftDialog: Locator
  readonly draftRemarks: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1, name: 'Vacancy and Capacity Planning' })
    this.centre = this.byTestId('planning-centre')
    this.level = this.byTestId('planning-level')
    this.chart = this.byTestId('planning-chart')
    this.table = this.byTestId('planning-vacancy-table')
    this.requestButton = this.byTestId('planning-request')
    this.requestDialog = this.byTestId('planning-request-dialog')
    this.notice = this.byTestId('planning-notice')
    this.draftDialog = this.byTestId('planning-draft-dialog')
    this.draftRemarks = this.byTestId('planning-draft-remarks')
  }

  /** Opens the screen at a centre (and tab). */
  async openAt(centreId: number, tab: 'vacancy' | 'requests' = 'vacancy') {
    await this.goto(`${this.path}?centre=${centreId}&tab=${tab}`)
  }

  /** The table's cell of a status (or 'capacity') in a month (its 1st, YYYY-MM-DD). */
  cell = (row: string, month: string) => this.byTestId(`planning-cell-${row}-${month}`)
  row = (row: string) => this.byTestId(`planning-row-${row}`)

  /** Requests one change: a level's places from a month (its 1st), with remarks. */
  async requestChange(change: { levelId: number; month: string; capacity: number; remarks: string }) {
    await this.requestButton.click()
    await this.byTestId('planning-item-level-0').selectOption(String(change.levelId))
    await this.byTestId('planning-item-month-0').selectOption(change.month)
    await this.byTestId('planning-item-capacity-0').fill(String(change.capacity))
    await this.byTestId('planning-request-remarks').fill(change.remarks)
    await this.byTestId('planning-request-submit').click()
  }

  openTab = (tab: 'vacancy' | 'requests') => this.byTestId(`planning-tab-${tab}`).click()
  draftStatus = (id: number) => this.byTestId(`planning-draft-status-${id}`)
  reviewButton = (id: number) => this.byTestId(`planning-draft-review-${id}`)
  viewButton = (id: number) => this.byTestId(`planning-draft-view-${id}`)
  recallButton = (id: number) => this.byTestId(`planning-draft-recall-${id}`)
  /** The rows of the request list (table or cards). */
  draftRows = () => this.page.locator('[data-testid^="planning-draft-row"]')

  async approve(id: number, remarks: string) {
    await this.reviewButton(id).click()
    await this.decide(remarks)
  }

  /** Approves the request open in the review dialog. */
  async decide(remarks: string) {
    await this.draftRemarks.fill(remarks)
    await this.byTestId('planning-draft-approve').click()
  }
}
