import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The WCAG 2.1 A/AA rules, the level the product aims for. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Runs axe on the page as it is now and fails on serious or critical violations; minor and moderate ones are
 * reported by axe but do not fail a test. The failure lists each rule, its help text and the offending nodes.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  opts: { exclude?: string[] } = {},
): Promise<void> {
  // A dialog or menu still fading in has a see-through text colour, which axe reports as low contrast: let the
  // finite animations and transitions end first (spinners run forever and are not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  let builder = new AxeBuilder({ page }).withTags(wcagTags)
  for (const selector of opts.exclude ?? []) builder = builder.exclude(selector)
  const results = await builder.analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([])
}
