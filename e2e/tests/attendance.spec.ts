import { expect, test } from '@playwright/test'
import { AttendancePage } from '../pages/attendance-page'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

/** Yesterday in Singapore: the demo register leaves it open, and a past day takes any time of day. */
const singaporeDay = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10)

test.use({ viewport: { width: 1024, height: 768 } })

test('a teacher at a tablet checks in her class with a fever flagged, then a late pickup bills its fee', async ({
  page,
}) => {
  const yesterday = singaporeDay(1)
  await signInAsStaff(page, DemoStaff.centreStaff)
  const register = new AttendancePage(page)
  await register.openDay(yesterday)
  await expect(register.register).toBeVisible()
  await expect(register.rows.first()).toBeVisible()
  const [feverish, ...others] = await register.childIds()
  await expect(register.status(feverish)).toHaveText('Not arrived')
  await expectNoSeriousA11yViolations(page)

  // A past day needs a remark; the whole class is checked in with one tap, one child at 38.2 °C.
  await register.time.fill('0810')
  await register.temperature(feverish).fill('38.2')
  await register.checkInAll.click()
  await expect(register.error).toContainText('Enter a remark for the change')
  await register.remarks.fill('Copied from the paper register')
  await register.checkInAll.click()
  await expect(register.status(feverish)).toHaveText('In centre since 08:10')
  for (const id of others) await expect(register.status(id)).toHaveText('In centre since 08:10')
  await expect(register.fever(feverish)).toBeVisible()
  await expect(register.row(feverish)).toContainText('38.2 °C')

  // Collected half an hour after the 19:00 closing: two 15-minute blocks of $10.
  await register.time.fill('1930')
  await register.pickedBy(feverish).fill('Grandma Lim')
  await register.checkOut(feverish).click()
  await expect(register.status(feverish)).toHaveText('Checked out at 19:30')
  await expectNoSeriousA11yViolations(page)

  await page.goto(`/details/child/${feverish}/attendance`)
  if (yesterday.slice(0, 7) !== singaporeDay(0).slice(0, 7))
    await page.getByTestId('child-attendance-prev').click()
  await expect(page.getByTestId(`child-attendance-day-${yesterday}`)).toContainText('38.2 °C')
  await expect(page.getByTestId('child-late-pickups-totals')).toHaveText('1 late pickups, $20.00 in fees')
  await expect(page.getByTestId('child-late-pickups')).toContainText('Grandma Lim')
  await expect(page.getByTestId('child-late-pickups')).toContainText('Next invoice')
  await expectNoSeriousA11yViolations(page)
})
