import { test } from '@playwright/test'
import { PhoneScreen } from '../pages/phone-screen'
import { DemoParent, signInAsParent } from '../support/auth'
import { ownEnquiryId } from '../support/document-family'

// The narrowest phones parents use, and a common one (issue 29: a page grew to 556 px at 390).
const WIDTHS = [360, 390]

/** Every screen reachable signed out, with what shows once it has loaded. */
const PUBLIC_ROUTES: [path: string, ready: string][] = [
  ['/login', 'login-form'],
  ['/login/staff', 'staff-login-form'],
  ['/register?register_token=not-a-real-token', 'register-invalid'],
  ['/forgot', 'forgot-form'],
  ['/reset?reset_password_token=not-a-real-token', 'reset-form'],
  ['/enquiry', 'enquiry-form'],
  ['/enquiry/success', 'enquiry-success'],
  ['/esign/not-a-real-token', 'signing-error'],
  ['/no-such-page', 'not-found'],
]

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 } })

    test('every public screen loads its texts and fits the width, signed out', async ({ page }) => {
      test.setTimeout(120_000)
      const screen = new PhoneScreen(page)
      for (const [path, ready] of PUBLIC_ROUTES) {
        await screen.open(path, ready)
        await screen.expectFitsAndTranslated(path)
      }
    })

    test("every parent screen fits the width (a family at the registration step's screens)", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      await signInAsParent(page, DemoParent.email)
      const screen = new PhoneScreen(page)
      const enquiryId = await ownEnquiryId(page, request)
      const routes: [string, string][] = [
        ['/dashboard', 'parent-home'],
        ['/account', 'account-page'],
        ['/parentenquiry', 'enquiry-form'],
        [`/overview/enrolment/${enquiryId}`, 'reg-title'],
      ]
      for (const [path, ready] of routes) {
        await screen.open(path, ready)
        await screen.expectFitsAndTranslated(path)
      }
    })
  })
}
