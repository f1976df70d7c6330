import { type ModuleCategoryCode, StaffMsg } from '@preschool/domain'
import { anyStaff, hq, open, parent, signedIn, staff } from './rules'
import { type Action, action, byAnother, refusedWith } from './catalogue-action'
import { operatingDayActions } from './catalogue-operating-day'

export type { Action } from './catalogue-action'

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
    /** A parent's own devices receiving their bell as Web Push. */
    push: action(null, parent),
  },
  files: {
    /** A file of the caller's school by key; the key itself is the capability. */
    url: action(null, signedIn),
  },
  geocoding: {
    lookup: action(null, open),
  },
  publicPages: {
    /** The public pages' figures (waiting times, fees, the school's texts): aggregate and published only. */
    read: action(null, open),
    /** The pages' content as HQ edits it, published or not: head office's alone, like the school's settings. */
    draft: action('school', hq('school_config', 'read')),
    write: action('school', hq('school_config', 'write')),
  },
  levels: {
    public: action(null, open),
    read: action('school', staff('level_management', 'read')),
    /** The school's levels: school-wide, head office's alone. */
    write: action('school', hq('level_management', 'write')),
  },
  centres: {
    read: action('school', staff('centre_management', 'read')),
    /** A centre in reach: its details, address and offer. */
    write: action('centre', staff('centre_management', 'write')),
    /** A new centre, or removing one: head office's. */
    create: action('school', hq('centre_management', 'write')),
    remove: action('centre', hq('centre_management', 'write')),
    /** What a centre offers: screens of several modules show it, so any staff who reaches the centre. */
    offer: action('centre', anyStaff),
    /** The caller's own reach for a module: the answer itself carries the check. */
    accessible: action(null, anyStaff),
  },
  holidays: {
    /** A year's holidays: staff with holiday read all of them, parents those of their children's centres. */
    read: action('school', parent, staff('holiday_management', 'read')),
    /** A new holiday closing centres: the rules must hold at each centre it closes (the targets). */
    write: action('school', staff('holiday_management', 'write')),
    /** A holiday: staff who reach every centre it closes, before and after the change. */
    edit: action('holiday', staff('holiday_management', 'write')),
    /** A public holiday closes every centre: creating one, or making a holiday public, is head office's. */
    public: action('school', hq('holiday_management', 'write')),
  },
  schoolConfig: {
    read: action('school', staff('school_config', 'read')),
    /** The school's settings, option codes and branding: head office's alone. */
    write: action('school', hq('school_config', 'write')),
  },
  staff: {
    read: action('school', staff('user_management', 'read')),
    write: action('school', staff('user_management', 'write')),
    /**
     * Changing a member of staff: one holding head office access reaches every centre, so only head office changes
     * them (the `staffMember` target); the service keeps other members to the editor's centres.
     */
    change: action('staffMember', staff('user_management', 'write')),
    /** Giving head office access (which reaches every centre), or keeping it on a change: head office's alone. */
    headOffice: refusedWith(action('school', hq('user_management', 'write')), StaffMsg.hqOnly),
    /** Directory look-ups while adding staff. */
    directory: action(null, staff('user_management', 'write')),
  },
  roles: {
    read: action('school', staff('user_management', 'read')),
    /** Roles are the school's: head office's alone. */
    write: action('school', hq('user_management', 'write')),
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
  registration: {
    /** A family's registration: its own parent, or staff with enquiry read at the enquiry's centre. */
    read: action('enquiry', parent, staff('enquiry_management', 'read')),
    /** Filling in the form is the family's own declaration: staff read it, they do not write it (decision 0023). */
    fill: action('enquiry', parent),
    /** The applicant's parent record and home address: the family, or staff with enquiry write at the centre. */
    applicant: action('enquiry', parent, staff('enquiry_management', 'write')),
  },
  classes: {
    /** Class lists: rows filtered to the caller's centres and, with class scope, their classes. */
    read: action('school', staff('class_management', 'read')),
    /** A new class at a centre, teacher look-ups and the centre's promotion run. */
    create: action('centre', staff('class_management', 'write')),
    edit: action('class', staff('class_management', 'write')),
    photo: action('school', staff('class_management', 'write')),
  },
  children: {
    /** Children lists and the year-end promotion: rows filtered to the caller's reach. */
    list: action('school', staff('class_management', 'read')),
    promote: action('school', staff('class_management', 'write')),
    /** A child's profile and guardians: the child's parent, or staff who reach the child. */
    read: action('child', parent, staff('class_management', 'read')),
    /** A child's particulars, photo and (with each child and class a target) the year-end promotion run. */
    write: action('child', staff('class_management', 'write')),
    /** The family's own contacts from the child's profile: the parent's address, the child's emergency contact. */
    contacts: action('child', parent),
  },
  planning: {
    /** A centre's capacity and vacancies per level and month. */
    read: action('centre', staff('enrollment_planning', 'read')),
    /** The capacity change requests of the centres the caller reaches. */
    drafts: action('school', staff('enrollment_planning', 'read')),
    submit: action('centre', staff('enrollment_planning', 'write')),
    /** Recalling a pending request: anyone who may submit one at its centre (decision 0018). */
    recall: action('capacityDraft', staff('enrollment_planning', 'write')),
    /** Approving or rejecting a request; never by its requester (maker is not approver). */
    decide: byAnother(action('capacityDraft', staff('enrollment_planning', 'approve'))),
  },
  waitlist: {
    /** The waitlist of the centres the caller reaches, its filters, vacancy tab and search. */
    list: action(null, staff('waitlist_management', 'read')),
    /** One enquiry as a waitlist item: details, tags, state history, notes. */
    read: action('enquiry', staff('waitlist_management', 'read')),
    /** Tagging, notes, details, offering a place or declining one. */
    write: action('enquiry', staff('waitlist_management', 'write')),
    /** The school's tags (weights included: staff only). */
    tags: action(null, staff('waitlist_management', 'read')),
    /** A new tag of the caller's school. */
    newTag: action(null, staff('waitlist_management', 'write')),
    /** A tag's weight. */
    editTag: action('tag', staff('waitlist_management', 'write')),
    /** A centre's places beside its queue (the vacancy tab). */
    vacancy: action('centre', staff('waitlist_management', 'read')),
    /** The parent's own waitlist positions. */
    position: action(null, parent),
  },
  /**
   * The school's enquiry state machine: read with enquiry management, changed only by head office's approvers (it is
   * every centre's workflow; a centre's approver verifies documents, not the school's workflow).
   */
  stateMap: {
    states: action(null, staff('enquiry_management', 'read')),
    read: action('school', staff('enquiry_management', 'read')),
    write: action('school', hq('enquiry_management', 'approve')),
  },
  /** Admissions and pre-enrolment: the enquiries of the centres the staff member reaches. */
  admissions: {
    list: action('school', staff('enquiry_management', 'read')),
    search: action(null, staff('enquiry_management', 'read')),
    read: action('enquiry', staff('enquiry_management', 'read')),
  },
  /** The blacklist: requests by staff with enquiry management write, decided by another with approve. */
  blacklist: {
    read: action('school', staff('enquiry_management', 'read')),
    request: action('centre', staff('enquiry_management', 'write')),
    requestRemoval: action('blacklistEntry', staff('enquiry_management', 'write')),
    cancel: action('blacklistDraft', staff('enquiry_management', 'write')),
    decide: byAnother(action('blacklistDraft', staff('enquiry_management', 'approve'))),
    child: action('child', staff('enquiry_management', 'read')),
  },
  /**
   * Registration documents (decision 0024): a parent's own family's, staff's of the centres they reach with
   * enquiry_management: read to see them, write to upload or remove for the family, approve to verify.
   */
  documents: {
    read: action('enquiry', parent, staff('enquiry_management', 'read')),
    upload: action('enquiry', parent, staff('enquiry_management', 'write')),
    /** One stored document: reading its file, removing it. */
    file: action('document', parent, staff('enquiry_management', 'read')),
    remove: action('document', parent, staff('enquiry_management', 'write')),
    staffRemove: action('document', staff('enquiry_management', 'write')),
    /** Staff submit the family's documents for verification (submitForEndorsement). */
    endorse: action('enquiry', staff('enquiry_management', 'write')),
    verify: action('document', staff('enquiry_management', 'approve')),
    /** Marking a required type of an enquiry not required. */
    waive: action('enquiry', staff('enquiry_management', 'approve')),
    /** The queue of documents waiting for verification, over the centres in reach. */
    queue: action(null, staff('enquiry_management', 'read')),
    /** The school's document types, as staff pick them. */
    types: action('school', staff('enquiry_management', 'read')),
    /** A child's profile documents, uploaded by staff. */
    childFiles: action('child', staff('enquiry_management', 'write')),
    /** HQ configures the school's document types (settings). */
    configRead: action('school', staff('school_config', 'read')),
    configure: action('school', hq('school_config', 'write')),
  },
  /** E-signed consent forms: created and followed by the family or staff; signed through a link (public). */
  /**
   * Card payment of an invoice: the child's own parents only (staff record payments in the ledger); finance settles
   * the orders taken twice.
   */
  payments: {
    access: action('enquiry', parent),
    /** Whether a monthly or ad hoc invoice can be paid by card from its page. */
    invoiceAccess: action('invoice', parent),
    pay: action('invoice', parent),
    confirm: action('paymentSession', parent),
    /** Card orders paid for an invoice already paid (UNAPPLIED), waiting for finance: the centres in reach. */
    unapplied: action('school', staff('finance_management', 'read')),
    /** Refunding such an order, or applying it to another open invoice of the family: money moves, so approve. */
    resolveUnapplied: action('paymentSession', staff('finance_management', 'approve')),
  },
  esign: {
    read: action('enquiry', parent, staff('enquiry_management', 'read')),
    create: action('enquiry', parent, staff('enquiry_management', 'write')),
    /** The signing page: the single-use link's token is the capability. */
    sign: action(null, open),
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
    /** Seeing whom a pending request affects, before deciding it. */
    impact: action('feeDraft', staff('fee_management', 'approve')),
    /** Approving or rejecting a pending request: never by its requester. */
    approve: byAnother(action('feeDraft', staff('fee_management', 'approve'))),
  },
  /**
   * GIRO bank accounts (decision 0028): the child's parent applies online; finance staff type in paper forms and
   * record the bank's answer (approve), and read a child's accounts.
   */
  giro: {
    banks: action(null, signedIn),
    read: action('child', parent, staff('finance_management', 'read')),
    ofEnquiry: action('enquiry', parent, staff('finance_management', 'read')),
    apply: action('child', parent),
    add: action('child', staff('finance_management', 'write')),
    form: action('bankAccount', parent, staff('finance_management', 'read')),
    reasons: action(null, staff('finance_management', 'read')),
    decide: action('bankAccount', staff('finance_management', 'approve')),
    payRegistration: action('enquiry', parent),
    /** Paying an invoice of the family's child by GIRO (payGiroByInvoiceID). */
    payInvoice: action('invoice', parent),
  },
  /**
   * GIRO bank files and subsidy files (decision 0049-giro): school-wide, so head office's. Making a bank file is
   * finance write; applying a return or subsidy file moves money (receipts, credit notes): approve.
   */
  financeFiles: {
    read: action('school', hq('finance_management', 'read')),
    generate: action('school', hq('finance_management', 'write')),
    upload: action('school', hq('finance_management', 'approve')),
  } /** HQ reads the audit trail and the background jobs that failed. */,
  auditLog: { read: action('school', staff('audit_log', 'read')) },
  /**
   * Invoices, receipts and payments (decision 0026): a family reads its own, staff with enquiry read at the centre
   * read them; confirming money received offline is approve (a check against the bank statement, like verifying a
   * document), never the family's.
   */
  ledger: {
    /** An enquiry's registration, draft monthly and trial invoices, and its enrolment status. */
    read: action('enquiry', parent, staff('enquiry_management', 'read')),
    /** Receipts of one enquiry or many (a list filtered by reach). */
    receipts: action(null, parent, staff('enquiry_management', 'read')),
    /** An invoice's or receipt's PDF. */
    invoicePdf: action(
      'invoice',
      parent,
      staff('enquiry_management', 'read'),
      staff('finance_management', 'read'),
    ),
    receiptPdf: action(
      'receipt',
      parent,
      staff('enquiry_management', 'read'),
      staff('finance_management', 'read'),
    ),
    /** Staff confirm a PayNow, bank transfer, cash or cheque payment of the registration fee. */
    confirmPayment: action('enquiry', staff('enquiry_management', 'approve')),
    /** The school's billable (purchase) items. */
    purchaseItems: action('school', staff('enquiry_management', 'read'), staff('fee_management', 'read')),
  },
  ...operatingDayActions,
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
