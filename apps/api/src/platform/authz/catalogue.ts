import type { AccessType, ModuleCategoryCode } from '@preschool/domain'

/**
 * Every action the API performs, with the rule that guards it. Resolvers name an action from here and
 * nothing else decides access. Kinds:
 * - public: anyone, signed in or not (the caller's school comes from the arguments);
 * - signedIn: any signed-in user, acting within their own school and data;
 * - parent: a signed-in user whose first role is not a staff role;
 * - staff: a staff user whose roles grant `access` on `module`; the grant carries the centres in reach.
 */
export type Action =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'parent' }
  | { kind: 'anyStaff' }
  | { kind: 'staff'; module: ModuleCategoryCode; access: AccessType }

const staff = (module: ModuleCategoryCode, access: AccessType) => ({ kind: 'staff', module, access }) as const

export const actions = {
  public: { kind: 'public' },
  signedIn: { kind: 'signedIn' },
  parent: { kind: 'parent' },
  anyStaff: { kind: 'anyStaff' },
  levels: {
    read: staff('level_management', 'read'),
    write: staff('level_management', 'write'),
  },
  centres: {
    read: staff('centre_management', 'read'),
    write: staff('centre_management', 'write'),
  },
  holidays: {
    read: staff('holiday_management', 'read'),
    write: staff('holiday_management', 'write'),
  },
  schoolConfig: {
    read: staff('school_config', 'read'),
    write: staff('school_config', 'write'),
  },
  staff: {
    read: staff('user_management', 'read'),
    write: staff('user_management', 'write'),
  },
  roles: {
    read: staff('user_management', 'read'),
    write: staff('user_management', 'write'),
  },
  visits: {
    read: staff('visit_management', 'read'),
    write: staff('visit_management', 'write'),
    approve: staff('visit_management', 'approve'),
  },
  /** A signed-in parent's own account page: profile, email, password and consents (always the caller's own). */
  account: { self: { kind: 'parent' } },
  enquiries: {
    /** The public enquiry form: level suggestion, centre searches, duplicate checks and the submit. */
    form: { kind: 'public' },
    /** A parent's own family (their children). */
    family: { kind: 'parent' },
    /** Parents on their own family's enquiries; staff need enquiries.read or .write, checked per centre. */
    track: { kind: 'signedIn' },
    read: staff('enquiry_management', 'read'),
    write: staff('enquiry_management', 'write'),
  },
} as const satisfies Record<string, Action | Record<string, Action>>
