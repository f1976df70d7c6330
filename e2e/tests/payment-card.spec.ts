import { expect, test } from '@playwright/test'
import { CardPaymentPage } from '../pages/card-payment-page'
import { signInAsParent } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { ownEnquiryId } from '../support/document-family'

/** The demo family whose consent form is signed: its enquiry waits for the registration payment. */
const CARD_FAMILY = 'card@littlesteps.demo'

test.use({ viewport: { width: 375, height: 812 } })

test('a parent pays the registration fee by card: a decline read in words, then a success with its receipt', async ({
  page,
  request,
}) => {
  await signInAsParent(page, CARD_FAMILY)
  const enquiryId = await ownEnquiryId(page, request)
  const card = new CardPaymentPage(page)
  await card.open(enquiryId)
  await expect(card.section).toBeVisible()
  await expect(card.receipts).toContainText('No payment received yet.')
  await expectNoSeriousA11yViolations(page)

  // First attempt: the bank declines (ERR002).
  await card.pay.click()
  await expect(page).toHaveURL(/\/sandbox\/checkout\/SESSION/)
  await expect(card.sandboxAmount).toContainText('SGD')
  await expectNoSeriousA11yViolations(page)
  await card.answer('ERR002')
  await expect(page).toHaveURL(new RegExp(`/overview/enrolment/${enquiryId}/payment\\?orderId=`))
  await expect(card.error).toHaveText('Your bank declined the payment. Please contact your bank.')
  await expect(card.pay).toHaveText('Try again')
  await expectNoSeriousA11yViolations(page)

  // Second attempt, a new session: approved, confirmed server to server, the receipt is there.
  await card.pay.click()
  await expect(page).toHaveURL(/\/sandbox\/checkout\/SESSION/)
  await card.answer('approve')
  await expect(card.paid).toBeVisible()
  await expect(card.pay).toHaveCount(0)
  await expect(card.receipts).toContainText('Card')
  await expect(card.receipts.getByTestId(/^receipt-pdf-/)).toHaveCount(1)
  await expect(card.invoiceStatus).toHaveText('Paid')
  // Little Steps asks for GIRO before enrolling: the fee is received and the family is asked to set it up.
  await expect(card.enrolmentStatus).toHaveText(
    'Registration fee received. Set up GIRO for the monthly fees to complete the enrolment.',
  )
  await expectNoSeriousA11yViolations(page)
  await page.screenshot({ path: 'test-results/payment-card-paid.png', fullPage: true })
})
