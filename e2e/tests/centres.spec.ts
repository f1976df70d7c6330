import { expect, test } from '@playwright/test'
import { CentresPage } from '../pages/centres-page'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

const UNKNOWN_POSTCODE = 'Postal code not found: enter the latitude and longitude of the address'

test.describe('centre management (HQ)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page, DemoStaff.hq)
  })

  test('creates a centre from its postal code, gives it levels, finds it in the list and edits it', async ({
    page,
  }) => {
    // Unique per run, so a retry never meets the centre of an earlier attempt.
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`
    const label = `Little Steps @ Kebun Baru ${code}`
    const renamed = `${label} (renamed)`
    const centres = new CentresPage(page)
    await centres.open()
    await expect(centres.heading).toBeVisible()
    await expect(centres.row('LS-AMK')).toContainText('Blk 628 Ang Mo Kio Avenue 4')
    await expectNoSeriousA11yViolations(page)

    const form = await centres.add()
    await expect(page).toHaveURL(/\/settings\/centremanagement\/add$/)
    await form.code.fill(code)
    await form.ecdaCode.fill('PT1199')
    await form.label.fill(label)
    await form.teacherRatio.fill('10')
    // 560215 is in the bundled postal code table: the address and its position fill in.
    await form.lookUpPostalCode('560215', 'Blk 215 Ang Mo Kio Avenue 1')
    await expect(form.postcodeStatus).toHaveText('Address filled in from the postal code')
    await expect(form.lat).toHaveValue('1.3665')
    await form.floor.fill('01')
    await form.unit.fill('877')
    await form.addNearby('560628')
    await form.offerProgrammes([
      { level: 'Nursery 1', programme: 'Full Day' },
      { level: 'Nursery 2', programme: 'Full Day' },
      { level: 'Nursery 2', programme: 'Half Day (AM)' },
    ])
    await expectNoSeriousA11yViolations(page)
    await form.save.click()

    await expect(page).toHaveURL(/\/settings\/centremanagement$/)
    await expect(centres.notice).toHaveText(`Centre ${label} saved`)
    await centres.searchFor(code.toLowerCase(), 1)
    const row = centres.row(code)
    await expect(row).toContainText(label)
    await expect(row).toContainText('Blk 215 Ang Mo Kio Avenue 1, #01-877')
    await expect(row).toContainText('560215')
    await expect(row).toContainText('2 levels')
    await expect(row).toContainText('Active')

    const edit = await centres.edit(code)
    await expect(page).toHaveURL(/\/settings\/centremanagement\/edit\/\d+$/)
    await expect(edit.address).toHaveValue('Blk 215 Ang Mo Kio Avenue 1')
    await expect(edit.programme({ level: 'Nursery 2', programme: 'Half Day (AM)' })).toBeChecked()
    await expect(edit.byTestId('centre-nearby-560628')).toBeVisible()
    await edit.label.fill(renamed)
    await edit.programme({ level: 'Nursery 1', programme: 'Full Day' }).uncheck()
    await edit.active.uncheck()
    await edit.save.click()

    await expect(centres.notice).toHaveText(`Centre ${renamed} saved`)
    await centres.searchFor(code, 1)
    await expect(centres.row(code)).toContainText(renamed)
    await expect(centres.row(code)).toContainText('1 level')
    await expect(centres.row(code)).toContainText('Inactive')
    // The switch is held in the address (the list's URL state): it shows checked once the navigation lands.
    await centres.activeOnly.click()
    await expect(centres.activeOnly).toBeChecked()
    await expect(centres.empty).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('says when a postal code is unknown and refuses to save without coordinates', async ({ page }) => {
    const centres = new CentresPage(page)
    await centres.open()
    const form = await centres.add()
    await form.code.fill(`E2E-X${Date.now().toString(36).toUpperCase()}`)
    await form.label.fill('Nowhere centre')
    await form.teacherRatio.fill('8')
    await form.postcode.fill('999999')
    await expect(form.postcodeStatus).toHaveText(UNKNOWN_POSTCODE)
    await form.address.fill('1 Nowhere Road')
    await form.offerProgrammes([{ level: 'Kindergarten 1', programme: 'Full Day' }])
    const saving = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && /SaveCentre/.test(r.request().postData() ?? ''),
    )
    await form.save.click()
    // The server refuses it on the postal code, and nothing is saved: the form stays open with the reason.
    const refusal = (await (await saving).json()) as { errors?: { message: string }[] }
    expect(refusal.errors?.[0].message).toBe(UNKNOWN_POSTCODE)
    await expect(form.postcodeStatus).toHaveText(UNKNOWN_POSTCODE)
    await expect(page).toHaveURL(/\/settings\/centremanagement\/add$/)
  })
})
