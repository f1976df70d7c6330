import { expect } from '@playwright/test'
import { BasePage } from './base-page'

// A text key the app failed to translate shows as `feature.someKey` (or `feature.group.key`): lower-case words joined
// by dots. Addresses and web links look alike, so they are taken out first.
const RAW_KEY = /\b[a-z][a-zA-Z]+(?:\.[a-z][a-zA-Z]+)+\b/g
const ADDRESSES = /\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:demo|test|sg|com|org|pdf|jpg|png)\b/g

/** Any screen at phone width: what a parent sees of its layout and texts, whichever screen it is. */
export class PhoneScreen extends BasePage {
  /** Opens `path` and waits until `ready` (a data-testid the loaded screen shows) is visible. */
  async open(path: string, ready: string): Promise<void> {
    await this.goto(path)
    await expect(this.byTestId(ready).first()).toBeVisible({ timeout: 15_000 })
  }

  /** The untranslated text keys on the screen (none, when its texts loaded). */
  async rawTextKeys(): Promise<string[]> {
    const text = (await this.page.locator('body').innerText()).replace(ADDRESSES, ' ')
    return [...new Set(text.match(RAW_KEY) ?? [])]
  }

  /** How far the page is wider than the window, in CSS pixels (0: nothing scrolls sideways). */
  async sidewaysOverflow(): Promise<number> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
  }

  /** Fails with the screen's path and what is wrong when a key shows or the page scrolls sideways. */
  async expectFitsAndTranslated(label: string): Promise<void> {
    expect(await this.rawTextKeys(), `raw text keys on ${label}`).toEqual([])
    expect(await this.sidewaysOverflow(), `sideways scroll on ${label}`).toBe(0)
  }
}
