import { anyStaff, hq, open, parent, staff } from './rules'
import { BroadcastMsg } from '@preschool/domain'
import { type Action, action, byAnother, refusedWith } from './catalogue-action'

/** The actions of the operating day and its money: attendance, withdrawals, finance, events and broadcasts. */
export const operatingDayActions = {
  /**
   * The day at a centre (issue 28): staff with attendance_management at the centre (class scope: their classes
   * only) keep the register and the health checks; a child's own parents read their child's days.
   */
  attendance: {
    /** A class's register for a day. */
    register: action('class', staff('attendance_management', 'read')),
    /** A centre's summary per class and day over a date range. */
    summary: action('centre', staff('attendance_management', 'read')),
    /** A child's attendance, health checks, health information and late pickups. */
    ofChild: action('child', parent, staff('attendance_management', 'read')),
    /** Marking the register (and the health check at arrival) for children of a class. */
    write: action('class', staff('attendance_management', 'write')),
    /** A child's standing health information, and recording an injury of the child. */
    health: action('child', staff('attendance_management', 'write')),
    /** A centre's staff register of a day and its live child-to-staff ratio per class. */
    staffRegister: action('centre', staff('attendance_management', 'read')),
    /** Marking a member of staff of the centre in, out, absent or on leave. */
    staffWrite: action('centre', staff('attendance_management', 'write')),
    /** The live stream of register changes: narrowed to the caller's centres (and classes) event by event. */
    live: action(null, staff('attendance_management', 'read')),
    /**
     * The subsidy guard: a centre's children with no attendance in a month, for the principal (attendance) and
     * finance before the invoice run (decision 0052).
     */
    subsidyGuard: action(
      'centre',
      staff('attendance_management', 'read'),
      staff('finance_management', 'read'),
    ),
    /** Acknowledging an injury: the child's own parents, in the app. */
    acknowledgeInjury: action('injury', parent),
    /**
     * Drafting the notice of a symptom cluster to its class's parents: a broadcast, so broadcast write where the
     * class is (decision 0070); the principal publishes it on the broadcast screens.
     */
    clusterNotice: action('symptomCluster', staff('broadcast_management', 'write')),
    /**
     * The school's notifiable symptoms (decision 0076): read by those who keep the register or the school's
     * settings; changed, like every school setting, by head office with school_config write.
     */
    symptoms: action('school', staff('attendance_management', 'read'), staff('school_config', 'read')),
    configureSymptoms: action('school', hq('school_config', 'write')),
  },
  /**
   * The centre kiosk and authorised pickups (issue 28): a child's parents keep the persons who may collect it, staff
   * of its centre too; staff with attendance write open a kiosk at their centre; a parent shows a pass at it. The
   * kiosk's own operations carry no session: the kiosk's token and the pass shown are checked in the service.
   */
  kiosk: {
    pickups: action('child', parent, staff('attendance_management', 'read')),
    writePickups: action('child', parent, staff('attendance_management', 'write')),
    open: action('centre', staff('attendance_management', 'write')),
    pass: action(null, parent),
    use: action(null, open),
  },
  /**
   * Leave (issue 28, decision 0061): parents request leave for their child, staff for themselves; staff with
   * attendance approve at the request's centre decide it, never the one who made it.
   */
  leave: {
    /** The school's leave types: parents and staff choose from them. */
    types: action('school', parent, anyStaff),
    /** Adding or changing a leave type: head office's. */
    writeTypes: action('school', hq('attendance_management', 'write')),
    /** A child's leave: its parents ask for it (or centre staff with attendance write, for them). */
    requestForChild: action('child', parent, staff('attendance_management', 'write')),
    /** A child's leave requests: its parents, or staff of its centre. */
    ofChild: action('child', parent, staff('attendance_management', 'read')),
    /** A member of staff's own leave: asked for and read by themselves. */
    own: action(null, anyStaff),
    /** A centre's leave over a range of days (the calendar's leave tab). */
    centre: action('centre', staff('attendance_management', 'read')),
    /** Approving or rejecting a pending request: never by its maker. */
    decide: byAnother(action('leaveRequest', staff('attendance_management', 'approve'))),
    /** Withdrawing a request before it starts: the child's parents, or centre staff with attendance write. */
    cancel: action('leaveRequest', parent, staff('attendance_management', 'write')),
  },
  /**
   * Withdrawals (issue 26): the child's parent gives notice and follows it; centre staff decide first, head office
   * second, each never on a notice they submitted themselves (and head office not after deciding as the centre).
   */
  withdrawals: {
    /** The lists: staff those of the centres they reach, a parent their own children's. */
    read: action('school', parent, staff('withdrawal_management', 'read')),
    /** One request: its family, or staff of its centre. */
    view: action('withdrawal', parent, staff('withdrawal_management', 'read')),
    /** The refund estimate of a child, before giving notice. */
    estimate: action('child', parent, staff('withdrawal_management', 'read')),
    /** Giving notice: the parent, or staff for the parent. */
    submit: action('child', parent, staff('withdrawal_management', 'write')),
    /** Cancelling a notice still waiting for approval. */
    cancelRequest: action('withdrawal', parent, staff('withdrawal_management', 'write')),
    verifyDocuments: action('withdrawal', staff('withdrawal_management', 'write')),
    approveCentre: byAnother(action('withdrawal', staff('withdrawal_management', 'approve'))),
    approveHQ: byAnother(action('withdrawal', hq('withdrawal_management', 'approve'))),
    /** Cancelling an approved withdrawal before its last day puts the seat and the deposit back. */
    cancel: action('withdrawal', staff('withdrawal_management', 'approve')),
    /** The children whose withdrawal form waits for a signature, over the centres the staff member reaches. */
    pendingSignatures: action(null, staff('withdrawal_management', 'read')),
    /** Sending a withdrawal form's link again, or taking the centre's turn to sign it. */
    sendFormLink: action('withdrawal', staff('withdrawal_management', 'write')),
  },
  /**
   * Transfers (issue 26): the parent (or staff for them) asks to move the child to another centre; the source
   * centre's staff decide first, the destination centre's second (each a target of its own, so staff of one centre
   * never take the other's step), never on a request they made; the parent may cancel until it completes.
   */
  transfers: {
    /** The lists: staff those of the centres they reach (either end), a parent their own children's. */
    read: action('school', parent, staff('withdrawal_management', 'read')),
    /** One request: its family, or staff of either centre. */
    view: action('transfer', parent, staff('withdrawal_management', 'read')),
    /** Asking for a transfer: the parent, or staff of the child's centre for the parent. */
    submit: action('child', parent, staff('withdrawal_management', 'write')),
    approveSource: byAnother(action('transferSource', staff('withdrawal_management', 'approve'))),
    approveDestination: byAnother(action('transferDestination', staff('withdrawal_management', 'approve'))),
    /** cancelTransferRequestByUser: the child's parent, until it completes. */
    cancel: action('transfer', parent),
    /** Moving the child on the effective date: the destination centre, which now holds the seat. */
    complete: action('transferDestination', staff('withdrawal_management', 'approve')),
  },
  /**
   * Monthly finance (issue 25): the invoice run is made by one person with finance write and issued by another with
   * finance approve (maker-approver); a whole-school run is head office's, a centre's run its staff's.
   */
  finance: {
    runs: action('school', staff('finance_management', 'read')),
    run: action('invoiceRun', staff('finance_management', 'read')),
    startSchoolRun: action('school', hq('finance_management', 'write')),
    startCentreRun: action('centre', staff('finance_management', 'write')),
    discardRun: action('invoiceRun', staff('finance_management', 'write')),
    issueRun: byAnother(action('invoiceRun', staff('finance_management', 'approve'))),
    /** The school's invoices (findAllInvoice): staff see those of the centres they reach. */
    invoices: action('school', staff('finance_management', 'read')),
    /** A child's invoices and balance: the child's parents, or finance staff at its centre. */
    childInvoices: action('child', parent, staff('finance_management', 'read')),
    /** One invoice's detail page: its family, or finance staff at its centre. */
    invoice: action('invoice', parent, staff('finance_management', 'read')),
    receiptTypes: action(null, staff('finance_management', 'read')),
    /** Recording a cheque, transfer or cash payment against invoices (each must be in reach). */
    recordPayment: action('invoice', staff('finance_management', 'write')),
    /** A credit note lowers what a family owes: an approval, like confirming a payment. */
    creditNote: action('invoice', staff('finance_management', 'approve')),
    /** searchFinance: the school's documents, filtered to the centres in reach. */
    search: action('school', staff('finance_management', 'read')),
    /** An ad hoc invoice bills a family outside the run: an approval, like a credit note. */
    offlineInvoice: action('centre', staff('finance_management', 'approve')),
  },
  /**
   * Events (decision 0046): staff reach an event when they reach every centre it invites (a school-wide one is
   * head office's); a teacher (write) drafts and submits, an approver publishes, never the submitter.
   */
  events: {
    /** The category lists: rows filtered to the events in the caller's reach. */
    read: action('school', staff('event_management', 'read')),
    /** One event, its RSVP lists, counts and export. */
    view: action('event', staff('event_management', 'read')),
    /** A draft (new or saved again) for the named centres and classes, and its submission. */
    write: action('event', staff('event_management', 'write')),
    /** The classes an event may invite, for the form: those of the centres in the caller's reach. */
    classes: action('school', staff('event_management', 'read')),
    /** A draft inviting the whole school: head office's. */
    writeSchoolWide: action('event', hq('event_management', 'write')),
    /** Publishing a submitted event: never by its submitter. */
    publish: byAnother(action('event', staff('event_management', 'approve'))),
    /** Changing or cancelling a published event. */
    manage: action('event', staff('event_management', 'approve')),
    /** Making a published event school-wide: head office's approvers. */
    manageSchoolWide: action('event', hq('event_management', 'approve')),
    /** Taking a child or a guest off an event's RSVP list. */
    removeRsvp: action('event', staff('event_management', 'write')),
    /** A parent's list of their children's events. */
    family: action(null, parent),
    /** A parent's RSVP for their own child, the event's calendar file and its album. */
    rsvp: action('child', parent),
    /** Uploading photos to an event's album, and taking them out (decision 0059). */
    photos: action('event', staff('event_management', 'write')),
    /** Publishing or unpublishing an album's photos to families: reviewed by an approver. */
    publishPhotos: action('event', staff('event_management', 'approve')),
    /** A parent's photo consent for their own child. */
    photoConsent: action('child', parent),
  },
  /**
   * Broadcasts (decision 0045): staff with broadcast write send to the centres, classes and children they
   * reach (the whole school: head office); staff with read see them and their read receipts; a parent reads only
   * the broadcasts they receive, and marks only their own as read.
   */
  broadcasts: {
    /** The staff list (rows of the centres in reach) or the parent's inbox (rows they receive). */
    list: action('school', parent, staff('broadcast_management', 'read')),
    /** Writing a new broadcast: the scope search and photo and attachment upload targets. */
    compose: action('school', staff('broadcast_management', 'write')),
    write: action('broadcast', staff('broadcast_management', 'write')),
    /** A broadcast to the whole school (a school scope): head office's. */
    writeSchoolWide: refusedWith(
      action('school', hq('broadcast_management', 'write')),
      BroadcastMsg.schoolScopeHQ,
    ),
    /** Who read a broadcast, per class and child, and the families still to call. */
    receipts: action('broadcast', staff('broadcast_management', 'read')),
    markRead: action('broadcast', parent),
  },
} as const satisfies Record<string, Record<string, Action>>
