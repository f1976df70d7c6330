import { expect, test } from '@playwright/test'
import { RegistrationPage } from '../pages/registration-page'
import { DemoParent, signInAsParent } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

// The demo seed's family with a place offered (pre_registration): each run starts from a fresh database.
const FAMILY = 'offered@littlesteps.demo'

test('a parent with an offered place fills the registration over two visits (phone, then desktop) and submits it', async ({
  browser,
}) => {
  // First visit, on a phone.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } })
  const page = await phone.newPage()
  await signInAsParent(page, FAMILY, DemoParent.password, { fresh: true })
  const registration = new RegistrationPage(page)
  await registration.openFromDashboard()
  await registration.startButton.click()
  await expect(registration.currentStep).toHaveText('Enrolment details')
  await expectNoSeriousA11yViolations(page)

  await registration.choose({ selfReferred: 'Yes' })
  await registration.tick('isDeclared', 'isAcknowledged')
  await registration.save('enquiry')

  await expect(registration.currentStep).toHaveText('Child particulars')
  await registration.choose({ gender: 'F' })
  await registration.fill({ numFamilyMembers: '3', numDependents: '1' })
  await registration.save('child')

  await expect(registration.currentStep).toHaveText('Applicant')
  // A field error stops the step: it is not completed.
  await registration.fill({ identificationNo: 'S1234567A' })
  await registration.saveButton.click()
  await expect(page.getByText('Enter a valid NRIC or FIN', { exact: false })).toBeVisible()
  await expect(registration.step('applicant')).toHaveAttribute('data-completed', 'false')
  // Required fields say so (from the step's schema); what was typed survives a reload (issue 29 item 7).
  await expect(registration.field('identificationNo')).toHaveAttribute('required')
  await expect(registration.field('address.floor')).not.toHaveAttribute('required')
  await registration.fill({ 'address.unit': '12-34' })
  await page.reload()
  await expect(registration.currentStep).toHaveText('Applicant')
  await expect(registration.field('identificationNo')).toHaveValue('S1234567A')
  await expect(registration.field('address.unit')).toHaveValue('12-34')

  await registration.fill({
    identificationNo: 'S8923456E',
    birthdate: '1989-04-12',
    'address.postcode': '560123',
    'address.address': '123 Ang Mo Kio Avenue 3',
    monthlyIncome: '4500',
    monthlyWorkingHours: '160',
  })
  await registration.choose({
    nationality: 'Singapore Citizen',
    workingStatus: 'Salaried employee',
    maritalStatus: 'Married',
    highestQualification: 'Degree',
    relationToChild: 'Mother',
  })
  // The estimate follows the form as it is filled: child care, working, $4,500 a month: $300 + $440.
  await expect(registration.subsidyTotal).toHaveText('$740.00')
  await expect(registration.subsidy).toContainText('estimate')
  await registration.save('applicant')
  await registration.expectCompleted(['enquiry', 'child', 'applicant'])
  await page.screenshot({ path: 'test-results/registration/phone.png', fullPage: true })
  await phone.close()

  // Second visit, on another device: the form resumes where it was left.
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page2 = await desktop.newPage()
  await signInAsParent(page2, FAMILY, DemoParent.password, { fresh: true })
  const again = new RegistrationPage(page2)
  await again.openFromDashboard()
  await again.expectCompleted(['enquiry', 'child', 'applicant'])
  await expect(again.currentStep).toHaveText('Spouse')
  await again.save('spouse')
  await again.save('guardians')

  await again.fill({ firstname: 'Hui', lastname: 'Lim', mobilePhone: '98765432' })
  await again.choose({ relationToChild: 'Grandparent' })
  await again.save('emergency_contact')

  await again.save('attending_other_school')
  await again.fill({ totalChildrenInFamily: '1', birthOrder: '1', languageSpokenAtHome: 'Malay' })
  await again.save('special_instruction')
  // The family's size was given with the child's particulars: the household step starts from it.
  await expect(again.field('householdCount')).toHaveValue('3')
  await again.save('household_particulars')
  await again.save('health_information')
  // The declaration links what it accepts: the school's terms of enrolment and privacy policy, served.
  const terms = page2.getByTestId('reg-terms-link')
  await expect(terms).toHaveText('Terms and conditions of enrolment')
  const termsPage = await page2.request.get((await terms.getAttribute('href')) ?? '')
  expect(termsPage.status()).toBe(200)
  expect(await termsPage.text()).toContain('<h1>Terms and conditions of enrolment</h1>')
  await expect(page2.getByTestId('reg-privacy-link')).toHaveAttribute('href', /privacy\.html$/)
  await again.tick('termsAndCondition', 'termsCDN')
  await again.save('declaration')
  await expectNoSeriousA11yViolations(page2)

  await again.submitButton.click()
  await expect(again.submitted).toBeVisible()
  await page2.screenshot({ path: 'test-results/registration/desktop.png', fullPage: true })
  await desktop.close()
})
