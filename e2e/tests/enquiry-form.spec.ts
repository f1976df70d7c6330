import { expect, type Page, test } from '@playwright/test'
import { EnquiryPage } from '../pages/enquiry-page'
import { LoginPage } from '../pages/login-page'
import { Shell } from '../pages/shell'
import { DemoParent, signInAsParent } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { linkIn, waitForMessage } from '../support/mailbox'
import { certificate, fillNewcomer, threeYearOld, unique } from '../support/enquiry-family'

// Spec 000 sections 5 and 8, verbatim.
const REQUIRED = '*Required'
const EMAIL_NOT_VALID = "Email is not valid, include '@' and '.'"
const CONFIRM_DIFFERENT = 'Confirm email is different'
const MOBILE_INVALID = 'Mobile Number is invalid'
const INVALID_DATE = 'Invalid date'
const MAX_AGE = 'The maximum age of a child to be enrolled is 5 years (72 months)'
const MIN_AGE = 'The minimum age of an infant is at least 2 months old'
const EXISTING_EMAIL = 'An existing account is associated with this email address.'
const EXISTING_NRIC = 'An existing account is associated with this NRIC number.'
const LIMIT = 'You can choose at most 3 centres.'

const PHONE = { width: 390, height: 844 }

/** The demo child's birth certificate, as the seed makes it (apps/api/src/db/seed/content/accounts.ts). */
function demoChildCertificate(today = new Date()): string {
  const birthYear = new Date(
    Date.UTC(today.getUTCFullYear() - 3, today.getUTCMonth() - 2, 15),
  ).getUTCFullYear()
  const digits = `${String(birthYear % 100).padStart(2, '0')}12345`
  const prefix = birthYear >= 2000 ? 'T' : 'S'
  const weights = [2, 7, 6, 5, 4, 3, 2]
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * weights[i], prefix === 'T' ? 4 : 0)
  return `${prefix}${digits}${'JZIHGFEDCBA'[sum % 11]}`
}

async function expectFieldError(
  enquiry: EnquiryPage,
  field: ReturnType<Page['getByTestId']>,
  message: string,
) {
  await expect(enquiry.errorOf(field)).toHaveText(message)
}

