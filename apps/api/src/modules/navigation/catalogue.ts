import type { ModuleCategoryCode } from '@preschool/domain'

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
   * Staff entries: the module whose read access shows the entry. Null means always shown, except for an entry
   * with children, which is shown only when one of its children is.
   */
  moduleCategoryCode: ModuleCategoryCode | null
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
    moduleCategoryCode: null,
  },
  {
    key: 'calendar',
    label: 'Calendar',
    path: '/calendar',
    icon: 'CalendarMonth',
    parentKey: null,
    sortOrder: 500,
    audience: 'staff',
    moduleCategoryCode: 'visit_management',
  },
  {
    key: 'settings',
    label: 'Settings',
    path: '/settings',
    icon: 'Settings',
    parentKey: null,
    sortOrder: 9000,
    audience: 'staff',
    moduleCategoryCode: null,
  },
  {
    key: 'centremanagement',
    label: 'Centre Management',
    path: '/settings/centremanagement',
    icon: 'Business',
    parentKey: 'settings',
    sortOrder: 9100,
    audience: 'staff',
    moduleCategoryCode: 'centre_management',
  },
  {
    key: 'levelmanagement',
    label: 'Level Management',
    path: '/settings/levelmanagement',
    icon: 'Stairs',
    parentKey: 'settings',
    sortOrder: 9200,
    audience: 'staff',
    moduleCategoryCode: 'level_management',
  },
  {
    key: 'usermanagement',
    label: 'User Management',
    path: '/settings/usermanagement',
    icon: 'ManageAccounts',
    parentKey: 'settings',
    sortOrder: 9300,
    audience: 'staff',
    moduleCategoryCode: 'user_management',
  },
  {
    key: 'holidaymanagement',
    label: 'Holiday Management',
    path: '/settings/holidaymanagement',
    icon: 'BeachAccess',
    parentKey: 'settings',
    sortOrder: 9400,
    audience: 'staff',
    moduleCategoryCode: 'holiday_management',
  },
  {
    key: 'schoolconfig',
    label: 'School Configuration',
    path: '/settings/schoolconfig',
    icon: 'Palette',
    parentKey: 'settings',
    sortOrder: 9500,
    audience: 'staff',
    moduleCategoryCode: 'school_config',
  },
  {
    key: 'auditlog',
    label: 'Audit Log',
    path: '/settings/auditlog',
    icon: 'FactCheck',
    parentKey: 'settings',
    sortOrder: 9900,
    audience: 'staff',
    moduleCategoryCode: 'audit_log',
  },
]
