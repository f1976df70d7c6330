import { expect, test } from '@playwright/test'
import { AdmissionsPage } from '../pages/admissions-page'
import { BlacklistPage } from '../pages/blacklist-page'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

test('a blacklist request by centre staff, approved by HQ, moves the family to blacklisted', async ({ page }) => {
  await signInAsStaff(page, DemoStaff.centreStaff)
  const blacklist = new BlacklistPage(page)
  await blacklist.open()
  await expect(blacklist.entries.filter({ hasText: 'Max Koh' })).toHaveCount(1)
  await blacklist.requestBlacklisting('Goh', 'Unpaid Fees', 'Registration fee cheque bounced twice')
  await expect(page).toHaveURL(/\/specialmanagement\?tab=requests/)
  const request = blacklist.request('Ryan Goh')
  await expect(request).toContainText('pending')
  // The maker cannot decide: no approve button for them.
  await expect(request.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await signInAsStaff(page, DemoStaff.hq)
  await blacklist.open('requests')
  await blacklist.approve('Ryan Goh', 'Confirmed with finance')
  await expect(blacklist.request('Ryan Goh')).toContainText('approved')
  await blacklist.open('entries')
  await expect(blacklist.entries.filter({ hasText: 'Ryan Goh' })).toHaveCount(1)

  const admissions = new AdmissionsPage(page)
  await admissions.open()
  await admissions.tab('blacklisted').click()
  await expect(admissions.row('Ryan Goh')).toContainText('Blacklisted')
})
