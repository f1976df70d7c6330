import { BasePage } from './base-page'

/** /parentinfo: the enrolment steps, fees, subsidy calculator, documents and FAQ a visitor reads before enquiring. */
export class ParentInfoPage extends BasePage {
  protected override readonly path = '/parentinfo'
  steps = this.byTestId('info-steps')
  step = (code: string) => this.byTestId(`info-step-${code}`)
  fees = this.byTestId('info-fees')
  feeRows = this.byTestId('info-fee-row')
  subsidyTotal = this.byTestId('subsidy-total')
  faq = (i: number) => this.byTestId(`info-faq-${i}`)
  faqAnswer = (i: number) => this.byTestId(`info-faq-answer-${i}`)
  enquire = this.byTestId('public-enquire')

  async typeIncome(dollars: string) {
    await this.byTestId('subsidy-income').fill(dollars)
  }

  async toggleWorking() {
    await this.byTestId('subsidy-working').click()
  }
}