test.describe('enquiry form (signed out)', () => {
  test.use({ viewport: PHONE })

  test('a newcomer enquires for two centres, registers from the email and is signed in', async ({
    page,
    request,
  }) => {
    const email = `mei.${unique()}@example.com`
    const enquiry = new EnquiryPage(page)
    await enquiry.open()
    await expect(page.getByTestId('enquiry-parent-note')).toContainText("the mother's details")
    await fillNewcomer(enquiry, email)

    await expect(enquiry.centreOptions).toBeVisible()
    await expect(page.getByTestId('map')).toBeVisible()
    await enquiry.tickCentre('Little Steps @ Ang Mo Kio')
    await enquiry.tickCentre('Little Steps @ Toa Payoh')
    await expect(
      page.locator('[data-testid^="centre-card-"]:not([data-testid*="remove"]):not([data-testid*="label"])'),
    ).toHaveCount(2)
    await expectNoSeriousA11yViolations(page, { exclude: ['[data-testid="map"]'] })

    await enquiry.waitForChecks()
    await enquiry.submit.click()
    await expect(enquiry.success).toBeVisible()
    await expect(enquiry.successCentres).toContainText('Little Steps @ Ang Mo Kio')
    await expect(enquiry.successCentres).toContainText('Little Steps @ Toa Payoh')
    await expect(enquiry.success).toContainText(email)

    const message = await waitForMessage(request, email)
    const link = linkIn(message, 'register_token=')
    await page.goto(link)
    await page.getByTestId('register-password').fill('Family123')
    await page.getByTestId('register-confirm-password').fill('Family123')
    await page.getByTestId('register-pdpa').check()
    await page.getByTestId('register-submit').click()
    const shell = new Shell(page)
    await shell.waitUntilSignedIn()

    // The dashboard shows both enquiries, each with its next step: book a centre visit.
    const cards = page.locator('[data-testid^="enquiry-card-"]')
    await expect(cards).toHaveCount(2)
    await expect(page.locator('[data-testid^="enquiry-book-centre_visit-"]')).toHaveCount(2)

    // The new password signs in too.
    await shell.logout()
    const login = new LoginPage(page)
    await login.email.waitFor()
    await login.signIn(email, 'Family123')
    await shell.waitUntilSignedIn()
  })

  test('shows each validation message', async ({ page }) => {
    const enquiry = new EnquiryPage(page)
    await enquiry.open()
    await expect(enquiry.confirmEmail).toBeDisabled()
    await enquiry.submit.click()
    for (const field of [
      enquiry.parentFirstName,
      enquiry.parentLastName,
      enquiry.email,
      enquiry.mobileNumber,
      enquiry.workplaceStaff,
      enquiry.childFirstName,
      enquiry.childLastName,
      enquiry.dateOfBirth,
      enquiry.birthCertificate,
      enquiry.enrolmentPlan,
      enquiry.programme,
    ]) {
      await expectFieldError(enquiry, field, REQUIRED)
    }
    await expect(enquiry.errorLine).toBeVisible()

    // Email: lower-cased as typed, checked, and confirmed.
    await enquiry.email.fill('Mei.Lim@Example')
    await expect(enquiry.email).toHaveValue('mei.lim@example')
    await enquiry.email.blur()
    await expectFieldError(enquiry, enquiry.email, EMAIL_NOT_VALID)
    await expect(enquiry.confirmEmail).toBeEnabled()
    await enquiry.email.fill(`mei.${unique()}@example.com`)
    await enquiry.confirmEmail.fill('someone@example.com')
    await enquiry.confirmEmail.blur()
    await expectFieldError(enquiry, enquiry.confirmEmail, CONFIRM_DIFFERENT)

    // Mobile: valid for the chosen country, not starting with its code.
    await enquiry.mobileNumber.fill('6591234567')
    await enquiry.mobileNumber.blur()
    await expectFieldError(enquiry, enquiry.mobileNumber, MOBILE_INVALID)
    await enquiry.mobileNumber.fill('91234567')
    await expect(enquiry.errorOf(enquiry.mobileNumber)).toHaveCount(0)
    await enquiry.mobileCountryCode.selectOption('+60')
    await enquiry.mobileNumber.fill('12345')
    await enquiry.mobileNumber.blur()
    await expectFieldError(enquiry, enquiry.mobileNumber, MOBILE_INVALID)

    // Date of birth: a real date; the age limits once a month is chosen.
    await enquiry.dateOfBirth.fill('2023-02-30')
    await enquiry.dateOfBirth.blur()
    await expectFieldError(enquiry, enquiry.dateOfBirth, INVALID_DATE)
    await enquiry.enrolmentPlan.selectOption({ index: 1 })
    await enquiry.dateOfBirth.fill(`${new Date().getFullYear() - 8}-01-01`)
    await expectFieldError(enquiry, enquiry.dateOfBirth, MAX_AGE)

    // A date after today: unborn, so the birth certificate is cleared, shown as '-' and not asked for.
    await enquiry.birthCertificate.fill('t0312345a')
    await expect(enquiry.birthCertificate).toHaveValue('T0312345A')
    await enquiry.dateOfBirth.fill(`${new Date().getFullYear() + 1}-01-01`)
    await expectFieldError(enquiry, enquiry.dateOfBirth, MIN_AGE)
    await expect(enquiry.unborn).toBeChecked()
    await expect(enquiry.birthCertificate).toBeDisabled()
    await expect(enquiry.birthCertificate).toHaveValue('-')
    await expect(enquiry.errorOf(enquiry.birthCertificate)).toHaveCount(0)
  })

  test('an existing parent email and an existing child NRIC offer to log in', async ({ page }) => {
    const enquiry = new EnquiryPage(page)
    await enquiry.open()
    await enquiry.email.fill(DemoParent.email)
    await enquiry.email.blur()
    const existing = page.getByTestId('existing-parent')
    await expect(existing).toContainText(EXISTING_EMAIL)
    await expect(existing).toContainText('or use another email address')
    await expect(page.getByTestId('existing-parent-login')).toHaveAttribute('href', /\/login\?redirect=/)

    await enquiry.birthCertificate.fill(demoChildCertificate().toLowerCase())
    await enquiry.birthCertificate.blur()
    await expect(page.getByTestId('existing-child')).toContainText(EXISTING_NRIC)
    await expect(page.getByTestId('existing-child-login')).toBeVisible()

    // Another email and another NRIC clear both.
    await enquiry.email.fill(`mei.${unique()}@example.com`)
    await enquiry.birthCertificate.fill(certificate())
    await enquiry.waitForChecks()
    await expect(page.getByTestId('existing-parent')).toHaveCount(0)
    await expect(page.getByTestId('existing-child')).toHaveCount(0)

    // The log-in link leads back to the parent's variant of the form.
    await enquiry.email.fill(DemoParent.email)
    await page.getByTestId('existing-parent-login').click()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fparentenquiry/)
  })

  test('allows three centres at most; a new programme clears the choice', async ({ page }) => {
    const enquiry = new EnquiryPage(page)
    await enquiry.open()
    await fillNewcomer(enquiry, `mei.${unique()}@example.com`)
    for (const centre of [
      'Little Steps @ Ang Mo Kio',
      'Little Steps @ Bedok North',
      'Little Steps @ Clementi',
    ]) {
      await enquiry.tickCentre(centre)
    }
    const fourth = enquiry.centre('Little Steps @ Yishun')
    await expect(fourth).toBeDisabled()
    await page.locator('[data-testid^="centre-row-"]', { hasText: 'Little Steps @ Yishun' }).click()
    await expect(enquiry.limitTooltip).toHaveText(LIMIT)
    await expect(enquiry.limitTooltip).toBeHidden()

    await enquiry.programme.selectOption({ label: 'Half Day (AM)' })
    await expect(page.locator('[data-testid^="centre-row-"] input:checked')).toHaveCount(0)
    await expect(fourth).toBeEnabled()
  })
})

