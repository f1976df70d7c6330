import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { PaymentPage } from '../pages/payment-page'
import { DEMO_SCHOOL, DemoParent, DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { gql, sessionToken } from '../support/graphql-api'

// The demo seed's family holding an issued registration invoice (pending_registration_payment).
const FAMILY = 'payment@littlesteps.demo'
const SET_CONFIG =
  'mutation PaymentSkipGiro($IDSchool: Int!, $entries: [SchoolConfigEntryInput!]!) { updateSchoolConfig(IDSchool: $IDSchool, entries: $entries) { key } }'

test('the parent sees the invoice and its PayNow code; staff confirm the payment; the child is enrolled; the receipt downloads', async ({
  browser,
  request,
}) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } })
  const parentPage = await phone.newPage()
  await signInAsParent(parentPage, FAMILY, DemoParent.password, { fresh: true })
  const parent = new PaymentPage(parentPage)
  const enquiryId = await parent.openFromDashboard()
  await expect(parent.invoiceNo).toContainText('INV-')
  await expect(parent.invoiceStatus).toHaveText('Unpaid')
  await expect(parent.payNowQr.locator('svg')).toBeVisible()
  const invoiceNo = (await parent.invoiceNo.textContent())?.replace('Invoice ', '').trim() ?? ''
  await expect(parent.payNowReference).toContainText(`reference ${invoiceNo}`)
  await expect(parent.draft).toContainText('Meals and snacks')
  await expect(parent.enrolmentStatus).toContainText('Waiting for the registration payment')
  await expectNoSeriousA11yViolations(parentPage)
  await parentPage.screenshot({ path: 'test-results/payment/phone-invoice.png', fullPage: true })

  // The school does not ask for GIRO at the school visit: a paid invoice enrols the child at once.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const staffPage = await desk.newPage()
  await signInAsStaff(staffPage, DemoStaff.hq)
  await gql(
    request,
    SET_CONFIG,
    { IDSchool: DEMO_SCHOOL, entries: [{ key: 'skip_giro_setup_school_visit', value: '1' }] },
    await sessionToken(staffPage),
  )
  const staff = new PaymentPage(staffPage)
  await staff.confirmPayment(enquiryId, 'paynow', invoiceNo)
  await expect(staff.byTestId('staff-invoice-status')).toHaveText('Paid')
  await expectNoSeriousA11yViolations(staffPage)
  await staffPage.screenshot({ path: 'test-results/payment/staff-confirmed.png', fullPage: true })

  await parentPage.reload()
  await expect(parent.invoiceStatus).toHaveText('Paid')
  await expect(parent.enrolmentStatus).toContainText('Enrolled')
  await expect(parent.payNowQr).toHaveCount(0)
  const download = parentPage.waitForEvent('download')
  await parent.receipts.first().click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^RCT-\d{6}\.pdf$/)
  const path = await file.path()
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-')
  await parentPage.screenshot({ path: 'test-results/payment/phone-paid.png', fullPage: true })

  await gql(
    request,
    SET_CONFIG,
    { IDSchool: DEMO_SCHOOL, entries: [{ key: 'skip_giro_setup_school_visit', value: '0' }] },
    await sessionToken(staffPage),
  )
  await phone.close()
  await desk.close()
})
