import { readFileSync } from 'node:fs'
import { type Browser, type BrowserContext, expect, test } from '@playwright/test'
import { ChildBankAccountsPage, GiroSectionPage } from '../pages/giro-page'
import { ParentEnquiriesPage } from '../pages/parent-enquiries-page'
import { PaymentPage } from '../pages/payment-page'
import { RegistrationPage } from '../pages/registration-page'
import { DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { ownEnquiryId } from '../support/document-family'
import { gql, sessionToken } from '../support/graphql-api'

/** The demo family at the registration payment without a bank account (apps/api/src/db/seed/content/documents.ts). */
const family = { email: 'giro@littlesteps.demo', child: 'Lucas Koh' }
const contextAt = (browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> =>
  browser.newContext({ viewport, baseURL: test.info().project.use.baseURL })

test('a parent applies for GIRO from the CDA and downloads the form; staff approve it with a reason', async ({
  browser,
  request,
}) => {
  const phone = await (await contextAt(browser, { width: 375, height: 812 })).newPage()
  await signInAsParent(phone, family.email)
  const enquiryId = await ownEnquiryId(phone, request)
  const giro = new GiroSectionPage(phone)
  await giro.open(enquiryId)
  await expect(giro.section).toBeVisible({ timeout: 20_000 })
  await expect(giro.holder).toHaveValue('Siew Lan Koh')
  await expectNoSeriousA11yViolations(phone)

  // Own account first: every bank is offered; a CDA is held only by DBS/POSB, OCBC and UOB (decision 0038).
  await expect(giro.isCda).not.toBeChecked()
  expect(await giro.bankNames()).toHaveLength(16)
  await expect(giro.secondHolderLabel).toBeVisible()
  expect(await giro.showsWhole(giro.secondHolderLabel)).toBe(true)
  await giro.isCda.check()
  expect(await giro.bankNames()).toEqual(['DBS Bank / POSB', 'OCBC Bank', 'United Overseas Bank (UOB)'])
  await giro.isCda.uncheck()

  // A number with letters is refused on the spot; the one from the bank book, dashes and all, is taken.
  await giro.applyWithCda('DBS Bank / POSB', '12A-4567890')
  await expect(giro.section).toContainText('Account number must contain digits only')
  await giro.accountNumber.fill('123-456789-0')
  await giro.submit.click()
  await expect(giro.saved).toContainText('GIRO application submitted')
  // The application's status takes the form's place: nothing is left filled in to send twice.
  await expect(giro.submit).toBeHidden()

  const token = await sessionToken(phone)
  const info = await gql<{
    bankAccountInfoByIDEnquiry: { IDChild: number; accounts: { ID: number; isCda: boolean }[] }
  }>(
    request,
    'query($id: Int!) { bankAccountInfoByIDEnquiry(IDEnquiry: $id) { IDChild accounts { ID isCda } } }',
    { id: enquiryId },
    token,
  )
  const { IDChild: childId, accounts } = info.bankAccountInfoByIDEnquiry
  const accountId = accounts[0].ID
  expect(accounts[0].isCda).toBe(true)
  await expect(giro.status(accountId)).toHaveText('Pending')
  await expect(giro.account(accountId)).toContainText('******7890')

  // The application form for the bank opens as a PDF.
  const [download] = await Promise.all([phone.waitForEvent('download'), giro.pdf(accountId).click()])
  expect(download.suggestedFilename()).toMatch(/^giro-application-GR\d{8}\.pdf$/)
  const bytes = readFileSync((await download.path())!)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  await expectNoSeriousA11yViolations(phone)

  // The HQ records the bank's approval on the child's profile, with a reason and remarks.
  const desk = await (await contextAt(browser, { width: 1280, height: 900 })).newPage()
  await signInAsStaff(desk, DemoStaff.hq)
  const staff = new ChildBankAccountsPage(desk)
  await staff.openChild(childId)
  await expect(staff.list).toBeVisible()
  await expect(staff.status(accountId)).toHaveText('Pending')
  await staff.byTestId(`bank-account-change-${accountId}`).click()
  await staff.confirm.click()
  await expect(staff.dialog).toContainText('Choose a reason from the list')
  await expectNoSeriousA11yViolations(desk)
  await staff.byTestId('giro-status-dialog').getByRole('button', { name: 'Cancel' }).click()
  await staff.changeStatus(accountId, 'approved', 'Bank Approved', 'DBS approved the CDA deduction')
  await expect(staff.status(accountId)).toHaveText('Approved')
  await expect(staff.account(accountId)).toContainText('Bank Approved. DBS approved the CDA deduction')

  // The family sees the approval, pays the registration fee by GIRO and is enrolled: one way to pay is shown, no
  // card, no PayNow code and no "Unpaid" beside the welcome.
  await giro.open(enquiryId)
  await expect(giro.status(accountId)).toHaveText('Approved')
  await giro.payRegistration.click()
  const payment = new PaymentPage(phone)
  await expect(payment.enrolmentStatus).toContainText('Enrolled')
  await expect(payment.invoiceStatus).toHaveText('To be paid by GIRO')
  await expect(payment.payNowQr).toHaveCount(0)
  await expect(giro.cardPay).toHaveCount(0)
  await phone.reload()
  await expect(payment.invoiceStatus).toHaveText('To be paid by GIRO')
  await expect(payment.payNowQr).toHaveCount(0)
  await expect(giro.cardPay).toHaveCount(0)

  // The dashboard shows the child enrolled: its class, level and start, no enquiry steps and nothing to cancel.
  const dashboard = new ParentEnquiriesPage(phone)
  await dashboard.open()
  await expect(dashboard.enrolment(enquiryId)).toBeVisible()
  await expect(dashboard.steps(enquiryId)).toHaveCount(0)
  await expect(dashboard.cancel(enquiryId)).toHaveCount(0)

  // Its registration form is a record now: no next step of uploading documents.
  const registration = new RegistrationPage(phone)
  await registration.goto(`/overview/enrolment/${enquiryId}`)
  await expect(registration.enrolled).toBeVisible({ timeout: 20_000 })
  await expect(registration.submitted).toHaveCount(0)
})
