import { expect, test } from '@playwright/test'
import { AttendancePage } from '../pages/attendance-page'
import { DemoStaff, signInAsStaff } from '../support/auth'

const TABLET = { width: 1024, height: 768 }
const childrenIn = (text: string | null) => Number(/^(\d+) children/.exec(text ?? '')?.[1])

test.use({ viewport: { width: 1280, height: 900 } })

test('the principal’s dashboard shows a check-in made on a teacher’s tablet, without a reload', async ({
  page,
  browser,
}) => {
  // The teacher's tablet: today's register of her first class.
  const tablet = await browser.newContext({ viewport: TABLET })
  const teacherPage = await tablet.newPage()
  await signInAsStaff(teacherPage, DemoStaff.centreStaff)
  const register = new AttendancePage(teacherPage)
  await register.goto()
  await expect(register.rows.first()).toBeVisible()
  // The centre and class chosen on the register (native selects: their values are the ids).
  const centreId = await teacherPage.getByTestId('attendance-centre').inputValue()
  const classId = await teacherPage.getByTestId('attendance-class').inputValue()
  const waiting = register.rows.filter({ hasText: 'Not arrived' }).first()
  await expect(waiting).toBeVisible()
  const childId = Number((await waiting.getAttribute('data-testid'))!.replace('attendance-row-', ''))

  // The principal's dashboard, open in another browser: the class's children in now.
  await signInAsStaff(page, DemoStaff.principal)
  await page.goto('/dashboard')
  // The stream is open (the server answers once it listens): nothing committed from now on is missed.
  await expect(page.getByTestId('attendance-today')).toHaveAttribute('data-live', 'on')
  const klass = page
    .getByTestId(`attendance-today-${centreId}`)
    .getByTestId(`attendance-today-class-${classId}`)
  const count = klass.getByTestId('children-in')
  await expect(count).toHaveText(/^\d+ children/)
  const before = childrenIn(await count.textContent())

  await register.checkIn(childId).click()
  await expect(register.status(childId)).toHaveText(/In centre since/)

  // The dashboard hears of it through its live stream: no reload, no polling.
  await expect(count).toHaveText(new RegExp(`^${before + 1} children`))
  await tablet.close()
})
