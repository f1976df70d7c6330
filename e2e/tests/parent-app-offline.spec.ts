import { expect, type Page, test } from '@playwright/test'
import { Shell } from '../pages/shell'
import { DemoParent, signInAsParent } from '../support/auth'

test.use({ viewport: { width: 390, height: 844 } })

/** Waits until the parent app's service worker controls the page (it claims the pages open when it activates). */
async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
}

const keptAnswers = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has('preschool-offline-data'))
      ? (await (await caches.open('preschool-offline-data')).keys()).length
      : 0,
  )

test('a parent installs the app, reads the home and an invoice offline, signs out and leaves nothing behind', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await signInAsParent(page, DemoParent.email, DemoParent.password, { fresh: true })

  // Installable: the manifest the page links to names the app, its start page and its icons.
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = await (await page.request.get(manifestUrl!)).json()
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/dashboard' })
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  )

  await waitForWorker(page)
  // What the parent reads while online is kept: the home (children and their day at the centre) and the invoices.
  await page.reload()
  const childClass = page.locator('[data-testid^="child-class-"]').first()
  await expect(childClass).not.toBeEmpty()
  const className = await childClass.innerText()
  await expect(page.getByText(DemoParent.childName).first()).toBeVisible()
  await page.getByTestId('child-profile-link').click()
  await page.getByTestId('child-tab-invoices').click()
  const invoices = page.getByTestId('child-invoices-cards')
  await expect(invoices.getByRole('link').first()).toBeVisible()
  const firstInvoice = await invoices.getByRole('link').first().innerText()
  const invoicesUrl = page.url()
  await expect(page.getByTestId('offline-notice')).toHaveCount(0)

  await context.setOffline(true)
  await page.goto('/dashboard')
  const notice = page.getByTestId('offline-notice')
  await expect(notice).toContainText('You are offline')
  await expect(notice).toContainText(/saved on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
  await expect(page.getByText(DemoParent.childName).first()).toBeVisible()
  await expect(childClass).toHaveText(className)
  await page.goto(invoicesUrl)
  await expect(page.getByTestId('offline-notice')).toBeVisible()
  await expect(page.getByTestId('child-invoices-cards').getByRole('link').first()).toHaveText(firstInvoice)

  // Signing out, even offline, forgets the kept answers: the next person on this phone finds nothing.
  const shell = new Shell(page)
  await shell.userMenu.click()
  await shell.logoutItem.click()
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
  expect(await keptAnswers(page)).toBe(0)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
  await expect(page.getByText(DemoParent.childName)).toHaveCount(0)

  // Back online the app asks for a sign-in; nothing of the last session shows.
  await context.setOffline(false)
  await page.goto('/dashboard')
  await expect(page.getByTestId('login-page')).toBeVisible()
  await expect(page.getByText(DemoParent.childName)).toHaveCount(0)
})
