import type { Locator, Page } from '@playwright/test'

/** A file as the browser's picker hands it over. */
export interface FilePayload {
  name: string
  mimeType: string
  buffer: Buffer
}
import { BasePage } from './base-page'

/** Class management: the list (/classmanagement), the create form and a class's detail with assignment. */
export class ClassesPage extends BasePage {
  protected override readonly path = '/classmanagement'
  readonly heading: Locator
  readonly addButton: Locator
  readonly title: Locator
  readonly teachers: Locator
  readonly children: Locator
  readonly coverImage: Locator
  readonly notice: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1, name: 'Class management' })
    this.addButton = this.byTestId('class-add')
    this.title = this.byTestId('class-title')
    this.teachers = this.byTestId('class-teachers')
    this.children = this.byTestId('class-children')
    this.coverImage = this.byTestId('class-cover-image')
    this.notice = this.byTestId('class-notice')
  }

  async open() {
    await this.goto()
  }

  /** Fills the create form: name, centre, level, teachers typed in as new records, and a cover photo. */
  async create(input: {
    label: string
    centre: string
    level: string
    teachers: [string, string][]
    photo: FilePayload
  }) {
    await this.addButton.click()
    await this.byTestId('class-label').fill(input.label)
    await this.byTestId('class-centre').selectOption({ label: input.centre })
    await this.byTestId('class-level')
      .locator('option', { hasText: input.level })
      .waitFor({ state: 'attached' })
    await this.byTestId('class-level').selectOption({ label: input.level })
    for (const [i, [first, last]] of input.teachers.entries()) {
      await this.byTestId('class-teacher-add').click()
      await this.byTestId(`class-teacher-firstname-${i}`).fill(first)
      await this.byTestId(`class-teacher-lastname-${i}`).fill(last)
    }
    await this.byTestId('class-cover-input').setInputFiles(input.photo)
    await this.byTestId('class-cover-preview').waitFor()
    await this.byTestId('class-save').click()
  }

  /** Ticks every child waiting for a class of this level, and assigns them. */
  async assignAllWaiting(): Promise<number> {
    const boxes = this.page.locator('[data-testid^="assign-child-"]')
    await this.byTestId('assign-children').waitFor()
    const count = await boxes.count()
    for (let i = 0; i < count; i += 1) await boxes.nth(i).check()
    if (count > 0) {
      await this.byTestId('assign-submit').click()
      // Done when the user is told so (the notice follows the refreshed list; axe must not catch it growing).
      await this.byTestId('class-notice').waitFor()
    }
    return count
  }
}
