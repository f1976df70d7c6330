import { expect, test } from '@playwright/test'
import { ChildWithdrawalTab, WithdrawalsPage } from '../pages/withdrawals-page'
import { SigningPage } from '../pages/documents-page'
import { LoginPage } from '../pages/login-page'
import { NotificationsPanel } from '../pages/notifications-panel'
import { DemoParent, DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { latestMessage, linkIn, waitForMessage } from '../support/mailbox'

/** A Singapore date some days from today: the notice is given today, whatever day the test runs. */
const daysAhead = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

/** How the screens show a day: 2027-01-07 as 07/01/2027. */
const shown = (iso: string) => iso.split('-').reverse().join('/')

const SHOTS = process.env.WITHDRAWAL_SHOTS

// The demo parent's child is the only enrolled child with a parent account; no other test gives notice for him, and
// an approved withdrawal leaves his seat until the last day, so the other tests still see him in his class.
test('a parent gives notice on a phone and signs its form, the principal signs and approves, then HQ', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await signInAsParent(page)
  await page.getByTestId('child-profile-link').click()
  await page.getByTestId('child-tab-withdrawals').click()
  const tab = new ChildWithdrawalTab(page)
  // On a phone the chosen tab scrolls fully into sight (0.99: its edge falls between pixels).
  await expect(page.getByTestId('child-tab-withdrawals')).toBeInViewport({ ratio: 0.99 })
  await expect(tab.rows).toHaveCount(0)
  await tab.giveNotice.click()
  // 40 days from today: more than the school's 30 days' notice, so no fee in lieu.
  const lastDay = daysAhead(40)
  await tab.lastDay.fill(lastDay)
  await tab.reason.selectOption({ index: 1 })
  await expect(tab.estimate).toContainText('What you get back')
  await expect(tab.estimate.getByTestId('estimate-fee-in-lieu')).toHaveText('$0.00')
  await expect(tab.shortNotice).toHaveCount(0)
  await expect(tab.earliestLastDay).toHaveText(/^Earliest last day with full notice: \d{2}\/\d{2}\/\d{4}$/)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/1-parent-notice.png`, fullPage: true })
  const mailedBefore = (await latestMessage(request, DemoParent.email))?.id ?? 0
  await tab.send.click()
  await expect(tab.form).toHaveCount(0)
  await expect(tab.rows).toHaveCount(1)
  const id = await tab.withdrawalId(tab.rows.first())
  await expect(tab.sent).toHaveText('Your notice was sent. The centre will review it.')
  await expect(tab.rows.first()).toContainText(`Last day: ${shown(lastDay)}`)
  await expect(tab.rows.first()).toContainText('Waiting for the centre')
  await expect(tab.giveNotice).toHaveCount(0)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/2-parent-sent.png`, fullPage: true })

  // The notice's form (form 3: the demo school works with ECDA) is emailed to the parent, who signs it on the phone.
  const familySigning = new SigningPage(await page.context().newPage())
  await familySigning.goto(linkIn(await waitForMessage(request, DemoParent.email, mailedBefore), '/esign/'))
  await expect(familySigning.page.locator('body')).toContainText('Notice of Withdrawal (Form 3)')
  await expect(familySigning.document).toContainText(DemoParent.childName)
  await familySigning.signDrawn()
  await familySigning.page.close()

  // The principal decides for the centre, at a desk.
  const centre = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const hq = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const principalPage = await centre.newPage()
    await signInAsStaff(principalPage, DemoStaff.principal)
    const principal = new WithdrawalsPage(principalPage)
    await principal.goto()
    await expect(principal.status(id)).toHaveText('Waiting for the centre')
    // The form now waits for the centre's signature, among the children waiting for signatures.
    await expect(principalPage.locator(`[data-withdrawal-id="${id}"]`)).toContainText(
      'Waiting for the centre to sign',
    )
    await expect(principal.row(id)).toContainText(shown(lastDay))
    if (SHOTS) await principalPage.screenshot({ path: `${SHOTS}/3-staff-list.png`, fullPage: true })
    await principal.openDetail(id)
    await expect(principal.detail).toContainText(DemoParent.childName)
    await expect(principal.fact('Last day')).toHaveText(shown(lastDay))
    await expect(principal.step('approveHQ')).toHaveCount(0)
    // The principal takes the centre's turn: their own link is emailed, and they sign.
    await expect(principalPage.getByTestId('withdrawal-form-signer-2')).toContainText(
      'Waiting for the centre to sign',
    )
    const staffMailedBefore = (await latestMessage(request, DemoStaff.principal))?.id ?? 0
    await principalPage.getByTestId('withdrawal-form-send').click()
    await expect(principalPage.getByTestId('withdrawal-form-sent')).toBeVisible()
    const staffSigning = new SigningPage(await centre.newPage())
    await staffSigning.goto(
      linkIn(await waitForMessage(request, DemoStaff.principal, staffMailedBefore), '/esign/'),
    )
    await staffSigning.signTyped('Principal')
    await principalPage.reload()
    await expect(principalPage.getByTestId('withdrawal-form-status')).toHaveText('Status: Signed by all')
    await principal.decide('approveCentre', 'Checked with the family')
    await expect(principal.status(id)).toHaveText('Waiting for HQ')
    await expect(principal.step('approveCentre')).toHaveCount(0)
    if (SHOTS) await principalPage.screenshot({ path: `${SHOTS}/4-staff-detail.png`, fullPage: true })

    // Head office, another person, approves second.
    const hqPage = await hq.newPage()
    await signInAsStaff(hqPage, DemoStaff.hq)
    const office = new WithdrawalsPage(hqPage)
    await office.openDetail(id)
    await expect(office.status(id)).toHaveText('Waiting for HQ')
    await office.decide('approveHQ')
    await expect(office.status(id)).toHaveText('Approved')
    if (SHOTS) await hqPage.screenshot({ path: `${SHOTS}/5-hq-approved.png`, fullPage: true })
  } finally {
    await centre.close()
    await hq.close()
  }

  // The parent sees the decision, and gives no second notice.
  await page.reload()
  await expect(tab.rows.first()).toContainText('Approved')
  await expect(tab.giveNotice).toHaveCount(0)
  await page.getByTestId(`child-withdrawal-open-${id}`).click()
  await expect(page.getByTestId('withdrawal-detail')).toContainText('Approved')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/6-parent-detail.png`, fullPage: true })

  // Each decision reached the family's bell, and its notice opens the withdrawal's record.
  const bell = new NotificationsPanel(page)
  await bell.open()
  await expect(bell.item('Withdrawal approved by the centre').first()).toBeVisible()
  const childFirstname = DemoParent.childName.split(' ')[0]
  await bell.item(`${childFirstname}'s withdrawal is approved`).first().getByRole('button').click()
  await expect(page).toHaveURL(new RegExp(`/withdrawals/${id}$`))
  await expect(page.getByTestId('withdrawal-detail')).toContainText('Approved')

  // So does the email's link, in a phone browser that is signed out: sign in, then the record.
  await expect
    .poll(async () => (await latestMessage(request, DemoParent.email))?.subject)
    .toBe('Withdrawal approved')
  const link = linkIn((await latestMessage(request, DemoParent.email))!, `/withdrawals/${id}`)
  const signedOut = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const phone = await signedOut.newPage()
  await phone.goto(link)
  await new LoginPage(phone).signIn(DemoParent.email, DemoParent.password)
  await expect(phone).toHaveURL(new RegExp(`/withdrawals/${id}\\?fkSchool=\\d+$`))
  await expect(phone.getByTestId('withdrawal-detail')).toContainText('Approved')
  await signedOut.close()
})
