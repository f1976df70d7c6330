import { expect, test } from '@playwright/test'
import { AuditLogPage } from '../pages/audit-log-page'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { gql, sessionToken } from '../support/graphql-api'

test.describe('audit log (HQ)', () => {
  test('shows an HQ user the change they just made, and filters by person and operation', async ({
    page,
    request,
  }) => {
    await signInAsStaff(page, DemoStaff.hq)
    // A change of theirs, made as they would from any screen: marking notifications read.
    await gql(
      request,
      'mutation { markNotifications(notificationIds: [], read: true) }',
      {},
      await sessionToken(page),
    )

    const log = new AuditLogPage(page)
    await log.open()
    await log.filter({ person: DemoStaff.hq, action: 'markNotifications' })
    await expect(page).toHaveURL(/person=.*&action=markNotifications/)
    const first = log.rows.first()
    await expect(first).toContainText('markNotifications')
    await expect(first).toContainText(DemoStaff.hq)
    await expect(first).toContainText('Done')

    await log.filter({ action: 'noSuchOperation' })
    await expect(log.byTestId('auditlog-empty')).toBeVisible()
    await expect(log.failedJobs).toContainText('No background job has failed.')
    await expectNoSeriousA11yViolations(page)
  })

  test.describe('in a browser set to US English', () => {
    test.use({ locale: 'en-US', timezoneId: 'America/New_York' })

    test("shows and takes the date filter as the spec's DD/MM/YYYY, not the browser's format", async ({
      page,
    }) => {
      await signInAsStaff(page, DemoStaff.hq)
      const log = new AuditLogPage(page)
      await log.open()
      const from = log.byTestId('auditlog-from')
      await from.pressSequentially('01112026')
      await expect(from).toHaveValue('01/11/2026')
      await log.filter({ to: '30/11/2026' })
      await expect(page).toHaveURL(/from=2026-11-01&to=2026-11-30/)
      await expect(log.byTestId('auditlog-to')).toHaveValue('30/11/2026')
    })
  })
})
