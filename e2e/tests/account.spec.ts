import { expect, test } from '@playwright/test'
import { AccountPage } from '../pages/account-page'
import { EnquiryPage } from '../pages/enquiry-page'
import { LoginPage } from '../pages/login-page'
import { CentresPage } from '../pages/centres-page'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { latestMessage, linkIn, waitForMessage } from '../support/mailbox'
import { birthCertificate } from '../support/visit-family'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
/** Sunflower Childcare: the map (no radius search), and no visit times published at its centres. */
const SUNFLOWER = 3
// Screenshots of each step, for review (test-results is not committed).
const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true })
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
const mobile = () => `8${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
const codeIn = (text: string) => text.match(/\b\d{6}\b/)![0]

test.describe.configure({ mode: 'serial' })

test.describe('a family of a map-search school: enquiry, PDPA consent, registration, account', () => {
  test.use({ viewport: PHONE })
  const email = `sunflower-${unique()}@example.com`
  const password = 'Family123'

  test('enquires on the map (centres within 7 km, nearest first), agrees to the PDPA notice and registers', async ({
    page,
    request,
  }) => {
    const enquiry = new EnquiryPage(page)
    await enquiry.goto(`/enquiry?fkSchool=${SUNFLOWER}`)
    await expect(enquiry.form).toBeVisible()
    await enquiry.fill({
      parentFirstName: 'Nur',
      parentLastName: 'Aisyah',
      email,
      // A landline is refused (the one-time code goes to a mobile), and a wrong check letter too.
      mobileNumber: '6250 1004',
      workplaceStaff: 'No',
      childFirstName: 'Adam',
      childLastName: 'Aisyah',
      dateOfBirth: `${new Date().getFullYear() - 2}-03-10`,
      birthCertificate: 'T1234567A',
      nationality: 'Singapore Citizen',
      race: 'Malay',
      monthIndex: 2,
      pdpaConsent: false,
    })
    await expect(enquiry.errorOf(enquiry.mobileNumber)).toHaveText('Mobile Number is invalid')
    await expect(enquiry.errorOf(enquiry.birthCertificate)).toContainText('Enter a valid NRIC')
    await page.screenshot(shot('01-enquiry-rules-phone'))
    await enquiry.fill({
      mobileNumber: `${mobile().slice(0, 4)} 5678`,
      birthCertificate: birthCertificate(new Date().getFullYear() - 2, Math.floor(Math.random() * 1e5)),
      pdpaConsent: false,
    })
    await expect(enquiry.errorOf(enquiry.mobileNumber)).toHaveCount(0)
    await expect(enquiry.programme.locator('option')).not.toHaveCount(1)
    await enquiry.programme.selectOption({ index: 1 })

    // The map: the school's centres, then those within 7 km of the postal code, nearest first.
    await expect(page.locator('[data-testid^="centre-row-"]')).toHaveCount(5)
    await page.getByTestId('location-postal-code').fill('560409')
    await expect(page.locator('[data-testid^="centre-row-"]')).not.toHaveCount(5)
    const rows = page.locator('[data-testid^="centre-row-"]')
    await expect(rows.first()).toContainText('Sunflower @ Teck Ghee')
    await expect(page.getByText('Sunflower @ Marsiling')).toHaveCount(0)
    await enquiry.tickCentre('Sunflower @ Teck Ghee')
    await expect(enquiry.pdpaPolicy).toHaveAttribute('href', '/brand/sunflower/privacy.html')
    await page.screenshot(shot('02-enquiry-map-7km-phone'))

    // Submitting without the consent is refused on the form.
    await enquiry.waitForChecks()
    await enquiry.submit.click()
    await expect(page.getByTestId('enquiry-pdpa-error')).toHaveText(
      'Please agree to the personal data notice to continue',
    )
    await page.screenshot(shot('03-enquiry-pdpa-required-phone'))
    await enquiry.pdpaConsent.check()
    await enquiry.submit.click()
    await expect(page.getByTestId('enquiry-success')).toBeVisible()

    // The register email, then registration with the PDPA consent.
    const invite = await waitForMessage(request, email)
    await page.goto(linkIn(invite, 'register_token='))
    await page.getByTestId('register-password').fill(password)
    await page.getByTestId('register-confirm-password').fill(password)
    await page.getByTestId('register-submit').click()
    await expect(page.getByTestId('register-pdpa-error')).toBeVisible()
    await expect(page.getByTestId('register-pdpa-policy')).toHaveAttribute(
      'href',
      '/brand/sunflower/privacy.html',
    )
    await page.screenshot(shot('04-register-pdpa-phone'))
    await page.getByTestId('register-pdpa').check()
    await page.getByTestId('register-submit').click()
    await expect(page.getByTestId('user-menu')).toBeVisible()

    // No visit times at this centre: no booking button, the centre will contact the family.
    await expect(page.getByTestId('enquiry-next-note')).toContainText('The centre will contact you')
    await expect(page.locator('[data-testid^="enquiry-book-"]')).toHaveCount(0)
    await page.screenshot(shot('05-dashboard-centre-will-contact-phone'))
  })

  test('changes profile, email (with the emailed code) and password on the account page', async ({
    page,
    request,
  }) => {
    const login = new LoginPage(page)
    await login.open(SUNFLOWER)
    await login.signIn(email, password)
    const account = new AccountPage(page)
    await account.openFromMenu()
    await expect(account.consents).toContainText('Account registration')
    await expect(account.consents).toContainText('Enquiry at Sunflower @ Teck Ghee')
    await expectNoSeriousA11yViolations(page)
    await page.screenshot(shot('06-account-phone'))

    // Profile: a landline is refused; a mobile typed with a space is saved without it.
    await account.mobile.fill('62501004')
    await account.saveProfile.click()
    await expect(account.errorOf(account.mobile)).toHaveText('Mobile Number not valid')
    const newMobile = mobile()
    await account.mobile.fill(`${newMobile.slice(0, 4)} ${newMobile.slice(4)}`)
    await account.saveProfile.click()
    await expect(account.profileSaved).toBeVisible()

    // Email: a code to the new address; the change happens only when it is confirmed.
    const newEmail = `moved-${unique()}@example.com`
    await account.requestEmailChange(newEmail)
    const codeMail = await waitForMessage(request, newEmail)
    expect(codeMail.subject).toContain('email change code')
    await account.code.fill(codeMail.text.includes('000000') ? '111111' : '000000')
    await account.confirmEmail.click()
    await expect(account.errorOf(account.code)).toContainText('Incorrect or expired code')
    await page.screenshot(shot('07-account-email-code-phone'))
    const before = (await latestMessage(request, email))?.id ?? 0
    await account.code.fill(codeIn(codeMail.text))
    await account.confirmEmail.click()
    await expect(account.emailChanged).toContainText(newEmail)
    const notice = await waitForMessage(request, email, before)
    expect(notice.text).toContain(`is now ${newEmail}`)

    // Password: the current one is checked; an email tells the parent.
    await account.changePassword('Wrong1234', 'Another123')
    await expect(account.errorOf(account.currentPassword)).toHaveText('Incorrect password. Please try again.')
    const beforePassword = (await latestMessage(request, newEmail))?.id ?? 0
    await account.changePassword(password, 'Another123')
    await expect(account.passwordChanged).toBeVisible()
    const changed = await waitForMessage(request, newEmail, beforePassword)
    expect(changed.subject).toContain('password was changed')
    await page.screenshot(shot('08-account-changed-phone'))
  })
})

test.describe('centre form address (HQ, desktop)', () => {
  test.use({ viewport: DESKTOP })

  test('a new postal code replaces the street; a code not in the table takes its sector; the pair error clears', async ({
    page,
  }) => {
    await signInAsStaff(page, DemoStaff.hq)
    const centres = new CentresPage(page)
    await centres.open()
    const form = await centres.add()
    await form.lat.fill('1.39')
    await form.save.click()
    await expect(
      form.lat.locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")]'),
    ).toContainText('Enter both latitude and longitude, or neither')
    await form.lng.fill('103.89')
    await expect(
      form.lat.locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")]'),
    ).not.toContainText('Enter both latitude and longitude, or neither')
    await form.postcode.fill('560628')
    await expect(form.address).toHaveValue('Blk 628 Ang Mo Kio Avenue 4')
    await form.postcode.fill('018956')
    await expect(form.address).toHaveValue('10 Bayfront Avenue')
    await expect(form.building).toHaveValue('Marina Bay Sands')
    await form.postcode.fill('018936')
    await expect(form.postcodeStatus).toContainText('Approximate position of Postal sector 01')
    await expect(form.address).toHaveValue('')
    await expect(form.lat).not.toHaveValue('')
    await page.screenshot(shot('09-centre-form-sector-desktop'))

    await page.goto('/settings/schoolconfig')
    await expect(page.getByTestId('config-privacy_policy_url')).toHaveValue('/brand/littlesteps/privacy.html')
    await page.getByTestId('config-privacy_policy_url').scrollIntoViewIfNeeded()
    await page.screenshot(shot('10-school-config-privacy-desktop'))
  })
})
