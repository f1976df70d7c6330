import { expect, test } from '@playwright/test'
import { FeeManagementPage } from '../pages/fees-page'
import { Shell } from '../pages/shell'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

/** A date about a month ahead: an increase then comes without the four months' notice. */
const inAMonth = () => new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10)

test('HQ drafts a fee increase that the principal approves, both warned of the short notice and seeing the families it affects', async ({
  page: hqPage,
  browser,
}) => {
  await signInAsStaff(hqPage, DemoStaff.hq)
  const shell = new Shell(hqPage)
  expect(await shell.menuEntries()).toContain('Fee Management')
  await shell.menuItem('/feemanagement').click()
  const hq = new FeeManagementPage(hqPage)
  await expect(hq.heading).toBeVisible()
  // Other tests add centres: HQ may reach more than the page shows at once.
  await hq.showCentre('Little Steps @ Tampines')
  await expect(hqPage).toHaveURL(/[?&]centre=\d+/)
  const tampines = hq.tier('Little Steps @ Tampines')
  await expect(tampines).toContainText('Kindergarten 1')
  await expectNoSeriousA11yViolations(hqPage)

  await hq.changeFees('Little Steps @ Tampines')
  await hqPage.getByTestId('fee-change-effective').fill(inAMonth())
  const k1 = hq.amountFor('Kindergarten 1 · Singaporean · Full Day')
  await k1.fill('1050')
  await expectNoSeriousA11yViolations(hqPage)
  // Saved as a draft first: the maker sees whom it reaches and the notice warning before submitting.
  await hqPage.getByTestId('fee-change-draft').click()
  await expect(hq.notice).toContainText('Fee change saved as a draft')
  await expect(hqPage.getByTestId('fee-draft-status')).toHaveText('Draft')
  const makerImpact = hqPage.getByTestId('fee-impact')
  await expect(makerImpact.getByTestId('fee-notice-warning')).toContainText('less than 4 months')
  await expect(makerImpact.getByTestId('fee-impact-family-count')).toContainText(
    '5 families pay a changed fee',
  )
  // The one changed fee stands out among the tier's others, and levels run from the youngest.
  const changed = hqPage.getByTestId('fee-draft-items-row-changed')
  await expect(changed).toHaveCount(1)
  await expect(changed).toContainText('Kindergarten 1')
  expect(await hq.draftLevels()).toEqual(expect.arrayContaining(['Nursery 1', 'Kindergarten 1']))
  const levels = await hq.draftLevels()
  expect(levels.indexOf('Nursery 1')).toBeLessThan(levels.indexOf('Kindergarten 1'))
  await hqPage.getByTestId('fee-draft-submit').click()
  await expect(hq.notice).toContainText('Fee change submitted for approval')
  await expect(hqPage.getByTestId('fee-draft-status')).toHaveText('Pending')
  // The maker cannot approve their own request.
  await expect(hqPage.getByTestId('fee-draft-approve')).toHaveCount(0)

  const principal = await browser.newContext()
  const page = await principal.newPage()
  await signInAsStaff(page, DemoStaff.principal)
  const fees = new FeeManagementPage(page)
  await fees.goto('/feemanagement?tab=drafts')
  await expect(fees.draftsTab).toContainText('1 pending')
  const impact = page.getByTestId('fee-impact')
  await expect(impact.getByTestId('fee-notice-warning')).toContainText('less than 4 months')
  await expect(impact.getByTestId('fee-impact-lines')).toContainText('+$70.00')
  const families = impact.getByTestId('fee-impact-families')
  await expect(families).toContainText('Grace Tay')
  await expect(families).toContainText('Nathan Tay')
  await expect(families.getByTestId('fee-impact-families-row')).toHaveCount(5)
  await expect(impact.getByTestId('fee-impact-family-count')).toContainText('5 families pay a changed fee')
  await expectNoSeriousA11yViolations(page)
  await page.getByTestId('fee-draft-remark').fill('Notice letters go out today')
  await page.getByTestId('fee-draft-approve').click()
  // Approving asks first: fees of real families change.
  await expect(page.getByTestId('fee-approve-confirm-dialog')).toContainText('Approve this fee change?')
  await page.getByTestId('fee-approve-confirm').click()
  await expect(fees.notice).toContainText('Fee change approved')
  await expect(page.getByTestId('fee-draft-status')).toHaveText('Approved')
  await expect(page.getByTestId('fee-draft-activity')).toContainText('Notice letters go out today')

  // The new amount is the tier's upcoming fee from its date.
  await page.getByTestId('fee-tab-upcoming').click()
  await fees.showCentre('Little Steps @ Tampines')
  await expect(fees.tier('Little Steps @ Tampines')).toContainText('$1,050.00')
  await principal.close()
})
