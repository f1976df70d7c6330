import { expect, type Locator, type Page } from '@playwright/test'
import { BasePage } from './base-page'

/** User management (/settings/usermanagement): the Staff and Roles tabs, their lists and confirmations. */
export class UserManagementPage extends BasePage {
  protected override readonly path = '/settings/usermanagement'
  readonly heading: Locator
  readonly staffTab: Locator
  readonly rolesTab: Locator
  readonly notice: Locator
  readonly addStaffButton: Locator
  readonly addRoleButton: Locator
  readonly search: Locator
  readonly staffRows: Locator
  readonly roleRows: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1, name: 'User management' })
    this.staffTab = this.byTestId('users-tab-staff')
    this.rolesTab = this.byTestId('users-tab-roles')
    this.notice = this.byTestId('users-notice')
    this.addStaffButton = this.byTestId('staff-add')
    this.addRoleButton = this.byTestId('role-add')
    this.search = this.byTestId('staff-search')
    this.staffRows = page.locator('[data-testid^="staff-row-"]')
    this.roleRows = page.locator('[data-testid^="role-row-"]')
  }

  /** Opens a tab of the page and waits for its list. */
  async open(tab: 'staff' | 'roles' = 'staff'): Promise<void> {
    await this.goto(tab === 'roles' ? `${this.path}?tab=roles` : this.path)
    await expect(tab === 'roles' ? this.roleRows.first() : this.staffRows.first()).toBeVisible()
  }

  /** The staff row showing this text (a name, email or staff ID). */
  staffRow(text: string): Locator {
    return this.staffRows.filter({ hasText: text })
  }

  /** The role row with this exact label. */
  roleRow(label: string): Locator {
    return this.roleRows.filter({ has: this.page.getByText(label, { exact: true }) })
  }

  async searchStaff(text: string): Promise<void> {
    await this.search.fill(text)
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`))
  }
}

/** The staff form (/createuser, /edituser/:id) with its directory look-up and multi-selects. */
export class StaffFormPage extends BasePage {
  readonly directorySearch: Locator
  readonly email: Locator
  readonly firstname: Locator
  readonly lastname: Locator
  readonly staffId: Locator
  readonly countryCode: Locator
  readonly phone: Locator
  readonly centres: Locator
  readonly roles: Locator
  readonly save: Locator
  readonly formError: Locator

  constructor(page: Page) {
    super(page)
    this.directorySearch = this.byTestId('staff-directory-search')
    this.email = this.byTestId('staff-email')
    this.firstname = this.byTestId('staff-firstname')
    this.lastname = this.byTestId('staff-lastname')
    this.staffId = this.byTestId('staff-id')
    this.countryCode = this.byTestId('staff-phone-country-code')
    this.phone = this.byTestId('staff-phone')
    this.centres = this.byTestId('staff-centres')
    this.roles = this.byTestId('staff-roles')
    this.save = this.byTestId('staff-save')
    this.formError = this.byTestId('staff-form-error')
  }

  /** Looks the person up in the directory by email or name and takes the result with this address. */
  async pickFromDirectory(query: string, email: string = query): Promise<void> {
    await this.directorySearch.fill(query)
    await this.byTestId(`staff-directory-option-${email}`).click()
  }

  /** Adds an option of a multi-select (centres or roles) by its label. */
  private async choose(select: Locator, label: string): Promise<void> {
    await select.click()
    await this.page.getByRole('option', { name: label, exact: true }).click()
    await this.page.keyboard.press('Escape')
  }

  chooseCentre = (label: string) => this.choose(this.centres, label)
  chooseRole = (label: string) => this.choose(this.roles, label)
}

export type AccessType = 'read' | 'write' | 'approve'

/** The role form (/createrole, /editrole/:id): a name and the access matrix. */
export class RoleFormPage extends BasePage {
  readonly label: Locator
  readonly save: Locator
  readonly formError: Locator

  constructor(page: Page) {
    super(page)
    this.label = this.byTestId('role-label')
    this.save = this.byTestId('role-save')
    this.formError = this.byTestId('role-form-error')
  }

  /** The checkbox of one module (by its code, such as level_management) and access type. */
  access(module: string, type: AccessType): Locator {
    return this.byTestId(`access-${module}-${type}`)
  }

  /** Names the role and ticks the given access per module. */
  async fill(label: string, access: Record<string, AccessType[]>): Promise<void> {
    await this.label.fill(label)
    for (const [module, types] of Object.entries(access)) {
      for (const type of types) await this.access(module, type).check()
    }
  }
}
