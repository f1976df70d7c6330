import { expect, type Locator, type Page } from '@playwright/test'
import { BasePage } from './base-page'

/** A file as the browser hands it to the page (`setInputFiles`). */
export interface TestFile {
  name: string
  mimeType: string
  buffer: Buffer
}

/** The family's documents step (/overview/enrolment/{id}/documents): a card per document type, submit, consent. */
export class ParentDocumentsPage extends BasePage {
  readonly step: Locator
  readonly submit: Locator
  readonly waiting: Locator
  readonly consent: ConsentPanel

  constructor(page: Page) {
    super(page)
    this.step = this.byTestId('documents-step')
    this.submit = this.byTestId('documents-submit')
    this.waiting = this.byTestId('documents-waiting')
    this.consent = new ConsentPanel(page)
  }

  async open(enquiryId: number): Promise<void> {
    await this.goto(`/overview/enrolment/${enquiryId}/documents`)
    await this.step.waitFor()
  }

  /** The card of a document type, by its name. */
  card(type: string): Locator {
    return this.page.locator('[data-testid^="document-type-"]').filter({ hasText: type })
  }

  status(type: string): Locator {
    return this.card(type).locator('[data-testid^="document-status-"]')
  }

  remark(type: string): Locator {
    return this.card(type).locator('[data-testid^="document-remark-"]')
  }

  uploadError(type: string): Locator {
    return this.card(type).locator('[data-testid$="-error"]')
  }

  /** Chooses a file in the type's upload field (as the picker would hand it over). */
  async choose(type: string, file: TestFile): Promise<void> {
    await this.card(type).locator('input[type="file"]:not([capture])').setInputFiles(file)
  }

  /** Uploads a file and waits until the type lists it. */
  async upload(type: string, file: TestFile): Promise<void> {
    await this.choose(type, file)
    await expect(this.card(type)).toContainText(file.name)
  }
}

/** The consent form's panel, on the family's documents step and the staff review. */
export class ConsentPanel extends BasePage {
  readonly root: Locator
  readonly status: Locator
  readonly spouseName: Locator
  readonly spouseEmail: Locator
  readonly send: Locator
  readonly signedPdf: Locator

  constructor(page: Page) {
    super(page)
    this.root = this.byTestId('consent-panel')
    this.status = this.byTestId('consent-status')
    this.spouseName = this.byTestId('consent-spouse-name')
    this.spouseEmail = this.byTestId('consent-spouse-email')
    this.send = this.byTestId('consent-send')
    this.signedPdf = this.byTestId('consent-signed-pdf')
  }

  participant(order: number): Locator {
    return this.byTestId(`consent-participant-${order}`)
  }
}

/** The staff's review queue (/documentreview) and one enquiry's review (/documentreview/{id}). */
export class DocumentReviewPage extends BasePage {
  protected override readonly path = '/documentreview'
  readonly rows: Locator
  readonly formData: Locator
  readonly remark: Locator
  readonly notice: Locator
  readonly consent: ConsentPanel

  constructor(page: Page) {
    super(page)
    this.rows = this.page.locator('[data-testid^="document-queue-row"]')
    this.formData = this.byTestId('review-form-data')
    this.remark = this.byTestId('review-reject-remark')
    this.notice = this.byTestId('review-notice')
    this.consent = new ConsentPanel(page)
  }

  async openEnquiry(enquiryId: number): Promise<void> {
    await this.goto(`/documentreview/${enquiryId}`)
    await this.formData.waitFor()
  }

  typeCard(type: string): Locator {
    return this.page.locator('[data-testid^="review-type-"]').filter({ hasText: type })
  }

  status(type: string): Locator {
    return this.typeCard(type).locator('[data-testid^="review-status-"]')
  }

  async approve(type: string): Promise<void> {
    await this.typeCard(type).locator('[data-testid^="review-approve-"]').first().click()
    await expect(this.status(type)).toHaveText('Verified')
  }

  async reject(type: string, remark: string): Promise<void> {
    await this.typeCard(type).locator('[data-testid^="review-reject-"]').first().click()
    await this.byTestId('review-reject-confirm').click()
    await expect(this.byTestId('review-reject')).toContainText('Remark is required')
    await this.remark.fill(remark)
    await this.byTestId('review-reject-confirm').click()
    await expect(this.status(type)).toHaveText('Rejected')
  }
}

/** The signing page of an emailed link (/esign/{token}). */
export class SigningPage extends BasePage {
  readonly document: Locator
  readonly pad: Locator
  readonly typeMode: Locator
  readonly typed: Locator
  readonly agree: Locator
  readonly submit: Locator
  readonly done: Locator
  readonly error: Locator

  constructor(page: Page) {
    super(page)
    this.document = this.byTestId('signing-document')
    this.pad = this.byTestId('signing-signature-pad')
    this.typeMode = this.byTestId('signing-signature-type')
    this.typed = this.byTestId('signing-signature-typed')
    this.agree = this.byTestId('signing-agree')
    this.submit = this.byTestId('signing-submit')
    this.done = this.byTestId('signing-done')
    this.error = this.byTestId('signing-error')
  }

  /** Draws a stroke across the pad with the mouse (a finger on a phone). */
  async draw(): Promise<void> {
    await this.pad.scrollIntoViewIfNeeded()
    const box = (await this.pad.boundingBox())!
    await this.page.mouse.move(box.x + 20, box.y + box.height / 2)
    await this.page.mouse.down()
    for (let i = 1; i <= 10; i += 1)
      await this.page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -15 : 15))
    await this.page.mouse.up()
  }

  async signDrawn(): Promise<void> {
    await this.draw()
    await this.agree.check()
    await this.submit.click()
    await expect(this.done).toBeVisible()
  }

  async signTyped(name: string): Promise<void> {
    await this.typeMode.click()
    await this.typed.fill(name)
    await this.agree.check()
    await this.submit.click()
    await expect(this.done).toBeVisible()
  }
}