test.describe('enquiry form with radius search (Bright Horizons)', () => {
  test.use({ viewport: PHONE })

  test('finds centres near a postal code or a place, nearest first', async ({ page }) => {
    const enquiry = new EnquiryPage(page)
    await enquiry.open(2)
    await fillNewcomer(enquiry, `mei.${unique()}@example.com`)
    await expect(page.getByTestId('map')).toHaveCount(0)

    await enquiry.radiusSearch.fill('570320')
    const first = enquiry.radiusResults.locator('[data-testid^="radius-result-"]').first()
    await expect(first).toContainText('Bright Horizons @ Shunfu')
    await expect(first).toContainText('0.0 km')
    const distances = await enquiry.radiusResults
      .locator('[data-testid^="radius-result-"]')
      .evaluateAll((rows) => rows.map((row) => Number(/([\d.]+) km/.exec(row.textContent ?? '')?.[1])))
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    await enquiry.tickCentre('Bright Horizons @ Shunfu')

    // A place: suggestions after a pause in typing; picking one searches around it.
    await enquiry.radiusSearch.fill('Mei Chin')
    await page
      .getByRole('option', { name: /Mei Chin Road/ })
      .first()
      .click()
    await expect(enquiry.radiusResults).toContainText('Bright Horizons @ Queenstown')

    // Clearing the text clears the location and the list.
    await enquiry.radiusSearch.fill('')
    await expect(page.getByTestId('radius-start')).toBeVisible()

    await enquiry.radiusSearch.fill('570320')
    await expect(enquiry.radiusResults).toContainText('Bright Horizons @ Shunfu')
    await enquiry.waitForChecks()
    await enquiry.submit.click()
    await expect(enquiry.success).toBeVisible()
    await expect(enquiry.successCentres).toContainText('Bright Horizons @ Shunfu')
  })
})

test.describe('enquiry form (signed-in parent)', () => {
  test('fills and locks the parent details, enquires for another child; Back goes to the dashboard', async ({
    page,
  }) => {
    await signInAsParent(page)
    const enquiry = new EnquiryPage(page)
    await enquiry.goto('/parentenquiry')
    await enquiry.form.waitFor()
    await expect(enquiry.email).toHaveValue(DemoParent.email)
    await expect(enquiry.email).toBeDisabled()
    await expect(enquiry.confirmEmail).toBeDisabled()
    await expect(enquiry.parentFirstName).toHaveValue(DemoParent.firstname)
    await expect(enquiry.parentFirstName).toBeDisabled()

    await enquiry.back.click()
    await expect(page).toHaveURL(/\/dashboard$/)

    await enquiry.goto('/parentenquiry')
    await enquiry.form.waitFor()
    await enquiry.fill({
      childFirstName: 'Chloe',
      childLastName: 'Tan',
      dateOfBirth: threeYearOld(),
      birthCertificate: certificate(),
      monthIndex: 3,
    })
    await enquiry.chooseProgramme('Full Day')
    await enquiry.tickCentre('Little Steps @ Tampines')
    await enquiry.waitForChecks()
    await enquiry.submit.click()
    await expect(enquiry.success).toBeVisible()
    await expect(enquiry.successCentres).toContainText('Little Steps @ Tampines')
    await page.getByTestId('enquiry-success-continue').click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})
