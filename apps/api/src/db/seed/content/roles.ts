import { Access, type ModuleCategoryCode, moduleCategoryCodes } from '@preschool/domain'

export type DemoRoleName = 'hq_admin' | 'principal' | 'centre_staff' | 'teacher' | 'parent'

/** A role of every school with its access per module category (bit mask; modules left out get no template). */
export interface DemoRole {
  name: DemoRoleName
  label: string
  isStaff: boolean
  isRemovable: boolean
  access: Partial<Record<ModuleCategoryCode, number>>
}

const R = Access.read
const RW = Access.read | Access.write
const ALL = Access.read | Access.write | Access.approve

const grant = (codes: readonly ModuleCategoryCode[], level: number) =>
  Object.fromEntries(codes.map((code) => [code, level])) as Partial<Record<ModuleCategoryCode, number>>

export const demoRoles: readonly DemoRole[] = [
  {
    name: 'hq_admin',
    label: 'HQ Administrator',
    isStaff: true,
    isRemovable: false,
    access: grant(moduleCategoryCodes, ALL),
  },
  {
    name: 'principal',
    label: 'Principal',
    isStaff: true,
    isRemovable: false,
    access: {
      ...grant(['waitlist_management', 'class_management', 'bus_management', 'broadcast_management'], RW),
      // The principal publishes the events their teachers submit (maker-approver, modules/events).
      event_management: ALL,
      // The principal signs off withdrawals, capacity changes, fee changes, visits and trials of the centres they
      // lead, and verifies registration documents (approve on enquiry_management, decision 0024).
      ...grant(
        [
          'withdrawal_management',
          'enrollment_planning',
          'visit_management',
          'enquiry_management',
          'fee_management',
          // GIRO applications of the centre: the principal records the bank's answer (modules/giro).
          'finance_management',
          // The register, and the leave of the centre's children and staff (approve: modules/leave).
          'attendance_management',
        ],
        ALL,
      ),
      ...grant(['level_management', 'centre_management'], R),
    },
  },
  {
    name: 'centre_staff',
    label: 'Centre Staff',
    isStaff: true,
    isRemovable: true,
    access: {
      ...grant(['waitlist_management', 'bus_management', 'broadcast_management'], R),
      // Centre staff draft and submit events for their centre; the principal publishes them.
      ...grant(['attendance_management', 'class_management', 'event_management'], RW),
      // Centre staff approve or reject the visits and trial classes of their centre and verify its registration
      // documents (spec 002 section 1; approve on enquiry_management, decision 0024).
      visit_management: ALL,
      enquiry_management: ALL,
      // Read-only settings, so centre staff land on a screen of their own rather than the no-access page.
      ...grant(['level_management', 'centre_management'], R),
    },
  },
  {
    name: 'teacher',
    label: 'Teacher',
    isStaff: true,
    isRemovable: true,
    access: { attendance_management: RW, class_management: R, event_management: RW },
  },
  { name: 'parent', label: 'Parent', isStaff: false, isRemovable: false, access: {} },
]
