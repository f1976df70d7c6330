import { type Browser, type BrowserContext, expect, test } from '@playwright/test'
import { DocumentReviewPage, ParentDocumentsPage, SigningPage } from '../pages/documents-page'
import { PhoneScreen } from '../pages/phone-screen'
import { DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { DocumentFamilies, ownEnquiryId } from '../support/document-family'
import { linkIn, waitForMessage } from '../support/mailbox'

const family = DocumentFamilies.consenting
const contextAt = (browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> =>
  browser.newContext({ viewport, baseURL: test.info().project.use.baseURL })

test('staff send form 1 with the centre as last signer; each signs in turn and the signed form is stored', async ({
  browser,
  request,
}) => {
  const phone = await (await contextAt(browser, { width: 375, height: 812 })).newPage()
  await signInAsParent(phone, family.email)
  const enquiryId = await ownEnquiryId(phone, request)

  const desk = await (await contextAt(browser, { width: 1280, height: 900 })).newPage()
  await signInAsStaff(desk, DemoStaff.centreStaff)
  const review = new DocumentReviewPage(desk)
  await review.openEnquiry(enquiryId)
  await expect(desk.getByTestId('consent-centre-signs')).toBeChecked()
  await review.consent.send.click()
  await expect(review.consent.participant(1)).toContainText('Sent')
  await expect(review.consent.participant(2)).toContainText('Waiting')

  // The family's applicant signs first, from the emailed link opened signed out (as a spouse always does): the
  // page loads its own texts, every one translated, and fits the phone.
  const visitor = await (await contextAt(browser, { width: 360, height: 780 })).newPage()
  const signing = new SigningPage(visitor)
  await signing.goto(linkIn(await waitForMessage(request, family.email), '/esign/'))
  await expect(signing.document).toContainText(family.child)
  await new PhoneScreen(visitor).expectFitsAndTranslated('the signing page, signed out')
  await signing.signDrawn()

  // Now it is the centre's turn: PendingStaffSign, visible to the family and the staff.
  const documents = new ParentDocumentsPage(phone)
  await documents.open(enquiryId)
  await expect(documents.consent.participant(2)).toContainText('PendingStaffSign')
  await expect(documents.consent.status).toHaveText('Status: Pending')

  const staffSigning = new SigningPage(desk)
  await staffSigning.goto(linkIn(await waitForMessage(request, DemoStaff.centreStaff), '/esign/'))
  await expect(staffSigning.document).toContainText(family.child)
  await expectNoSeriousA11yViolations(desk)
  await staffSigning.signTyped('Priya Nair')

  await review.openEnquiry(enquiryId)
  await expect(review.consent.status).toHaveText('Status: Completed')
  await expect(desk.getByTestId('review-data-state')).toContainText('Pending Registration Payment')
  await expect(review.consent.signedPdf).toBeVisible()
})
