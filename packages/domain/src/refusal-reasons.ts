import { Messages } from './errors'
import { PaymentMsg } from './payments'
import { RegistrationFlowMsg } from './registration/steps'
import { AccountMsg } from './validation/account'
import { DocumentMsg } from './validation/documents'
import { EsignMsg } from './validation/esign'
import { EventMsg } from './validation/events'
import { KioskMsg } from './validation/kiosk'
import { LeaveMsg } from './validation/leave'
import { TransferMsg } from './validation/transfers'
import { VisitMsg } from './validation/visits'
import { WithdrawalMsg } from './validation/withdrawals'

/**
 * The refusals a parent (or a kiosk user) can meet, by a stable reason key (issue 27, decision 0083). The server
 * sends the key as `extensions.reason` beside the spec's English message below; the web shows the key's text in
 * the parent's language (its English bundle is this catalogue, so the two never drift apart). Staff-only refusals
 * and messages that carry data (a holiday's title) have no reason: they show as the server words them.
 */
export const RefusalTexts = {
  kiosk: {
    closed: KioskMsg.kioskClosed,
    passInvalid: KioskMsg.passInvalid,
    passExpired: KioskMsg.passExpired,
    passUsed: KioskMsg.passUsed,
    noChildHere: KioskMsg.noChildHere,
    chooseChildren: KioskMsg.chooseChildren,
    notAuthorised: KioskMsg.notAuthorised,
    tooManyPickups: KioskMsg.tooManyPickups,
    mobileTaken: KioskMsg.mobileTaken,
  },
  visits: {
    slotFull: VisitMsg.slotFull,
    slotPast: VisitMsg.slotPast,
    outsideAvailability: VisitMsg.outsideAvailability,
    noVacancy: VisitMsg.noVacancy,
    visitSkipped: VisitMsg.visitSkipped,
    trialSkipped: VisitMsg.trialSkipped,
    visitBooked: VisitMsg.visitBooked,
    trialBooked: VisitMsg.trialBooked,
    cannotBookVisit: VisitMsg.cannotBookVisit,
    cannotBookTrial: VisitMsg.cannotBookTrial,
    trialBeforeVisit: VisitMsg.trialBeforeVisit,
    alreadyTakenPlace: VisitMsg.alreadyTakenPlace,
    sameSlot: VisitMsg.sameSlot,
    notChangeable: VisitMsg.notChangeable,
  },
  events: {
    alreadyCancelled: EventMsg.alreadyCancelled,
    deadlinePassed: EventMsg.deadlinePassed,
    notInvited: EventMsg.notInvited,
    removedByCentre: EventMsg.removedByCentre,
    cancellationPassed: EventMsg.cancellationPassed,
    consentRequired: EventMsg.consentRequired,
    guestsNotAllowed: EventMsg.guestsNotAllowed,
    guestDetails: EventMsg.guestDetails,
  },
  leave: {
    typeInactive: LeaveMsg.typeInactive,
    typeNotForChild: LeaveMsg.typeNotForChild,
    halfDayNotAllowed: LeaveMsg.halfDayNotAllowed,
    overlaps: LeaveMsg.overlaps,
    notEnrolled: LeaveMsg.notEnrolled,
    alreadyStarted: LeaveMsg.alreadyStarted,
    notCancellable: LeaveMsg.notCancellable,
  },
  withdrawals: {
    notEnrolled: WithdrawalMsg.notEnrolled,
    liveExists: WithdrawalMsg.liveExists,
    lastDayBeforeNotice: WithdrawalMsg.lastDayBeforeNotice,
  },
  transfers: {
    notEnrolled: TransferMsg.notEnrolled,
    liveExists: TransferMsg.liveExists,
    withdrawing: TransferMsg.withdrawing,
  },
  documents: {
    notUploadable: DocumentMsg.notUploadable,
    parentMayNotUpload: DocumentMsg.parentMayNotUpload,
    typeUnknown: DocumentMsg.typeUnknown,
    notRemovable: DocumentMsg.notRemovable,
  },
  esign: {
    invalidLink: EsignMsg.invalidLink,
    notYourTurn: EsignMsg.notYourTurn,
    enquiryClosed: EsignMsg.enquiryClosed,
    withdrawalClosed: EsignMsg.withdrawalClosed,
    formSigned: EsignMsg.formSigned,
    signatureInvalid: EsignMsg.signatureInvalid,
    signatureEmpty: EsignMsg.signatureEmpty,
  },
  payments: {
    notPayable: PaymentMsg.notPayable,
  },
  account: {
    mobileTaken: AccountMsg.mobileTaken,
    sameEmail: AccountMsg.sameEmail,
    emailTaken: AccountMsg.emailTaken,
    codeInvalid: AccountMsg.codeInvalid,
  },
  registration: {
    notStarted: RegistrationFlowMsg.notStarted,
    notOpen: RegistrationFlowMsg.notOpen,
    cannotStart: RegistrationFlowMsg.cannotStart,
    childMismatch: RegistrationFlowMsg.childMismatch,
    offerLapsed: RegistrationFlowMsg.offerLapsed,
    tooLarge: RegistrationFlowMsg.tooLarge,
  },
  limits: {
    tooManyAttempts: Messages.tooManyAttempts,
    accountLocked: Messages.accountLocked,
  },
} as const

type Texts = typeof RefusalTexts
/** A reason key: `<group>.<refusal>` of RefusalTexts ('kiosk.passUsed'). */
export type RefusalReason = { [G in keyof Texts]: `${G}.${keyof Texts[G] & string}` }[keyof Texts]

const byReason = new Map<string, string>(
  Object.entries(RefusalTexts).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]): [string, string] => [`${group}.${key}`, text]),
  ),
)

/** The spec's English message of a reason: what the server sends as the error's message. */
export const refusalText = (reason: RefusalReason): string => byReason.get(reason)!
