/**
 * The spec's routes, nested under their list like the settings screens: /classmanagement with /createclass,
 * /details/{id} and /edit/{id}; the children lists at /childrenlist and /enrolledchildren (the same screens), and
 * the child profile at /details/child/{id}/{tab?} (staff and parents).
 */
const classes = '/classmanagement'

export const classPaths = {
  list: classes,
  create: `${classes}/createclass`,
  detail: (id: number | string) => `${classes}/details/${id}`,
  edit: (id: number | string) => `${classes}/edit/${id}`,
  /** The spec's top-level forms of the same screens: they lead to the nested ones. */
  topLevelCreate: '/createclass',
  topLevelDetail: (id: number | string) => `/details/${id}`,
} as const

export const childPaths = {
  list: '/childrenlist',
  enrolled: '/enrolledchildren',
  assign: '/childrenlist/assignchildren',
  enrolledAssign: '/enrolledchildren/assignchildren',
  promote: '/childrenlist/promotechild',
  enrolledPromote: '/enrolledchildren/promotechild',
  profile: (id: number | string, tab?: string) => `/details/child/${id}${tab ? `/${tab}` : ''}`,
  enrolledProfile: (id: number | string, tab?: string) =>
    `/enrolledchildren/details/${id}${tab ? `/${tab}` : ''}`,
} as const

export const CHILD_TABS = [
  'particulars',
  'guardians',
  'classes',
  'activity',
  'contacts',
  'bankaccounts',
  'attendance',
  'health',
  'pickups',
  'leave',
  'withdrawals',
  'transfers',
  'invoices',
  'statement',
] as const
/** The family's contacts are the parent's to keep; staff see the guardians tab. */
export const STAFF_CHILD_TABS = CHILD_TABS.filter((tab) => tab !== 'contacts')
export type ChildTab = (typeof CHILD_TABS)[number]
