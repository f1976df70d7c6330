import { expect, type Page, test } from '@playwright/test'
import { SchoolConfigPage } from '../pages/school-config-page'
import { DEMO_SCHOOL, DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

// The demo school's own values, put back after each test so other specs see the school as seeded.
const SEEDED = { primary_color: '#00695C', logo_url: '/brand/littlesteps/logo.svg' }
const NEW_PRIMARY = '#6A1B9A'
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`
}

/** A 1x1 PNG: a real image, as the server checks the bytes. */
const logoPng = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
}

/** One GraphQL call as the signed-in user of the page (its token is in the app's local storage). */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('preschool') ?? '{}').userToken)
  const response = await page.request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  })
  const body = await response.json()
  expect(body.errors).toBeUndefined()
  return body.data as T
}

async function restoreSeeded(page: Page) {
  await graphql(
    page,
    'mutation Restore($IDSchool: Int!, $entries: [SchoolConfigEntryInput!]!) { updateSchoolConfig(IDSchool: $IDSchool, entries: $entries) { key } }',
    { IDSchool: DEMO_SCHOOL, entries: Object.entries(SEEDED).map(([key, value]) => ({ key, value })) },
  )
}

/** The Race options the public enquiry form would offer. */
async function publicRaces(page: Page): Promise<string[]> {
  const data = await graphql<{ findAllConfigByCategory: { data: { label: string }[] } }>(
    page,
    'query Races($fkSchool: Int!) { findAllConfigByCategory(searchCategory: "Race", filter: { fkSchool: $fkSchool }) { data { label } } }',
    { fkSchool: DEMO_SCHOOL },
  )
  return data.findAllConfigByCategory.data.map((c) => c.label)
}

test.describe('school configuration (HQ)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page, DemoStaff.hq)
  })

  test.afterEach(async ({ page }) => {
    await restoreSeeded(page)
  })

  test('changes the primary colour; after a reload the app paints its primary buttons with it', async ({
    page,
  }) => {
    const config = new SchoolConfigPage(page)
    await config.open()
    await expect(config.heading).toBeVisible()
    await expect(config.setting('primary_color')).toHaveValue(SEEDED.primary_color)
    await expectNoSeriousA11yViolations(page)

    await config.setColour('primary_color', NEW_PRIMARY)
    // The preview follows as the colour is typed, before anything is saved.
    await expect(config.previewPrimary).toHaveCSS('background-color', rgb(NEW_PRIMARY))
    await expect(config.save).toHaveCSS('background-color', rgb(SEEDED.primary_color))
    await config.saveSettings()

    await page.reload()
    await expect(config.form).toBeVisible()
    await expect(config.setting('primary_color')).toHaveValue(NEW_PRIMARY)
    // The app's own primary buttons, not the preview: the theme came from the server on load.
    await expect(config.save).toHaveCSS('background-color', rgb(NEW_PRIMARY))
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('preschool') ?? '{}').theme)
    expect(cached.primary_color).toBe(NEW_PRIMARY)
  })

  test('refuses an enrolment period out of range with the rule message', async ({ page }) => {
    const config = new SchoolConfigPage(page)
    await config.open()
    await config.setting('enrolment_period_in_mth').fill('30')
    await config.save.click()
    await expect(page.getByText('Enrolment period must be a whole number from 1 to 24')).toBeVisible()
    await expect(config.notice).toBeHidden()
  })

  test('uploads a logo that everyone, signed in or not, then sees', async ({ page, browser }) => {
    const config = new SchoolConfigPage(page)
    await config.open()
    await config.chooseImage('logo_url', logoPng)
    await config.saveSettings()
    const logo = page.getByTestId('school-logo').locator('img')
    await expect(logo).toHaveAttribute('src', /^\/files\/public\/1\/school_logo\/[0-9a-f-]+\.png$/)
    const src = (await logo.getAttribute('src')) as string

    // A visitor who never signed in, on the school's public login page.
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(`/login?fkSchool=${DEMO_SCHOOL}`)
    const visitorLogo = visitorPage.getByTestId('school-logo').locator('img')
    await expect(visitorLogo).toHaveAttribute('src', src)
    await expect.poll(() => visitorLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
    await visitor.close()
  })

  test('adds a Race option, sees it in the list and in the public option list, then hides it', async ({
    page,
  }) => {
    // Unique per run, so a retry never meets the option of an earlier attempt.
    const label = `Peranakan ${Date.now().toString(36)}`
    const config = new SchoolConfigPage(page)
    await config.open()
    await config.openOptionLists('Race')
    await expect(page).toHaveURL(/[?&]category=Race/)
    await expect(config.codeRow('Malay')).toHaveCount(1)
    await expectNoSeriousA11yViolations(page)

    await config.addCodeToList({ label, description: 'Peranakan Chinese' })
    await expect(config.codesNotice).toHaveText(`Option ${label} saved`)
    const row = config.codeRow(label)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Peranakan Chinese')
    await expect(config.codeSwitch(label)).toBeChecked()
    expect(await publicRaces(page)).toContain(label)

    // The same label again is refused in the dialog.
    await config.addCode.click()
    await page.getByTestId('code-label').fill(label.toUpperCase())
    await page.getByTestId('code-description').fill('Again')
    await page.getByTestId('code-save').click()
    await expect(config.codeDialog).toContainText('A code with this label already exists in this category')
    await page.getByTestId('code-cancel').click()

    await config.codeSwitch(label).click()
    await expect(config.codesNotice).toHaveText(`Option ${label} is hidden from forms`)
    await expect(config.codeSwitch(label)).not.toBeChecked()
    expect(await publicRaces(page)).not.toContain(label)

    // The tab and the list survive a reload: both are in the address.
    await page.reload()
    await expect(config.category).toHaveValue('Race')
    await expect(config.codeRow(label)).toHaveCount(1)
  })

  test('works on a phone: nothing overflows 375 px and the options are cards', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const config = new SchoolConfigPage(page)
    await config.open()
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth)
    expect(await overflow()).toBeLessThanOrEqual(375)
    await expectNoSeriousA11yViolations(page)
    await config.optionsTab.click()
    await config.category.selectOption({ label: 'Race' })
    await expect(page.getByTestId('codes-cards')).toBeVisible()
    await expect(page.getByTestId('codes-cards')).toContainText('Malay')
    expect(await overflow()).toBeLessThanOrEqual(375)
    await expectNoSeriousA11yViolations(page)
  })
})
