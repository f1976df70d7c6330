import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { DocumentReviewPage, ParentDocumentsPage, SigningPage } from '../pages/documents-page'
import { DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { DocumentFamilies, Files, ownEnquiryId, phonePhoto } from '../support/document-family'
import { latestMessage, linkIn, waitForMessage } from '../support/mailbox'

const SHOTS = process.env.DOCUMENTS_SHOTS ?? 'test-results/documents'
const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 900 }
const family = DocumentFamilies.uploading
const SPOUSE = 'wei.goh@example.com'

const contextAt = (browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> =>
  browser.newContext({ viewport, baseURL: test.info().project.use.baseURL })
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })

test('a family uploads its documents, staff reject one and verify them, and both parents sign', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const phone = await (await contextAt(browser, PHONE)).newPage()
  await signInAsParent(phone, family.email)
  const enquiryId = await ownEnquiryId(phone, request)
  const documents = new ParentDocumentsPage(phone)
  await documents.open(enquiryId)
  await expect(documents.step).toHaveText('Pending Document Submission')

  // Refused before anything is sent: a text file, and a pdf over 1.5 MB.
  await documents.choose('Birth certificate', Files.text)
  await expect(documents.uploadError('Birth certificate')).toHaveText('Invalid filetype')
  await documents.choose('Birth certificate', Files.oversize)
  await expect(documents.uploadError('Birth certificate')).toHaveText('The file is larger than 1.5 MB')
  // Refused by the server, which reads the bytes: a text file named .pdf.
  await documents.choose('Birth certificate', Files.fakePdf)
  await expect(documents.uploadError('Birth certificate')).toHaveText('Invalid filetype')

  await documents.upload('Birth certificate', Files.pdf('birth-certificate.pdf'))
  // A photo straight from the phone's camera, over the limit: drawn smaller in the browser, then taken.
  const photo = await phonePhoto(phone, 'nric-photo.jpg')
  expect(photo.buffer.length).toBeGreaterThan(1.5 * 1024 * 1024)
  await documents.upload('NRIC of parents', photo)
  await expect(documents.uploadError('NRIC of parents')).toHaveCount(0)
  await expect(documents.status('Birth certificate')).toHaveText('Pending Verification')
  await expectNoSeriousA11yViolations(phone)
  await shot(phone, 'parent-01-uploaded')
  await documents.submit.click()
  await expect(documents.waiting).toBeVisible()

  // The centre's staff find them in the queue and reject one with a remark.
  const desk = await (await contextAt(browser, DESKTOP)).newPage()
  await signInAsStaff(desk, DemoStaff.centreStaff)
  const review = new DocumentReviewPage(desk)
  await review.goto()
  await expect(review.rows.filter({ hasText: family.child })).toHaveCount(2)
  await review.openEnquiry(enquiryId)
  await expect(review.formData).toContainText(family.child)
  await expect(desk.locator('[data-testid^="review-preview-"]').first()).toBeVisible()
  // Beside the preview, the whole file opens in a tab or downloads, by the same short-lived link.
  const openLink = desk.locator('[data-testid$="-open"][data-testid^="review-preview-"]').first()
  const download = desk.locator('[data-testid$="-download"][data-testid^="review-preview-"]').first()
  await expect(openLink).toHaveAttribute('target', '_blank')
  expect(await download.getAttribute('href')).toBe(await openLink.getAttribute('href'))
  await expect(download).toHaveAttribute('download', /\.(pdf|jpg)$/)
  await expectNoSeriousA11yViolations(desk)
  await shot(desk, 'staff-01-review')
  const beforeRejection = (await latestMessage(request, family.email))?.id ?? 0
  await review.reject('Birth certificate', 'The scan is blurred')

  // The family hears it by email and in the bell, and replaces the file.
  const email = await waitForMessage(request, family.email, beforeRejection)
  expect(email.subject).toBe('Please upload a new document')
  expect(email.text).toContain('The scan is blurred')
  await documents.open(enquiryId)
  await expect(documents.step).toHaveText('Pending Document Submission')
  await expect(documents.status('Birth certificate')).toHaveText('Rejected')
  await expect(documents.remark('Birth certificate')).toContainText('The scan is blurred')
  await documents.upload('Birth certificate', Files.pdf('birth-certificate-clear.pdf'))
  await documents.submit.click()
  await expect(documents.waiting).toBeVisible()

  // Staff verify both: the enquiry goes on to the consent.
  await review.openEnquiry(enquiryId)
  await review.approve('Birth certificate')
  await review.approve('NRIC of parents')
  await expect(desk.getByTestId('review-data-state')).toContainText('Pending E-Consent')

  // The family sends the form for both parents to sign.
  await documents.open(enquiryId)
  await expect(documents.step).toHaveText('Pending E-Consent')
  await documents.consent.spouseName.fill('Wei Goh')
  await documents.consent.spouseEmail.fill(SPOUSE)
  await documents.consent.send.click()
  await expect(documents.consent.participant(1)).toContainText('Sent')
  await expect(documents.consent.participant(2)).toContainText('Waiting')
  await shot(phone, 'parent-02-consent-sent')

  // Each signs by the link in their email, the applicant drawing, the spouse typing.
  const signer = await (await contextAt(browser, PHONE)).newPage()
  const signing = new SigningPage(signer)
  const applicantLink = linkIn(await waitForMessage(request, family.email, email.id), '/esign/')
  await signing.goto(applicantLink)
  await expect(signing.document).toContainText(family.child)
  await expectNoSeriousA11yViolations(signer)
  await shot(signer, 'signer-01-signing-page')
  await signing.signDrawn()
  // The link worked once.
  await signing.goto(applicantLink)
  await expect(signing.error).toHaveText('This signing link is invalid, has expired or has already been used')
  const spouseLink = linkIn(await waitForMessage(request, SPOUSE), '/esign/')
  await signing.goto(spouseLink)
  await signing.signTyped('Wei Goh')

  await documents.open(enquiryId)
  await expect(documents.step).toHaveText('Pending Registration Payment')
  await expect(documents.consent.status).toHaveText('Status: Completed')
  await expect(documents.consent.signedPdf).toBeVisible()
  await shot(phone, 'parent-03-signed')
})
