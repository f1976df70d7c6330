import { expect, test } from '@playwright/test'
import { LoginPage } from '../pages/login-page'
import { NotificationsPanel } from '../pages/notifications-panel'
import { ChildTransferTab } from '../pages/transfers-page'
import { DEMO_SCHOOL, DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { gql, sessionToken } from '../support/graphql-api'
import { linkIn, waitForMessage } from '../support/mailbox'

// The transfer demo family (seed: content/transfers.ts), whose child's request to move to Punggol waits for the
// current centre. No other test signs in as this family.
const FAMILY = { email: 'transfer@littlesteps.demo', password: 'Parent123', child: 'Ryan Koh' }
// A fixed transfer day well after any day the test runs on: the server takes only coming 1sts and 15ths, and the
// child's seat and class change only from that day, so today's registers and class lists stay as they are.
const EFFECTIVE = '2031-01-01'
const SHOWN = '01/01/2031'
const DESTINATION = 'Little Steps @ Punggol'

test('a parent asks on a phone, both centres approve, the enquiry registers and the child joins a class there', async ({
  page,
  browser,
  request,
}) => {
  // Three people's sign-ins and five steps: above the suite's limit on a loaded machine.
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 360, height: 800 })
  await signInAsParent(page, FAMILY.email, FAMILY.password)
  await page.getByTestId('child-profile-link').click()
  await page.getByTestId('child-tab-transfers').click()
  await expect(page.getByTestId('child-name')).toHaveText(FAMILY.child)
  const tab = new ChildTransferTab(page)

  // The seeded request: the parent takes it back.
  const seeded = tab.cards.first()
  await expect(seeded).toContainText('Waiting for the current centre')
  await seeded.getByTestId('transfer-cancel').click()
  await tab.dialog.getByTestId('transfer-decision-remark').fill('We will ask for another day')
  await tab.dialog.getByTestId('transfer-decision-confirm').click()
  await expect(seeded).toContainText('Cancelled')

  // A new request: the destination's place for the month and the subsidy notice show before it is sent.
  await tab.ask.click()
  await expect(tab.subsidy).toContainText('the subsidy will be reassessed')
  await tab.destination.selectOption({ label: DESTINATION })
  await tab.effectiveDate.fill(EFFECTIVE)
  await expect(tab.vacancy).toHaveText('Place at the destination: Available')
  await tab.reason.selectOption({ index: 1 })
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await tab.send.click()
  await expect(tab.sent).toBeVisible()
  const card = tab.cards.filter({ hasText: SHOWN })
  await expect(card).toContainText('Waiting for the current centre')
  await expect(card).toContainText(DESTINATION)
  const id = await tab.transferId(card)
  const childUrl = page.url()

  // The current centre's principal approves, then head office for the destination (another person).
  for (const [email, step] of [
    [DemoStaff.principal, 'transfer-approveSource'],
    [DemoStaff.hq, 'transfer-approveDestination'],
  ] as const) {
    const staff = await browser.newPage()
    await signInAsStaff(staff, email, { redirect: `/transfers/${id}` })
    await staff.getByTestId(step).click()
    await staff.getByTestId('transfer-decision-confirm').click()
    await expect(staff.getByTestId(step)).toHaveCount(0)
    if (step === 'transfer-approveDestination') {
      // The transfer enquiry is registered at the destination, holding the place.
      await expect(staff.getByTestId(`transfer-status-${id}`)).toHaveText('Approved')
      await expect(staff.getByTestId('transfer-enquiry')).toHaveText(/^#\d+$/)
      await expect(staff.getByTestId('transfer-vacancy')).toHaveText('Available')
      // Punggol gets a class of the child's level, then the destination completes the move (the effective-date
      // job's step, taken by hand).
      const token = await sessionToken(staff)
      const transfer = await gql<{
        getTransferDraft: { item: { child: { ID: number } }; destinationCentre: { ID: number } }
      }>(
        request,
        'query T($id: Int!) { getTransferDraft(IDTransfer: $id) { item { child { ID } } destinationCentre { ID } } }',
        { id },
        token,
      )
      const child = await gql<{ childByID: { currentLevel: { level: { ID: number } } } }>(
        request,
        'query C($s: Int!, $c: Int!) { childByID(IDSchool: $s, IDChild: $c) { currentLevel { level { ID } } } }',
        { s: DEMO_SCHOOL, c: transfer.getTransferDraft.item.child.ID },
        token,
      )
      await gql(
        request,
        'mutation K($s: Int!, $d: ClassInput!) { createNewClass(IDSchool: $s, classData: $d) { ID } }',
        {
          s: DEMO_SCHOOL,
          d: {
            label: `Transfer Dolphins ${id}`,
            fkCentre: transfer.getTransferDraft.destinationCentre.ID,
            fkLevel: child.childByID.currentLevel.level.ID,
            teachers: [],
          },
        },
        token,
      )
      await staff.getByTestId('transfer-complete').click()
      await staff.getByTestId('transfer-decision-confirm').click()
      await expect(staff.getByTestId(`transfer-status-${id}`)).toHaveText('Completed')
    }
    await staff.close()
  }

  // The parent sees it completed, and the child in the Punggol class from the effective day.
  await page.goto(childUrl)
  await expect(tab.cards.filter({ hasText: SHOWN })).toContainText('Completed')
  await page.getByTestId('child-tab-classes').click()
  const history = page.getByTestId('child-history')
  await expect(history.getByRole('row').filter({ hasText: `Transfer Dolphins ${id}` })).toContainText(
    EFFECTIVE,
  )
  await expect(history.getByRole('row').filter({ hasText: DESTINATION })).toContainText(EFFECTIVE)

  // The bell's notice of the completed move opens the transfer's record.
  const bell = new NotificationsPanel(page)
  await bell.open()
  const notice = bell.item('Transfer completed').first()
  await expect(notice).toContainText('the subsidy will be reassessed')
  await notice.getByRole('button').click()
  await expect(page).toHaveURL(new RegExp(`/transfers/${id}$`))
  await expect(page.getByTestId(`transfer-status-${id}`)).toHaveText('Completed')

  // So does its email's link, in a phone browser that is signed out: sign in, then the record.
  const mail = await waitForMessage(request, FAMILY.email)
  expect(mail.subject).toContain('Transfer completed')
  const link = linkIn(mail, `/transfers/${id}`)
  const signedOut = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const phone = await signedOut.newPage()
  await phone.goto(link)
  await new LoginPage(phone).signIn(FAMILY.email, FAMILY.password)
  await expect(phone).toHaveURL(new RegExp(`/transfers/${id}\\?fkSchool=${DEMO_SCHOOL}$`))
  await expect(phone.getByTestId(`transfer-status-${id}`)).toHaveText('Completed')
  await signedOut.close()
})
