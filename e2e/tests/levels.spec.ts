import { expect, test } from '@playwright/test'
import { LevelsPage } from '../pages/levels-page'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

const TO_AFTER_FROM = 'To month must be greater than from month'
const IN_USE = 'This level is offered by a centre or has children in classes; deactivate it instead'

/** The first number of each row's age cell ('36–48 months ...'), in list order. */
async function fromMonths(levels: LevelsPage): Promise<number[]> {
  const ages = await levels.table.locator('[data-testid^="level-age-"]').allInnerTexts()
  return ages.map((age) => Number.parseInt(age, 10))
}

test.describe('level management (HQ)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page, DemoStaff.hq)
  })

  test('adds a level with two programmes, edits it, then deletes it after confirming', async ({ page }) => {
    // Unique per run, so a retry never meets the level of an earlier attempt.
    const label = `Bridge ${Date.now().toString(36)}`
    const renamed = `${label} Plus`
    const levels = new LevelsPage(page)
    await levels.open()
    await expect(levels.heading).toBeVisible()

    const form = await levels.add()
    await expect(page).toHaveURL(/\/settings\/levelmanagement\/add$/)
    // Active levels may not overlap, and the demo levels cover 2 to 84 months; an inactive one may sit between
    // them, which also shows where the list puts it.
    await form.fill({
      label,
      fromMonth: 40,
      toMonth: 44,
      active: false,
      programmes: [
        { label: 'Morning', from: '08:00', to: '12:00' },
        { label: 'Afternoon', from: '13:00', to: '17:30' },
      ],
    })
    await form.save.click()

    await expect(page).toHaveURL(/\/settings\/levelmanagement$/)
    await expect(levels.notice).toHaveText(`Level ${label} saved`)
    const row = levels.row(label)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('40–44 months')
    await expect(row).toContainText('Morning 08:00–12:00')
    await expect(row).toContainText('Afternoon 13:00–17:30')
    await expect(row).toContainText('Inactive')
    // Sorted by age: between Nursery 1 (from 36 months) and Nursery 2 (from 48). Not necessarily next to them: a
    // level another test left behind (a failed run) may sit there too.
    const names = await levels.labels()
    expect(names.indexOf(label)).toBeGreaterThan(names.indexOf('Nursery 1'))
    expect(names.indexOf(label)).toBeLessThan(names.indexOf('Nursery 2'))
    const months = await fromMonths(levels)
    expect(months).toEqual([...months].sort((a, b) => a - b))

    const edit = await levels.edit(label)
    await expect(page).toHaveURL(/\/settings\/levelmanagement\/edit\/\d+$/)
    await expect(edit.fromMonth).toHaveValue('40')
    await expect(edit.programme(1).label).toHaveValue('Afternoon')
    // A range that ends before it starts is refused in the form, under To month.
    await edit.toMonth.fill('38')
    await edit.save.click()
    await expect(edit.toMonth).toHaveAccessibleDescription(TO_AFTER_FROM)
    await expect(page.getByText(TO_AFTER_FROM)).toBeVisible()
    await expect(page).toHaveURL(/\/edit\/\d+$/)

    await edit.label.fill(renamed)
    await edit.toMonth.fill('46')
    await edit.programme(1).remove.click()
    await edit.programme(0).to.fill('12:30')
    await edit.save.click()

    await expect(page).toHaveURL(/\/settings\/levelmanagement$/)
    await expect(levels.notice).toHaveText(`Level ${renamed} saved`)
    await expect(levels.row(label)).toHaveCount(0)
    const edited = levels.row(renamed)
    await expect(edited).toContainText('40–46 months')
    await expect(edited).toContainText('Morning 08:00–12:30')
    await expect(edited).not.toContainText('Afternoon')

    // Cancelling the confirmation keeps the level; confirming deletes it.
    await levels.askToDelete(renamed)
    await expect(levels.deleteDialog).toContainText(`Delete the level ${renamed}? This cannot be undone.`)
    await levels.deleteCancel.click()
    await expect(levels.deleteDialog).toBeHidden()
    await expect(levels.row(renamed)).toHaveCount(1)

    await levels.askToDelete(renamed)
    await levels.deleteConfirm.click()
    await expect(levels.deleteDialog).toBeHidden()
    await expect(levels.notice).toHaveText(`Level ${renamed} deleted`)
    await expect(levels.row(renamed)).toHaveCount(0)
    await page.reload()
    await expect(levels.rows.first()).toBeVisible()
    await expect(levels.row(renamed)).toHaveCount(0)
  })

  test('a level in use cannot be deleted: the refusal shows in the dialog', async ({ page }) => {
    const levels = new LevelsPage(page)
    await levels.open()
    // The demo centres offer Nursery 1.
    await levels.askToDelete('Nursery 1')
    await levels.deleteConfirm.click()
    await expect(levels.deleteError).toHaveText(IN_USE)
    await expect(levels.deleteDialog).toBeVisible()
    await levels.deleteCancel.click()
    await expect(levels.deleteDialog).toBeHidden()
    await page.reload()
    await expect(levels.row('Nursery 1')).toHaveCount(1)
  })

  test('the list, the form showing its messages and the delete dialog pass axe', async ({ page }) => {
    const levels = new LevelsPage(page)
    await levels.open()
    await expectNoSeriousA11yViolations(page)

    const form = await levels.add()
    await form.save.click()
    await expect(form.label).toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousA11yViolations(page)
    await form.cancel.click()

    await expect(page).toHaveURL(/\/settings\/levelmanagement$/)
    await levels.askToDelete('Playgroup')
    await expectNoSeriousA11yViolations(page)
    await levels.deleteCancel.click()
    await expect(levels.deleteDialog).toBeHidden()
  })

  for (const width of [1280, 1024]) {
    test(`at ${width} px the whole row fits or scrolls with its actions in view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      const levels = new LevelsPage(page)
      await levels.open()
      const viewport = page.viewportSize()!
      for (const label of ['Infant Care', 'Kindergarten 2']) {
        for (const action of ['level-edit-', 'level-delete-']) {
          const button = levels.row(label).locator(`[data-testid^="${action}"]`)
          await expect(button).toBeInViewport({ ratio: 1 })
          const box = (await button.boundingBox())!
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
        }
      }
      // Nothing spills past the page: the table scrolls inside its own container when it has to.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
      if (width === 1280) {
        const scroll = page.getByTestId('levels-table-scroll')
        expect(await scroll.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
      }
      await test
        .info()
        .attach(`levels-${width}.png`, { body: await page.screenshot(), contentType: 'image/png' })
    })
  }
})
