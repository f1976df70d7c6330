import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

/** The GIRO section of the parent's payment page (/overview/enrolment/{id}/payment). */
export class GiroSectionPage extends BasePage {
  readonly section: Locator
  readonly isCda: Locator
  readonly bank: Locator
  readonly accountNumber: Locator
  readonly holder: Locator
  readonly secondHolderLabel: Locator
  readonly submit: Locator
  readonly saved: Locator
  readonly payRegistration: Locator
  readonly cardPay: Locator

  constructor(page: Page) {
    super(page)
    this.section = this.byTestId('giro-section')
    this.isCda = this.byTestId('giro-is-cda')
    this.bank = this.byTestId('giro-bank')
    this.accountNumber = this.byTestId('giro-account-number')
    this.holder = this.byTestId('giro-holder-1')
    // The field's label, which MUI ties to its input's id (field-<testId>).
    this.secondHolderLabel = this.page.locator('label[for="field-giro-holder-2"]')
    this.submit = this.byTestId('giro-submit')
    this.saved = this.byTestId('giro-saved')
    this.payRegistration = this.byTestId('giro-pay-registration')
    this.cardPay = this.byTestId('card-pay')
  }

  /** The names of the banks the form offers, as the parent reads them. */
  async bankNames(): Promise<string[]> {
    return this.bank
      .locator('option')
      .evaluateAll((options) =>
        (options as HTMLOptionElement[]).filter((o) => o.value !== '').map((o) => o.text),
      )
  }

  /** Whether a label shows whole (not cut with an ellipsis) at the page's width. */
  async showsWhole(label: Locator): Promise<boolean> {
    return label.evaluate((element) => element.scrollWidth <= element.clientWidth)
  }

  async open(enquiryId: number) {
    await this.goto(`/overview/enrolment/${enquiryId}/payment`)
  }

  /** Applies for GIRO from the child's CDA at the bank named, with the account number typed as printed. */
  async applyWithCda(bankName: string, accountNumber: string) {
    await this.isCda.check()
    await this.bank.selectOption({ label: bankName })
    await this.accountNumber.fill(accountNumber)
    await this.submit.click()
  }

  account(id: number): Locator {
    return this.byTestId(`bank-account-${id}`)
  }

  status(id: number): Locator {
    return this.byTestId(`bank-account-status-${id}`)
  }

  pdf(id: number): Locator {
    return this.byTestId(`bank-account-pdf-${id}`)
  }
}

/** The child profile's Bank accounts tab (staff) with its status dialog. */
export class ChildBankAccountsPage extends GiroSectionPage {
  readonly list: Locator
  readonly dialog: Locator
  readonly target: Locator
  readonly reason: Locator
  readonly remarks: Locator
  readonly confirm: Locator

  constructor(page: Page) {
    super(page)
    this.list = this.byTestId('child-bank-accounts')
    this.dialog = this.byTestId('giro-status-dialog')
    this.target = this.byTestId('giro-status-target')
    this.reason = this.byTestId('giro-status-reason')
    this.remarks = this.byTestId('giro-status-remarks')
    this.confirm = this.byTestId('giro-status-confirm')
  }

  async openChild(childId: number) {
    await this.goto(`/details/child/${childId}/bankaccounts`)
  }

  async changeStatus(accountId: number, to: string, reason: string, remarks: string) {
    await this.byTestId(`bank-account-change-${accountId}`).click()
    await this.target.selectOption(to)
    await this.reason.selectOption({ label: reason })
    await this.remarks.fill(remarks)
    await this.confirm.click()
  }
}
