import type { ActionKey } from '../../platform/authz/catalogue'

/** Who an entry is for: staff entries are further limited by module access. */
export type MenuAudience = 'staff' | 'parent' | 'all'

export interface NavigationItem {
  key: string
  label: string
  /** Null for an entry that only groups others. */
  path: string | null
  /** A Material icon name; the web maps it to the icon component. */
  icon: string
  parentKey: string | null
  /** One order across the whole flat list; gaps leave room for entries added later. */
  sortOrder: number
  audience: MenuAudience
  /**
   * Staff entries: the catalogue action (the same key as the screen's route) whose module shows the entry. Null
   * means always shown, except for an entry with children, which is shown only when one of its children is.
   */
  requires: ActionKey | null
}

/**
 * The side menu, in code: synced into every school's navigation table at start (see sync.ts). List only
 * screens that exist; a module adds its entry here when its screen ships.
 */
export const navigationCatalogue: readonly NavigationItem[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    path: '/overview',
    icon: 'Dashboard',
    parentKey: null,
    sortOrder: 100,
    audience: 'all',
    requires: null,
  },
  {
    key: 'calendar',
    label: 'Calendar',
    path: '/calendar',
    icon: 'CalendarMonth',
    parentKey: null,
    sortOrder: 500,
    audience: 'staff',
    requires: 'visits.read',
  },
  {
    key: 'classmanagement',
    label: 'Class Management',
    path: '/classmanagement',
    icon: 'Class',
    parentKey: null,
    sortOrder: 600,
    audience: 'staff',
    requires: 'classes.read',
  },
  {
    key: 'childrenlist',
    label: 'Children',
    path: '/childrenlist',
    icon: 'ChildCare',
    parentKey: null,
    sortOrder: 610,
    audience: 'staff',
    requires: 'children.list',
  },
  {
    key: 'enrollmentplanning',
    label: 'Vacancy Planning',
    path: '/enrollmentplanning',
    icon: 'Insights',
    parentKey: null,
    sortOrder: 580,
    audience: 'staff',
    requires: 'planning.read',
  },
  {
    key: 'waitlistmanagement',
    label: 'Waitlist Management',
    path: '/waitlistmanagement',
    icon: 'ListAlt',
    parentKey: null,
    sortOrder: 540,
    audience: 'staff',
    requires: 'waitlist.list',
  },
  {
    key: 'documentreview',
    label: 'Document Review',
    path: '/documentreview',
    icon: 'FactCheck',
    parentKey: null,
    sortOrder: 590,
    audience: 'staff',
    requires: 'documents.queue',
  },
  {
    key: 'busmanagement',
    label: 'Bus Management',
    path: '/busmanagement',
    icon: 'DirectionsBus',
    parentKey: null,
    sortOrder: 620,
    audience: 'staff',
    requires: 'buses.read',
  },
  {
    key: 'feemanagement',
    label: 'Fee Management',
    path: '/feemanagement',
    icon: 'Payments',
    parentKey: null,
    sortOrder: 630,
    audience: 'staff',
    requires: 'fees.read',
  },
  {
    key: 'withdrawals',
    label: 'Withdrawals',
    path: '/withdrawals',
    icon: 'ExitToApp',
    parentKey: null,
    sortOrder: 640,
    audience: 'staff',
    requires: 'withdrawals.read',
  },
  {
    key: 'settings',
    label: 'Settings',
    path: '/settings',
    icon: 'Settings',
    parentKey: null,
    sortOrder: 9000,
    audience: 'staff',
    requires: null,
  },
  {
    key: 'centremanagement',
    label: 'Centre Management',
    path: '/settings/centremanagement',
    icon: 'Business',
    parentKey: 'settings',
    sortOrder: 9100,
    audience: 'staff',
    requires: 'centres.read',
  },
  {
    key: 'levelmanagement',
    label: 'Level Management',
    path: '/settings/levelmanagement',
    icon: 'Stairs',
    parentKey: 'settings',
    sortOrder: 9200,
    audience: 'staff',
    requires: 'levels.read',
  },
  {
    key: 'usermanagement',
    label: 'User Management',
    path: '/settings/usermanagement',
    icon: 'ManageAccounts',
    parentKey: 'settings',
    sortOrder: 9300,
    audience: 'staff',
    requires: 'staff.read',
  },
  {
    key: 'holidaymanagement',
    label: 'Holiday Management',
    path: '/settings/holidaymanagement',
    icon: 'BeachAccess',
    parentKey: 'settings',
    sortOrder: 9400,
    audience: 'staff',
    requires: 'holidays.read',
  },
  {
    key: 'schoolconfig',
    label: 'School Configuration',
    path: '/settings/schoolconfig',
    icon: 'Palette',
    parentKey: 'settings',
    sortOrder: 9500,
    audience: 'staff',
    requires: 'schoolConfig.read',
  },
  {
    key: 'waitlisttags',
    label: 'Waitlist Tags',
    path: '/settings/waitlisttags',
    icon: 'LocalOffer',
    parentKey: 'settings',
    sortOrder: 9600,
    audience: 'staff',
    requires: 'waitlist.tags',
  },
  {
    key: 'documenttypes',
    label: 'Document Types',
    path: '/settings/documenttypes',
    icon: 'Description',
    parentKey: 'settings',
    sortOrder: 9650,
    audience: 'staff',
    requires: 'documents.configRead',
  },
  {
    key: 'auditlog',
    label: 'Audit Log',
    path: '/settings/auditlog',
    icon: 'FactCheck',
    parentKey: 'settings',
    sortOrder: 9900,
    audience: 'staff',
    requires: 'auditLog.read',
  },
  // admissions engineer: pre-enrolment, the blacklist and the enquiry state machine
  {
    key: 'preenrolment',
    label: 'Admissions',
    path: '/pre-enrolment',
    icon: 'HowToReg',
    parentKey: null,
    sortOrder: 560,
    audience: 'staff',
    requires: 'admissions.list',
  },
  {
    key: 'specialmanagement',
    label: 'Blacklist',
    path: '/specialmanagement',
    icon: 'PendingActions',
    parentKey: null,
    sortOrder: 595,
    audience: 'staff',
    requires: 'blacklist.read',
  },
  {
    key: 'registrationstateeditor',
    label: 'Enquiry State Machine',
    path: '/registrationstateeditor',
    icon: 'Tune',
    parentKey: 'settings',
    sortOrder: 9620,
    audience: 'staff',
    requires: 'stateMap.read',
  },
]
