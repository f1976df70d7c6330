import { type Download, expect, type Locator, type Page } from '@playwright/test'
import { BasePage } from './base-page'

export type VisitKind = 'centre_visit' | 'trial'

/**
 * The parent dashboard's enquiries (/dashboard): one card per open enquiry of the selected child, with its flow,
 * visits and next action; the booking dialog (a month calendar of free days, then the free times); the
 * confirmation dialog for cancelling a visit or an enquiry.
 */
export class ParentEnquiriesPage extends BasePage {
  protected override readonly path = '/dashboard'
  readonly root: Locator
  readonly booking: Locator
  readonly bookingConfirm: Locator
  readonly bookingError: Locator
  readonly confirmDialog: Locator
  readonly confirmButton: Locator
  readonly notice: Locator
  readonly newEnquiry: Locator

  constructor(page: Page) {
    super(page)
    this.root = this.byTestId('parent-enquiries')
    this.booking = this.byTestId('booking-dialog')
    this.bookingConfirm = this.byTestId('booking-confirm')
    this.bookingError = this.byTestId('booking-error')
    this.confirmDialog = this.byTestId('cancel-confirm-dialog')
    this.confirmButton = this.byTestId('cancel-confirm')
    this.notice = this.byTestId('enquiry-notice')
    this.newEnquiry = this.byTestId('get-started')
  }

  async open(): Promise<void> {
    await this.goto()
    await expect(this.root).toBeVisible()
  }

  card(enquiryId: number): Locator {
    return this.byTestId(`enquiry-card-${enquiryId}`)
  }

  state(enquiryId: number): Locator {
    return this.byTestId(`enquiry-state-${enquiryId}`)
  }

  /** An enrolled child's place on its card (class, level, start date). */
  enrolment(enquiryId: number): Locator {
    return this.byTestId(`enrolment-details-${enquiryId}`)
  }

  steps(enquiryId: number): Locator {
    return this.card(enquiryId).getByTestId('enquiry-steps')
  }

  cancel(enquiryId: number): Locator {
    return this.byTestId(`enquiry-cancel-${enquiryId}`)
  }

  vacancy(enquiryId: number): Locator {
    return this.byTestId(`enquiry-vacancy-${enquiryId}`)
  }

  step(enquiryId: number, code: string): Locator {
    return this.card(enquiryId).getByTestId(`enquiry-step-${code}`)
  }

  bookButton(enquiryId: number, kind: VisitKind): Locator {
    return this.byTestId(`enquiry-book-${kind}-${enquiryId}`)
  }

  /** The visits listed on a card (cancelled ones are not listed). */
  visits(enquiryId: number): Locator {
    return this.card(enquiryId).locator('li[data-testid^="visit-"]')
  }

  /** The id of the listed visit whose text holds `text` (e.g. 'Trial class'). */
  async visitId(enquiryId: number, text: string): Promise<number> {
    const row = this.visits(enquiryId).filter({ hasText: text }).last()
    const testId = await row.getAttribute('data-testid')
    return Number(testId?.replace('visit-', ''))
  }

  visitStatus(visitId: number): Locator {
    return this.byTestId(`visit-status-${visitId}`)
  }

  visitWhen(visitId: number): Locator {
    return this.byTestId(`visit-when-${visitId}`)
  }

  /** Books through the dialog: the first (or last) free day the calendar offers, then a free time. */
  async bookFreeSlot(options: { day: 'first' | 'last'; slot: 'first' | 'last' }): Promise<void> {
    await expect(this.booking).toBeVisible()
    const calendar = this.booking.getByTestId('booking-calendar')
    // Up to four months ahead: the centre publishes its times three months ahead.
    for (let months = 0; months < 4; months += 1) {
      const grid = calendar.getByRole('grid')
      await expect(grid).toBeVisible()
      await expect(calendar.locator('[role="progressbar"]')).toHaveCount(0)
      const free = grid.locator('button[role="gridcell"]:not([disabled])')
      if ((await free.count()) > 0) {
        await (options.day === 'first' ? free.first() : free.last()).click()
        const slots = this.booking.locator('[data-testid^="booking-slot-"]')
        await expect(slots.first()).toBeVisible()
        await (options.slot === 'first' ? slots.first() : slots.last()).click()
        await this.bookingConfirm.click()
        return
      }
      await calendar.getByRole('button', { name: /next month/i }).click()
    }
    throw new Error('The calendar offered no free day in four months')
  }

  /** Waits for dialogs and snackbars to finish fading in or out (for screenshots). */
  async settle(): Promise<void> {
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    )
  }

  /** Clicks 'Add to my calendar' of a visit and returns the download. */
  async addToCalendar(visitId: number): Promise<Download> {
    const download = this.page.waitForEvent('download')
    await this.byTestId(`visit-calendar-${visitId}`).click()
    return download
  }
}
