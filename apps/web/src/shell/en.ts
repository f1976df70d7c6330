import { COPYRIGHT_YEAR, Messages } from '@preschool/domain'

/** Text of the shell: header, menu, notifications, error and status pages. */
export const shellEn = {
  notifications: 'Notifications',
  noNotifications: 'You have no notifications',
  faq: 'FAQ',
  logout: 'Log out',
  menu: 'Menu',
  copyright: `© ${COPYRIGHT_YEAR} Preschool Platform. All rights reserved.`,
  scrollTop: 'Back to top',
  noAccess: Messages.noAccess,
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist or has moved.',
  goHome: 'Go to the dashboard',
  goToLogin: 'Go to log in',
  noAccessBody: 'If you need this page, ask your administrator for access.',
  chunkErrorTitle: 'This page could not be loaded',
  chunkErrorBody:
    'A part of the app took too long to load or has been updated. Check your connection, then reload the page.',
  reload: 'Reload the page',
  tryAgain: 'Try again',
  defaultSchoolName: 'Preschool',
  homeLink: '{{school}} home',
  userMenu: 'Account menu for {{name}}',
  account: 'Account',
  toggleMenu: 'Show or hide the menu',
  faqLink: 'FAQ (opens in a new tab)',
  unreadCount: '{{count}} new',
  notificationsUnread: 'Notifications, {{count}} unread',
  skipToContent: 'Skip to content',
  login: 'Log in',
  languageMenu: 'Language: {{language}}. Choose another',
} as const
