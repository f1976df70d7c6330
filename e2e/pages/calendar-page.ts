import { expect, type Locator, type Page } from '@playwright/test'
import { BasePage } from './base-page'

export interface AvailabilityFields {
  visitType: 'Centre visit' | 'Trial class'
  start: string
  end: string
  from: string
  to: string
  repeat: 'Does not repeat' | 'Daily' | 'Weekly' | 'Monthly'
  /** Weekly only: the days' full names, e.g. ['Saturday']. */
  days?: string[]
  slotMinutes: number
  familiesPerSlot: number
}

/** The centre calendar (/calendar): centre picker, calendar, scheduled visits, availability, visit dialogs. */
export class CalendarPage extends BasePage {
  protected override readonly path = '/calendar'
  readonly heading: Locator
  readonly centrePicker: Locator
  readonly calendar: Locator
  readonly legend: Locator
  readonly notice: Locator
  readonly details: Locator
  readonly decision: Locator
  readonly decisionConfirm: Locator
  readonly decisionRemarks: Locator
  readonly decisionError: Locator
  readonly availabilityForm: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1, name: 'Calendar' })
    this.centrePicker = this.byTestId('calendar-centre')
    this.calendar = this.byTestId('calendar-view')
    this.legend = this.byTestId('calendar-legend')
    this.notice = this.byTestId('calendar-notice')
    this.details = this.byTestId('visit-details-dialog')
    this.decision = this.byTestId('visit-decision-dialog')
    this.decisionConfirm = this.byTestId('visit-decision-confirm')
    this.decisionRemarks = this.byTestId('visit-decision-remarks')
    this.decisionError = this.byTestId('visit-decision-error')
    this.availabilityForm = this.byTestId('availability-form')
  }

  /** Opens the calendar, optionally on a centre, a tab and a day (?centre=&tab=&date=). */
  async open(options: { centre?: number; tab?: 'calendar' | 'visits' | 'availability'; date?: string } = {}) {
    const params = new URLSearchParams()
    if (options.centre) params.set('centre', String(options.centre))
    if (options.tab) params.set('tab', options.tab)
    if (options.date) params.set('date', options.date)
    const query = params.toString()
    await this.goto(query ? `/calendar?${query}` : '/calendar')
    await this.heading.waitFor()
  }

  tab(name: 'calendar' | 'visits' | 'availability'): Locator {
    return this.byTestId(`calendar-tab-${name}`)
  }

  /** The labels the centre picker offers. */
  async centreOptions(): Promise<string[]> {
    await this.centrePicker.click()
    const labels = await this.page.getByRole('listbox').getByRole('option').allInnerTexts()
    await this.page.keyboard.press('Escape')
    return labels
  }

  /** Chooses a centre in the picker by its id, or every centre ('all'). */
  async chooseCentre(centre: number | 'all'): Promise<void> {
    await this.centrePicker.click()
    await this.byTestId(`calendar-centre-${centre}`).click()
  }

  calendarEvent(visitId: number): Locator {
    return this.byTestId(`calendar-visit-${visitId}`)
  }

  visitCard(visitId: number): Locator {
    return this.byTestId(`scheduled-visit-${visitId}`)
  }

  action(action: 'approve' | 'reject' | 'skip' | 'recordPayment', visitId: number): Locator {
    return this.byTestId(`visit-${action}-${visitId}`)
  }

  /** Takes a decision through its dialog, with remarks when given, and waits for the dialog to close. */
  async decide(action: 'approve' | 'reject' | 'skip' | 'recordPayment', visitId: number, remarks?: string) {
    await this.action(action, visitId).click()
    await expect(this.decision).toBeVisible()
    if (remarks !== undefined) await this.decisionRemarks.fill(remarks)
    await this.decisionConfirm.click()
    await expect(this.decision).toBeHidden()
  }

  private async choose(label: string, option: string) {
    await this.availabilityForm.getByLabel(label).selectOption({ label: option })
  }

  async addAvailability(fields: AvailabilityFields): Promise<void> {
    const form = this.availabilityForm
    await this.choose('Visit type', fields.visitType)
    await this.choose('Repeat', fields.repeat)
    await this.byTestId('availability-start').fill(fields.start)
    await this.byTestId('availability-end').fill(fields.end)
    await this.byTestId('availability-from').fill(fields.from)
    await this.byTestId('availability-to').fill(fields.to)
    await this.byTestId('availability-slot-minutes').fill(String(fields.slotMinutes))
    await this.byTestId('availability-families').fill(String(fields.familiesPerSlot))
    if (fields.repeat === 'Weekly') {
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
        const box = form.getByRole('checkbox', { name: day })
        if ((await box.isChecked()) !== (fields.days ?? []).includes(day)) await box.click()
      }
    }
    await this.byTestId('availability-add').click()
  }

  availabilityCard(text: string): Locator {
    return this.page.locator('li[data-testid^="availability-"]').filter({ hasText: text })
  }
}
