import type { MenuItem } from '../layout/documents'
import type { Me } from '../session/documents'

const role = (isStaff: boolean) => ({
  ID: 1,
  fkRole: 1,
  role: {
    ID: 1,
    name: isStaff ? 'principal' : 'parent',
    label: isStaff ? 'Principal' : 'Parent',
    isStaff,
    roleTemplates: [],
  },
})

/** A signed-in user as `me` answers; a parent unless told otherwise. */
export function buildMe(overrides: Partial<Me> & { staff?: boolean } = {}): Me {
  const { staff = false, ...rest } = overrides
  return {
    ID: 7,
    fkSchool: 3,
    firstname: 'Mei',
    lastname: 'Tan',
    email: 'mei@example.com',
    birthdate: null,
    gender: null,
    homePhone: null,
    mobilePhone: null,
    mobilePhoneCountryCode: null,
    isHQStaff: false,
    hasCentreScopeAccess: false,
    hasClassScopeAccess: false,
    isStaff: staff,
    can: [],
    preferredLanguage: null,
    userRoleRelations: [role(staff)],
    userAccessControls: [],
    parent: null,
    childRelations: [],
    ...rest,
  }
}

export const meReply = (me: Me) => ({ data: { me } })

export const menuItem = (item: Partial<MenuItem> & Pick<MenuItem, 'ID' | 'label'>): MenuItem => ({
  icon: null,
  path: null,
  active: true,
  fkNavigation: null,
  ...item,
})

/** The head of a school's menu: Dashboard, Settings, and Level Management under Settings. */
export const menuHead = (): MenuItem[] => [
  menuItem({ ID: 1, label: 'Dashboard', path: '/overview', icon: 'Dashboard' }),
  menuItem({ ID: 2, label: 'Settings', path: '/settings', icon: 'Settings' }),
  menuItem({
    ID: 3,
    label: 'Level Management',
    path: '/settings/levelmanagement',
    fkNavigation: 2,
    icon: 'Stairs',
  }),
]

export const emptyTheme = { data: { findAllSchoolConfig: { totalCount: 0, data: [] }, findSchool: null } }
