import type { ModuleCategoryCode } from '@preschool/domain'
import { anyStaff, open, parent, type Rule, signedIn, staff } from './rules'
import type { TargetKind } from './targets'

/**
 * One entry per action the API performs: what it is checked against (`on`: a target kind, or null for the
 * caller's own data) and the rules that may each satisfy it. Resolvers name an action from here through `guard`,
 * which resolves the target from the arguments and checks it before the body runs; nothing else decides access.
 */
export interface Action<
  On extends TargetKind | null = TargetKind | null,
  R extends readonly Rule[] = readonly Rule[],
> {
  on: On
  rules: R
}

const action = <On extends TargetKind | null, const R extends readonly Rule[]>(
  on: On,
  ...rules: R
): Action<On, R> => ({
  on,
  rules,
})

export const actions = {
  system: {
    health: action(null, open),
  },
  identity: {
    /** Sign-in, registration, password reset and one-time codes: before any session exists. */
    signIn: action(null, open),
    /** The caller's own account and session. */
    self: action(null, signedIn),
  },
  tenancy: {
    /** A school's public face: its name, theme, settings and option lists, shown before sign-in. */
    publicConfig: action(null, open),
  },
  navigation: {
    menu: action('school', signedIn),
  },
  notifications: {
    own: action(null, signedIn),
  },
  files: {
    /** A file of the caller's school by key; the key itself is the capability. */
    url: action(null, signedIn),
  },
  geocoding: {
    lookup: action(null, open),
  },
  levels: {
    public: action(null, open),
    read: action('school', staff('level_management', 'read')),
    write: action('school', staff('level_management', 'write')),
  },
  centres: {
    read: action('school', staff('centre_management', 'read')),
    /** A centre (or, with no centre id, a new one of the school). */
    write: action('centre', staff('centre_management', 'write')),
    /** What a centre offers: screens of several modules show it, so any staff who reaches the centre. */
    offer: action('centre', anyStaff),
    /** The caller's own reach for a module: the answer itself carries the check. */
    accessible: action(null, anyStaff),
  },
  holidays: {
    /** A year's holidays: staff with holiday read all of them, parents those of their children's centres. */
    read: action('school', parent, staff('holiday_management', 'read')),
    write: action('school', staff('holiday_management', 'write')),
    edit: action('holiday', staff('holiday_management', 'write')),
  },
  schoolConfig: {
    read: action('school', staff('school_config', 'read')),
    write: action('school', staff('school_config', 'write')),
  },
  staff: {
    read: action('school', staff('user_management', 'read')),
    write: action('school', staff('user_management', 'write')),
    /** Directory look-ups while adding staff. */
    directory: action(null, staff('user_management', 'write')),
  },
  roles: {
    read: action('school', staff('user_management', 'read')),
    write: action('school', staff('user_management', 'write')),
  },
  /** A signed-in parent's own account page: profile, email, password and consents (always the caller's own). */
  account: { self: action(null, parent) },
  enquiries: {
    /** The public enquiry form: level suggestion, centre searches, duplicate checks and the submit. */
    form: action(null, open),
    /** A parent's own family (their children). */
    family: action(null, parent),
    /** Enquiry lists: a parent's family's, staff's of the centres they reach. */
    list: action(null, parent, staff('enquiry_management', 'read')),
    read: action('enquiry', parent, staff('enquiry_management', 'read')),
    cancel: action('enquiry', parent, staff('enquiry_management', 'write')),
  },
  visits: {
    read: action('centre', staff('visit_management', 'read')),
    write: action('centre', staff('visit_management', 'write')),
    cancelAvailability: action('availability', staff('visit_management', 'write')),
    approve: action('visit', staff('visit_management', 'approve')),
    /** Skipping the centre visit or trial step of an enquiry. */
    skip: action('enquiry', staff('visit_management', 'approve')),
    /** Free days and slots, and booking them, for the parent's enquiry. */
    book: action('enquiry', parent),
    /** The parent's own visit: move, cancel, calendar file. */
    manage: action('visit', parent),
    ofChild: action('child', parent, staff('visit_management', 'read')),
    trialInvoice: action('enquiry', parent, staff('visit_management', 'read')),
    /** A centre's vacancy for a level: enquiry, waitlist and visit screens all ask it. */
    vacancy: action('centre', anyStaff),
  },
  buses: {
    /** Bus and driver lists: staff see those of the centres they reach. */
    read: action('school', staff('bus_management', 'read')),
    /** The children a centre's bus may take. */
    children: action('centre', staff('bus_management', 'read')),
    /** A bus or driver saved at a centre (and, on update, the bus or driver itself: both must be in reach). */
    write: action('centre', staff('bus_management', 'write')),
    remove: action('bus', staff('bus_management', 'write')),
    editDriver: action('busDriver', staff('bus_management', 'write')),
  },
  fees: {
    /** Fee tiers, groups and drafts: staff see those of the centres they reach. */
    read: action('school', staff('fee_management', 'read')),
    /** A new fee tier or fee change request at a centre. */
    write: action('centre', staff('fee_management', 'write')),
    /** A draft's items, its submission and its cancellation. */
    editDraft: action('feeDraft', staff('fee_management', 'write')),
    /** Approving or rejecting a pending request, and seeing whom it affects first. */
    approve: action('feeDraft', staff('fee_management', 'approve')),
  },
  /** HQ reads the audit trail and the background jobs that failed. */
  auditLog: { read: action('school', staff('audit_log', 'read')) },
} as const satisfies Record<string, Record<string, Action>>

type Catalogue = typeof actions
/** 'levels.read', 'visits.approve', ...: every action's key, for `me.can`, the web's routes and the menu. */
export type ActionKey = {
  [A in keyof Catalogue]: `${A & string}.${keyof Catalogue[A] & string}`
}[keyof Catalogue]

/** Every action with its key, in catalogue order. */
export const catalogueEntries: readonly (readonly [ActionKey, Action])[] = Object.entries(actions).flatMap(
  ([area, verbs]) =>
    Object.entries(verbs as Record<string, Action>).map(
      ([verb, a]) => [`${area}.${verb}` as ActionKey, a] as const,
    ),
)

const keys = new Map<Action, ActionKey>(catalogueEntries.map(([key, a]) => [a, key]))
/** The key of a catalogue action (for refusals, the audit trail and the access matrix). */
export const actionKey = (a: Action): ActionKey => keys.get(a)!

/** The module a staff action needs (the menu stores it beside each entry); null for actions of no module. */
export function moduleOf(key: ActionKey): ModuleCategoryCode | null {
  const entry = catalogueEntries.find(([k]) => k === key)
  const rule = entry?.[1].rules.find((r) => r.kind === 'staff')
  return rule?.kind === 'staff' ? rule.module : null
}
