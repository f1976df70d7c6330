import { expect, test } from '@playwright/test'
import { BroadcastsPage, ParentInboxPage } from '../pages/broadcasts-page'
import { Shell } from '../pages/shell'
import { DemoParent, DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

const PHONE = { width: 360, height: 780 }

test('a principal publishes to a class needing acknowledgement; a parent reads it on a phone; the principal sees who read it, the others are reminded and listed for a call', async ({
  page,
  browser,
}) => {
  // Three people's screens and the reminder's round: a longer limit than one flow's.
  test.setTimeout(240_000)
  const subject = `Picnic on Friday ${Date.now()}`
  await signInAsStaff(page, DemoStaff.principal)
  const shell = new Shell(page)
  await shell.menuItem('/broadcast').click()
  const broadcasts = new BroadcastsPage(page)
  await broadcasts.addButton.click()
  await broadcasts.subject.fill(subject)
  await broadcasts.body.fill('We go to the park on Friday.\n\nPlease pack a hat & a water bottle.')
  // The toolbar: a bold word, a bulleted list and a link, typed after the text.
  await broadcasts.body.press('End')
  await broadcasts.body.press('Enter')
  await page.getByTestId('rich-bold').click()
  await page.keyboard.type('Sun cream')
  await page.getByTestId('rich-bold').click()
  await page.keyboard.press('Enter')
  await page.getByTestId('rich-bulleted').click()
  await page.keyboard.type('Towel')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await page.getByTestId('rich-link').click()
  await page.getByTestId('rich-link-address').fill('javascript:alert(1)')
  await page.getByTestId('rich-link-add').click()
  await expect(page.getByText('A link starts with https://, http://, mailto: or tel:')).toBeVisible()
  await page.getByTestId('rich-link-address').fill('https://example.org/picnic')
  await page.getByTestId('rich-link-add').click()
  await broadcasts.addScope('Sunflower', 'class')
  await expect(page.locator('[data-testid^="broadcast-scope-class-"]')).toContainText('N1 Sunflower')
  await broadcasts.needsAck.check()
  await expectNoSeriousA11yViolations(page)
  await broadcasts.publish.click()
  await expect(broadcasts.notice).toContainText(`Broadcast "${subject}" published`)
  await expect(broadcasts.row(subject)).toBeVisible()

  // The parent, on a phone, finds it first in the inbox, unread, and opens it: it is marked read.
  const phone = await browser.newContext({ viewport: PHONE })
  const parentPage = await phone.newPage()
  await signInAsParent(parentPage, DemoParent.email, DemoParent.password)
  const inbox = new ParentInboxPage(parentPage)
  await expect(inbox.item(subject)).toBeVisible()
  await expect(inbox.item(subject)).toContainText('New')
  await inbox.item(subject).click()
  await expect(inbox.opened.getByTestId('broadcast-description')).toContainText(
    'Please pack a hat & a water bottle.',
  )
  const description = inbox.opened.getByTestId('broadcast-description')
  await expect(description.locator('b, strong')).toHaveText('Sun cream')
  await expect(description.locator('ul li')).toHaveText('Towel')
  await expect(description.locator('a')).toHaveAttribute('href', 'https://example.org/picnic')
  await expect(inbox.opened.getByText('Nur Aisyah Rahman · Principal')).toBeVisible()
  await expectNoSeriousA11yViolations(parentPage)
  await inbox.inbox.getByTestId('inbox-close').click()
  await expect(inbox.item(subject)).not.toContainText('New')
  expect(
    await parentPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0)
  await phone.close()

  // The principal opens it: one family of the class has read it, the others have not.
  await page.reload()
  await broadcasts.rowOf(subject).getByRole('link', { name: 'Open' }).click()
  await expect(broadcasts.receiptsSummary).toHaveText('1 of 3 families have read it')
  const rows = broadcasts.recipientRows()
  await expect(rows).toHaveCount(3)
  await expect(rows.filter({ hasText: 'Not read' })).toHaveCount(2)
  await expect(rows.filter({ hasText: DemoParent.childName })).not.toContainText('Not read')
  await expectNoSeriousA11yViolations(page)

  // The school's delay passes: the job queue's development hook runs the waiting reminder now, not on a clock.
  const run = await page.request.post('/dev/jobs/broadcast-reminder/run')
  expect(run.ok()).toBe(true)
  // The reminder reaches the two families who have not read it, and not the one who has.
  const mailbox = await page.context().newPage()
  await mailbox.goto('/dev/mailbox')
  const reminders = mailbox.locator('tr').filter({ hasText: `Reminder: ${subject}` })
  await expect(reminders).toHaveCount(2)
  await expect(reminders.filter({ hasText: DemoParent.email })).toHaveCount(0)
  await mailbox.close()
  // The principal is told to call the families still unread, listed first by themselves.
  await page.reload()
  await expect(page.getByTestId('broadcast-to-call')).toContainText('call these families')
  await expect(page.getByTestId('broadcast-unread-only')).toBeChecked()
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Not read' })).toHaveCount(2)
})
