import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

/** Waitlist management's list (/waitlistmanagement): the families in queue order with why they stand there. */
export class WaitlistPage extends BasePage {
  protected override readonly path = '/waitlistmanagement'
  readonly table: Locator
  readonly rows: Locator

  constructor(page: Page) {
    super(page)
    this.table = this.byTestId('waitlist-table')
    this.rows = this.table.locator('[data-testid^="waitlist-row-"]')
  }

  async open(): Promise<void> {
    await this.goto()
    await this.rows.first().waitFor()
  }

  /** The children's names, top of the queue first. */
  async childrenInOrder(): Promise<string[]> {
    return this.table.locator('[data-testid^="waitlist-open-"]').allInnerTexts()
  }

  rowOf(child: string): Locator {
    return this.rows.filter({ hasText: child })
  }

  async openEnquiryOf(child: string): Promise<void> {
    await this.table.getByRole('link', { name: child }).click()
    await this.byTestId('waitlist-detail-title').waitFor()
  }

  async search(text: string): Promise<Locator> {
    await this.byTestId('waitlist-search').fill(text)
    const results = this.byTestId('waitlist-search-results')
    await results.waitFor()
    return results
  }

  /** The vacancy tab of the centre chosen in the filter. */
  async openVacancies(centre: string): Promise<Locator> {
    await this.filterBy('centre', centre)
    await this.byTestId('waitlist-tab-vacancy').click()
    const table = this.byTestId('waitlist-vacancy-table')
    await table.waitFor()
    return table
  }

  async filterBy(filter: 'centre' | 'level' | 'tag' | 'status' | 'month' | 'race', label: string) {
    await this.byTestId(`waitlist-filter-${filter}`).selectOption({ label })
  }
}

/** One enquiry's waitlist detail (/waitlistmanagement/{id}/{tab?}): tags, offer, notes and history. */
export class WaitlistEnquiryPage extends BasePage {
  readonly title: Locator
  readonly status: Locator
  readonly position: Locator
  readonly tags: Locator
  readonly offer: Locator
  readonly offerError: Locator

  constructor(page: Page) {
    super(page)
    this.title = this.byTestId('waitlist-detail-title')
    this.status = this.byTestId('waitlist-detail-status')
    this.position = this.byTestId('waitlist-detail-position')
    this.tags = this.byTestId('waitlist-enquiry-tags')
    this.offer = this.byTestId('waitlist-offer')
    this.offerError = this.byTestId('waitlist-offer-confirm-error')
  }

  async addTag(label: string): Promise<void> {
    await this.byTestId('waitlist-tag-pick').selectOption({ label })
    await this.byTestId('waitlist-tag-add').click()
  }

  async offerPlace(): Promise<void> {
    await this.byTestId('waitlist-offer-place').click()
    await this.byTestId('waitlist-offer-confirm').click()
  }

  async openTab(tab: 'details' | 'notes' | 'history'): Promise<void> {
    await this.byTestId(`waitlist-detail-tab-${tab}`).click()
  }

  async addNote(text: string): Promise<void> {
    await this.openTab('notes')
    await this.byTestId('waitlist-note').fill(text)
    await this.byTestId('waitlist-note-save').click()
  }

  get notes(): Locator {
    return this.byTestId('waitlist-notes')
  }
}

/** The school's waitlist tags (/settings/waitlisttags): a new tag, and each tag's weight. */
export class WaitlistTagsPage extends BasePage {
  protected override readonly path = '/settings/waitlisttags'
  readonly table: Locator

  constructor(page: Page) {
    super(page)
    this.table = this.byTestId('tags-table')
  }

  async open(): Promise<void> {
    await this.goto()
    await this.table.waitFor()
  }

  async create(description: string): Promise<void> {
    await this.byTestId('tag-new-description').fill(description)
    await this.byTestId('tag-new-save').click()
    await this.table.getByText(description).waitFor()
  }

  async setWeight(description: string, weight: number): Promise<void> {
    const row = this.table.locator('[data-testid^="tag-row-"]').filter({ hasText: description })
    await row.locator('input').fill(String(weight))
    await row.getByRole('button').click()
  }
}

/** The parent's dashboard card of their place in the waitlist queue and of an offer. */
export class WaitlistPositionCard extends BasePage {
  readonly root: Locator

  constructor(page: Page) {
    super(page)
    this.root = this.byTestId('waitlist-positions')
  }

  get position(): Locator {
    return this.root.locator('[data-testid^="waitlist-parent-position-"]')
  }
  get expected(): Locator {
    return this.root.locator('[data-testid^="waitlist-parent-expected-"]')
  }
  get reasons(): Locator {
    return this.root.locator('[data-testid^="waitlist-parent-reasons-"]')
  }
  get offer(): Locator {
    return this.root.locator('[data-testid^="waitlist-parent-offer-"]')
  }
}
