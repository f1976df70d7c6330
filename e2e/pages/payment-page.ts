import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

/** The parent's payment step (/overview/enrolment/{id}/payment) and the staff admission's payment card. */
export class PaymentPage extends BasePage {
  readonly invoiceNo: Locator
  readonly invoiceStatus: Locator
  readonly total: Locator
  readonly payNowQr: Locator
  readonly payNowReference: Locator
  readonly draft: Locator
  readonly enrolmentStatus: Locator
  readonly receipts: Locator

  constructor(page: Page) {
    super(page)
    this.invoiceNo = this.byTestId('invoice-no')
    this.invoiceStatus = this.byTestId('invoice-status')
    this.total = this.byTestId('invoice-lines-total')
    this.payNowQr = this.byTestId('paynow-qr')
    this.payNowReference = this.byTestId('paynow-reference')
    this.draft = this.byTestId('draft-monthly')
    this.enrolmentStatus = this.byTestId('enrolment-status')
    this.receipts = page.locator('[data-testid^="receipt-pdf-"]')
  }

  async openFromDashboard(): Promise<number> {
    await this.goto('/dashboard')
    const button = this.page.locator('[data-testid^="enquiry-payment-"]').first()
    const id = Number((await button.getAttribute('data-testid'))?.replace('enquiry-payment-', ''))
    await button.click()
    await this.invoiceNo.waitFor()
    return id
  }

  /** Staff: confirm the payment on the admission's page. */
  async confirmPayment(enquiryId: number, type: string, reference: string): Promise<void> {
    await this.goto(`/pre-enrolment/${enquiryId}`)
    await this.byTestId('confirm-payment').click()
    await this.byTestId('confirm-payment-type').selectOption(type)
    await this.byTestId('confirm-payment-reference').fill(reference)
    await this.byTestId('confirm-payment-submit').click()
    await this.byTestId('staff-payment-notice').waitFor()
  }
}
