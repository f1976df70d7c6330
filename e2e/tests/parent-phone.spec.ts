import { expect, test } from '@playwright/test'
import { Messages } from '@preschool/domain'
import { EnquiryPage } from '../pages/enquiry-page'
import { ParentEnquiriesPage } from '../pages/parent-enquiries-page'
import { PhoneScreen } from '../pages/phone-screen'
import { Shell } from '../pages/shell'
import { DemoParent, signInAsParent } from '../support/auth'
import { fillNewcomer, unique } from '../support/enquiry-family'
import { enquiringFamily } from '../support/visit-family'

// What parents saw walking the product on a phone (issue 29, items 2, 4 and 8).
const WAITING_FAMILY = 'waitlist@littlesteps.demo'
// The demo parent's mobile number (apps/api/src/db/seed/content/accounts.ts): another account holds it.
const TAKEN_MOBILE = '91234567'

for (const width of [360, 390]) {
  test(`at ${width} px two chosen centres stay told apart, the page does not scroll sideways and Submit is free`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 780 })
    const enquiry = new EnquiryPage(page)
    await enquiry.open()
    await fillNewcomer(enquiry, `chips.${unique()}@example.com`)
    await enquiry.tickCentre('Little Steps @ Tampines')
    await enquiry.tickCentre('Little Steps @ Toa Payoh')
    const chips = await page.locator('[data-testid^="centre-card-label-"]').allInnerTexts()
    expect(chips).toHaveLength(2)
    expect(new Set(chips).size, `chips read ${chips.join(' / ')}`).toBe(2)
    expect(await new PhoneScreen(page).sidewaysOverflow()).toBe(0)
    // A trial click fails when anything else would receive the tap.
    await enquiry.waitForChecks()
    await enquiry.submit.scrollIntoViewIfNeeded()
    await enquiry.submit.click({ trial: true, timeout: 10_000 })
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 780 } })
  // Each test makes or signs in its family first: on a busy machine that alone can take half a minute.
  test.describe.configure({ timeout: 120_000 })

  test('submitting with errors brings the first one into view and puts the cursor in it', async ({
    page,
  }) => {
    const enquiry = new EnquiryPage(page)
    await enquiry.open()
    await enquiry.submit.click()
    await expect(enquiry.parentFirstName).toBeFocused()
    await expect(enquiry.parentFirstName).toBeInViewport()
  })

  test("the server's refusal of a mobile number marks the mobile field", async ({ page }) => {
    test.setTimeout(90_000)
    const enquiry = new EnquiryPage(page)
    await enquiry.open()
    await fillNewcomer(enquiry, `mobile.${unique()}@example.com`, TAKEN_MOBILE)
    await enquiry.tickCentre('Little Steps @ Tampines')
    await enquiry.waitForChecks()
    await enquiry.submit.click()
    await expect(enquiry.errorOf(enquiry.mobileNumber)).toHaveText(Messages.duplicateMobile)
    await expect(enquiry.mobileNumber).toBeFocused()
  })

  test("another family's registration says the parent has no access, with a way back", async ({
    page,
    request,
  }) => {
    const other = await enquiringFamily(request, 'LS-TMP')
    await signInAsParent(page, DemoParent.email)
    await page.goto(`/overview/enrolment/${other.enquiryId}`)
    const shell = new Shell(page)
    await expect(shell.noAccess).toContainText('You do not have sufficient access to view this', {
      timeout: 20_000,
    })
    await shell.byTestId('go-home').click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('a waiting family reads Wait-list on its enquiry, as its place in the queue says', async ({
    page,
  }) => {
    await signInAsParent(page, WAITING_FAMILY, DemoParent.password)
    const dashboard = new ParentEnquiriesPage(page)
    await dashboard.open()
    const position = page.locator('[data-testid^="waitlist-parent-position-"]').first()
    await expect(position).toContainText('families waiting', { timeout: 20_000 })
    const enquiryId = Number((await position.getAttribute('data-testid'))!.split('-').pop())
    await expect(dashboard.vacancy(enquiryId)).toHaveText('Wait-list')
  })
})
