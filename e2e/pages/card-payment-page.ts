import { BasePage } from './base-page'

/** The card section of an enquiry's payment page, and the sandbox gateway's checkout page it sends the parent to. */
export class CardPaymentPage extends BasePage {
  readonly section = this.byTestId('card-payment')
  readonly pay = this.byTestId('card-pay')
  readonly error = this.byTestId('card-payment-error')
  readonly paid = this.byTestId('card-payment-paid')
  readonly sandboxAmount = this.byTestId('sandbox-amount')
  /** The payment page's own parts (the ledger's): receipts and where the enrolment stands. */
  readonly receipts = this.byTestId('receipts')
  readonly invoiceStatus = this.byTestId('invoice-status')
  readonly enrolmentStatus = this.byTestId('enrolment-status')

  async open(enquiryId: number) {
    await this.goto(`/overview/enrolment/${enquiryId}/payment`)
  }

  /** On the sandbox checkout: the bank's answer ('approve', or a payment code such as 'ERR002'). */
  async answer(outcome: 'approve' | 'ERR002' | 'ERR003' | 'ERR004' | 'ERR005') {
    await this.byTestId(`sandbox-${outcome}`).click()
  }
}
