import { expect, test } from '@playwright/test'
import { AdmissionsPage } from '../pages/admissions-page'
import { BlacklistPage } from '../pages/blacklist-page'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

test('a blacklist request by centre staff, approved by HQ, moves the family to blacklisted', async ({
  page,
  browser,
}) => {
  await signInAsStaff(page, DemoStaff.centreStaff)
  const blacklist = new BlacklistPage(page)
  await blacklist.open()
  await expect(blacklist.entries.filter({ hasText: 'Max Koh' })).toHaveCount(1)
  await blacklist.requestBlacklisting('Ryan Goh', 'Unpaid Fees', 'Registration fee cheque bounced twice')
  await expect(page).toHaveURL(/\/specialmanagement\?tab=requests/)
  const request = blacklist.request('Ryan Goh')
  await expect(request).toContainText('Waiting for approval')
  // Its maker may recall it.
  await expect(request.getByRole('button', { name: 'Recall' })).toHaveCount(1)
  // The maker cannot decide: no approve button for them.
  await expect(request.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // The approver signs in on their own browser.
  const hqContext = await browser.newContext()
  try {
    const hqPage = await hqContext.newPage()
    await signInAsStaff(hqPage, DemoStaff.hq)
    const hqBlacklist = new BlacklistPage(hqPage)
    await hqBlacklist.open('requests')
    // HQ decides another's request; recalling it is its maker's.
    await expect(hqBlacklist.request('Ryan Goh').getByRole('button', { name: 'Recall' })).toHaveCount(0)
    await hqBlacklist.approve('Ryan Goh', 'Confirmed with finance')
    await expect(hqBlacklist.request('Ryan Goh')).toContainText('Approved')
    await hqBlacklist.open('entries')
    await expect(hqBlacklist.entries.filter({ hasText: 'Ryan Goh' })).toHaveCount(1)

    const admissions = new AdmissionsPage(hqPage)
    await admissions.open()
    await admissions.tab('blacklisted').click()
    await expect(admissions.row('Ryan Goh')).toContainText('Blacklisted')
  } finally {
    await hqContext.close()
  }
})

test('the family search finds enrolled children who never enquired, beside the admissions', async ({
  page,
}) => {
  await signInAsStaff(page, DemoStaff.hq, { redirect: '/specialmanagement/addtospecialhandling' })
  await page.getByTestId('blacklist-search').fill('ryan')
  const results = page.getByTestId('blacklist-search-results').getByRole('button')
  // Ryan Goh has an enquiry; Ryan Koh was placed in a class directly (the demo's enrolled children).
  await expect(results.filter({ hasText: 'Ryan Goh' }).first()).toBeVisible()
  const koh = results.filter({ hasText: 'Ryan Koh' })
  await expect(koh).toHaveCount(1)
  await expect(koh).toContainText('Enrolled')
  await koh.click()
  await expect(page.getByTestId('blacklist-picked')).toContainText('Ryan Koh at')
})
