import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

/** The child profile (/details/child/{id}/{tab?}) and the year-end promotion screen. */
export class ChildProfilePage extends BasePage {
  readonly name: Locator
  readonly particulars: Locator
  readonly classLabel: Locator
  readonly classTeachers: Locator
  readonly guardians: Locator
  readonly history: Locator
  readonly activity: Locator
  readonly activityRows: Locator

  constructor(page: Page) {
    super(page)
    this.name = this.byTestId('child-name')
    this.particulars = this.byTestId('child-particulars')
    this.classLabel = this.byTestId('child-class-label')
    this.classTeachers = this.byTestId('child-class-teachers')
    this.guardians = this.byTestId('child-guardians')
    this.history = this.byTestId('child-history')
    this.activity = this.page.getByRole('tabpanel', { name: 'Activity' })
    this.activityRows = this.page.locator('[data-testid^="child-activity-row-"]')
  }

  tab(name: 'particulars' | 'guardians' | 'classes' | 'activity' | 'contacts'): Locator {
    return this.byTestId(`child-tab-${name}`)
  }
}

export class PromotionPage extends BasePage {
  protected override readonly path = '/childrenlist/promotechild'
  readonly preview: Locator
  readonly rows: Locator
  readonly apply: Locator
  readonly done: Locator
  readonly empty: Locator

  constructor(page: Page) {
    super(page)
    this.preview = this.byTestId('promotion-preview')
    this.rows = this.preview.locator('tbody tr')
    this.apply = this.byTestId('promotion-apply')
    this.done = this.byTestId('promotion-done')
    this.empty = this.byTestId('promotion-empty')
  }

  async open() {
    await this.goto()
  }
}

/** The children list (/childrenlist): enrolled and past children of the centres in reach, searchable by name. */
export class ChildrenListPage extends BasePage {
  protected override readonly path = '/childrenlist'
  readonly search: Locator
  readonly rows: Locator

  constructor(page: Page) {
    super(page)
    this.search = this.byTestId('children-search')
    this.rows = this.page.locator('[data-testid^="child-row-"]')
  }

  tab(name: 'enrolled' | 'past'): Locator {
    return this.byTestId(`children-tab-${name}`)
  }
}
