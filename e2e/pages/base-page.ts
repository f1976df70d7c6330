import type { Locator, Page, Response } from '@playwright/test'

/**
 * What every page object shares. Page objects hold the selectors (data-testid) and the steps a user takes on
 * one screen, so tests read as user journeys and a changed screen is fixed in one place.
 */
export class BasePage {
  /** The screen's path, relative to the base URL. */
  protected readonly path: string = '/'

  constructor(readonly page: Page) {}

  /** Opens the screen (or `path`, for screens with parameters) and waits for its document to load. */
  async goto(path: string = this.path): Promise<Response | null> {
    return this.page.goto(path)
  }

  byTestId(testId: string): Locator {
    return this.page.getByTestId(testId)
  }
}
