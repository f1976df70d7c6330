import { expect, test } from '@playwright/test'
import { NotificationsPanel } from '../pages/notifications-panel'
import { PlanningPage } from '../pages/planning-page'
import { DEMO_SCHOOL, DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { gql, sessionToken } from '../support/graphql-api'

/** The 1st of the month `n` months from now (the server's Singapore month; the suite runs well inside one). */
function monthFromNow(n: number): string {
  const now = new Date(Date.now() + 8 * 3_600_000)
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, 1))
  return d.toISOString().slice(0, 10)
}

const LEVELS = `query E2EPlanningLevels($IDSchool: Int!) {
  findAllLevelsConfig(IDSchool: $IDSchool) { data { ID label programs { ID label } } } }`
const NEW_CENTRE = `mutation E2EPlanningCentre($IDSchool: Int!, $centreData: CentreInput!, $levels: [CentreLevelInput!]!,
  $addressData: CentreAddressInput!) {
  insertOrUpdateCentreForSchool(IDSchool: $IDSchool, centreData: $centreData, levels: $levels, addressData: $addressData) { ID } }`

type Levels = { findAllLevelsConfig: { data: { ID: number; label: string; programs: { ID: number }[] }[] } }

test.describe('capacity planning (maker and approver)', () => {
  test('HQ gives a new centre its capacity; a second approver approves; the vacancy shows it', async ({
    page,
    request,
    browser,
  }) => {
    // HQ created a centre in the app: it has no capacity yet (made through the API, as centres.spec covers the form).
    await signInAsStaff(page, DemoStaff.hq)
    const hqToken = await sessionToken(page)
    const levels = await gql<Levels>(request, LEVELS, { IDSchool: DEMO_SCHOOL }, hqToken)
    const nursery = levels.findAllLevelsConfig.data.find((l) => l.label === 'Nursery 1')!
    const code = `E2EP${Date.now().toString(36).toUpperCase()}`
    const centre = await gql<{ insertOrUpdateCentreForSchool: { ID: number } }>(
      request,
      NEW_CENTRE,
      {
        IDSchool: DEMO_SCHOOL,
        centreData: { code, label: `Little Steps @ Bedok ${code}`, teacherRatio: 10, active: true },
        levels: [{ fkLevel: nursery.ID, fkProgram: nursery.programs[0].ID }],
        addressData: { postcode: '560215', address: 'Blk 215 Ang Mo Kio Avenue 1' },
      },
      hqToken,
    )
    const centreId = centre.insertOrUpdateCentreForSchool.ID
    const next = monthFromNow(1)

    const planning = new PlanningPage(page)
    await planning.openAt(centreId)
    await expect(planning.heading).toBeVisible()
    await expect(planning.cell('capacity', next)).toHaveText('0')
    await expect(planning.cell('available_vacancy', next)).toHaveText('0')
    // Withdrawals and transfers are counted (none here).
    await expect(planning.cell('withdraw', next)).toHaveText('0')
    await expect(planning.cell('transfer_in', next)).toHaveText('0')
    await expect(planning.chart).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await planning.requestChange({
      levelId: nursery.ID,
      month: next,
      capacity: 20,
      remarks: 'New centre opens',
    })
    await expect(planning.notice).toContainText('Request submitted')
    await expect(planning.draftRows()).toHaveCount(1)
    const row = planning.draftRows().first()
    await expect(row).toContainText('Pending Approval')
    // The maker may view and recall their request, never review it.
    const rowId = Number((await row.getAttribute('data-testid'))!.split('-').pop())
    await expect(planning.viewButton(rowId)).toBeVisible()
    await expect(planning.recallButton(rowId)).toBeVisible()
    await expect(planning.reviewButton(rowId)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    // A second HQ user with approve access reviews and approves it, in their own browser.
    const approverContext = await browser.newContext()
    try {
      const other = await approverContext.newPage()
      await other.setViewportSize({ width: 1280, height: 900 })
      await signInAsStaff(other, DemoStaff.planner)
      const approver = new PlanningPage(other)
      // The bell's notification opens the request itself, at its centre, ready to review.
      await other.goto('/')
      const bell = new NotificationsPanel(other)
      await bell.open()
      await bell.item('Capacity change waiting for your approval').first().click()
      await expect(approver.draftDialog).toBeVisible()
      await expect(approver.draftDialog).toContainText('20 places')
      await expect(other).toHaveURL(new RegExp(`centre=${centreId}&tab=requests`))
      await expect(other).not.toHaveURL(/request=/)
      await approver.decide('Licence received')
      await expect(approver.viewButton(rowId)).toHaveCount(0)
      await expect(approver.notice).toContainText('Request approved')
      await expect(approver.draftStatus(rowId)).toHaveText('Approved')
      await expectNoSeriousA11yViolations(other)

      await approver.openTab('vacancy')
      await expect(approver.cell('capacity', next)).toHaveText('20')
      await expect(approver.cell('available_vacancy', next)).toHaveText('20')
      await expect(approver.cell('capacity', monthFromNow(0))).toHaveText('0')
      await other.screenshot({ path: 'test-results/planning-1280.png', fullPage: true })
    } finally {
      await approverContext.close()
    }

    // The maker sees the decision, and the vacancy, after a reload.
    await planning.openAt(centreId)
    await expect(planning.cell('capacity', next)).toHaveText('20')
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: 'test-results/planning-375.png', fullPage: true })
  })
})
