/** The spec's routes: /settings/usermanagement, with /createrole, /editrole/{id}, /createuser and /edituser/{id}. */
const list = '/settings/usermanagement'

/** The page's tabs, kept in the URL (?tab=roles) so a reload or a shared link opens the same one. */
export const UserTab = { staff: 'staff', roles: 'roles' } as const
export type UserTab = (typeof UserTab)[keyof typeof UserTab]

export const tabOf = (value: string | null): UserTab =>
  value === UserTab.roles ? UserTab.roles : UserTab.staff

export const userPaths = {
  list,
  tab: (tab: UserTab) => (tab === UserTab.staff ? list : `${list}?tab=${tab}`),
  createUser: `${list}/createuser`,
  editUser: (id: number | string) => `${list}/edituser/${id}`,
  createRole: `${list}/createrole`,
  editRole: (id: number | string) => `${list}/editrole/${id}`,
} as const
