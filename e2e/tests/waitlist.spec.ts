import { type Browser, expect, type Page, test } from '@playwright/test'
import {
  WaitlistEnquiryPage,
  WaitlistPage,
  WaitlistPositionCard,
  WaitlistTagsPage,
} from '../pages/waitlist-page'
import { DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

/** The seeded waiting family that signs in (apps/api/src/db/seed/content/waitlist.ts). */
const WAITING = { email: 'waitlist@littlesteps.demo', password: 'Parent123', child: 'Jun Hao Goh' }
const SHOTS = 'test-results/waitlist'
const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 900 }

async function pageAt(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL })
  return context.newPage()
}

test.describe('the waitlist: staff order, tag and offer; the family sees its place, then the offer', () => {
  test.describe.configure({ mode: 'serial' })

  test('the family sees its honest place in the queue and when a place can be expected', async ({
    browser,
  }) => {
    const page = await pageAt(browser, PHONE)
    await signInAsParent(page, WAITING.email, WAITING.password)
    const card = new WaitlistPositionCard(page)
    await expect(card.position).toContainText(/^5 of \d+ families/)
    await expect(card.expected).toContainText('A place can be expected around')
    // The first school shows tag names to families; this family has none, and weights are never shown.
    await expect(card.reasons).toContainText('4 families stand before yours in this queue')
    await page.screenshot({ path: `${SHOTS}/parent-position.png`, fullPage: true })
    await expectNoSeriousA11yViolations(page)
    await page.context().close()
  })

  test('centre staff see the queue ordered by tags, tag the family and offer a place', async ({
    browser,
  }) => {
    const page = await pageAt(browser, DESKTOP)
    await signInAsStaff(page, DemoStaff.hq)
    const list = new WaitlistPage(page)
    await list.open()
    const order = await list.childrenInOrder()
    // The tagged families first (Sibling enrolled 50, Staff child 30), then by month and enquiry date.
    expect(order.slice(0, 2)).toEqual(['Rohan Nair', 'Chloe Wong'])
    await expect(list.rowOf(WAITING.child)).toContainText('Tag weight 0')
    await page.screenshot({ path: `${SHOTS}/staff-list.png`, fullPage: true })
    await expectNoSeriousA11yViolations(page)

    const found = await list.search('Jun Hao')
    await expect(found).toContainText(WAITING.child)
    const vacancies = await list.openVacancies('Little Steps @ Ang Mo Kio')
    await expect(vacancies).toContainText('Nursery 1')
    await page.screenshot({ path: `${SHOTS}/staff-vacancies.png`, fullPage: true })
    await expectNoSeriousA11yViolations(page)
    await list.byTestId('waitlist-tab-queue').click()

    await list.openEnquiryOf(WAITING.child)
    const enquiry = new WaitlistEnquiryPage(page)
    await expect(enquiry.position).toHaveText('5')
    await enquiry.addTag('Staff child (30)')
    await expect(enquiry.tags).toContainText('Staff child (30)')
    // Staff child weighs 30: the family now stands after the sibling and ahead of the untagged families.
    await expect(enquiry.position).toHaveText('2')
    await enquiry.offerPlace()
    await expect(enquiry.status).toHaveText('Pre-Registration')
    await expect(enquiry.offer).toContainText('register by')
    await page.screenshot({ path: `${SHOTS}/staff-offer.png`, fullPage: true })
    await expectNoSeriousA11yViolations(page)
    await enquiry.addNote('Mother will register this week')
    await expect(enquiry.notes).toContainText('Mother will register this week')
    await expect(enquiry.notes).toContainText('offered')
    await page.context().close()
  })

  test('the family sees the offer and its due date', async ({ browser }) => {
    const page = await pageAt(browser, PHONE)
    await signInAsParent(page, WAITING.email, WAITING.password)
    const card = new WaitlistPositionCard(page)
    await expect(card.offer).toContainText('A place is offered to Jun Hao')
    await expect(card.offer).toContainText('Please start the registration by')
    await page.screenshot({ path: `${SHOTS}/parent-offer.png`, fullPage: true })
    await expectNoSeriousA11yViolations(page)
    await page.context().close()
  })

  test('head office adds a tag and weighs it', async ({ browser }) => {
    const page = await pageAt(browser, DESKTOP)
    await signInAsStaff(page, DemoStaff.hq)
    const tags = new WaitlistTagsPage(page)
    await tags.open()
    await tags.create('Twins')
    await tags.setWeight('Twins', 15)
    await expect(page.getByTestId('tags-table')).toContainText('Twins')
    await page.screenshot({ path: `${SHOTS}/staff-tags.png`, fullPage: true })
    await expectNoSeriousA11yViolations(page)
    await page.context().close()
  })
})
