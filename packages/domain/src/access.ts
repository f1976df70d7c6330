/**
 * Access bits of a role template for a module category. A user's access to a module is the union (bitwise OR) of
 * their roles' bits, with read implied by write or approve (decision 0012: the spec's "highest wins" would turn
 * read+write (3) and read+approve (5) into 5 and lose write).
 */
export const Access = { read: 1, write: 2, approve: 4 } as const
export type AccessType = keyof typeof Access

/** The bits of several roles on one module, combined: their union, plus read when write or approve is held. */
export function combineAccess(levels: readonly number[]): number {
  const union = levels.reduce((all, level) => all | level, 0)
  return union & (Access.write | Access.approve) ? union | Access.read : union
}

export function hasAccess(level: number, type: AccessType): boolean {
  return (level & Access[type]) !== 0
}

/**
 * Module categories: the unit a role grants access to. The spec names enrollment_planning,
 * centre_management and class_management; the rest follow the same style, one per back-office area.
 */
export const ModuleCategory = {
  centre_management: 'Centre Management',
  level_management: 'Level Management',
  holiday_management: 'Holiday Management',
  user_management: 'User and Role Management',
  school_config: 'School Configuration',
  enquiry_management: 'Enquiry and Admissions',
  waitlist_management: 'Waitlist Management',
  visit_management: 'Visits and Calendar',
  enrollment_planning: 'Vacancy and Capacity Planning',
  fee_management: 'Fee Management',
  class_management: 'Class Management',
  attendance_management: 'Attendance and Health',
  bus_management: 'Bus Management',
  broadcast_management: 'Broadcasts',
  event_management: 'Events',
  finance_management: 'Finance',
  withdrawal_management: 'Withdrawals and Transfers',
  audit_log: 'Audit Log',
} as const
export type ModuleCategoryCode = keyof typeof ModuleCategory
export const moduleCategoryCodes = Object.keys(ModuleCategory) as ModuleCategoryCode[]
