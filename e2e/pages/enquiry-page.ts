import { expect, type Locator, type Page } from '@playwright/test'
import { BasePage } from './base-page'

/** A family as the enquiry form asks for it; unset fields are left as they are. */
export interface EnquiryFamily {
  parentFirstName?: string
  parentLastName?: string
  email?: string
  confirmEmail?: string
  mobileNumber?: string
  workplaceStaff?: string
  childFirstName?: string
  childLastName?: string
  dateOfBirth?: string
  birthCertificate?: string
  nationality?: string
  race?: string
  /** The enrolment month option's index (1 = next month). */
  monthIndex?: number
  /** Ticks the PDPA consent unless false (the form needs it to submit). */
  pdpaConsent?: boolean
}

/** The enquiry form ('Get Started', /enquiry and /parentenquiry) and its success page. */
export class EnquiryPage extends BasePage {
  protected override readonly path = '/enquiry'
  readonly form: Locator
  readonly pdpaConsent: Locator
  readonly pdpaPolicy: Locator
  readonly parentFirstName: Locator
  readonly parentLastName: Locator
  readonly email: Locator
  readonly confirmEmail: Locator
  readonly mobileCountryCode: Locator
  readonly mobileNumber: Locator
  readonly workplaceStaff: Locator
  readonly income: Locator
  readonly childFirstName: Locator
  readonly childLastName: Locator
  readonly dateOfBirth: Locator
  readonly unborn: Locator
  readonly birthCertificate: Locator
  readonly nationality: Locator
  readonly race: Locator
  readonly enrolmentPlan: Locator
  readonly programme: Locator
  readonly centreOptions: Locator
  readonly radiusSearch: Locator
  readonly radiusResults: Locator
  readonly limitTooltip: Locator
  readonly centresError: Locator
  readonly errorLine: Locator
  readonly back: Locator
  readonly submit: Locator
  readonly success: Locator
  readonly successCentres: Locator

  constructor(page: Page) {
    super(page)
    this.form = this.byTestId('enquiry-form')
    this.pdpaConsent = this.byTestId('enquiry-pdpa')
    this.pdpaPolicy = this.byTestId('enquiry-pdpa-policy')
    this.parentFirstName = this.byTestId('parent-first-name')
    this.parentLastName = this.byTestId('parent-last-name')
    this.email = this.byTestId('parent-email')
    this.confirmEmail = this.byTestId('parent-confirm-email')
    this.mobileCountryCode = this.byTestId('parent-mobile-country-code')
    this.mobileNumber = this.byTestId('parent-mobile-number')
    this.workplaceStaff = this.byTestId('parent-workplace-staff')
    this.income = this.byTestId('parent-income')
    this.childFirstName = this.byTestId('child-first-name')
    this.childLastName = this.byTestId('child-last-name')
    this.dateOfBirth = this.byTestId('child-date-of-birth')
    this.unborn = this.byTestId('child-unborn')
    this.birthCertificate = this.byTestId('child-birth-certificate')
    this.nationality = this.byTestId('child-nationality')
    this.race = this.byTestId('child-race')
    this.enrolmentPlan = this.byTestId('child-enrolment-plan')
    this.programme = this.byTestId('child-programme')
    this.centreOptions = this.byTestId('centre-options')
    this.radiusSearch = this.byTestId('radius-search-input')
    this.radiusResults = this.byTestId('radius-results')
    this.limitTooltip = this.byTestId('centre-limit-tooltip')
    this.centresError = this.byTestId('centres-error')
    this.errorLine = this.byTestId('enquiry-error')
    this.back = this.byTestId('enquiry-back')
    this.submit = this.byTestId('enquiry-submit')
    this.success = this.byTestId('enquiry-success')
    this.successCentres = this.byTestId('enquiry-success-centres')
  }

  /** Opens the form of a school (the demo school by default). */
  async open(fkSchool = 1, path: string = this.path): Promise<void> {
    await this.goto(`${path}?fkSchool=${fkSchool}`)
    await this.form.waitFor()
  }

  /** The message under a field (its helper text while it shows an error). */
  errorOf(field: Locator): Locator {
    return this.page
      .locator('.MuiFormControl-root', { has: field })
      .locator('.Mui-error.MuiFormHelperText-root')
  }

  async fill(family: EnquiryFamily): Promise<void> {
    const text: [Locator, string | undefined][] = [
      [this.parentFirstName, family.parentFirstName],
      [this.parentLastName, family.parentLastName],
      [this.email, family.email],
      [this.confirmEmail, family.confirmEmail ?? family.email],
      [this.mobileNumber, family.mobileNumber],
      [this.childFirstName, family.childFirstName],
      [this.childLastName, family.childLastName],
      [this.dateOfBirth, family.dateOfBirth],
      [this.birthCertificate, family.birthCertificate],
    ]
    for (const [field, value] of text) {
      if (value === undefined) continue
      await field.fill(value)
      await field.blur()
    }
    if (family.workplaceStaff) await this.workplaceStaff.selectOption(family.workplaceStaff)
    if (family.nationality) await this.nationality.selectOption(family.nationality)
    if (family.race) await this.race.selectOption(family.race)
    if (family.monthIndex !== undefined) await this.enrolmentPlan.selectOption({ index: family.monthIndex })
    if (family.pdpaConsent !== false) await this.pdpaConsent.check()
  }

  /** Picks a programme once the level suggestion has listed them. */
  async chooseProgramme(label: string): Promise<void> {
    await expect(this.programme.locator('option', { hasText: label })).toHaveCount(1)
    await this.programme.selectOption({ label })
  }

  /** A centre's checkbox in the list under the map (or in the radius search's results). */
  centre(label: string): Locator {
    return this.page
      .locator('[data-testid^="centre-row-"], [data-testid^="radius-result-"]', { hasText: label })
      .locator('input[type="checkbox"]')
  }

  async tickCentre(label: string): Promise<void> {
    await this.centre(label).check()
  }

  /** Waits until the server checks (email, birth certificate) have answered and the buttons are usable. */
  async waitForChecks(): Promise<void> {
    await expect(this.submit).toBeEnabled()
  }
}
