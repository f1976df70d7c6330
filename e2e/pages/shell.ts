import { expect, type Locator, type Page } from '@playwright/test'
import { BasePage } from './base-page'

/** The signed-in layout: header (menu toggle, bell, user menu with Log out), side menu, status screens. */
export class Shell extends BasePage {
  readonly menuToggle: Locator
  readonly sideMenu: Locator
  readonly bell: Locator
  readonly userMenu: Locator
  readonly logoutItem: Locator
  readonly faqLink: Locator
  readonly notFound: Locator
  readonly noAccess: Locator

  constructor(page: Page) {
    super(page)
    this.menuToggle = this.byTestId('menu-toggle')
    this.sideMenu = this.byTestId('side-menu')
    this.bell = this.byTestId('notification-bell')
    this.userMenu = this.byTestId('user-menu')
    this.logoutItem = this.byTestId('logout')
    this.faqLink = this.byTestId('faq-link')
    this.notFound = this.byTestId('not-found')
    this.noAccess = this.byTestId('no-access')
  }

  /** Resolves once the signed-in layout has rendered for a loaded user (the user menu needs `me`). */
  async waitUntilSignedIn(): Promise<void> {
    await expect(this.userMenu).toBeVisible()
  }

  /** A side-menu entry by its path (menu-item-settings-levelmanagement) or label for groups without a path. */
  menuItem(pathOrLabel: string): Locator {
    const slug = pathOrLabel
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    return this.sideMenu.getByTestId(`menu-item-${slug}`)
  }

  /**
   * Every entry of the side menu as 'Label' or 'Group > Label', expanding every group first: on phones the
   * menu is a drawer the caller must have opened.
   */
  async menuEntries(): Promise<string[]> {
    await expect(this.sideMenu).toBeVisible()
    for (;;) {
      // Only groups a user can see: a hidden one (the drawer's other copy while it re-renders) cannot be clicked.
      const closed = this.sideMenu.locator('[aria-expanded="false"]:not([aria-disabled="true"]):visible')
      if ((await closed.count()) === 0) break
      await closed.first().click()
    }
    // Let the opened groups finish sliding open, so a caller's next click meets a menu that stays put.
    await expect(this.sideMenu.locator('.MuiCollapse-root:not(.MuiCollapse-entered)')).toHaveCount(0)
    return this.sideMenu.locator('[data-testid^="menu-item-"]').evaluateAll((nodes) =>
      nodes.map((node) => {
        const label = node.textContent?.trim() ?? ''
        // The group an entry sits in is the button just before the Collapse that holds the entry.
        const group = node.closest('.MuiCollapse-root')?.previousElementSibling?.textContent?.trim()
        return group ? `${group} > ${label}` : label
      }),
    )
  }

  async logout(): Promise<void> {
    await this.userMenu.click()
    await this.logoutItem.click()
  }
}
