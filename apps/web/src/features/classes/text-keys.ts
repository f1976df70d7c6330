import type { TextKey } from '../../i18n/text-key'
import type { ChildTab } from './paths'

/** The name of each tab of a child's profile. */
export const childTabText = {
  particulars: 'classes.tab_particulars',
  guardians: 'classes.tab_guardians',
  classes: 'classes.tab_classes',
  activity: 'classes.tab_activity',
  contacts: 'classes.tab_contacts',
  bankaccounts: 'classes.tab_bankaccounts',
  attendance: 'attendance.childAttendance',
  health: 'attendance.childHealth',
  pickups: 'pickups.tab',
  leave: 'leave.tab',
  withdrawals: 'classes.tab_withdrawals',
  transfers: 'transfers.title',
  invoices: 'finance.childTab.tab',
  statement: 'finance.childTab.statement',
} as const satisfies Record<ChildTab, TextKey>

/**
 * What each entry of a child's activity records. The server may send an action this build does not know yet: it
 * is then shown as sent (the action's code), so the map is looked up, not indexed.
 */
export const activityActionText: Readonly<Record<string, TextKey | undefined>> = {
  note: 'classes.activity_note',
  class_assigned: 'classes.activity_class_assigned',
  class_moved: 'classes.activity_class_moved',
  level_changed: 'classes.activity_level_changed',
  graduated: 'classes.activity_graduated',
  particulars_changed: 'classes.activity_particulars_changed',
} satisfies Record<string, TextKey>
