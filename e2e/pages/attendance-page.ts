import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

/** /attendance: a class's register for a day (one row per child) and the centre summary. */
export class AttendancePage extends BasePage {
  protected override readonly path = '/attendance'
  readonly register: Locator
  readonly time: Locator
  readonly remarks: Locator
  readonly checkInAll: Locator
  readonly error: Locator
  readonly rows: Locator

  constructor(page: Page) {
    super(page)
    this.register = this.byTestId('attendance-register')
    this.time = this.byTestId('attendance-time')
    this.remarks = this.byTestId('attendance-remarks')
    this.checkInAll = this.byTestId('attendance-check-in-all')
    this.error = this.byTestId('attendance-error')
    this.rows = this.page.locator('[data-testid^="attendance-row-"]')
  }

  /** The register of the signed-in teacher's first class on a day (yyyy-mm-dd). */
  openDay(date: string) {
    return this.goto(`${this.path}?date=${date}`)
  }

  /** The ids of the children on the register, in its order. */
  async childIds(): Promise<number[]> {
    const ids = await this.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid') ?? ''))
    return ids.map((id) => Number(id.replace('attendance-row-', '')))
  }

  row = (id: number) => this.byTestId(`attendance-row-${id}`)
  status = (id: number) => this.byTestId(`attendance-status-${id}`)
  fever = (id: number) => this.byTestId(`attendance-fever-${id}`)
  temperature = (id: number) => this.byTestId(`attendance-temperature-${id}`)
  pickedBy = (id: number) => this.byTestId(`attendance-picked-by-${id}`)
  checkOut = (id: number) => this.byTestId(`attendance-check-out-${id}`)
  checkIn = (id: number) => this.byTestId(`attendance-check-in-${id}`)
}
