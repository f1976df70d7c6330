/** Access bits of a role template for a module category; a user's level is the highest across roles. */
export const Access = { read: 1, write: 2, approve: 4 } as const
export type AccessType = keyof typeof Access

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
