import { expect, test } from '@playwright/test'
import { BusDriverFormPage, BusFormPage, BusManagementPage } from '../pages/buses-page'
import { Shell } from '../pages/shell'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

test('the principal adds a driver, then a bus with that driver and two children of the centre', async ({
  page,
}) => {
  const lastname = `Tan ${Date.now()}`
  await signInAsStaff(page, DemoStaff.principal)
  const shell = new Shell(page)
  expect(await shell.menuEntries()).toContain('Bus Management')
  await shell.menuItem('/busmanagement').click()
  const list = new BusManagementPage(page)
  await expect(list.heading).toBeVisible()
  await expect(list.busRow('PC3318')).toContainText('Ah Kow Lim')
  await expectNoSeriousA11yViolations(page)

  // A driver of Tampines with a Singapore mobile; a landline is refused first.
  await list.driversTab.click()
  await list.addDriver.click()
  const driverForm = new BusDriverFormPage(page)
  await driverForm.centre.selectOption({ label: 'Little Steps @ Tampines' })
  await driverForm.firstname.fill('Boon Huat')
  await driverForm.lastname.fill(lastname)
  await driverForm.mobile.fill('6123 4567')
  await driverForm.save.click()
  await expect(page.getByText('Enter a Singapore mobile number: 8 digits starting with 8 or 9')).toBeVisible()
  await driverForm.mobile.fill('9876 5432')
  await expectNoSeriousA11yViolations(page)
  await driverForm.save.click()
  await expect(list.notice).toContainText(`Driver Boon Huat ${lastname} saved`)
  await expect(list.driverRow(lastname)).toContainText('+65 98765432')

  // A bus: the plate's checksum letter is checked, only Tampines' children on no bus are offered.
  await list.busesTab.click()
  await list.addBus.click()
  const busForm = new BusFormPage(page)
  await busForm.centre.selectOption({ label: 'Little Steps @ Tampines' })
  await busForm.plate.fill('SBS 3229 A')
  await busForm.save.click()
  await expect(busForm.plateMessage).toHaveText('Enter a Singapore plate number, such as SBS3229P')
  await busForm.plate.fill('sbs 3229 p')
  await busForm.driver.selectOption({ label: `Boon Huat ${lastname}` })
  await busForm.children.click()
  // Nathan and Megan ride the demo bus PC3318: they are not offered.
  await expect(page.getByRole('option', { name: 'Nathan Tay' })).toHaveCount(0)
  await page.getByRole('option', { name: 'Aryan Pillai' }).click()
  await busForm.chooseChild('Hannah Wong')
  await expectNoSeriousA11yViolations(page)
  await busForm.save.click()
  await expect(list.notice).toContainText('Bus SBS3229P saved')
  const row = list.busRow('SBS3229P')
  await expect(row).toContainText(`Boon Huat ${lastname}`)
  await expect(row).toContainText('2 children')

  // Editing keeps the bus's own children on offer; the bus is then deleted and its children are free again.
  await list.editBus('SBS3229P')
  await expect(busForm.plate).toHaveValue('SBS3229P')
  await expect(page.getByRole('button', { name: 'Aryan Pillai' })).toBeVisible()
  await page.getByTestId('bus-cancel').click()
  await list.removeBus('SBS3229P')
  await expect(list.notice).toContainText('Bus SBS3229P deleted')
  await expect(list.busRow('SBS3229P')).toHaveCount(0)
})

test('centre staff with read access see their centre’s buses but cannot change them', async ({ page }) => {
  await signInAsStaff(page, DemoStaff.centreStaff)
  const list = new BusManagementPage(page)
  await list.goto('/busmanagement')
  await expect(list.heading).toBeVisible()
  await expect(list.busRow('PC3318')).toBeVisible()
  // Punggol's bus is not theirs.
  await expect(list.busRow('PA4521')).toHaveCount(0)
  await expect(list.addBus).toHaveCount(0)
  await expect(page.locator('[data-testid^="bus-edit-"]')).toHaveCount(0)
})
