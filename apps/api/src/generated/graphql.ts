import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { MeSource } from '../modules/identity/me';
import type { EnquirySource } from '../modules/enquiries/resolvers/enquiry-mapper';
import type { CentreSource } from '../modules/centres/resolvers/centre-mapper';
import type { ClassInfoSource } from '../modules/classes/resolvers/class-mapper';
import type { ChildSource, PlacementSource } from '../modules/classes/resolvers/child-mapper';
import type { BusSource } from '../modules/buses/resolvers/bus-mapper';
import type { CapacityDraftSource } from '../modules/planning/resolvers/draft-mapper';
import type { BlacklistDraftSource } from '../modules/blacklist/resolvers/blacklist-mapper';
import type { FeeDraftSource } from '../modules/fees/resolvers/fee-mapper';
import type { WithdrawalSource } from '../modules/withdrawals/resolvers/withdrawal-mapper';
import type { TransferSource } from '../modules/transfers/resolvers/transfer-mapper';
import type { Context } from '../platform/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** A point in time, ISO 8601 with offset. */
  DateTime: { input: string; output: string; }
  /** Free-form JSON: the fields of one registration step, checked on the server by that step's schema. */
  JSON: { input: unknown; output: unknown; }
};

/** A child's statement of account, oldest first, with its running balance. */
export type AccountListing = {
  __typename?: 'AccountListing';
  /** What is outstanding on issued invoices now, as getChildCurrentBalance gives it. */
  CDABalance: Scalars['Int']['output'];
  IDChild: Scalars['Int']['output'];
  childName: Scalars['String']['output'];
  /** What the family owes after the last entry (negative: in credit). */
  closingBalance: Scalars['Int']['output'];
  entries: Array<AccountListingEntry>;
  nonCDABalance: Scalars['Int']['output'];
};

/** One line of a statement of account. Amounts in cents. */
export type AccountListingEntry = {
  __typename?: 'AccountListingEntry';
  /** An invoice's part a Child Development Account may pay; 0 for other entries. */
  CDAAmount: Scalars['Int']['output'];
  ID: Scalars['Int']['output'];
  /** The invoice the entry belongs to; null for refunds. */
  IDInvoice: Maybe<Scalars['Int']['output']>;
  /** What the family owes after this entry over the whole account (negative: in credit). */
  balance: Scalars['Int']['output'];
  /** What the entry takes off it. */
  credit: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  /** What the entry adds to what the family owes. */
  debit: Scalars['Int']['output'];
  /** invoice, receipt, credit_note, refund (money owed back) or refund_paid (money paid back). */
  kind: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** The document's number; a refund's label. */
  number: Scalars['String']['output'];
  /** A receipt's payment type, or how a refund was paid back. */
  paymentType: Maybe<Scalars['String']['output']>;
};

/** The additional information of an enquiry (spec 002 section 3), step by step. */
export type AdditionalInformation = {
  __typename?: 'AdditionalInformation';
  IDEnquiry: Scalars['Int']['output'];
  completedSteps: Array<Scalars['String']['output']>;
  /** The step to resume at; null when all are complete. */
  step: Maybe<Scalars['String']['output']>;
  steps: Array<RegistrationStepState>;
};

/**
 * One enquiry in the admissions (pre-enrolment) lists (spec 002, Admission): its enrolment stage, where it stands and
 * since when.
 */
export type Admission = {
  __typename?: 'Admission';
  ID: Scalars['Int']['output'];
  admissionStatus: EnquiryState;
  centre: AdmissionOption;
  child: AdmissionChild;
  childFirstname: Scalars['String']['output'];
  childLastname: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The planned start: the 1st or the 15th of a month. */
  enrollmentPlan: Scalars['Date']['output'];
  /** The child or the parent is on the school's blacklist. */
  familyBlacklisted: Scalars['Boolean']['output'];
  /** The parent's names as given on the enquiry. */
  firstname: Scalars['String']['output'];
  fkEnquiryState: Scalars['Int']['output'];
  lastname: Scalars['String']['output'];
  level: AdmissionOption;
  /** When the enquiry entered its current state. */
  pendingRegisterSince: Scalars['DateTime']['output'];
  /** Where the enquiry came from, such as enquiry_form. */
  source: Scalars['String']['output'];
  /** pre_registration, pending_registration, waiting_list, document, payment, enrolled, cancelled or blacklisted; null before any. */
  stageCode: Maybe<Scalars['String']['output']>;
  user: AdmissionParent;
};

/** The child of an admission, as the admissions list shows it. */
export type AdmissionChild = {
  __typename?: 'AdmissionChild';
  ID: Scalars['Int']['output'];
  birthCertificate: Maybe<Scalars['String']['output']>;
  dateOfBirth: Scalars['Date']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
};

/** The staff view of one enquiry (admissionByID; the family's own is enquiryByID): the admission, the whole enquiry with its visits, and its history. */
export type AdmissionDetail = {
  __typename?: 'AdmissionDetail';
  ID: Scalars['Int']['output'];
  admission: Admission;
  /** The enquiry as the enquiry lists show it, with its visits. */
  enquiry: Enquiry;
  /** Every state change, newest first. */
  stateHistory: Array<EnquiryStateChange>;
};

/** Admissions list filter; empty values mean no filter. */
export type AdmissionFilter = {
  /** The planned start month (YYYY-MM-01). */
  enrollmentPlan?: InputMaybe<Scalars['Date']['input']>;
  fkCentre?: InputMaybe<Scalars['Int']['input']>;
  fkLevel?: InputMaybe<Scalars['Int']['input']>;
};

/** What the admissions filters offer: the caller's centres, the school's levels, the stages and their statuses. */
export type AdmissionFilters = {
  __typename?: 'AdmissionFilters';
  centres: Array<AdmissionOption>;
  levels: Array<AdmissionOption>;
  stages: Array<AdmissionStageOption>;
};

export type AdmissionList = {
  __typename?: 'AdmissionList';
  data: Array<Admission>;
  /** Every stage with its count, for the tabs. */
  stageCounts: Array<AdmissionStageCount>;
  totalCount: Scalars['Int']['output'];
};

/** A centre or level named by id and label. */
export type AdmissionOption = {
  __typename?: 'AdmissionOption';
  ID: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

/** The parent contact of an admission. */
export type AdmissionParent = {
  __typename?: 'AdmissionParent';
  ID: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstname: Maybe<Scalars['String']['output']>;
  lastname: Maybe<Scalars['String']['output']>;
  mobilePhone: Maybe<Scalars['String']['output']>;
  mobilePhoneCountryCode: Maybe<Scalars['String']['output']>;
};

/** How many admissions stand in one enrolment stage (within the caller's centres and the filter). */
export type AdmissionStageCount = {
  __typename?: 'AdmissionStageCount';
  code: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

/** An enrolment stage with the states it gathers (the status filter of its tab). */
export type AdmissionStageOption = {
  __typename?: 'AdmissionStageOption';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  statuses: Array<EnquiryState>;
};

/** What a centre's families owe on issued invoices, by days past the due date (cents). */
export type AgeingRow = {
  __typename?: 'AgeingRow';
  IDCentre: Scalars['Int']['output'];
  centreName: Scalars['String']['output'];
  /** Not yet due, or up to 30 days past due. */
  current: Scalars['Int']['output'];
  days31to60: Scalars['Int']['output'];
  days61to90: Scalars['Int']['output'];
  /** Issued invoices still owed. */
  invoiceCount: Scalars['Int']['output'];
  over90: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** One change of a mark, as the entry's visible history shows it. */
export type AttendanceChange = {
  __typename?: 'AttendanceChange';
  /** created or updated. */
  action: Scalars['String']['output'];
  changedAt: Scalars['DateTime']['output'];
  /** The name of who changed it. */
  changedBy: Maybe<Scalars['String']['output']>;
  /** The fields that changed: { field: [before, after] }. */
  changes: Scalars['JSON']['output'];
  remark: Maybe<Scalars['String']['output']>;
};

/** The child of a register row. */
export type AttendanceChild = {
  __typename?: 'AttendanceChild';
  ID: Scalars['Int']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
};

/** An attendance entry (spec 000: active, remarks, time, type, sessionID), with who picked up and its history. */
export type AttendanceEntry = {
  __typename?: 'AttendanceEntry';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  history: Array<AttendanceChange>;
  /** Who collected the child (check-outs). */
  pickedBy: Maybe<Scalars['String']['output']>;
  /** Why the child is absent (absent marks). */
  reason: Maybe<Scalars['String']['output']>;
  remarks: Maybe<Scalars['String']['output']>;
  sessionID: Scalars['Int']['output'];
  time: Scalars['DateTime']['output'];
  type: AttendanceType;
};

/** A change of a centre's register, told live as it commits on any API instance; a screen refetches on it. */
export type AttendanceLiveEvent = {
  __typename?: 'AttendanceLiveEvent';
  centreID: Scalars['Int']['output'];
  /** The class of a child's mark; null for the staff register. */
  classID: Maybe<Scalars['Int']['output']>;
  date: Scalars['Date']['output'];
  /** children (the class register) or staff (the staff register). */
  kind: Scalars['String']['output'];
};

/** Narrows a centre summary to one class. */
export type AttendanceSummaryFilter = {
  classID?: InputMaybe<Scalars['Int']['input']>;
};

/** The kind of a register mark: a session opens with check_in and closes with its check_out; absent carries a reason. */
export type AttendanceType =
  | 'absent'
  | 'check_in'
  | 'check_out';

/**
 * One tap of the register, applied to every child of forChild (the whole class at once is one request): the class,
 * the Singapore date and time (HH:mm), the kind, the reason (absent), who picked up (check-out), a remark (required
 * on past days and on corrections) and health checks of some of the children.
 */
export type AttendanceUpdate = {
  classID: Scalars['Int']['input'];
  date: Scalars['Date']['input'];
  healthChecks?: InputMaybe<Array<HealthCheckInput>>;
  pickedBy?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  remarks?: InputMaybe<Scalars['String']['input']>;
  time: Scalars['String']['input'];
  type: AttendanceType;
};

/** One audited event: a mutation, a sign-in, or a read of a child's or a parent's full record. */
export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  ID: Scalars['Int']['output'];
  /** The catalogue action that guarded it (levels.write). */
  action: Scalars['String']['output'];
  /** The client address, as the rate limits see it. */
  clientIp: Scalars['String']['output'];
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** The error code of a refusal or failure. */
  errorCode: Maybe<Scalars['String']['output']>;
  /** mutation, sign_in or read. */
  kind: Scalars['String']['output'];
  /** The GraphQL operation. */
  operation: Scalars['String']['output'];
  /** ok, refused or failed. */
  outcome: Scalars['String']['output'];
  /** hq, staff, parent or anonymous, at the time. */
  role: Scalars['String']['output'];
  targetId: Maybe<Scalars['Int']['output']>;
  targetType: Maybe<Scalars['String']['output']>;
  /** Their email and name today (the row keeps only the id). */
  userEmail: Maybe<Scalars['String']['output']>;
  /** The user acting (or signing in), when known. */
  userId: Maybe<Scalars['Int']['output']>;
  userName: Maybe<Scalars['String']['output']>;
};

/** Narrows the audit trail; every field is optional and they combine. */
export type AuditLogFilter = {
  /** The GraphQL operation recorded, e.g. updateStaff or login. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** From this day (inclusive, Singapore time). */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** A user's id, or their email address (the user acting, or whose sign-in it was). */
  person?: InputMaybe<Scalars['String']['input']>;
  /** The id of the record acted on (with targetType). */
  targetId?: InputMaybe<Scalars['Int']['input']>;
  /** What the operation acted on, e.g. enquiry, level, family. */
  targetType?: InputMaybe<Scalars['String']['input']>;
  /** To this day (inclusive, Singapore time). */
  to?: InputMaybe<Scalars['Date']['input']>;
};

export type AuditLogList = {
  __typename?: 'AuditLogList';
  data: Array<AuditLogEntry>;
  /** How many entries match, counted up to 10,000 (see totalCountCapped). */
  totalCount: Scalars['Int']['output'];
  /** True when more than 10,000 match: totalCount then says 10,000. */
  totalCountCapped: Scalars['Boolean']['output'];
};

/** A signed-in session. Send the token as a Bearer authorization header; the web stores it as userToken. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  token: Scalars['String']['output'];
};

/** A person a child's parents allow to collect the child: the kiosk lets a check-out through for them, by mobile. */
export type AuthorisedPickup = {
  __typename?: 'AuthorisedPickup';
  ID: Scalars['Int']['output'];
  childID: Scalars['Int']['output'];
  /** A Singapore mobile, 8 digits. */
  mobile: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Their photo's stored key (sent back unchanged to keep it), or null. */
  photoKey: Maybe<Scalars['String']['output']>;
  /** Their photo (a signed link for 10 minutes), or null when none was given. */
  photoURL: Maybe<Scalars['String']['output']>;
  /** How they are related to the child (Grandmother, Nanny...). */
  relation: Scalars['String']['output'];
};

export type AuthorisedPickupInput = {
  mobile: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** A key from getAuthorisedPickupPhotoUploadURL once uploaded (JPG, PNG or WEBP up to 2 MB); null: no photo. */
  photoKey?: InputMaybe<Scalars['String']['input']>;
  relation: Scalars['String']['input'];
};

/**
 * A child's bank account for GIRO (spec 002 section 3, Bank account): a parent's online application or a paper form.
 * status is pending, approved, rejected or terminated; source is online or paper.
 */
export type BankAccount = {
  __typename?: 'BankAccount';
  ID: Scalars['Int']['output'];
  /** The date on the application form. */
  applicationDate: Maybe<Scalars['Date']['output']>;
  bank: BankBicCode;
  /** The reference the bank quotes on each deduction, unique in the school. */
  billReferenceNumber: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The first day a deduction may be made (set on approval when not given). */
  effectiveFrom: Maybe<Scalars['Date']['output']>;
  fkChild: Scalars['Int']['output'];
  isCda: Scalars['Boolean']['output'];
  mobilePhone: Maybe<Scalars['String']['output']>;
  mobilePhoneCountryCode: Maybe<Scalars['String']['output']>;
  /** The holders' names joined (one, or two for a joint account). */
  payerAccountName: Scalars['String']['output'];
  payerAccountNames: Array<Scalars['String']['output']>;
  payerAccountNumber: Scalars['String']['output'];
  source: Scalars['String']['output'];
  status: Scalars['String']['output'];
  /** Every status change, oldest first. */
  statusChanges: Array<BankAccountStatusChange>;
};

/** A child's bank accounts, newest first. */
export type BankAccountInfo = {
  __typename?: 'BankAccountInfo';
  IDChild: Scalars['Int']['output'];
  accounts: Array<BankAccount>;
};

/** One status change of a bank account: from, to, the reason chosen, remarks, who and when. */
export type BankAccountStatusChange = {
  __typename?: 'BankAccountStatusChange';
  ID: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  fromStatus: Scalars['String']['output'];
  /** The label of the reason (a code of the target status's list). */
  reason: Scalars['String']['output'];
  remarks: Scalars['String']['output'];
  toStatus: Scalars['String']['output'];
  /** Who changed it (staff). */
  userName: Maybe<Scalars['String']['output']>;
};

/** A reason staff choose when moving a bank account to a status (a code of that status's list). */
export type BankAccountStatusReason = {
  __typename?: 'BankAccountStatusReason';
  ID: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** A bank that takes GIRO mandates in Singapore (spec 002 section 3, Bank code). */
export type BankBicCode = {
  __typename?: 'BankBicCode';
  ID: Scalars['Int']['output'];
  /** The bank's 4-digit clearing code. */
  bankCode: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
  /** The bank's SWIFT BIC. */
  bicCode: Scalars['String']['output'];
  displayOrder: Scalars['Int']['output'];
};

/** A blacklist reason: a code of category blacklist_reason. */
export type BlacklistCode = {
  __typename?: 'BlacklistCode';
  ID: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/**
 * A request to add a family to the blacklist (kind add) or take it off (remove): status pending, approved, rejected or
 * cancelled. The approver differs from the requester.
 */
export type BlacklistDraft = {
  __typename?: 'BlacklistDraft';
  ID: Scalars['Int']['output'];
  /** Who approved, rejected or recalled it. */
  approverName: Maybe<Scalars['String']['output']>;
  /**
   * What the caller may do with it now, as catalogue action keys (the permitted actions of the row): blacklist.decide
   * (approve or reject: pending, approve at its centre, and not the caller's own request).
   */
  can: Array<Scalars['String']['output']>;
  centre: AdmissionOption;
  createdAt: Scalars['DateTime']['output'];
  decisionRemark: Maybe<Scalars['String']['output']>;
  fkCentre: Scalars['Int']['output'];
  items: Array<BlacklistDraftItem>;
  kind: Scalars['String']['output'];
  status: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The requester (maker). */
  user: BlacklistPerson;
};

/** The family a request is about: child, parent, reason and remark (one item per request). */
export type BlacklistDraftItem = {
  __typename?: 'BlacklistDraftItem';
  child: BlacklistPerson;
  code: Maybe<BlacklistCode>;
  parent: BlacklistPerson;
  remark: Scalars['String']['output'];
};

export type BlacklistDraftList = {
  __typename?: 'BlacklistDraftList';
  data: Array<BlacklistDraft>;
  totalCount: Scalars['Int']['output'];
};

/** A family on the school's blacklist (spec 001, Blacklist). Staff only; parents never see it. */
export type BlacklistEntry = {
  __typename?: 'BlacklistEntry';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  centre: AdmissionOption;
  child: BlacklistPerson;
  code: BlacklistCode;
  parent: BlacklistPerson;
  remark: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** Blacklist filter; empty values mean no filter. */
export type BlacklistFilter = {
  fkCentre?: InputMaybe<Scalars['Int']['input']>;
};

export type BlacklistList = {
  __typename?: 'BlacklistList';
  data: Array<BlacklistEntry>;
  totalCount: Scalars['Int']['output'];
};

/** submitNewBlacklist: the family to put on the blacklist and why. */
export type BlacklistNewInput = {
  fkCentre: Scalars['Int']['input'];
  fkChild: Scalars['Int']['input'];
  /** A code of category blacklist_reason. */
  fkCode: Scalars['Int']['input'];
  fkParent: Scalars['Int']['input'];
  remark: Scalars['String']['input'];
};

/** A person named on a blacklist entry or request (the child, or the parent). */
export type BlacklistPerson = {
  __typename?: 'BlacklistPerson';
  ID: Scalars['Int']['output'];
  /** The parent's email; null for a child. */
  email: Maybe<Scalars['String']['output']>;
  firstname: Maybe<Scalars['String']['output']>;
  lastname: Maybe<Scalars['String']['output']>;
};

/**
 * A message from staff to families. The description is HTML with simple formatting only (paragraphs, bold, italics,
 * lists, links): the server removes anything else before storing it.
 */
export type Broadcast = {
  __typename?: 'Broadcast';
  ID: Scalars['Int']['output'];
  /** False once deleted (withdrawn from parents). */
  active: Scalars['Boolean']['output'];
  attachments: Array<BroadcastAttachment>;
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** When it was changed after publishing; null when never edited since. Parents see it as edited. */
  editedAt: Maybe<Scalars['DateTime']['output']>;
  fkUser: Scalars['Int']['output'];
  /** For a parent: whether they have read it. Null for staff. */
  isRead: Maybe<Scalars['Boolean']['output']>;
  needsAcknowledgement: Scalars['Boolean']['output'];
  publishedAt: Maybe<Scalars['DateTime']['output']>;
  /** Of those, how many have read it. */
  readCount: Scalars['Int']['output'];
  /** Families (parent and child) it was published to. */
  recipientCount: Scalars['Int']['output'];
  /** When the reminder went to the families who had not read it (needs acknowledgement only). */
  remindedAt: Maybe<Scalars['DateTime']['output']>;
  scopes: Array<BroadcastScope>;
  sender: BroadcastSender;
  /** 'draft', 'published' or 'deleted'. */
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A file sent with a broadcast: a photo (jpg, png, webp) or an attachment (pdf). */
export type BroadcastAttachment = {
  __typename?: 'BroadcastAttachment';
  ID: Scalars['Int']['output'];
  fileKey: Scalars['String']['output'];
  /** Bytes. */
  fileSize: Scalars['Float']['output'];
  isPhoto: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** A signed link (valid 10 minutes) to open the file. */
  url: Scalars['String']['output'];
};

export type BroadcastAttachmentInput = {
  /** The key from getBroadcastingPhotoUploadUrl once the file is uploaded. */
  fileKey: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** Read receipts of one class of a broadcast. */
export type BroadcastClassReceipt = {
  __typename?: 'BroadcastClassReceipt';
  centreLabel: Scalars['String']['output'];
  /** Null for children in no class. */
  classID: Maybe<Scalars['Int']['output']>;
  classLabel: Maybe<Scalars['String']['output']>;
  readCount: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type BroadcastFilter = {
  /** One broadcast by its ID. */
  ID?: InputMaybe<Scalars['Int']['input']>;
  /** Words of the subject. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** 'draft', 'published' or 'deleted' (staff); parents only ever see published ones. */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type BroadcastInput = {
  /** Null for a new broadcast. */
  ID?: InputMaybe<Scalars['Int']['input']>;
  /** Photos and attachments, at most 20. */
  attachments?: InputMaybe<Array<BroadcastAttachmentInput>>;
  /** HTML; required; sanitised by the server. */
  description: Scalars['String']['input'];
  /** Remind the families who have not read it after the school's delay (school setting, 48 hours by default). */
  needsAcknowledgement?: InputMaybe<Scalars['Boolean']['input']>;
  /** At least one. The whole school: head office only; other staff their own centres, classes and children. */
  scopes: Array<BroadcastScopeInput>;
  /** Required, at most 200 characters. */
  subject: Scalars['String']['input'];
};

export type BroadcastList = {
  __typename?: 'BroadcastList';
  data: Array<Broadcast>;
  totalCount: Scalars['Int']['output'];
  /** For a parent: their unread broadcasts. For staff: 0. */
  unreadCount: Scalars['Int']['output'];
};

export type BroadcastReadReceipts = {
  __typename?: 'BroadcastReadReceipts';
  classes: Array<BroadcastClassReceipt>;
  readCount: Scalars['Int']['output'];
  /** How many recipient rows match (for paging). */
  recipientCount: Scalars['Int']['output'];
  /** The families, unread first, by class and child. */
  recipients: Array<BroadcastRecipient>;
  totalCount: Scalars['Int']['output'];
};

/** One family (parent and child) a broadcast was published to. */
export type BroadcastRecipient = {
  __typename?: 'BroadcastRecipient';
  childID: Scalars['Int']['output'];
  childName: Scalars['String']['output'];
  classLabel: Maybe<Scalars['String']['output']>;
  /** The parent's mobile, for a call. */
  mobile: Maybe<Scalars['String']['output']>;
  parentID: Scalars['Int']['output'];
  parentName: Scalars['String']['output'];
  readAt: Maybe<Scalars['DateTime']['output']>;
};

/** A role of a broadcast's sender, shown beside their name (the spec: senders appear with role name and label). */
export type BroadcastRole = {
  __typename?: 'BroadcastRole';
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** One group a broadcast goes to: the whole school, a centre, a class or one child. */
export type BroadcastScope = {
  __typename?: 'BroadcastScope';
  /** The school's, centre's, class's or child's ID. */
  ID: Scalars['Int']['output'];
  /** The centre's or class's label, or the child's name. */
  label: Scalars['String']['output'];
  /** 'school', 'centre', 'class' or 'child'. */
  type: Scalars['String']['output'];
};

/** One group to send to, as chosen in the scope search. */
export type BroadcastScopeInput = {
  ID: Scalars['Int']['input'];
  /** 'school', 'centre', 'class' or 'child'. */
  type: Scalars['String']['input'];
};

/** A centre, class or child that staff may send to, found by text. */
export type BroadcastScopeOption = {
  __typename?: 'BroadcastScopeOption';
  ID: Scalars['Int']['output'];
  /** Where it is: the centre of a class, the class or centre of a child. */
  description: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** Who sent a broadcast, with the role they sent it as. */
export type BroadcastSender = {
  __typename?: 'BroadcastSender';
  ID: Scalars['Int']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  roles: Array<BroadcastRole>;
};

/** A centre's bus, with its driver and the children it carries. */
export type Bus = {
  __typename?: 'Bus';
  ID: Scalars['Int']['output'];
  /** The children on the bus, by last and first name. */
  busChildren: Array<BusChild>;
  busDriver: Maybe<BusDriver>;
  centre: BusCentre;
  fkBusDriver: Maybe<Scalars['Int']['output']>;
  fkCentre: Scalars['Int']['output'];
  fkSchool: Scalars['Int']['output'];
  /** Upper case, without spaces (SBS3229P). */
  plateNumber: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** The centre of a bus or driver, by name. */
export type BusCentre = {
  __typename?: 'BusCentre';
  ID: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** A child on a bus (or one a bus may take). */
export type BusChild = {
  __typename?: 'BusChild';
  /** The child's ID. */
  ID: Scalars['Int']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
};

/** A centre's bus driver. */
export type BusDriver = {
  __typename?: 'BusDriver';
  ID: Scalars['Int']['output'];
  centre: BusCentre;
  createdAt: Scalars['DateTime']['output'];
  firstname: Scalars['String']['output'];
  fkCentre: Scalars['Int']['output'];
  fkSchool: Scalars['Int']['output'];
  lastname: Scalars['String']['output'];
  /** Eight digits starting with 8 or 9. */
  mobilePhone: Scalars['String']['output'];
  /** Always +65: drivers have a Singapore mobile. */
  mobilePhoneCountryCode: Scalars['String']['output'];
};

export type BusDriverInput = {
  firstname: Scalars['String']['input'];
  fkCentre: Scalars['Int']['input'];
  lastname: Scalars['String']['input'];
  /** A Singapore mobile: 8 digits starting with 8 or 9 (spaces ignored). */
  mobilePhone: Scalars['String']['input'];
  /** +65 when omitted; no other country code is taken. */
  mobilePhoneCountryCode?: InputMaybe<Scalars['String']['input']>;
};

export type BusDriverList = {
  __typename?: 'BusDriverList';
  data: Array<BusDriver>;
  /** How many drivers match the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The bus and driver lists' filter; empty values mean no filter. */
export type BusFilter = {
  /** Only this bus or driver (the edit screens load theirs so). */
  ID?: InputMaybe<Scalars['Int']['input']>;
  fkCentre?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the plate number (buses) or of a name (drivers), in any case. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type BusInput = {
  /** A driver of the same centre, or none. */
  fkBusDriver?: InputMaybe<Scalars['Int']['input']>;
  fkCentre: Scalars['Int']['input'];
  /** A Singapore plate number with its checksum letter; spaces and case do not matter. */
  plateNumber: Scalars['String']['input'];
};

export type BusList = {
  __typename?: 'BusList';
  data: Array<Bus>;
  /** How many buses match the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A published or cancelled event as the centre calendar shows it (spec 002 §3: eventType, status, location). */
export type CalendarEventItem = {
  __typename?: 'CalendarEventItem';
  ID: Scalars['Int']['output'];
  eventType: Scalars['String']['output'];
  from: Scalars['DateTime']['output'];
  location: Scalars['String']['output'];
  /** published or cancelled. */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  to: Scalars['DateTime']['output'];
};

/** A closure on the centre calendar. */
export type CalendarHoliday = {
  __typename?: 'CalendarHoliday';
  ID: Scalars['Int']['output'];
  from: Scalars['Date']['output'];
  isPublic: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  to: Scalars['Date']['output'];
};

/**
 * One month of a centre's calendar: visits and trials (cancelled, rejected and skipped left out), the holidays
 * closing the centre (public ones included), and its active availabilities (their `visits` are those of the month).
 */
export type CalendarMonth = {
  __typename?: 'CalendarMonth';
  /** The centre; null for the calendar of all centres in the caller's reach. */
  IDCentre: Maybe<Scalars['Int']['output']>;
  availabilities: Array<VisitAvailability>;
  /**
   * The month's published and cancelled events inviting the centre (school-wide ones included); for the calendar of
   * all centres, those inviting any centre in the caller's reach.
   */
  events: Array<CalendarEventItem>;
  holidays: Array<CalendarHoliday>;
  month: Scalars['Int']['output'];
  visits: Array<CalendarVisit>;
  year: Scalars['Int']['output'];
};

/** A visit as the centre calendar shows it (spec 002 section 3, Calendar visit). */
export type CalendarVisit = {
  __typename?: 'CalendarVisit';
  ID: Scalars['Int']['output'];
  IDEnquiry: Scalars['Int']['output'];
  /** Pending Approval (created), Approved (completed) or Declined (rejected); other statuses capitalised. */
  approvalDisplay: Scalars['String']['output'];
  centreLabel: Scalars['String']['output'];
  childName: Scalars['String']['output'];
  /** The remarks of the staff decision on the visit. */
  comment: Maybe<Scalars['String']['output']>;
  completed: Scalars['Boolean']['output'];
  /** The visit's centre, for the calendar of all centres. */
  fkCentre: Scalars['Int']['output'];
  fkChild: Scalars['Int']['output'];
  /** The label of the enquiry's level. */
  levelLabel: Scalars['String']['output'];
  status: Scalars['String']['output'];
  statusText: Scalars['String']['output'];
  /** The trial class fee in cents; null for centre visits. */
  trialPeriodFee: Maybe<Scalars['Int']['output']>;
  /** pending or completed; null for centre visits and free trials. */
  trialPeriodPaymentStatus: Maybe<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
  userPhone: Maybe<Scalars['String']['output']>;
  visitFrom: Scalars['DateTime']['output'];
  visitTo: Scalars['DateTime']['output'];
  visitType: Scalars['String']['output'];
};

/** A capacity change request of a centre (spec 000 'Capacity draft'). */
export type CapacityDraft = {
  __typename?: 'CapacityDraft';
  ID: Scalars['Int']['output'];
  /** Oldest first. */
  activityLogs: Array<CapacityDraftActivityLog>;
  /** Who approved or rejected it; null while pending or when recalled. */
  approverName: Maybe<Scalars['String']['output']>;
  /**
   * What the caller may do with it now, as catalogue action keys (the permitted actions of the row): planning.decide
   * (approve or reject: pending, approve at its centre, and not the caller's own request) and planning.recall (pending,
   * write at its centre). The UI shows Review for decide, else Recall.
   */
  can: Array<Scalars['String']['output']>;
  /** The centre's name. */
  centreLabel: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  fkCentre: Scalars['Int']['output'];
  /** The requester (maker): never its approver. */
  fkRequester: Scalars['Int']['output'];
  fkSchool: Scalars['Int']['output'];
  items: Array<CapacityDraftItem>;
  requesterName: Scalars['String']['output'];
  /** pending, approved, rejected or cancelled (recalled); the web shows labels, not these values. */
  status: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The year of the request's first month. */
  year: Scalars['Int']['output'];
};

/** One step of a capacity change request: submitted, approved, rejected or recalled. */
export type CapacityDraftActivityLog = {
  __typename?: 'CapacityDraftActivityLog';
  ID: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  remark: Maybe<Scalars['String']['output']>;
  /** pending (submitted), approved, rejected or cancelled (recalled). */
  status: Scalars['String']['output'];
  /** Who took the step. */
  userName: Scalars['String']['output'];
};

/** The capacity change request list's filter; empty values mean no filter. */
export type CapacityDraftFilter = {
  fkCentre?: InputMaybe<Scalars['Int']['input']>;
  /** pending, approved, rejected or cancelled. */
  status?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** The centre a capacity change request is for. */
export type CapacityDraftInput = {
  fkCentre: Scalars['Int']['input'];
};

/** One change of a capacity change request: from date on, the level has capacity places. */
export type CapacityDraftItem = {
  __typename?: 'CapacityDraftItem';
  ID: Scalars['Int']['output'];
  capacity: Scalars['Int']['output'];
  /** The capacity in force for the level at that month, shown beside the new one while the request is pending; null once it is decided or when the centre has no capacity for the level yet. */
  currentCapacity: Maybe<Scalars['Int']['output']>;
  /** The 1st of the month the change starts. */
  date: Scalars['Date']['output'];
  fkLevel: Scalars['Int']['output'];
  /** The level's name. */
  label: Scalars['String']['output'];
};

/** One change: from date (the 1st of a month, not a past month) on, the level has capacity places (0 to 999). */
export type CapacityDraftItemInput = {
  capacity: Scalars['Int']['input'];
  date: Scalars['Date']['input'];
  fkLevel: Scalars['Int']['input'];
};

export type CapacityDraftList = {
  __typename?: 'CapacityDraftList';
  data: Array<CapacityDraft>;
  /** How many requests match the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The places a centre plans for a level in one month: the newest approved (or loaded) capacity from that month or before. */
export type CapacityRecord = {
  __typename?: 'CapacityRecord';
  /** The capacity record in force; null when the month has none (capacity 0). */
  ID: Maybe<Scalars['Int']['output']>;
  active: Scalars['Boolean']['output'];
  capacity: Scalars['Int']['output'];
  /** The 1st of the month (YYYY-MM-DD). */
  date: Scalars['Date']['output'];
  fkCentre: Scalars['Int']['output'];
  fkLevel: Scalars['Int']['output'];
  /** 1 to 12. */
  month: Scalars['Int']['output'];
  year: Scalars['Int']['output'];
};

/** A centre (a physical preschool) of a school. */
export type Centre = {
  __typename?: 'Centre';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  /** Every address of the centre, inactive ones included. Centre management keeps one, the first. */
  addresses: Array<CentreAddress>;
  /** The levels and programmes the centre offers, youngest level first. */
  centreLevels: Array<CentreLevel>;
  /** Postal codes of the blocks around the centre, for matching a family's address to it. */
  centreNearbyPostcodes: Array<CentreNearbyPostcode>;
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The centre's code at the Early Childhood Development Agency. */
  ecdaCode: Maybe<Scalars['String']['output']>;
  fkSchool: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** How many levels the centre runs: levels with an active programme, both still running (what lists show). */
  levelCount: Scalars['Int']['output'];
  /** Children per teacher. */
  teacherRatio: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** A postal address of a centre, with its map position. */
export type CentreAddress = {
  __typename?: 'CentreAddress';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  address: Scalars['String']['output'];
  building: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  fkCentre: Scalars['Int']['output'];
  floor: Maybe<Scalars['String']['output']>;
  lat: Maybe<Scalars['Float']['output']>;
  lng: Maybe<Scalars['Float']['output']>;
  name: Maybe<Scalars['String']['output']>;
  postcode: Scalars['String']['output'];
  unit: Maybe<Scalars['String']['output']>;
};

export type CentreAddressInput = {
  /** Block or house number and street. */
  address: Scalars['String']['input'];
  building?: InputMaybe<Scalars['String']['input']>;
  floor?: InputMaybe<Scalars['String']['input']>;
  /** Latitude and longitude come together; left out, they are taken from the postal code. */
  lat?: InputMaybe<Scalars['Float']['input']>;
  lng?: InputMaybe<Scalars['Float']['input']>;
  /** Six digits. */
  postcode: Scalars['String']['input'];
  unit?: InputMaybe<Scalars['String']['input']>;
};

/** One class on one weekday of a centre summary. */
export type CentreAttendanceSummary = {
  __typename?: 'CentreAttendanceSummary';
  absent: Scalars['Int']['output'];
  classID: Scalars['Int']['output'];
  classLabel: Scalars['String']['output'];
  date: Scalars['Date']['output'];
  /** Children placed in the class that day. */
  expected: Scalars['Int']['output'];
  /** Present, with the first check-in after the school's late-arrival time (09:00 unless set). */
  late: Scalars['Int']['output'];
  /** No mark at all: not yet arrived (today) or missing (past days). */
  notArrived: Scalars['Int']['output'];
  present: Scalars['Int']['output'];
};

/** Centre management's list filter; empty values mean no filter. */
export type CentreFilter = {
  /** Only this centre (the edit screen loads its centre so). */
  ID?: InputMaybe<Scalars['Int']['input']>;
  /** Only active (true) or inactive (false) centres. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the label or code, in any case. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A centre's health flags for the principal's and head office's dashboard: the fevers of the day, the injuries of
 * the fortnight up to it that no parent has acknowledged yet, and the symptom clusters whose last case is within the
 * seven days up to it (a class-scope caller: their classes).
 */
export type CentreHealthFlags = {
  __typename?: 'CentreHealthFlags';
  centreID: Scalars['Int']['output'];
  clusters: Array<SymptomClusterFlag>;
  date: Scalars['Date']['output'];
  fevers: Array<FeverFlag>;
  injuries: Array<InjuryFlag>;
};

/** One centre a holiday closes. */
export type CentreHoliday = {
  __typename?: 'CentreHoliday';
  ID: Scalars['Int']['output'];
  centre: HolidayCentre;
  fkCentre: Scalars['Int']['output'];
};

export type CentreInput = {
  /** Inactive centres are left out of every centre list but centre management's. */
  active: Scalars['Boolean']['input'];
  /** Unique in the school; letters, digits, - and _; stored upper case. */
  code: Scalars['String']['input'];
  /** The centre's code at the Early Childhood Development Agency. */
  ecdaCode?: InputMaybe<Scalars['String']['input']>;
  label: Scalars['String']['input'];
  /** Children per teacher, a whole number from 1 to 99. */
  teacherRatio: Scalars['Int']['input'];
};

/** A level and one of its programmes that a centre offers. */
export type CentreLevel = {
  __typename?: 'CentreLevel';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  fkCentre: Scalars['Int']['output'];
  fkLevel: Scalars['Int']['output'];
  fkProgram: Scalars['Int']['output'];
  level: CentreOfferedLevel;
  program: CentreOfferedProgram;
};

/** A level and one of its programmes; the programme must belong to the level. */
export type CentreLevelInput = {
  fkLevel: Scalars['Int']['input'];
  fkProgram: Scalars['Int']['input'];
};

export type CentreLevelList = {
  __typename?: 'CentreLevelList';
  data: Array<CentreLevel>;
  totalCount: Scalars['Int']['output'];
};

/** Whether a centre has a place for a level in a month, and the figures behind the answer. */
export type CentreLevelVacancy = {
  __typename?: 'CentreLevelVacancy';
  available: Scalars['Boolean']['output'];
  capacity: Scalars['Int']['output'];
  enrolled: Scalars['Int']['output'];
  vacancies: Scalars['Int']['output'];
};

export type CentreList = {
  __typename?: 'CentreList';
  data: Array<Centre>;
  /** How many centres match the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A postal code near a centre. */
export type CentreNearbyPostcode = {
  __typename?: 'CentreNearbyPostcode';
  ID: Scalars['Int']['output'];
  postcode: Scalars['String']['output'];
};

/** The level of a centre's offer, by name; inactive when the school no longer runs it. */
export type CentreOfferedLevel = {
  __typename?: 'CentreOfferedLevel';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
};

/** The programme of a centre's offer, by name; inactive when the school no longer runs it. */
export type CentreOfferedProgram = {
  __typename?: 'CentreOfferedProgram';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
};

/**
 * What a family enquiring today at one centre, for one level and month, can expect: aggregate figures and the school's
 * published fees only, never any family's data.
 */
export type CentreOutlook = {
  __typename?: 'CentreOutlook';
  /** The first month whose free places reach a family joining the queue now (the waitlist's reckoning); null beyond the 12-month plan. */
  expectedOfferMonth: Maybe<Scalars['Date']['output']>;
  /** The monthly fee after the subsidy estimate, in cents; null when there is no fee. */
  feeAfterSubsidyCents: Maybe<Scalars['Int']['output']>;
  fkCentre: Scalars['Int']['output'];
  /** The active levels the centre offers, youngest first. */
  levelLabels: Array<Scalars['String']['output']>;
  /** The monthly fee in force for the level (and programme); null when the centre has no fee for it. */
  monthlyFeeCents: Maybe<Scalars['Int']['output']>;
  /** The programme the fee is for. */
  programLabel: Maybe<Scalars['String']['output']>;
  /** Families waiting in this centre's queue for the level and month. */
  queueLength: Scalars['Int']['output'];
  /** The subsidy estimate taken off the fee, in cents (0 without a household). */
  subsidyCents: Scalars['Int']['output'];
};

/** How many visits and trials of a centre wait for a decision (status created), from today on. */
export type CentrePendingVisits = {
  __typename?: 'CentrePendingVisits';
  IDCentre: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
};

/** Radius search filter: the school, and optionally the programme and the child's nationality. */
export type CentreSearchFilter = {
  fkSchool: Scalars['Int']['input'];
  nationality?: InputMaybe<Scalars['String']['input']>;
  program?: InputMaybe<Scalars['Int']['input']>;
};

/** An enrolled (or past) child of the school. */
export type Child = {
  __typename?: 'Child';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  birthCertificate: Maybe<Scalars['String']['output']>;
  /** When the current level promotes (the level's promotion date), if it has one. */
  childCurrentEstimatedPromotionDate: Maybe<Scalars['Date']['output']>;
  /** Every class placement, oldest first. */
  classes: Array<ChildClassPlacement>;
  /** The current level, else the upcoming one, else the last one. */
  closestLevel: Maybe<ChildLevel>;
  currentClass: Maybe<ChildClassPlacement>;
  currentLevel: Maybe<ChildLevel>;
  dateOfBirth: Scalars['Date']['output'];
  enrolmentDate: Maybe<Scalars['Date']['output']>;
  firstname: Scalars['String']['output'];
  gender: Maybe<Scalars['String']['output']>;
  householdIncomeRange: Maybe<Scalars['String']['output']>;
  imageKey: Maybe<Scalars['String']['output']>;
  /** A signed link (valid 10 minutes) to the child's photo; null without one. */
  imageURL: Maybe<Scalars['String']['output']>;
  lastname: Scalars['String']['output'];
  /** Every seat, oldest first. */
  levels: Array<ChildLevel>;
  mainApplicant: Maybe<Guardian>;
  nationality: Maybe<Scalars['String']['output']>;
  numFamilyMembers: Maybe<Scalars['Int']['output']>;
  race: Maybe<Scalars['String']['output']>;
  secondApplicant: Maybe<Guardian>;
  upcomingClass: Maybe<ChildClassPlacement>;
  upcomingLevel: Maybe<ChildLevel>;
};

/** One entry of a child's activity log (spec 001 section 3): a staff note or what the product did. */
export type ChildActivityLog = {
  __typename?: 'ChildActivityLog';
  ID: Scalars['Int']['output'];
  /** note, tag_added, tag_removed, offered, offer_declined, offer_lapsed, waitlisted... */
  action: Scalars['String']['output'];
  code: Maybe<Scalars['String']['output']>;
  /** note (written by staff) or system. */
  mode: Scalars['String']['output'];
  remark: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote it; null when the product did. */
  user: Maybe<ChildActivityUser>;
};

export type ChildActivityLogList = {
  __typename?: 'ChildActivityLogList';
  data: Array<ChildActivityLog>;
  totalCount: Scalars['Int']['output'];
};

export type ChildActivityUser = {
  __typename?: 'ChildActivityUser';
  ID: Scalars['Int']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
};

/**
 * A child's day (spec 002: child, date, present, remarks, health, class): its marks in time order, its health checks,
 * and what they add up to.
 */
export type ChildAttendance = {
  __typename?: 'ChildAttendance';
  /** Marked absent, with absentReason, or on approved leave without a check-in (absentReason: the leave type). */
  absent: Scalars['Boolean']['output'];
  absentReason: Maybe<Scalars['String']['output']>;
  /** The first check-in and the last check-out of the day. */
  checkIn: Maybe<Scalars['DateTime']['output']>;
  checkOut: Maybe<Scalars['DateTime']['output']>;
  /** Set on the class register; null on a child's own days. */
  child: Maybe<AttendanceChild>;
  childID: Scalars['Int']['output'];
  classID: Maybe<Scalars['Int']['output']>;
  date: Scalars['Date']['output'];
  entries: Array<AttendanceEntry>;
  fever: Scalars['Boolean']['output'];
  health: Array<HealthCheck>;
  /** Checked in and not yet out. */
  inCentre: Scalars['Boolean']['output'];
  /** The day's injuries (the register and the parent's day). */
  injuries: Array<Injury>;
  /** Approved leave covering the day (set on the class register). */
  leave: Maybe<DayLeave>;
  /** Checked in at least once that day. */
  present: Scalars['Boolean']['output'];
};

/** What a child's family owes now, in cents: the part a Child Development Account may pay, and the rest. */
export type ChildBalance = {
  __typename?: 'ChildBalance';
  CDABalance: Scalars['Int']['output'];
  nonCDABalance: Scalars['Int']['output'];
};

/** A child's placement in a class. */
export type ChildClassPlacement = {
  __typename?: 'ChildClassPlacement';
  ID: Scalars['Int']['output'];
  class: ClassRef;
  from: Scalars['Date']['output'];
  level: ClassRef;
  /** The class's teachers (what a parent sees of the class). */
  teachers: Array<ClassTeacher>;
  to: Maybe<Scalars['Date']['output']>;
};

/** What staff may change of a child (updateChildByFields); omitted fields stay. */
export type ChildFieldsInput = {
  /** male or female. */
  gender?: InputMaybe<Scalars['String']['input']>;
  householdIncomeRange?: InputMaybe<Scalars['String']['input']>;
  /** A key from getChildPhotoUploadURL once uploaded; null removes the photo. */
  imageKey?: InputMaybe<Scalars['String']['input']>;
  nationality?: InputMaybe<Scalars['String']['input']>;
  numFamilyMembers?: InputMaybe<Scalars['Int']['input']>;
  race?: InputMaybe<Scalars['String']['input']>;
};

export type ChildFilter = {
  centreID?: InputMaybe<Scalars['Int']['input']>;
  /** Class ids; empty strings are dropped (the spec's rule). */
  classIDs?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  levelID?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the child's first or last name, or the birth certificate. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A child's health records of one day. */
export type ChildHealthDay = {
  __typename?: 'ChildHealthDay';
  checks: Array<HealthCheck>;
  childID: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  fever: Scalars['Boolean']['output'];
};

/** A child's standing health information. */
export type ChildHealthInfo = {
  __typename?: 'ChildHealthInfo';
  childID: Scalars['Int']['output'];
  clinicAddress: Maybe<Scalars['String']['output']>;
  clinicName: Maybe<Scalars['String']['output']>;
  clinicPhone: Maybe<Scalars['String']['output']>;
  familyDoctorName: Maybe<Scalars['String']['output']>;
  immunizationDetails: Maybe<Scalars['String']['output']>;
  isImmunized: Scalars['Boolean']['output'];
  medicalCondition: Array<MedicalCondition>;
  updatedAt: Maybe<Scalars['DateTime']['output']>;
};

export type ChildHealthInfoInput = {
  clinicAddress?: InputMaybe<Scalars['String']['input']>;
  clinicName?: InputMaybe<Scalars['String']['input']>;
  clinicPhone?: InputMaybe<Scalars['String']['input']>;
  familyDoctorName?: InputMaybe<Scalars['String']['input']>;
  immunizationDetails?: InputMaybe<Scalars['String']['input']>;
  isImmunized: Scalars['Boolean']['input'];
  medicalConditions?: InputMaybe<Array<MedicalConditionInput>>;
};

/** A seat of a child over time: centre, level and programme from a date to a date. */
export type ChildLevel = {
  __typename?: 'ChildLevel';
  ID: Scalars['Int']['output'];
  centre: ClassRef;
  from: Scalars['Date']['output'];
  level: ClassRef;
  /** Why the seat ended: promotion, transfer, correction, withdrawn or graduated. */
  moveReason: Maybe<Scalars['String']['output']>;
  nextLevel: Maybe<ClassRef>;
  program: Maybe<ClassRef>;
  /** Null: open. */
  to: Maybe<Scalars['Date']['output']>;
};

export type ChildList = {
  __typename?: 'ChildList';
  data: Array<Child>;
  totalCount: Scalars['Int']['output'];
};

/** A parent or guardian of a child, to name on a blacklist request. */
export type ChildRelation = {
  __typename?: 'ChildRelation';
  /** The parent's user id. */
  ID: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstname: Maybe<Scalars['String']['output']>;
  isMainApplicant: Scalars['Boolean']['output'];
  lastname: Maybe<Scalars['String']['output']>;
  relation: Maybe<Scalars['String']['output']>;
};

/** A child with a seat at the centre in a month and no attendance in it (the subsidy guard). */
export type ChildWithoutAttendance = {
  __typename?: 'ChildWithoutAttendance';
  childID: Scalars['Int']['output'];
  /** The seat's first day, and its last (null: still enrolled). */
  enrolledFrom: Scalars['Date']['output'];
  enrolledTo: Maybe<Scalars['Date']['output']>;
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
};

/** A child in a class: current (from on or before today) or upcoming. */
export type ClassChild = {
  __typename?: 'ClassChild';
  ID: Scalars['Int']['output'];
  dateOfBirth: Scalars['Date']['output'];
  firstname: Scalars['String']['output'];
  from: Scalars['Date']['output'];
  lastname: Scalars['String']['output'];
  to: Maybe<Scalars['Date']['output']>;
  upcoming: Scalars['Boolean']['output'];
};

export type ClassFilter = {
  centreID?: InputMaybe<Scalars['Int']['input']>;
  levelID?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the class label. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A class of a centre for one level. */
export type ClassInfo = {
  __typename?: 'ClassInfo';
  ID: Scalars['Int']['output'];
  /** Children the teachers may take at the centre's teacher ratio (ratio x teachers); null when the centre sets no ratio. */
  capacity: Maybe<Scalars['Int']['output']>;
  centre: ClassRef;
  /** Current and upcoming children, sorted by name. */
  children: Array<ClassChild>;
  coverPhotoKey: Maybe<Scalars['String']['output']>;
  /** A signed link (valid 10 minutes) to the cover photo; null without one. */
  coverPhotoURL: Maybe<Scalars['String']['output']>;
  currentChildrenCount: Scalars['Int']['output'];
  description: Maybe<Scalars['String']['output']>;
  fkSchool: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  level: ClassRef;
  /** True when current and upcoming children together are more than the capacity: the screens warn. */
  overCapacity: Scalars['Boolean']['output'];
  profilePhotoKey: Maybe<Scalars['String']['output']>;
  /** A signed link (valid 10 minutes) to the profile photo; null without one. */
  profilePhotoURL: Maybe<Scalars['String']['output']>;
  teachers: Array<ClassTeacher>;
  upcomingChildrenCount: Scalars['Int']['output'];
};

export type ClassInput = {
  /** Keys from getClassPhotoUploadURL once uploaded; null for none. */
  coverPhotoKey?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  fkCentre: Scalars['Int']['input'];
  /** A level the centre offers. */
  fkLevel: Scalars['Int']['input'];
  /** Required, at most 60 characters, unique among the centre's classes. */
  label: Scalars['String']['input'];
  profilePhotoKey?: InputMaybe<Scalars['String']['input']>;
  /** At most 10; teachers not listed are detached from the class (their records stay). */
  teachers: Array<ClassTeacherInput>;
};

export type ClassList = {
  __typename?: 'ClassList';
  data: Array<ClassInfo>;
  totalCount: Scalars['Int']['output'];
};

/** The level or centre of a class, as class screens show it. */
export type ClassRef = {
  __typename?: 'ClassRef';
  ID: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

/**
 * The live child-to-staff ratio of a class: its children checked in against its assigned staff checked in, and the
 * centre's teacher ratio (children per teacher). overRatio is the class pages' rule: more children than the staff in
 * may take.
 */
export type ClassStaffRatio = {
  __typename?: 'ClassStaffRatio';
  /** Children the staff in may take (teacherRatio x staffIn). */
  capacity: Maybe<Scalars['Int']['output']>;
  childrenIn: Scalars['Int']['output'];
  classID: Scalars['Int']['output'];
  classLabel: Scalars['String']['output'];
  overRatio: Scalars['Boolean']['output'];
  staffIn: Scalars['Int']['output'];
  /** Children per teacher at the centre; null when the centre sets none (never over ratio then). */
  teacherRatio: Maybe<Scalars['Int']['output']>;
};

/** A teacher: a record of a centre attached to classes, with or without a staff sign-in (fkUser). */
export type ClassTeacher = {
  __typename?: 'ClassTeacher';
  /** Null for a staff member offered by getTeacherListOnInput who has no teacher record yet. */
  ID: Maybe<Scalars['Int']['output']>;
  email: Maybe<Scalars['String']['output']>;
  firstname: Scalars['String']['output'];
  /** The staff sign-in linked to the teacher; a class-scope user sees the classes they teach. */
  fkUser: Maybe<Scalars['Int']['output']>;
  lastname: Scalars['String']['output'];
};

export type ClassTeacherInput = {
  /** An existing teacher of the centre; null for a new record. */
  ID?: InputMaybe<Scalars['Int']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstname: Scalars['String']['input'];
  /** A staff sign-in to link (from getTeacherListOnInput); staff of the class's centre only. */
  fkUser?: InputMaybe<Scalars['Int']['input']>;
  lastname: Scalars['String']['input'];
};

/** A configuration code: one option of a form's option list (a nationality, a race, an income range...). */
export type Code = {
  __typename?: 'Code';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  /** The option list the code belongs to, one of the categories of spec 001 (Nationality, Race...). */
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  fkSchool: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** The code's place in its option list: lists are sorted by sort order, then label. */
  sortOrder: Scalars['Int']['output'];
};

/** The option list of one code category. */
export type CodeCategory = {
  __typename?: 'CodeCategory';
  /** The category as asked, such as Nationality or Household_Income_Range. */
  category: Scalars['String']['output'];
  /** The category's active codes, sorted by sort order then label. */
  codes: Array<Code>;
};

export type CodeFilter = {
  fkSchool: Scalars['Int']['input'];
};

/** A configuration code as the option-list editor sends it. */
export type CodeInput = {
  active: Scalars['Boolean']['input'];
  description: Scalars['String']['input'];
  label: Scalars['String']['input'];
  /** Place in the option list, 0 to 9999; lists are sorted by sort order, then label. */
  sortOrder: Scalars['Int']['input'];
};

export type CodeList = {
  __typename?: 'CodeList';
  data: Array<Code>;
  /** How many codes match, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A consent the parent gave to the PDPA notice: the wording's version and hash, when, and what it was given with. */
export type Consent = {
  __typename?: 'Consent';
  ID: Scalars['Int']['output'];
  /** The centre of that enquiry. */
  centreLabel: Maybe<Scalars['String']['output']>;
  /** The enquiry it was given with; null for a registration. */
  fkEnquiry: Maybe<Scalars['Int']['output']>;
  givenAt: Scalars['DateTime']['output'];
  /** enquiry or registration. */
  kind: Scalars['String']['output'];
  /** SHA-256 (hex) of the notice's wording as agreed to. */
  textHash: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

/** An e-signed form of an enquiry (form 1: the registration form) with its participants. */
export type ConsentForm = {
  __typename?: 'ConsentForm';
  ID: Scalars['Int']['output'];
  completedAt: Maybe<Scalars['DateTime']['output']>;
  /** The SHA-256 of the document as the participants see it. */
  contentSha256: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Pending until every participant signed, then Completed. */
  eDocumentStatus: Scalars['String']['output'];
  formType: Scalars['String']['output'];
  /** Pending, but the link of the signer whose turn it is expired: createForm1 voids it and sends a new one. */
  linksExpired: Scalars['Boolean']['output'];
  participants: Array<ConsentParticipant>;
  /** The signed PDF is stored (getEnrolmentDocumentURL opens it). */
  signedDocumentAvailable: Scalars['Boolean']['output'];
};

/** A signer of a consent form, in order (spec: displayName, order, email, status). */
export type ConsentParticipant = {
  __typename?: 'ConsentParticipant';
  ID: Scalars['Int']['output'];
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  /** applicant, spouse or staff. */
  role: Scalars['String']['output'];
  signedAt: Maybe<Scalars['DateTime']['output']>;
  /** Waiting (an earlier signer first), Sent (their link is out), PendingStaffSign (the centre's turn), Signed. */
  status: Scalars['String']['output'];
};

export type ConsentParticipantInput = {
  displayName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  /** applicant, spouse or staff (the centre's signer, a staff member of the school, signs last). */
  role: Scalars['String']['input'];
};

export type ConsentRow = {
  __typename?: 'ConsentRow';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ConsentSection = {
  __typename?: 'ConsentSection';
  heading: Scalars['String']['output'];
  rows: Array<ConsentRow>;
};

/** One family's refunds together. */
export type ConsolidatedRefund = {
  __typename?: 'ConsolidatedRefund';
  IDChild: Scalars['Int']['output'];
  childName: Scalars['String']['output'];
  refunds: Array<RefundItem>;
  totalAmount: Scalars['Int']['output'];
};

export type ConsolidatedRefundList = {
  __typename?: 'ConsolidatedRefundList';
  data: Array<ConsolidatedRefund>;
  totalCount: Scalars['Int']['output'];
};

/** An ad hoc credit note: an amount in cents taken off an issued invoice, with why. */
export type CreditNote = {
  __typename?: 'CreditNote';
  ID: Scalars['Int']['output'];
  IDInvoice: Scalars['Int']['output'];
  amount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  creditNoteNo: Scalars['String']['output'];
  remark: Scalars['String']['output'];
};

/** Approved leave covering a day: its type's code and label, and the half day when it is one. */
export type DayLeave = {
  __typename?: 'DayLeave';
  code: Scalars['String']['output'];
  halfDay: Maybe<LeaveHalfDay>;
  label: Scalars['String']['output'];
};

/** A person found in the organisation's directory (spec 001: Directory user). */
export type DirectoryUser = {
  __typename?: 'DirectoryUser';
  businessPhones: Array<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  givenName: Scalars['String']['output'];
  surname: Scalars['String']['output'];
};

/** One stored document of a child (spec: ID, filename, fkChild, label, URL, remark, tags). */
export type Document = {
  __typename?: 'Document';
  ID: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  filename: Maybe<Scalars['String']['output']>;
  fkChild: Scalars['Int']['output'];
  fkDocumentType: Scalars['Int']['output'];
  fkEnquiry: Maybe<Scalars['Int']['output']>;
  remark: Maybe<Scalars['String']['output']>;
  sizeBytes: Maybe<Scalars['Int']['output']>;
  /** pending_verification, verified, rejected or not_required. */
  status: Scalars['String']['output'];
  /** The status as the spec shows it: Pending Verification, Verified, Rejected, Not Required. */
  statusText: Scalars['String']['output'];
};

/** A document type of the school (birth certificate, NRIC of parents...), as HQ configures it. */
export type DocumentTypeConfig = {
  __typename?: 'DocumentTypeConfig';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  /** registration (an enquiry's documents) or child (a child's profile documents). */
  category: Scalars['String']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** The family must give it (or staff mark it not required) before the registration goes on. */
  isRequired: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  /** Who lists the type, as bits: 1 the parent, 2 staff (the spec's list access level 2). */
  listAccess: Scalars['Int']['output'];
  sortOrder: Scalars['Int']['output'];
  /** Who uploads files of the type, as bits: 1 the parent, 2 staff. */
  uploadAccess: Scalars['Int']['output'];
};

export type DocumentTypeConfigInput = {
  active: Scalars['Boolean']['input'];
  category: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  isRequired: Scalars['Boolean']['input'];
  label: Scalars['String']['input'];
  listAccess: Scalars['Int']['input'];
  sortOrder: Scalars['Int']['input'];
  uploadAccess: Scalars['Int']['input'];
};

/** The first month's fees of an enquiry, computed and not issued: no number, nothing owed yet. */
export type DraftInvoice = {
  __typename?: 'DraftInvoice';
  IDEnquiry: Scalars['Int']['output'];
  grandTotal: Scalars['Int']['output'];
  items: Array<InvoiceItem>;
  label: Scalars['String']['output'];
  /** The 1st of the month billed. */
  month: Scalars['Date']['output'];
  totalAmount: Scalars['Int']['output'];
  totalTaxAmount: Scalars['Int']['output'];
};

/** One family's interest in one centre for one child (spec 000 section 3, Enquiry). */
export type Enquiry = {
  __typename?: 'Enquiry';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  admissionStatus: EnquiryState;
  centre: EnquiryCentre;
  childFirstname: Scalars['String']['output'];
  childLastname: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The planned start: the 1st or the 15th of a month. */
  enrollmentPlan: Scalars['Date']['output'];
  enrolmentStep: Maybe<Scalars['String']['output']>;
  /** The parent's names as given on the form. */
  firstname: Scalars['String']['output'];
  fkCentre: Scalars['Int']['output'];
  fkChild: Scalars['Int']['output'];
  fkEnquiryState: Scalars['Int']['output'];
  fkLevel: Scalars['Int']['output'];
  fkProgram: Maybe<Scalars['Int']['output']>;
  fkSchool: Scalars['Int']['output'];
  fkUser: Scalars['Int']['output'];
  isTransferEnquiry: Scalars['Boolean']['output'];
  isTransferEnquiryReadyForEnrolment: Scalars['Boolean']['output'];
  lastname: Scalars['String']['output'];
  level: CentreOfferedLevel;
  program: Maybe<CentreOfferedProgram>;
  /** The centre visit is skipped for this enquiry (by the school's skip_visit or by staff). */
  skipCentreVisit: Scalars['Boolean']['output'];
  /** The trial class is skipped for this enquiry (by the school's skip_trial or by staff). */
  skipTrial: Scalars['Boolean']['output'];
  user: EnquiryUser;
  /** The centre has a place for the level in the planned month (its capacity less its enrolments). */
  vacancyAvailable: Scalars['Boolean']['output'];
  /** The enquiry's visits and trials, oldest first, cancelled ones included. */
  visits: Array<Visit>;
};

/** The centre an enquiry is for, as enquiry lists show it. */
export type EnquiryCentre = {
  __typename?: 'EnquiryCentre';
  ID: Scalars['Int']['output'];
  addresses: Array<CentreAddress>;
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** What staff may change of a waitlisted enquiry. */
export type EnquiryDetailUpdate = {
  /** The month the family wants to start: the 1st or the 15th, not in the past. */
  enrollmentPlan?: InputMaybe<Scalars['Date']['input']>;
  /** true puts the enquiry on the waitlist (now), false takes it off. */
  waitlisted?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The details object of a new enquiry (spec 000 section 3, New-enquiry submit payload). */
export type EnquiryDetailsInput = {
  /** Required unless the child is unborn (a future date of birth); stored upper case. */
  birthCertificate?: InputMaybe<Scalars['String']['input']>;
  /** The date of birth with the time of submission (the form sends date plus current time); only the date is kept. */
  childBirthdate: Scalars['String']['input'];
  childFirstname: Scalars['String']['input'];
  childLastname: Scalars['String']['input'];
  childNationality?: InputMaybe<Scalars['String']['input']>;
  childRace?: InputMaybe<Scalars['String']['input']>;
  /** The planned start, YYYY-MM-DD: the 1st or the 15th of a month, not in the past. */
  enrollmentPlan: Scalars['Date']['input'];
  /** The parent's names. */
  firstname: Scalars['String']['input'];
  /** Kept for the contract (the form sends 1); the centres are centreIDs. */
  fkCentre?: InputMaybe<Scalars['Int']['input']>;
  fkLevel: Scalars['Int']['input'];
  fkProgram: Scalars['Int']['input'];
  householdIncomeRange?: InputMaybe<Scalars['String']['input']>;
  lastname: Scalars['String']['input'];
  workplaceStaff: Scalars['String']['input'];
};

/**
 * Where an enquiry stands at the document steps and what it proves (the data beside the documents under review), with
 * what the caller's screen may offer.
 */
export type EnquiryDocumentSummary = {
  __typename?: 'EnquiryDocumentSummary';
  IDChild: Scalars['Int']['output'];
  IDEnquiry: Scalars['Int']['output'];
  birthCertificate: Maybe<Scalars['String']['output']>;
  /** The consent form may be sent for signing (pending_econsent). */
  canConsent: Scalars['Boolean']['output'];
  /** The documents may be submitted for verification (pending_document_submission). */
  canSubmit: Scalars['Boolean']['output'];
  /** Files may be added or removed (from form completion until the documents are settled). */
  canUpload: Scalars['Boolean']['output'];
  centreLabel: Scalars['String']['output'];
  childDateOfBirth: Scalars['Date']['output'];
  childName: Scalars['String']['output'];
  enrollmentPlan: Scalars['Date']['output'];
  levelLabel: Scalars['String']['output'];
  parentEmail: Scalars['String']['output'];
  parentName: Scalars['String']['output'];
  stateCode: Scalars['String']['output'];
  stateLabel: Scalars['String']['output'];
};

/** Enquiry list filter; empty values mean no filter. Inactive and cancelled enquiries are left out unless asked for. */
export type EnquiryFilter = {
  fkCentre?: InputMaybe<Scalars['Int']['input']>;
  fkChild?: InputMaybe<Scalars['Int']['input']>;
  fkEnquiryState?: InputMaybe<Scalars['Int']['input']>;
  /** Include inactive and cancelled enquiries. */
  includeClosed?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Where an enquiry stands for the parent: the steps, the current one, and what the parent can do next. */
export type EnquiryFrontendStates = {
  __typename?: 'EnquiryFrontendStates';
  IDEnquiry: Scalars['Int']['output'];
  current: EnquiryState;
  /**
   * What the parent does next: book_visit, await_visit_approval, book_trial, await_trial_approval, pay_trial,
   * register, await_centre_contact (a booking is next but the centre publishes no times for it: the centre contacts
   * the family), or none (closed or waiting on the centre).
   */
  nextAction: Scalars['String']['output'];
  steps: Array<EnquiryFrontendStep>;
};

/** One step of the parent-facing flow of an enquiry. */
export type EnquiryFrontendStep = {
  __typename?: 'EnquiryFrontendStep';
  /** schedule, centre_visit, trial_class or registration. */
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** done, current, upcoming or skipped. */
  status: Scalars['String']['output'];
};

export type EnquiryList = {
  __typename?: 'EnquiryList';
  data: Array<Enquiry>;
  totalCount: Scalars['Int']['output'];
};

/** The state an enquiry is in (its admission status), with the parent-facing step it belongs to. */
export type EnquiryState = {
  __typename?: 'EnquiryState';
  ID: Scalars['Int']['output'];
  /** The parent-facing step: schedule, centre_visit, trial_class or registration. */
  enquiryFrontendState: Scalars['String']['output'];
  /** start, visit, trial or enrolment. */
  group: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** Such as new_enquiry, pending_visit, trial_approved (spec 000 section 4). */
  stateCode: Scalars['String']['output'];
};

/** One change of an enquiry's state: from where, to where, what happened and who did it. */
export type EnquiryStateChange = {
  __typename?: 'EnquiryStateChange';
  ID: Scalars['Int']['output'];
  /** What happened, such as created, book_visit, offered, waitlisted. */
  action: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Who moved it; null when the product did. */
  fkUser: Maybe<Scalars['Int']['output']>;
  fromState: Maybe<EnquiryState>;
  remarks: Maybe<Scalars['String']['output']>;
  toState: EnquiryState;
  /** The mover's name; null when the product moved it. */
  userName: Maybe<Scalars['String']['output']>;
};

/** One allowed move of a school's enquiry state machine (spec 002, Enquiry state mapping). */
export type EnquiryStateMachineMap = {
  __typename?: 'EnquiryStateMachineMap';
  ID: Scalars['Int']['output'];
  fromState: EnquiryState;
  /** Among the moves out of one state, the lower comes first (the usual next step). */
  priority: Scalars['Int']['output'];
  toState: EnquiryState;
};

/** The parent contact of an enquiry. */
export type EnquiryUser = {
  __typename?: 'EnquiryUser';
  ID: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  mobilePhone: Maybe<Scalars['String']['output']>;
  mobilePhoneCountryCode: Maybe<Scalars['String']['output']>;
};

/** A centre the enquiry form offers: active, offering the level (and programme), with its address. */
export type EnrollmentCentre = {
  __typename?: 'EnrollmentCentre';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  addresses: Array<CentreAddress>;
  code: Scalars['String']['output'];
  /** Kilometres from the searched location; null when the list was not searched by location. */
  distance: Maybe<Scalars['Float']['output']>;
  fkSchool: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** The centre has a place for the level in the planned month. */
  vacancyAvailable: Scalars['Boolean']['output'];
};

export type EnrollmentCentreList = {
  __typename?: 'EnrollmentCentreList';
  data: Array<EnrollmentCentre>;
  totalCount: Scalars['Int']['output'];
};

/** The enrolment form of an enquiry (spec 002 section 3, Enrolment form): its sections and what is saved. */
export type EnrolmentForm = {
  __typename?: 'EnrolmentForm';
  IDEnquiry: Scalars['Int']['output'];
  completedSteps: Array<Scalars['String']['output']>;
  /** The emergency contact is given (its section is saved). */
  hasEmergencyContact: Scalars['Boolean']['output'];
  /** The enquiry's level is infant care (the subsidy estimate's care type). */
  isInfantCare: Scalars['Boolean']['output'];
  /** What the sections start from before they are saved: the enquiry's child and the applicant's account. */
  prefill: Maybe<Scalars['JSON']['output']>;
  /** The section to resume at: the first one not complete; null when all are. */
  step: Maybe<Scalars['String']['output']>;
  steps: Array<RegistrationStepState>;
};

/** One section of the enrolment form as saved. */
export type EnrolmentFormInput = {
  data: Scalars['JSON']['input'];
  /** enquiry, child, applicant, spouse, guardians or emergency_contact. */
  step: Scalars['String']['input'];
};

/** Where an enquiry stands on its way from the registration payment to enrolment (the payment page). */
export type EnrolmentStatus = {
  __typename?: 'EnrolmentStatus';
  IDEnquiry: Scalars['Int']['output'];
  enrolled: Scalars['Boolean']['output'];
  /** GIRO must still be set up before the child is enrolled (no application yet, and the school does not skip it). */
  giroRequired: Scalars['Boolean']['output'];
  /** The registration invoice is paid in full. */
  invoicePaid: Scalars['Boolean']['output'];
  /** The enquiry's state code: pending_registration_payment, pending_giro, enrolled, ... */
  state: Scalars['String']['output'];
};

/** A school event (spec 002 §3 Event). Fees in cents. */
export type Event = {
  __typename?: 'Event';
  ID: Scalars['Int']['output'];
  /** Children answering attending (removed children not counted). */
  attendingCount: Scalars['Int']['output'];
  cancelRemarks: Maybe<Scalars['String']['output']>;
  cancellationDate: Maybe<Scalars['Date']['output']>;
  /** Draft, Pending, Upcoming or Past: by status and whether the event has ended. */
  category: Scalars['String']['output'];
  childEventFee: Scalars['Int']['output'];
  description: Maybe<Scalars['String']['output']>;
  eventImageKey: Maybe<Scalars['String']['output']>;
  eventType: Scalars['String']['output'];
  fkApprover: Maybe<Scalars['Int']['output']>;
  fkCreator: Scalars['Int']['output'];
  fkSubmitter: Maybe<Scalars['Int']['output']>;
  from: Scalars['DateTime']['output'];
  guestCountLimit: Scalars['Int']['output'];
  guestEventFee: Scalars['Int']['output'];
  guestsAllowed: Scalars['Boolean']['output'];
  guestsDetailsRequired: Scalars['Boolean']['output'];
  location: Scalars['String']['output'];
  parentConsentRequired: Scalars['Boolean']['output'];
  paymentRequired: Scalars['Boolean']['output'];
  publishDate: Scalars['Date']['output'];
  rsvpDeadline: Scalars['DateTime']['output'];
  scopes: Array<EventScope>;
  /** draft, pending, published or cancelled. */
  status: Scalars['String']['output'];
  termsAndConditions: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  to: Scalars['DateTime']['output'];
};

/** A class an event may invite, with its centre. */
export type EventClassOption = {
  __typename?: 'EventClassOption';
  ID: Scalars['Int']['output'];
  centreID: Scalars['Int']['output'];
  centreLabel: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type EventGuestInput = {
  mobile?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  relation?: InputMaybe<Scalars['String']['input']>;
};

/** An event as staff enter it. Fees in cents; times are ISO instants, dates YYYY-MM-DD (Singapore). */
export type EventInput = {
  /** The last day families may withdraw an RSVP; none: until the RSVP deadline. */
  cancellationDate?: InputMaybe<Scalars['Date']['input']>;
  /** Fee per child in cents. */
  childEventFee?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  eventImageKey?: InputMaybe<Scalars['String']['input']>;
  eventType: Scalars['String']['input'];
  from: Scalars['DateTime']['input'];
  guestCountLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Fee per guest in cents. */
  guestEventFee?: InputMaybe<Scalars['Int']['input']>;
  guestsAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  guestsDetailsRequired?: InputMaybe<Scalars['Boolean']['input']>;
  location: Scalars['String']['input'];
  parentConsentRequired?: InputMaybe<Scalars['Boolean']['input']>;
  paymentRequired?: InputMaybe<Scalars['Boolean']['input']>;
  publishDate: Scalars['Date']['input'];
  rsvpDeadline: Scalars['DateTime']['input'];
  scopes: EventScopeInput;
  termsAndConditions?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  to: Scalars['DateTime']['input'];
};

export type EventList = {
  __typename?: 'EventList';
  data: Array<Event>;
  totalCount: Scalars['Int']['output'];
};

/** A picture in an event's album (spec 002 §3: ID, fileKey, status, active). */
export type EventPhoto = {
  __typename?: 'EventPhoto';
  ID: Scalars['Int']['output'];
  /** False once deleted from the album. */
  active: Scalars['Boolean']['output'];
  caption: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  fileKey: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  /** unpublished (new, waiting for review) or published (families see it). */
  status: Scalars['String']['output'];
  /** The children it shows. Staff see every tag; a parent only their own child's. */
  tags: Array<EventPhotoTag>;
  /**
   * A signed URL to the small copy (at most 480 pixels a side) made by the browser at upload, for the album's tiles;
   * the original's URL for a photo added without one.
   */
  thumbnailUrl: Scalars['String']['output'];
  /** A signed URL to the picture (valid 10 minutes). */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** A file about to be uploaded to an album. */
export type EventPhotoFileInput = {
  contentType: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};

/** An uploaded picture to add to an album: the key from the upload target, a caption and the children it shows. */
export type EventPhotoInput = {
  caption?: InputMaybe<Scalars['String']['input']>;
  /** Children on the event's attending list whose families gave photo consent. */
  childIDs?: InputMaybe<Array<Scalars['Int']['input']>>;
  fileKey: Scalars['String']['input'];
  /**
   * The key of a small JPEG, PNG or WebP copy of the picture (at most 480 pixels a side) uploaded beside it to the
   * album's upload target; checked like the original.
   */
  thumbnailKey?: InputMaybe<Scalars['String']['input']>;
};

/** A child tagged on an event photo. */
export type EventPhotoTag = {
  __typename?: 'EventPhotoTag';
  childID: Scalars['Int']['output'];
  childName: Scalars['String']['output'];
  /** Whether the child's family lets the child appear on photos other families see. */
  photoConsent: Scalars['Boolean']['output'];
};

/** A child's RSVP as staff see it in the list. */
export type EventRsvpChild = {
  __typename?: 'EventRsvpChild';
  ID: Scalars['Int']['output'];
  centreID: Scalars['Int']['output'];
  centreLabel: Scalars['String']['output'];
  childID: Scalars['Int']['output'];
  childName: Scalars['String']['output'];
  classID: Maybe<Scalars['Int']['output']>;
  classLabel: Maybe<Scalars['String']['output']>;
  consentAcceptedAt: Maybe<Scalars['DateTime']['output']>;
  guests: Array<EventRsvpGuest>;
  respondedAt: Scalars['DateTime']['output'];
  /** attending, not_attending or removed. */
  status: Scalars['String']['output'];
};

export type EventRsvpChildList = {
  __typename?: 'EventRsvpChildList';
  data: Array<EventRsvpChild>;
  totalCount: Scalars['Int']['output'];
};

/** A guest on a child's RSVP. */
export type EventRsvpGuest = {
  __typename?: 'EventRsvpGuest';
  ID: Scalars['Int']['output'];
  mobile: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  relation: Maybe<Scalars['String']['output']>;
};

/** A parent's RSVP input for one child. */
export type EventRsvpInput = {
  /** Required true where the event needs parent consent and the child attends. */
  acceptTerms?: InputMaybe<Scalars['Boolean']['input']>;
  attending: Scalars['Boolean']['input'];
  guests?: InputMaybe<Array<EventGuestInput>>;
};

/** One scope of an event: a school-wide one has neither centre nor class. */
export type EventScope = {
  __typename?: 'EventScope';
  ID: Scalars['Int']['output'];
  centreID: Maybe<Scalars['Int']['output']>;
  centreLabel: Maybe<Scalars['String']['output']>;
  classID: Maybe<Scalars['Int']['output']>;
  classLabel: Maybe<Scalars['String']['output']>;
};

/** Whom an event invites: the whole school, or centres and classes. */
export type EventScopeInput = {
  centreIDs?: InputMaybe<Array<Scalars['Int']['input']>>;
  classIDs?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The whole school (head office's alone). */
  school?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A background job of the school that failed after its retries. */
export type FailedJob = {
  __typename?: 'FailedJob';
  ID: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The last error's message. */
  error: Maybe<Scalars['String']['output']>;
  failedAt: Maybe<Scalars['DateTime']['output']>;
  /** The job's name, e.g. outbox-delivery. */
  name: Scalars['String']['output'];
  /** The id of the record it worked on, when it names one (outbox message id...). */
  recordId: Maybe<Scalars['Int']['output']>;
  retryCount: Scalars['Int']['output'];
};

export type FailedJobList = {
  __typename?: 'FailedJobList';
  data: Array<FailedJob>;
  totalCount: Scalars['Int']['output'];
};

/** What a parent keeps up to date from their child's profile. */
export type FamilyContacts = {
  __typename?: 'FamilyContacts';
  /** The caller's own home address; null until given. */
  address: Maybe<UserAddress>;
  /** The child's emergency contact as the registration holds it (firstname, lastname, relationToChild, mobilePhoneCountryCode, mobilePhone); null until given. */
  emergencyContact: Maybe<Scalars['JSON']['output']>;
};

/** A fee of a tier: for a level, programme and nationality, in cents, from a date. */
export type Fee = {
  __typename?: 'Fee';
  ID: Scalars['Int']['output'];
  /** In cents. */
  amount: Scalars['Int']['output'];
  effectiveFrom: Scalars['Date']['output'];
  /** The last day it applies; null while no later fee replaces it. */
  effectiveTo: Maybe<Scalars['Date']['output']>;
  level: FeeRef;
  nationality: Scalars['String']['output'];
  program: FeeRef;
};

/** A child whose fee changes. */
export type FeeAffectedChild = {
  __typename?: 'FeeAffectedChild';
  ID: Scalars['Int']['output'];
  amount: Scalars['Int']['output'];
  difference: Scalars['Int']['output'];
  firstname: Scalars['String']['output'];
  lastAmount: Maybe<Scalars['Int']['output']>;
  lastname: Scalars['String']['output'];
  level: FeeRef;
  nationality: Scalars['String']['output'];
  program: FeeRef;
};

/** A family (by its main applicant) and what the change does to its children's fees. */
export type FeeAffectedFamily = {
  __typename?: 'FeeAffectedFamily';
  children: Array<FeeAffectedChild>;
  /** The family's total change per month, in cents. */
  difference: Scalars['Int']['output'];
  email: Maybe<Scalars['String']['output']>;
  /** Null when the child has no main applicant on record. */
  parent: Maybe<FeeUser>;
};

/** A fee change request of a tier (maker-approver). */
export type FeeDraft = {
  __typename?: 'FeeDraft';
  ID: Scalars['Int']['output'];
  activityLogs: Array<FeeDraftLog>;
  approver: Maybe<FeeUser>;
  /**
   * What the caller may do with it now, as catalogue action keys (the permitted actions of the row): fees.approve
   * (approve or reject: pending, approve at its centre, and not the caller's own request) and fees.impact (see whom a
   * pending request affects).
   */
  can: Array<Scalars['String']['output']>;
  centre: FeeRef;
  createdAt: Scalars['DateTime']['output'];
  effectiveFrom: Scalars['Date']['output'];
  feeTier: FeeRef;
  fkCentre: Scalars['Int']['output'];
  fkFeeTier: Scalars['Int']['output'];
  fkUser: Scalars['Int']['output'];
  /** By level, nationality, programme. */
  items: Array<FeeDraftItem>;
  /** draft, pending, approved, rejected or cancelled. */
  status: Scalars['String']['output'];
  user: FeeUser;
};

/** The drafts list's filter; empty values mean no filter. */
export type FeeDraftFilter = {
  fkCentre?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

/** Whom a fee change request affects, for the approver. */
export type FeeDraftImpact = {
  __typename?: 'FeeDraftImpact';
  effectiveFrom: Scalars['Date']['output'];
  families: Array<FeeAffectedFamily>;
  lines: Array<FeeImpactLine>;
  /** An increase takes effect less than noticeMonths after today (the day it would be approved). */
  needsNoticeWarning: Scalars['Boolean']['output'];
  /** The school's notice period for increases, in months (fee_increase_notice_months, 4 by default). */
  noticeMonths: Scalars['Int']['output'];
};

export type FeeDraftInput = {
  /** The day the new amounts apply from; today or later. */
  effectiveFrom: Scalars['Date']['input'];
  fkFeeTier: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};

/** An item of a fee change request: the new amount beside the amount it replaces. */
export type FeeDraftItem = {
  __typename?: 'FeeDraftItem';
  ID: Scalars['Int']['output'];
  /** In cents. */
  amount: Scalars['Int']['output'];
  /** The draft's effective date. */
  effectiveFrom: Scalars['Date']['output'];
  /** In cents; null for a fee the tier does not have yet. */
  lastAmount: Maybe<Scalars['Int']['output']>;
  level: FeeRef;
  nationality: Scalars['String']['output'];
  program: FeeRef;
};

export type FeeDraftItemInput = {
  /** In cents, 0 or more. */
  amount: Scalars['Int']['input'];
  fkLevel: Scalars['Int']['input'];
  fkProgram: Scalars['Int']['input'];
  nationality: Scalars['String']['input'];
};

export type FeeDraftList = {
  __typename?: 'FeeDraftList';
  data: Array<FeeDraft>;
  /** How many drafts in reach are pending (status pending), whatever the filter. */
  pendingCount: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** A step of a fee change request. */
export type FeeDraftLog = {
  __typename?: 'FeeDraftLog';
  ID: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  remark: Maybe<Scalars['String']['output']>;
  /** draft, pending, approved, rejected or cancelled. */
  status: Scalars['String']['output'];
  user: FeeUser;
};

/** A school's fee group: tiers of several centres share its group code. */
export type FeeGroup = {
  __typename?: 'FeeGroup';
  ID: Scalars['Int']['output'];
  groupCode: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** What one changed fee does: its children and families at the centre on the effective date. */
export type FeeImpactLine = {
  __typename?: 'FeeImpactLine';
  amount: Scalars['Int']['output'];
  /** amount - lastAmount, in cents (the whole amount for a new fee). */
  difference: Scalars['Int']['output'];
  lastAmount: Maybe<Scalars['Int']['output']>;
  level: FeeRef;
  nationality: Scalars['String']['output'];
  numberOfChildren: Scalars['Int']['output'];
  program: FeeRef;
};

export type FeeInput = {
  /** In cents, 0 or more. */
  amount: Scalars['Int']['input'];
  effectiveFrom: Scalars['Date']['input'];
  fkLevel: Scalars['Int']['input'];
  fkProgram: Scalars['Int']['input'];
  nationality: Scalars['String']['input'];
};

/** A level or programme by name, as fees show them. */
export type FeeRef = {
  __typename?: 'FeeRef';
  ID: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

/** A centre's fee tier: the fees for families who register within its registration dates. */
export type FeeTier = {
  __typename?: 'FeeTier';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  centre: FeeRef;
  effectiveForRegistrationFrom: Scalars['Date']['output'];
  effectiveForRegistrationTo: Maybe<Scalars['Date']['output']>;
  feeGroup: FeeGroup;
  /** Current tiers: the fees in effect today; upcoming tiers: the fees starting later. By level, nationality, programme, date. */
  fees: Array<Fee>;
  fkCentre: Scalars['Int']['output'];
  fkGroup: Scalars['Int']['output'];
  isLastTierInGroup: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  numberOfChildren: Array<FeeTierLevelCount>;
  /** True while a fee change request of the tier is open (draft or pending). */
  pending: Scalars['Boolean']['output'];
};

export type FeeTierInput = {
  effectiveForRegistrationFrom: Scalars['Date']['input'];
  effectiveForRegistrationTo?: InputMaybe<Scalars['Date']['input']>;
  /** At least one; each level, programme and nationality once; levels and programmes the centre offers. */
  fees: Array<FeeInput>;
  fkCentre: Scalars['Int']['input'];
  fkGroup: Scalars['Int']['input'];
  isLastTierInGroup?: InputMaybe<Scalars['Boolean']['input']>;
  label: Scalars['String']['input'];
};

/** How many children a level has at the tier's centre today. */
export type FeeTierLevelCount = {
  __typename?: 'FeeTierLevelCount';
  level: FeeRef;
  numberOfChildren: Scalars['Int']['output'];
};

/** A user as fee drafts show them (requester, approver, activity). */
export type FeeUser = {
  __typename?: 'FeeUser';
  ID: Scalars['Int']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
};

/** A child with a fever at the centre on a day: the dashboard's flag, opening the child's Health tab. */
export type FeverFlag = {
  __typename?: 'FeverFlag';
  childID: Scalars['Int']['output'];
  /** The class of the check-in the temperature was taken at. */
  classID: Scalars['Int']['output'];
  classLabel: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  symptoms: Array<Scalars['String']['output']>;
  /** Degrees Celsius with one decimal. */
  temperature: Maybe<Scalars['Float']['output']>;
  time: Scalars['DateTime']['output'];
};

/** A finance document searchFinance found. Amounts in cents. */
export type FinanceSearchHit = {
  __typename?: 'FinanceSearchHit';
  ID: Scalars['Int']['output'];
  IDChild: Scalars['Int']['output'];
  /** The invoice the document belongs to (its page opens there); null for a refund. */
  IDInvoice: Maybe<Scalars['Int']['output']>;
  amount: Scalars['Int']['output'];
  childName: Scalars['String']['output'];
  date: Scalars['Date']['output'];
  /** invoice, receipt, credit_note or refund. */
  kind: Scalars['String']['output'];
  /** The invoice, receipt or credit note number; a refund's label. */
  number: Scalars['String']['output'];
  /** The invoice's or refund's status; null for receipts and credit notes. */
  status: Maybe<Scalars['String']['output']>;
};

export type FinanceSearchList = {
  __typename?: 'FinanceSearchList';
  data: Array<FinanceSearchHit>;
  totalCount: Scalars['Int']['output'];
};

/** A postal code's street address and map position (a place the geocoder knows). */
export type GeocodeResult = {
  __typename?: 'GeocodeResult';
  /** Block or house number and street. */
  address: Scalars['String']['output'];
  /**
   * Only the postal sector's approximate centre is known (a valid code the bundled table does not list): the address
   * names the sector; check or type the coordinates.
   */
  approximate: Scalars['Boolean']['output'];
  /** The building's name, when it has one. */
  building: Maybe<Scalars['String']['output']>;
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  postalCode: Scalars['String']['output'];
};

/** A paper GIRO form typed in by staff (addGiro). */
export type GiroAccountInput = {
  IDChild: Scalars['Int']['input'];
  effectiveFrom?: InputMaybe<Scalars['Date']['input']>;
  fkBankBicCode: Scalars['Int']['input'];
  isCda: Scalars['Boolean']['input'];
  payerAccountNames: Array<Scalars['String']['input']>;
  payerAccountNumber: Scalars['String']['input'];
};

/** The parent's GIRO application (spec 002 section 3, GIRO application). */
export type GiroApplicationInput = {
  /** A Child Development Account (the government-matched savings account) rather than the parent's own. */
  IsCDA: Scalars['Boolean']['input'];
  /** The date on the form: today or up to 90 days back. */
  applicationDate: Scalars['Date']['input'];
  /** Digits only (dashes and spaces are dropped), 7 to 14 of them. */
  bankAccountNumber: Scalars['String']['input'];
  /** A bank of findAllBankBicCode. */
  fkBankBicCode: Scalars['Int']['input'];
  mobilePhone: Scalars['String']['input'];
  /** With its + (for example +65). */
  mobilePhoneCountryCode: Scalars['String']['input'];
  /** One name, or two for a joint account, as printed on the account. */
  nameOfAccountHolders: Array<Scalars['String']['input']>;
};

/** The GIRO part of an enquiry's payment step. */
export type GiroEnquiryInfo = {
  __typename?: 'GiroEnquiryInfo';
  IDChild: Maybe<Scalars['Int']['output']>;
  IDEnquiry: Scalars['Int']['output'];
  /** The enquiry's child's bank accounts, newest first. */
  accounts: Array<BankAccount>;
  /** The family may choose to pay the registration fee by GIRO now (a GIRO application exists, payment is due). */
  canPayRegistrationByGiro: Scalars['Boolean']['output'];
  /** The family chose GIRO for the registration fee: the enquiry waits for the bank's approval (pending_giro). */
  payingByGiro: Scalars['Boolean']['output'];
  /** The school lets the family skip GIRO setup in the enrolment flow (skip_giro_setup_school_visit = 1). */
  skipGiroSetup: Scalars['Boolean']['output'];
};

/** A parent or guardian of a child. */
export type Guardian = {
  __typename?: 'Guardian';
  /** The user's ID. */
  ID: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  guardianAccess: Scalars['Boolean']['output'];
  isMainApplicant: Scalars['Boolean']['output'];
  isParent: Scalars['Boolean']['output'];
  lastname: Scalars['String']['output'];
  mobilePhone: Maybe<Scalars['String']['output']>;
  mobilePhoneCountryCode: Maybe<Scalars['String']['output']>;
  relation: Maybe<Scalars['String']['output']>;
};

/** A health check: at arrival (with the check-in) or during the day. */
export type HealthCheck = {
  __typename?: 'HealthCheck';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  date: Scalars['Date']['output'];
  /** At or above the school's fever threshold (37.5 °C unless set). */
  fever: Scalars['Boolean']['output'];
  symptoms: Array<Scalars['String']['output']>;
  /** Degrees Celsius with one decimal; null when not taken. */
  temperature: Maybe<Scalars['Float']['output']>;
  time: Scalars['DateTime']['output'];
  /** arrival or during_day. */
  type: Scalars['String']['output'];
};

/** A health check sent with a mark, for one of the children marked. */
export type HealthCheckInput = {
  childID: Scalars['Int']['input'];
  symptoms?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Degrees Celsius, 30.0 to 45.0. */
  temperature?: InputMaybe<Scalars['Float']['input']>;
};

/**
 * A closure of a school: public (every centre of the school) or for the centres it lists. Holidays show on
 * calendars and block visit slots.
 */
export type Holiday = {
  __typename?: 'Holiday';
  ID: Scalars['Int']['output'];
  /** The centres the holiday closes, sorted by centre label; empty for a public holiday. */
  centreHolidays: Array<CentreHoliday>;
  description: Maybe<Scalars['String']['output']>;
  fkSchool: Scalars['Int']['output'];
  /** The first day, inclusive. */
  from: Scalars['Date']['output'];
  /** The key of the holiday's photo in file storage, if it has one. */
  holidayImageKey: Maybe<Scalars['String']['output']>;
  /** A signed link (valid 10 minutes) to show the photo; null without one. */
  holidayImageURL: Maybe<Scalars['String']['output']>;
  /** A public holiday closes every centre of the school; it lists no centres. */
  isPublic: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** The last day, inclusive; on or after from. */
  to: Scalars['Date']['output'];
};

/** The centre of a centre holiday, as holiday lists show it. */
export type HolidayCentre = {
  __typename?: 'HolidayCentre';
  ID: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

export type HolidayInput = {
  /** The centres the holiday closes: centres of the school (within the staff member's centres unless HQ). Needed unless isPublic; ignored when isPublic. */
  centreIDs?: InputMaybe<Array<Scalars['Int']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, up to 9999-12-31. */
  from: Scalars['Date']['input'];
  /** The key from getHolidayPhotoUploadURL once the photo is uploaded; omitted or null for no photo. */
  holidayImageKey?: InputMaybe<Scalars['String']['input']>;
  isPublic: Scalars['Boolean']['input'];
  /** Required, at most 120 characters. */
  title: Scalars['String']['input'];
  /** YYYY-MM-DD, on or after from; the holiday spans at most 366 days. */
  to: Scalars['Date']['input'];
};

/**
 * An injury at the centre (spec 002 "Day injuries": point top and left, remarks, injuryType, reportedBy, reportedAt):
 * where staff tapped the body diagram, in percent of the outline from its top and left edges, and the parent's
 * acknowledgement (who and when; null until acknowledged).
 */
export type Injury = {
  __typename?: 'Injury';
  ID: Scalars['Int']['output'];
  acknowledgedAt: Maybe<Scalars['DateTime']['output']>;
  /** The name of the parent who acknowledged it. */
  acknowledgedBy: Maybe<Scalars['String']['output']>;
  childID: Scalars['Int']['output'];
  classID: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  injuryType: InjuryType;
  left: Scalars['Float']['output'];
  remarks: Scalars['String']['output'];
  reportedAt: Scalars['DateTime']['output'];
  /** The name of the staff member who recorded it. */
  reportedBy: Maybe<Scalars['String']['output']>;
  side: InjurySide;
  top: Scalars['Float']['output'];
};

/** An injury still waiting for a parent's acknowledgement, with its child's name and class: the dashboard's flag. */
export type InjuryFlag = {
  __typename?: 'InjuryFlag';
  classLabel: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  injury: Injury;
  lastname: Scalars['String']['output'];
};

/** An injury as staff record it: the tap on the diagram (top and left 0 to 100), its type and what happened. */
export type InjuryInput = {
  injuryType: InjuryType;
  left: Scalars['Float']['input'];
  remarks: Scalars['String']['input'];
  side: InjurySide;
  top: Scalars['Float']['input'];
};

/** The outline of the body diagram an injury was tapped on. */
export type InjurySide =
  | 'back'
  | 'front';

/** The kind of injury (spec 002: injuryType); other with the remarks saying what. */
export type InjuryType =
  | 'bite'
  | 'bruise'
  | 'bump'
  | 'burn'
  | 'cut'
  | 'other'
  | 'scratch'
  | 'sprain';

/** An issued invoice. Amounts in cents. Items and amounts never change once issued; payments lower outstandingAmount. */
export type Invoice = {
  __typename?: 'Invoice';
  ID: Scalars['Int']['output'];
  IDEnquiry: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  fkChild: Scalars['Int']['output'];
  grandTotal: Scalars['Int']['output'];
  invoiceDate: Scalars['Date']['output'];
  invoiceDueDate: Scalars['Date']['output'];
  invoiceNo: Scalars['String']['output'];
  /** registration, trial or monthly. */
  invoiceType: Scalars['String']['output'];
  items: Array<InvoiceItem>;
  label: Scalars['String']['output'];
  outstandingAmount: Scalars['Int']['output'];
  /** PayNow for what is outstanding; null when paid or the school has no PayNow UEN. */
  payNow: Maybe<PayNowDetails>;
  receipts: Array<InvoiceReceipt>;
  /** issued, paid or void. */
  status: Scalars['String']['output'];
  /** Before tax. */
  totalAmount: Scalars['Int']['output'];
  totalTaxAmount: Scalars['Int']['output'];
};

/** An invoice as the finance page shows it: the invoice, its explained lines, CDA parts, notes and what the caller may do. */
export type InvoiceDetail = {
  __typename?: 'InvoiceDetail';
  /** The part a Child Development Account may pay, and the rest (cents). */
  CDAAmount: Scalars['Int']['output'];
  IDCentre: Scalars['Int']['output'];
  /** finance.recordPayment and finance.creditNote while the invoice is outstanding and the caller may. */
  can: Array<Scalars['String']['output']>;
  centreName: Scalars['String']['output'];
  childName: Scalars['String']['output'];
  creditNotes: Array<CreditNote>;
  invoice: Invoice;
  lines: Array<InvoiceDetailLine>;
  /** The 1st of the month a monthly invoice bills. */
  month: Maybe<Scalars['Date']['output']>;
  nonCDAAmount: Scalars['Int']['output'];
};

/** A line of an issued invoice with where it comes from. Amounts in cents. */
export type InvoiceDetailLine = {
  __typename?: 'InvoiceDetailLine';
  /** May be paid from the Child Development Account. */
  cdaPayable: Scalars['Boolean']['output'];
  displayTotalAmount: Scalars['Int']['output'];
  /** Why the line is there (fee tier and days, subsidy rate, the charge's date); null on older invoices. */
  explanation: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  taxAmount: Scalars['Int']['output'];
  taxable: Scalars['Boolean']['output'];
  totalAmount: Scalars['Int']['output'];
  unitPrice: Scalars['Int']['output'];
};

export type InvoiceFilter = {
  centreID?: InputMaybe<Scalars['Int']['input']>;
  /** The 1st of the month a monthly invoice bills. */
  month?: InputMaybe<Scalars['Date']['input']>;
  /** issued, paid or void. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** registration, trial or monthly. */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A line of an invoice. Amounts in cents. */
export type InvoiceItem = {
  __typename?: 'InvoiceItem';
  /** What the line costs with its tax. */
  displayTotalAmount: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** GST of the line, rounded half-up to the cent. */
  taxAmount: Scalars['Int']['output'];
  /** Whether GST applies to the item. */
  taxable: Scalars['Boolean']['output'];
  /** quantity x unit price, before tax. */
  totalAmount: Scalars['Int']['output'];
  /** The billable item's unit price, before tax. */
  unitPrice: Scalars['Int']['output'];
};

export type InvoiceList = {
  __typename?: 'InvoiceList';
  data: Array<Invoice>;
  totalCount: Scalars['Int']['output'];
};

/** A receipt of a payment against an invoice. Amounts in cents. */
export type InvoiceReceipt = {
  __typename?: 'InvoiceReceipt';
  ID: Scalars['Int']['output'];
  IDEnquiry: Maybe<Scalars['Int']['output']>;
  IDInvoice: Scalars['Int']['output'];
  amount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** card, paynow, giro, cash, cheque or bank_transfer. */
  paymentType: Scalars['String']['output'];
  receiptNo: Scalars['String']['output'];
  /** The payment's reference (bank reference, gateway order, cheque number). */
  referenceNo: Scalars['String']['output'];
};

/** A monthly invoice run: a dry run drafted by a job, reviewed, then issued by a second person. */
export type InvoiceRun = {
  __typename?: 'InvoiceRun';
  ID: Scalars['Int']['output'];
  /** Null: every centre of the school. */
  IDCentre: Maybe<Scalars['Int']['output']>;
  IDIssuer: Maybe<Scalars['Int']['output']>;
  IDMaker: Scalars['Int']['output'];
  /** What the caller may do with the run now: finance.issueRun (a finished dry run, never its maker), finance.discardRun. */
  can: Array<Scalars['String']['output']>;
  centreName: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  error: Maybe<Scalars['String']['output']>;
  /** In cents, a whole number: Float because a large school's month passes the 32-bit Int (2^31 cents). */
  grandTotal: Scalars['Float']['output'];
  /** Children billed, children skipped, and the billed total in cents. */
  invoiceCount: Scalars['Int']['output'];
  makerName: Scalars['String']['output'];
  /** The 1st of the month billed. */
  month: Scalars['Date']['output'];
  processed: Scalars['Int']['output'];
  skippedCount: Scalars['Int']['output'];
  /** drafting, draft, issuing, issued, discarded or failed. */
  status: Scalars['String']['output'];
  /** Children to process in the current step (drafting, then issuing). */
  total: Scalars['Int']['output'];
};

/** One child's drafted invoice of a run, or why the child is skipped. Amounts in cents. */
export type InvoiceRunDraft = {
  __typename?: 'InvoiceRunDraft';
  /** The part a Child Development Account may pay. */
  CDAAmount: Scalars['Int']['output'];
  ID: Scalars['Int']['output'];
  IDCentre: Scalars['Int']['output'];
  IDChild: Scalars['Int']['output'];
  /** The issued invoice, once the run is issued. */
  IDInvoice: Maybe<Scalars['Int']['output']>;
  centreName: Scalars['String']['output'];
  /** grandTotal less last month's (null when there was none). */
  change: Maybe<Scalars['Int']['output']>;
  childName: Scalars['String']['output'];
  grandTotal: Scalars['Int']['output'];
  items: Array<InvoiceRunLine>;
  nonCDAAmount: Scalars['Int']['output'];
  /** Last month's monthly invoice of the child; null when there was none. */
  previousGrandTotal: Maybe<Scalars['Int']['output']>;
  /** What the review shows for the skip reason. */
  skipMessage: Maybe<Scalars['String']['output']>;
  /** no_fee, already_invoiced, nothing_to_bill or changed; null when the child is billed. */
  skipReason: Maybe<Scalars['String']['output']>;
  totalAmount: Scalars['Int']['output'];
  totalTaxAmount: Scalars['Int']['output'];
};

export type InvoiceRunDraftList = {
  __typename?: 'InvoiceRunDraftList';
  data: Array<InvoiceRunDraft>;
  totalCount: Scalars['Int']['output'];
};

/** A line of a drafted monthly invoice, with where it comes from. Amounts in cents. */
export type InvoiceRunLine = {
  __typename?: 'InvoiceRunLine';
  /** May be paid from the Child Development Account. */
  cdaPayable: Scalars['Boolean']['output'];
  displayTotalAmount: Scalars['Int']['output'];
  /** Why the line is there: the fee tier and days billed, the subsidy rate, the charge's date. */
  explanation: Scalars['String']['output'];
  label: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** fee, subsidy or charge. */
  source: Scalars['String']['output'];
  taxAmount: Scalars['Int']['output'];
  taxable: Scalars['Boolean']['output'];
  /** quantity x unit price, before tax (negative for a subsidy). */
  totalAmount: Scalars['Int']['output'];
  unitPrice: Scalars['Int']['output'];
};

export type InvoiceRunList = {
  __typename?: 'InvoiceRunList';
  data: Array<InvoiceRun>;
  totalCount: Scalars['Int']['output'];
};

/** A child of the family at the kiosk's centre today, with the class it is in. */
export type KioskChild = {
  __typename?: 'KioskChild';
  ID: Scalars['Int']['output'];
  classID: Scalars['Int']['output'];
  classLabel: Scalars['String']['output'];
  /** Who may collect the child: its parents, then its authorised pickup persons with their photos. */
  collectors: Array<KioskCollector>;
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
};

/** Who may collect a child at the kiosk: a parent or an authorised pickup person, shown to the staff at the door. */
export type KioskCollector = {
  __typename?: 'KioskCollector';
  /** The last four digits of their mobile, to tell two persons of one name apart. */
  mobileEnding: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Their photo (a signed link for 10 minutes), or null. */
  photoURL: Maybe<Scalars['String']['output']>;
  /** Parent, or the authorised person's relation (Grandmother, Nanny...). */
  relation: Scalars['String']['output'];
};

/** What was shown at the kiosk: the scanned QR token or the typed PIN (one of them). */
export type KioskCredentialInput = {
  pin?: InputMaybe<Scalars['String']['input']>;
  qrToken?: InputMaybe<Scalars['String']['input']>;
};

/** A health question answered at a check-in for one of the children: temperature (°C) and symptoms. */
export type KioskHealthAnswer = {
  childID: Scalars['Int']['input'];
  symptoms?: InputMaybe<Array<Scalars['String']['input']>>;
  temperature?: InputMaybe<Scalars['Float']['input']>;
};

/** A kiosk as its tablet sees it. */
export type KioskInfo = {
  __typename?: 'KioskInfo';
  centreID: Scalars['Int']['output'];
  centreLabel: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
};

/**
 * A family's pass to the kiosk, shown in the parent app: a QR code of qrToken (signed, naming the pass and never a
 * child) and the PIN to type instead; both work once, until expiresAt.
 */
export type KioskPass = {
  __typename?: 'KioskPass';
  expiresAt: Scalars['DateTime']['output'];
  pin: Scalars['String']['output'];
  qrToken: Scalars['String']['output'];
};

/**
 * A kiosk opened at a centre by its staff: the token is shown once, kept by the tablet and sent with each kiosk
 * operation; it works until the end of the Singapore day.
 */
export type KioskSession = {
  __typename?: 'KioskSession';
  centreID: Scalars['Int']['output'];
  centreLabel: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  token: Scalars['String']['output'];
};

export type LatLngInput = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};

/** A late pickup (spec 000: pickedBy, pickupTime, remarks, invoice, quantity) and its fee. */
export type LatePickupEntry = {
  __typename?: 'LatePickupEntry';
  ID: Scalars['Int']['output'];
  /** False once a corrected check-out replaced it (its charge is voided). */
  active: Scalars['Boolean']['output'];
  date: Scalars['Date']['output'];
  /** In cents. */
  fee: Scalars['Int']['output'];
  /** The invoice that billed it; null until the monthly run bills the charge. */
  invoice: Maybe<Scalars['Int']['output']>;
  pickedBy: Maybe<Scalars['String']['output']>;
  pickupTime: Scalars['DateTime']['output'];
  /** Billing blocks late. */
  quantity: Scalars['Int']['output'];
  remarks: Maybe<Scalars['String']['output']>;
};

/** A page of a child's late pickups with the totals of the range (count and fee in cents). */
export type LatePickupEntryList = {
  __typename?: 'LatePickupEntryList';
  data: Array<LatePickupEntry>;
  totalCount: Scalars['Int']['output'];
  totalFee: Scalars['Int']['output'];
};

/** Narrows a child's late pickups: active true (default) for the billed ones, false for the replaced ones. */
export type LatePickupFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The half of a single day a half-day leave covers. */
export type LeaveHalfDay =
  | 'am'
  | 'pm';

/**
 * A leave request (spec 002: child, user, status, approveRequired, approver, remark): whole days from..to, or one half
 * day. approveRequired is the type's flag when it was asked for; without it the request is approved at once.
 */
export type LeaveRequest = {
  __typename?: 'LeaveRequest';
  ID: Scalars['Int']['output'];
  approveRequired: Scalars['Boolean']['output'];
  /** The name of who approved or rejected it. */
  approver: Maybe<Scalars['String']['output']>;
  approverRemark: Maybe<Scalars['String']['output']>;
  centreID: Scalars['Int']['output'];
  decidedAt: Maybe<Scalars['DateTime']['output']>;
  from: Scalars['Date']['output'];
  halfDay: Maybe<LeaveHalfDay>;
  leaveType: LeaveType;
  /** The requester's remark. */
  remark: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  /** The name of who asked for it. */
  requestedBy: Maybe<Scalars['String']['output']>;
  status: LeaveStatus;
  subject: LeaveSubject;
  to: Scalars['Date']['output'];
};

/** A leave request as its requester fills it in. */
export type LeaveRequestInput = {
  from: Scalars['Date']['input'];
  /** A half day (from and to the same day) where the type allows it; omitted for whole days. */
  halfDay?: InputMaybe<LeaveHalfDay>;
  leaveTypeID: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
  to: Scalars['Date']['input'];
};

/** Where a leave request stands. */
export type LeaveStatus =
  | 'approved'
  | 'cancelled'
  | 'pending'
  | 'rejected';

/** Who a leave request is for: a child (its first and last name) or a member of staff. */
export type LeaveSubject = {
  __typename?: 'LeaveSubject';
  /** Set for a child's leave. */
  childID: Maybe<Scalars['Int']['output']>;
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  /** Set for a member of staff's leave (their staff record at the centre). */
  teacherID: Maybe<Scalars['Int']['output']>;
};

/**
 * A leave type of the school (spec 002 "Leave (calendar)": leave type with code, halfDayApplicable, applicableToStaff,
 * applicableToChild), and whether a request of it waits for approval (approveRequired).
 */
export type LeaveType = {
  __typename?: 'LeaveType';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  applicableToChild: Scalars['Boolean']['output'];
  applicableToStaff: Scalars['Boolean']['output'];
  approveRequired: Scalars['Boolean']['output'];
  /** Short code, upper case (AL, MC, CCL, HL). */
  code: Scalars['String']['output'];
  halfDayApplicable: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
};

export type LeaveTypeInput = {
  active: Scalars['Boolean']['input'];
  applicableToChild: Scalars['Boolean']['input'];
  applicableToStaff: Scalars['Boolean']['input'];
  approveRequired: Scalars['Boolean']['input'];
  code: Scalars['String']['input'];
  halfDayApplicable: Scalars['Boolean']['input'];
  label: Scalars['String']['input'];
};

/** An age band of a school (infant care to kindergarten 2), from fromMonth (inclusive) to toMonth (exclusive) of age. */
export type Level = {
  __typename?: 'Level';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  fkSchool: Scalars['Int']['output'];
  fromMonth: Scalars['Int']['output'];
  isInfant: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  offOnSaturday: Scalars['Boolean']['output'];
  /** The level's programmes; inactive ones only in level management. */
  programs: Array<Program>;
  /** The date children of this level move up to the next one. */
  promotionDate: Maybe<Scalars['Date']['output']>;
  toMonth: Scalars['Int']['output'];
};

export type LevelInput = {
  active: Scalars['Boolean']['input'];
  fromMonth: Scalars['Int']['input'];
  isInfant: Scalars['Boolean']['input'];
  label: Scalars['String']['input'];
  offOnSaturday: Scalars['Boolean']['input'];
  /** The complete list: programmes left out are removed (or deactivated when in use). */
  programs: Array<ProgramInput>;
  promotionDate?: InputMaybe<Scalars['Date']['input']>;
  toMonth: Scalars['Int']['input'];
};

export type LevelList = {
  __typename?: 'LevelList';
  data: Array<Level>;
  totalCount: Scalars['Int']['output'];
};

/** Where a staff member's browser goes to sign in with the school's single sign-on provider. */
export type LoginUrl = {
  __typename?: 'LoginUrl';
  /** The provider's authorization URL (OpenID Connect, PKCE). The provider returns to /sso/callback. */
  url: Scalars['String']['output'];
};

/** A medical condition and whether the child has it. */
export type MedicalCondition = {
  __typename?: 'MedicalCondition';
  disease: Scalars['String']['output'];
  exists: Scalars['Boolean']['output'];
};

export type MedicalConditionInput = {
  disease: Scalars['String']['input'];
  exists: Scalars['Boolean']['input'];
};

export type MenuFilter = {
  fkSchool: Scalars['Int']['input'];
};

/** A module category of a school: the unit a role grants access to, such as level_management. */
export type ModuleCategory = {
  __typename?: 'ModuleCategory';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  fkSchool: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  moduleCategoryCode: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Offers the family a place (waitlist_management write): reserves a seat of the enquiry's centre and level from
   * month (default: the month the family wants), moves the enquiry to pre_registration, starts the registration due
   * date (registration_due_date_days; 0: none) and tells the parent. Refused when no seat is left.
   */
  acceptVacancyForRegistration: WaitListItem;
  /**
   * The parent's acknowledgement of an injury of their child: kept once (who and when); acknowledging again returns
   * the injury unchanged.
   */
  acknowledgeChildInjury: Injury;
  /**
   * Activates (active true) or deactivates a role; holders gain or lose its access on their next request. Needs
   * user_management write and the role's access. The HQ Administrator role cannot be deactivated.
   */
  activateRole: Role;
  /** Activates a deactivated staff member and their account again; they need an active role. */
  activateStaff: Staff;
  /** Publishes times a centre receives visitors. Staff with visit_management write at the centre. */
  addCalendarEvent: VisitAvailability;
  /** A staff note on an enquiry, kept in its child's activity log. */
  addChildActivityLog: ChildActivityLog;
  /**
   * Records an injury of a child today in the class the child is placed in (refused when it is in none), and tells
   * the child's parents by bell and email the same moment.
   */
  addChildInjury: Injury;
  /**
   * Allows a move from fromState to toState (state codes) with a priority (0-999, default 0); a removed mapping is
   * restored. Staff with enquiry management approve.
   */
  addEnquiryStateMachineMap: EnquiryStateMachineMap;
  /**
   * Adds uploaded pictures to a published event's album, unpublished, all or none; answers the album. The picture's
   * type is read from its bytes and its size from its header (at most 10000 pixels a side, 50 megapixels). Staff with
   * event_management write.
   */
  addEventPhotos: Array<EventPhoto>;
  /** Finance staff type in a paper GIRO form for a child; paymentType is giro. */
  addGiro: BankAccount;
  /**
   * Adds a staff member: a user without a password (staff sign in by single sign-on), the staff record, roles and
   * centres, in one transaction. Needs user_management write; the caller must hold every access of the roles given
   * and manage the centres given. CONFLICT when the email already has an account or the staff number is taken.
   */
  addNewStaff: Staff;
  /**
   * Marks the children of forChild (check in, check out, absent) with one tap, or corrects one mark (attendanceId,
   * with a remark). Refused when a child is not in the class that day, is already checked in, is not checked in, or
   * the time is in the future or before the check-in. A check-out after closing time and grace records a late pickup
   * and its charge. Returns the children's days after the change.
   */
  addOrUpdateAttendance: Array<ChildAttendance>;
  /**
   * Creates a staff role. Needs user_management write; each module's access must be within the caller's own.
   * CONFLICT when the label is taken.
   */
  addRole: Role;
  /** Applies an UNAPPLIED order to another open invoice of the same family owing at least its amount (a card payment and a receipt); once only. Finance approve. */
  applyUnappliedCardPayment: UnappliedResolution;
  /**
   * approve: another staff member with enquiry management approve decides (remark optional). An addition puts the
   * family on the blacklist and moves its open enquiries to blacklisted; a removal takes it off.
   */
  approveBlacklistDraft: BlacklistDraft;
  /** Approves a pending request (approve access at its centre, not its requester) and writes its capacity records. */
  approveCapacityChangeRequest: CapacityDraft;
  /** Verifies a document pending verification; the last one moves the enquiry on to the e-consent. Needs enquiry_management approve. */
  approveEnquiryDocument: Document;
  /**
   * Approves a pending request (not one's own): the new amounts become fees from its effective date. Needs
   * fee_management approve at the centre.
   */
  approveFeeChangeRequest: FeeDraft;
  /** Approves a pending request: staff with attendance approve at its centre, never the one who asked for it. */
  approveLeaveRequest: LeaveRequest;
  /** Approves a pending centre visit (visit_approved). Staff with visit_management approve at the centre. */
  approveParentMeeting: Visit;
  /**
   * The destination centre approves (pending_destination -> approved): the transfer enquiry is made at the destination
   * and the place held, refused when none is left. Not by the submitter nor the source approver.
   */
  approveTransferRequestByDestinationCentreStaff: TransferDraft;
  /** The source centre approves (pending_source -> pending_destination). Not by the submitter. */
  approveTransferRequestBySourceCentreStaff: TransferDraft;
  /**
   * Approves a pending trial class (trial_approved). Refused while its fee is unpaid. Staff with visit_management
   * approve at the centre.
   */
  approveTrialPeriodVisit: Visit;
  /** The centre approves (pending_centre -> pending_hq). Not by the submitter. withdrawal_management approve. */
  approveWithdrawalRequestByCentreStaff: WithdrawalDraft;
  /**
   * Head office approves (pending_hq -> approved); someone other than the submitter and the centre approver.
   * Head-office staff with withdrawal_management approve.
   */
  approveWithdrawalRequestByHQ: WithdrawalDraft;
  /**
   * Places children in a class from a date (closing a current placement of the same level the day before is not
   * done here: a child already in a class of the level is refused). Answers the class; overCapacity warns.
   */
  assignChildrenToClass: ClassInfo;
  /**
   * Books a centre visit in a free slot (from and to HH:mm, one slot of an availability); the enquiry moves to
   * pending_visit. Allowed from new_enquiry (or enquire), visit or visit_rejected, when the centre visit is not skipped
   * and no other centre visit is booked. Unless the school's allow_waitlist_visit is '1', the centre must also have a
   * vacancy for the enquiry's level in its planned month (otherwise: 'The centre has no vacancy for this level in the
   * planned month, so visits cannot be booked yet. ...'). A full slot: 'This time slot is fully booked. Please choose
   * another.' The parent only.
   */
  bookVisit: Visit;
  /**
   * Withdraws an availability: no new bookings; visits already booked in it stay and are honoured. Staff with
   * visit_management write at its centre.
   */
  cancelAvailability: VisitAvailability;
  /** cancel: recalls a pending request (remark required); staff with enquiry management write at its centre. */
  cancelBlacklistDraft: BlacklistDraft;
  /** Recalls a pending request (write access at its centre); remarks are required. */
  cancelCapacityChangeRequest: CapacityDraft;
  /**
   * Cancels an open enquiry (its parent, or staff with enquiry_management write at its centre). Its visits and trials
   * that will not take place now (pending ones, approved ones still to come) are cancelled with it, their slots freed.
   */
  cancelEnquiry: Enquiry;
  /**
   * Cancels a published event with optional remarks: families who answered attending are told in their bell and their
   * unbilled fees are voided. Staff with event_management approve.
   */
  cancelEvent: Event;
  /** The requester withdraws their draft or pending request. Needs fee_management write at the centre. */
  cancelFeeChangeRequest: FeeDraft;
  /** Withdraws a pending or approved request that has not started: the child's parents, or attendance staff. */
  cancelLeaveRequest: LeaveRequest;
  /** Withdraws the caller's own leave as a member of staff (pending or approved, not started); anyone else's is not found. */
  cancelMyLeaveRequest: LeaveRequest;
  /**
   * Cancels a centre visit before it takes place and frees its slot; the enquiry goes back to state visit and can
   * book again. The parent only.
   */
  cancelParentMeeting: Visit;
  /** The parent cancels the request until it completes; an approved one frees the place held. */
  cancelTransferRequestByUser: TransferDraft;
  /**
   * Cancels an approved withdrawal before its last day: the child keeps its seat and any refund raised is cancelled.
   * withdrawal_management approve.
   */
  cancelWithdrawal: WithdrawalDraft;
  /** Cancels a request still waiting for approval (the parent, or staff with withdrawal_management write). */
  cancelWithdrawalRequest: WithdrawalDraft;
  /**
   * Changes the password: the current one must be given, the new one follows the password rule (8 to 20 characters,
   * a letter and a digit). The parent's other sessions are signed out and an email tells them. Parents only.
   */
  changeMyPassword: Scalars['Boolean']['output'];
  /**
   * Moves the child (destination centre staff; the effective-date job does it on the day): placement, class, level
   * and fee tier at the destination from the effective date, the source seat ended, in one transaction.
   */
  completeTransferRequest: TransferDraft;
  /**
   * Confirms the pending email change with its code: the email changes and the old address is told. INCORRECT_OTP
   * for a wrong, used, replaced or expired code. Parents only.
   */
  confirmEmailChange: MyAccount;
  /**
   * Takes an amount (cents, up to what is outstanding) off an issued invoice with a required remark; numbered in the
   * school's credit note series. Finance approve at the invoice's centre. requestKey: the form's UUID, made when it
   * opens; the same key again (a double submit, a replay) returns the first note and issues nothing.
   */
  createAdHocCreditNote: CreditNote;
  /** Creates form 1 for an enquiry at pending_econsent: the registration form for the participants to sign in order; the first is emailed their link. The family, or staff with enquiry_management write. */
  createForm1: ConsentForm;
  /** Creates a holiday. Needs holiday_management write; staff scoped to centres may only choose those centres and cannot make a holiday public. */
  createHoliday: Holiday;
  /**
   * Starts the dry run of a month (YYYY-MM-01) for a centre (finance write there) or, without IDCentre, the whole
   * school (head office's). Refused while another live run of the month covers the same children.
   */
  createInvoiceRun: InvoiceRun;
  /** Creates a class with its teachers. class_management write at the class's centre. */
  createNewClass: ClassInfo;
  /**
   * Raises an ad hoc invoice for a child placed at the centre, with explained lines priced with the school's GST and
   * the next gap-free invoice number. Finance approve at the centre (a second person's check, as credit notes have).
   * The family is told (bell and email opening the invoice). requestKey: the form's UUID, made when it opens; the
   * same key again (a double submit, a replay) returns the first invoice, issues nothing and tells nobody again.
   */
  createOfflineInvoice: Invoice;
  /**
   * Creates a draft (IDEvent null) or saves a draft again. Staff with event_management write at every centre and class
   * it invites; a school-wide event needs head office.
   */
  createOrSaveEventDraft: Event;
  /** Opens a hosted-checkout session for what is left to pay on a registration, monthly or ad hoc invoice (the amount comes from the invoice). The child's parents only. */
  createPaymentSession: PaymentSession;
  /**
   * Records one offline payment (cheque, transfer, cash, PayNow matched by staff) settling the outstanding amount of
   * each invoice, oldest first, with a numbered receipt each. Reference number and payment type are required; a
   * replay changes nothing. Finance write at each invoice's centre.
   */
  createReceiptForOfflinePayment: Array<InvoiceReceipt>;
  /** Deletes a broadcast: a draft is gone, a published one is withdrawn from parents. Needs broadcast write. */
  deleteBroadcastingByID: Scalars['Boolean']['output'];
  /** Deletes a driver; their buses then have none. Needs bus_management write at their centre. */
  deleteBusDriverByID: Scalars['Boolean']['output'];
  /**
   * Deletes a class and detaches its teachers. A class with current or upcoming children is refused unless
   * moveToClassID names another class of the same centre and level, which takes them from today.
   */
  deleteClassAndTeachers: Scalars['Boolean']['output'];
  /** Takes photos out of the album and deletes their files; answers the album. Staff with event_management write. */
  deleteEventPhotos: Array<EventPhoto>;
  /** Deletes a holiday. Needs holiday_management write and, for staff scoped to centres, a holiday of their centres only. */
  deleteHolidayDetails: Scalars['Boolean']['output'];
  /** Discards a dry run (drafting, draft or failed) and its drafts. Finance write. */
  discardInvoiceRun: InvoiceRun;
  /**
   * Drafts a broadcast to the parents of a symptom cluster's class with a ready text that names no child, for the
   * caller to edit and publish on the broadcast screens (broadcast write at the class's centre). Made once: asked
   * again, it returns the cluster with the same draft; a deleted draft is made anew.
   */
  draftSymptomClusterNotice: SymptomClusterFlag;
  /** Closes a kiosk: its token stops working. */
  endKioskSession: Scalars['Boolean']['output'];
  /** A short-lived link to the account's application form (PDF) for the bank. */
  exportGiroApplicationPdf: Scalars['String']['output'];
  /**
   * Emails a reset link (valid 1 hour) when a registered parent has this email; an invited parent who has not
   * registered yet gets a fresh register link instead. Always true, so the answer does not tell whether an account
   * exists.
   */
  forgetPassword: Scalars['Boolean']['output'];
  /**
   * The month's deductions of unpaid monthly invoices from approved GIRO accounts as a zip of bank files (DBS and
   * OCBC interbank GIRO formats, CDA and non-CDA apart), debited on valueDate. Head-office finance write.
   */
  generateGiroDeductionArchive: UploadedFile;
  /**
   * Pending refunds of children with an approved account of the refund's kind as a zip of bank credit files,
   * paid on valueDate; they move to processing until the return file completes them. Head-office finance write.
   */
  generateGiroRefundArchive: UploadedFile;
  /** An upload target for a pickup person's photo of a child (those who may keep the child's list). */
  getAuthorisedPickupPhotoUploadURL: UploadTarget;
  /** An upload target for a broadcast photo (jpg, png, webp) or attachment (pdf), up to 5 MB ('Invalid filetype' otherwise). Needs broadcast write. */
  getBroadcastingPhotoUploadUrl: UploadTarget;
  /** An upload target for a child's photo: jpg or png up to 5 MB. class_management write at the child's centre. */
  getChildPhotoUploadURL: UploadTarget;
  /** An upload target for a class cover or profile photo: jpg, png or webp up to 5 MB. class_management write. */
  getClassPhotoUploadURL: UploadTarget;
  /** Where staff PUT a document of a type the centre uploads. Needs enquiry_management write at a centre of the child. */
  getDocumentUploadURLByIDDocumentTypeConfig: UploadTarget;
  /** Where to PUT one registration document of the enquiry (pdf or jpg, at most 1.5 MB). The family, or staff with enquiry_management write. */
  getEnquiryDocumentUploadUrl: UploadTarget;
  /** Upload targets for up to 50 album photos at once, in the order asked. Staff with event_management write. */
  getEventPhotoAlbumUploadUrl: Array<UploadTarget>;
  /** An upload target for one album photo (JPEG, PNG or WebP up to 5 MB). Staff with event_management write. */
  getEventPhotoUploadUrl: UploadTarget;
  /**
   * Where to PUT a GIRO return file or subsidy file (CSV, at most 10 MB) before uploadGiroFile or uploadSubsidyFile.
   * Head-office finance approve.
   */
  getFinanceDocumentUploadURL: UploadTarget;
  /**
   * An upload target for a holiday photo: jpg, png or webp up to 5 MB ('Invalid filetype' otherwise). The photo is used once createHoliday or updateHolidayDetails saves its key. Needs
   * holiday_management write.
   */
  getHolidayPhotoUploadURL: UploadTarget;
  /** An upload target for a picture of the public pages: jpg, png or webp up to 5 MB. Head office, as above. */
  getPublicPageImageUploadURL: UploadTarget;
  /**
   * An upload target for a school logo (purpose school_logo) or login banner (school_banner): jpg, png or webp up
   * to 5 MB ('Invalid filetype' otherwise). The file is used once updateSchoolConfig saves its key. Needs
   * school_config write.
   */
  getSchoolBrandingUploadURL: UploadTarget;
  /** Adds a driver at a centre. Needs bus_management write at the centre. */
  insertBusDriver: BusDriver;
  /**
   * Creates a bus (busID omitted) or updates one, with the complete list of its children (omitted: none, as the form
   * drops an empty list), in one transaction. The children must be at the bus's centre and on no other bus; the
   * driver of the same centre. Needs bus_management write at the centre (and at the bus's present centre).
   */
  insertOrUpdateBusForSchool: Bus;
  /**
   * Creates a centre (centreID omitted; HQ staff only) or updates one (staff whose reach includes it), with its one
   * address, its nearby postal codes (the complete list) and the levels and programmes it offers (the complete
   * list), in one transaction. Without lat/lng the position comes from the postal code; an unknown postal code is
   * refused unless lat/lng are given. Needs centre_management write.
   */
  insertOrUpdateCentreForSchool: Centre;
  /**
   * Creates a code in a category (codeID omitted) or updates one of that category. Labels are unique within a
   * category. Needs school_config write.
   */
  insertOrUpdateCode: Code;
  /** HQ adds (no ID) or changes a document type of the school. Needs school_config write. */
  insertOrUpdateDocumentTypeConfig: DocumentTypeConfig;
  /** Creates (leaveTypeID omitted) or changes a leave type of the school. Head office with attendance write. */
  insertOrUpdateLeaveType: LeaveType;
  /** Creates a level (levelID omitted) or updates one, with its programmes. Needs level_management write. */
  insertOrUpdateLevelForSchool: Level;
  /** The parent record of the enquiry's applicant (fkUser), created or updated. */
  insertOrUpdateParentByFkUser: ParentDetails;
  /** The home address of the enquiry's applicant (fkUser), created or replaced. */
  insertOrUpdateUserAddress: UserAddress;
  /** Issues a finished dry run: numbers, invoices, charges billed, families told. Finance approve, never its maker. */
  issueInvoiceRun: InvoiceRun;
  /** A new pass for the signed-in parent (the previous one stops working). */
  issueKioskPass: KioskPass;
  /**
   * Checks children of the pass's family in at the kiosk, with the health answers, through the register's own
   * marking: mobile names who stands there (a parent or an authorised pickup person of each child). Spends the pass.
   */
  kioskCheckIn: Array<KioskChild>;
  /**
   * Checks children out at the kiosk (late pickups billed as at the register). Someone who is neither a parent nor an
   * authorised pickup person of each child is refused, and the centre's attendance staff are told by bell and email.
   */
  kioskCheckOut: Array<KioskChild>;
  /**
   * The children of the pass's family at the kiosk's centre today; the pass is not spent. Wrong codes count against
   * the kiosk: past 5 in 5 minutes it refuses every code for the rest of the window.
   */
  kioskIdentify: Array<KioskChild>;
  /** Ends the current session. */
  logout: Scalars['Boolean']['output'];
  /** Completes the registration form: every step saved and valid; pending_form_completion to pending_document_submission. */
  markAsCompleted: Enquiry;
  /** Marks the caller's own copies of these broadcasts read (or unread again). Parents only; at most 200 at once. */
  markBroadcastingAsRead: Scalars['Boolean']['output'];
  /** Marks a document type of the enquiry not required, with a remark (required). Needs enquiry_management approve. */
  markEnquiryDocumentAsNotRequired: Document;
  /**
   * Marks the signed-in user's notifications read (or unread). Ids that are not the caller's are ignored.
   * At most 500 ids per call.
   */
  markNotifications: Scalars['Boolean']['output'];
  /**
   * Staff confirm the registration fee was received by PayNow, bank transfer, cash or cheque (checked against the
   * bank statement): settles the registration invoice's outstanding amount with a receipt and moves enrolment on.
   * Idempotent by payment type and reference. Staff with enquiry_management approve at the enquiry's centre.
   */
  markRegistrationPaymentAsSuccessful: RegistrationPaymentResult;
  /**
   * Makes one enquiry per centre (at most 3, all of the school, active, offering the level) in one transaction: the
   * parent account (awaiting registration, with an emailed register link) or, when signed in, the signed-in parent;
   * the child (or the parent's existing child with that birth certificate); and the enquiries in their first state
   * (new_enquiry). Refusals come back as success false with error[0].message and its code; nothing is written: an
   * email of an existing account ('Duplicate entry...', code E014; a staff account's gives E014 with the existing
   * account message), a mobile number of another account ('...same identification number or mobile...'), a birth
   * certificate of another family's child, a centre that is not available, a date or age the rules refuse. Public,
   * limited per client address.
   */
  newEnquiry: NewEnquiryResult;
  /**
   * Opens a fee change request of a tier (status draft), its items the tier's fees on the effective date. One open
   * request per tier. Needs fee_management write at the centre.
   */
  newFeeDraft: FeeDraft;
  /**
   * Creates a fee tier with its fees, inactive (active false, pending true) with a pending fee change request of
   * the tier: it reaches no family until another person with fee_management approve approves that request
   * (approveFeeChangeRequest), as a fee change does. Needs fee_management write at the centre.
   */
  newFeeTier: FeeTier;
  /** A new tag of the caller's school, weight 0 (waitlist_management write). */
  newTag: WaitlistTag;
  /** Marks every withdrawal document verified. withdrawal_management write. */
  onAllWithdrawalDocumentedVerified: WithdrawalDraft;
  /**
   * The family pays its registration invoice by GIRO (as payRegistrationFeeByGiro, named by the invoice); only a
   * registration invoice is taken here.
   */
  payGiroByInvoiceID: Scalars['Boolean']['output'];
  /**
   * The family pays the registration fee by GIRO: the enquiry goes from pending_registration_payment to pending_giro
   * and waits for the bank's approval; the invoice stays outstanding for the first deduction.
   */
  payRegistrationFeeByGiro: GiroEnquiryInfo;
  /**
   * Moves children to a new level (and a class of it) from a date, in one transaction: the current seat and class
   * end the day before. One item moves a single child with a reason; the preview's items apply the year-end run.
   */
  promoteChildrenAndAssignClass: PromotionResult;
  /** Publishes a pending event. Staff with event_management approve; never its submitter. */
  publishEvent: Event;
  /**
   * Records one tap of the staff register at the centre and returns the person's day. Refused when they do not work
   * at the centre, are already checked in (check_in), are not checked in or the time is before the check-in
   * (check_out), have checked in that day (absent, leave), are marked absent or on leave (check_in), or the time is
   * in the future; past days need a remark.
   */
  recordStaffAttendance: StaffAttendance;
  /** Records that the trial fee was paid at the centre; the enquiry moves to pending_trial. Staff with approve. */
  recordTrialPeriodPayment: Visit;
  /** Refunds an UNAPPLIED order in full (a refund of type overpayment in the refunds list); once only. Finance approve. */
  refundUnappliedCardPayment: UnappliedResolution;
  /**
   * Sets the password of an invited parent with the register link's token and signs them in. When the school forces
   * a one-time code, one must have been validated for this link first. CONFLICT when already registered.
   * pdpaConsentVersion (a design addition) is the version of the PDPA notice the parent agreed to: required, and the
   * current one; the consent is stored with its time and address.
   */
  register: AuthPayload;
  /** reject: another approver declines the request (remark required). */
  rejectBlacklistDraft: BlacklistDraft;
  /** Rejects a pending request (approve access at its centre, not its requester); remarks are required. */
  rejectCapacityChangeRequest: CapacityDraft;
  /** Rejects a document with a remark (required); the family is asked for a new one by bell and email. Needs enquiry_management approve. */
  rejectEnquiryDocument: Document;
  /** Rejects a pending request (not one's own) with a reason. Needs fee_management approve at the centre. */
  rejectFeeChangeRequest: FeeDraft;
  /** Rejects a pending request with a remark: as approveLeaveRequest. */
  rejectLeaveRequest: LeaveRequest;
  /** Rejects a pending centre visit (visit_rejected) and frees its slot. Staff with visit_management approve. */
  rejectScheduledVisit: Visit;
  /** The destination centre rejects, with a remark. */
  rejectTransferRequestByDestinationCentreStaff: TransferDraft;
  /** The source centre rejects, with a remark. Not by the submitter. */
  rejectTransferRequestBySourceCentreStaff: TransferDraft;
  /** Rejects a trial class (trial_rejected) and frees its slot. Staff with visit_management approve. */
  rejectTrialPeriodVisit: Visit;
  /**
   * Records that the family declined the place offered: the seat is freed, the family returns to the waitlist and is
   * told (decision 0019).
   */
  rejectVacancyForRegistration: WaitListItem;
  /** The centre rejects, with a remark. Not by the submitter. withdrawal_management approve. */
  rejectWithdrawalRequestByCentreStaff: WithdrawalDraft;
  /** Head office rejects, with a remark. */
  rejectWithdrawalRequestByHQ: WithdrawalDraft;
  /** Deletes a bus; its children are then free for another. Needs bus_management write at its centre. */
  removeBusById: Scalars['Boolean']['output'];
  /**
   * Deletes a centre (HQ staff with centre_management write). Refused while children are or were in its classes or it
   * still has classes; deactivate it instead. Open enquiries are not checked yet: enquiries are not stored so far.
   */
  removeCentreForSchool: Scalars['Boolean']['output'];
  /** Takes a person off a child's list (their photo is deleted); returns the list. */
  removeChildAuthorisedPickup: Array<AuthorisedPickup>;
  /** Takes a child off the RSVP list (status removed) and voids its unbilled fees. Staff with event_management write. */
  removeChildFromRsvpList: EventRsvpChild;
  /** Removes a document of the enquiry: the family's own while not verified; staff with enquiry_management write any. */
  removeDocumentByIDEnquiry: Scalars['Boolean']['output'];
  /** Staff remove any document. Needs enquiry_management write at its centre. */
  removeDocumentByStaff: Scalars['Boolean']['output'];
  /**
   * Removes a mapping. Refused while open enquiries stand in its from-state (they may need it, or be left with no way
   * out) unless confirm is true. Returns true.
   */
  removeEnquiryStateMachineMap: Scalars['Boolean']['output'];
  /** Takes a tag off an enquiry (spec 001: remove tag from enquiry). */
  removeEnquiryTag: WaitListItem;
  /** Takes a guest off a child's RSVP and bills the guests left. Staff with event_management write. */
  removeEventRsvpGuest: EventRsvpChild;
  /** Deletes a level no centre offers and no class uses. Needs level_management write. */
  removeLevelForSchool: Scalars['Boolean']['output'];
  /**
   * Deletes a role, only when it isRemovable and no active user holds it (inactive holders lose it). Needs
   * user_management write and the role's access.
   */
  removeRole: Scalars['Boolean']['output'];
  /**
   * Deactivates a staff member and their account and ends their sessions. Nobody can remove themselves or the
   * school's last active HQ administrator.
   */
  removeStaff: Scalars['Boolean']['output'];
  /** Asks for a child's leave: its parent, or centre staff with attendance write for the parent. */
  requestChildLeave: LeaveRequest;
  /**
   * Emails a 6-digit code to a new address; the account's email changes only when confirmEmailChange gets the code
   * (valid 30 minutes, 5 tries). A new request replaces the previous one. CONFLICT when another account uses the
   * address. Parents only.
   */
  requestEmailChange: MyAccount;
  /** Asks for the caller's own leave at the centre they work at (staff). */
  requestStaffLeave: LeaveRequest;
  /**
   * Moves a pending trial class to another free slot, never before the centre visit ends; the enquiry keeps its state.
   * The parent only.
   */
  rescheduleTrialPeriodVisit: Visit;
  /** Moves a pending or approved centre visit to another free slot; it waits for approval again. The parent only. */
  rescheduleVisit: Visit;
  /**
   * Sets a new password with a reset link's token (8 to 20 characters, a letter and a digit) and signs the user out
   * everywhere. INVALID_TOKEN when the link is unknown, used or expired.
   */
  resetPassword: Scalars['Boolean']['output'];
  /**
   * The parent's answer for their child before the RSVP deadline: attending with guests within the limit (and the terms
   * accepted where consent is required), or not attending. Fees are charged to the next invoice. The parent only.
   */
  rsvpEvent: MyEvent;
  /** Saves one additional-information step (checked by its rules); the answer is every step. */
  saveAdditionalInformation: AdditionalInformation;
  /**
   * Saves a broadcast; with publish, publishes it: its families are chosen at that moment and told by bell and email.
   * A published one may still be corrected (shown as edited), but its recipients do not change. Needs broadcast write.
   */
  saveBroadcasting: Broadcast;
  /**
   * Adds an authorised pickup person to a child (no pickupID) or changes one; returns the child's list. Refused for a
   * mobile already on the list and past 10 persons.
   */
  saveChildAuthorisedPickup: Array<AuthorisedPickup>;
  /** Staff save an uploaded file as a document of the child: of the enquiry's registration when IDEnquiry is given, else the child's profile. */
  saveDocument: Document;
  /** Saves uploaded files as the enquiry's documents, pending verification; a new file replaces its type's rejected ones. At most 50 MB together. */
  saveDocumentsByIDEnquiry: Array<Document>;
  /** Saves one section of the enrolment form (checked by its rules); the answer is the whole form. */
  saveEnrolmentForm: EnrolmentForm;
  /** The parent applies for GIRO for their child: a pending bank account. */
  saveGiroApplication: BankAccount;
  /**
   * Saves the whole content of the public pages in one transaction: rich texts sanitised, lists replaced in the order
   * given, new pictures claimed. Head office with school configuration write.
   */
  savePublicPages: PublicPagesContent;
  /**
   * Books a trial class in a free slot; the enquiry moves to pending_trial, or pending_trial_payment when the school
   * charges a trial fee (school configuration trial_period_fee, in cents). Only after the centre visit is approved or
   * skipped (or with skipCentreVisit), or again after a rejected trial; not when the trial is skipped; never starting
   * before the centre visit ends ('The trial class must take place after the centre visit. ...'). A fee already
   * paid for a trial that did not take place counts for the new one. The vacancy rule of bookVisit applies. The parent
   * only.
   */
  scheduleTrialPeriodVisit: Visit;
  /**
   * Sends a 6-digit one-time code by SMS to the user's mobile number; earlier codes stop working. token is the
   * register link's token (an addition to the spec's arguments): it must belong to userId, so nobody can send codes
   * to arbitrary users. Refused within 30 seconds of the previous code.
   */
  sendOTP: Scalars['Boolean']['output'];
  /**
   * Sends the signing link of whoever's turn it is again: the family's applicant (a new link; the old one dies), or at
   * the centre's turn the calling staff member, who signs for the centre. withdrawal_management write.
   */
  sendWithdrawalFormLink: WithdrawalDraft;
  /** The parent's photo consent for their child (false until given); answers it. The child's parent only. */
  setChildPhotoConsent: Scalars['Boolean']['output'];
  /** Shows (active) or hides (inactive) a code in its option list. Needs school_config write. */
  setCodeActive: Code;
  /** The family says every document is uploaded: the enquiry waits for verification (pending_document_verification). */
  setDocumentUploadAsCompleted: Scalars['Boolean']['output'];
  /** Signs through a link: records the signature, time, address and the document's SHA-256; the link then dies. Public. */
  signConsentForm: ConsentParticipant;
  /**
   * Skips the centre visit of an enquiry (visit_skipped, skipCentreVisit set); remarks optional; a pending visit is
   * marked skipped and its slot freed. Staff with visit_management approve at the centre.
   */
  skipCentreVisit: Enquiry;
  /**
   * Skips the trial class of an enquiry ('Remarks are required' without remarks); a pending trial is marked skipped
   * and its slot freed; the enquiry moves to enrolment with skipTrial. Staff with visit_management approve.
   */
  skipTrialVisit: Enquiry;
  /** Opens a kiosk at a centre (staff with attendance write there). */
  startKioskSession: KioskSession;
  /** Starts registering for the place offered: pre_registration to pending_form_completion; the held seat is accepted. */
  startRegistration: Enquiry;
  /** Submits a draft for approval (status pending). Staff with event_management write. */
  submitEvent: Event;
  /** Submits a draft with at least one changed amount: draft -> pending. */
  submitFeeDraft: FeeDraft;
  /** Staff submit the family's documents for endorsement (verification), as setDocumentUploadAsCompleted. Needs enquiry_management write. */
  submitForEndorsement: Scalars['Boolean']['output'];
  /** submitNew: asks to put a family on the blacklist (enquiry management write at the centre). */
  submitNewBlacklist: BlacklistDraft;
  /**
   * Asks to move an enrolled child to another centre (the parent, or staff with withdrawal_management write for the
   * parent): status pending_source. One live transfer per child.
   */
  submitNewTransferRequest: TransferDraft;
  /** submitRemove: asks to take a family off the blacklist, with a remark. */
  submitRemoveBlacklist: BlacklistDraft;
  /**
   * Submits a capacity change request for a centre (write access at the centre); its approvers are told. One pending
   * request per centre.
   */
  submitVacancyPlanning: CapacityDraft;
  /**
   * Gives notice for an enrolled child (the parent, or staff with withdrawal_management write for the parent): status
   * pending_centre. One live withdrawal per child.
   */
  submitWithdrawalRequest: WithdrawalDraft;
  /**
   * Sends the signed-in parent's bell to this device as Web Push too. A device that another user had subscribed
   * moves to the caller. True when saved.
   */
  subscribeWebPush: Scalars['Boolean']['output'];
  /** Stops Web Push to this device: the caller's own subscription by its endpoint; another user's is left alone. */
  unsubscribeWebPush: Scalars['Boolean']['output'];
  /**
   * Finance staff with approve record the bank's answer or end a mandate: pending to approved or rejected, approved to
   * terminated, with a reason of the target status's list and remarks.
   */
  updateBankAccountStatus: BankAccount;
  /**
   * Updates a driver (all fields). Moving them to another centre takes them off the buses of the old one. Needs
   * bus_management write at both centres.
   */
  updateBusDriverByFields: BusDriver;
  /** Changes a child's particulars. class_management write at the child's centre. */
  updateChildByFields: Child;
  /** The child's emergency contact (the registration's emergency contact section), checked by its rules. The child's parents only. */
  updateChildEmergencyContact: FamilyContacts;
  /** Replaces a child's health information. */
  updateChildHealthInfo: ChildHealthInfo;
  /** Replaces a class's details and teachers. The level of a class with children cannot change. */
  updateClassDetails: ClassInfo;
  /** Changes the month wanted or puts the enquiry on (or off) the waitlist. */
  updateEnquiryDetail: WaitListItem;
  /**
   * Changes a mapping's priority and, with toState, where it leads. Leading elsewhere is refused while open enquiries
   * stand in its from-state unless confirm is true.
   */
  updateEnquiryStateMachineMap: EnquiryStateMachineMap;
  /** Puts a tag on an enquiry (noted in the child's activity log). */
  updateEnquiryTags: WaitListItem;
  /**
   * Changes a published event's details (not its fees, guests or consent once families have answered), or a pending
   * one's before publishing. Staff with event_management approve.
   */
  updateEventDetails: Event;
  /**
   * Replaces the children a photo shows (an empty list takes every tag off); answers the album. A child newly tagged
   * must be on the attending list with photo consent, as at upload. Staff with event_management write.
   */
  updateEventPhotoTags: Array<EventPhoto>;
  /**
   * Publishes or unpublishes photos (status published or unpublished); answers the album. A photo tagging a child
   * without photo consent is never published. Attending families get a bell when new photos are published. Staff with
   * event_management approve.
   */
  updateEventPhotosStatus: Array<EventPhoto>;
  /** Replaces a draft's items (new amounts; lastAmount is taken from the tier). Only in status draft. */
  updateFeeDraftItems: FeeDraft;
  /** Replaces a holiday's details and centres. Needs holiday_management write and, for staff scoped to centres, a holiday of their centres only. */
  updateHolidayDetails: Holiday;
  /** The parent's own home address, changed from their child's profile. The child's parents only. */
  updateMyAddressFromChild: FamilyContacts;
  /**
   * Stores the signed-in user's language (en, zh, ms or ta; BAD_USER_INPUT otherwise) and answers it: the web app's
   * texts follow it on every device, and emails and bell texts to the user are written in it. Any signed-in user,
   * on their own account only.
   */
  updateMyPreferredLanguage: Scalars['String']['output'];
  /**
   * Changes the signed-in parent's names and mobile number (a Singapore mobile: 8 digits starting with 8 or 9;
   * spaces are ignored). CONFLICT when another account has that mobile. Parents only, on their own account.
   */
  updateMyProfile: MyAccount;
  /**
   * Sets which kinds of bell reach the signed-in parent's devices: the kinds listed push, the others stay in the
   * bell only (an empty list pushes nothing). Answers every kind with its new choice.
   */
  updateMyPushPreferences: Array<PushPreference>;
  /**
   * Replaces the school's notifiable symptoms with symptoms (1 to 30 names, each trimmed, 1 to 60 characters, no
   * commas, line breaks or control characters, none twice ignoring case) and returns the saved list. Needs
   * school_config write (head office).
   */
  updateNotifiableSymptoms: Array<Scalars['String']['output']>;
  /** Asks the gateway, server to server, what became of an order after the browser came back, records the payment once, and answers its status. The child's parents only. */
  updatePaymentSession: PaymentOrderStatus;
  /**
   * Replaces a role's label and access; holders get the new access on their next request. Needs user_management
   * write, and the caller must hold the role's current and new access. The HQ Administrator role cannot be changed.
   */
  updateRole: Role;
  /**
   * Sets some configuration values of the school in one transaction (keys not sent keep their value) and returns
   * every configuration value of the school. An uploaded logo or banner is stored as its public address. Needs
   * school_config write.
   */
  updateSchoolConfig: Array<SchoolConfig>;
  /**
   * Updates a staff member (staffID is the Staff ID) with the same rules; new roles and centres take effect on their
   * next request. The school's last active HQ administrator keeps head office access and the hq_admin role.
   */
  updateStaff: Staff;
  /** A tag's weight, -100 to 100: reorders every queue the tag is in. */
  updateTagByFields: WaitlistTag;
  /**
   * Applies a bank's GIRO return file (header reference,billReference,amountCents,status,reasonCode,reasonText):
   * successes become receipts, failures keep the invoice owed with the bank's reason, tell the family and, where the
   * school allows, queue a second deduction. Whole or not at all; the same file twice applies once. A refused file
   * comes back with status failed and every reason in its log. Head-office finance approve.
   */
  uploadGiroFile: UploadedFile;
  /**
   * Applies a subsidy file (header birthCertificate,month,amountCents,remark) as credit notes on each child's
   * monthly invoice of that month; whole or not at all, like uploadGiroFile. Head-office finance approve.
   */
  uploadSubsidyFile: UploadedFile;
  /**
   * Checks a one-time code (at most 5 tries per code). token is the register link's token (an addition to the spec's
   * arguments), so codes cannot be probed for arbitrary users. INCORRECT_OTP when wrong or expired.
   */
  validateOTP: Scalars['Boolean']['output'];
};


export type MutationAcceptVacancyForRegistrationArgs = {
  IDEnquiry: Scalars['Int']['input'];
  month?: InputMaybe<Scalars['Date']['input']>;
};


export type MutationAcknowledgeChildInjuryArgs = {
  injuryID: Scalars['Int']['input'];
};


export type MutationActivateRoleArgs = {
  IDSchool: Scalars['Int']['input'];
  active: Scalars['Boolean']['input'];
  roleID: Scalars['Int']['input'];
};


export type MutationActivateStaffArgs = {
  IDSchool: Scalars['Int']['input'];
  staffID: Scalars['Int']['input'];
};


export type MutationAddCalendarEventArgs = {
  IDCentre: Scalars['Int']['input'];
  availability: VisitAvailabilityInput;
};


export type MutationAddChildActivityLogArgs = {
  IDEnquiry: Scalars['Int']['input'];
  remark: Scalars['String']['input'];
};


export type MutationAddChildInjuryArgs = {
  childID: Scalars['Int']['input'];
  injury: InjuryInput;
};


export type MutationAddEnquiryStateMachineMapArgs = {
  IDSchool: Scalars['Int']['input'];
  fromState: Scalars['String']['input'];
  priority?: InputMaybe<Scalars['Int']['input']>;
  toState: Scalars['String']['input'];
};


export type MutationAddEventPhotosArgs = {
  IDEvent: Scalars['Int']['input'];
  photos: Array<EventPhotoInput>;
};


export type MutationAddGiroArgs = {
  giroAccount: GiroAccountInput;
  paymentType: Scalars['String']['input'];
};


export type MutationAddNewStaffArgs = {
  IDSchool: Scalars['Int']['input'];
  staffData: StaffInput;
};


export type MutationAddOrUpdateAttendanceArgs = {
  attendanceId?: InputMaybe<Scalars['Int']['input']>;
  attendanceUpdate: AttendanceUpdate;
  forChild: Array<Scalars['Int']['input']>;
};


export type MutationAddRoleArgs = {
  IDSchool: Scalars['Int']['input'];
  roleData: RoleInput;
};


export type MutationApplyUnappliedCardPaymentArgs = {
  IDInvoice: Scalars['Int']['input'];
  IDPaymentSession: Scalars['Int']['input'];
};


export type MutationApproveBlacklistDraftArgs = {
  IDBlacklistDraft: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationApproveCapacityChangeRequestArgs = {
  DraftID: Scalars['Int']['input'];
  Remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationApproveEnquiryDocumentArgs = {
  IDDocument: Scalars['Int']['input'];
};


export type MutationApproveFeeChangeRequestArgs = {
  IDFeeDraft: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationApproveLeaveRequestArgs = {
  IDLeaveRequest: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationApproveParentMeetingArgs = {
  IDVisit: Scalars['Int']['input'];
  remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationApproveTransferRequestByDestinationCentreStaffArgs = {
  IDTransfer: Scalars['Int']['input'];
  decision?: InputMaybe<TransferDecisionInput>;
};


export type MutationApproveTransferRequestBySourceCentreStaffArgs = {
  IDTransfer: Scalars['Int']['input'];
  decision?: InputMaybe<TransferDecisionInput>;
};


export type MutationApproveTrialPeriodVisitArgs = {
  IDVisit: Scalars['Int']['input'];
  remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationApproveWithdrawalRequestByCentreStaffArgs = {
  IDWithdrawal: Scalars['Int']['input'];
  decision?: InputMaybe<WithdrawalDecisionInput>;
};


export type MutationApproveWithdrawalRequestByHqArgs = {
  IDWithdrawal: Scalars['Int']['input'];
  decision?: InputMaybe<WithdrawalDecisionInput>;
};


export type MutationAssignChildrenToClassArgs = {
  IDSchool: Scalars['Int']['input'];
  childIDs: Array<Scalars['Int']['input']>;
  classID: Scalars['Int']['input'];
  from: Scalars['Date']['input'];
};


export type MutationBookVisitArgs = {
  IDEnquiry: Scalars['Int']['input'];
  date: Scalars['Date']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type MutationCancelAvailabilityArgs = {
  IDAvailability: Scalars['Int']['input'];
};


export type MutationCancelBlacklistDraftArgs = {
  IDBlacklistDraft: Scalars['Int']['input'];
  remark: Scalars['String']['input'];
};


export type MutationCancelCapacityChangeRequestArgs = {
  DraftID: Scalars['Int']['input'];
  Remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCancelEnquiryArgs = {
  ID: Scalars['Int']['input'];
};


export type MutationCancelEventArgs = {
  IDEvent: Scalars['Int']['input'];
  remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCancelFeeChangeRequestArgs = {
  IDFeeDraft: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCancelLeaveRequestArgs = {
  IDLeaveRequest: Scalars['Int']['input'];
};


export type MutationCancelMyLeaveRequestArgs = {
  IDLeaveRequest: Scalars['Int']['input'];
};


export type MutationCancelParentMeetingArgs = {
  IDVisit: Scalars['Int']['input'];
};


export type MutationCancelTransferRequestByUserArgs = {
  IDTransfer: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCancelWithdrawalArgs = {
  IDWithdrawal: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCancelWithdrawalRequestArgs = {
  IDWithdrawal: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChangeMyPasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCompleteTransferRequestArgs = {
  IDTransfer: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationConfirmEmailChangeArgs = {
  code: Scalars['String']['input'];
};


export type MutationCreateAdHocCreditNoteArgs = {
  IDInvoice: Scalars['Int']['input'];
  amount: Scalars['Int']['input'];
  remark: Scalars['String']['input'];
  requestKey?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateForm1Args = {
  IDEnquiry: Scalars['Int']['input'];
  participants: Array<ConsentParticipantInput>;
};


export type MutationCreateHolidayArgs = {
  IDSchool: Scalars['Int']['input'];
  holiday: HolidayInput;
};


export type MutationCreateInvoiceRunArgs = {
  IDCentre?: InputMaybe<Scalars['Int']['input']>;
  IDSchool: Scalars['Int']['input'];
  month: Scalars['Date']['input'];
};


export type MutationCreateNewClassArgs = {
  IDSchool: Scalars['Int']['input'];
  classData: ClassInput;
};


export type MutationCreateOfflineInvoiceArgs = {
  IDCentre: Scalars['Int']['input'];
  IDChild: Scalars['Int']['input'];
  items: Array<OfflineInvoiceItemInput>;
  requestKey?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateOrSaveEventDraftArgs = {
  IDEvent?: InputMaybe<Scalars['Int']['input']>;
  eventData: EventInput;
};


export type MutationCreatePaymentSessionArgs = {
  InvoiceID: Scalars['Int']['input'];
};


export type MutationCreateReceiptForOfflinePaymentArgs = {
  IDInvoice: Array<Scalars['Int']['input']>;
  paymentType: Scalars['String']['input'];
  referenceNo: Scalars['String']['input'];
};


export type MutationDeleteBroadcastingByIdArgs = {
  IDBroadcasting: Scalars['Int']['input'];
};


export type MutationDeleteBusDriverByIdArgs = {
  IDBusDriver: Scalars['Int']['input'];
};


export type MutationDeleteClassAndTeachersArgs = {
  IDSchool: Scalars['Int']['input'];
  classID: Scalars['Int']['input'];
  moveToClassID?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteEventPhotosArgs = {
  IDEvent: Scalars['Int']['input'];
  IDPhotos: Array<Scalars['Int']['input']>;
};


export type MutationDeleteHolidayDetailsArgs = {
  IDSchool: Scalars['Int']['input'];
  holidayID: Scalars['Int']['input'];
};


export type MutationDiscardInvoiceRunArgs = {
  IDInvoiceRun: Scalars['Int']['input'];
};


export type MutationDraftSymptomClusterNoticeArgs = {
  clusterID: Scalars['Int']['input'];
};


export type MutationEndKioskSessionArgs = {
  kioskToken: Scalars['String']['input'];
};


export type MutationExportGiroApplicationPdfArgs = {
  IDBankAccount: Scalars['Int']['input'];
};


export type MutationForgetPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationGenerateGiroDeductionArchiveArgs = {
  IDSchool: Scalars['Int']['input'];
  month: Scalars['Date']['input'];
  valueDate: Scalars['Date']['input'];
};


export type MutationGenerateGiroRefundArchiveArgs = {
  IDSchool: Scalars['Int']['input'];
  valueDate: Scalars['Date']['input'];
};


export type MutationGetAuthorisedPickupPhotoUploadUrlArgs = {
  childID: Scalars['Int']['input'];
  contentType: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};


export type MutationGetBroadcastingPhotoUploadUrlArgs = {
  IDSchool: Scalars['Int']['input'];
  contentType: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};


export type MutationGetChildPhotoUploadUrlArgs = {
  IDChild: Scalars['Int']['input'];
  contentType: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};


export type MutationGetClassPhotoUploadUrlArgs = {
  IDSchool: Scalars['Int']['input'];
  contentType: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};


export type MutationGetDocumentUploadUrlByIdDocumentTypeConfigArgs = {
  IDChild: Scalars['Int']['input'];
  IDDocumentTypeConfig: Scalars['Int']['input'];
  contentType: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};


export type MutationGetEnquiryDocumentUploadUrlArgs = {
  IDEnquiry: Scalars['Int']['input'];
  contentType: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};


export type MutationGetEventPhotoAlbumUploadUrlArgs = {
  IDEvent: Scalars['Int']['input'];
  files: Array<EventPhotoFileInput>;
};


export type MutationGetEventPhotoUploadUrlArgs = {
  IDEvent: Scalars['Int']['input'];
  contentType: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};


export type MutationGetFinanceDocumentUploadUrlArgs = {
  IDSchool: Scalars['Int']['input'];
  contentType: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};


export type MutationGetHolidayPhotoUploadUrlArgs = {
  IDSchool: Scalars['Int']['input'];
  contentType: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};


export type MutationGetPublicPageImageUploadUrlArgs = {
  IDSchool: Scalars['Int']['input'];
  contentType: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};


export type MutationGetSchoolBrandingUploadUrlArgs = {
  IDSchool: Scalars['Int']['input'];
  contentType: Scalars['String']['input'];
  filename: Scalars['String']['input'];
  purpose: Scalars['String']['input'];
};


export type MutationInsertBusDriverArgs = {
  IDSchool: Scalars['Int']['input'];
  data: BusDriverInput;
};


export type MutationInsertOrUpdateBusForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  busID?: InputMaybe<Scalars['Int']['input']>;
  children?: InputMaybe<Array<Scalars['Int']['input']>>;
  data: BusInput;
};


export type MutationInsertOrUpdateCentreForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  addressData: CentreAddressInput;
  centreData: CentreInput;
  centreID?: InputMaybe<Scalars['Int']['input']>;
  levels: Array<CentreLevelInput>;
  postcodes?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type MutationInsertOrUpdateCodeArgs = {
  IDSchool: Scalars['Int']['input'];
  category: Scalars['String']['input'];
  code: CodeInput;
  codeID?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationInsertOrUpdateDocumentTypeConfigArgs = {
  ID?: InputMaybe<Scalars['Int']['input']>;
  IDSchool: Scalars['Int']['input'];
  data: DocumentTypeConfigInput;
};


export type MutationInsertOrUpdateLeaveTypeArgs = {
  IDSchool: Scalars['Int']['input'];
  leaveTypeData: LeaveTypeInput;
  leaveTypeID?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationInsertOrUpdateLevelForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  levelData: LevelInput;
  levelID?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationInsertOrUpdateParentByFkUserArgs = {
  IDEnquiry: Scalars['Int']['input'];
  fkUser: Scalars['Int']['input'];
  parentData: ParentDetailsInput;
};


export type MutationInsertOrUpdateUserAddressArgs = {
  IDEnquiry: Scalars['Int']['input'];
  addressData: UserAddressInput;
  fkUser: Scalars['Int']['input'];
};


export type MutationIssueInvoiceRunArgs = {
  IDInvoiceRun: Scalars['Int']['input'];
};


export type MutationKioskCheckInArgs = {
  children: Array<Scalars['Int']['input']>;
  credential: KioskCredentialInput;
  healthChecks?: InputMaybe<Array<KioskHealthAnswer>>;
  kioskToken: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
};


export type MutationKioskCheckOutArgs = {
  children: Array<Scalars['Int']['input']>;
  credential: KioskCredentialInput;
  kioskToken: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
};


export type MutationKioskIdentifyArgs = {
  credential: KioskCredentialInput;
  kioskToken: Scalars['String']['input'];
};


export type MutationMarkAsCompletedArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type MutationMarkBroadcastingAsReadArgs = {
  IDBroadcastings: Array<Scalars['Int']['input']>;
  isRead: Scalars['Boolean']['input'];
};


export type MutationMarkEnquiryDocumentAsNotRequiredArgs = {
  IDEnquiry: Scalars['Int']['input'];
  documentTypeID: Scalars['Int']['input'];
  remark: Scalars['String']['input'];
};


export type MutationMarkNotificationsArgs = {
  notificationIds: Array<Scalars['Int']['input']>;
  read: Scalars['Boolean']['input'];
};


export type MutationMarkRegistrationPaymentAsSuccessfulArgs = {
  IDEnquiry: Scalars['Int']['input'];
  paymentType: Scalars['String']['input'];
  referenceNo: Scalars['String']['input'];
};


export type MutationNewEnquiryArgs = {
  centreIDs: Array<Scalars['Int']['input']>;
  email: Scalars['String']['input'];
  enquiry: EnquiryDetailsInput;
  pdpaConsentVersion?: InputMaybe<Scalars['String']['input']>;
  phoneNumber: Scalars['String']['input'];
  phoneNumberCountryCode: Scalars['String']['input'];
  preferredLanguage?: InputMaybe<Scalars['String']['input']>;
  schoolID: Scalars['Int']['input'];
};


export type MutationNewFeeDraftArgs = {
  IDSchool: Scalars['Int']['input'];
  data: FeeDraftInput;
  fkCentre: Scalars['Int']['input'];
};


export type MutationNewFeeTierArgs = {
  IDSchool: Scalars['Int']['input'];
  data: FeeTierInput;
};


export type MutationNewTagArgs = {
  description: Scalars['String']['input'];
};


export type MutationOnAllWithdrawalDocumentedVerifiedArgs = {
  IDWithdrawal: Scalars['Int']['input'];
};


export type MutationPayGiroByInvoiceIdArgs = {
  InvoiceID: Scalars['Int']['input'];
};


export type MutationPayRegistrationFeeByGiroArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type MutationPromoteChildrenAndAssignClassArgs = {
  IDSchool: Scalars['Int']['input'];
  items: Array<PromotionItemInput>;
};


export type MutationPublishEventArgs = {
  IDEvent: Scalars['Int']['input'];
};


export type MutationRecordStaffAttendanceArgs = {
  centreId: Scalars['Int']['input'];
  staffAttendance: StaffAttendanceInput;
};


export type MutationRecordTrialPeriodPaymentArgs = {
  IDVisit: Scalars['Int']['input'];
};


export type MutationRefundUnappliedCardPaymentArgs = {
  IDPaymentSession: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRegisterArgs = {
  password: Scalars['String']['input'];
  pdpaConsentVersion?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationRejectBlacklistDraftArgs = {
  IDBlacklistDraft: Scalars['Int']['input'];
  remark: Scalars['String']['input'];
};


export type MutationRejectCapacityChangeRequestArgs = {
  DraftID: Scalars['Int']['input'];
  Remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRejectEnquiryDocumentArgs = {
  IDDocument: Scalars['Int']['input'];
  remark: Scalars['String']['input'];
};


export type MutationRejectFeeChangeRequestArgs = {
  IDFeeDraft: Scalars['Int']['input'];
  remark: Scalars['String']['input'];
};


export type MutationRejectLeaveRequestArgs = {
  IDLeaveRequest: Scalars['Int']['input'];
  remark: Scalars['String']['input'];
};


export type MutationRejectScheduledVisitArgs = {
  IDVisit: Scalars['Int']['input'];
  remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRejectTransferRequestByDestinationCentreStaffArgs = {
  IDTransfer: Scalars['Int']['input'];
  decision: TransferDecisionInput;
};


export type MutationRejectTransferRequestBySourceCentreStaffArgs = {
  IDTransfer: Scalars['Int']['input'];
  decision: TransferDecisionInput;
};


export type MutationRejectTrialPeriodVisitArgs = {
  IDVisit: Scalars['Int']['input'];
  remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRejectVacancyForRegistrationArgs = {
  IDEnquiry: Scalars['Int']['input'];
  remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRejectWithdrawalRequestByCentreStaffArgs = {
  IDWithdrawal: Scalars['Int']['input'];
  decision: WithdrawalDecisionInput;
};


export type MutationRejectWithdrawalRequestByHqArgs = {
  IDWithdrawal: Scalars['Int']['input'];
  decision: WithdrawalDecisionInput;
};


export type MutationRemoveBusByIdArgs = {
  IDBus: Scalars['Int']['input'];
};


export type MutationRemoveCentreForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  centreID: Scalars['Int']['input'];
};


export type MutationRemoveChildAuthorisedPickupArgs = {
  childID: Scalars['Int']['input'];
  pickupID: Scalars['Int']['input'];
};


export type MutationRemoveChildFromRsvpListArgs = {
  IDChild: Scalars['Int']['input'];
  IDEvent: Scalars['Int']['input'];
};


export type MutationRemoveDocumentByIdEnquiryArgs = {
  IDDocument: Scalars['Int']['input'];
  IDEnquiry: Scalars['Int']['input'];
};


export type MutationRemoveDocumentByStaffArgs = {
  IDDocument: Scalars['Int']['input'];
};


export type MutationRemoveEnquiryStateMachineMapArgs = {
  IDMap: Scalars['Int']['input'];
  IDSchool: Scalars['Int']['input'];
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationRemoveEnquiryTagArgs = {
  IDEnquiry: Scalars['Int']['input'];
  IDTag: Scalars['Int']['input'];
};


export type MutationRemoveEventRsvpGuestArgs = {
  IDEvent: Scalars['Int']['input'];
  IDGuest: Scalars['Int']['input'];
};


export type MutationRemoveLevelForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  levelID: Scalars['Int']['input'];
};


export type MutationRemoveRoleArgs = {
  IDSchool: Scalars['Int']['input'];
  roleID: Scalars['Int']['input'];
};


export type MutationRemoveStaffArgs = {
  IDSchool: Scalars['Int']['input'];
  staffID: Scalars['Int']['input'];
};


export type MutationRequestChildLeaveArgs = {
  childID: Scalars['Int']['input'];
  leaveData: LeaveRequestInput;
};


export type MutationRequestEmailChangeArgs = {
  newEmail: Scalars['String']['input'];
};


export type MutationRequestStaffLeaveArgs = {
  leaveData: LeaveRequestInput;
};


export type MutationRescheduleTrialPeriodVisitArgs = {
  IDVisit: Scalars['Int']['input'];
  date: Scalars['Date']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type MutationRescheduleVisitArgs = {
  IDVisit: Scalars['Int']['input'];
  date: Scalars['Date']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  tokenString: Scalars['String']['input'];
};


export type MutationRsvpEventArgs = {
  IDChild: Scalars['Int']['input'];
  IDEvent: Scalars['Int']['input'];
  rsvp: EventRsvpInput;
};


export type MutationSaveAdditionalInformationArgs = {
  IDEnquiry: Scalars['Int']['input'];
  data: Scalars['JSON']['input'];
  step: Scalars['String']['input'];
};


export type MutationSaveBroadcastingArgs = {
  IDSchool: Scalars['Int']['input'];
  dto: BroadcastInput;
  publish: Scalars['Boolean']['input'];
};


export type MutationSaveChildAuthorisedPickupArgs = {
  childID: Scalars['Int']['input'];
  pickup: AuthorisedPickupInput;
  pickupID?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSaveDocumentArgs = {
  IDChild: Scalars['Int']['input'];
  IDDocumentTypeConfig: Scalars['Int']['input'];
  IDEnquiry?: InputMaybe<Scalars['Int']['input']>;
  key: Scalars['String']['input'];
};


export type MutationSaveDocumentsByIdEnquiryArgs = {
  IDEnquiry: Scalars['Int']['input'];
  uploadedDocuments: Array<UploadedDocumentInput>;
};


export type MutationSaveEnrolmentFormArgs = {
  EnrolmentForm: EnrolmentFormInput;
  IDEnquiry: Scalars['Int']['input'];
};


export type MutationSaveGiroApplicationArgs = {
  IDChild: Scalars['Int']['input'];
  IDSchool: Scalars['Int']['input'];
  giroApplication: GiroApplicationInput;
};


export type MutationSavePublicPagesArgs = {
  IDSchool: Scalars['Int']['input'];
  content: PublicPagesInput;
};


export type MutationScheduleTrialPeriodVisitArgs = {
  IDEnquiry: Scalars['Int']['input'];
  date: Scalars['Date']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type MutationSendOtpArgs = {
  token: Scalars['String']['input'];
  userId: Scalars['Int']['input'];
};


export type MutationSendWithdrawalFormLinkArgs = {
  IDWithdrawal: Scalars['Int']['input'];
};


export type MutationSetChildPhotoConsentArgs = {
  IDChild: Scalars['Int']['input'];
  photoConsent: Scalars['Boolean']['input'];
};


export type MutationSetCodeActiveArgs = {
  IDSchool: Scalars['Int']['input'];
  active: Scalars['Boolean']['input'];
  codeID: Scalars['Int']['input'];
};


export type MutationSetDocumentUploadAsCompletedArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type MutationSignConsentFormArgs = {
  signature: SignatureInput;
  token: Scalars['String']['input'];
};


export type MutationSkipCentreVisitArgs = {
  IDEnquiry: Scalars['Int']['input'];
  remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSkipTrialVisitArgs = {
  IDEnquiry: Scalars['Int']['input'];
  remarks: Scalars['String']['input'];
};


export type MutationStartKioskSessionArgs = {
  centreId: Scalars['Int']['input'];
};


export type MutationStartRegistrationArgs = {
  IDChild: Scalars['Int']['input'];
  IDEnquiry: Scalars['Int']['input'];
};


export type MutationSubmitEventArgs = {
  IDEvent: Scalars['Int']['input'];
};


export type MutationSubmitFeeDraftArgs = {
  IDFeeDraft: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSubmitForEndorsementArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type MutationSubmitNewBlacklistArgs = {
  input: BlacklistNewInput;
};


export type MutationSubmitNewTransferRequestArgs = {
  childID: Scalars['Int']['input'];
  transferData: TransferInput;
};


export type MutationSubmitRemoveBlacklistArgs = {
  IDBlacklist: Scalars['Int']['input'];
  remark: Scalars['String']['input'];
};


export type MutationSubmitVacancyPlanningArgs = {
  CapacityDraft: CapacityDraftInput;
  CapacityDraftItems: Array<CapacityDraftItemInput>;
  remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSubmitWithdrawalRequestArgs = {
  childID: Scalars['Int']['input'];
  withdrawalData: WithdrawalInput;
};


export type MutationSubscribeWebPushArgs = {
  subscription: WebPushSubscriptionInput;
};


export type MutationUnsubscribeWebPushArgs = {
  endpoint: Scalars['String']['input'];
};


export type MutationUpdateBankAccountStatusArgs = {
  IDBankAccount: Scalars['Int']['input'];
  fkReason: Scalars['Int']['input'];
  remarks: Scalars['String']['input'];
  status: Scalars['String']['input'];
};


export type MutationUpdateBusDriverByFieldsArgs = {
  IDBusDriver: Scalars['Int']['input'];
  data: BusDriverInput;
};


export type MutationUpdateChildByFieldsArgs = {
  IDChild: Scalars['Int']['input'];
  data: ChildFieldsInput;
};


export type MutationUpdateChildEmergencyContactArgs = {
  IDChild: Scalars['Int']['input'];
  data: Scalars['JSON']['input'];
};


export type MutationUpdateChildHealthInfoArgs = {
  childID: Scalars['Int']['input'];
  healthInfo: ChildHealthInfoInput;
};


export type MutationUpdateClassDetailsArgs = {
  IDSchool: Scalars['Int']['input'];
  classData: ClassInput;
  classID: Scalars['Int']['input'];
};


export type MutationUpdateEnquiryDetailArgs = {
  ID: Scalars['Int']['input'];
  data: EnquiryDetailUpdate;
};


export type MutationUpdateEnquiryStateMachineMapArgs = {
  IDMap: Scalars['Int']['input'];
  IDSchool: Scalars['Int']['input'];
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
  priority: Scalars['Int']['input'];
  toState?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateEnquiryTagsArgs = {
  IDEnquiry: Scalars['Int']['input'];
  IDTag: Scalars['Int']['input'];
};


export type MutationUpdateEventDetailsArgs = {
  IDEvent: Scalars['Int']['input'];
  eventData: EventInput;
};


export type MutationUpdateEventPhotoTagsArgs = {
  IDEvent: Scalars['Int']['input'];
  IDPhoto: Scalars['Int']['input'];
  childIDs: Array<Scalars['Int']['input']>;
};


export type MutationUpdateEventPhotosStatusArgs = {
  IDEvent: Scalars['Int']['input'];
  IDPhotos: Array<Scalars['Int']['input']>;
  status: Scalars['String']['input'];
};


export type MutationUpdateFeeDraftItemsArgs = {
  IDFeeDraft: Scalars['Int']['input'];
  items: Array<FeeDraftItemInput>;
};


export type MutationUpdateHolidayDetailsArgs = {
  IDSchool: Scalars['Int']['input'];
  holiday: HolidayInput;
  holidayID: Scalars['Int']['input'];
};


export type MutationUpdateMyAddressFromChildArgs = {
  IDChild: Scalars['Int']['input'];
  addressData: UserAddressInput;
};


export type MutationUpdateMyPreferredLanguageArgs = {
  language: Scalars['String']['input'];
};


export type MutationUpdateMyProfileArgs = {
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  mobilePhone: Scalars['String']['input'];
};


export type MutationUpdateMyPushPreferencesArgs = {
  kinds: Array<Scalars['String']['input']>;
};


export type MutationUpdateNotifiableSymptomsArgs = {
  IDSchool: Scalars['Int']['input'];
  symptoms: Array<Scalars['String']['input']>;
};


export type MutationUpdatePaymentSessionArgs = {
  paymentOrderID: Scalars['String']['input'];
};


export type MutationUpdateRoleArgs = {
  IDSchool: Scalars['Int']['input'];
  roleData: RoleInput;
  roleID: Scalars['Int']['input'];
};


export type MutationUpdateSchoolConfigArgs = {
  IDSchool: Scalars['Int']['input'];
  entries: Array<SchoolConfigEntryInput>;
};


export type MutationUpdateStaffArgs = {
  IDSchool: Scalars['Int']['input'];
  staffData: StaffInput;
  staffID: Scalars['Int']['input'];
};


export type MutationUpdateTagByFieldsArgs = {
  ID: Scalars['Int']['input'];
  weight: Scalars['Int']['input'];
};


export type MutationUploadGiroFileArgs = {
  IDSchool: Scalars['Int']['input'];
  fileKey: Scalars['String']['input'];
};


export type MutationUploadSubsidyFileArgs = {
  IDSchool: Scalars['Int']['input'];
  fileKey: Scalars['String']['input'];
};


export type MutationValidateOtpArgs = {
  otpReceived: Scalars['String']['input'];
  token: Scalars['String']['input'];
  userId: Scalars['Int']['input'];
};

/** The signed-in parent's own account, as their account page shows it (a design addition). */
export type MyAccount = {
  __typename?: 'MyAccount';
  ID: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  mobilePhone: Maybe<Scalars['String']['output']>;
  mobilePhoneCountryCode: Maybe<Scalars['String']['output']>;
  /** The new address of an email change waiting for its code; null when none is pending. */
  pendingEmail: Maybe<Scalars['String']['output']>;
};

/** An event one of the parent's children is invited to, with that child's answer. */
export type MyEvent = {
  __typename?: 'MyEvent';
  /** Whether the family may still answer or change it (before the RSVP deadline, event not cancelled). */
  canRsvp: Scalars['Boolean']['output'];
  childID: Scalars['Int']['output'];
  childName: Scalars['String']['output'];
  event: Event;
  rsvp: Maybe<MyEventRsvp>;
};

/** An event's album as a parent sees it for one child, and that child's photo consent. */
export type MyEventAlbum = {
  __typename?: 'MyEventAlbum';
  photoConsent: Scalars['Boolean']['output'];
  photos: Array<EventPhoto>;
};

/** The family's own answer for a child. */
export type MyEventRsvp = {
  __typename?: 'MyEventRsvp';
  ID: Scalars['Int']['output'];
  consentAcceptedAt: Maybe<Scalars['DateTime']['output']>;
  /** What the RSVP has on the family's next invoice in cents: its live charges (child and guests), 0 when free. */
  feeCents: Scalars['Int']['output'];
  guests: Array<EventRsvpGuest>;
  status: Scalars['String']['output'];
};

/** A level of a centre planned over its capacity in some month of a year (spec 000 'Negative vacancy'). */
export type NegativeVacancy = {
  __typename?: 'NegativeVacancy';
  /** The first month of the year that is over capacity. */
  firstMonth: Scalars['Date']['output'];
  level: Scalars['String']['output'];
  levelId: Scalars['Int']['output'];
  /** The most places missing in any month of that year (a positive number). */
  shortfall: Scalars['Int']['output'];
  year: Scalars['Int']['output'];
};

/** The answer of newEnquiry: success with the enquiries made (one per centre), or the error to show. */
export type NewEnquiryResult = {
  __typename?: 'NewEnquiryResult';
  data: Maybe<Array<Enquiry>>;
  error: Maybe<Array<ResultError>>;
  success: Scalars['Boolean']['output'];
};

/** A message in the user's notification bell. */
export type Notification = {
  __typename?: 'Notification';
  ID: Scalars['Int']['output'];
  /** Where it was delivered; web for the bell. */
  channel: Scalars['String']['output'];
  content: NotificationContent;
  createdAt: Scalars['DateTime']['output'];
  /** The route the web opens when the notification is clicked; null when it opens nothing. */
  navigate: Maybe<Scalars['String']['output']>;
  read: Scalars['Boolean']['output'];
};

export type NotificationContent = {
  __typename?: 'NotificationContent';
  body: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type NotificationFilter = {
  /** Only read (true) or unread (false) notifications; all when omitted. */
  read?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NotificationList = {
  __typename?: 'NotificationList';
  data: Array<Notification>;
  /** How many notifications match the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
  /** How many of the user's notifications are unread, whatever the filter: the bell's count. */
  unreadCount: Scalars['Int']['output'];
};

/** A line of an ad hoc invoice: what, why, how many, at what price (cents, before tax). */
export type OfflineInvoiceItemInput = {
  /** Why the line is there; printed under it. */
  explanation: Scalars['String']['input'];
  label: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
  taxable: Scalars['Boolean']['input'];
  unitPrice: Scalars['Int']['input'];
};

/** A page of a list, shared by every paginated query: page counts from 1; perPage defaults to 50, at most 500. */
export type Pagination = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};

/** A child of the signed-in parent's family. */
export type ParentChild = {
  __typename?: 'ParentChild';
  ID: Scalars['Int']['output'];
  birthCertificate: Maybe<Scalars['String']['output']>;
  dateOfBirth: Scalars['Date']['output'];
  firstname: Scalars['String']['output'];
  gender: Maybe<Scalars['String']['output']>;
  householdIncomeRange: Maybe<Scalars['String']['output']>;
  lastname: Scalars['String']['output'];
  nationality: Maybe<Scalars['String']['output']>;
  race: Maybe<Scalars['String']['output']>;
};

/** A parent's record as the back office shows it (spec 001, Parent/user). */
export type ParentDetails = {
  __typename?: 'ParentDetails';
  ID: Scalars['Int']['output'];
  fkUser: Scalars['Int']['output'];
  highestQualification: Maybe<Scalars['String']['output']>;
  identificationNo: Maybe<Scalars['String']['output']>;
  maritalStatus: Maybe<Scalars['String']['output']>;
  nationality: Maybe<Scalars['String']['output']>;
  occupationalTitle: Maybe<Scalars['String']['output']>;
  race: Maybe<Scalars['String']['output']>;
  workingStatus: Maybe<Scalars['String']['output']>;
};

export type ParentDetailsInput = {
  highestQualification?: InputMaybe<Scalars['String']['input']>;
  identificationNo: Scalars['String']['input'];
  maritalStatus?: InputMaybe<Scalars['String']['input']>;
  nationality: Scalars['String']['input'];
  occupationalTitle?: InputMaybe<Scalars['String']['input']>;
  race?: InputMaybe<Scalars['String']['input']>;
  workingStatus?: InputMaybe<Scalars['String']['input']>;
};

/** What /parentinfo shows: the enrolment steps, fees in force, subsidy tables, documents to prepare and the FAQ. */
export type ParentInformation = {
  __typename?: 'ParentInformation';
  /** Sanitised HTML; empty when unpublished. */
  documentsToPrepare: Scalars['String']['output'];
  /**
   * The school's enrolment steps in order, from its own enquiry state map: enquire, visit, trial, trial_payment,
   * offer, form, documents, consent, giro, payment, enrolled (a step the map never reaches is left out).
   */
  enrolmentSteps: Array<Scalars['String']['output']>;
  /** Empty when unpublished. */
  faqs: Array<PublicFaq>;
  fees: Array<PublicFeeRange>;
  /** The tables the registration form's subsidy estimate reads; the page's calculator uses the same estimate. */
  subsidySchedule: SubsidySchedule;
};

/** How to pay an invoice by PayNow: the SGQR payload (render it as a QR code) paying the school's UEN. */
export type PayNowDetails = {
  __typename?: 'PayNowDetails';
  /** In cents: the outstanding amount. */
  amount: Scalars['Int']['output'];
  payload: Scalars['String']['output'];
  /** The invoice number: the reference the payer's bank shows the school. */
  reference: Scalars['String']['output'];
  uen: Scalars['String']['output'];
};

/** Whether the caller can pay an invoice by card now (an enquiry's registration invoice, or a monthly or ad hoc one), and why not. */
export type PaymentAccess = {
  __typename?: 'PaymentAccess';
  /** The invoice (a registration invoice once issued). */
  IDInvoice: Maybe<Scalars['Int']['output']>;
  available: Scalars['Boolean']['output'];
  /** The latest card attempt on the invoice (its status and error code), if any. */
  lastOrder: Maybe<PaymentOrderStatus>;
  /** The reason in words. */
  message: Maybe<Scalars['String']['output']>;
  /** What is left to pay, in cents. */
  outstanding: Maybe<Scalars['Int']['output']>;
  /** Why not: notPendingPayment, invoicePaid, invoiceSettled, nothingToPay, invoiceVoid or notCardPayable; null when available. */
  reason: Maybe<Scalars['String']['output']>;
};

/** What the gateway confirmed of an order, as the parent sees it after the checkout. */
export type PaymentOrderStatus = {
  __typename?: 'PaymentOrderStatus';
  IDInvoice: Scalars['Int']['output'];
  /** The receipt the payment made, once paid. */
  IDReceipt: Maybe<Scalars['Int']['output']>;
  /** The amount in cents. */
  amount: Scalars['Int']['output'];
  /** The gateway's payment code of a failed attempt (ERR002 contact bank, ERR003 try again, ERR004 invalid, ERR005 expired). */
  errorCode: Maybe<Scalars['String']['output']>;
  /** The code in words, for the parent. */
  message: Maybe<Scalars['String']['output']>;
  /** Our order id. */
  orderId: Scalars['String']['output'];
  /** open, paid, declined, failed or expired. */
  status: Scalars['String']['output'];
};

/** A hosted-checkout payment session (spec 002 section 3 'Payment session'), with where the browser goes to pay. */
export type PaymentSession = {
  __typename?: 'PaymentSession';
  /** The gateway's session id. */
  Id: Scalars['String']['output'];
  MerchantId: Scalars['String']['output'];
  Order: PaymentSessionOrder;
  /** The gateway's indicator of a successful payment; the app never settles on it alone (the order is confirmed server to server). */
  SuccessIndicator: Scalars['String']['output'];
  UpdateStatus: Scalars['String']['output'];
  Version: Scalars['String']['output'];
  /** The checkout page of this session: the sandbox's page, or the Mastercard Gateway's hosted payment page. */
  checkoutUrl: Scalars['String']['output'];
  /** When the session closes if nothing happened. */
  expiresAt: Scalars['DateTime']['output'];
};

/** The order a payment session collects (spec 002 section 3: Order Id, Amount, Currency, Description). */
export type PaymentSessionOrder = {
  __typename?: 'PaymentSessionOrder';
  /** The amount as the gateway reads it, in dollars with two decimals ('150.00'); taken from the invoice. */
  Amount: Scalars['String']['output'];
  /** SGD. */
  Currency: Scalars['String']['output'];
  Description: Scalars['String']['output'];
  /** Our order id: random and unguessable, the card payment's reference in the ledger. */
  Id: Scalars['String']['output'];
};

/** A generated PDF, handed to the caller the guard let through (the web saves it as a download). */
export type PdfFile = {
  __typename?: 'PdfFile';
  contentBase64: Scalars['String']['output'];
  filename: Scalars['String']['output'];
};

/** A document waiting for verification, in the review queue. */
export type PendingDocument = {
  __typename?: 'PendingDocument';
  ID: Scalars['Int']['output'];
  IDCentre: Maybe<Scalars['Int']['output']>;
  IDChild: Scalars['Int']['output'];
  IDEnquiry: Maybe<Scalars['Int']['output']>;
  centreLabel: Scalars['String']['output'];
  childName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  documentType: Scalars['String']['output'];
  filename: Maybe<Scalars['String']['output']>;
};

export type PendingDocumentList = {
  __typename?: 'PendingDocumentList';
  data: Array<PendingDocument>;
  totalCount: Scalars['Int']['output'];
};

/** A child whose withdrawal form waits for a signature (getPendingForm2ESignatureChildren and the form 3 list). */
export type PendingESignatureChild = {
  __typename?: 'PendingESignatureChild';
  IDWithdrawal: Scalars['Int']['output'];
  centre: WithdrawalCode;
  child: WithdrawalChild;
  /** When the form went out for signing. */
  createdAt: Scalars['DateTime']['output'];
  /** The child's last day. */
  effectiveDate: Scalars['Date']['output'];
  /** form2 or form3. */
  formType: Scalars['String']['output'];
  /** Whose turn: Sent (the family's link is out) or PendingStaffSign (the centre signs next). */
  pendingStatus: Scalars['String']['output'];
  /** The name of the signer whose turn it is. */
  signer: Scalars['String']['output'];
};

/** A daily programme of a level, such as full day or half day, with its hours (HH:mm). */
export type Program = {
  __typename?: 'Program';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  from: Scalars['String']['output'];
  label: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type ProgramInput = {
  /** Omitted for a new programme. */
  ID?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
  label: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

export type PromotionItemInput = {
  childID: Scalars['Int']['input'];
  /** A class of the new level at the child's centre; null to place later. */
  classID?: InputMaybe<Scalars['Int']['input']>;
  /** The first day at the new level. */
  from: Scalars['Date']['input'];
  /** The new level; null when the child graduates (moveReason graduated). */
  levelID?: InputMaybe<Scalars['Int']['input']>;
  /** promotion, transfer, correction or graduated. */
  moveReason: Scalars['String']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};

/** One line of the year-end promotion preview. */
export type PromotionProposal = {
  __typename?: 'PromotionProposal';
  centre: ClassRef;
  child: ClassChild;
  /** Null with a warning: no class of the level, or all full. */
  class: Maybe<ClassRef>;
  from: Scalars['Date']['output'];
  fromLevel: ClassRef;
  moveReason: Scalars['String']['output'];
  /** Null: graduates. */
  toLevel: Maybe<ClassRef>;
  /** no_class or classes_full. */
  warning: Maybe<Scalars['String']['output']>;
};

export type PromotionResult = {
  __typename?: 'PromotionResult';
  moved: Scalars['Int']['output'];
};

/** An active centre of the school with its active addresses, for the map of /intro. */
export type PublicCentre = {
  __typename?: 'PublicCentre';
  ID: Scalars['Int']['output'];
  addresses: Array<PublicCentreAddress>;
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** An address of a centre as anyone may see it (the enquiry form's map shows the same). */
export type PublicCentreAddress = {
  __typename?: 'PublicCentreAddress';
  ID: Scalars['Int']['output'];
  address: Scalars['String']['output'];
  lat: Maybe<Scalars['Float']['output']>;
  lng: Maybe<Scalars['Float']['output']>;
  postcode: Scalars['String']['output'];
};

/** A question of the /parentinfo FAQ, in HQ's order. */
export type PublicFaq = {
  __typename?: 'PublicFaq';
  /** Sanitised HTML (paragraphs, emphasis, lists, links). */
  answer: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

export type PublicFaqInput = {
  /** HTML, sanitised on saving; at most 4,000 characters. */
  answer: Scalars['String']['input'];
  /** 1 to 200 characters. */
  question: Scalars['String']['input'];
};

/** A monthly fee range in force today for a level and programme, over the school's centres, in cents. */
export type PublicFeeRange = {
  __typename?: 'PublicFeeRange';
  levelLabel: Scalars['String']['output'];
  maxCents: Scalars['Int']['output'];
  minCents: Scalars['Int']['output'];
  programLabel: Scalars['String']['output'];
  /** citizen, pr (permanent resident) or other. */
  residency: Scalars['String']['output'];
};

/** The household a public page estimates the subsidy for: no names, nothing kept. */
export type PublicHouseholdInput = {
  /** The child is a Singapore Citizen (only citizens receive the subsidy). */
  citizen: Scalars['Boolean']['input'];
  /** Gross monthly household income in cents; null when not given (the basic subsidy only). */
  householdIncomeCents?: InputMaybe<Scalars['Int']['input']>;
  /** The main applicant works at least 56 hours a month. */
  working: Scalars['Boolean']['input'];
};

/** The public pages as HQ edits them, published or not. */
export type PublicPagesContent = {
  __typename?: 'PublicPagesContent';
  documentsToPrepare: Scalars['String']['output'];
  faqs: Array<PublicFaq>;
  introduction: Scalars['String']['output'];
  programmes: Array<PublicProgramme>;
  published: Scalars['Boolean']['output'];
  /** When HQ last saved; null before the first save. */
  updatedAt: Maybe<Scalars['DateTime']['output']>;
};

/** The whole content of the public pages; lists are saved in the order given. */
export type PublicPagesInput = {
  /** HTML, sanitised on saving. */
  documentsToPrepare: Scalars['String']['input'];
  /** At most 40. */
  faqs: Array<PublicFaqInput>;
  /** HTML, sanitised on saving (a broadcast's formatting). */
  introduction: Scalars['String']['input'];
  /** At most 12. */
  programmes: Array<PublicProgrammeInput>;
  published: Scalars['Boolean']['input'];
};

/** A programme the school presents on /intro, in HQ's order. */
export type PublicProgramme = {
  __typename?: 'PublicProgramme';
  /** Plain text. */
  description: Scalars['String']['output'];
  /** The picture's address on this site (anyone may load it), or null. */
  imageUrl: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type PublicProgrammeInput = {
  /** Plain text, at most 600 characters. */
  description: Scalars['String']['input'];
  /** The key of an uploaded picture (getPublicPageImageUploadURL), the address it was saved as, or null. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 80 characters. */
  title: Scalars['String']['input'];
};

/** A school's billable item. Amounts in cents. */
export type PurchaseItem = {
  __typename?: 'PurchaseItem';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  taxable: Scalars['Boolean']['output'];
  /** registration, deposit, monthly, trial or misc. */
  type: Scalars['String']['output'];
  unitPrice: Scalars['Int']['output'];
};

export type PurchaseItemFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** registration, deposit, monthly, trial or misc. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type PurchaseItemList = {
  __typename?: 'PurchaseItemList';
  data: Array<PurchaseItem>;
  totalCount: Scalars['Int']['output'];
};

/**
 * One kind of bell and whether it reaches the parent's devices as push. Kinds: visit, offer, document, invoice,
 * event, attendance (check-in and check-out), other (every other bell). The bell shows every kind.
 */
export type PushPreference = {
  __typename?: 'PushPreference';
  kind: Scalars['String']['output'];
  push: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** One enquiry for staff who reach its centre with enquiry management read. */
  admissionByID: AdmissionDetail;
  /** A child's bank accounts: its parent, or finance staff who reach the child. */
  bankAccountInfoByIDChild: BankAccountInfo;
  /** The GIRO part of an enquiry's payment step: its family, or finance staff at its centre. */
  bankAccountInfoByIDEnquiry: GiroEnquiryInfo;
  /** Blacklist requests of the centres the caller reaches, newest first; status pending, approved, rejected or cancelled. */
  blacklistDraftsByFkSchool: BlacklistDraftList;
  /** A centre's capacity for a level in each month of a year, January first. Staff with enrollment_planning read at the centre. */
  capacitiesByFkCentreFkLevelYear: Array<CapacityRecord>;
  /** Capacity change requests of the centres the caller reaches, newest first, one page at a time. */
  capacityDraftsByFkSchool: CapacityDraftList;
  /** A child's profile: staff with class_management read who reach the child, or the child's parent. */
  childByID: Child;
  /**
   * Several option lists in one call: for each category in labels (in the order asked, repeats answered once),
   * its active codes sorted by sort order then label. Public.
   */
  codesByLabelFkSchool: Array<CodeCategory>;
  /** HQ's list of the school's document types (one when fkDocumentTypeConfig is given). Needs school_config read. */
  documentTypeConfigsByFkDocumentTypeConfig: Array<DocumentTypeConfig>;
  /** One enquiry: the family's own (parent), or one of the centres in reach (staff with enquiry read). */
  enquiryByID: Enquiry;
  /** What removing (toState null) or redirecting the mapping would strand or affect, before it is done. */
  enquiryStateMachineMapImpact: StateMapImpact;
  /** One event. Staff with event_management read who reach every centre it invites. */
  eventById: Event;
  /** The RSVP list of a status (default attending) as CSV text, one line per child. */
  exportRsvpList: Scalars['String']['output'];
  /**
   * A signed link (valid 10 minutes) to read an uploaded file of the caller's school, by the key its record holds
   * (holidayImageKey, a logo, an attachment). Any signed-in user of the school. Uploads themselves go through each
   * feature's own upload-URL mutation (getHolidayPhotoUploadURL and the like).
   */
  fileUrl: Scalars['String']['output'];
  /**
   * The school's admissions in one enrolment stage (stageCode) and optionally one of its states (statusCode), within
   * the centres the caller reaches, newest first, with every stage's count. Staff with enquiry management read.
   */
  findAllAdmission: AdmissionList;
  /** HQ: the school's audit trail, newest first, paged (PDPA). */
  findAllAuditLog: AuditLogList;
  /** Singapore's banks for GIRO, by display order then name. */
  findAllBankBicCode: Array<BankBicCode>;
  /**
   * The school's buses in reach, sorted by centre and plate, one page at a time, with how many match: HQ staff see
   * every centre's, other staff their centres'. Needs bus_management read.
   */
  findAllBus: BusList;
  /**
   * The school's bus drivers in reach, newest first, one page at a time, with how many match. Needs bus_management
   * read.
   */
  findAllBusDriver: BusDriverList;
  /**
   * One month of a centre's calendar. Without IDCentre, the calendar of all centres in the caller's reach: their
   * visits and trials and the public holidays (availability is per centre and left out). Staff with visit_management
   * read at the centre.
   */
  findAllCalendarEvent: CalendarMonth;
  /**
   * Centres within radius kilometres of a postal code that offer the level, nearest first; an unknown postal code
   * gives an empty list. Public, limited per client address.
   */
  findAllCentreByDistance: EnrollmentCentreList;
  /**
   * Centre management's list: the school's centres sorted by label, one page at a time, with how many match. HQ
   * staff see every centre, other staff their assigned ones. Needs centre_management read.
   */
  findAllCentreForSchool: CentreList;
  /**
   * The levels and programmes a centre offers, youngest level first, inactive ones flagged. Any staff member of the
   * school whose reach includes the centre (HQ staff reach every centre).
   */
  findAllCentreLevel: CentreLevelList;
  /** Children with a seat (current, upcoming or past) the caller reaches, by name: a search. class_management read. */
  findAllChild: ChildList;
  /** An enquiry's activity log, newest first (staff with waitlist_management read). */
  findAllChildActivityLog: ChildActivityLogList;
  /**
   * A child's whole activity log on its profile, newest first: staff with class_management read who reach the child
   * see every entry; the child's parent sees what the product recorded (class and level moves...), not staff notes.
   */
  findAllChildActivityLogByChild: ChildActivityLogList;
  /** The signed-in parent's children, oldest first. */
  findAllChildrenByParent: Array<ParentChild>;
  /**
   * The children of a centre (placed in one of its classes, now or from a later date) who are on no bus yet, by last
   * and first name: those a bus of the centre may take. Needs bus_management read at the centre.
   */
  findAllChildrenNotAssignedToBus: Array<BusChild>;
  /**
   * Every code of one category of the school, inactive ones included, sorted by sort order then label, one page
   * at a time. searchCategory is a category of spec 001. Needs school_config read.
   */
  findAllCodesForAdmin: CodeList;
  /**
   * The active codes of one category for a school, sorted by sort order then label, one page at a time.
   * searchCategory is a category of spec 001 (Nationality, Race, Household_Income_Range...). Public: the
   * enquiry form's option lists load before sign-in.
   */
  findAllConfigByCategory: CodeList;
  /** The school's refunds in reach, one entry per family (child) with its refunds and total. Finance read. */
  findAllConsolidatedRefund: ConsolidatedRefundList;
  /**
   * The tiers in reach whose registration window holds today, with the fees in effect today and the children per level.
   * Needs fee_management read.
   */
  findAllCurrentFeeTier: Array<FeeTier>;
  /**
   * Enquiries, newest first: a parent sees their own family's; staff those of the centres they reach with
   * enquiry_management read.
   */
  findAllEnquiry: EnquiryList;
  /** Every enquiry state, grouped by start, visit, trial and enrolment. Staff with enquiry management read. */
  findAllEnquiryState: Array<EnquiryState>;
  /** The school's active state map, by from-state then priority. Staff with enquiry management read. */
  findAllEnquiryStateMachineMap: Array<EnquiryStateMachineMap>;
  /**
   * The school's active centres offering the level (and the programme, when given), sorted by label. nationality is
   * accepted for the contract and does not narrow the list (no centre restricts nationalities). Public.
   */
  findAllEnrollmentCentresForSchool: EnrollmentCentreList;
  /** HQ: the school's background jobs that failed after their retries (email delivery...), newest first. */
  findAllFailedJob: FailedJobList;
  /**
   * Fee change requests in reach, newest first (the screen shows 1 per page), with how many are pending. Needs
   * fee_management read.
   */
  findAllFeeDraft: FeeDraftList;
  /** The school's fee groups by group code. Needs fee_management read. */
  findAllFeeGroup: Array<FeeGroup>;
  /** The parents and guardians of a child, main applicant first. Staff who reach the child, or its parent. */
  findAllGuardian: Array<Guardian>;
  /** The school's invoices in the caller's reach, newest first, by centre, month, status and type. Finance read. */
  findAllInvoice: InvoiceList;
  /** The school's runs, newest first, of the centres the caller reaches; optionally of one month. Finance read. */
  findAllInvoiceRun: InvoiceRunList;
  /**
   * A run's drafted invoices by child name, or (skipped: true) only the children skipped with why, (skipped: false)
   * only those billed. Finance read.
   */
  findAllInvoiceRunDraft: InvoiceRunDraftList;
  /** Every level of the school for level management, inactive ones included, sorted by fromMonth. Needs level_management read. */
  findAllLevelsConfig: LevelList;
  /** The school's active module categories, by label: the rows of a role's access matrix. Needs user_management read. */
  findAllModuleCategory: Array<ModuleCategory>;
  /** The levels of a centre over capacity in some month from this month to the end of next year, per year. */
  findAllNegativeVacanciesByCentre: Array<NegativeVacancy>;
  /** Documents pending verification at the centres the caller reaches, oldest first. Needs enquiry_management read. */
  findAllPendingDocument: PendingDocumentList;
  /** The school's billable items by type and label. Staff with enquiry_management or fee_management read. */
  findAllPurchaseItem: PurchaseItemList;
  /** Every configuration key of a school. Public: the theme loads before sign-in. An unknown school has none. */
  findAllSchoolConfig: SchoolConfigList;
  /**
   * The school's staff, by first name then last name, one page at a time. filter.active, role (a role ID), centre
   * (a centre ID) and searchString (part of a name, email or staff number) narrow the list; empty values are
   * ignored. Head office staff see every staff member; others only staff sharing one of their centres. Needs
   * user_management read.
   */
  findAllStaff: StaffList;
  /** The school's waitlist tags, heaviest first (weights: staff only). */
  findAllTags: Array<WaitlistTag>;
  /** The school's UNAPPLIED card orders not yet refunded or applied, newest first, in the caller's reach. Finance read. */
  findAllUnappliedCardPayment: UnappliedCardPaymentList;
  /** The tiers in reach that open later or hold fees starting later, with those fees. Needs fee_management read. */
  findAllUpcomingFeeTier: Array<FeeTier>;
  /** GIRO deduction and refund archives made, and return files uploaded, newest first. Head-office finance read. */
  findAllUploadedGiroFiles: UploadedFileList;
  /** Subsidy files uploaded, newest first. Head-office finance read. */
  findAllUploadedSubsidyFiles: UploadedFileList;
  /**
   * The nine vacancy statuses of each month of a year for a centre and level (ServiceLevel is the level's ID), month
   * by month in the spec's status order. fromMonth (a 1st of a month) asks for the 12 months from there instead of
   * the year (the chart's next 12 months). IsPublic true answers only available_vacancy, what a family may be told.
   */
  findAllVacancies: Array<VacancyRecord>;
  /**
   * A centre's availability overlapping from..to, earliest first, withdrawn ones included (active false). Staff with
   * visit_management read at the centre.
   */
  findAllVisitAvailability: Array<VisitAvailability>;
  /** Completed withdrawals (the child has left), newest last day first; same reach as findAllWithdrawalDraft. */
  findAllWithdrawal: WithdrawalDraftList;
  /**
   * Withdrawal requests in reach, newest first: staff those of their centres (withdrawal_management read), a parent
   * those of their children.
   */
  findAllWithdrawalDraft: WithdrawalDraftList;
  /** Centres within radius kilometres of a location that offer the level, nearest first. Public. */
  findNearestCentresByLatLong: EnrollmentCentreList;
  /** The school's staff roles, active and inactive, by label, with their access and holders. Needs user_management read. */
  findRoleByFkSchool: RoleList;
  /** A school's public name and code; null for an unknown school. Public. */
  findSchool: Maybe<School>;
  /**
   * The side menu of the signed-in user in their school, ordered by sort order. Parents get the parent entries
   * and never settings; staff get the staff entries whose module they may read, and a grouping entry only when
   * one of its entries is shown.
   */
  findSidebarMenuByUser: Array<SidebarMenuItem>;
  /** One staff member by ID, for the edit form (a design addition), within the caller's reach. Needs user_management read. */
  findStaffByID: Staff;
  /** The open invoices of the order's family (its child and the children sharing a parent) that can take it. Finance approve. */
  findUnappliedCardPaymentTargets: Array<UnappliedTargetInvoice>;
  /**
   * The address and coordinates of a Singapore postal code (six digits), or null when it is not known. Public: the
   * enquiry form and centre management fill addresses with it. Limited per client address.
   */
  geocodePostalCode: Maybe<GeocodeResult>;
  /** The directory's person with this email, or null. Needs user_management write. */
  getADUserByEmail: Maybe<DirectoryUser>;
  /** Up to 20 directory people whose name or email matches (at least 2 characters), by name. Needs user_management write. */
  getADUsersByName: Array<DirectoryUser>;
  /**
   * The active centres in which the signed-in staff member holds accessType (read, write or approve) on module
   * (a module category code), sorted by label: every centre of the school for HQ staff, else the assigned ones.
   * Empty when the staff member's roles lack that access. Needs a staff role.
   */
  getAccessibleCentresForModule: Array<Centre>;
  /**
   * A child's statement of account: every invoice, receipt, credit note and refund, oldest first, with a running
   * balance. isCDA (true: invoices a CDA may pay and CDA refunds; false: the rest) and paymentType narrow the entries
   * shown; the balance is always the whole account's. The child's parents, or finance staff at its centre.
   */
  getAccountListing: AccountListing;
  /** The enquiry's additional information with the steps saved so far. */
  getAdditionalInformation: AdditionalInformation;
  /** The options of the admissions filters. */
  getAdmissionFilters: AdmissionFilters;
  /**
   * The ageing of what is owed, one row per centre in the caller's reach that has anything owed, by days past each
   * invoice's due date on asOf (YYYY-MM-DD; today in Singapore when left out). Finance read.
   */
  getAgeingReport: Array<AgeingRow>;
  /**
   * The classes of the school the caller reaches (class_management read; staff their centres, a class-scope user
   * their own classes), sorted by centre then label, with counts. With classID: that class alone (its detail).
   */
  getAllClassInfo: ClassList;
  /** Every event in the caller's reach, latest start first. Staff with event_management read. */
  getAllEvents: EventList;
  /** A class's register for a day: every child placed in the class then, with the day's marks and health checks. */
  getAttendanceByClass: Array<ChildAttendance>;
  /**
   * The days of a month (YYYY-MM; this month in Singapore when left out) on which the enquiry's centre has a free slot
   * of the visit type: inside an active availability, not on a holiday, not in the past, with room left, and for a
   * trial not before the end of the enquiry's centre visit. Refused with bookVisit's vacancy message when the enquiry
   * may not book yet (and holds no booking of the type to move). The enquiry's parent only.
   */
  getAvailableDaysOfMonth: Array<Scalars['Date']['output']>;
  /** The reasons for moving a bank account to status (approved, rejected or terminated). */
  getBankAccountStatusChangeReasonsByStatus: Array<BankAccountStatusReason>;
  /** The families on the blacklist, of the centres the caller reaches, latest change first. */
  getBlackListData: BlacklistList;
  /**
   * Broadcasts, newest first. Staff with broadcast read: those of the centres they reach (whole-school ones
   * included), any status but deleted unless filtered. A parent: the published broadcasts they received, unread first.
   */
  getBroadcasting: BroadcastList;
  /**
   * Who has read a published broadcast, per class and per family; unreadOnly keeps the families still to reach.
   * Needs broadcast read at a centre of the broadcast.
   */
  getBroadcastingReadReceipts: BroadcastReadReceipts;
  /** A centre's register per class and weekday between from and to (at most 62 days), the classes the caller reaches. */
  getCentreAttendanceSummaries: Array<CentreAttendanceSummary>;
  /** The same summary for the caller's own classes (those they teach or are assigned to). */
  getCentreAttendanceSummariesForStaff: Array<CentreAttendanceSummary>;
  /** The dashboard's health flags of a centre on a day: its fevers, and the injuries awaiting a parent's acknowledgement. */
  getCentreHealthFlags: CentreHealthFlags;
  /**
   * The holidays of the school overlapping the year, sorted by from. Staff with holiday_management read see every
   * holiday; parents see public holidays and those of the centres their children attend that year. centreID keeps
   * the holidays that close that centre (public ones included).
   */
  getCentreHolidaysOfYear: Array<Holiday>;
  /** A centre's pending and approved leave overlapping from..to (at most 62 days), by start. Needs attendance read. */
  getCentreLeaveRequests: Array<LeaveRequest>;
  /**
   * For the centres a public search found (1 to 20 of them), the waiting time and the fee after the subsidy estimate
   * for a level and enrolment month. Public, limited per client address; aggregate figures only.
   */
  getCentreOutlooks: Array<CentreOutlook>;
  /** A child's days with a mark or a health check between from and to (at most 62 days). */
  getChildAttendances: Array<ChildAttendance>;
  /** A child's authorised pickup persons, by name: its parents and the staff of its centre. */
  getChildAuthorisedPickups: Array<AuthorisedPickup>;
  /** What the child's family owes on issued invoices. The child's parents, or finance staff at its centre. */
  getChildCurrentBalance: ChildBalance;
  /** A child's health information (not immunised and no conditions until recorded). */
  getChildHealthInfo: ChildHealthInfo;
  /** A child's health checks of one day. */
  getChildHealthInfoForDay: ChildHealthDay;
  /** A child's injuries between from and to (at most 62 days), oldest first: the Health tab's day-injury view. */
  getChildInjuries: Array<Injury>;
  /** A child's late pickups between from and to, newest first, with the count and fee of the range. */
  getChildLatePickupEntries: LatePickupEntryList;
  /** A child's leave requests, newest first: its parents, or attendance staff of its centre. */
  getChildLeaveRequests: Array<LeaveRequest>;
  /** The parents and guardians of a child, main applicant first. */
  getChildRelationData: Array<ChildRelation>;
  /** Enrolled children (a current or upcoming seat) the caller reaches, by name. class_management read. */
  getChildrenData: ChildList;
  /** Children with a current or upcoming seat at the class's centre and level and no class of it yet. */
  getChildrenToAssignToClass: Array<Child>;
  /**
   * The subsidy guard: the children with a seat at the centre during month (YYYY-MM) and not one check-in in it;
   * ECDA pays a month's subsidy only with at least one day of attendance, so staff see them before the invoice run.
   */
  getChildrenWithoutAttendance: Array<ChildWithoutAttendance>;
  /** Completed transfers, newest change first; same reach as getTransferDrafts. */
  getCompletedTransferRequests: TransferDraftList;
  /** The enquiry's consent form and each participant's status; null before it is created. The family, or staff with enquiry_management read. */
  getConsentForm: Maybe<ConsentForm>;
  /** The active types staff list (list access level 2), of a category (registration or child) or all. Needs enquiry_management read. */
  getDocumentTypeByDocumentCategory: Array<DocumentTypeConfig>;
  /** A link (valid 2 minutes) to read one document. The child's family, or staff with enquiry_management read at its centre. */
  getDocumentURL: Scalars['String']['output'];
  /** Drafts in the caller's reach, newest first. Staff with event_management read. */
  getDraftEvents: EventList;
  /** The enquiry's document step and the data its documents prove. The family, or staff with enquiry_management read. */
  getEnquiryDocumentSummary: EnquiryDocumentSummary;
  /**
   * The first month's fees of the enquiry (the tier's monthly fee and the school's monthly items), computed, not
   * issued; null before the registration payment step. Its parent, or staff with enquiry_management read.
   */
  getEnquiryDraftMonthlyFeeInvoice: Maybe<DraftInvoice>;
  /** The parent-facing flow of one enquiry. The parent of the enquiry, or staff who reach its centre. */
  getEnquiryFrontendStates: EnquiryFrontendStates;
  /**
   * The enquiry's registration invoice (registration fee, deposit and the school's one-off items, with GST per item),
   * issued on first ask once the enquiry awaits the registration payment; null before. Its parent, or staff with
   * enquiry_management read at its centre.
   */
  getEnquiryRegistrationInvoice: Maybe<Invoice>;
  /** A link (valid 2 minutes) to the signed registration form PDF. The family, or staff with enquiry_management read. */
  getEnrolmentDocumentURL: Scalars['String']['output'];
  /** The enquiry's enrolment form with the sections saved so far. */
  getEnrolmentForm: EnrolmentForm;
  /** The enquiry's enrolment status after registration. Its parent, or staff with enquiry_management read at its centre. */
  getEnrolmentStatus: EnrolmentStatus;
  /** An event the child is invited to as an iCalendar (.ics) file's text. The child's parent only. */
  getEventCalendarFile: Scalars['String']['output'];
  /** The classes of the centres in the caller's reach (event_management read), by centre then label: the event form's choices. */
  getEventClasses: Array<EventClassOption>;
  /** Every photo in an event's album, published or not, with their tags. Staff with event_management read. */
  getEventPhotos: Array<EventPhoto>;
  /**
   * The children answered for an event, filtered by status (default attending), with their guests. Staff with
   * event_management read.
   */
  getEventRsvpChildList: EventRsvpChildList;
  /** The parent's own address and the child's emergency contact, from the child's profile. The child's parents only. */
  getFamilyContacts: FamilyContacts;
  /**
   * Whom a fee change request affects (families and children per changed fee, at its centre on its effective date),
   * and whether an increase comes too soon after approval. Needs fee_management approve at the draft's centre.
   */
  getFeeDraftImpact: FeeDraftImpact;
  /** One invoice with its lines, receipts and credit notes. The child's parents, or finance staff at its centre. */
  getInvoice: InvoiceDetail;
  /** Whether card payment is available to the caller for a monthly or ad hoc invoice (from its page), and why not. The child's parents only. */
  getInvoicePaymentAccess: PaymentAccess;
  /** A run with its progress (the screen polls it). Staff with finance read who reach its centre (HQ: a school run). */
  getInvoiceRun: InvoiceRun;
  /** The kiosk of a token: its centre. Refused once the kiosk is closed or expired. */
  getKiosk: KioskInfo;
  /** The school's leave types (inactive ones too with includeInactive, for HQ). Parents and staff of the school. */
  getLeaveTypes: Array<LeaveType>;
  /** The active levels of a school with their active programmes, sorted by fromMonth. Public: the enquiry form shows them. */
  getLevelsForSchool: Array<Level>;
  /** Starts a staff single sign-on for the school and returns the provider's sign-in address. Public; an unknown school is refused. */
  getLoginUrl: LoginUrl;
  /**
   * The published photos of an event inviting the parent's child, leaving out photos of other children whose families
   * gave no photo consent; and the child's own consent. The child's parent only.
   */
  getMyEventPhotos: MyEventAlbum;
  /** The parent's children's published events (from their publish date), upcoming first. The parent only. */
  getMyEvents: Array<MyEvent>;
  /** The caller's own leave requests as a member of staff, newest first. */
  getMyLeaveRequests: Array<LeaveRequest>;
  /** The signed-in parent's enquiries on the waitlist or holding an offer, with their place in the queue. */
  getMyWaitlistPositions: Array<WaitlistPosition>;
  /**
   * The school's notifiable symptoms (decision 0076): a health check's symptom matching one of them (ignoring case and
   * surrounding spaces) counts towards a symptom cluster. The defaults until the school saves its own list. Needs
   * attendance read or school_config read.
   */
  getNotifiableSymptoms: Array<Scalars['String']['output']>;
  /** The signed-in user's own notifications, newest first. */
  getNotifications: NotificationList;
  /** The payment types staff record by hand: paynow, bank_transfer, cash, cheque. Finance read. */
  getOfflineOfflinePaymentReceiptTypes: Array<Scalars['String']['output']>;
  /** /parentinfo for anyone: steps, fees, subsidy tables and the published FAQ. Limited per address. */
  getParentInformation: ParentInformation;
  /** Past children (withdrawn or graduated) the caller reaches, by name. class_management read. */
  getPastChildrenData: ChildList;
  /** Published or cancelled events that have ended, latest first. Staff with event_management read. */
  getPastEvents: EventList;
  /** Whether card payment is available to the caller for this enquiry's registration invoice, and why not. The enquiry's parents only. */
  getPaymentAccess: PaymentAccess;
  /** Events waiting for approval in the caller's reach, earliest first. Staff with event_management read. */
  getPendingEvents: EventList;
  /**
   * Children whose withdrawal form 2 waits for a signature, oldest first; pendingStatus (Sent or PendingStaffSign)
   * narrows to whose turn it is. Staff with withdrawal_management read, over the centres they reach.
   */
  getPendingForm2ESignatureChildren: Array<PendingESignatureChild>;
  /**
   * For each centre in the caller's reach that has any, how many visits and trials wait for a decision (status
   * created) from today on: the counts of the calendar's centre picker. Staff with visit_management read.
   */
  getPendingVisitCounts: Array<CentrePendingVisits>;
  /** The same for withdrawal form 3 (ECDA's notice of withdrawal). */
  getPendingWithdrawalForm3ESignatureChildren: Array<PendingESignatureChild>;
  /**
   * The year-end promotion preview: every enrolled child of age at the centres the caller reaches (or centreID),
   * with its next level and a class of it, classes filled up to their capacity. Nothing changes.
   */
  getPromotionPreview: Array<PromotionProposal>;
  /** The public pages' content to edit, published or not. Head office with school configuration read. */
  getPublicPagesForEdit: PublicPagesContent;
  /** Counts of children and guests by centre and class for a status (default attending). */
  getRsvpAttendeesClassAndCentreCountByStatus: Array<RsvpClassCentreCount>;
  /** Counts of children and guests per RSVP status. */
  getRsvpStatusCountDetails: Array<RsvpStatusCount>;
  /**
   * A centre's visits and trials between from and to (default: from today on), earliest first; without IDCentre,
   * those of every centre in the caller's reach (HQ: all the school's; others: their assigned centres), e.g. the
   * pending ones (status created) as a work queue. Staff with visit_management read at the centre.
   */
  getScheduledVisits: VisitList;
  /** A child's visits and trials, newest first. The child's parent, or staff who reach the enquiries' centres. */
  getScheduledVisitsOfChild: Array<Visit>;
  /** /intro for anyone: the published introduction and programmes, and the active centres. Limited per address. */
  getSchoolIntroduction: SchoolIntroduction;
  /** The signing page's document for a signing link's token. Public: the single-use, expiring token is the capability. */
  getSigningDocument: SigningDocument;
  /** A centre's staff of a day with their sessions, and the live child-to-staff ratio per class (a class-scope caller: their classes). */
  getStaffAttendancesByCentre: StaffAttendanceDay;
  /** The school's subsidy tables for the estimate shown on the enquiry's form. */
  getSubsidySchedule: SubsidySchedule;
  /**
   * Teachers of a centre whose name contains what was typed (at least one character), and staff of the centre not
   * yet teachers, at most 20, by name. class_management write at the centre.
   */
  getTeacherListOnInput: Array<ClassTeacher>;
  /**
   * Where the child may be transferred: the school's other centres offering the child's current level, by name, each
   * with its vacancy in effectiveDate's month (the 1st or 15th; without it no vacancy is told). Empty for a child
   * without a current seat. Whoever may ask for the child's transfer (submitNewTransferRequest) may ask this.
   */
  getTransferDestinations: Array<TransferDestination>;
  /** One transfer request with its item and activity: its family, or staff of either centre. */
  getTransferDraft: TransferDraft;
  /**
   * Transfer requests in reach, newest change first (every status but completed unless the filter names one): staff
   * those out of or into their centres (withdrawal_management read), a parent those of their children.
   */
  getTransferDrafts: TransferDraftList;
  /** The fee of the enquiry's current trial class; null when there is none or it is free. Its parent, or staff. */
  getTrialPeriodInvoice: Maybe<TrialPeriodInvoice>;
  /** Published or cancelled events that have not ended, earliest first. Staff with event_management read. */
  getUpcomingEvents: EventList;
  /** The enquiry's documents of the given types (all types when none are given). Same access as listRequiredDocuments. */
  getUploadedDocument: Array<Document>;
  /** A centre's places per level for the next 12 months, beside the families waiting (waitlist_management read). */
  getVacancyTab: Array<VacancyTabRow>;
  /**
   * A booked (created) or approved (completed) visit or trial as an iCalendar (.ics) file's text, for the parent's own
   * calendar: one VEVENT in UTC, TENTATIVE until approved, with a UID stable per visit. Its parent only.
   */
  getVisitCalendarFile: Scalars['String']['output'];
  /**
   * The free slots of one day for the enquiry's centre and visit type, earliest first, by the rules of
   * getAvailableDaysOfMonth. The enquiry's parent only.
   */
  getVisitTimeSlot: Array<VisitTimeSlot>;
  /** The waitlist of the centres the caller reaches (waitlist_management read), in queue order. */
  getWaitList: WaitList;
  /** One enquiry as a waitlist item, with its whole state history. */
  getWaitListEnquiry: WaitListItem;
  /** The options of the waitlist's filters. */
  getWaitListFilter: WaitListFilterOptions;
  /**
   * The refund estimate (estimateRefundAmount) for a child leaving on effectiveDate after notice on noticeDate. The
   * child's parent, or staff with withdrawal_management read.
   */
  getWithdrawalDefaultRefundAmount: WithdrawalRefundEstimate;
  /** One withdrawal request with its items and activity. */
  getWithdrawalDraft: WithdrawalDraft;
  /** Liveness of the API and its database; needs no sign-in. */
  health: Scalars['String']['output'];
  /** The invoice's PDF (tax invoice). Its family, or staff with enquiry_management read at its centre. */
  invoicePdf: PdfFile;
  /** A child's invoices, newest first, with items and receipts. The child's parents, or finance staff at its centre. */
  invoicesByFkChild: Array<Invoice>;
  /**
   * Whether a child with this birth certificate is already known at the school and is not the signed-in parent's own.
   * Public, limited per client address.
   */
  isExistingChild: Scalars['Boolean']['output'];
  /**
   * Whether another account already uses this email (the signed-in caller's own address answers false). A staff
   * account's email answers with the error code E014. Public, limited per client address.
   */
  isExistingParent: Scalars['Boolean']['output'];
  /** The enquiry's registration document types with their files and status. The family, or staff with enquiry_management read at its centre. */
  listRequiredDocuments: Array<RequiredDocument>;
  /**
   * Parent sign-in with email and password; returns a session token. A query as in the spec (the API only accepts
   * POST, so credentials never appear in URLs). Errors: USER_NOT_FOUND, INCORRECT_PASSWORD, INVALID_TOKEN (account
   * not registered yet), FORBIDDEN (staff sign in through single sign-on), RATE_LIMITED.
   */
  login: AuthPayload;
  /** The signed-in user, with roles, access, children and the actions they may perform. */
  me: User;
  /** The signed-in parent's account (always their own). Parents only. */
  myAccount: MyAccount;
  /** The consents the signed-in parent gave, newest first. Parents only. */
  myConsents: Array<Consent>;
  /** The signed-in parent's choice of which kinds of bell reach their devices; every kind does until turned off. */
  myPushPreferences: Array<PushPreference>;
  /** Receipts of one enquiry (IDEnquiry) or of several (IDEnquiries), oldest first; only those the caller reaches. */
  receiptByEnquiryID: Array<InvoiceReceipt>;
  /** The receipt's PDF. Its family, or staff with enquiry_management read at its centre. */
  receiptPdf: PdfFile;
  /**
   * Reads a register link (a design addition): who it is for and whether a one-time code is needed.
   * INVALID_TOKEN when the link is unknown, used or expired; CONFLICT when the user is already registered.
   */
  registrationInfo: RegistrationInfo;
  /** One configuration value of a school; null when the school has not set it. Public. */
  schoolConfigByFkSchoolKey: Maybe<SchoolConfig>;
  /** Admissions whose child, parent, email or birth certificate matches q (at least 2 characters), at most 20, newest first. */
  searchAdmissions: Array<Admission>;
  /** Centres, classes and children whose name contains the text, within the caller's centres; at most 10 of each. Needs broadcast write. */
  searchBroadcastingScope: Array<BroadcastScopeOption>;
  /** The first 20 waitlist rows in reach whose child, parent, email or birth certificate matches q (2+ characters). */
  searchChildInWaitList: Array<WaitListItem>;
  /**
   * Finds the school's invoices, receipts, credit notes and refunds in the caller's reach by child name, a parent's
   * name (any case, accents or none), birth certificate, or invoice, receipt or credit note number (whole); and
   * invoices, receipts and credit notes by amount ('123.40' or '$123.40': the document's exact total). Newest first.
   * Finance read.
   */
  searchFinance: FinanceSearchList;
  /**
   * Places in Singapore matching the text, for the enquiry form's place search: a postal code or its first digits, a
   * street address or a building name, in any case; at most 10, best first. Empty text finds nothing. Public, limited
   * per client address.
   */
  searchPlaces: Array<GeocodeResult>;
  /** Open enquiries of the school that stand in a state with no move out today. */
  strandedEnquiryStates: StrandedStates;
  /**
   * The level for a child born on dateOfBirth at the planned start (age in whole months within the level's
   * fromMonth..toMonth), with its active programmes; null when no level fits. Public.
   */
  suggestLevel: Maybe<SuggestedLevel>;
  /**
   * Whether the centre has a place for the level in the month of date: its capacity for the level less the children
   * placed in its classes of that level during the month. Staff who reach the centre.
   */
  vacancyAvailableInCentreForLevel: CentreLevelVacancy;
  /** Exchanges the one-time authorization_token of the single sign-on return (/sso) for a session. Public; an invalid, used or expired token answers 'User Not Found'. */
  validateUser: AuthPayload;
  /** The VAPID public key (base64url) a parent's device subscribes to Web Push with. */
  webPushPublicKey: Scalars['String']['output'];
};


export type QueryAdmissionByIdArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryBankAccountInfoByIdChildArgs = {
  IDChild: Scalars['Int']['input'];
};


export type QueryBankAccountInfoByIdEnquiryArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryBlacklistDraftsByFkSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCapacitiesByFkCentreFkLevelYearArgs = {
  IDCentre: Scalars['Int']['input'];
  IDLevel: Scalars['Int']['input'];
  Year: Scalars['Int']['input'];
};


export type QueryCapacityDraftsByFkSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<CapacityDraftFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryChildByIdArgs = {
  IDChild: Scalars['Int']['input'];
  IDSchool: Scalars['Int']['input'];
};


export type QueryCodesByLabelFkSchoolArgs = {
  fkSchool: Scalars['Int']['input'];
  labels: Array<Scalars['String']['input']>;
};


export type QueryDocumentTypeConfigsByFkDocumentTypeConfigArgs = {
  IDSchool: Scalars['Int']['input'];
  fkDocumentTypeConfig?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEnquiryByIdArgs = {
  id: Scalars['Int']['input'];
};


export type QueryEnquiryStateMachineMapImpactArgs = {
  IDMap: Scalars['Int']['input'];
  IDSchool: Scalars['Int']['input'];
  toState?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEventByIdArgs = {
  IDEvent: Scalars['Int']['input'];
};


export type QueryExportRsvpListArgs = {
  IDEvent: Scalars['Int']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFileUrlArgs = {
  key: Scalars['String']['input'];
};


export type QueryFindAllAdmissionArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<AdmissionFilter>;
  pagination?: InputMaybe<Pagination>;
  stageCode: Scalars['String']['input'];
  statusCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFindAllAuditLogArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<AuditLogFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllBusArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<BusFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllBusDriverArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<BusFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllCalendarEventArgs = {
  IDCentre?: InputMaybe<Scalars['Int']['input']>;
  month: Scalars['Int']['input'];
  year: Scalars['Int']['input'];
};


export type QueryFindAllCentreByDistanceArgs = {
  enrollmentDate: Scalars['Date']['input'];
  filter: CentreSearchFilter;
  level: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
  postalCode: Scalars['String']['input'];
  radius: Scalars['Float']['input'];
};


export type QueryFindAllCentreForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<CentreFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllCentreLevelArgs = {
  IDSchool: Scalars['Int']['input'];
  centreID: Scalars['Int']['input'];
};


export type QueryFindAllChildArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<ChildFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllChildActivityLogArgs = {
  IDEnquiry: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllChildActivityLogByChildArgs = {
  IDChild: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllChildrenNotAssignedToBusArgs = {
  IDSchool: Scalars['Int']['input'];
  centreID: Scalars['Int']['input'];
};


export type QueryFindAllCodesForAdminArgs = {
  IDSchool: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
  searchCategory: Scalars['String']['input'];
};


export type QueryFindAllConfigByCategoryArgs = {
  filter: CodeFilter;
  pagination?: InputMaybe<Pagination>;
  searchCategory: Scalars['String']['input'];
};


export type QueryFindAllConsolidatedRefundArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<RefundFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllCurrentFeeTierArgs = {
  IDSchool: Scalars['Int']['input'];
  fkCentre?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFindAllEnquiryArgs = {
  filter?: InputMaybe<EnquiryFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllEnquiryStateMachineMapArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryFindAllEnrollmentCentresForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  enrollmentDate: Scalars['Date']['input'];
  level: Scalars['Int']['input'];
  nationality?: InputMaybe<Scalars['String']['input']>;
  program?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFindAllFailedJobArgs = {
  IDSchool: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllFeeDraftArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<FeeDraftFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllFeeGroupArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryFindAllGuardianArgs = {
  IDChild: Scalars['Int']['input'];
};


export type QueryFindAllInvoiceArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<InvoiceFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllInvoiceRunArgs = {
  IDSchool: Scalars['Int']['input'];
  month?: InputMaybe<Scalars['Date']['input']>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllInvoiceRunDraftArgs = {
  IDInvoiceRun: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
  skipped?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryFindAllLevelsConfigArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryFindAllModuleCategoryArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryFindAllNegativeVacanciesByCentreArgs = {
  centreID: Scalars['Int']['input'];
};


export type QueryFindAllPendingDocumentArgs = {
  IDCentre?: InputMaybe<Scalars['Int']['input']>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllPurchaseItemArgs = {
  filter?: InputMaybe<PurchaseItemFilter>;
  pagination?: InputMaybe<Pagination>;
  schoolID: Scalars['Int']['input'];
};


export type QueryFindAllSchoolConfigArgs = {
  filter: SchoolConfigFilter;
};


export type QueryFindAllStaffArgs = {
  IDSchool: Scalars['Int']['input'];
  centre?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<StaffFilter>;
  pagination?: InputMaybe<Pagination>;
  role?: InputMaybe<Scalars['Int']['input']>;
  searchString?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFindAllUnappliedCardPaymentArgs = {
  IDSchool: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllUpcomingFeeTierArgs = {
  IDSchool: Scalars['Int']['input'];
  fkCentre?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFindAllUploadedGiroFilesArgs = {
  IDSchool: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllUploadedSubsidyFilesArgs = {
  IDSchool: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllVacanciesArgs = {
  CentreID: Scalars['Int']['input'];
  IsPublic?: InputMaybe<Scalars['Boolean']['input']>;
  ServiceLevel: Scalars['Int']['input'];
  Year: Scalars['Int']['input'];
  fromMonth?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryFindAllVisitAvailabilityArgs = {
  IDCentre: Scalars['Int']['input'];
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};


export type QueryFindAllWithdrawalArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<WithdrawalFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindAllWithdrawalDraftArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<WithdrawalFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryFindNearestCentresByLatLongArgs = {
  enrollmentDate: Scalars['Date']['input'];
  filter: CentreSearchFilter;
  level: Scalars['Int']['input'];
  location: LatLngInput;
  pagination?: InputMaybe<Pagination>;
  radius: Scalars['Float']['input'];
};


export type QueryFindRoleByFkSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryFindSchoolArgs = {
  ID: Scalars['Int']['input'];
};


export type QueryFindSidebarMenuByUserArgs = {
  filter: MenuFilter;
};


export type QueryFindStaffByIdArgs = {
  IDSchool: Scalars['Int']['input'];
  staffID: Scalars['Int']['input'];
};


export type QueryFindUnappliedCardPaymentTargetsArgs = {
  IDPaymentSession: Scalars['Int']['input'];
};


export type QueryGeocodePostalCodeArgs = {
  postalCode: Scalars['String']['input'];
};


export type QueryGetAdUserByEmailArgs = {
  email: Scalars['String']['input'];
};


export type QueryGetAdUsersByNameArgs = {
  name: Scalars['String']['input'];
};


export type QueryGetAccessibleCentresForModuleArgs = {
  accessType: Scalars['String']['input'];
  module: Scalars['String']['input'];
};


export type QueryGetAccountListingArgs = {
  IDChild: Scalars['Int']['input'];
  isCDA?: InputMaybe<Scalars['Boolean']['input']>;
  paymentType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetAdditionalInformationArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetAdmissionFiltersArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryGetAgeingReportArgs = {
  IDSchool: Scalars['Int']['input'];
  asOf?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryGetAllClassInfoArgs = {
  IDSchool: Scalars['Int']['input'];
  classID?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<ClassFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryGetAllEventsArgs = {
  IDSchool: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
};


export type QueryGetAttendanceByClassArgs = {
  classID: Scalars['Int']['input'];
  date: Scalars['Date']['input'];
};


export type QueryGetAvailableDaysOfMonthArgs = {
  IDEnquiry: Scalars['Int']['input'];
  month?: InputMaybe<Scalars['String']['input']>;
  visitType: Scalars['String']['input'];
};


export type QueryGetBankAccountStatusChangeReasonsByStatusArgs = {
  status: Scalars['String']['input'];
};


export type QueryGetBlackListDataArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<BlacklistFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryGetBroadcastingArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<BroadcastFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryGetBroadcastingReadReceiptsArgs = {
  IDBroadcasting: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryGetCentreAttendanceSummariesArgs = {
  centreId: Scalars['Int']['input'];
  filter?: InputMaybe<AttendanceSummaryFilter>;
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};


export type QueryGetCentreAttendanceSummariesForStaffArgs = {
  centreId: Scalars['Int']['input'];
  filter?: InputMaybe<AttendanceSummaryFilter>;
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};


export type QueryGetCentreHealthFlagsArgs = {
  centreId: Scalars['Int']['input'];
  date: Scalars['Date']['input'];
};


export type QueryGetCentreHolidaysOfYearArgs = {
  IDSchool: Scalars['Int']['input'];
  centreID?: InputMaybe<Scalars['Int']['input']>;
  year: Scalars['Int']['input'];
};


export type QueryGetCentreLeaveRequestsArgs = {
  centreID: Scalars['Int']['input'];
  from: Scalars['Date']['input'];
  status?: InputMaybe<LeaveStatus>;
  to: Scalars['Date']['input'];
};


export type QueryGetCentreOutlooksArgs = {
  IDSchool: Scalars['Int']['input'];
  centres: Array<Scalars['Int']['input']>;
  enrollmentDate: Scalars['Date']['input'];
  household?: InputMaybe<PublicHouseholdInput>;
  level: Scalars['Int']['input'];
  program?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetChildAttendancesArgs = {
  childID: Scalars['Int']['input'];
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};


export type QueryGetChildAuthorisedPickupsArgs = {
  childID: Scalars['Int']['input'];
};


export type QueryGetChildCurrentBalanceArgs = {
  IDChild: Scalars['Int']['input'];
};


export type QueryGetChildHealthInfoArgs = {
  childID: Scalars['Int']['input'];
};


export type QueryGetChildHealthInfoForDayArgs = {
  childID: Scalars['Int']['input'];
  date: Scalars['Date']['input'];
};


export type QueryGetChildInjuriesArgs = {
  childID: Scalars['Int']['input'];
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};


export type QueryGetChildLatePickupEntriesArgs = {
  childID: Scalars['Int']['input'];
  filter?: InputMaybe<LatePickupFilter>;
  from: Scalars['Date']['input'];
  pagination?: InputMaybe<Pagination>;
  to: Scalars['Date']['input'];
};


export type QueryGetChildLeaveRequestsArgs = {
  childID: Scalars['Int']['input'];
};


export type QueryGetChildRelationDataArgs = {
  IDChild: Scalars['Int']['input'];
};


export type QueryGetChildrenDataArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<ChildFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryGetChildrenToAssignToClassArgs = {
  IDSchool: Scalars['Int']['input'];
  classID: Scalars['Int']['input'];
};


export type QueryGetChildrenWithoutAttendanceArgs = {
  centreId: Scalars['Int']['input'];
  month: Scalars['String']['input'];
};


export type QueryGetCompletedTransferRequestsArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<TransferFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryGetConsentFormArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetDocumentTypeByDocumentCategoryArgs = {
  IDSchool: Scalars['Int']['input'];
  category?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetDocumentUrlArgs = {
  IDChild?: InputMaybe<Scalars['Int']['input']>;
  IDDocument: Scalars['Int']['input'];
};


export type QueryGetDraftEventsArgs = {
  IDSchool: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
};


export type QueryGetEnquiryDocumentSummaryArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetEnquiryDraftMonthlyFeeInvoiceArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetEnquiryFrontendStatesArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetEnquiryRegistrationInvoiceArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetEnrolmentDocumentUrlArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetEnrolmentFormArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetEnrolmentStatusArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetEventCalendarFileArgs = {
  IDChild: Scalars['Int']['input'];
  IDEvent: Scalars['Int']['input'];
};


export type QueryGetEventClassesArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryGetEventPhotosArgs = {
  IDEvent: Scalars['Int']['input'];
};


export type QueryGetEventRsvpChildListArgs = {
  IDEvent: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetFamilyContactsArgs = {
  IDChild: Scalars['Int']['input'];
};


export type QueryGetFeeDraftImpactArgs = {
  IDFeeDraft: Scalars['Int']['input'];
};


export type QueryGetInvoiceArgs = {
  IDInvoice: Scalars['Int']['input'];
};


export type QueryGetInvoicePaymentAccessArgs = {
  IDInvoice: Scalars['Int']['input'];
};


export type QueryGetInvoiceRunArgs = {
  IDInvoiceRun: Scalars['Int']['input'];
};


export type QueryGetKioskArgs = {
  kioskToken: Scalars['String']['input'];
};


export type QueryGetLeaveTypesArgs = {
  IDSchool: Scalars['Int']['input'];
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryGetLevelsForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryGetLoginUrlArgs = {
  fkSchool: Scalars['Int']['input'];
};


export type QueryGetMyEventPhotosArgs = {
  IDChild: Scalars['Int']['input'];
  IDEvent: Scalars['Int']['input'];
};


export type QueryGetNotifiableSymptomsArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryGetNotificationsArgs = {
  filter?: InputMaybe<NotificationFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryGetParentInformationArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryGetPastChildrenDataArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<ChildFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryGetPastEventsArgs = {
  IDSchool: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
};


export type QueryGetPaymentAccessArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetPendingEventsArgs = {
  IDSchool: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
};


export type QueryGetPendingForm2ESignatureChildrenArgs = {
  pendingStatus?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetPendingWithdrawalForm3ESignatureChildrenArgs = {
  pendingStatus?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetPromotionPreviewArgs = {
  IDSchool: Scalars['Int']['input'];
  centreID?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetPublicPagesForEditArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryGetRsvpAttendeesClassAndCentreCountByStatusArgs = {
  IDEvent: Scalars['Int']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetRsvpStatusCountDetailsArgs = {
  IDEvent: Scalars['Int']['input'];
};


export type QueryGetScheduledVisitsArgs = {
  IDCentre?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['Date']['input']>;
  pagination?: InputMaybe<Pagination>;
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
  visitType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetScheduledVisitsOfChildArgs = {
  IDChild: Scalars['Int']['input'];
};


export type QueryGetSchoolIntroductionArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryGetSigningDocumentArgs = {
  token: Scalars['String']['input'];
};


export type QueryGetStaffAttendancesByCentreArgs = {
  centreId: Scalars['Int']['input'];
  date: Scalars['Date']['input'];
};


export type QueryGetSubsidyScheduleArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetTeacherListOnInputArgs = {
  IDSchool: Scalars['Int']['input'];
  centreID: Scalars['Int']['input'];
  search: Scalars['String']['input'];
};


export type QueryGetTransferDestinationsArgs = {
  childID: Scalars['Int']['input'];
  effectiveDate?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryGetTransferDraftArgs = {
  IDTransfer: Scalars['Int']['input'];
};


export type QueryGetTransferDraftsArgs = {
  IDSchool: Scalars['Int']['input'];
  filter?: InputMaybe<TransferFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryGetTrialPeriodInvoiceArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetUpcomingEventsArgs = {
  IDSchool: Scalars['Int']['input'];
  pagination?: InputMaybe<Pagination>;
};


export type QueryGetUploadedDocumentArgs = {
  IDEnquiry: Scalars['Int']['input'];
  documentTypeIDs?: InputMaybe<Array<Scalars['Int']['input']>>;
};


export type QueryGetVacancyTabArgs = {
  IDCentre: Scalars['Int']['input'];
};


export type QueryGetVisitCalendarFileArgs = {
  IDVisit: Scalars['Int']['input'];
};


export type QueryGetVisitTimeSlotArgs = {
  IDEnquiry: Scalars['Int']['input'];
  date: Scalars['Date']['input'];
  visitType: Scalars['String']['input'];
};


export type QueryGetWaitListArgs = {
  filter?: InputMaybe<WaitListFilter>;
  filterByVacancy?: InputMaybe<Scalars['Boolean']['input']>;
  pagination?: InputMaybe<Pagination>;
  preferEnrolDate?: InputMaybe<Scalars['Date']['input']>;
  race?: InputMaybe<Scalars['String']['input']>;
  tag?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetWaitListEnquiryArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetWithdrawalDefaultRefundAmountArgs = {
  childID: Scalars['Int']['input'];
  effectiveDate: Scalars['Date']['input'];
  noticeDate: Scalars['Date']['input'];
};


export type QueryGetWithdrawalDraftArgs = {
  IDWithdrawal: Scalars['Int']['input'];
};


export type QueryInvoicePdfArgs = {
  IDInvoice: Scalars['Int']['input'];
};


export type QueryInvoicesByFkChildArgs = {
  IDChild: Scalars['Int']['input'];
};


export type QueryIsExistingChildArgs = {
  birthCertificate: Scalars['String']['input'];
  fkSchool: Scalars['Int']['input'];
};


export type QueryIsExistingParentArgs = {
  email: Scalars['String']['input'];
};


export type QueryListRequiredDocumentsArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type QueryReceiptByEnquiryIdArgs = {
  IDEnquiries?: InputMaybe<Array<Scalars['Int']['input']>>;
  IDEnquiry?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReceiptPdfArgs = {
  IDReceipt: Scalars['Int']['input'];
};


export type QueryRegistrationInfoArgs = {
  token: Scalars['String']['input'];
};


export type QuerySchoolConfigByFkSchoolKeyArgs = {
  fkSchool: Scalars['Int']['input'];
  key: Scalars['String']['input'];
};


export type QuerySearchAdmissionsArgs = {
  q: Scalars['String']['input'];
};


export type QuerySearchBroadcastingScopeArgs = {
  IDSchool: Scalars['Int']['input'];
  search: Scalars['String']['input'];
};


export type QuerySearchChildInWaitListArgs = {
  q: Scalars['String']['input'];
};


export type QuerySearchFinanceArgs = {
  IDSchool: Scalars['Int']['input'];
  keyword: Scalars['String']['input'];
  pagination?: InputMaybe<Pagination>;
};


export type QuerySearchPlacesArgs = {
  searchVal: Scalars['String']['input'];
};


export type QueryStrandedEnquiryStatesArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QuerySuggestLevelArgs = {
  IDSchool: Scalars['Int']['input'];
  dateOfBirth: Scalars['Date']['input'];
  enrollmentDate: Scalars['Date']['input'];
  isRadiusSearch?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryVacancyAvailableInCentreForLevelArgs = {
  IDCentre: Scalars['Int']['input'];
  IDLevel: Scalars['Int']['input'];
  date: Scalars['Date']['input'];
};


export type QueryValidateUserArgs = {
  tokenString: Scalars['String']['input'];
};

export type RefundFilter = {
  centreID?: InputMaybe<Scalars['Int']['input']>;
  /** pending, processing, completed or cancelled. */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** Money owed back to a family (Refund item). Amounts in cents. */
export type RefundItem = {
  __typename?: 'RefundItem';
  ID: Scalars['Int']['output'];
  IDChild: Scalars['Int']['output'];
  amount: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  /** Goes back to the Child Development Account. */
  isCda: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  refundCompletionDate: Maybe<Scalars['Date']['output']>;
  /** pending, processing, completed or cancelled. */
  status: Scalars['String']['output'];
  /** deposit, fee or overpayment. */
  type: Scalars['String']['output'];
};

/** What the register page needs from a register link (a design addition: the spec only names register_token). */
export type RegistrationInfo = {
  __typename?: 'RegistrationInfo';
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  /** The mobile number with every digit but the last 4 masked, for the one-time-code prompt; null when none is on file. */
  maskedPhone: Maybe<Scalars['String']['output']>;
  /** Whether the school forces a one-time code by SMS before registering (school config force_otp_on_registration = '1'). */
  otpRequired: Scalars['Boolean']['output'];
  /** The school's privacy policy (school config privacy_policy_url), linked from the PDPA notice; null when not set. */
  privacyPolicyUrl: Maybe<Scalars['String']['output']>;
  userId: Scalars['Int']['output'];
};

/** What confirming a registration payment did. */
export type RegistrationPaymentResult = {
  __typename?: 'RegistrationPaymentResult';
  /** The reference was recorded before: nothing changed. */
  duplicate: Scalars['Boolean']['output'];
  /** The enquiry's state after the payment: enrolled, pending_giro or pending_registration_payment (part paid). */
  enquiryState: Scalars['String']['output'];
  invoice: Invoice;
  receipt: InvoiceReceipt;
};

/** One step of a registration (an enrolment form section or an additional-information step). */
export type RegistrationStepState = {
  __typename?: 'RegistrationStepState';
  /** Saved and valid: a step is stored only when it passes its rules. */
  completed: Scalars['Boolean']['output'];
  /** The saved fields; null until the step is saved. */
  data: Maybe<Scalars['JSON']['output']>;
  label: Scalars['String']['output'];
  /** Such as enquiry, child, applicant, health_information, declaration. */
  step: Scalars['String']['output'];
  updatedAt: Maybe<Scalars['DateTime']['output']>;
};

/** A registration document type of an enquiry with its files (the spec's required-document row). */
export type RequiredDocument = {
  __typename?: 'RequiredDocument';
  ChildID: Scalars['Int']['output'];
  DocumentType: Scalars['String']['output'];
  DocumentTypeID: Scalars['Int']['output'];
  /** The child's full name. */
  Fullname: Scalars['String']['output'];
  ParentID: Scalars['Int']['output'];
  /** The remark of the latest rejection or not-required mark. */
  Remarks: Maybe<Scalars['String']['output']>;
  /** Pending Verification, Verified, Rejected, Not Required, or Not Uploaded. */
  Status: Scalars['String']['output'];
  /** Who uploads files of the type, as bits: 1 the parent, 2 staff. */
  UploadAccess: Scalars['Int']['output'];
  documents: Array<Document>;
  isRequired: Scalars['Boolean']['output'];
};

/** An error of a result-style answer: the message to show and its code. */
export type ResultError = {
  __typename?: 'ResultError';
  code: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

/** A staff role of a school: a label and its access per module category. Parent roles are not managed here. */
export type Role = {
  __typename?: 'Role';
  ID: Scalars['Int']['output'];
  /** Inactive roles grant nothing: their holders lose the role's access on their next request. */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  fkSchool: Scalars['Int']['output'];
  /** False for the roles every school is set up with (HQ Administrator, Principal): they cannot be removed. */
  isRemovable: Scalars['Boolean']['output'];
  isStaff: Scalars['Boolean']['output'];
  /** What staff see, such as Centre Staff. */
  label: Scalars['String']['output'];
  /** Who last created, changed, activated or deactivated the role; null for roles set up with the school. */
  lastModifiedUser: Maybe<RoleModifier>;
  /** A stable code derived from the first label, such as centre_staff; hq_admin is the head office administrator. */
  name: Scalars['String']['output'];
  /** How many active users hold the role. */
  numberOfUsers: Scalars['Int']['output'];
  /** The role's access per module category (modules it grants nothing on are left out), by module label. */
  roleTemplates: Array<RoleTemplate>;
  updatedAt: Scalars['DateTime']['output'];
};

export type RoleInput = {
  /** 1 to 60 characters, unique in the school (case-insensitive). */
  label: Scalars['String']['input'];
  /**
   * The role's complete access: modules left out (or given 0) grant nothing. At least one module. Nobody can grant
   * access to a module beyond their own access to it.
   */
  templates: Array<RoleTemplateInput>;
};

export type RoleList = {
  __typename?: 'RoleList';
  data: Array<Role>;
  totalCount: Scalars['Int']['output'];
};

/** The user who last changed a role. */
export type RoleModifier = {
  __typename?: 'RoleModifier';
  ID: Scalars['Int']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
};

/** A role's access to one module category: a bit mask of read 1, write 2, approve 4. */
export type RoleTemplate = {
  __typename?: 'RoleTemplate';
  ID: Scalars['Int']['output'];
  access: Scalars['Int']['output'];
  fkModuleCategory: Scalars['Int']['output'];
  /** The module category's label. */
  label: Scalars['String']['output'];
  moduleCategory: ModuleCategory;
};

/** A role's access to one module category: read 1, write 2, approve 4, combined (0 to 7; 0 grants nothing). */
export type RoleTemplateInput = {
  access: Scalars['Int']['input'];
  fkModuleCategory: Scalars['Int']['input'];
};

/** Attending counts of one centre and class (class null: children in no class). */
export type RsvpClassCentreCount = {
  __typename?: 'RsvpClassCentreCount';
  centreID: Scalars['Int']['output'];
  centreLabel: Scalars['String']['output'];
  children: Scalars['Int']['output'];
  classID: Maybe<Scalars['Int']['output']>;
  classLabel: Maybe<Scalars['String']['output']>;
  guests: Scalars['Int']['output'];
};

/** How many children and guests answered with a status. */
export type RsvpStatusCount = {
  __typename?: 'RsvpStatusCount';
  children: Scalars['Int']['output'];
  guests: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

/** A school (brand) of the operator; the shell shows its name. */
export type School = {
  __typename?: 'School';
  ID: Scalars['Int']['output'];
  /** A short unique code of the school. */
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** One key/value setting of a school: theme colours and images, periods and feature switches. */
export type SchoolConfig = {
  __typename?: 'SchoolConfig';
  ID: Scalars['Int']['output'];
  fkSchool: Scalars['Int']['output'];
  /** One of the keys of spec 000 section 3, such as primary_color or radius_centre_search. */
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** One configuration value to set: key is one of spec 000 section 3's keys, value its text. */
export type SchoolConfigEntryInput = {
  key: Scalars['String']['input'];
  /** Colours as #RRGGBB; numbers as whole numbers; switches '0' or '1'; logo_url and login_banner a path on this site or the key of an uploaded image. */
  value: Scalars['String']['input'];
};

export type SchoolConfigFilter = {
  fkSchool: Scalars['Int']['input'];
};

export type SchoolConfigList = {
  __typename?: 'SchoolConfigList';
  data: Array<SchoolConfig>;
  totalCount: Scalars['Int']['output'];
};

/** What /intro shows: the school's introduction and programmes (empty until HQ publishes them) and its centres. */
export type SchoolIntroduction = {
  __typename?: 'SchoolIntroduction';
  centres: Array<PublicCentre>;
  /** Sanitised HTML; empty when unpublished. */
  introduction: Scalars['String']['output'];
  programmes: Array<PublicProgramme>;
};

/** A seat held for an enquiry (an offer of a place) and how it stands. */
export type SeatOffer = {
  __typename?: 'SeatOffer';
  ID: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The day by which the parent must start the registration; null: no due date. */
  dueDate: Maybe<Scalars['Date']['output']>;
  /** The first month of the seat (its 1st). */
  month: Scalars['Date']['output'];
  /** offered (waiting for the parent), accepted, taken, declined, lapsed or withdrawn. */
  status: Scalars['String']['output'];
};

/** An entry of the side menu. The list is flat; the web builds the tree by fkNavigation. */
export type SidebarMenuItem = {
  __typename?: 'SidebarMenuItem';
  ID: Scalars['Int']['output'];
  /** False when the school has switched the entry off: the web shows it disabled. */
  active: Scalars['Boolean']['output'];
  /** The parent entry's ID; null at the top level. */
  fkNavigation: Maybe<Scalars['Int']['output']>;
  /** The name of a Material icon, such as Dashboard. */
  icon: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  /** The route the entry opens; null for an entry that only groups others. */
  path: Maybe<Scalars['String']['output']>;
};

export type SignatureInput = {
  /** The signer confirms they read the form. */
  agreed: Scalars['Boolean']['input'];
  /** The signature as a PNG data URL (a typed name is drawn in a script face by the page). */
  image: Scalars['String']['input'];
  /** drawn or typed. */
  kind: Scalars['String']['input'];
  typedName?: InputMaybe<Scalars['String']['input']>;
};

/** What the signing page shows to the holder of a live link: the document, its hash, and the signers. */
export type SigningDocument = {
  __typename?: 'SigningDocument';
  contentSha256: Scalars['String']['output'];
  declaration: Scalars['String']['output'];
  participants: Array<SigningParticipant>;
  schoolName: Scalars['String']['output'];
  sections: Array<ConsentSection>;
  signer: SigningParticipant;
  title: Scalars['String']['output'];
};

/** A signer as the signing page shows the others: no email. */
export type SigningParticipant = {
  __typename?: 'SigningParticipant';
  displayName: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  role: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** A staff member of a school (spec 001: Staff): their user account, centres and roles. */
export type Staff = {
  __typename?: 'Staff';
  ID: Scalars['Int']['output'];
  /** Inactive staff cannot sign in. */
  active: Scalars['Boolean']['output'];
  /** The centres the staff member is assigned to, by label; head office staff reach every centre without any. */
  centres: Array<StaffCentre>;
  createdAt: Scalars['DateTime']['output'];
  fkSchool: Scalars['Int']['output'];
  /** The staff member's roles, active and inactive, in the order they were given. */
  roles: Array<StaffRole>;
  /** The school's own staff number, such as LS0042 (unique in the school). */
  staffID: Scalars['String']['output'];
  user: StaffUser;
};

/** A member of staff's day at a centre (spec 002: check-in and check-out, sessions, status, remarks). */
export type StaffAttendance = {
  __typename?: 'StaffAttendance';
  /** The first check-in and the last check-out of the day. */
  checkIn: Maybe<Scalars['DateTime']['output']>;
  checkOut: Maybe<Scalars['DateTime']['output']>;
  /** The classes of the centre they are assigned to. */
  classIDs: Array<Scalars['Int']['output']>;
  firstname: Scalars['String']['output'];
  /** Checked in and not yet out. */
  inCentre: Scalars['Boolean']['output'];
  lastname: Scalars['String']['output'];
  /** Approved leave covering the day: status is leave when nothing else is recorded. */
  leave: Maybe<DayLeave>;
  /** The remark of the absence or leave, or of the last session. */
  remarks: Maybe<Scalars['String']['output']>;
  sessions: Array<StaffAttendanceSession>;
  /** Null while nothing is recorded for the day. */
  status: Maybe<StaffAttendanceStatus>;
  teacherID: Scalars['Int']['output'];
};

/** A centre's staff register of a day and the live ratio of each class. */
export type StaffAttendanceDay = {
  __typename?: 'StaffAttendanceDay';
  centreID: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  ratios: Array<ClassStaffRatio>;
  staff: Array<StaffAttendance>;
};

/**
 * One tap of the staff register for one member of staff of the centre: the Singapore date and time (HH:mm), the kind
 * and a remark (required on past days).
 */
export type StaffAttendanceInput = {
  date: Scalars['Date']['input'];
  remarks?: InputMaybe<Scalars['String']['input']>;
  teacherID: Scalars['Int']['input'];
  time: Scalars['String']['input'];
  type: StaffAttendanceType;
};

/** One check-in of a member of staff and its check-out (null while they are in). */
export type StaffAttendanceSession = {
  __typename?: 'StaffAttendanceSession';
  checkIn: Scalars['DateTime']['output'];
  checkOut: Maybe<Scalars['DateTime']['output']>;
  remarks: Maybe<Scalars['String']['output']>;
  sessionID: Scalars['Int']['output'];
};

/** What a member of staff's day says: present once checked in, absent or on leave as marked. */
export type StaffAttendanceStatus =
  | 'absent'
  | 'leave'
  | 'present';

/** A tap of the staff register: a session opens with check_in and closes with its check_out; absent and leave mark the day. */
export type StaffAttendanceType =
  | 'absent'
  | 'check_in'
  | 'check_out'
  | 'leave';

/** A centre a staff member is assigned to. */
export type StaffCentre = {
  __typename?: 'StaffCentre';
  ID: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type StaffFilter = {
  /** Only active (true) or inactive (false) staff; all when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A staff member's details. All are required (spec 001 section 5); centres may be empty only for head office staff. */
export type StaffInput = {
  /** The complete list of centres (those the caller does not manage are kept as they are). */
  centreIDs: Array<Scalars['Int']['input']>;
  /** The address the staff member signs in with by single sign-on; not yet used by any account. */
  email: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  /** The principal view for a centre-scoped staff member; ignored for head office staff. Default false. */
  hasCentreScopeAccess?: InputMaybe<Scalars['Boolean']['input']>;
  /** Head office staff reach every centre. Only head office staff may set or change it. Default false. */
  isHQStaff?: InputMaybe<Scalars['Boolean']['input']>;
  lastname: Scalars['String']['input'];
  /** A calling code such as +65. */
  phoneCountryCode: Scalars['String']['input'];
  /** A mobile number valid for phoneCountryCode, without the country code. */
  phoneNumber: Scalars['String']['input'];
  /** The complete list of roles: active staff roles of the school whose access the caller holds. */
  roleIDs: Array<Scalars['Int']['input']>;
  /** The school's staff number: letters, digits and dashes, unique in the school. */
  staffId: Scalars['String']['input'];
};

export type StaffList = {
  __typename?: 'StaffList';
  data: Array<Staff>;
  /** How many staff match the filters, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A role a staff member holds. */
export type StaffRole = {
  __typename?: 'StaffRole';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** The user account of a staff member; staff sign in by single sign-on with this email. */
export type StaffUser = {
  __typename?: 'StaffUser';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  /** Centre-scoped staff with the principal view of their centres. */
  hasCentreScopeAccess: Scalars['Boolean']['output'];
  /** Head office staff reach every centre of the school. */
  isHQStaff: Scalars['Boolean']['output'];
  lastname: Scalars['String']['output'];
  mobilePhone: Maybe<Scalars['String']['output']>;
  /** Calling code of the mobile number, such as +65. */
  mobilePhoneCountryCode: Maybe<Scalars['String']['output']>;
};

/** An open enquiry a change of the state map concerns, with where it stands. */
export type StateMapEnquiry = {
  __typename?: 'StateMapEnquiry';
  ID: Scalars['Int']['output'];
  centreLabel: Scalars['String']['output'];
  childFirstname: Scalars['String']['output'];
  childLastname: Scalars['String']['output'];
};

/** What removing or redirecting a mapping would do to the open enquiries of its from-state; empty when nothing. */
export type StateMapImpact = {
  __typename?: 'StateMapImpact';
  states: Array<StateMapStateImpact>;
};

/** Open enquiries standing in one state, the first few listed. */
export type StateMapStateImpact = {
  __typename?: 'StateMapStateImpact';
  count: Scalars['Int']['output'];
  enquiries: Array<StateMapEnquiry>;
  state: EnquiryState;
  /** Whether the state would be left with no move out (the enquiries there would be stranded). */
  stranded: Scalars['Boolean']['output'];
};

/** Open enquiries standing in a state with no move out under the current map. */
export type StrandedStates = {
  __typename?: 'StrandedStates';
  states: Array<StateMapStateImpact>;
};

/** Live events: each field is a stream over server-sent events (POST with Accept: text/event-stream). */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The register changes (children and staff) of the centres the caller reaches, or of one of them (centreId), as they
   * commit on any API instance (PostgreSQL LISTEN/NOTIFY). A class-scope caller hears their classes' marks and the
   * staff register of their centres. Refused to callers without attendance read access, and for a centre out of reach.
   */
  attendanceChanged: AttendanceLiveEvent;
};


/** Live events: each field is a stream over server-sent events (POST with Accept: text/event-stream). */
export type SubscriptionAttendanceChangedArgs = {
  centreId?: InputMaybe<Scalars['Int']['input']>;
};

/** An additional-subsidy band: household income (or per capita income) up to the limits gets the amount, in cents. */
export type SubsidyAdditionalBand = {
  __typename?: 'SubsidyAdditionalBand';
  amountCents: Scalars['Int']['output'];
  careType: Scalars['String']['output'];
  incomeMaxCents: Scalars['Int']['output'];
  perCapitaMaxCents: Scalars['Int']['output'];
};

/** The basic subsidy for a care type and working status, in cents. */
export type SubsidyBasicRate = {
  __typename?: 'SubsidyBasicRate';
  amountCents: Scalars['Int']['output'];
  /** infant_care or child_care. */
  careType: Scalars['String']['output'];
  working: Scalars['Boolean']['output'];
};

/** The school's subsidy tables, from which the form estimates the family's subsidy as it is filled. */
export type SubsidySchedule = {
  __typename?: 'SubsidySchedule';
  additional: Array<SubsidyAdditionalBand>;
  basic: Array<SubsidyBasicRate>;
};

/** A level the enquiry form suggests for a child's age at the planned start, with its active programmes. */
export type SuggestedLevel = {
  __typename?: 'SuggestedLevel';
  ID: Scalars['Int']['output'];
  fromMonth: Scalars['Int']['output'];
  isInfant: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  programs: Array<Program>;
  toMonth: Scalars['Int']['output'];
};

/**
 * A symptom cluster: two or more children of one class with the same notifiable symptom (the school's list) at health
 * checks within seven days. It names no child: the notice drafted from it goes to the whole class.
 */
export type SymptomClusterFlag = {
  __typename?: 'SymptomClusterFlag';
  ID: Scalars['Int']['output'];
  /** The broadcast drafted from it for the class's parents; null until one is drafted (or after it was deleted). */
  broadcastID: Maybe<Scalars['Int']['output']>;
  /** That broadcast's status: 'draft' or 'published'. */
  broadcastStatus: Maybe<Scalars['String']['output']>;
  /** How many children had it between those days. */
  childCount: Scalars['Int']['output'];
  classID: Scalars['Int']['output'];
  classLabel: Scalars['String']['output'];
  /** The first and last days a child of the class had the symptom. */
  firstDate: Scalars['Date']['output'];
  lastDate: Scalars['Date']['output'];
  symptom: Scalars['String']['output'];
};

/** A step of a transfer. */
export type TransferActivityLog = {
  __typename?: 'TransferActivityLog';
  ID: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  remark: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  /** Null when the effective-date job acted. */
  user: Maybe<TransferUser>;
};

/** The child a transfer is for. */
export type TransferChild = {
  __typename?: 'TransferChild';
  ID: Scalars['Int']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
};

/** A centre's decision: a remark (required to reject). */
export type TransferDecisionInput = {
  remark?: InputMaybe<Scalars['String']['input']>;
};

/** A centre a child may move to, with whether it has a place for the child's level in the asked month. */
export type TransferDestination = {
  __typename?: 'TransferDestination';
  centre: TransferRef;
  /**
   * From the vacancy plan, as vacancyAvailableForTransferRequest (the place is held only when the destination
   * approves); null when no effective date was given.
   */
  vacancyAvailable: Maybe<Scalars['Boolean']['output']>;
};

/**
 * A transfer request (Transfer draft). status: pending_source, pending_destination, approved (the seat is held at the
 * destination until the effective date), completed (the child moved), rejected or cancelled.
 */
export type TransferDraft = {
  __typename?: 'TransferDraft';
  ID: Scalars['Int']['output'];
  activityLogs: Array<TransferActivityLog>;
  /**
   * What the request waits for, in words: the source centre, the destination centre, the destination's registration
   * (approved), or null once it ended.
   */
  additionalStatus: Maybe<Scalars['String']['output']>;
  /**
   * What the caller may do with it now, as catalogue action keys: transfers.approveSource (pending_source, source
   * centre staff), transfers.approveDestination (pending_destination, destination centre staff), transfers.cancel (the
   * parent, until completed), transfers.complete (approved, destination centre staff).
   */
  can: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  destinationApprover: Maybe<TransferUser>;
  destinationCentre: TransferRef;
  /** The destination side is done (the child is enrolled there: completed). */
  destinationCentreEnrollmentCompleted: Scalars['Boolean']['output'];
  fkSchool: Scalars['Int']['output'];
  item: TransferItem;
  sourceApprover: Maybe<TransferUser>;
  sourceCentre: TransferRef;
  status: Scalars['String']['output'];
  submittedBy: TransferUser;
  /** Shown to the parent: a transfer is a new enrolment for subsidy, which is reassessed. */
  subsidyNotice: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /**
   * Whether the destination has a place at the child's level in the effective month: live from the vacancy plan while
   * the request waits; true once approved (the place is held).
   */
  vacancyAvailableForTransferRequest: Scalars['Boolean']['output'];
  /** The source side is done (the source centre approved). */
  withdrawalEConsentCompleted: Scalars['Boolean']['output'];
};

export type TransferDraftList = {
  __typename?: 'TransferDraftList';
  data: Array<TransferDraft>;
  totalCount: Scalars['Int']['output'];
};

/** The transfer lists' filter; empty values are dropped. */
export type TransferFilter = {
  /** Either end: transfers out of or into the centre. */
  fkCentre?: InputMaybe<Scalars['Int']['input']>;
  fkChild?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the child's name. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

/** A transfer request (submitNewTransferRequest). */
export type TransferInput = {
  /** A code of the transfer_reason list. */
  codeByReason: Scalars['Int']['input'];
  /** The 1st or 15th of a coming month. */
  effectiveDate: Scalars['Date']['input'];
  /** Another centre of the school offering the child's level. */
  fkDestinationCentre: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};

/** What a transfer asks (the Transfer draft's item). */
export type TransferItem = {
  __typename?: 'TransferItem';
  child: TransferChild;
  destinationCentre: TransferRef;
  /** The child's first day at the destination (the 1st or 15th); the source seat ends the day before. */
  effectiveDate: Scalars['Date']['output'];
  /** The transfer enquiry at the destination, made when the destination approves. */
  fkEnquiry: Maybe<Scalars['Int']['output']>;
  /** The transfer_reason code. */
  reason: TransferRef;
  /** In cents: 0, as refundFeeAmount. */
  refundDepositAmount: Scalars['Int']['output'];
  /** In cents: a transfer refunds nothing (the deposit and balance move with the child). */
  refundFeeAmount: Scalars['Int']['output'];
  remark: Maybe<Scalars['String']['output']>;
  sourceCentre: TransferRef;
  /** The child's main applicant. */
  user: Maybe<TransferUser>;
};

/** A centre, code or person as a transfer shows it. */
export type TransferRef = {
  __typename?: 'TransferRef';
  ID: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** A person as a transfer shows them (submitter, approvers, activity). */
export type TransferUser = {
  __typename?: 'TransferUser';
  ID: Scalars['Int']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
};

/** The trial class fee of an enquiry's current trial, as an invoice. */
export type TrialPeriodInvoice = {
  __typename?: 'TrialPeriodInvoice';
  IDEnquiry: Scalars['Int']['output'];
  IDVisit: Scalars['Int']['output'];
  /** In cents. */
  amount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The trial class fee as an invoice, issued on first ask; null when the trial is free or the fee is paid at the centre already. */
  invoice: Maybe<Invoice>;
  label: Scalars['String']['output'];
  /** pending or completed. */
  status: Scalars['String']['output'];
};

/** A card order the gateway took for an invoice already paid (status failed, code UNAPPLIED), waiting for finance to refund it or apply it elsewhere. Amounts in cents. */
export type UnappliedCardPayment = {
  __typename?: 'UnappliedCardPayment';
  /** The payment session. */
  ID: Scalars['Int']['output'];
  IDCentre: Scalars['Int']['output'];
  IDChild: Scalars['Int']['output'];
  /** The invoice it was taken for (already paid by another payment). */
  IDInvoice: Scalars['Int']['output'];
  amount: Scalars['Int']['output'];
  childName: Scalars['String']['output'];
  invoiceNo: Scalars['String']['output'];
  /** Our order id: the provider's reference of the payment. */
  orderId: Scalars['String']['output'];
  /** When the gateway's answer was recorded. */
  paidAt: Maybe<Scalars['DateTime']['output']>;
};

export type UnappliedCardPaymentList = {
  __typename?: 'UnappliedCardPaymentList';
  data: Array<UnappliedCardPayment>;
  totalCount: Scalars['Int']['output'];
};

/** What finance did with an UNAPPLIED order. */
export type UnappliedResolution = {
  __typename?: 'UnappliedResolution';
  /** The payment session. */
  ID: Scalars['Int']['output'];
  /** The invoice it paid and its receipt (applied). */
  IDInvoice: Maybe<Scalars['Int']['output']>;
  IDReceipt: Maybe<Scalars['Int']['output']>;
  /** The refund raised (refunded). */
  IDRefund: Maybe<Scalars['Int']['output']>;
  /** refunded or applied. */
  resolution: Scalars['String']['output'];
};

/** An open invoice of the same family an UNAPPLIED order may be applied to (it owes at least the order's amount). */
export type UnappliedTargetInvoice = {
  __typename?: 'UnappliedTargetInvoice';
  ID: Scalars['Int']['output'];
  IDChild: Scalars['Int']['output'];
  childName: Scalars['String']['output'];
  invoiceDate: Scalars['Date']['output'];
  invoiceNo: Scalars['String']['output'];
  /** Cents still owed. */
  outstandingAmount: Scalars['Int']['output'];
};

/**
 * Where to PUT a file, and the key to save on the record once it is uploaded (the spec's upload target: Url, Key).
 * Every upload-URL mutation answers with it.
 */
export type UploadTarget = {
  __typename?: 'UploadTarget';
  Key: Scalars['String']['output'];
  /** A signed URL (valid 15 minutes): PUT the file there with the Content-Type declared when asking. */
  Url: Scalars['String']['output'];
};

/** A file an upload target was given for, to save as a document of its type. */
export type UploadedDocumentInput = {
  documentTypeID: Scalars['Int']['input'];
  /** The Key of the upload target the file was PUT to. */
  key: Scalars['String']['input'];
};

/**
 * A GIRO or subsidy file (spec 002 "Uploaded file"): an archive of bank files the school made, or a file it uploaded
 * (a bank's return file, a subsidy file), with what happened to it line by line.
 */
export type UploadedFile = {
  __typename?: 'UploadedFile';
  ID: Scalars['Int']['output'];
  /** A signed link (valid 10 minutes) to download the file; null when none is stored. */
  URL: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** giro_deduction, giro_refund, giro_return or subsidy. */
  docType: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** What happened, one line each: totals, each failed deduction, or each failing line of a refused file. */
  log: Array<Scalars['String']['output']>;
  /** The month a deduction archive bills (YYYY-MM-01). */
  month: Maybe<Scalars['Date']['output']>;
  /** Lines in the file (deductions, refunds, return lines, subsidies). */
  rowCount: Scalars['Int']['output'];
  /** generated (an archive made here), applied (every line took effect) or failed (none did: see log). */
  status: Scalars['String']['output'];
  /** Their total in cents. */
  totalAmount: Scalars['Int']['output'];
  /** Who made or uploaded it. */
  user: Maybe<Scalars['String']['output']>;
  valueDate: Maybe<Scalars['Date']['output']>;
};

export type UploadedFileList = {
  __typename?: 'UploadedFileList';
  data: Array<UploadedFile>;
  totalCount: Scalars['Int']['output'];
};

/** The signed-in user (spec 000 section 3, User (me)), with the actions they may perform. */
export type User = {
  __typename?: 'User';
  ID: Scalars['Int']['output'];
  birthdate: Maybe<Scalars['Date']['output']>;
  /** Keys of the catalogue actions the user holds (such as levels.read, levels.write): the web shows and hides by these and never re-implements role logic. */
  can: Array<Scalars['String']['output']>;
  /** The user's active children. */
  childRelations: Array<UserChildRelation>;
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  /** The school of the account; every call of the session acts within it. */
  fkSchool: Scalars['Int']['output'];
  gender: Maybe<Scalars['String']['output']>;
  hasCentreScopeAccess: Scalars['Boolean']['output'];
  hasClassScopeAccess: Scalars['Boolean']['output'];
  homePhone: Maybe<Scalars['String']['output']>;
  isHQStaff: Scalars['Boolean']['output'];
  /** Whether the first role is a staff role: staff get the staff route set, everyone else the parent set. */
  isStaff: Scalars['Boolean']['output'];
  lastname: Scalars['String']['output'];
  mobilePhone: Maybe<Scalars['String']['output']>;
  /** Calling code of the mobile number, such as +65. */
  mobilePhoneCountryCode: Maybe<Scalars['String']['output']>;
  /** The parent profile; null for staff. */
  parent: Maybe<UserParent>;
  /**
   * The language the user chose for the app, emails and bell texts: en, zh, ms or ta (issue 27); null until they
   * choose (the web then follows the device, and what the server sends is in English).
   */
  preferredLanguage: Maybe<Scalars['String']['output']>;
  /** The school, and for scoped staff the centres and classes, the user may act in. */
  userAccessControls: Array<UserAccessControl>;
  /** The user's active roles, the first one deciding isStaff. */
  userRoleRelations: Array<UserRoleRelation>;
};

/** Where the signed-in user may act: the school, with a centre (and class) for scoped staff; null centre and class mean the whole school. */
export type UserAccessControl = {
  __typename?: 'UserAccessControl';
  ID: Scalars['Int']['output'];
  fkCentre: Maybe<Scalars['Int']['output']>;
  fkClass: Maybe<Scalars['Int']['output']>;
  fkSchool: Scalars['Int']['output'];
  school: UserSchool;
};

/** A user's home address. */
export type UserAddress = {
  __typename?: 'UserAddress';
  ID: Scalars['Int']['output'];
  address: Scalars['String']['output'];
  building: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  fkUser: Scalars['Int']['output'];
  floor: Maybe<Scalars['String']['output']>;
  postcode: Scalars['String']['output'];
  unit: Maybe<Scalars['String']['output']>;
};

export type UserAddressInput = {
  address: Scalars['String']['input'];
  building?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  floor?: InputMaybe<Scalars['String']['input']>;
  postcode: Scalars['String']['input'];
  unit?: InputMaybe<Scalars['String']['input']>;
};

/** A child as its parent sees it in the shell (child selector, profile). */
export type UserChild = {
  __typename?: 'UserChild';
  ID: Scalars['Int']['output'];
  birthCertificate: Maybe<Scalars['String']['output']>;
  /** The child's class placements, oldest first. */
  childClasses: Array<UserChildClass>;
  dateOfBirth: Scalars['Date']['output'];
  firstname: Scalars['String']['output'];
  householdIncomeRange: Maybe<Scalars['String']['output']>;
  lastname: Scalars['String']['output'];
  nationality: Maybe<Scalars['String']['output']>;
  race: Maybe<Scalars['String']['output']>;
};

/** A placement of a child in a class for a period. */
export type UserChildClass = {
  __typename?: 'UserChildClass';
  class: UserClass;
  from: Scalars['Date']['output'];
  program: Maybe<UserProgram>;
  /** Null while the placement is open-ended. */
  to: Maybe<Scalars['Date']['output']>;
};

/** A child of the signed-in user. */
export type UserChildRelation = {
  __typename?: 'UserChildRelation';
  ID: Scalars['Int']['output'];
  child: UserChild;
  fkChild: Scalars['Int']['output'];
};

/** The class of a placement. */
export type UserClass = {
  __typename?: 'UserClass';
  ID: Scalars['Int']['output'];
  fkCentre: Scalars['Int']['output'];
  fkLevel: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

/** A module category (the unit a role grants access to), such as level_management. */
export type UserModuleCategory = {
  __typename?: 'UserModuleCategory';
  ID: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  moduleCategoryCode: Scalars['String']['output'];
};

/** The parent profile of the signed-in user. */
export type UserParent = {
  __typename?: 'UserParent';
  ID: Scalars['Int']['output'];
  /** Monthly household income range (a configuration code label). */
  monthlyIncome: Maybe<Scalars['String']['output']>;
  /** Workplace staff option (a configuration code label). */
  workplaceStaff: Maybe<Scalars['String']['output']>;
};

/** The programme of a class placement. */
export type UserProgram = {
  __typename?: 'UserProgram';
  ID: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

/** A role as the signed-in user sees it: its name and its access per module category. */
export type UserRole = {
  __typename?: 'UserRole';
  ID: Scalars['Int']['output'];
  isStaff: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
  roleTemplates: Array<UserRoleTemplate>;
};

/** A role held by the signed-in user. */
export type UserRoleRelation = {
  __typename?: 'UserRoleRelation';
  ID: Scalars['Int']['output'];
  fkRole: Scalars['Int']['output'];
  role: UserRole;
};

/** A role's access to one module category: a bit mask of read 1, write 2, approve 4. */
export type UserRoleTemplate = {
  __typename?: 'UserRoleTemplate';
  ID: Scalars['Int']['output'];
  access: Scalars['Int']['output'];
  fkModuleCategory: Scalars['Int']['output'];
  moduleCategory: UserModuleCategory;
};

/** The school of an access control. */
export type UserSchool = {
  __typename?: 'UserSchool';
  ID: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** One vacancy status of a centre, level and month with its count (spec 000 'Vacancy record'). */
export type VacancyRecord = {
  __typename?: 'VacancyRecord';
  count: Scalars['Int']['output'];
  /** The 1st of the month (YYYY-MM-DD). */
  month: Scalars['Date']['output'];
  /** 1 to 12. */
  monthNumber: Scalars['Int']['output'];
  /**
   * existing_enrolment, transfer_in, transfer_out, promotion, withdraw, pending_registration, enrolled, on_waitlist or
   * available_vacancy. transfer_in, transfer_out and withdraw are always 0 until withdrawals and transfers exist.
   */
  status: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};

/** A centre's places for one level in one month, beside the families waiting for them. */
export type VacancyTabRow = {
  __typename?: 'VacancyTabRow';
  capacity: Scalars['Int']['output'];
  enrolled: Scalars['Int']['output'];
  fkLevel: Scalars['Int']['output'];
  levelLabel: Scalars['String']['output'];
  month: Scalars['Date']['output'];
  /** Seats held by live offers. */
  offered: Scalars['Int']['output'];
  /** Places free: capacity less enrolled and offered. */
  vacancies: Scalars['Int']['output'];
  /** Families on the waitlist for this level wanting to start that month. */
  waiting: Scalars['Int']['output'];
};

/** A booked centre visit or trial class of an enquiry (spec 002 section 3, Visit). */
export type Visit = {
  __typename?: 'Visit';
  ID: Scalars['Int']['output'];
  /** Pending Approval (created), Approved (completed) or Declined (rejected); other statuses capitalised. */
  approvalDisplay: Scalars['String']['output'];
  centre: EnquiryCentre;
  /** The child and parent the visit is for, as staff lists show them. */
  childFirstname: Scalars['String']['output'];
  childLastname: Scalars['String']['output'];
  /** The remarks of the staff decision on the visit. */
  comment: Maybe<Scalars['String']['output']>;
  /** Whether the visit is approved (status completed). */
  completed: Scalars['Boolean']['output'];
  fkCentre: Scalars['Int']['output'];
  fkChild: Scalars['Int']['output'];
  fkEnquiry: Scalars['Int']['output'];
  fkUser: Scalars['Int']['output'];
  fkVisitAvailability: Maybe<Scalars['Int']['output']>;
  /** The label of the enquiry's level. */
  levelLabel: Scalars['String']['output'];
  parentName: Scalars['String']['output'];
  parentPhone: Maybe<Scalars['String']['output']>;
  /** created, completed, rejected, cancelled or skipped. */
  status: Scalars['String']['output'];
  /**
   * Centre visits: Pending centre visit (created), Centre Visit Approved (completed), Centre Visit Rejected (rejected)
   * (spec 000 section 4). Trial classes: Pending trial class, Trial Class Approved, Trial Class Rejected. Other
   * statuses capitalised: Cancelled, Skipped.
   */
  statusText: Scalars['String']['output'];
  /** The trial class fee in cents; null for centre visits. */
  trialPeriodFee: Maybe<Scalars['Int']['output']>;
  /** pending or completed; null for centre visits and free trials. */
  trialPeriodPaymentStatus: Maybe<Scalars['String']['output']>;
  visitFrom: Scalars['DateTime']['output'];
  visitTo: Scalars['DateTime']['output'];
  /** centre_visit or trial. */
  visitType: Scalars['String']['output'];
};

/** Times a centre receives visitors (spec 000 section 3, Visit availability). */
export type VisitAvailability = {
  __typename?: 'VisitAvailability';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  end: Scalars['Date']['output'];
  familiesPerSlot: Scalars['Int']['output'];
  fkCentre: Scalars['Int']['output'];
  /** Daily window, HH:mm. */
  from: Scalars['String']['output'];
  /** Days of the week for weekly recurrence, 0 = Sunday to 6 = Saturday. */
  recurOnDays: Array<Scalars['Int']['output']>;
  /** none, daily, weekly or monthly. */
  recurType: Scalars['String']['output'];
  slotMinutes: Scalars['Int']['output'];
  /** First and last date (YYYY-MM-DD). */
  start: Scalars['Date']['output'];
  to: Scalars['String']['output'];
  /** centre_visit or trial. */
  visitType: Scalars['String']['output'];
  /** Visits booked in this availability, cancelled, rejected and skipped ones left out. */
  visits: Array<Visit>;
};

export type VisitAvailabilityInput = {
  end: Scalars['Date']['input'];
  /** How many families one slot takes, 1 to 100. */
  familiesPerSlot: Scalars['Int']['input'];
  /** HH:mm. */
  from: Scalars['String']['input'];
  /** Required for weekly: days 0 (Sunday) to 6 (Saturday). */
  recurOnDays?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** none, daily, weekly or monthly. */
  recurType: Scalars['String']['input'];
  /** Length of one slot in minutes, 5 to 480. */
  slotMinutes: Scalars['Int']['input'];
  start: Scalars['Date']['input'];
  to: Scalars['String']['input'];
  /** centre_visit or trial. */
  visitType: Scalars['String']['input'];
};

export type VisitList = {
  __typename?: 'VisitList';
  data: Array<Visit>;
  totalCount: Scalars['Int']['output'];
};

/** A bookable time on a day: HH:mm to HH:mm, with how many families it can still take. */
export type VisitTimeSlot = {
  __typename?: 'VisitTimeSlot';
  from: Scalars['String']['output'];
  remaining: Scalars['Int']['output'];
  to: Scalars['String']['output'];
};

export type WaitList = {
  __typename?: 'WaitList';
  data: Array<WaitListItem>;
  totalCount: Scalars['Int']['output'];
};

/** The centre of a waitlist row or tag. */
export type WaitListCentre = {
  __typename?: 'WaitListCentre';
  ID: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/**
 * The waitlist's filter. Empty or falsy values are dropped (spec 001 section 5), except waitlistStatus, dropped only
 * when null: true lists the enquiries that joined the waitlist, false those that have not yet.
 */
export type WaitListFilter = {
  fkCentre?: InputMaybe<Scalars['Int']['input']>;
  fkEnquiryState?: InputMaybe<Scalars['Int']['input']>;
  fkLevel?: InputMaybe<Scalars['Int']['input']>;
  fkProgram?: InputMaybe<Scalars['Int']['input']>;
  waitlistStatus?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What the waitlist's filters offer. */
export type WaitListFilterOptions = {
  __typename?: 'WaitListFilterOptions';
  /** The centres the caller reaches with waitlist_management. */
  centres: Array<WaitListCentre>;
  levels: Array<WaitListLabel>;
  /** The months (their 1st) the families in reach want to start, soonest first. */
  preferMonthOfEnrolmentOptions: Array<Scalars['Date']['output']>;
  programs: Array<WaitListLabel>;
  /** The school's race options (configuration codes). */
  races: Array<Scalars['String']['output']>;
  tags: Array<WaitlistTag>;
};

/** An enquiry as a waitlist item (spec 001 section 3, Enquiry (waitlist item)), with why it stands where it does. */
export type WaitListItem = {
  __typename?: 'WaitListItem';
  /** The enquiry's ID. */
  ID: Scalars['Int']['output'];
  admissionStatus: EnquiryState;
  centre: WaitListCentre;
  childFirstname: Scalars['String']['output'];
  childLastname: Scalars['String']['output'];
  childRace: Maybe<Scalars['String']['output']>;
  /** When the family enquired: the third key of the queue order. */
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  /** The month the family wants to start (the 1st or the 15th). */
  enrollmentPlan: Scalars['Date']['output'];
  /** The parent's names. */
  firstname: Scalars['String']['output'];
  fkCentre: Scalars['Int']['output'];
  fkChild: Scalars['Int']['output'];
  fkLevel: Scalars['Int']['output'];
  fkProgram: Maybe<Scalars['Int']['output']>;
  fkUser: Scalars['Int']['output'];
  lastname: Scalars['String']['output'];
  level: WaitListLabel;
  mobilePhone: Maybe<Scalars['String']['output']>;
  /** The enquiry's live offer of a place (offered or accepted); null when it holds none. */
  offer: Maybe<SeatOffer>;
  program: Maybe<WaitListLabel>;
  /** Its place (1: first) among the families waiting for its centre, level and month; 0 once it left the queue. */
  queuePosition: Scalars['Int']['output'];
  /** The sum of its tags' weights: the first key of the queue order. */
  queueWeight: Scalars['Int']['output'];
  /** Newest first: the latest change in lists (spec 001 section 9: 1 item), every change in the detail. */
  stateHistory: Array<EnquiryStateChange>;
  vacancyAvailable: Scalars['Boolean']['output'];
  /** The enquiry's tags, heaviest first. */
  waitlistTags: Array<WaitlistTag>;
  /** When the enquiry joined the waitlist (staff, or the auto-waitlist job); null while it has not. */
  waitlistedAt: Maybe<Scalars['DateTime']['output']>;
};

/** A level or programme as the waitlist names it. */
export type WaitListLabel = {
  __typename?: 'WaitListLabel';
  ID: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

/**
 * Where a parent's waitlisted enquiry stands: its honest place in the queue of its centre, level and month, the month
 * an offer can be expected from the vacancy plan, and why (tag names only where the school shows them; weights
 * never). Once a place is offered, the offer and its due date.
 */
export type WaitlistPosition = {
  __typename?: 'WaitlistPosition';
  IDEnquiry: Scalars['Int']['output'];
  centreLabel: Scalars['String']['output'];
  childFirstname: Scalars['String']['output'];
  enrollmentPlan: Scalars['Date']['output'];
  /** The first month whose free places reach the position, within the next 12 months; null when none does. */
  expectedOfferMonth: Maybe<Scalars['Date']['output']>;
  levelLabel: Scalars['String']['output'];
  offer: Maybe<SeatOffer>;
  /** 1: first in the queue; 0 when a place is offered. */
  position: Scalars['Int']['output'];
  /** Families in the queue of that centre, level and month. */
  queueLength: Scalars['Int']['output'];
  /** Why the family stands there, in words (tags where allowed, the month wanted, the enquiry date). */
  reasons: Array<Scalars['String']['output']>;
};

/** A waitlist tag of the school (spec 000 section 3, Tag): a reason a family stands higher or lower in the queue. */
export type WaitlistTag = {
  __typename?: 'WaitlistTag';
  ID: Scalars['Int']['output'];
  /** The centre of a centre's own tag; null for a tag of the whole school. */
  centre: Maybe<WaitListCentre>;
  description: Scalars['String']['output'];
  /** Made by staff (true) or by the product (false). */
  isCustom: Scalars['Boolean']['output'];
  /** Orders the queue, heavier first (-100 to 100). Staff only: parents never see it. */
  weight: Scalars['Int']['output'];
};

/** A device's Web Push subscription, as the browser's PushSubscription.toJSON() gives it (keys in base64url). */
export type WebPushSubscriptionInput = {
  auth: Scalars['String']['input'];
  /** The push service's address for this device (https). */
  endpoint: Scalars['String']['input'];
  p256dh: Scalars['String']['input'];
};

/** A step of a withdrawal. */
export type WithdrawalActivityLog = {
  __typename?: 'WithdrawalActivityLog';
  ID: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  remark: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  /** Null when the last-day job acted. */
  user: Maybe<WithdrawalUser>;
};

/** The child a withdrawal is for. */
export type WithdrawalChild = {
  __typename?: 'WithdrawalChild';
  ID: Scalars['Int']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
};

/** A configuration code as a withdrawal shows it (codeByReason, codeByParentReason). */
export type WithdrawalCode = {
  __typename?: 'WithdrawalCode';
  ID: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** A decision: the centre's reason code (withdrawal_reason list) and a remark (required to reject). */
export type WithdrawalDecisionInput = {
  codeByReason?: InputMaybe<Scalars['Int']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A withdrawal request (Withdrawal draft). status: pending_centre, pending_hq, approved (until the last day), withdrawn
 * (the child has left), rejected or cancelled.
 */
export type WithdrawalDraft = {
  __typename?: 'WithdrawalDraft';
  ID: Scalars['Int']['output'];
  activityLogs: Array<WithdrawalActivityLog>;
  /**
   * What the caller may do with it now, as catalogue action keys: withdrawals.approveCentre (pending_centre),
   * withdrawals.approveHQ (pending_hq), withdrawals.verifyDocuments, withdrawals.cancelRequest (pending), and
   * withdrawals.cancel (approved, before the last day).
   */
  can: Array<Scalars['String']['output']>;
  centre: WithdrawalCode;
  centreApprover: Maybe<WithdrawalUser>;
  createdAt: Scalars['DateTime']['output'];
  /** Whether every withdrawal document is verified (onAllWithdrawalDocumentedVerified). */
  documentsVerified: Scalars['Boolean']['output'];
  /** The withdrawal form's e-signature: Pending until the family and the centre signed, then Completed. */
  eConsentStatus: Maybe<Scalars['String']['output']>;
  fkCentre: Scalars['Int']['output'];
  fkSchool: Scalars['Int']['output'];
  /**
   * The withdrawal's form (form 3, ECDA's notice of withdrawal, where the school works with ECDA; else form 2, the
   * school's own) with its participants: the family's applicant, then the centre (PendingStaffSign at its turn).
   */
  forms: Array<ConsentForm>;
  hqApprover: Maybe<WithdrawalUser>;
  status: Scalars['String']['output'];
  submittedBy: WithdrawalUser;
  updatedAt: Scalars['DateTime']['output'];
  withdrawalDraftItem: WithdrawalDraftItem;
};

/** The amounts and dates of a withdrawal (withdrawalDraftItem). */
export type WithdrawalDraftItem = {
  __typename?: 'WithdrawalDraftItem';
  child: WithdrawalChild;
  codeByParentReason: WithdrawalCode;
  codeByReason: Maybe<WithdrawalCode>;
  /** In cents. */
  depositAmount: Scalars['Int']['output'];
  /** The child's last day. */
  effectiveDate: Scalars['Date']['output'];
  feeInLieuAccepted: Scalars['Boolean']['output'];
  /** In cents; the fee for the notice not given. */
  feeInLieuAmount: Scalars['Int']['output'];
  /** In cents. */
  monthlyFee: Scalars['Int']['output'];
  noticeDate: Scalars['Date']['output'];
  /** In cents. */
  refundDepositAmount: Scalars['Int']['output'];
  /** In cents. */
  refundFeeAmount: Scalars['Int']['output'];
  remark: Maybe<Scalars['String']['output']>;
};

export type WithdrawalDraftList = {
  __typename?: 'WithdrawalDraftList';
  data: Array<WithdrawalDraft>;
  totalCount: Scalars['Int']['output'];
};

/** The withdrawal lists' filter; empty values are dropped. */
export type WithdrawalFilter = {
  fkCentre?: InputMaybe<Scalars['Int']['input']>;
  fkChild?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the child's name. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

/** The parent's notice. */
export type WithdrawalInput = {
  /** A code of the withdrawal_parent_reason list. */
  codeByParentReason: Scalars['Int']['input'];
  /** The child's last day: at least the school's notice after noticeDate, unless feeInLieuAccepted. */
  effectiveDate: Scalars['Date']['input'];
  /** The family accepts the fee in lieu of the notice not given (shown by getWithdrawalDefaultRefundAmount). */
  feeInLieuAccepted?: InputMaybe<Scalars['Boolean']['input']>;
  /** The day notice is given: not in the future, not before enrolment. */
  noticeDate: Scalars['Date']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};

/**
 * estimateRefundAmount (spec 002 section 3): what the family gets back if the child leaves on the last day. In cents.
 * The deposit paid comes back less the fee in lieu of notice not given; the final month is pro-rated by its invoice,
 * so the default fee refund is 0. The deposit goes back to the account it came from (not CDA).
 */
export type WithdrawalRefundEstimate = {
  __typename?: 'WithdrawalRefundEstimate';
  defaultDepositRefundAmount: Scalars['Int']['output'];
  defaultFeeRefundAmount: Scalars['Int']['output'];
  /** The deposit actually paid (paid invoices' deposit lines). */
  depositAmount: Scalars['Int']['output'];
  /** The earliest last day that respects the notice. */
  earliestLastDay: Scalars['Date']['output'];
  /** A thirtieth of the monthly fee per day short; taken from the deposit. Must be accepted to send a short notice. */
  feeInLieuAmount: Scalars['Int']['output'];
  monthlyFee: Scalars['Int']['output'];
  /** The school's notice in days (withdraw_notice_in_days, 30 by default). */
  noticeInDays: Scalars['Int']['output'];
  /** Days of notice short of the school's notice (0: enough notice). */
  shortNoticeDays: Scalars['Int']['output'];
};

/** A person as a withdrawal shows them (submitter, approvers, activity). */
export type WithdrawalUser = {
  __typename?: 'WithdrawalUser';
  ID: Scalars['Int']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountListing: ResolverTypeWrapper<AccountListing>;
  AccountListingEntry: ResolverTypeWrapper<AccountListingEntry>;
  AdditionalInformation: ResolverTypeWrapper<AdditionalInformation>;
  Admission: ResolverTypeWrapper<Admission>;
  AdmissionChild: ResolverTypeWrapper<AdmissionChild>;
  AdmissionDetail: ResolverTypeWrapper<Omit<AdmissionDetail, 'enquiry'> & { enquiry: ResolversTypes['Enquiry'] }>;
  AdmissionFilter: AdmissionFilter;
  AdmissionFilters: ResolverTypeWrapper<AdmissionFilters>;
  AdmissionList: ResolverTypeWrapper<AdmissionList>;
  AdmissionOption: ResolverTypeWrapper<AdmissionOption>;
  AdmissionParent: ResolverTypeWrapper<AdmissionParent>;
  AdmissionStageCount: ResolverTypeWrapper<AdmissionStageCount>;
  AdmissionStageOption: ResolverTypeWrapper<AdmissionStageOption>;
  AgeingRow: ResolverTypeWrapper<AgeingRow>;
  AttendanceChange: ResolverTypeWrapper<AttendanceChange>;
  AttendanceChild: ResolverTypeWrapper<AttendanceChild>;
  AttendanceEntry: ResolverTypeWrapper<AttendanceEntry>;
  AttendanceLiveEvent: ResolverTypeWrapper<AttendanceLiveEvent>;
  AttendanceSummaryFilter: AttendanceSummaryFilter;
  AttendanceType: AttendanceType;
  AttendanceUpdate: AttendanceUpdate;
  AuditLogEntry: ResolverTypeWrapper<AuditLogEntry>;
  AuditLogFilter: AuditLogFilter;
  AuditLogList: ResolverTypeWrapper<AuditLogList>;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  AuthorisedPickup: ResolverTypeWrapper<AuthorisedPickup>;
  AuthorisedPickupInput: AuthorisedPickupInput;
  BankAccount: ResolverTypeWrapper<BankAccount>;
  BankAccountInfo: ResolverTypeWrapper<BankAccountInfo>;
  BankAccountStatusChange: ResolverTypeWrapper<BankAccountStatusChange>;
  BankAccountStatusReason: ResolverTypeWrapper<BankAccountStatusReason>;
  BankBicCode: ResolverTypeWrapper<BankBicCode>;
  BlacklistCode: ResolverTypeWrapper<BlacklistCode>;
  BlacklistDraft: ResolverTypeWrapper<BlacklistDraftSource>;
  BlacklistDraftItem: ResolverTypeWrapper<BlacklistDraftItem>;
  BlacklistDraftList: ResolverTypeWrapper<Omit<BlacklistDraftList, 'data'> & { data: Array<ResolversTypes['BlacklistDraft']> }>;
  BlacklistEntry: ResolverTypeWrapper<BlacklistEntry>;
  BlacklistFilter: BlacklistFilter;
  BlacklistList: ResolverTypeWrapper<BlacklistList>;
  BlacklistNewInput: BlacklistNewInput;
  BlacklistPerson: ResolverTypeWrapper<BlacklistPerson>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Broadcast: ResolverTypeWrapper<Broadcast>;
  BroadcastAttachment: ResolverTypeWrapper<BroadcastAttachment>;
  BroadcastAttachmentInput: BroadcastAttachmentInput;
  BroadcastClassReceipt: ResolverTypeWrapper<BroadcastClassReceipt>;
  BroadcastFilter: BroadcastFilter;
  BroadcastInput: BroadcastInput;
  BroadcastList: ResolverTypeWrapper<BroadcastList>;
  BroadcastReadReceipts: ResolverTypeWrapper<BroadcastReadReceipts>;
  BroadcastRecipient: ResolverTypeWrapper<BroadcastRecipient>;
  BroadcastRole: ResolverTypeWrapper<BroadcastRole>;
  BroadcastScope: ResolverTypeWrapper<BroadcastScope>;
  BroadcastScopeInput: BroadcastScopeInput;
  BroadcastScopeOption: ResolverTypeWrapper<BroadcastScopeOption>;
  BroadcastSender: ResolverTypeWrapper<BroadcastSender>;
  Bus: ResolverTypeWrapper<BusSource>;
  BusCentre: ResolverTypeWrapper<BusCentre>;
  BusChild: ResolverTypeWrapper<BusChild>;
  BusDriver: ResolverTypeWrapper<BusDriver>;
  BusDriverInput: BusDriverInput;
  BusDriverList: ResolverTypeWrapper<BusDriverList>;
  BusFilter: BusFilter;
  BusInput: BusInput;
  BusList: ResolverTypeWrapper<Omit<BusList, 'data'> & { data: Array<ResolversTypes['Bus']> }>;
  CalendarEventItem: ResolverTypeWrapper<CalendarEventItem>;
  CalendarHoliday: ResolverTypeWrapper<CalendarHoliday>;
  CalendarMonth: ResolverTypeWrapper<CalendarMonth>;
  CalendarVisit: ResolverTypeWrapper<CalendarVisit>;
  CapacityDraft: ResolverTypeWrapper<CapacityDraftSource>;
  CapacityDraftActivityLog: ResolverTypeWrapper<CapacityDraftActivityLog>;
  CapacityDraftFilter: CapacityDraftFilter;
  CapacityDraftInput: CapacityDraftInput;
  CapacityDraftItem: ResolverTypeWrapper<CapacityDraftItem>;
  CapacityDraftItemInput: CapacityDraftItemInput;
  CapacityDraftList: ResolverTypeWrapper<Omit<CapacityDraftList, 'data'> & { data: Array<ResolversTypes['CapacityDraft']> }>;
  CapacityRecord: ResolverTypeWrapper<CapacityRecord>;
  Centre: ResolverTypeWrapper<CentreSource>;
  CentreAddress: ResolverTypeWrapper<CentreAddress>;
  CentreAddressInput: CentreAddressInput;
  CentreAttendanceSummary: ResolverTypeWrapper<CentreAttendanceSummary>;
  CentreFilter: CentreFilter;
  CentreHealthFlags: ResolverTypeWrapper<CentreHealthFlags>;
  CentreHoliday: ResolverTypeWrapper<CentreHoliday>;
  CentreInput: CentreInput;
  CentreLevel: ResolverTypeWrapper<CentreLevel>;
  CentreLevelInput: CentreLevelInput;
  CentreLevelList: ResolverTypeWrapper<CentreLevelList>;
  CentreLevelVacancy: ResolverTypeWrapper<CentreLevelVacancy>;
  CentreList: ResolverTypeWrapper<Omit<CentreList, 'data'> & { data: Array<ResolversTypes['Centre']> }>;
  CentreNearbyPostcode: ResolverTypeWrapper<CentreNearbyPostcode>;
  CentreOfferedLevel: ResolverTypeWrapper<CentreOfferedLevel>;
  CentreOfferedProgram: ResolverTypeWrapper<CentreOfferedProgram>;
  CentreOutlook: ResolverTypeWrapper<CentreOutlook>;
  CentrePendingVisits: ResolverTypeWrapper<CentrePendingVisits>;
  CentreSearchFilter: CentreSearchFilter;
  Child: ResolverTypeWrapper<ChildSource>;
  ChildActivityLog: ResolverTypeWrapper<ChildActivityLog>;
  ChildActivityLogList: ResolverTypeWrapper<ChildActivityLogList>;
  ChildActivityUser: ResolverTypeWrapper<ChildActivityUser>;
  ChildAttendance: ResolverTypeWrapper<ChildAttendance>;
  ChildBalance: ResolverTypeWrapper<ChildBalance>;
  ChildClassPlacement: ResolverTypeWrapper<PlacementSource>;
  ChildFieldsInput: ChildFieldsInput;
  ChildFilter: ChildFilter;
  ChildHealthDay: ResolverTypeWrapper<ChildHealthDay>;
  ChildHealthInfo: ResolverTypeWrapper<ChildHealthInfo>;
  ChildHealthInfoInput: ChildHealthInfoInput;
  ChildLevel: ResolverTypeWrapper<ChildLevel>;
  ChildList: ResolverTypeWrapper<Omit<ChildList, 'data'> & { data: Array<ResolversTypes['Child']> }>;
  ChildRelation: ResolverTypeWrapper<ChildRelation>;
  ChildWithoutAttendance: ResolverTypeWrapper<ChildWithoutAttendance>;
  ClassChild: ResolverTypeWrapper<ClassChild>;
  ClassFilter: ClassFilter;
  ClassInfo: ResolverTypeWrapper<ClassInfoSource>;
  ClassInput: ClassInput;
  ClassList: ResolverTypeWrapper<Omit<ClassList, 'data'> & { data: Array<ResolversTypes['ClassInfo']> }>;
  ClassRef: ResolverTypeWrapper<ClassRef>;
  ClassStaffRatio: ResolverTypeWrapper<ClassStaffRatio>;
  ClassTeacher: ResolverTypeWrapper<ClassTeacher>;
  ClassTeacherInput: ClassTeacherInput;
  Code: ResolverTypeWrapper<Code>;
  CodeCategory: ResolverTypeWrapper<CodeCategory>;
  CodeFilter: CodeFilter;
  CodeInput: CodeInput;
  CodeList: ResolverTypeWrapper<CodeList>;
  Consent: ResolverTypeWrapper<Consent>;
  ConsentForm: ResolverTypeWrapper<ConsentForm>;
  ConsentParticipant: ResolverTypeWrapper<ConsentParticipant>;
  ConsentParticipantInput: ConsentParticipantInput;
  ConsentRow: ResolverTypeWrapper<ConsentRow>;
  ConsentSection: ResolverTypeWrapper<ConsentSection>;
  ConsolidatedRefund: ResolverTypeWrapper<ConsolidatedRefund>;
  ConsolidatedRefundList: ResolverTypeWrapper<ConsolidatedRefundList>;
  CreditNote: ResolverTypeWrapper<CreditNote>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayLeave: ResolverTypeWrapper<DayLeave>;
  DirectoryUser: ResolverTypeWrapper<DirectoryUser>;
  Document: ResolverTypeWrapper<Document>;
  DocumentTypeConfig: ResolverTypeWrapper<DocumentTypeConfig>;
  DocumentTypeConfigInput: DocumentTypeConfigInput;
  DraftInvoice: ResolverTypeWrapper<DraftInvoice>;
  Enquiry: ResolverTypeWrapper<EnquirySource>;
  EnquiryCentre: ResolverTypeWrapper<EnquiryCentre>;
  EnquiryDetailUpdate: EnquiryDetailUpdate;
  EnquiryDetailsInput: EnquiryDetailsInput;
  EnquiryDocumentSummary: ResolverTypeWrapper<EnquiryDocumentSummary>;
  EnquiryFilter: EnquiryFilter;
  EnquiryFrontendStates: ResolverTypeWrapper<EnquiryFrontendStates>;
  EnquiryFrontendStep: ResolverTypeWrapper<EnquiryFrontendStep>;
  EnquiryList: ResolverTypeWrapper<Omit<EnquiryList, 'data'> & { data: Array<ResolversTypes['Enquiry']> }>;
  EnquiryState: ResolverTypeWrapper<EnquiryState>;
  EnquiryStateChange: ResolverTypeWrapper<EnquiryStateChange>;
  EnquiryStateMachineMap: ResolverTypeWrapper<EnquiryStateMachineMap>;
  EnquiryUser: ResolverTypeWrapper<EnquiryUser>;
  EnrollmentCentre: ResolverTypeWrapper<EnrollmentCentre>;
  EnrollmentCentreList: ResolverTypeWrapper<EnrollmentCentreList>;
  EnrolmentForm: ResolverTypeWrapper<EnrolmentForm>;
  EnrolmentFormInput: EnrolmentFormInput;
  EnrolmentStatus: ResolverTypeWrapper<EnrolmentStatus>;
  Event: ResolverTypeWrapper<Event>;
  EventClassOption: ResolverTypeWrapper<EventClassOption>;
  EventGuestInput: EventGuestInput;
  EventInput: EventInput;
  EventList: ResolverTypeWrapper<EventList>;
  EventPhoto: ResolverTypeWrapper<EventPhoto>;
  EventPhotoFileInput: EventPhotoFileInput;
  EventPhotoInput: EventPhotoInput;
  EventPhotoTag: ResolverTypeWrapper<EventPhotoTag>;
  EventRsvpChild: ResolverTypeWrapper<EventRsvpChild>;
  EventRsvpChildList: ResolverTypeWrapper<EventRsvpChildList>;
  EventRsvpGuest: ResolverTypeWrapper<EventRsvpGuest>;
  EventRsvpInput: EventRsvpInput;
  EventScope: ResolverTypeWrapper<EventScope>;
  EventScopeInput: EventScopeInput;
  FailedJob: ResolverTypeWrapper<FailedJob>;
  FailedJobList: ResolverTypeWrapper<FailedJobList>;
  FamilyContacts: ResolverTypeWrapper<FamilyContacts>;
  Fee: ResolverTypeWrapper<Fee>;
  FeeAffectedChild: ResolverTypeWrapper<FeeAffectedChild>;
  FeeAffectedFamily: ResolverTypeWrapper<FeeAffectedFamily>;
  FeeDraft: ResolverTypeWrapper<FeeDraftSource>;
  FeeDraftFilter: FeeDraftFilter;
  FeeDraftImpact: ResolverTypeWrapper<FeeDraftImpact>;
  FeeDraftInput: FeeDraftInput;
  FeeDraftItem: ResolverTypeWrapper<FeeDraftItem>;
  FeeDraftItemInput: FeeDraftItemInput;
  FeeDraftList: ResolverTypeWrapper<Omit<FeeDraftList, 'data'> & { data: Array<ResolversTypes['FeeDraft']> }>;
  FeeDraftLog: ResolverTypeWrapper<FeeDraftLog>;
  FeeGroup: ResolverTypeWrapper<FeeGroup>;
  FeeImpactLine: ResolverTypeWrapper<FeeImpactLine>;
  FeeInput: FeeInput;
  FeeRef: ResolverTypeWrapper<FeeRef>;
  FeeTier: ResolverTypeWrapper<FeeTier>;
  FeeTierInput: FeeTierInput;
  FeeTierLevelCount: ResolverTypeWrapper<FeeTierLevelCount>;
  FeeUser: ResolverTypeWrapper<FeeUser>;
  FeverFlag: ResolverTypeWrapper<FeverFlag>;
  FinanceSearchHit: ResolverTypeWrapper<FinanceSearchHit>;
  FinanceSearchList: ResolverTypeWrapper<FinanceSearchList>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeocodeResult: ResolverTypeWrapper<GeocodeResult>;
  GiroAccountInput: GiroAccountInput;
  GiroApplicationInput: GiroApplicationInput;
  GiroEnquiryInfo: ResolverTypeWrapper<GiroEnquiryInfo>;
  Guardian: ResolverTypeWrapper<Guardian>;
  HealthCheck: ResolverTypeWrapper<HealthCheck>;
  HealthCheckInput: HealthCheckInput;
  Holiday: ResolverTypeWrapper<Holiday>;
  HolidayCentre: ResolverTypeWrapper<HolidayCentre>;
  HolidayInput: HolidayInput;
  Injury: ResolverTypeWrapper<Injury>;
  InjuryFlag: ResolverTypeWrapper<InjuryFlag>;
  InjuryInput: InjuryInput;
  InjurySide: InjurySide;
  InjuryType: InjuryType;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceDetail: ResolverTypeWrapper<InvoiceDetail>;
  InvoiceDetailLine: ResolverTypeWrapper<InvoiceDetailLine>;
  InvoiceFilter: InvoiceFilter;
  InvoiceItem: ResolverTypeWrapper<InvoiceItem>;
  InvoiceList: ResolverTypeWrapper<InvoiceList>;
  InvoiceReceipt: ResolverTypeWrapper<InvoiceReceipt>;
  InvoiceRun: ResolverTypeWrapper<InvoiceRun>;
  InvoiceRunDraft: ResolverTypeWrapper<InvoiceRunDraft>;
  InvoiceRunDraftList: ResolverTypeWrapper<InvoiceRunDraftList>;
  InvoiceRunLine: ResolverTypeWrapper<InvoiceRunLine>;
  InvoiceRunList: ResolverTypeWrapper<InvoiceRunList>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  KioskChild: ResolverTypeWrapper<KioskChild>;
  KioskCollector: ResolverTypeWrapper<KioskCollector>;
  KioskCredentialInput: KioskCredentialInput;
  KioskHealthAnswer: KioskHealthAnswer;
  KioskInfo: ResolverTypeWrapper<KioskInfo>;
  KioskPass: ResolverTypeWrapper<KioskPass>;
  KioskSession: ResolverTypeWrapper<KioskSession>;
  LatLngInput: LatLngInput;
  LatePickupEntry: ResolverTypeWrapper<LatePickupEntry>;
  LatePickupEntryList: ResolverTypeWrapper<LatePickupEntryList>;
  LatePickupFilter: LatePickupFilter;
  LeaveHalfDay: LeaveHalfDay;
  LeaveRequest: ResolverTypeWrapper<LeaveRequest>;
  LeaveRequestInput: LeaveRequestInput;
  LeaveStatus: LeaveStatus;
  LeaveSubject: ResolverTypeWrapper<LeaveSubject>;
  LeaveType: ResolverTypeWrapper<LeaveType>;
  LeaveTypeInput: LeaveTypeInput;
  Level: ResolverTypeWrapper<Level>;
  LevelInput: LevelInput;
  LevelList: ResolverTypeWrapper<LevelList>;
  LoginUrl: ResolverTypeWrapper<LoginUrl>;
  MedicalCondition: ResolverTypeWrapper<MedicalCondition>;
  MedicalConditionInput: MedicalConditionInput;
  MenuFilter: MenuFilter;
  ModuleCategory: ResolverTypeWrapper<ModuleCategory>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyAccount: ResolverTypeWrapper<MyAccount>;
  MyEvent: ResolverTypeWrapper<MyEvent>;
  MyEventAlbum: ResolverTypeWrapper<MyEventAlbum>;
  MyEventRsvp: ResolverTypeWrapper<MyEventRsvp>;
  NegativeVacancy: ResolverTypeWrapper<NegativeVacancy>;
  NewEnquiryResult: ResolverTypeWrapper<Omit<NewEnquiryResult, 'data'> & { data?: Maybe<Array<ResolversTypes['Enquiry']>> }>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationContent: ResolverTypeWrapper<NotificationContent>;
  NotificationFilter: NotificationFilter;
  NotificationList: ResolverTypeWrapper<NotificationList>;
  OfflineInvoiceItemInput: OfflineInvoiceItemInput;
  Pagination: Pagination;
  ParentChild: ResolverTypeWrapper<ParentChild>;
  ParentDetails: ResolverTypeWrapper<ParentDetails>;
  ParentDetailsInput: ParentDetailsInput;
  ParentInformation: ResolverTypeWrapper<ParentInformation>;
  PayNowDetails: ResolverTypeWrapper<PayNowDetails>;
  PaymentAccess: ResolverTypeWrapper<PaymentAccess>;
  PaymentOrderStatus: ResolverTypeWrapper<PaymentOrderStatus>;
  PaymentSession: ResolverTypeWrapper<PaymentSession>;
  PaymentSessionOrder: ResolverTypeWrapper<PaymentSessionOrder>;
  PdfFile: ResolverTypeWrapper<PdfFile>;
  PendingDocument: ResolverTypeWrapper<PendingDocument>;
  PendingDocumentList: ResolverTypeWrapper<PendingDocumentList>;
  PendingESignatureChild: ResolverTypeWrapper<PendingESignatureChild>;
  Program: ResolverTypeWrapper<Program>;
  ProgramInput: ProgramInput;
  PromotionItemInput: PromotionItemInput;
  PromotionProposal: ResolverTypeWrapper<PromotionProposal>;
  PromotionResult: ResolverTypeWrapper<PromotionResult>;
  PublicCentre: ResolverTypeWrapper<PublicCentre>;
  PublicCentreAddress: ResolverTypeWrapper<PublicCentreAddress>;
  PublicFaq: ResolverTypeWrapper<PublicFaq>;
  PublicFaqInput: PublicFaqInput;
  PublicFeeRange: ResolverTypeWrapper<PublicFeeRange>;
  PublicHouseholdInput: PublicHouseholdInput;
  PublicPagesContent: ResolverTypeWrapper<PublicPagesContent>;
  PublicPagesInput: PublicPagesInput;
  PublicProgramme: ResolverTypeWrapper<PublicProgramme>;
  PublicProgrammeInput: PublicProgrammeInput;
  PurchaseItem: ResolverTypeWrapper<PurchaseItem>;
  PurchaseItemFilter: PurchaseItemFilter;
  PurchaseItemList: ResolverTypeWrapper<PurchaseItemList>;
  PushPreference: ResolverTypeWrapper<PushPreference>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefundFilter: RefundFilter;
  RefundItem: ResolverTypeWrapper<RefundItem>;
  RegistrationInfo: ResolverTypeWrapper<RegistrationInfo>;
  RegistrationPaymentResult: ResolverTypeWrapper<RegistrationPaymentResult>;
  RegistrationStepState: ResolverTypeWrapper<RegistrationStepState>;
  RequiredDocument: ResolverTypeWrapper<RequiredDocument>;
  ResultError: ResolverTypeWrapper<ResultError>;
  Role: ResolverTypeWrapper<Role>;
  RoleInput: RoleInput;
  RoleList: ResolverTypeWrapper<RoleList>;
  RoleModifier: ResolverTypeWrapper<RoleModifier>;
  RoleTemplate: ResolverTypeWrapper<RoleTemplate>;
  RoleTemplateInput: RoleTemplateInput;
  RsvpClassCentreCount: ResolverTypeWrapper<RsvpClassCentreCount>;
  RsvpStatusCount: ResolverTypeWrapper<RsvpStatusCount>;
  School: ResolverTypeWrapper<School>;
  SchoolConfig: ResolverTypeWrapper<SchoolConfig>;
  SchoolConfigEntryInput: SchoolConfigEntryInput;
  SchoolConfigFilter: SchoolConfigFilter;
  SchoolConfigList: ResolverTypeWrapper<SchoolConfigList>;
  SchoolIntroduction: ResolverTypeWrapper<SchoolIntroduction>;
  SeatOffer: ResolverTypeWrapper<SeatOffer>;
  SidebarMenuItem: ResolverTypeWrapper<SidebarMenuItem>;
  SignatureInput: SignatureInput;
  SigningDocument: ResolverTypeWrapper<SigningDocument>;
  SigningParticipant: ResolverTypeWrapper<SigningParticipant>;
  Staff: ResolverTypeWrapper<Staff>;
  StaffAttendance: ResolverTypeWrapper<StaffAttendance>;
  StaffAttendanceDay: ResolverTypeWrapper<StaffAttendanceDay>;
  StaffAttendanceInput: StaffAttendanceInput;
  StaffAttendanceSession: ResolverTypeWrapper<StaffAttendanceSession>;
  StaffAttendanceStatus: StaffAttendanceStatus;
  StaffAttendanceType: StaffAttendanceType;
  StaffCentre: ResolverTypeWrapper<StaffCentre>;
  StaffFilter: StaffFilter;
  StaffInput: StaffInput;
  StaffList: ResolverTypeWrapper<StaffList>;
  StaffRole: ResolverTypeWrapper<StaffRole>;
  StaffUser: ResolverTypeWrapper<StaffUser>;
  StateMapEnquiry: ResolverTypeWrapper<StateMapEnquiry>;
  StateMapImpact: ResolverTypeWrapper<StateMapImpact>;
  StateMapStateImpact: ResolverTypeWrapper<StateMapStateImpact>;
  StrandedStates: ResolverTypeWrapper<StrandedStates>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubsidyAdditionalBand: ResolverTypeWrapper<SubsidyAdditionalBand>;
  SubsidyBasicRate: ResolverTypeWrapper<SubsidyBasicRate>;
  SubsidySchedule: ResolverTypeWrapper<SubsidySchedule>;
  SuggestedLevel: ResolverTypeWrapper<SuggestedLevel>;
  SymptomClusterFlag: ResolverTypeWrapper<SymptomClusterFlag>;
  TransferActivityLog: ResolverTypeWrapper<TransferActivityLog>;
  TransferChild: ResolverTypeWrapper<TransferChild>;
  TransferDecisionInput: TransferDecisionInput;
  TransferDestination: ResolverTypeWrapper<TransferDestination>;
  TransferDraft: ResolverTypeWrapper<TransferSource>;
  TransferDraftList: ResolverTypeWrapper<Omit<TransferDraftList, 'data'> & { data: Array<ResolversTypes['TransferDraft']> }>;
  TransferFilter: TransferFilter;
  TransferInput: TransferInput;
  TransferItem: ResolverTypeWrapper<TransferItem>;
  TransferRef: ResolverTypeWrapper<TransferRef>;
  TransferUser: ResolverTypeWrapper<TransferUser>;
  TrialPeriodInvoice: ResolverTypeWrapper<TrialPeriodInvoice>;
  UnappliedCardPayment: ResolverTypeWrapper<UnappliedCardPayment>;
  UnappliedCardPaymentList: ResolverTypeWrapper<UnappliedCardPaymentList>;
  UnappliedResolution: ResolverTypeWrapper<UnappliedResolution>;
  UnappliedTargetInvoice: ResolverTypeWrapper<UnappliedTargetInvoice>;
  UploadTarget: ResolverTypeWrapper<UploadTarget>;
  UploadedDocumentInput: UploadedDocumentInput;
  UploadedFile: ResolverTypeWrapper<UploadedFile>;
  UploadedFileList: ResolverTypeWrapper<UploadedFileList>;
  User: ResolverTypeWrapper<MeSource>;
  UserAccessControl: ResolverTypeWrapper<UserAccessControl>;
  UserAddress: ResolverTypeWrapper<UserAddress>;
  UserAddressInput: UserAddressInput;
  UserChild: ResolverTypeWrapper<UserChild>;
  UserChildClass: ResolverTypeWrapper<UserChildClass>;
  UserChildRelation: ResolverTypeWrapper<UserChildRelation>;
  UserClass: ResolverTypeWrapper<UserClass>;
  UserModuleCategory: ResolverTypeWrapper<UserModuleCategory>;
  UserParent: ResolverTypeWrapper<UserParent>;
  UserProgram: ResolverTypeWrapper<UserProgram>;
  UserRole: ResolverTypeWrapper<UserRole>;
  UserRoleRelation: ResolverTypeWrapper<UserRoleRelation>;
  UserRoleTemplate: ResolverTypeWrapper<UserRoleTemplate>;
  UserSchool: ResolverTypeWrapper<UserSchool>;
  VacancyRecord: ResolverTypeWrapper<VacancyRecord>;
  VacancyTabRow: ResolverTypeWrapper<VacancyTabRow>;
  Visit: ResolverTypeWrapper<Visit>;
  VisitAvailability: ResolverTypeWrapper<VisitAvailability>;
  VisitAvailabilityInput: VisitAvailabilityInput;
  VisitList: ResolverTypeWrapper<VisitList>;
  VisitTimeSlot: ResolverTypeWrapper<VisitTimeSlot>;
  WaitList: ResolverTypeWrapper<WaitList>;
  WaitListCentre: ResolverTypeWrapper<WaitListCentre>;
  WaitListFilter: WaitListFilter;
  WaitListFilterOptions: ResolverTypeWrapper<WaitListFilterOptions>;
  WaitListItem: ResolverTypeWrapper<WaitListItem>;
  WaitListLabel: ResolverTypeWrapper<WaitListLabel>;
  WaitlistPosition: ResolverTypeWrapper<WaitlistPosition>;
  WaitlistTag: ResolverTypeWrapper<WaitlistTag>;
  WebPushSubscriptionInput: WebPushSubscriptionInput;
  WithdrawalActivityLog: ResolverTypeWrapper<WithdrawalActivityLog>;
  WithdrawalChild: ResolverTypeWrapper<WithdrawalChild>;
  WithdrawalCode: ResolverTypeWrapper<WithdrawalCode>;
  WithdrawalDecisionInput: WithdrawalDecisionInput;
  WithdrawalDraft: ResolverTypeWrapper<WithdrawalSource>;
  WithdrawalDraftItem: ResolverTypeWrapper<WithdrawalDraftItem>;
  WithdrawalDraftList: ResolverTypeWrapper<Omit<WithdrawalDraftList, 'data'> & { data: Array<ResolversTypes['WithdrawalDraft']> }>;
  WithdrawalFilter: WithdrawalFilter;
  WithdrawalInput: WithdrawalInput;
  WithdrawalRefundEstimate: ResolverTypeWrapper<WithdrawalRefundEstimate>;
  WithdrawalUser: ResolverTypeWrapper<WithdrawalUser>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountListing: AccountListing;
  AccountListingEntry: AccountListingEntry;
  AdditionalInformation: AdditionalInformation;
  Admission: Admission;
  AdmissionChild: AdmissionChild;
  AdmissionDetail: Omit<AdmissionDetail, 'enquiry'> & { enquiry: ResolversParentTypes['Enquiry'] };
  AdmissionFilter: AdmissionFilter;
  AdmissionFilters: AdmissionFilters;
  AdmissionList: AdmissionList;
  AdmissionOption: AdmissionOption;
  AdmissionParent: AdmissionParent;
  AdmissionStageCount: AdmissionStageCount;
  AdmissionStageOption: AdmissionStageOption;
  AgeingRow: AgeingRow;
  AttendanceChange: AttendanceChange;
  AttendanceChild: AttendanceChild;
  AttendanceEntry: AttendanceEntry;
  AttendanceLiveEvent: AttendanceLiveEvent;
  AttendanceSummaryFilter: AttendanceSummaryFilter;
  AttendanceUpdate: AttendanceUpdate;
  AuditLogEntry: AuditLogEntry;
  AuditLogFilter: AuditLogFilter;
  AuditLogList: AuditLogList;
  AuthPayload: AuthPayload;
  AuthorisedPickup: AuthorisedPickup;
  AuthorisedPickupInput: AuthorisedPickupInput;
  BankAccount: BankAccount;
  BankAccountInfo: BankAccountInfo;
  BankAccountStatusChange: BankAccountStatusChange;
  BankAccountStatusReason: BankAccountStatusReason;
  BankBicCode: BankBicCode;
  BlacklistCode: BlacklistCode;
  BlacklistDraft: BlacklistDraftSource;
  BlacklistDraftItem: BlacklistDraftItem;
  BlacklistDraftList: Omit<BlacklistDraftList, 'data'> & { data: Array<ResolversParentTypes['BlacklistDraft']> };
  BlacklistEntry: BlacklistEntry;
  BlacklistFilter: BlacklistFilter;
  BlacklistList: BlacklistList;
  BlacklistNewInput: BlacklistNewInput;
  BlacklistPerson: BlacklistPerson;
  Boolean: Scalars['Boolean']['output'];
  Broadcast: Broadcast;
  BroadcastAttachment: BroadcastAttachment;
  BroadcastAttachmentInput: BroadcastAttachmentInput;
  BroadcastClassReceipt: BroadcastClassReceipt;
  BroadcastFilter: BroadcastFilter;
  BroadcastInput: BroadcastInput;
  BroadcastList: BroadcastList;
  BroadcastReadReceipts: BroadcastReadReceipts;
  BroadcastRecipient: BroadcastRecipient;
  BroadcastRole: BroadcastRole;
  BroadcastScope: BroadcastScope;
  BroadcastScopeInput: BroadcastScopeInput;
  BroadcastScopeOption: BroadcastScopeOption;
  BroadcastSender: BroadcastSender;
  Bus: BusSource;
  BusCentre: BusCentre;
  BusChild: BusChild;
  BusDriver: BusDriver;
  BusDriverInput: BusDriverInput;
  BusDriverList: BusDriverList;
  BusFilter: BusFilter;
  BusInput: BusInput;
  BusList: Omit<BusList, 'data'> & { data: Array<ResolversParentTypes['Bus']> };
  CalendarEventItem: CalendarEventItem;
  CalendarHoliday: CalendarHoliday;
  CalendarMonth: CalendarMonth;
  CalendarVisit: CalendarVisit;
  CapacityDraft: CapacityDraftSource;
  CapacityDraftActivityLog: CapacityDraftActivityLog;
  CapacityDraftFilter: CapacityDraftFilter;
  CapacityDraftInput: CapacityDraftInput;
  CapacityDraftItem: CapacityDraftItem;
  CapacityDraftItemInput: CapacityDraftItemInput;
  CapacityDraftList: Omit<CapacityDraftList, 'data'> & { data: Array<ResolversParentTypes['CapacityDraft']> };
  CapacityRecord: CapacityRecord;
  Centre: CentreSource;
  CentreAddress: CentreAddress;
  CentreAddressInput: CentreAddressInput;
  CentreAttendanceSummary: CentreAttendanceSummary;
  CentreFilter: CentreFilter;
  CentreHealthFlags: CentreHealthFlags;
  CentreHoliday: CentreHoliday;
  CentreInput: CentreInput;
  CentreLevel: CentreLevel;
  CentreLevelInput: CentreLevelInput;
  CentreLevelList: CentreLevelList;
  CentreLevelVacancy: CentreLevelVacancy;
  CentreList: Omit<CentreList, 'data'> & { data: Array<ResolversParentTypes['Centre']> };
  CentreNearbyPostcode: CentreNearbyPostcode;
  CentreOfferedLevel: CentreOfferedLevel;
  CentreOfferedProgram: CentreOfferedProgram;
  CentreOutlook: CentreOutlook;
  CentrePendingVisits: CentrePendingVisits;
  CentreSearchFilter: CentreSearchFilter;
  Child: ChildSource;
  ChildActivityLog: ChildActivityLog;
  ChildActivityLogList: ChildActivityLogList;
  ChildActivityUser: ChildActivityUser;
  ChildAttendance: ChildAttendance;
  ChildBalance: ChildBalance;
  ChildClassPlacement: PlacementSource;
  ChildFieldsInput: ChildFieldsInput;
  ChildFilter: ChildFilter;
  ChildHealthDay: ChildHealthDay;
  ChildHealthInfo: ChildHealthInfo;
  ChildHealthInfoInput: ChildHealthInfoInput;
  ChildLevel: ChildLevel;
  ChildList: Omit<ChildList, 'data'> & { data: Array<ResolversParentTypes['Child']> };
  ChildRelation: ChildRelation;
  ChildWithoutAttendance: ChildWithoutAttendance;
  ClassChild: ClassChild;
  ClassFilter: ClassFilter;
  ClassInfo: ClassInfoSource;
  ClassInput: ClassInput;
  ClassList: Omit<ClassList, 'data'> & { data: Array<ResolversParentTypes['ClassInfo']> };
  ClassRef: ClassRef;
  ClassStaffRatio: ClassStaffRatio;
  ClassTeacher: ClassTeacher;
  ClassTeacherInput: ClassTeacherInput;
  Code: Code;
  CodeCategory: CodeCategory;
  CodeFilter: CodeFilter;
  CodeInput: CodeInput;
  CodeList: CodeList;
  Consent: Consent;
  ConsentForm: ConsentForm;
  ConsentParticipant: ConsentParticipant;
  ConsentParticipantInput: ConsentParticipantInput;
  ConsentRow: ConsentRow;
  ConsentSection: ConsentSection;
  ConsolidatedRefund: ConsolidatedRefund;
  ConsolidatedRefundList: ConsolidatedRefundList;
  CreditNote: CreditNote;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DayLeave: DayLeave;
  DirectoryUser: DirectoryUser;
  Document: Document;
  DocumentTypeConfig: DocumentTypeConfig;
  DocumentTypeConfigInput: DocumentTypeConfigInput;
  DraftInvoice: DraftInvoice;
  Enquiry: EnquirySource;
  EnquiryCentre: EnquiryCentre;
  EnquiryDetailUpdate: EnquiryDetailUpdate;
  EnquiryDetailsInput: EnquiryDetailsInput;
  EnquiryDocumentSummary: EnquiryDocumentSummary;
  EnquiryFilter: EnquiryFilter;
  EnquiryFrontendStates: EnquiryFrontendStates;
  EnquiryFrontendStep: EnquiryFrontendStep;
  EnquiryList: Omit<EnquiryList, 'data'> & { data: Array<ResolversParentTypes['Enquiry']> };
  EnquiryState: EnquiryState;
  EnquiryStateChange: EnquiryStateChange;
  EnquiryStateMachineMap: EnquiryStateMachineMap;
  EnquiryUser: EnquiryUser;
  EnrollmentCentre: EnrollmentCentre;
  EnrollmentCentreList: EnrollmentCentreList;
  EnrolmentForm: EnrolmentForm;
  EnrolmentFormInput: EnrolmentFormInput;
  EnrolmentStatus: EnrolmentStatus;
  Event: Event;
  EventClassOption: EventClassOption;
  EventGuestInput: EventGuestInput;
  EventInput: EventInput;
  EventList: EventList;
  EventPhoto: EventPhoto;
  EventPhotoFileInput: EventPhotoFileInput;
  EventPhotoInput: EventPhotoInput;
  EventPhotoTag: EventPhotoTag;
  EventRsvpChild: EventRsvpChild;
  EventRsvpChildList: EventRsvpChildList;
  EventRsvpGuest: EventRsvpGuest;
  EventRsvpInput: EventRsvpInput;
  EventScope: EventScope;
  EventScopeInput: EventScopeInput;
  FailedJob: FailedJob;
  FailedJobList: FailedJobList;
  FamilyContacts: FamilyContacts;
  Fee: Fee;
  FeeAffectedChild: FeeAffectedChild;
  FeeAffectedFamily: FeeAffectedFamily;
  FeeDraft: FeeDraftSource;
  FeeDraftFilter: FeeDraftFilter;
  FeeDraftImpact: FeeDraftImpact;
  FeeDraftInput: FeeDraftInput;
  FeeDraftItem: FeeDraftItem;
  FeeDraftItemInput: FeeDraftItemInput;
  FeeDraftList: Omit<FeeDraftList, 'data'> & { data: Array<ResolversParentTypes['FeeDraft']> };
  FeeDraftLog: FeeDraftLog;
  FeeGroup: FeeGroup;
  FeeImpactLine: FeeImpactLine;
  FeeInput: FeeInput;
  FeeRef: FeeRef;
  FeeTier: FeeTier;
  FeeTierInput: FeeTierInput;
  FeeTierLevelCount: FeeTierLevelCount;
  FeeUser: FeeUser;
  FeverFlag: FeverFlag;
  FinanceSearchHit: FinanceSearchHit;
  FinanceSearchList: FinanceSearchList;
  Float: Scalars['Float']['output'];
  GeocodeResult: GeocodeResult;
  GiroAccountInput: GiroAccountInput;
  GiroApplicationInput: GiroApplicationInput;
  GiroEnquiryInfo: GiroEnquiryInfo;
  Guardian: Guardian;
  HealthCheck: HealthCheck;
  HealthCheckInput: HealthCheckInput;
  Holiday: Holiday;
  HolidayCentre: HolidayCentre;
  HolidayInput: HolidayInput;
  Injury: Injury;
  InjuryFlag: InjuryFlag;
  InjuryInput: InjuryInput;
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  InvoiceDetail: InvoiceDetail;
  InvoiceDetailLine: InvoiceDetailLine;
  InvoiceFilter: InvoiceFilter;
  InvoiceItem: InvoiceItem;
  InvoiceList: InvoiceList;
  InvoiceReceipt: InvoiceReceipt;
  InvoiceRun: InvoiceRun;
  InvoiceRunDraft: InvoiceRunDraft;
  InvoiceRunDraftList: InvoiceRunDraftList;
  InvoiceRunLine: InvoiceRunLine;
  InvoiceRunList: InvoiceRunList;
  JSON: Scalars['JSON']['output'];
  KioskChild: KioskChild;
  KioskCollector: KioskCollector;
  KioskCredentialInput: KioskCredentialInput;
  KioskHealthAnswer: KioskHealthAnswer;
  KioskInfo: KioskInfo;
  KioskPass: KioskPass;
  KioskSession: KioskSession;
  LatLngInput: LatLngInput;
  LatePickupEntry: LatePickupEntry;
  LatePickupEntryList: LatePickupEntryList;
  LatePickupFilter: LatePickupFilter;
  LeaveRequest: LeaveRequest;
  LeaveRequestInput: LeaveRequestInput;
  LeaveSubject: LeaveSubject;
  LeaveType: LeaveType;
  LeaveTypeInput: LeaveTypeInput;
  Level: Level;
  LevelInput: LevelInput;
  LevelList: LevelList;
  LoginUrl: LoginUrl;
  MedicalCondition: MedicalCondition;
  MedicalConditionInput: MedicalConditionInput;
  MenuFilter: MenuFilter;
  ModuleCategory: ModuleCategory;
  Mutation: Record<PropertyKey, never>;
  MyAccount: MyAccount;
  MyEvent: MyEvent;
  MyEventAlbum: MyEventAlbum;
  MyEventRsvp: MyEventRsvp;
  NegativeVacancy: NegativeVacancy;
  NewEnquiryResult: Omit<NewEnquiryResult, 'data'> & { data?: Maybe<Array<ResolversParentTypes['Enquiry']>> };
  Notification: Notification;
  NotificationContent: NotificationContent;
  NotificationFilter: NotificationFilter;
  NotificationList: NotificationList;
  OfflineInvoiceItemInput: OfflineInvoiceItemInput;
  Pagination: Pagination;
  ParentChild: ParentChild;
  ParentDetails: ParentDetails;
  ParentDetailsInput: ParentDetailsInput;
  ParentInformation: ParentInformation;
  PayNowDetails: PayNowDetails;
  PaymentAccess: PaymentAccess;
  PaymentOrderStatus: PaymentOrderStatus;
  PaymentSession: PaymentSession;
  PaymentSessionOrder: PaymentSessionOrder;
  PdfFile: PdfFile;
  PendingDocument: PendingDocument;
  PendingDocumentList: PendingDocumentList;
  PendingESignatureChild: PendingESignatureChild;
  Program: Program;
  ProgramInput: ProgramInput;
  PromotionItemInput: PromotionItemInput;
  PromotionProposal: PromotionProposal;
  PromotionResult: PromotionResult;
  PublicCentre: PublicCentre;
  PublicCentreAddress: PublicCentreAddress;
  PublicFaq: PublicFaq;
  PublicFaqInput: PublicFaqInput;
  PublicFeeRange: PublicFeeRange;
  PublicHouseholdInput: PublicHouseholdInput;
  PublicPagesContent: PublicPagesContent;
  PublicPagesInput: PublicPagesInput;
  PublicProgramme: PublicProgramme;
  PublicProgrammeInput: PublicProgrammeInput;
  PurchaseItem: PurchaseItem;
  PurchaseItemFilter: PurchaseItemFilter;
  PurchaseItemList: PurchaseItemList;
  PushPreference: PushPreference;
  Query: Record<PropertyKey, never>;
  RefundFilter: RefundFilter;
  RefundItem: RefundItem;
  RegistrationInfo: RegistrationInfo;
  RegistrationPaymentResult: RegistrationPaymentResult;
  RegistrationStepState: RegistrationStepState;
  RequiredDocument: RequiredDocument;
  ResultError: ResultError;
  Role: Role;
  RoleInput: RoleInput;
  RoleList: RoleList;
  RoleModifier: RoleModifier;
  RoleTemplate: RoleTemplate;
  RoleTemplateInput: RoleTemplateInput;
  RsvpClassCentreCount: RsvpClassCentreCount;
  RsvpStatusCount: RsvpStatusCount;
  School: School;
  SchoolConfig: SchoolConfig;
  SchoolConfigEntryInput: SchoolConfigEntryInput;
  SchoolConfigFilter: SchoolConfigFilter;
  SchoolConfigList: SchoolConfigList;
  SchoolIntroduction: SchoolIntroduction;
  SeatOffer: SeatOffer;
  SidebarMenuItem: SidebarMenuItem;
  SignatureInput: SignatureInput;
  SigningDocument: SigningDocument;
  SigningParticipant: SigningParticipant;
  Staff: Staff;
  StaffAttendance: StaffAttendance;
  StaffAttendanceDay: StaffAttendanceDay;
  StaffAttendanceInput: StaffAttendanceInput;
  StaffAttendanceSession: StaffAttendanceSession;
  StaffCentre: StaffCentre;
  StaffFilter: StaffFilter;
  StaffInput: StaffInput;
  StaffList: StaffList;
  StaffRole: StaffRole;
  StaffUser: StaffUser;
  StateMapEnquiry: StateMapEnquiry;
  StateMapImpact: StateMapImpact;
  StateMapStateImpact: StateMapStateImpact;
  StrandedStates: StrandedStates;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SubsidyAdditionalBand: SubsidyAdditionalBand;
  SubsidyBasicRate: SubsidyBasicRate;
  SubsidySchedule: SubsidySchedule;
  SuggestedLevel: SuggestedLevel;
  SymptomClusterFlag: SymptomClusterFlag;
  TransferActivityLog: TransferActivityLog;
  TransferChild: TransferChild;
  TransferDecisionInput: TransferDecisionInput;
  TransferDestination: TransferDestination;
  TransferDraft: TransferSource;
  TransferDraftList: Omit<TransferDraftList, 'data'> & { data: Array<ResolversParentTypes['TransferDraft']> };
  TransferFilter: TransferFilter;
  TransferInput: TransferInput;
  TransferItem: TransferItem;
  TransferRef: TransferRef;
  TransferUser: TransferUser;
  TrialPeriodInvoice: TrialPeriodInvoice;
  UnappliedCardPayment: UnappliedCardPayment;
  UnappliedCardPaymentList: UnappliedCardPaymentList;
  UnappliedResolution: UnappliedResolution;
  UnappliedTargetInvoice: UnappliedTargetInvoice;
  UploadTarget: UploadTarget;
  UploadedDocumentInput: UploadedDocumentInput;
  UploadedFile: UploadedFile;
  UploadedFileList: UploadedFileList;
  User: MeSource;
  UserAccessControl: UserAccessControl;
  UserAddress: UserAddress;
  UserAddressInput: UserAddressInput;
  UserChild: UserChild;
  UserChildClass: UserChildClass;
  UserChildRelation: UserChildRelation;
  UserClass: UserClass;
  UserModuleCategory: UserModuleCategory;
  UserParent: UserParent;
  UserProgram: UserProgram;
  UserRole: UserRole;
  UserRoleRelation: UserRoleRelation;
  UserRoleTemplate: UserRoleTemplate;
  UserSchool: UserSchool;
  VacancyRecord: VacancyRecord;
  VacancyTabRow: VacancyTabRow;
  Visit: Visit;
  VisitAvailability: VisitAvailability;
  VisitAvailabilityInput: VisitAvailabilityInput;
  VisitList: VisitList;
  VisitTimeSlot: VisitTimeSlot;
  WaitList: WaitList;
  WaitListCentre: WaitListCentre;
  WaitListFilter: WaitListFilter;
  WaitListFilterOptions: WaitListFilterOptions;
  WaitListItem: WaitListItem;
  WaitListLabel: WaitListLabel;
  WaitlistPosition: WaitlistPosition;
  WaitlistTag: WaitlistTag;
  WebPushSubscriptionInput: WebPushSubscriptionInput;
  WithdrawalActivityLog: WithdrawalActivityLog;
  WithdrawalChild: WithdrawalChild;
  WithdrawalCode: WithdrawalCode;
  WithdrawalDecisionInput: WithdrawalDecisionInput;
  WithdrawalDraft: WithdrawalSource;
  WithdrawalDraftItem: WithdrawalDraftItem;
  WithdrawalDraftList: Omit<WithdrawalDraftList, 'data'> & { data: Array<ResolversParentTypes['WithdrawalDraft']> };
  WithdrawalFilter: WithdrawalFilter;
  WithdrawalInput: WithdrawalInput;
  WithdrawalRefundEstimate: WithdrawalRefundEstimate;
  WithdrawalUser: WithdrawalUser;
};

export type AccountListingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountListing'] = ResolversParentTypes['AccountListing']> = {
  CDABalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closingBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['AccountListingEntry']>, ParentType, ContextType>;
  nonCDABalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AccountListingEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountListingEntry'] = ResolversParentTypes['AccountListingEntry']> = {
  CDAAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDInvoice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  credit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  debit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdditionalInformationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdditionalInformation'] = ResolversParentTypes['AdditionalInformation']> = {
  IDEnquiry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completedSteps?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  step?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['RegistrationStepState']>, ParentType, ContextType>;
};

export type AdmissionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Admission'] = ResolversParentTypes['Admission']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  admissionStatus?: Resolver<ResolversTypes['EnquiryState'], ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['AdmissionOption'], ParentType, ContextType>;
  child?: Resolver<ResolversTypes['AdmissionChild'], ParentType, ContextType>;
  childFirstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childLastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  enrollmentPlan?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  familyBlacklisted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fkEnquiryState?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['AdmissionOption'], ParentType, ContextType>;
  pendingRegisterSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stageCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['AdmissionParent'], ParentType, ContextType>;
};

export type AdmissionChildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdmissionChild'] = ResolversParentTypes['AdmissionChild']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  birthCertificate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdmissionDetailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdmissionDetail'] = ResolversParentTypes['AdmissionDetail']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  admission?: Resolver<ResolversTypes['Admission'], ParentType, ContextType>;
  enquiry?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType>;
  stateHistory?: Resolver<Array<ResolversTypes['EnquiryStateChange']>, ParentType, ContextType>;
};

export type AdmissionFiltersResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdmissionFilters'] = ResolversParentTypes['AdmissionFilters']> = {
  centres?: Resolver<Array<ResolversTypes['AdmissionOption']>, ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['AdmissionOption']>, ParentType, ContextType>;
  stages?: Resolver<Array<ResolversTypes['AdmissionStageOption']>, ParentType, ContextType>;
};

export type AdmissionListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdmissionList'] = ResolversParentTypes['AdmissionList']> = {
  data?: Resolver<Array<ResolversTypes['Admission']>, ParentType, ContextType>;
  stageCounts?: Resolver<Array<ResolversTypes['AdmissionStageCount']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdmissionOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdmissionOption'] = ResolversParentTypes['AdmissionOption']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdmissionParentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdmissionParent'] = ResolversParentTypes['AdmissionParent']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhoneCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdmissionStageCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdmissionStageCount'] = ResolversParentTypes['AdmissionStageCount']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdmissionStageOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdmissionStageOption'] = ResolversParentTypes['AdmissionStageOption']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['EnquiryState']>, ParentType, ContextType>;
};

export type AgeingRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AgeingRow'] = ResolversParentTypes['AgeingRow']> = {
  IDCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centreName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days31to60?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days61to90?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  over90?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AttendanceChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttendanceChange'] = ResolversParentTypes['AttendanceChange']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AttendanceChildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttendanceChild'] = ResolversParentTypes['AttendanceChild']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttendanceEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttendanceEntry'] = ResolversParentTypes['AttendanceEntry']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AttendanceChange']>, ParentType, ContextType>;
  pickedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AttendanceType'], ParentType, ContextType>;
};

export type AttendanceLiveEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttendanceLiveEvent'] = ResolversParentTypes['AttendanceLiveEvent']> = {
  centreID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditLogEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditLogEntry'] = ResolversParentTypes['AuditLogEntry']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientIp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  targetType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditLogListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditLogList'] = ResolversParentTypes['AuditLogList']> = {
  data?: Resolver<Array<ResolversTypes['AuditLogEntry']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthorisedPickupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthorisedPickup'] = ResolversParentTypes['AuthorisedPickup']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankAccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BankAccount'] = ResolversParentTypes['BankAccount']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicationDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  bank?: Resolver<ResolversTypes['BankBicCode'], ParentType, ContextType>;
  billReferenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  effectiveFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fkChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isCda?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhoneCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payerAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payerAccountNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  payerAccountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusChanges?: Resolver<Array<ResolversTypes['BankAccountStatusChange']>, ParentType, ContextType>;
};

export type BankAccountInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BankAccountInfo'] = ResolversParentTypes['BankAccountInfo']> = {
  IDChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  accounts?: Resolver<Array<ResolversTypes['BankAccount']>, ParentType, ContextType>;
};

export type BankAccountStatusChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BankAccountStatusChange'] = ResolversParentTypes['BankAccountStatusChange']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remarks?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BankAccountStatusReasonResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BankAccountStatusReason'] = ResolversParentTypes['BankAccountStatusReason']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankBicCodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BankBicCode'] = ResolversParentTypes['BankBicCode']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bicCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BlacklistCodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlacklistCode'] = ResolversParentTypes['BlacklistCode']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlacklistDraftResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlacklistDraft'] = ResolversParentTypes['BlacklistDraft']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  approverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  can?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['AdmissionOption'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decisionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BlacklistDraftItem']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['BlacklistPerson'], ParentType, ContextType>;
};

export type BlacklistDraftItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlacklistDraftItem'] = ResolversParentTypes['BlacklistDraftItem']> = {
  child?: Resolver<ResolversTypes['BlacklistPerson'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['BlacklistCode']>, ParentType, ContextType>;
  parent?: Resolver<ResolversTypes['BlacklistPerson'], ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlacklistDraftListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlacklistDraftList'] = ResolversParentTypes['BlacklistDraftList']> = {
  data?: Resolver<Array<ResolversTypes['BlacklistDraft']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BlacklistEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlacklistEntry'] = ResolversParentTypes['BlacklistEntry']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['AdmissionOption'], ParentType, ContextType>;
  child?: Resolver<ResolversTypes['BlacklistPerson'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['BlacklistCode'], ParentType, ContextType>;
  parent?: Resolver<ResolversTypes['BlacklistPerson'], ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BlacklistListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlacklistList'] = ResolversParentTypes['BlacklistList']> = {
  data?: Resolver<Array<ResolversTypes['BlacklistEntry']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BlacklistPersonResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlacklistPerson'] = ResolversParentTypes['BlacklistPerson']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BroadcastResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Broadcast'] = ResolversParentTypes['Broadcast']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['BroadcastAttachment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fkUser?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isRead?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  needsAcknowledgement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  readCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipientCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remindedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['BroadcastScope']>, ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['BroadcastSender'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BroadcastAttachmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BroadcastAttachment'] = ResolversParentTypes['BroadcastAttachment']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  isPhoto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BroadcastClassReceiptResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BroadcastClassReceipt'] = ResolversParentTypes['BroadcastClassReceipt']> = {
  centreLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  classLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BroadcastListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BroadcastList'] = ResolversParentTypes['BroadcastList']> = {
  data?: Resolver<Array<ResolversTypes['Broadcast']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BroadcastReadReceiptsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BroadcastReadReceipts'] = ResolversParentTypes['BroadcastReadReceipts']> = {
  classes?: Resolver<Array<ResolversTypes['BroadcastClassReceipt']>, ParentType, ContextType>;
  readCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipientCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipients?: Resolver<Array<ResolversTypes['BroadcastRecipient']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BroadcastRecipientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BroadcastRecipient'] = ResolversParentTypes['BroadcastRecipient']> = {
  childID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type BroadcastRoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BroadcastRole'] = ResolversParentTypes['BroadcastRole']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BroadcastScopeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BroadcastScope'] = ResolversParentTypes['BroadcastScope']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BroadcastScopeOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BroadcastScopeOption'] = ResolversParentTypes['BroadcastScopeOption']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BroadcastSenderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BroadcastSender'] = ResolversParentTypes['BroadcastSender']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['BroadcastRole']>, ParentType, ContextType>;
};

export type BusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Bus'] = ResolversParentTypes['Bus']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  busChildren?: Resolver<Array<ResolversTypes['BusChild']>, ParentType, ContextType>;
  busDriver?: Resolver<Maybe<ResolversTypes['BusDriver']>, ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['BusCentre'], ParentType, ContextType>;
  fkBusDriver?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plateNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BusCentreResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BusCentre'] = ResolversParentTypes['BusCentre']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BusChildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BusChild'] = ResolversParentTypes['BusChild']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BusDriverResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BusDriver'] = ResolversParentTypes['BusDriver']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['BusCentre'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobilePhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobilePhoneCountryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BusDriverListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BusDriverList'] = ResolversParentTypes['BusDriverList']> = {
  data?: Resolver<Array<ResolversTypes['BusDriver']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BusListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BusList'] = ResolversParentTypes['BusList']> = {
  data?: Resolver<Array<ResolversTypes['Bus']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CalendarEventItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarEventItem'] = ResolversParentTypes['CalendarEventItem']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CalendarHolidayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarHoliday'] = ResolversParentTypes['CalendarHoliday']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type CalendarMonthResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarMonth'] = ResolversParentTypes['CalendarMonth']> = {
  IDCentre?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  availabilities?: Resolver<Array<ResolversTypes['VisitAvailability']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['CalendarEventItem']>, ParentType, ContextType>;
  holidays?: Resolver<Array<ResolversTypes['CalendarHoliday']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visits?: Resolver<Array<ResolversTypes['CalendarVisit']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CalendarVisitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarVisit'] = ResolversParentTypes['CalendarVisit']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDEnquiry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  approvalDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  centreLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levelLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trialPeriodFee?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  trialPeriodPaymentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visitFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visitTo?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visitType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CapacityDraftResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CapacityDraft'] = ResolversParentTypes['CapacityDraft']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activityLogs?: Resolver<Array<ResolversTypes['CapacityDraftActivityLog']>, ParentType, ContextType>;
  approverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  can?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  centreLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkRequester?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CapacityDraftItem']>, ParentType, ContextType>;
  requesterName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CapacityDraftActivityLogResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CapacityDraftActivityLog'] = ResolversParentTypes['CapacityDraftActivityLog']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CapacityDraftItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CapacityDraftItem'] = ResolversParentTypes['CapacityDraftItem']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentCapacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fkLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CapacityDraftListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CapacityDraftList'] = ResolversParentTypes['CapacityDraftList']> = {
  data?: Resolver<Array<ResolversTypes['CapacityDraft']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CapacityRecordResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CapacityRecord'] = ResolversParentTypes['CapacityRecord']> = {
  ID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CentreResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Centre'] = ResolversParentTypes['Centre']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['CentreAddress']>, ParentType, ContextType>;
  centreLevels?: Resolver<Array<ResolversTypes['CentreLevel']>, ParentType, ContextType>;
  centreNearbyPostcodes?: Resolver<Array<ResolversTypes['CentreNearbyPostcode']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ecdaCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  levelCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teacherRatio?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CentreAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentreAddress'] = ResolversParentTypes['CentreAddress']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  building?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CentreAttendanceSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentreAttendanceSummary'] = ResolversParentTypes['CentreAttendanceSummary']> = {
  absent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  expected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notArrived?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  present?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CentreHealthFlagsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentreHealthFlags'] = ResolversParentTypes['CentreHealthFlags']> = {
  centreID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clusters?: Resolver<Array<ResolversTypes['SymptomClusterFlag']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fevers?: Resolver<Array<ResolversTypes['FeverFlag']>, ParentType, ContextType>;
  injuries?: Resolver<Array<ResolversTypes['InjuryFlag']>, ParentType, ContextType>;
};

export type CentreHolidayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentreHoliday'] = ResolversParentTypes['CentreHoliday']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['HolidayCentre'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CentreLevelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentreLevel'] = ResolversParentTypes['CentreLevel']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkProgram?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['CentreOfferedLevel'], ParentType, ContextType>;
  program?: Resolver<ResolversTypes['CentreOfferedProgram'], ParentType, ContextType>;
};

export type CentreLevelListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentreLevelList'] = ResolversParentTypes['CentreLevelList']> = {
  data?: Resolver<Array<ResolversTypes['CentreLevel']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CentreLevelVacancyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentreLevelVacancy'] = ResolversParentTypes['CentreLevelVacancy']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enrolled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vacancies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CentreListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentreList'] = ResolversParentTypes['CentreList']> = {
  data?: Resolver<Array<ResolversTypes['Centre']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CentreNearbyPostcodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentreNearbyPostcode'] = ResolversParentTypes['CentreNearbyPostcode']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CentreOfferedLevelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentreOfferedLevel'] = ResolversParentTypes['CentreOfferedLevel']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CentreOfferedProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentreOfferedProgram'] = ResolversParentTypes['CentreOfferedProgram']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CentreOutlookResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentreOutlook'] = ResolversParentTypes['CentreOutlook']> = {
  expectedOfferMonth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  feeAfterSubsidyCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levelLabels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  monthlyFeeCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  programLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queueLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subsidyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CentrePendingVisitsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentrePendingVisits'] = ResolversParentTypes['CentrePendingVisits']> = {
  IDCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Child'] = ResolversParentTypes['Child']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  birthCertificate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  childCurrentEstimatedPromotionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  classes?: Resolver<Array<ResolversTypes['ChildClassPlacement']>, ParentType, ContextType>;
  closestLevel?: Resolver<Maybe<ResolversTypes['ChildLevel']>, ParentType, ContextType>;
  currentClass?: Resolver<Maybe<ResolversTypes['ChildClassPlacement']>, ParentType, ContextType>;
  currentLevel?: Resolver<Maybe<ResolversTypes['ChildLevel']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  enrolmentDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  householdIncomeRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['ChildLevel']>, ParentType, ContextType>;
  mainApplicant?: Resolver<Maybe<ResolversTypes['Guardian']>, ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numFamilyMembers?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  race?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondApplicant?: Resolver<Maybe<ResolversTypes['Guardian']>, ParentType, ContextType>;
  upcomingClass?: Resolver<Maybe<ResolversTypes['ChildClassPlacement']>, ParentType, ContextType>;
  upcomingLevel?: Resolver<Maybe<ResolversTypes['ChildLevel']>, ParentType, ContextType>;
};

export type ChildActivityLogResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChildActivityLog'] = ResolversParentTypes['ChildActivityLog']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['ChildActivityUser']>, ParentType, ContextType>;
};

export type ChildActivityLogListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChildActivityLogList'] = ResolversParentTypes['ChildActivityLogList']> = {
  data?: Resolver<Array<ResolversTypes['ChildActivityLog']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChildActivityUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChildActivityUser'] = ResolversParentTypes['ChildActivityUser']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChildAttendanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChildAttendance'] = ResolversParentTypes['ChildAttendance']> = {
  absent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  absentReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkIn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkOut?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  child?: Resolver<Maybe<ResolversTypes['AttendanceChild']>, ParentType, ContextType>;
  childID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['AttendanceEntry']>, ParentType, ContextType>;
  fever?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  health?: Resolver<Array<ResolversTypes['HealthCheck']>, ParentType, ContextType>;
  inCentre?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  injuries?: Resolver<Array<ResolversTypes['Injury']>, ParentType, ContextType>;
  leave?: Resolver<Maybe<ResolversTypes['DayLeave']>, ParentType, ContextType>;
  present?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChildBalanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChildBalance'] = ResolversParentTypes['ChildBalance']> = {
  CDABalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nonCDABalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChildClassPlacementResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChildClassPlacement'] = ResolversParentTypes['ChildClassPlacement']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  class?: Resolver<ResolversTypes['ClassRef'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['ClassRef'], ParentType, ContextType>;
  teachers?: Resolver<Array<ResolversTypes['ClassTeacher']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type ChildHealthDayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChildHealthDay'] = ResolversParentTypes['ChildHealthDay']> = {
  checks?: Resolver<Array<ResolversTypes['HealthCheck']>, ParentType, ContextType>;
  childID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fever?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChildHealthInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChildHealthInfo'] = ResolversParentTypes['ChildHealthInfo']> = {
  childID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clinicAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clinicName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clinicPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  familyDoctorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  immunizationDetails?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isImmunized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  medicalCondition?: Resolver<Array<ResolversTypes['MedicalCondition']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ChildLevelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChildLevel'] = ResolversParentTypes['ChildLevel']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['ClassRef'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['ClassRef'], ParentType, ContextType>;
  moveReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextLevel?: Resolver<Maybe<ResolversTypes['ClassRef']>, ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['ClassRef']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type ChildListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChildList'] = ResolversParentTypes['ChildList']> = {
  data?: Resolver<Array<ResolversTypes['Child']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChildRelationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChildRelation'] = ResolversParentTypes['ChildRelation']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isMainApplicant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChildWithoutAttendanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChildWithoutAttendance'] = ResolversParentTypes['ChildWithoutAttendance']> = {
  childID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enrolledFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  enrolledTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassChildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClassChild'] = ResolversParentTypes['ClassChild']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  upcoming?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ClassInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClassInfo'] = ResolversParentTypes['ClassInfo']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['ClassRef'], ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['ClassChild']>, ParentType, ContextType>;
  coverPhotoKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverPhotoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentChildrenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['ClassRef'], ParentType, ContextType>;
  overCapacity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profilePhotoKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profilePhotoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teachers?: Resolver<Array<ResolversTypes['ClassTeacher']>, ParentType, ContextType>;
  upcomingChildrenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClassList'] = ResolversParentTypes['ClassList']> = {
  data?: Resolver<Array<ResolversTypes['ClassInfo']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassRefResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClassRef'] = ResolversParentTypes['ClassRef']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassStaffRatioResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClassStaffRatio'] = ResolversParentTypes['ClassStaffRatio']> = {
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  childrenIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overRatio?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  staffIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teacherRatio?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ClassTeacherResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClassTeacher'] = ResolversParentTypes['ClassTeacher']> = {
  ID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fkUser?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Code'] = ResolversParentTypes['Code']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CodeCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CodeCategory'] = ResolversParentTypes['CodeCategory']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codes?: Resolver<Array<ResolversTypes['Code']>, ParentType, ContextType>;
};

export type CodeListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CodeList'] = ResolversParentTypes['CodeList']> = {
  data?: Resolver<Array<ResolversTypes['Code']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConsentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Consent'] = ResolversParentTypes['Consent']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centreLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fkEnquiry?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  givenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsentFormResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConsentForm'] = ResolversParentTypes['ConsentForm']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  contentSha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eDocumentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linksExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  participants?: Resolver<Array<ResolversTypes['ConsentParticipant']>, ParentType, ContextType>;
  signedDocumentAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConsentParticipantResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConsentParticipant'] = ResolversParentTypes['ConsentParticipant']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsentRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConsentRow'] = ResolversParentTypes['ConsentRow']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsentSectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConsentSection'] = ResolversParentTypes['ConsentSection']> = {
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ConsentRow']>, ParentType, ContextType>;
};

export type ConsolidatedRefundResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConsolidatedRefund'] = ResolversParentTypes['ConsolidatedRefund']> = {
  IDChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['RefundItem']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConsolidatedRefundListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConsolidatedRefundList'] = ResolversParentTypes['ConsolidatedRefundList']> = {
  data?: Resolver<Array<ResolversTypes['ConsolidatedRefund']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreditNoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreditNote'] = ResolversParentTypes['CreditNote']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDInvoice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditNoteNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DayLeaveResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DayLeave'] = ResolversParentTypes['DayLeave']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  halfDay?: Resolver<Maybe<ResolversTypes['LeaveHalfDay']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DirectoryUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DirectoryUser'] = ResolversParentTypes['DirectoryUser']> = {
  businessPhones?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DocumentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Document'] = ResolversParentTypes['Document']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  filename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fkChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkDocumentType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkEnquiry?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sizeBytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DocumentTypeConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DocumentTypeConfig'] = ResolversParentTypes['DocumentTypeConfig']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listAccess?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadAccess?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DraftInvoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DraftInvoice'] = ResolversParentTypes['DraftInvoice']> = {
  IDEnquiry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InvoiceItem']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTaxAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EnquiryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Enquiry'] = ResolversParentTypes['Enquiry']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  admissionStatus?: Resolver<ResolversTypes['EnquiryState'], ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['EnquiryCentre'], ParentType, ContextType>;
  childFirstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childLastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  enrollmentPlan?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  enrolmentStep?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkEnquiryState?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkProgram?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkUser?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isTransferEnquiry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTransferEnquiryReadyForEnrolment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['CentreOfferedLevel'], ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['CentreOfferedProgram']>, ParentType, ContextType>;
  skipCentreVisit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  skipTrial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['EnquiryUser'], ParentType, ContextType>;
  vacancyAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visits?: Resolver<Array<ResolversTypes['Visit']>, ParentType, ContextType>;
};

export type EnquiryCentreResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnquiryCentre'] = ResolversParentTypes['EnquiryCentre']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['CentreAddress']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnquiryDocumentSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnquiryDocumentSummary'] = ResolversParentTypes['EnquiryDocumentSummary']> = {
  IDChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDEnquiry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  birthCertificate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canConsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canSubmit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canUpload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  centreLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childDateOfBirth?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrollmentPlan?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  levelLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnquiryFrontendStatesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnquiryFrontendStates'] = ResolversParentTypes['EnquiryFrontendStates']> = {
  IDEnquiry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['EnquiryState'], ParentType, ContextType>;
  nextAction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['EnquiryFrontendStep']>, ParentType, ContextType>;
};

export type EnquiryFrontendStepResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnquiryFrontendStep'] = ResolversParentTypes['EnquiryFrontendStep']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnquiryListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnquiryList'] = ResolversParentTypes['EnquiryList']> = {
  data?: Resolver<Array<ResolversTypes['Enquiry']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EnquiryStateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnquiryState'] = ResolversParentTypes['EnquiryState']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enquiryFrontendState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnquiryStateChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnquiryStateChange'] = ResolversParentTypes['EnquiryStateChange']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fkUser?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fromState?: Resolver<Maybe<ResolversTypes['EnquiryState']>, ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toState?: Resolver<ResolversTypes['EnquiryState'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EnquiryStateMachineMapResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnquiryStateMachineMap'] = ResolversParentTypes['EnquiryStateMachineMap']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromState?: Resolver<ResolversTypes['EnquiryState'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toState?: Resolver<ResolversTypes['EnquiryState'], ParentType, ContextType>;
};

export type EnquiryUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnquiryUser'] = ResolversParentTypes['EnquiryUser']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhoneCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EnrollmentCentreResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnrollmentCentre'] = ResolversParentTypes['EnrollmentCentre']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['CentreAddress']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vacancyAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EnrollmentCentreListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnrollmentCentreList'] = ResolversParentTypes['EnrollmentCentreList']> = {
  data?: Resolver<Array<ResolversTypes['EnrollmentCentre']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EnrolmentFormResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnrolmentForm'] = ResolversParentTypes['EnrolmentForm']> = {
  IDEnquiry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completedSteps?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hasEmergencyContact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInfantCare?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prefill?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  step?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['RegistrationStepState']>, ParentType, ContextType>;
};

export type EnrolmentStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnrolmentStatus'] = ResolversParentTypes['EnrolmentStatus']> = {
  IDEnquiry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  giroRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoicePaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attendingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancelRemarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancellationDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childEventFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventImageKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fkApprover?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fkCreator?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkSubmitter?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  guestCountLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guestEventFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guestsAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  guestsDetailsRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentConsentRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  rsvpDeadline?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['EventScope']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termsAndConditions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type EventClassOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventClassOption'] = ResolversParentTypes['EventClassOption']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centreID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centreLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventList'] = ResolversParentTypes['EventList']> = {
  data?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventPhotoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventPhoto'] = ResolversParentTypes['EventPhoto']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['EventPhotoTag']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventPhotoTagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventPhotoTag'] = ResolversParentTypes['EventPhotoTag']> = {
  childID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoConsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EventRsvpChildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventRsvpChild'] = ResolversParentTypes['EventRsvpChild']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centreID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centreLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  classLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consentAcceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['EventRsvpGuest']>, ParentType, ContextType>;
  respondedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventRsvpChildListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventRsvpChildList'] = ResolversParentTypes['EventRsvpChildList']> = {
  data?: Resolver<Array<ResolversTypes['EventRsvpChild']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventRsvpGuestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventRsvpGuest'] = ResolversParentTypes['EventRsvpGuest']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EventScopeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventScope'] = ResolversParentTypes['EventScope']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centreID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  centreLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  classID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  classLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FailedJobResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FailedJob'] = ResolversParentTypes['FailedJob']> = {
  ID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  retryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FailedJobListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FailedJobList'] = ResolversParentTypes['FailedJobList']> = {
  data?: Resolver<Array<ResolversTypes['FailedJob']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FamilyContactsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FamilyContacts'] = ResolversParentTypes['FamilyContacts']> = {
  address?: Resolver<Maybe<ResolversTypes['UserAddress']>, ParentType, ContextType>;
  emergencyContact?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type FeeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Fee'] = ResolversParentTypes['Fee']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  effectiveFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  effectiveTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['FeeRef'], ParentType, ContextType>;
  nationality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  program?: Resolver<ResolversTypes['FeeRef'], ParentType, ContextType>;
};

export type FeeAffectedChildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeAffectedChild'] = ResolversParentTypes['FeeAffectedChild']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['FeeRef'], ParentType, ContextType>;
  nationality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  program?: Resolver<ResolversTypes['FeeRef'], ParentType, ContextType>;
};

export type FeeAffectedFamilyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeAffectedFamily'] = ResolversParentTypes['FeeAffectedFamily']> = {
  children?: Resolver<Array<ResolversTypes['FeeAffectedChild']>, ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['FeeUser']>, ParentType, ContextType>;
};

export type FeeDraftResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeDraft'] = ResolversParentTypes['FeeDraft']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activityLogs?: Resolver<Array<ResolversTypes['FeeDraftLog']>, ParentType, ContextType>;
  approver?: Resolver<Maybe<ResolversTypes['FeeUser']>, ParentType, ContextType>;
  can?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['FeeRef'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  effectiveFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  feeTier?: Resolver<ResolversTypes['FeeRef'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkFeeTier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkUser?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FeeDraftItem']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['FeeUser'], ParentType, ContextType>;
};

export type FeeDraftImpactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeDraftImpact'] = ResolversParentTypes['FeeDraftImpact']> = {
  effectiveFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  families?: Resolver<Array<ResolversTypes['FeeAffectedFamily']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['FeeImpactLine']>, ParentType, ContextType>;
  needsNoticeWarning?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  noticeMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FeeDraftItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeDraftItem'] = ResolversParentTypes['FeeDraftItem']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  effectiveFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  lastAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['FeeRef'], ParentType, ContextType>;
  nationality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  program?: Resolver<ResolversTypes['FeeRef'], ParentType, ContextType>;
};

export type FeeDraftListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeDraftList'] = ResolversParentTypes['FeeDraftList']> = {
  data?: Resolver<Array<ResolversTypes['FeeDraft']>, ParentType, ContextType>;
  pendingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FeeDraftLogResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeDraftLog'] = ResolversParentTypes['FeeDraftLog']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['FeeUser'], ParentType, ContextType>;
};

export type FeeGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeGroup'] = ResolversParentTypes['FeeGroup']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeeImpactLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeImpactLine'] = ResolversParentTypes['FeeImpactLine']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['FeeRef'], ParentType, ContextType>;
  nationality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberOfChildren?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  program?: Resolver<ResolversTypes['FeeRef'], ParentType, ContextType>;
};

export type FeeRefResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeRef'] = ResolversParentTypes['FeeRef']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeeTierResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeTier'] = ResolversParentTypes['FeeTier']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['FeeRef'], ParentType, ContextType>;
  effectiveForRegistrationFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  effectiveForRegistrationTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  feeGroup?: Resolver<ResolversTypes['FeeGroup'], ParentType, ContextType>;
  fees?: Resolver<Array<ResolversTypes['Fee']>, ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkGroup?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isLastTierInGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberOfChildren?: Resolver<Array<ResolversTypes['FeeTierLevelCount']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FeeTierLevelCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeTierLevelCount'] = ResolversParentTypes['FeeTierLevelCount']> = {
  level?: Resolver<ResolversTypes['FeeRef'], ParentType, ContextType>;
  numberOfChildren?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FeeUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeUser'] = ResolversParentTypes['FeeUser']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeverFlagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeverFlag'] = ResolversParentTypes['FeverFlag']> = {
  childID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symptoms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  temperature?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FinanceSearchHitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FinanceSearchHit'] = ResolversParentTypes['FinanceSearchHit']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDInvoice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FinanceSearchListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FinanceSearchList'] = ResolversParentTypes['FinanceSearchList']> = {
  data?: Resolver<Array<ResolversTypes['FinanceSearchHit']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GeocodeResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GeocodeResult'] = ResolversParentTypes['GeocodeResult']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approximate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  building?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiroEnquiryInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GiroEnquiryInfo'] = ResolversParentTypes['GiroEnquiryInfo']> = {
  IDChild?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  IDEnquiry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  accounts?: Resolver<Array<ResolversTypes['BankAccount']>, ParentType, ContextType>;
  canPayRegistrationByGiro?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payingByGiro?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  skipGiroSetup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GuardianResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Guardian'] = ResolversParentTypes['Guardian']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guardianAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMainApplicant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isParent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhoneCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HealthCheckResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HealthCheck'] = ResolversParentTypes['HealthCheck']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fever?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  symptoms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  temperature?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HolidayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Holiday'] = ResolversParentTypes['Holiday']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centreHolidays?: Resolver<Array<ResolversTypes['CentreHoliday']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  holidayImageKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holidayImageURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type HolidayCentreResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HolidayCentre'] = ResolversParentTypes['HolidayCentre']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InjuryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Injury'] = ResolversParentTypes['Injury']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  acknowledgedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  acknowledgedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  childID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  injuryType?: Resolver<ResolversTypes['InjuryType'], ParentType, ContextType>;
  left?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  remarks?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reportedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  side?: Resolver<ResolversTypes['InjurySide'], ParentType, ContextType>;
  top?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InjuryFlagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InjuryFlag'] = ResolversParentTypes['InjuryFlag']> = {
  classLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  injury?: Resolver<ResolversTypes['Injury'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDEnquiry?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fkChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiceDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  invoiceDueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  invoiceNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InvoiceItem']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outstandingAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payNow?: Resolver<Maybe<ResolversTypes['PayNowDetails']>, ParentType, ContextType>;
  receipts?: Resolver<Array<ResolversTypes['InvoiceReceipt']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTaxAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceDetailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceDetail'] = ResolversParentTypes['InvoiceDetail']> = {
  CDAAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  can?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  centreName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNotes?: Resolver<Array<ResolversTypes['CreditNote']>, ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InvoiceDetailLine']>, ParentType, ContextType>;
  month?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  nonCDAAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceDetailLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceDetailLine'] = ResolversParentTypes['InvoiceDetailLine']> = {
  cdaPayable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayTotalAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  explanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceItem'] = ResolversParentTypes['InvoiceItem']> = {
  displayTotalAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceList'] = ResolversParentTypes['InvoiceList']> = {
  data?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceReceiptResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceReceipt'] = ResolversParentTypes['InvoiceReceipt']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDEnquiry?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  IDInvoice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiptNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceRunResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceRun'] = ResolversParentTypes['InvoiceRun']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDCentre?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  IDIssuer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  IDMaker?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  can?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  centreName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  makerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  processed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skippedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceRunDraftResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceRunDraft'] = ResolversParentTypes['InvoiceRunDraft']> = {
  CDAAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDInvoice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  centreName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  change?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InvoiceRunLine']>, ParentType, ContextType>;
  nonCDAAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previousGrandTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  skipMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skipReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTaxAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceRunDraftListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceRunDraftList'] = ResolversParentTypes['InvoiceRunDraftList']> = {
  data?: Resolver<Array<ResolversTypes['InvoiceRunDraft']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceRunLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceRunLine'] = ResolversParentTypes['InvoiceRunLine']> = {
  cdaPayable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayTotalAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceRunListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceRunList'] = ResolversParentTypes['InvoiceRunList']> = {
  data?: Resolver<Array<ResolversTypes['InvoiceRun']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type KioskChildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['KioskChild'] = ResolversParentTypes['KioskChild']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  collectors?: Resolver<Array<ResolversTypes['KioskCollector']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KioskCollectorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['KioskCollector'] = ResolversParentTypes['KioskCollector']> = {
  mobileEnding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KioskInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['KioskInfo'] = ResolversParentTypes['KioskInfo']> = {
  centreID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centreLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type KioskPassResolvers<ContextType = Context, ParentType extends ResolversParentTypes['KioskPass'] = ResolversParentTypes['KioskPass']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KioskSessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['KioskSession'] = ResolversParentTypes['KioskSession']> = {
  centreID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centreLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LatePickupEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LatePickupEntry'] = ResolversParentTypes['LatePickupEntry']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pickedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LatePickupEntryListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LatePickupEntryList'] = ResolversParentTypes['LatePickupEntryList']> = {
  data?: Resolver<Array<ResolversTypes['LatePickupEntry']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LeaveRequestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LeaveRequest'] = ResolversParentTypes['LeaveRequest']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  approveRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  approver?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approverRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  centreID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  halfDay?: Resolver<Maybe<ResolversTypes['LeaveHalfDay']>, ParentType, ContextType>;
  leaveType?: Resolver<ResolversTypes['LeaveType'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LeaveStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['LeaveSubject'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type LeaveSubjectResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LeaveSubject'] = ResolversParentTypes['LeaveSubject']> = {
  childID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teacherID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type LeaveTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LeaveType'] = ResolversParentTypes['LeaveType']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicableToChild?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicableToStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  approveRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  halfDayApplicable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LevelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Level'] = ResolversParentTypes['Level']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isInfant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offOnSaturday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['Program']>, ParentType, ContextType>;
  promotionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  toMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LevelListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LevelList'] = ResolversParentTypes['LevelList']> = {
  data?: Resolver<Array<ResolversTypes['Level']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoginUrlResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginUrl'] = ResolversParentTypes['LoginUrl']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MedicalConditionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MedicalCondition'] = ResolversParentTypes['MedicalCondition']> = {
  disease?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ModuleCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModuleCategory'] = ResolversParentTypes['ModuleCategory']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moduleCategoryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptVacancyForRegistration?: Resolver<ResolversTypes['WaitListItem'], ParentType, ContextType, RequireFields<MutationAcceptVacancyForRegistrationArgs, 'IDEnquiry'>>;
  acknowledgeChildInjury?: Resolver<ResolversTypes['Injury'], ParentType, ContextType, RequireFields<MutationAcknowledgeChildInjuryArgs, 'injuryID'>>;
  activateRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationActivateRoleArgs, 'IDSchool' | 'active' | 'roleID'>>;
  activateStaff?: Resolver<ResolversTypes['Staff'], ParentType, ContextType, RequireFields<MutationActivateStaffArgs, 'IDSchool' | 'staffID'>>;
  addCalendarEvent?: Resolver<ResolversTypes['VisitAvailability'], ParentType, ContextType, RequireFields<MutationAddCalendarEventArgs, 'IDCentre' | 'availability'>>;
  addChildActivityLog?: Resolver<ResolversTypes['ChildActivityLog'], ParentType, ContextType, RequireFields<MutationAddChildActivityLogArgs, 'IDEnquiry' | 'remark'>>;
  addChildInjury?: Resolver<ResolversTypes['Injury'], ParentType, ContextType, RequireFields<MutationAddChildInjuryArgs, 'childID' | 'injury'>>;
  addEnquiryStateMachineMap?: Resolver<ResolversTypes['EnquiryStateMachineMap'], ParentType, ContextType, RequireFields<MutationAddEnquiryStateMachineMapArgs, 'IDSchool' | 'fromState' | 'toState'>>;
  addEventPhotos?: Resolver<Array<ResolversTypes['EventPhoto']>, ParentType, ContextType, RequireFields<MutationAddEventPhotosArgs, 'IDEvent' | 'photos'>>;
  addGiro?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType, RequireFields<MutationAddGiroArgs, 'giroAccount' | 'paymentType'>>;
  addNewStaff?: Resolver<ResolversTypes['Staff'], ParentType, ContextType, RequireFields<MutationAddNewStaffArgs, 'IDSchool' | 'staffData'>>;
  addOrUpdateAttendance?: Resolver<Array<ResolversTypes['ChildAttendance']>, ParentType, ContextType, RequireFields<MutationAddOrUpdateAttendanceArgs, 'attendanceUpdate' | 'forChild'>>;
  addRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationAddRoleArgs, 'IDSchool' | 'roleData'>>;
  applyUnappliedCardPayment?: Resolver<ResolversTypes['UnappliedResolution'], ParentType, ContextType, RequireFields<MutationApplyUnappliedCardPaymentArgs, 'IDInvoice' | 'IDPaymentSession'>>;
  approveBlacklistDraft?: Resolver<ResolversTypes['BlacklistDraft'], ParentType, ContextType, RequireFields<MutationApproveBlacklistDraftArgs, 'IDBlacklistDraft'>>;
  approveCapacityChangeRequest?: Resolver<ResolversTypes['CapacityDraft'], ParentType, ContextType, RequireFields<MutationApproveCapacityChangeRequestArgs, 'DraftID'>>;
  approveEnquiryDocument?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationApproveEnquiryDocumentArgs, 'IDDocument'>>;
  approveFeeChangeRequest?: Resolver<ResolversTypes['FeeDraft'], ParentType, ContextType, RequireFields<MutationApproveFeeChangeRequestArgs, 'IDFeeDraft'>>;
  approveLeaveRequest?: Resolver<ResolversTypes['LeaveRequest'], ParentType, ContextType, RequireFields<MutationApproveLeaveRequestArgs, 'IDLeaveRequest'>>;
  approveParentMeeting?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationApproveParentMeetingArgs, 'IDVisit'>>;
  approveTransferRequestByDestinationCentreStaff?: Resolver<ResolversTypes['TransferDraft'], ParentType, ContextType, RequireFields<MutationApproveTransferRequestByDestinationCentreStaffArgs, 'IDTransfer'>>;
  approveTransferRequestBySourceCentreStaff?: Resolver<ResolversTypes['TransferDraft'], ParentType, ContextType, RequireFields<MutationApproveTransferRequestBySourceCentreStaffArgs, 'IDTransfer'>>;
  approveTrialPeriodVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationApproveTrialPeriodVisitArgs, 'IDVisit'>>;
  approveWithdrawalRequestByCentreStaff?: Resolver<ResolversTypes['WithdrawalDraft'], ParentType, ContextType, RequireFields<MutationApproveWithdrawalRequestByCentreStaffArgs, 'IDWithdrawal'>>;
  approveWithdrawalRequestByHQ?: Resolver<ResolversTypes['WithdrawalDraft'], ParentType, ContextType, RequireFields<MutationApproveWithdrawalRequestByHqArgs, 'IDWithdrawal'>>;
  assignChildrenToClass?: Resolver<ResolversTypes['ClassInfo'], ParentType, ContextType, RequireFields<MutationAssignChildrenToClassArgs, 'IDSchool' | 'childIDs' | 'classID' | 'from'>>;
  bookVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationBookVisitArgs, 'IDEnquiry' | 'date' | 'from' | 'to'>>;
  cancelAvailability?: Resolver<ResolversTypes['VisitAvailability'], ParentType, ContextType, RequireFields<MutationCancelAvailabilityArgs, 'IDAvailability'>>;
  cancelBlacklistDraft?: Resolver<ResolversTypes['BlacklistDraft'], ParentType, ContextType, RequireFields<MutationCancelBlacklistDraftArgs, 'IDBlacklistDraft' | 'remark'>>;
  cancelCapacityChangeRequest?: Resolver<ResolversTypes['CapacityDraft'], ParentType, ContextType, RequireFields<MutationCancelCapacityChangeRequestArgs, 'DraftID'>>;
  cancelEnquiry?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType, RequireFields<MutationCancelEnquiryArgs, 'ID'>>;
  cancelEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationCancelEventArgs, 'IDEvent'>>;
  cancelFeeChangeRequest?: Resolver<ResolversTypes['FeeDraft'], ParentType, ContextType, RequireFields<MutationCancelFeeChangeRequestArgs, 'IDFeeDraft'>>;
  cancelLeaveRequest?: Resolver<ResolversTypes['LeaveRequest'], ParentType, ContextType, RequireFields<MutationCancelLeaveRequestArgs, 'IDLeaveRequest'>>;
  cancelMyLeaveRequest?: Resolver<ResolversTypes['LeaveRequest'], ParentType, ContextType, RequireFields<MutationCancelMyLeaveRequestArgs, 'IDLeaveRequest'>>;
  cancelParentMeeting?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationCancelParentMeetingArgs, 'IDVisit'>>;
  cancelTransferRequestByUser?: Resolver<ResolversTypes['TransferDraft'], ParentType, ContextType, RequireFields<MutationCancelTransferRequestByUserArgs, 'IDTransfer'>>;
  cancelWithdrawal?: Resolver<ResolversTypes['WithdrawalDraft'], ParentType, ContextType, RequireFields<MutationCancelWithdrawalArgs, 'IDWithdrawal'>>;
  cancelWithdrawalRequest?: Resolver<ResolversTypes['WithdrawalDraft'], ParentType, ContextType, RequireFields<MutationCancelWithdrawalRequestArgs, 'IDWithdrawal'>>;
  changeMyPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeMyPasswordArgs, 'currentPassword' | 'newPassword'>>;
  completeTransferRequest?: Resolver<ResolversTypes['TransferDraft'], ParentType, ContextType, RequireFields<MutationCompleteTransferRequestArgs, 'IDTransfer'>>;
  confirmEmailChange?: Resolver<ResolversTypes['MyAccount'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'code'>>;
  createAdHocCreditNote?: Resolver<ResolversTypes['CreditNote'], ParentType, ContextType, RequireFields<MutationCreateAdHocCreditNoteArgs, 'IDInvoice' | 'amount' | 'remark'>>;
  createForm1?: Resolver<ResolversTypes['ConsentForm'], ParentType, ContextType, RequireFields<MutationCreateForm1Args, 'IDEnquiry' | 'participants'>>;
  createHoliday?: Resolver<ResolversTypes['Holiday'], ParentType, ContextType, RequireFields<MutationCreateHolidayArgs, 'IDSchool' | 'holiday'>>;
  createInvoiceRun?: Resolver<ResolversTypes['InvoiceRun'], ParentType, ContextType, RequireFields<MutationCreateInvoiceRunArgs, 'IDSchool' | 'month'>>;
  createNewClass?: Resolver<ResolversTypes['ClassInfo'], ParentType, ContextType, RequireFields<MutationCreateNewClassArgs, 'IDSchool' | 'classData'>>;
  createOfflineInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationCreateOfflineInvoiceArgs, 'IDCentre' | 'IDChild' | 'items'>>;
  createOrSaveEventDraft?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationCreateOrSaveEventDraftArgs, 'eventData'>>;
  createPaymentSession?: Resolver<ResolversTypes['PaymentSession'], ParentType, ContextType, RequireFields<MutationCreatePaymentSessionArgs, 'InvoiceID'>>;
  createReceiptForOfflinePayment?: Resolver<Array<ResolversTypes['InvoiceReceipt']>, ParentType, ContextType, RequireFields<MutationCreateReceiptForOfflinePaymentArgs, 'IDInvoice' | 'paymentType' | 'referenceNo'>>;
  deleteBroadcastingByID?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteBroadcastingByIdArgs, 'IDBroadcasting'>>;
  deleteBusDriverByID?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteBusDriverByIdArgs, 'IDBusDriver'>>;
  deleteClassAndTeachers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteClassAndTeachersArgs, 'IDSchool' | 'classID'>>;
  deleteEventPhotos?: Resolver<Array<ResolversTypes['EventPhoto']>, ParentType, ContextType, RequireFields<MutationDeleteEventPhotosArgs, 'IDEvent' | 'IDPhotos'>>;
  deleteHolidayDetails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteHolidayDetailsArgs, 'IDSchool' | 'holidayID'>>;
  discardInvoiceRun?: Resolver<ResolversTypes['InvoiceRun'], ParentType, ContextType, RequireFields<MutationDiscardInvoiceRunArgs, 'IDInvoiceRun'>>;
  draftSymptomClusterNotice?: Resolver<ResolversTypes['SymptomClusterFlag'], ParentType, ContextType, RequireFields<MutationDraftSymptomClusterNoticeArgs, 'clusterID'>>;
  endKioskSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEndKioskSessionArgs, 'kioskToken'>>;
  exportGiroApplicationPdf?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationExportGiroApplicationPdfArgs, 'IDBankAccount'>>;
  forgetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgetPasswordArgs, 'email'>>;
  generateGiroDeductionArchive?: Resolver<ResolversTypes['UploadedFile'], ParentType, ContextType, RequireFields<MutationGenerateGiroDeductionArchiveArgs, 'IDSchool' | 'month' | 'valueDate'>>;
  generateGiroRefundArchive?: Resolver<ResolversTypes['UploadedFile'], ParentType, ContextType, RequireFields<MutationGenerateGiroRefundArchiveArgs, 'IDSchool' | 'valueDate'>>;
  getAuthorisedPickupPhotoUploadURL?: Resolver<ResolversTypes['UploadTarget'], ParentType, ContextType, RequireFields<MutationGetAuthorisedPickupPhotoUploadUrlArgs, 'childID' | 'contentType' | 'filename'>>;
  getBroadcastingPhotoUploadUrl?: Resolver<ResolversTypes['UploadTarget'], ParentType, ContextType, RequireFields<MutationGetBroadcastingPhotoUploadUrlArgs, 'IDSchool' | 'contentType' | 'filename'>>;
  getChildPhotoUploadURL?: Resolver<ResolversTypes['UploadTarget'], ParentType, ContextType, RequireFields<MutationGetChildPhotoUploadUrlArgs, 'IDChild' | 'contentType' | 'filename'>>;
  getClassPhotoUploadURL?: Resolver<ResolversTypes['UploadTarget'], ParentType, ContextType, RequireFields<MutationGetClassPhotoUploadUrlArgs, 'IDSchool' | 'contentType' | 'filename'>>;
  getDocumentUploadURLByIDDocumentTypeConfig?: Resolver<ResolversTypes['UploadTarget'], ParentType, ContextType, RequireFields<MutationGetDocumentUploadUrlByIdDocumentTypeConfigArgs, 'IDChild' | 'IDDocumentTypeConfig' | 'contentType' | 'filename'>>;
  getEnquiryDocumentUploadUrl?: Resolver<ResolversTypes['UploadTarget'], ParentType, ContextType, RequireFields<MutationGetEnquiryDocumentUploadUrlArgs, 'IDEnquiry' | 'contentType' | 'filename'>>;
  getEventPhotoAlbumUploadUrl?: Resolver<Array<ResolversTypes['UploadTarget']>, ParentType, ContextType, RequireFields<MutationGetEventPhotoAlbumUploadUrlArgs, 'IDEvent' | 'files'>>;
  getEventPhotoUploadUrl?: Resolver<ResolversTypes['UploadTarget'], ParentType, ContextType, RequireFields<MutationGetEventPhotoUploadUrlArgs, 'IDEvent' | 'contentType' | 'filename'>>;
  getFinanceDocumentUploadURL?: Resolver<ResolversTypes['UploadTarget'], ParentType, ContextType, RequireFields<MutationGetFinanceDocumentUploadUrlArgs, 'IDSchool' | 'contentType' | 'filename'>>;
  getHolidayPhotoUploadURL?: Resolver<ResolversTypes['UploadTarget'], ParentType, ContextType, RequireFields<MutationGetHolidayPhotoUploadUrlArgs, 'IDSchool' | 'contentType' | 'filename'>>;
  getPublicPageImageUploadURL?: Resolver<ResolversTypes['UploadTarget'], ParentType, ContextType, RequireFields<MutationGetPublicPageImageUploadUrlArgs, 'IDSchool' | 'contentType' | 'filename'>>;
  getSchoolBrandingUploadURL?: Resolver<ResolversTypes['UploadTarget'], ParentType, ContextType, RequireFields<MutationGetSchoolBrandingUploadUrlArgs, 'IDSchool' | 'contentType' | 'filename' | 'purpose'>>;
  insertBusDriver?: Resolver<ResolversTypes['BusDriver'], ParentType, ContextType, RequireFields<MutationInsertBusDriverArgs, 'IDSchool' | 'data'>>;
  insertOrUpdateBusForSchool?: Resolver<ResolversTypes['Bus'], ParentType, ContextType, RequireFields<MutationInsertOrUpdateBusForSchoolArgs, 'IDSchool' | 'data'>>;
  insertOrUpdateCentreForSchool?: Resolver<ResolversTypes['Centre'], ParentType, ContextType, RequireFields<MutationInsertOrUpdateCentreForSchoolArgs, 'IDSchool' | 'addressData' | 'centreData' | 'levels'>>;
  insertOrUpdateCode?: Resolver<ResolversTypes['Code'], ParentType, ContextType, RequireFields<MutationInsertOrUpdateCodeArgs, 'IDSchool' | 'category' | 'code'>>;
  insertOrUpdateDocumentTypeConfig?: Resolver<ResolversTypes['DocumentTypeConfig'], ParentType, ContextType, RequireFields<MutationInsertOrUpdateDocumentTypeConfigArgs, 'IDSchool' | 'data'>>;
  insertOrUpdateLeaveType?: Resolver<ResolversTypes['LeaveType'], ParentType, ContextType, RequireFields<MutationInsertOrUpdateLeaveTypeArgs, 'IDSchool' | 'leaveTypeData'>>;
  insertOrUpdateLevelForSchool?: Resolver<ResolversTypes['Level'], ParentType, ContextType, RequireFields<MutationInsertOrUpdateLevelForSchoolArgs, 'IDSchool' | 'levelData'>>;
  insertOrUpdateParentByFkUser?: Resolver<ResolversTypes['ParentDetails'], ParentType, ContextType, RequireFields<MutationInsertOrUpdateParentByFkUserArgs, 'IDEnquiry' | 'fkUser' | 'parentData'>>;
  insertOrUpdateUserAddress?: Resolver<ResolversTypes['UserAddress'], ParentType, ContextType, RequireFields<MutationInsertOrUpdateUserAddressArgs, 'IDEnquiry' | 'addressData' | 'fkUser'>>;
  issueInvoiceRun?: Resolver<ResolversTypes['InvoiceRun'], ParentType, ContextType, RequireFields<MutationIssueInvoiceRunArgs, 'IDInvoiceRun'>>;
  issueKioskPass?: Resolver<ResolversTypes['KioskPass'], ParentType, ContextType>;
  kioskCheckIn?: Resolver<Array<ResolversTypes['KioskChild']>, ParentType, ContextType, RequireFields<MutationKioskCheckInArgs, 'children' | 'credential' | 'kioskToken' | 'mobile'>>;
  kioskCheckOut?: Resolver<Array<ResolversTypes['KioskChild']>, ParentType, ContextType, RequireFields<MutationKioskCheckOutArgs, 'children' | 'credential' | 'kioskToken' | 'mobile'>>;
  kioskIdentify?: Resolver<Array<ResolversTypes['KioskChild']>, ParentType, ContextType, RequireFields<MutationKioskIdentifyArgs, 'credential' | 'kioskToken'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markAsCompleted?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType, RequireFields<MutationMarkAsCompletedArgs, 'IDEnquiry'>>;
  markBroadcastingAsRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMarkBroadcastingAsReadArgs, 'IDBroadcastings' | 'isRead'>>;
  markEnquiryDocumentAsNotRequired?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationMarkEnquiryDocumentAsNotRequiredArgs, 'IDEnquiry' | 'documentTypeID' | 'remark'>>;
  markNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMarkNotificationsArgs, 'notificationIds' | 'read'>>;
  markRegistrationPaymentAsSuccessful?: Resolver<ResolversTypes['RegistrationPaymentResult'], ParentType, ContextType, RequireFields<MutationMarkRegistrationPaymentAsSuccessfulArgs, 'IDEnquiry' | 'paymentType' | 'referenceNo'>>;
  newEnquiry?: Resolver<ResolversTypes['NewEnquiryResult'], ParentType, ContextType, RequireFields<MutationNewEnquiryArgs, 'centreIDs' | 'email' | 'enquiry' | 'phoneNumber' | 'phoneNumberCountryCode' | 'schoolID'>>;
  newFeeDraft?: Resolver<ResolversTypes['FeeDraft'], ParentType, ContextType, RequireFields<MutationNewFeeDraftArgs, 'IDSchool' | 'data' | 'fkCentre'>>;
  newFeeTier?: Resolver<ResolversTypes['FeeTier'], ParentType, ContextType, RequireFields<MutationNewFeeTierArgs, 'IDSchool' | 'data'>>;
  newTag?: Resolver<ResolversTypes['WaitlistTag'], ParentType, ContextType, RequireFields<MutationNewTagArgs, 'description'>>;
  onAllWithdrawalDocumentedVerified?: Resolver<ResolversTypes['WithdrawalDraft'], ParentType, ContextType, RequireFields<MutationOnAllWithdrawalDocumentedVerifiedArgs, 'IDWithdrawal'>>;
  payGiroByInvoiceID?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationPayGiroByInvoiceIdArgs, 'InvoiceID'>>;
  payRegistrationFeeByGiro?: Resolver<ResolversTypes['GiroEnquiryInfo'], ParentType, ContextType, RequireFields<MutationPayRegistrationFeeByGiroArgs, 'IDEnquiry'>>;
  promoteChildrenAndAssignClass?: Resolver<ResolversTypes['PromotionResult'], ParentType, ContextType, RequireFields<MutationPromoteChildrenAndAssignClassArgs, 'IDSchool' | 'items'>>;
  publishEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationPublishEventArgs, 'IDEvent'>>;
  recordStaffAttendance?: Resolver<ResolversTypes['StaffAttendance'], ParentType, ContextType, RequireFields<MutationRecordStaffAttendanceArgs, 'centreId' | 'staffAttendance'>>;
  recordTrialPeriodPayment?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationRecordTrialPeriodPaymentArgs, 'IDVisit'>>;
  refundUnappliedCardPayment?: Resolver<ResolversTypes['UnappliedResolution'], ParentType, ContextType, RequireFields<MutationRefundUnappliedCardPaymentArgs, 'IDPaymentSession'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'password' | 'token'>>;
  rejectBlacklistDraft?: Resolver<ResolversTypes['BlacklistDraft'], ParentType, ContextType, RequireFields<MutationRejectBlacklistDraftArgs, 'IDBlacklistDraft' | 'remark'>>;
  rejectCapacityChangeRequest?: Resolver<ResolversTypes['CapacityDraft'], ParentType, ContextType, RequireFields<MutationRejectCapacityChangeRequestArgs, 'DraftID'>>;
  rejectEnquiryDocument?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationRejectEnquiryDocumentArgs, 'IDDocument' | 'remark'>>;
  rejectFeeChangeRequest?: Resolver<ResolversTypes['FeeDraft'], ParentType, ContextType, RequireFields<MutationRejectFeeChangeRequestArgs, 'IDFeeDraft' | 'remark'>>;
  rejectLeaveRequest?: Resolver<ResolversTypes['LeaveRequest'], ParentType, ContextType, RequireFields<MutationRejectLeaveRequestArgs, 'IDLeaveRequest' | 'remark'>>;
  rejectScheduledVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationRejectScheduledVisitArgs, 'IDVisit'>>;
  rejectTransferRequestByDestinationCentreStaff?: Resolver<ResolversTypes['TransferDraft'], ParentType, ContextType, RequireFields<MutationRejectTransferRequestByDestinationCentreStaffArgs, 'IDTransfer' | 'decision'>>;
  rejectTransferRequestBySourceCentreStaff?: Resolver<ResolversTypes['TransferDraft'], ParentType, ContextType, RequireFields<MutationRejectTransferRequestBySourceCentreStaffArgs, 'IDTransfer' | 'decision'>>;
  rejectTrialPeriodVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationRejectTrialPeriodVisitArgs, 'IDVisit'>>;
  rejectVacancyForRegistration?: Resolver<ResolversTypes['WaitListItem'], ParentType, ContextType, RequireFields<MutationRejectVacancyForRegistrationArgs, 'IDEnquiry'>>;
  rejectWithdrawalRequestByCentreStaff?: Resolver<ResolversTypes['WithdrawalDraft'], ParentType, ContextType, RequireFields<MutationRejectWithdrawalRequestByCentreStaffArgs, 'IDWithdrawal' | 'decision'>>;
  rejectWithdrawalRequestByHQ?: Resolver<ResolversTypes['WithdrawalDraft'], ParentType, ContextType, RequireFields<MutationRejectWithdrawalRequestByHqArgs, 'IDWithdrawal' | 'decision'>>;
  removeBusById?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveBusByIdArgs, 'IDBus'>>;
  removeCentreForSchool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveCentreForSchoolArgs, 'IDSchool' | 'centreID'>>;
  removeChildAuthorisedPickup?: Resolver<Array<ResolversTypes['AuthorisedPickup']>, ParentType, ContextType, RequireFields<MutationRemoveChildAuthorisedPickupArgs, 'childID' | 'pickupID'>>;
  removeChildFromRsvpList?: Resolver<ResolversTypes['EventRsvpChild'], ParentType, ContextType, RequireFields<MutationRemoveChildFromRsvpListArgs, 'IDChild' | 'IDEvent'>>;
  removeDocumentByIDEnquiry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveDocumentByIdEnquiryArgs, 'IDDocument' | 'IDEnquiry'>>;
  removeDocumentByStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveDocumentByStaffArgs, 'IDDocument'>>;
  removeEnquiryStateMachineMap?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveEnquiryStateMachineMapArgs, 'IDMap' | 'IDSchool'>>;
  removeEnquiryTag?: Resolver<ResolversTypes['WaitListItem'], ParentType, ContextType, RequireFields<MutationRemoveEnquiryTagArgs, 'IDEnquiry' | 'IDTag'>>;
  removeEventRsvpGuest?: Resolver<ResolversTypes['EventRsvpChild'], ParentType, ContextType, RequireFields<MutationRemoveEventRsvpGuestArgs, 'IDEvent' | 'IDGuest'>>;
  removeLevelForSchool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveLevelForSchoolArgs, 'IDSchool' | 'levelID'>>;
  removeRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveRoleArgs, 'IDSchool' | 'roleID'>>;
  removeStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveStaffArgs, 'IDSchool' | 'staffID'>>;
  requestChildLeave?: Resolver<ResolversTypes['LeaveRequest'], ParentType, ContextType, RequireFields<MutationRequestChildLeaveArgs, 'childID' | 'leaveData'>>;
  requestEmailChange?: Resolver<ResolversTypes['MyAccount'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'newEmail'>>;
  requestStaffLeave?: Resolver<ResolversTypes['LeaveRequest'], ParentType, ContextType, RequireFields<MutationRequestStaffLeaveArgs, 'leaveData'>>;
  rescheduleTrialPeriodVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationRescheduleTrialPeriodVisitArgs, 'IDVisit' | 'date' | 'from' | 'to'>>;
  rescheduleVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationRescheduleVisitArgs, 'IDVisit' | 'date' | 'from' | 'to'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'tokenString'>>;
  rsvpEvent?: Resolver<ResolversTypes['MyEvent'], ParentType, ContextType, RequireFields<MutationRsvpEventArgs, 'IDChild' | 'IDEvent' | 'rsvp'>>;
  saveAdditionalInformation?: Resolver<ResolversTypes['AdditionalInformation'], ParentType, ContextType, RequireFields<MutationSaveAdditionalInformationArgs, 'IDEnquiry' | 'data' | 'step'>>;
  saveBroadcasting?: Resolver<ResolversTypes['Broadcast'], ParentType, ContextType, RequireFields<MutationSaveBroadcastingArgs, 'IDSchool' | 'dto' | 'publish'>>;
  saveChildAuthorisedPickup?: Resolver<Array<ResolversTypes['AuthorisedPickup']>, ParentType, ContextType, RequireFields<MutationSaveChildAuthorisedPickupArgs, 'childID' | 'pickup'>>;
  saveDocument?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationSaveDocumentArgs, 'IDChild' | 'IDDocumentTypeConfig' | 'key'>>;
  saveDocumentsByIDEnquiry?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType, RequireFields<MutationSaveDocumentsByIdEnquiryArgs, 'IDEnquiry' | 'uploadedDocuments'>>;
  saveEnrolmentForm?: Resolver<ResolversTypes['EnrolmentForm'], ParentType, ContextType, RequireFields<MutationSaveEnrolmentFormArgs, 'EnrolmentForm' | 'IDEnquiry'>>;
  saveGiroApplication?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType, RequireFields<MutationSaveGiroApplicationArgs, 'IDChild' | 'IDSchool' | 'giroApplication'>>;
  savePublicPages?: Resolver<ResolversTypes['PublicPagesContent'], ParentType, ContextType, RequireFields<MutationSavePublicPagesArgs, 'IDSchool' | 'content'>>;
  scheduleTrialPeriodVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationScheduleTrialPeriodVisitArgs, 'IDEnquiry' | 'date' | 'from' | 'to'>>;
  sendOTP?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendOtpArgs, 'token' | 'userId'>>;
  sendWithdrawalFormLink?: Resolver<ResolversTypes['WithdrawalDraft'], ParentType, ContextType, RequireFields<MutationSendWithdrawalFormLinkArgs, 'IDWithdrawal'>>;
  setChildPhotoConsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetChildPhotoConsentArgs, 'IDChild' | 'photoConsent'>>;
  setCodeActive?: Resolver<ResolversTypes['Code'], ParentType, ContextType, RequireFields<MutationSetCodeActiveArgs, 'IDSchool' | 'active' | 'codeID'>>;
  setDocumentUploadAsCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetDocumentUploadAsCompletedArgs, 'IDEnquiry'>>;
  signConsentForm?: Resolver<ResolversTypes['ConsentParticipant'], ParentType, ContextType, RequireFields<MutationSignConsentFormArgs, 'signature' | 'token'>>;
  skipCentreVisit?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType, RequireFields<MutationSkipCentreVisitArgs, 'IDEnquiry'>>;
  skipTrialVisit?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType, RequireFields<MutationSkipTrialVisitArgs, 'IDEnquiry' | 'remarks'>>;
  startKioskSession?: Resolver<ResolversTypes['KioskSession'], ParentType, ContextType, RequireFields<MutationStartKioskSessionArgs, 'centreId'>>;
  startRegistration?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType, RequireFields<MutationStartRegistrationArgs, 'IDChild' | 'IDEnquiry'>>;
  submitEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationSubmitEventArgs, 'IDEvent'>>;
  submitFeeDraft?: Resolver<ResolversTypes['FeeDraft'], ParentType, ContextType, RequireFields<MutationSubmitFeeDraftArgs, 'IDFeeDraft'>>;
  submitForEndorsement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubmitForEndorsementArgs, 'IDEnquiry'>>;
  submitNewBlacklist?: Resolver<ResolversTypes['BlacklistDraft'], ParentType, ContextType, RequireFields<MutationSubmitNewBlacklistArgs, 'input'>>;
  submitNewTransferRequest?: Resolver<ResolversTypes['TransferDraft'], ParentType, ContextType, RequireFields<MutationSubmitNewTransferRequestArgs, 'childID' | 'transferData'>>;
  submitRemoveBlacklist?: Resolver<ResolversTypes['BlacklistDraft'], ParentType, ContextType, RequireFields<MutationSubmitRemoveBlacklistArgs, 'IDBlacklist' | 'remark'>>;
  submitVacancyPlanning?: Resolver<ResolversTypes['CapacityDraft'], ParentType, ContextType, RequireFields<MutationSubmitVacancyPlanningArgs, 'CapacityDraft' | 'CapacityDraftItems'>>;
  submitWithdrawalRequest?: Resolver<ResolversTypes['WithdrawalDraft'], ParentType, ContextType, RequireFields<MutationSubmitWithdrawalRequestArgs, 'childID' | 'withdrawalData'>>;
  subscribeWebPush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubscribeWebPushArgs, 'subscription'>>;
  unsubscribeWebPush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribeWebPushArgs, 'endpoint'>>;
  updateBankAccountStatus?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType, RequireFields<MutationUpdateBankAccountStatusArgs, 'IDBankAccount' | 'fkReason' | 'remarks' | 'status'>>;
  updateBusDriverByFields?: Resolver<ResolversTypes['BusDriver'], ParentType, ContextType, RequireFields<MutationUpdateBusDriverByFieldsArgs, 'IDBusDriver' | 'data'>>;
  updateChildByFields?: Resolver<ResolversTypes['Child'], ParentType, ContextType, RequireFields<MutationUpdateChildByFieldsArgs, 'IDChild' | 'data'>>;
  updateChildEmergencyContact?: Resolver<ResolversTypes['FamilyContacts'], ParentType, ContextType, RequireFields<MutationUpdateChildEmergencyContactArgs, 'IDChild' | 'data'>>;
  updateChildHealthInfo?: Resolver<ResolversTypes['ChildHealthInfo'], ParentType, ContextType, RequireFields<MutationUpdateChildHealthInfoArgs, 'childID' | 'healthInfo'>>;
  updateClassDetails?: Resolver<ResolversTypes['ClassInfo'], ParentType, ContextType, RequireFields<MutationUpdateClassDetailsArgs, 'IDSchool' | 'classData' | 'classID'>>;
  updateEnquiryDetail?: Resolver<ResolversTypes['WaitListItem'], ParentType, ContextType, RequireFields<MutationUpdateEnquiryDetailArgs, 'ID' | 'data'>>;
  updateEnquiryStateMachineMap?: Resolver<ResolversTypes['EnquiryStateMachineMap'], ParentType, ContextType, RequireFields<MutationUpdateEnquiryStateMachineMapArgs, 'IDMap' | 'IDSchool' | 'priority'>>;
  updateEnquiryTags?: Resolver<ResolversTypes['WaitListItem'], ParentType, ContextType, RequireFields<MutationUpdateEnquiryTagsArgs, 'IDEnquiry' | 'IDTag'>>;
  updateEventDetails?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUpdateEventDetailsArgs, 'IDEvent' | 'eventData'>>;
  updateEventPhotoTags?: Resolver<Array<ResolversTypes['EventPhoto']>, ParentType, ContextType, RequireFields<MutationUpdateEventPhotoTagsArgs, 'IDEvent' | 'IDPhoto' | 'childIDs'>>;
  updateEventPhotosStatus?: Resolver<Array<ResolversTypes['EventPhoto']>, ParentType, ContextType, RequireFields<MutationUpdateEventPhotosStatusArgs, 'IDEvent' | 'IDPhotos' | 'status'>>;
  updateFeeDraftItems?: Resolver<ResolversTypes['FeeDraft'], ParentType, ContextType, RequireFields<MutationUpdateFeeDraftItemsArgs, 'IDFeeDraft' | 'items'>>;
  updateHolidayDetails?: Resolver<ResolversTypes['Holiday'], ParentType, ContextType, RequireFields<MutationUpdateHolidayDetailsArgs, 'IDSchool' | 'holiday' | 'holidayID'>>;
  updateMyAddressFromChild?: Resolver<ResolversTypes['FamilyContacts'], ParentType, ContextType, RequireFields<MutationUpdateMyAddressFromChildArgs, 'IDChild' | 'addressData'>>;
  updateMyPreferredLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationUpdateMyPreferredLanguageArgs, 'language'>>;
  updateMyProfile?: Resolver<ResolversTypes['MyAccount'], ParentType, ContextType, RequireFields<MutationUpdateMyProfileArgs, 'firstname' | 'lastname' | 'mobilePhone'>>;
  updateMyPushPreferences?: Resolver<Array<ResolversTypes['PushPreference']>, ParentType, ContextType, RequireFields<MutationUpdateMyPushPreferencesArgs, 'kinds'>>;
  updateNotifiableSymptoms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationUpdateNotifiableSymptomsArgs, 'IDSchool' | 'symptoms'>>;
  updatePaymentSession?: Resolver<ResolversTypes['PaymentOrderStatus'], ParentType, ContextType, RequireFields<MutationUpdatePaymentSessionArgs, 'paymentOrderID'>>;
  updateRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'IDSchool' | 'roleData' | 'roleID'>>;
  updateSchoolConfig?: Resolver<Array<ResolversTypes['SchoolConfig']>, ParentType, ContextType, RequireFields<MutationUpdateSchoolConfigArgs, 'IDSchool' | 'entries'>>;
  updateStaff?: Resolver<ResolversTypes['Staff'], ParentType, ContextType, RequireFields<MutationUpdateStaffArgs, 'IDSchool' | 'staffData' | 'staffID'>>;
  updateTagByFields?: Resolver<ResolversTypes['WaitlistTag'], ParentType, ContextType, RequireFields<MutationUpdateTagByFieldsArgs, 'ID' | 'weight'>>;
  uploadGiroFile?: Resolver<ResolversTypes['UploadedFile'], ParentType, ContextType, RequireFields<MutationUploadGiroFileArgs, 'IDSchool' | 'fileKey'>>;
  uploadSubsidyFile?: Resolver<ResolversTypes['UploadedFile'], ParentType, ContextType, RequireFields<MutationUploadSubsidyFileArgs, 'IDSchool' | 'fileKey'>>;
  validateOTP?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationValidateOtpArgs, 'otpReceived' | 'token' | 'userId'>>;
};

export type MyAccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MyAccount'] = ResolversParentTypes['MyAccount']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhoneCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MyEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MyEvent'] = ResolversParentTypes['MyEvent']> = {
  canRsvp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  childID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  rsvp?: Resolver<Maybe<ResolversTypes['MyEventRsvp']>, ParentType, ContextType>;
};

export type MyEventAlbumResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MyEventAlbum'] = ResolversParentTypes['MyEventAlbum']> = {
  photoConsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['EventPhoto']>, ParentType, ContextType>;
};

export type MyEventRsvpResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MyEventRsvp'] = ResolversParentTypes['MyEventRsvp']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  consentAcceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  feeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['EventRsvpGuest']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NegativeVacancyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NegativeVacancy'] = ResolversParentTypes['NegativeVacancy']> = {
  firstMonth?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  levelId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortfall?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewEnquiryResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NewEnquiryResult'] = ResolversParentTypes['NewEnquiryResult']> = {
  data?: Resolver<Maybe<Array<ResolversTypes['Enquiry']>>, ParentType, ContextType>;
  error?: Resolver<Maybe<Array<ResolversTypes['ResultError']>>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['NotificationContent'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  navigate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationContentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationContent'] = ResolversParentTypes['NotificationContent']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationList'] = ResolversParentTypes['NotificationList']> = {
  data?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ParentChildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ParentChild'] = ResolversParentTypes['ParentChild']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  birthCertificate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  householdIncomeRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  race?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ParentDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ParentDetails'] = ResolversParentTypes['ParentDetails']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkUser?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highestQualification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identificationNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maritalStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occupationalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  race?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workingStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ParentInformationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ParentInformation'] = ResolversParentTypes['ParentInformation']> = {
  documentsToPrepare?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrolmentSteps?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  faqs?: Resolver<Array<ResolversTypes['PublicFaq']>, ParentType, ContextType>;
  fees?: Resolver<Array<ResolversTypes['PublicFeeRange']>, ParentType, ContextType>;
  subsidySchedule?: Resolver<ResolversTypes['SubsidySchedule'], ParentType, ContextType>;
};

export type PayNowDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PayNowDetails'] = ResolversParentTypes['PayNowDetails']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uen?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentAccessResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentAccess'] = ResolversParentTypes['PaymentAccess']> = {
  IDInvoice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastOrder?: Resolver<Maybe<ResolversTypes['PaymentOrderStatus']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outstanding?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentOrderStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentOrderStatus'] = ResolversParentTypes['PaymentOrderStatus']> = {
  IDInvoice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDReceipt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentSessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentSession'] = ResolversParentTypes['PaymentSession']> = {
  Id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  MerchantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Order?: Resolver<ResolversTypes['PaymentSessionOrder'], ParentType, ContextType>;
  SuccessIndicator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  UpdateStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkoutUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PaymentSessionOrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentSessionOrder'] = ResolversParentTypes['PaymentSessionOrder']> = {
  Amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PdfFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PdfFile'] = ResolversParentTypes['PdfFile']> = {
  contentBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PendingDocumentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PendingDocument'] = ResolversParentTypes['PendingDocument']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDCentre?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  IDChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDEnquiry?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  centreLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PendingDocumentListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PendingDocumentList'] = ResolversParentTypes['PendingDocumentList']> = {
  data?: Resolver<Array<ResolversTypes['PendingDocument']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PendingESignatureChildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PendingESignatureChild'] = ResolversParentTypes['PendingESignatureChild']> = {
  IDWithdrawal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['WithdrawalCode'], ParentType, ContextType>;
  child?: Resolver<ResolversTypes['WithdrawalChild'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  effectiveDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  formType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Program'] = ResolversParentTypes['Program']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromotionProposalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionProposal'] = ResolversParentTypes['PromotionProposal']> = {
  centre?: Resolver<ResolversTypes['ClassRef'], ParentType, ContextType>;
  child?: Resolver<ResolversTypes['ClassChild'], ParentType, ContextType>;
  class?: Resolver<Maybe<ResolversTypes['ClassRef']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fromLevel?: Resolver<ResolversTypes['ClassRef'], ParentType, ContextType>;
  moveReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toLevel?: Resolver<Maybe<ResolversTypes['ClassRef']>, ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PromotionResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionResult'] = ResolversParentTypes['PromotionResult']> = {
  moved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublicCentreResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicCentre'] = ResolversParentTypes['PublicCentre']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['PublicCentreAddress']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicCentreAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicCentreAddress'] = ResolversParentTypes['PublicCentreAddress']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicFaqResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicFaq'] = ResolversParentTypes['PublicFaq']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicFeeRangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicFeeRange'] = ResolversParentTypes['PublicFeeRange']> = {
  levelLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  residency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicPagesContentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicPagesContent'] = ResolversParentTypes['PublicPagesContent']> = {
  documentsToPrepare?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  faqs?: Resolver<Array<ResolversTypes['PublicFaq']>, ParentType, ContextType>;
  introduction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programmes?: Resolver<Array<ResolversTypes['PublicProgramme']>, ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PublicProgrammeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicProgramme'] = ResolversParentTypes['PublicProgramme']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PurchaseItem'] = ResolversParentTypes['PurchaseItem']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PurchaseItemListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PurchaseItemList'] = ResolversParentTypes['PurchaseItemList']> = {
  data?: Resolver<Array<ResolversTypes['PurchaseItem']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PushPreferenceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PushPreference'] = ResolversParentTypes['PushPreference']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  push?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  admissionByID?: Resolver<ResolversTypes['AdmissionDetail'], ParentType, ContextType, RequireFields<QueryAdmissionByIdArgs, 'IDEnquiry'>>;
  bankAccountInfoByIDChild?: Resolver<ResolversTypes['BankAccountInfo'], ParentType, ContextType, RequireFields<QueryBankAccountInfoByIdChildArgs, 'IDChild'>>;
  bankAccountInfoByIDEnquiry?: Resolver<ResolversTypes['GiroEnquiryInfo'], ParentType, ContextType, RequireFields<QueryBankAccountInfoByIdEnquiryArgs, 'IDEnquiry'>>;
  blacklistDraftsByFkSchool?: Resolver<ResolversTypes['BlacklistDraftList'], ParentType, ContextType, RequireFields<QueryBlacklistDraftsByFkSchoolArgs, 'IDSchool'>>;
  capacitiesByFkCentreFkLevelYear?: Resolver<Array<ResolversTypes['CapacityRecord']>, ParentType, ContextType, RequireFields<QueryCapacitiesByFkCentreFkLevelYearArgs, 'IDCentre' | 'IDLevel' | 'Year'>>;
  capacityDraftsByFkSchool?: Resolver<ResolversTypes['CapacityDraftList'], ParentType, ContextType, RequireFields<QueryCapacityDraftsByFkSchoolArgs, 'IDSchool'>>;
  childByID?: Resolver<ResolversTypes['Child'], ParentType, ContextType, RequireFields<QueryChildByIdArgs, 'IDChild' | 'IDSchool'>>;
  codesByLabelFkSchool?: Resolver<Array<ResolversTypes['CodeCategory']>, ParentType, ContextType, RequireFields<QueryCodesByLabelFkSchoolArgs, 'fkSchool' | 'labels'>>;
  documentTypeConfigsByFkDocumentTypeConfig?: Resolver<Array<ResolversTypes['DocumentTypeConfig']>, ParentType, ContextType, RequireFields<QueryDocumentTypeConfigsByFkDocumentTypeConfigArgs, 'IDSchool'>>;
  enquiryByID?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType, RequireFields<QueryEnquiryByIdArgs, 'id'>>;
  enquiryStateMachineMapImpact?: Resolver<ResolversTypes['StateMapImpact'], ParentType, ContextType, RequireFields<QueryEnquiryStateMachineMapImpactArgs, 'IDMap' | 'IDSchool'>>;
  eventById?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<QueryEventByIdArgs, 'IDEvent'>>;
  exportRsvpList?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryExportRsvpListArgs, 'IDEvent'>>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryFileUrlArgs, 'key'>>;
  findAllAdmission?: Resolver<ResolversTypes['AdmissionList'], ParentType, ContextType, RequireFields<QueryFindAllAdmissionArgs, 'IDSchool' | 'stageCode'>>;
  findAllAuditLog?: Resolver<ResolversTypes['AuditLogList'], ParentType, ContextType, RequireFields<QueryFindAllAuditLogArgs, 'IDSchool'>>;
  findAllBankBicCode?: Resolver<Array<ResolversTypes['BankBicCode']>, ParentType, ContextType>;
  findAllBus?: Resolver<ResolversTypes['BusList'], ParentType, ContextType, RequireFields<QueryFindAllBusArgs, 'IDSchool'>>;
  findAllBusDriver?: Resolver<ResolversTypes['BusDriverList'], ParentType, ContextType, RequireFields<QueryFindAllBusDriverArgs, 'IDSchool'>>;
  findAllCalendarEvent?: Resolver<ResolversTypes['CalendarMonth'], ParentType, ContextType, RequireFields<QueryFindAllCalendarEventArgs, 'month' | 'year'>>;
  findAllCentreByDistance?: Resolver<ResolversTypes['EnrollmentCentreList'], ParentType, ContextType, RequireFields<QueryFindAllCentreByDistanceArgs, 'enrollmentDate' | 'filter' | 'level' | 'postalCode' | 'radius'>>;
  findAllCentreForSchool?: Resolver<ResolversTypes['CentreList'], ParentType, ContextType, RequireFields<QueryFindAllCentreForSchoolArgs, 'IDSchool'>>;
  findAllCentreLevel?: Resolver<ResolversTypes['CentreLevelList'], ParentType, ContextType, RequireFields<QueryFindAllCentreLevelArgs, 'IDSchool' | 'centreID'>>;
  findAllChild?: Resolver<ResolversTypes['ChildList'], ParentType, ContextType, RequireFields<QueryFindAllChildArgs, 'IDSchool'>>;
  findAllChildActivityLog?: Resolver<ResolversTypes['ChildActivityLogList'], ParentType, ContextType, RequireFields<QueryFindAllChildActivityLogArgs, 'IDEnquiry'>>;
  findAllChildActivityLogByChild?: Resolver<ResolversTypes['ChildActivityLogList'], ParentType, ContextType, RequireFields<QueryFindAllChildActivityLogByChildArgs, 'IDChild'>>;
  findAllChildrenByParent?: Resolver<Array<ResolversTypes['ParentChild']>, ParentType, ContextType>;
  findAllChildrenNotAssignedToBus?: Resolver<Array<ResolversTypes['BusChild']>, ParentType, ContextType, RequireFields<QueryFindAllChildrenNotAssignedToBusArgs, 'IDSchool' | 'centreID'>>;
  findAllCodesForAdmin?: Resolver<ResolversTypes['CodeList'], ParentType, ContextType, RequireFields<QueryFindAllCodesForAdminArgs, 'IDSchool' | 'searchCategory'>>;
  findAllConfigByCategory?: Resolver<ResolversTypes['CodeList'], ParentType, ContextType, RequireFields<QueryFindAllConfigByCategoryArgs, 'filter' | 'searchCategory'>>;
  findAllConsolidatedRefund?: Resolver<ResolversTypes['ConsolidatedRefundList'], ParentType, ContextType, RequireFields<QueryFindAllConsolidatedRefundArgs, 'IDSchool'>>;
  findAllCurrentFeeTier?: Resolver<Array<ResolversTypes['FeeTier']>, ParentType, ContextType, RequireFields<QueryFindAllCurrentFeeTierArgs, 'IDSchool'>>;
  findAllEnquiry?: Resolver<ResolversTypes['EnquiryList'], ParentType, ContextType, Partial<QueryFindAllEnquiryArgs>>;
  findAllEnquiryState?: Resolver<Array<ResolversTypes['EnquiryState']>, ParentType, ContextType>;
  findAllEnquiryStateMachineMap?: Resolver<Array<ResolversTypes['EnquiryStateMachineMap']>, ParentType, ContextType, RequireFields<QueryFindAllEnquiryStateMachineMapArgs, 'IDSchool'>>;
  findAllEnrollmentCentresForSchool?: Resolver<ResolversTypes['EnrollmentCentreList'], ParentType, ContextType, RequireFields<QueryFindAllEnrollmentCentresForSchoolArgs, 'IDSchool' | 'enrollmentDate' | 'level'>>;
  findAllFailedJob?: Resolver<ResolversTypes['FailedJobList'], ParentType, ContextType, RequireFields<QueryFindAllFailedJobArgs, 'IDSchool'>>;
  findAllFeeDraft?: Resolver<ResolversTypes['FeeDraftList'], ParentType, ContextType, RequireFields<QueryFindAllFeeDraftArgs, 'IDSchool'>>;
  findAllFeeGroup?: Resolver<Array<ResolversTypes['FeeGroup']>, ParentType, ContextType, RequireFields<QueryFindAllFeeGroupArgs, 'IDSchool'>>;
  findAllGuardian?: Resolver<Array<ResolversTypes['Guardian']>, ParentType, ContextType, RequireFields<QueryFindAllGuardianArgs, 'IDChild'>>;
  findAllInvoice?: Resolver<ResolversTypes['InvoiceList'], ParentType, ContextType, RequireFields<QueryFindAllInvoiceArgs, 'IDSchool'>>;
  findAllInvoiceRun?: Resolver<ResolversTypes['InvoiceRunList'], ParentType, ContextType, RequireFields<QueryFindAllInvoiceRunArgs, 'IDSchool'>>;
  findAllInvoiceRunDraft?: Resolver<ResolversTypes['InvoiceRunDraftList'], ParentType, ContextType, RequireFields<QueryFindAllInvoiceRunDraftArgs, 'IDInvoiceRun'>>;
  findAllLevelsConfig?: Resolver<ResolversTypes['LevelList'], ParentType, ContextType, RequireFields<QueryFindAllLevelsConfigArgs, 'IDSchool'>>;
  findAllModuleCategory?: Resolver<Array<ResolversTypes['ModuleCategory']>, ParentType, ContextType, RequireFields<QueryFindAllModuleCategoryArgs, 'IDSchool'>>;
  findAllNegativeVacanciesByCentre?: Resolver<Array<ResolversTypes['NegativeVacancy']>, ParentType, ContextType, RequireFields<QueryFindAllNegativeVacanciesByCentreArgs, 'centreID'>>;
  findAllPendingDocument?: Resolver<ResolversTypes['PendingDocumentList'], ParentType, ContextType, Partial<QueryFindAllPendingDocumentArgs>>;
  findAllPurchaseItem?: Resolver<ResolversTypes['PurchaseItemList'], ParentType, ContextType, RequireFields<QueryFindAllPurchaseItemArgs, 'schoolID'>>;
  findAllSchoolConfig?: Resolver<ResolversTypes['SchoolConfigList'], ParentType, ContextType, RequireFields<QueryFindAllSchoolConfigArgs, 'filter'>>;
  findAllStaff?: Resolver<ResolversTypes['StaffList'], ParentType, ContextType, RequireFields<QueryFindAllStaffArgs, 'IDSchool'>>;
  findAllTags?: Resolver<Array<ResolversTypes['WaitlistTag']>, ParentType, ContextType>;
  findAllUnappliedCardPayment?: Resolver<ResolversTypes['UnappliedCardPaymentList'], ParentType, ContextType, RequireFields<QueryFindAllUnappliedCardPaymentArgs, 'IDSchool'>>;
  findAllUpcomingFeeTier?: Resolver<Array<ResolversTypes['FeeTier']>, ParentType, ContextType, RequireFields<QueryFindAllUpcomingFeeTierArgs, 'IDSchool'>>;
  findAllUploadedGiroFiles?: Resolver<ResolversTypes['UploadedFileList'], ParentType, ContextType, RequireFields<QueryFindAllUploadedGiroFilesArgs, 'IDSchool'>>;
  findAllUploadedSubsidyFiles?: Resolver<ResolversTypes['UploadedFileList'], ParentType, ContextType, RequireFields<QueryFindAllUploadedSubsidyFilesArgs, 'IDSchool'>>;
  findAllVacancies?: Resolver<Array<ResolversTypes['VacancyRecord']>, ParentType, ContextType, RequireFields<QueryFindAllVacanciesArgs, 'CentreID' | 'ServiceLevel' | 'Year'>>;
  findAllVisitAvailability?: Resolver<Array<ResolversTypes['VisitAvailability']>, ParentType, ContextType, RequireFields<QueryFindAllVisitAvailabilityArgs, 'IDCentre' | 'from' | 'to'>>;
  findAllWithdrawal?: Resolver<ResolversTypes['WithdrawalDraftList'], ParentType, ContextType, RequireFields<QueryFindAllWithdrawalArgs, 'IDSchool'>>;
  findAllWithdrawalDraft?: Resolver<ResolversTypes['WithdrawalDraftList'], ParentType, ContextType, RequireFields<QueryFindAllWithdrawalDraftArgs, 'IDSchool'>>;
  findNearestCentresByLatLong?: Resolver<ResolversTypes['EnrollmentCentreList'], ParentType, ContextType, RequireFields<QueryFindNearestCentresByLatLongArgs, 'enrollmentDate' | 'filter' | 'level' | 'location' | 'radius'>>;
  findRoleByFkSchool?: Resolver<ResolversTypes['RoleList'], ParentType, ContextType, RequireFields<QueryFindRoleByFkSchoolArgs, 'IDSchool'>>;
  findSchool?: Resolver<Maybe<ResolversTypes['School']>, ParentType, ContextType, RequireFields<QueryFindSchoolArgs, 'ID'>>;
  findSidebarMenuByUser?: Resolver<Array<ResolversTypes['SidebarMenuItem']>, ParentType, ContextType, RequireFields<QueryFindSidebarMenuByUserArgs, 'filter'>>;
  findStaffByID?: Resolver<ResolversTypes['Staff'], ParentType, ContextType, RequireFields<QueryFindStaffByIdArgs, 'IDSchool' | 'staffID'>>;
  findUnappliedCardPaymentTargets?: Resolver<Array<ResolversTypes['UnappliedTargetInvoice']>, ParentType, ContextType, RequireFields<QueryFindUnappliedCardPaymentTargetsArgs, 'IDPaymentSession'>>;
  geocodePostalCode?: Resolver<Maybe<ResolversTypes['GeocodeResult']>, ParentType, ContextType, RequireFields<QueryGeocodePostalCodeArgs, 'postalCode'>>;
  getADUserByEmail?: Resolver<Maybe<ResolversTypes['DirectoryUser']>, ParentType, ContextType, RequireFields<QueryGetAdUserByEmailArgs, 'email'>>;
  getADUsersByName?: Resolver<Array<ResolversTypes['DirectoryUser']>, ParentType, ContextType, RequireFields<QueryGetAdUsersByNameArgs, 'name'>>;
  getAccessibleCentresForModule?: Resolver<Array<ResolversTypes['Centre']>, ParentType, ContextType, RequireFields<QueryGetAccessibleCentresForModuleArgs, 'accessType' | 'module'>>;
  getAccountListing?: Resolver<ResolversTypes['AccountListing'], ParentType, ContextType, RequireFields<QueryGetAccountListingArgs, 'IDChild'>>;
  getAdditionalInformation?: Resolver<ResolversTypes['AdditionalInformation'], ParentType, ContextType, RequireFields<QueryGetAdditionalInformationArgs, 'IDEnquiry'>>;
  getAdmissionFilters?: Resolver<ResolversTypes['AdmissionFilters'], ParentType, ContextType, RequireFields<QueryGetAdmissionFiltersArgs, 'IDSchool'>>;
  getAgeingReport?: Resolver<Array<ResolversTypes['AgeingRow']>, ParentType, ContextType, RequireFields<QueryGetAgeingReportArgs, 'IDSchool'>>;
  getAllClassInfo?: Resolver<ResolversTypes['ClassList'], ParentType, ContextType, RequireFields<QueryGetAllClassInfoArgs, 'IDSchool'>>;
  getAllEvents?: Resolver<ResolversTypes['EventList'], ParentType, ContextType, RequireFields<QueryGetAllEventsArgs, 'IDSchool'>>;
  getAttendanceByClass?: Resolver<Array<ResolversTypes['ChildAttendance']>, ParentType, ContextType, RequireFields<QueryGetAttendanceByClassArgs, 'classID' | 'date'>>;
  getAvailableDaysOfMonth?: Resolver<Array<ResolversTypes['Date']>, ParentType, ContextType, RequireFields<QueryGetAvailableDaysOfMonthArgs, 'IDEnquiry' | 'visitType'>>;
  getBankAccountStatusChangeReasonsByStatus?: Resolver<Array<ResolversTypes['BankAccountStatusReason']>, ParentType, ContextType, RequireFields<QueryGetBankAccountStatusChangeReasonsByStatusArgs, 'status'>>;
  getBlackListData?: Resolver<ResolversTypes['BlacklistList'], ParentType, ContextType, RequireFields<QueryGetBlackListDataArgs, 'IDSchool'>>;
  getBroadcasting?: Resolver<ResolversTypes['BroadcastList'], ParentType, ContextType, RequireFields<QueryGetBroadcastingArgs, 'IDSchool'>>;
  getBroadcastingReadReceipts?: Resolver<ResolversTypes['BroadcastReadReceipts'], ParentType, ContextType, RequireFields<QueryGetBroadcastingReadReceiptsArgs, 'IDBroadcasting'>>;
  getCentreAttendanceSummaries?: Resolver<Array<ResolversTypes['CentreAttendanceSummary']>, ParentType, ContextType, RequireFields<QueryGetCentreAttendanceSummariesArgs, 'centreId' | 'from' | 'to'>>;
  getCentreAttendanceSummariesForStaff?: Resolver<Array<ResolversTypes['CentreAttendanceSummary']>, ParentType, ContextType, RequireFields<QueryGetCentreAttendanceSummariesForStaffArgs, 'centreId' | 'from' | 'to'>>;
  getCentreHealthFlags?: Resolver<ResolversTypes['CentreHealthFlags'], ParentType, ContextType, RequireFields<QueryGetCentreHealthFlagsArgs, 'centreId' | 'date'>>;
  getCentreHolidaysOfYear?: Resolver<Array<ResolversTypes['Holiday']>, ParentType, ContextType, RequireFields<QueryGetCentreHolidaysOfYearArgs, 'IDSchool' | 'year'>>;
  getCentreLeaveRequests?: Resolver<Array<ResolversTypes['LeaveRequest']>, ParentType, ContextType, RequireFields<QueryGetCentreLeaveRequestsArgs, 'centreID' | 'from' | 'to'>>;
  getCentreOutlooks?: Resolver<Array<ResolversTypes['CentreOutlook']>, ParentType, ContextType, RequireFields<QueryGetCentreOutlooksArgs, 'IDSchool' | 'centres' | 'enrollmentDate' | 'level'>>;
  getChildAttendances?: Resolver<Array<ResolversTypes['ChildAttendance']>, ParentType, ContextType, RequireFields<QueryGetChildAttendancesArgs, 'childID' | 'from' | 'to'>>;
  getChildAuthorisedPickups?: Resolver<Array<ResolversTypes['AuthorisedPickup']>, ParentType, ContextType, RequireFields<QueryGetChildAuthorisedPickupsArgs, 'childID'>>;
  getChildCurrentBalance?: Resolver<ResolversTypes['ChildBalance'], ParentType, ContextType, RequireFields<QueryGetChildCurrentBalanceArgs, 'IDChild'>>;
  getChildHealthInfo?: Resolver<ResolversTypes['ChildHealthInfo'], ParentType, ContextType, RequireFields<QueryGetChildHealthInfoArgs, 'childID'>>;
  getChildHealthInfoForDay?: Resolver<ResolversTypes['ChildHealthDay'], ParentType, ContextType, RequireFields<QueryGetChildHealthInfoForDayArgs, 'childID' | 'date'>>;
  getChildInjuries?: Resolver<Array<ResolversTypes['Injury']>, ParentType, ContextType, RequireFields<QueryGetChildInjuriesArgs, 'childID' | 'from' | 'to'>>;
  getChildLatePickupEntries?: Resolver<ResolversTypes['LatePickupEntryList'], ParentType, ContextType, RequireFields<QueryGetChildLatePickupEntriesArgs, 'childID' | 'from' | 'to'>>;
  getChildLeaveRequests?: Resolver<Array<ResolversTypes['LeaveRequest']>, ParentType, ContextType, RequireFields<QueryGetChildLeaveRequestsArgs, 'childID'>>;
  getChildRelationData?: Resolver<Array<ResolversTypes['ChildRelation']>, ParentType, ContextType, RequireFields<QueryGetChildRelationDataArgs, 'IDChild'>>;
  getChildrenData?: Resolver<ResolversTypes['ChildList'], ParentType, ContextType, RequireFields<QueryGetChildrenDataArgs, 'IDSchool'>>;
  getChildrenToAssignToClass?: Resolver<Array<ResolversTypes['Child']>, ParentType, ContextType, RequireFields<QueryGetChildrenToAssignToClassArgs, 'IDSchool' | 'classID'>>;
  getChildrenWithoutAttendance?: Resolver<Array<ResolversTypes['ChildWithoutAttendance']>, ParentType, ContextType, RequireFields<QueryGetChildrenWithoutAttendanceArgs, 'centreId' | 'month'>>;
  getCompletedTransferRequests?: Resolver<ResolversTypes['TransferDraftList'], ParentType, ContextType, RequireFields<QueryGetCompletedTransferRequestsArgs, 'IDSchool'>>;
  getConsentForm?: Resolver<Maybe<ResolversTypes['ConsentForm']>, ParentType, ContextType, RequireFields<QueryGetConsentFormArgs, 'IDEnquiry'>>;
  getDocumentTypeByDocumentCategory?: Resolver<Array<ResolversTypes['DocumentTypeConfig']>, ParentType, ContextType, RequireFields<QueryGetDocumentTypeByDocumentCategoryArgs, 'IDSchool'>>;
  getDocumentURL?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryGetDocumentUrlArgs, 'IDDocument'>>;
  getDraftEvents?: Resolver<ResolversTypes['EventList'], ParentType, ContextType, RequireFields<QueryGetDraftEventsArgs, 'IDSchool'>>;
  getEnquiryDocumentSummary?: Resolver<ResolversTypes['EnquiryDocumentSummary'], ParentType, ContextType, RequireFields<QueryGetEnquiryDocumentSummaryArgs, 'IDEnquiry'>>;
  getEnquiryDraftMonthlyFeeInvoice?: Resolver<Maybe<ResolversTypes['DraftInvoice']>, ParentType, ContextType, RequireFields<QueryGetEnquiryDraftMonthlyFeeInvoiceArgs, 'IDEnquiry'>>;
  getEnquiryFrontendStates?: Resolver<ResolversTypes['EnquiryFrontendStates'], ParentType, ContextType, RequireFields<QueryGetEnquiryFrontendStatesArgs, 'IDEnquiry'>>;
  getEnquiryRegistrationInvoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryGetEnquiryRegistrationInvoiceArgs, 'IDEnquiry'>>;
  getEnrolmentDocumentURL?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryGetEnrolmentDocumentUrlArgs, 'IDEnquiry'>>;
  getEnrolmentForm?: Resolver<ResolversTypes['EnrolmentForm'], ParentType, ContextType, RequireFields<QueryGetEnrolmentFormArgs, 'IDEnquiry'>>;
  getEnrolmentStatus?: Resolver<ResolversTypes['EnrolmentStatus'], ParentType, ContextType, RequireFields<QueryGetEnrolmentStatusArgs, 'IDEnquiry'>>;
  getEventCalendarFile?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryGetEventCalendarFileArgs, 'IDChild' | 'IDEvent'>>;
  getEventClasses?: Resolver<Array<ResolversTypes['EventClassOption']>, ParentType, ContextType, RequireFields<QueryGetEventClassesArgs, 'IDSchool'>>;
  getEventPhotos?: Resolver<Array<ResolversTypes['EventPhoto']>, ParentType, ContextType, RequireFields<QueryGetEventPhotosArgs, 'IDEvent'>>;
  getEventRsvpChildList?: Resolver<ResolversTypes['EventRsvpChildList'], ParentType, ContextType, RequireFields<QueryGetEventRsvpChildListArgs, 'IDEvent'>>;
  getFamilyContacts?: Resolver<ResolversTypes['FamilyContacts'], ParentType, ContextType, RequireFields<QueryGetFamilyContactsArgs, 'IDChild'>>;
  getFeeDraftImpact?: Resolver<ResolversTypes['FeeDraftImpact'], ParentType, ContextType, RequireFields<QueryGetFeeDraftImpactArgs, 'IDFeeDraft'>>;
  getInvoice?: Resolver<ResolversTypes['InvoiceDetail'], ParentType, ContextType, RequireFields<QueryGetInvoiceArgs, 'IDInvoice'>>;
  getInvoicePaymentAccess?: Resolver<ResolversTypes['PaymentAccess'], ParentType, ContextType, RequireFields<QueryGetInvoicePaymentAccessArgs, 'IDInvoice'>>;
  getInvoiceRun?: Resolver<ResolversTypes['InvoiceRun'], ParentType, ContextType, RequireFields<QueryGetInvoiceRunArgs, 'IDInvoiceRun'>>;
  getKiosk?: Resolver<ResolversTypes['KioskInfo'], ParentType, ContextType, RequireFields<QueryGetKioskArgs, 'kioskToken'>>;
  getLeaveTypes?: Resolver<Array<ResolversTypes['LeaveType']>, ParentType, ContextType, RequireFields<QueryGetLeaveTypesArgs, 'IDSchool'>>;
  getLevelsForSchool?: Resolver<Array<ResolversTypes['Level']>, ParentType, ContextType, RequireFields<QueryGetLevelsForSchoolArgs, 'IDSchool'>>;
  getLoginUrl?: Resolver<ResolversTypes['LoginUrl'], ParentType, ContextType, RequireFields<QueryGetLoginUrlArgs, 'fkSchool'>>;
  getMyEventPhotos?: Resolver<ResolversTypes['MyEventAlbum'], ParentType, ContextType, RequireFields<QueryGetMyEventPhotosArgs, 'IDChild' | 'IDEvent'>>;
  getMyEvents?: Resolver<Array<ResolversTypes['MyEvent']>, ParentType, ContextType>;
  getMyLeaveRequests?: Resolver<Array<ResolversTypes['LeaveRequest']>, ParentType, ContextType>;
  getMyWaitlistPositions?: Resolver<Array<ResolversTypes['WaitlistPosition']>, ParentType, ContextType>;
  getNotifiableSymptoms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryGetNotifiableSymptomsArgs, 'IDSchool'>>;
  getNotifications?: Resolver<ResolversTypes['NotificationList'], ParentType, ContextType, Partial<QueryGetNotificationsArgs>>;
  getOfflineOfflinePaymentReceiptTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  getParentInformation?: Resolver<ResolversTypes['ParentInformation'], ParentType, ContextType, RequireFields<QueryGetParentInformationArgs, 'IDSchool'>>;
  getPastChildrenData?: Resolver<ResolversTypes['ChildList'], ParentType, ContextType, RequireFields<QueryGetPastChildrenDataArgs, 'IDSchool'>>;
  getPastEvents?: Resolver<ResolversTypes['EventList'], ParentType, ContextType, RequireFields<QueryGetPastEventsArgs, 'IDSchool'>>;
  getPaymentAccess?: Resolver<ResolversTypes['PaymentAccess'], ParentType, ContextType, RequireFields<QueryGetPaymentAccessArgs, 'IDEnquiry'>>;
  getPendingEvents?: Resolver<ResolversTypes['EventList'], ParentType, ContextType, RequireFields<QueryGetPendingEventsArgs, 'IDSchool'>>;
  getPendingForm2ESignatureChildren?: Resolver<Array<ResolversTypes['PendingESignatureChild']>, ParentType, ContextType, Partial<QueryGetPendingForm2ESignatureChildrenArgs>>;
  getPendingVisitCounts?: Resolver<Array<ResolversTypes['CentrePendingVisits']>, ParentType, ContextType>;
  getPendingWithdrawalForm3ESignatureChildren?: Resolver<Array<ResolversTypes['PendingESignatureChild']>, ParentType, ContextType, Partial<QueryGetPendingWithdrawalForm3ESignatureChildrenArgs>>;
  getPromotionPreview?: Resolver<Array<ResolversTypes['PromotionProposal']>, ParentType, ContextType, RequireFields<QueryGetPromotionPreviewArgs, 'IDSchool'>>;
  getPublicPagesForEdit?: Resolver<ResolversTypes['PublicPagesContent'], ParentType, ContextType, RequireFields<QueryGetPublicPagesForEditArgs, 'IDSchool'>>;
  getRsvpAttendeesClassAndCentreCountByStatus?: Resolver<Array<ResolversTypes['RsvpClassCentreCount']>, ParentType, ContextType, RequireFields<QueryGetRsvpAttendeesClassAndCentreCountByStatusArgs, 'IDEvent'>>;
  getRsvpStatusCountDetails?: Resolver<Array<ResolversTypes['RsvpStatusCount']>, ParentType, ContextType, RequireFields<QueryGetRsvpStatusCountDetailsArgs, 'IDEvent'>>;
  getScheduledVisits?: Resolver<ResolversTypes['VisitList'], ParentType, ContextType, Partial<QueryGetScheduledVisitsArgs>>;
  getScheduledVisitsOfChild?: Resolver<Array<ResolversTypes['Visit']>, ParentType, ContextType, RequireFields<QueryGetScheduledVisitsOfChildArgs, 'IDChild'>>;
  getSchoolIntroduction?: Resolver<ResolversTypes['SchoolIntroduction'], ParentType, ContextType, RequireFields<QueryGetSchoolIntroductionArgs, 'IDSchool'>>;
  getSigningDocument?: Resolver<ResolversTypes['SigningDocument'], ParentType, ContextType, RequireFields<QueryGetSigningDocumentArgs, 'token'>>;
  getStaffAttendancesByCentre?: Resolver<ResolversTypes['StaffAttendanceDay'], ParentType, ContextType, RequireFields<QueryGetStaffAttendancesByCentreArgs, 'centreId' | 'date'>>;
  getSubsidySchedule?: Resolver<ResolversTypes['SubsidySchedule'], ParentType, ContextType, RequireFields<QueryGetSubsidyScheduleArgs, 'IDEnquiry'>>;
  getTeacherListOnInput?: Resolver<Array<ResolversTypes['ClassTeacher']>, ParentType, ContextType, RequireFields<QueryGetTeacherListOnInputArgs, 'IDSchool' | 'centreID' | 'search'>>;
  getTransferDestinations?: Resolver<Array<ResolversTypes['TransferDestination']>, ParentType, ContextType, RequireFields<QueryGetTransferDestinationsArgs, 'childID'>>;
  getTransferDraft?: Resolver<ResolversTypes['TransferDraft'], ParentType, ContextType, RequireFields<QueryGetTransferDraftArgs, 'IDTransfer'>>;
  getTransferDrafts?: Resolver<ResolversTypes['TransferDraftList'], ParentType, ContextType, RequireFields<QueryGetTransferDraftsArgs, 'IDSchool'>>;
  getTrialPeriodInvoice?: Resolver<Maybe<ResolversTypes['TrialPeriodInvoice']>, ParentType, ContextType, RequireFields<QueryGetTrialPeriodInvoiceArgs, 'IDEnquiry'>>;
  getUpcomingEvents?: Resolver<ResolversTypes['EventList'], ParentType, ContextType, RequireFields<QueryGetUpcomingEventsArgs, 'IDSchool'>>;
  getUploadedDocument?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType, RequireFields<QueryGetUploadedDocumentArgs, 'IDEnquiry'>>;
  getVacancyTab?: Resolver<Array<ResolversTypes['VacancyTabRow']>, ParentType, ContextType, RequireFields<QueryGetVacancyTabArgs, 'IDCentre'>>;
  getVisitCalendarFile?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryGetVisitCalendarFileArgs, 'IDVisit'>>;
  getVisitTimeSlot?: Resolver<Array<ResolversTypes['VisitTimeSlot']>, ParentType, ContextType, RequireFields<QueryGetVisitTimeSlotArgs, 'IDEnquiry' | 'date' | 'visitType'>>;
  getWaitList?: Resolver<ResolversTypes['WaitList'], ParentType, ContextType, Partial<QueryGetWaitListArgs>>;
  getWaitListEnquiry?: Resolver<ResolversTypes['WaitListItem'], ParentType, ContextType, RequireFields<QueryGetWaitListEnquiryArgs, 'IDEnquiry'>>;
  getWaitListFilter?: Resolver<ResolversTypes['WaitListFilterOptions'], ParentType, ContextType>;
  getWithdrawalDefaultRefundAmount?: Resolver<ResolversTypes['WithdrawalRefundEstimate'], ParentType, ContextType, RequireFields<QueryGetWithdrawalDefaultRefundAmountArgs, 'childID' | 'effectiveDate' | 'noticeDate'>>;
  getWithdrawalDraft?: Resolver<ResolversTypes['WithdrawalDraft'], ParentType, ContextType, RequireFields<QueryGetWithdrawalDraftArgs, 'IDWithdrawal'>>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoicePdf?: Resolver<ResolversTypes['PdfFile'], ParentType, ContextType, RequireFields<QueryInvoicePdfArgs, 'IDInvoice'>>;
  invoicesByFkChild?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoicesByFkChildArgs, 'IDChild'>>;
  isExistingChild?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIsExistingChildArgs, 'birthCertificate' | 'fkSchool'>>;
  isExistingParent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIsExistingParentArgs, 'email'>>;
  listRequiredDocuments?: Resolver<Array<ResolversTypes['RequiredDocument']>, ParentType, ContextType, RequireFields<QueryListRequiredDocumentsArgs, 'IDEnquiry'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<QueryLoginArgs, 'email' | 'password'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myAccount?: Resolver<ResolversTypes['MyAccount'], ParentType, ContextType>;
  myConsents?: Resolver<Array<ResolversTypes['Consent']>, ParentType, ContextType>;
  myPushPreferences?: Resolver<Array<ResolversTypes['PushPreference']>, ParentType, ContextType>;
  receiptByEnquiryID?: Resolver<Array<ResolversTypes['InvoiceReceipt']>, ParentType, ContextType, Partial<QueryReceiptByEnquiryIdArgs>>;
  receiptPdf?: Resolver<ResolversTypes['PdfFile'], ParentType, ContextType, RequireFields<QueryReceiptPdfArgs, 'IDReceipt'>>;
  registrationInfo?: Resolver<ResolversTypes['RegistrationInfo'], ParentType, ContextType, RequireFields<QueryRegistrationInfoArgs, 'token'>>;
  schoolConfigByFkSchoolKey?: Resolver<Maybe<ResolversTypes['SchoolConfig']>, ParentType, ContextType, RequireFields<QuerySchoolConfigByFkSchoolKeyArgs, 'fkSchool' | 'key'>>;
  searchAdmissions?: Resolver<Array<ResolversTypes['Admission']>, ParentType, ContextType, RequireFields<QuerySearchAdmissionsArgs, 'q'>>;
  searchBroadcastingScope?: Resolver<Array<ResolversTypes['BroadcastScopeOption']>, ParentType, ContextType, RequireFields<QuerySearchBroadcastingScopeArgs, 'IDSchool' | 'search'>>;
  searchChildInWaitList?: Resolver<Array<ResolversTypes['WaitListItem']>, ParentType, ContextType, RequireFields<QuerySearchChildInWaitListArgs, 'q'>>;
  searchFinance?: Resolver<ResolversTypes['FinanceSearchList'], ParentType, ContextType, RequireFields<QuerySearchFinanceArgs, 'IDSchool' | 'keyword'>>;
  searchPlaces?: Resolver<Array<ResolversTypes['GeocodeResult']>, ParentType, ContextType, RequireFields<QuerySearchPlacesArgs, 'searchVal'>>;
  strandedEnquiryStates?: Resolver<ResolversTypes['StrandedStates'], ParentType, ContextType, RequireFields<QueryStrandedEnquiryStatesArgs, 'IDSchool'>>;
  suggestLevel?: Resolver<Maybe<ResolversTypes['SuggestedLevel']>, ParentType, ContextType, RequireFields<QuerySuggestLevelArgs, 'IDSchool' | 'dateOfBirth' | 'enrollmentDate'>>;
  vacancyAvailableInCentreForLevel?: Resolver<ResolversTypes['CentreLevelVacancy'], ParentType, ContextType, RequireFields<QueryVacancyAvailableInCentreForLevelArgs, 'IDCentre' | 'IDLevel' | 'date'>>;
  validateUser?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<QueryValidateUserArgs, 'tokenString'>>;
  webPushPublicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RefundItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RefundItem'] = ResolversParentTypes['RefundItem']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  isCda?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundCompletionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistrationInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationInfo'] = ResolversParentTypes['RegistrationInfo']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  otpRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  privacyPolicyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegistrationPaymentResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationPaymentResult'] = ResolversParentTypes['RegistrationPaymentResult']> = {
  duplicate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enquiryState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
  receipt?: Resolver<ResolversTypes['InvoiceReceipt'], ParentType, ContextType>;
};

export type RegistrationStepStateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationStepState'] = ResolversParentTypes['RegistrationStepState']> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  data?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type RequiredDocumentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RequiredDocument'] = ResolversParentTypes['RequiredDocument']> = {
  ChildID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  DocumentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  DocumentTypeID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  Fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ParentID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  Remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  Status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  UploadAccess?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType>;
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResultErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResultError'] = ResolversParentTypes['ResultError']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isRemovable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedUser?: Resolver<Maybe<ResolversTypes['RoleModifier']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberOfUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roleTemplates?: Resolver<Array<ResolversTypes['RoleTemplate']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type RoleListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RoleList'] = ResolversParentTypes['RoleList']> = {
  data?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoleModifierResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RoleModifier'] = ResolversParentTypes['RoleModifier']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoleTemplateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RoleTemplate'] = ResolversParentTypes['RoleTemplate']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  access?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkModuleCategory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moduleCategory?: Resolver<ResolversTypes['ModuleCategory'], ParentType, ContextType>;
};

export type RsvpClassCentreCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RsvpClassCentreCount'] = ResolversParentTypes['RsvpClassCentreCount']> = {
  centreID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centreLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  classLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RsvpStatusCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RsvpStatusCount'] = ResolversParentTypes['RsvpStatusCount']> = {
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchoolResolvers<ContextType = Context, ParentType extends ResolversParentTypes['School'] = ResolversParentTypes['School']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchoolConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolConfig'] = ResolversParentTypes['SchoolConfig']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchoolConfigListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolConfigList'] = ResolversParentTypes['SchoolConfigList']> = {
  data?: Resolver<Array<ResolversTypes['SchoolConfig']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SchoolIntroductionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolIntroduction'] = ResolversParentTypes['SchoolIntroduction']> = {
  centres?: Resolver<Array<ResolversTypes['PublicCentre']>, ParentType, ContextType>;
  introduction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programmes?: Resolver<Array<ResolversTypes['PublicProgramme']>, ParentType, ContextType>;
};

export type SeatOfferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SeatOffer'] = ResolversParentTypes['SeatOffer']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SidebarMenuItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SidebarMenuItem'] = ResolversParentTypes['SidebarMenuItem']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fkNavigation?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SigningDocumentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SigningDocument'] = ResolversParentTypes['SigningDocument']> = {
  contentSha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  declaration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  participants?: Resolver<Array<ResolversTypes['SigningParticipant']>, ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['ConsentSection']>, ParentType, ContextType>;
  signer?: Resolver<ResolversTypes['SigningParticipant'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SigningParticipantResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SigningParticipant'] = ResolversParentTypes['SigningParticipant']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Staff'] = ResolversParentTypes['Staff']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  centres?: Resolver<Array<ResolversTypes['StaffCentre']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  staffID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['StaffUser'], ParentType, ContextType>;
};

export type StaffAttendanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffAttendance'] = ResolversParentTypes['StaffAttendance']> = {
  checkIn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkOut?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  classIDs?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inCentre?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leave?: Resolver<Maybe<ResolversTypes['DayLeave']>, ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['StaffAttendanceSession']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['StaffAttendanceStatus']>, ParentType, ContextType>;
  teacherID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffAttendanceDayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffAttendanceDay'] = ResolversParentTypes['StaffAttendanceDay']> = {
  centreID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  ratios?: Resolver<Array<ResolversTypes['ClassStaffRatio']>, ParentType, ContextType>;
  staff?: Resolver<Array<ResolversTypes['StaffAttendance']>, ParentType, ContextType>;
};

export type StaffAttendanceSessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffAttendanceSession'] = ResolversParentTypes['StaffAttendanceSession']> = {
  checkIn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  checkOut?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffCentreResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffCentre'] = ResolversParentTypes['StaffCentre']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffList'] = ResolversParentTypes['StaffList']> = {
  data?: Resolver<Array<ResolversTypes['Staff']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffRoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffRole'] = ResolversParentTypes['StaffRole']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffUser'] = ResolversParentTypes['StaffUser']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasCentreScopeAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHQStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhoneCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StateMapEnquiryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StateMapEnquiry'] = ResolversParentTypes['StateMapEnquiry']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centreLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childFirstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childLastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StateMapImpactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StateMapImpact'] = ResolversParentTypes['StateMapImpact']> = {
  states?: Resolver<Array<ResolversTypes['StateMapStateImpact']>, ParentType, ContextType>;
};

export type StateMapStateImpactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StateMapStateImpact'] = ResolversParentTypes['StateMapStateImpact']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enquiries?: Resolver<Array<ResolversTypes['StateMapEnquiry']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EnquiryState'], ParentType, ContextType>;
  stranded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StrandedStatesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StrandedStates'] = ResolversParentTypes['StrandedStates']> = {
  states?: Resolver<Array<ResolversTypes['StateMapStateImpact']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  attendanceChanged?: SubscriptionResolver<ResolversTypes['AttendanceLiveEvent'], "attendanceChanged", ParentType, ContextType, Partial<SubscriptionAttendanceChangedArgs>>;
};

export type SubsidyAdditionalBandResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubsidyAdditionalBand'] = ResolversParentTypes['SubsidyAdditionalBand']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  careType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  incomeMaxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perCapitaMaxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubsidyBasicRateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubsidyBasicRate'] = ResolversParentTypes['SubsidyBasicRate']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  careType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  working?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubsidyScheduleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubsidySchedule'] = ResolversParentTypes['SubsidySchedule']> = {
  additional?: Resolver<Array<ResolversTypes['SubsidyAdditionalBand']>, ParentType, ContextType>;
  basic?: Resolver<Array<ResolversTypes['SubsidyBasicRate']>, ParentType, ContextType>;
};

export type SuggestedLevelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SuggestedLevel'] = ResolversParentTypes['SuggestedLevel']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isInfant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['Program']>, ParentType, ContextType>;
  toMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SymptomClusterFlagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SymptomClusterFlag'] = ResolversParentTypes['SymptomClusterFlag']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  broadcastID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  broadcastStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  childCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  lastDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  symptom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransferActivityLogResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransferActivityLog'] = ResolversParentTypes['TransferActivityLog']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['TransferUser']>, ParentType, ContextType>;
};

export type TransferChildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransferChild'] = ResolversParentTypes['TransferChild']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransferDestinationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransferDestination'] = ResolversParentTypes['TransferDestination']> = {
  centre?: Resolver<ResolversTypes['TransferRef'], ParentType, ContextType>;
  vacancyAvailable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type TransferDraftResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransferDraft'] = ResolversParentTypes['TransferDraft']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activityLogs?: Resolver<Array<ResolversTypes['TransferActivityLog']>, ParentType, ContextType>;
  additionalStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  can?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  destinationApprover?: Resolver<Maybe<ResolversTypes['TransferUser']>, ParentType, ContextType>;
  destinationCentre?: Resolver<ResolversTypes['TransferRef'], ParentType, ContextType>;
  destinationCentreEnrollmentCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['TransferItem'], ParentType, ContextType>;
  sourceApprover?: Resolver<Maybe<ResolversTypes['TransferUser']>, ParentType, ContextType>;
  sourceCentre?: Resolver<ResolversTypes['TransferRef'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedBy?: Resolver<ResolversTypes['TransferUser'], ParentType, ContextType>;
  subsidyNotice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vacancyAvailableForTransferRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  withdrawalEConsentCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TransferDraftListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransferDraftList'] = ResolversParentTypes['TransferDraftList']> = {
  data?: Resolver<Array<ResolversTypes['TransferDraft']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TransferItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransferItem'] = ResolversParentTypes['TransferItem']> = {
  child?: Resolver<ResolversTypes['TransferChild'], ParentType, ContextType>;
  destinationCentre?: Resolver<ResolversTypes['TransferRef'], ParentType, ContextType>;
  effectiveDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fkEnquiry?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['TransferRef'], ParentType, ContextType>;
  refundDepositAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundFeeAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceCentre?: Resolver<ResolversTypes['TransferRef'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['TransferUser']>, ParentType, ContextType>;
};

export type TransferRefResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransferRef'] = ResolversParentTypes['TransferRef']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransferUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransferUser'] = ResolversParentTypes['TransferUser']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrialPeriodInvoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrialPeriodInvoice'] = ResolversParentTypes['TrialPeriodInvoice']> = {
  IDEnquiry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDVisit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnappliedCardPaymentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnappliedCardPayment'] = ResolversParentTypes['UnappliedCardPayment']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDInvoice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type UnappliedCardPaymentListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnappliedCardPaymentList'] = ResolversParentTypes['UnappliedCardPaymentList']> = {
  data?: Resolver<Array<ResolversTypes['UnappliedCardPayment']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UnappliedResolutionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnappliedResolution'] = ResolversParentTypes['UnappliedResolution']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDInvoice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  IDReceipt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  IDRefund?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  resolution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnappliedTargetInvoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnappliedTargetInvoice'] = ResolversParentTypes['UnappliedTargetInvoice']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  invoiceNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outstandingAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UploadTargetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UploadTarget'] = ResolversParentTypes['UploadTarget']> = {
  Key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UploadedFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UploadedFile'] = ResolversParentTypes['UploadedFile']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  URL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  docType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  log?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  month?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type UploadedFileListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UploadedFileList'] = ResolversParentTypes['UploadedFileList']> = {
  data?: Resolver<Array<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  birthdate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  can?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  childRelations?: Resolver<Array<ResolversTypes['UserChildRelation']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasCentreScopeAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasClassScopeAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  homePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isHQStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhoneCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['UserParent']>, ParentType, ContextType>;
  preferredLanguage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userAccessControls?: Resolver<Array<ResolversTypes['UserAccessControl']>, ParentType, ContextType>;
  userRoleRelations?: Resolver<Array<ResolversTypes['UserRoleRelation']>, ParentType, ContextType>;
};

export type UserAccessControlResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserAccessControl'] = ResolversParentTypes['UserAccessControl']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkCentre?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fkClass?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  school?: Resolver<ResolversTypes['UserSchool'], ParentType, ContextType>;
};

export type UserAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserAddress'] = ResolversParentTypes['UserAddress']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  building?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fkUser?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserChildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserChild'] = ResolversParentTypes['UserChild']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  birthCertificate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  childClasses?: Resolver<Array<ResolversTypes['UserChildClass']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  householdIncomeRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  race?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserChildClassResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserChildClass'] = ResolversParentTypes['UserChildClass']> = {
  class?: Resolver<ResolversTypes['UserClass'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['UserProgram']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type UserChildRelationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserChildRelation'] = ResolversParentTypes['UserChildRelation']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  child?: Resolver<ResolversTypes['UserChild'], ParentType, ContextType>;
  fkChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserClassResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserClass'] = ResolversParentTypes['UserClass']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserModuleCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserModuleCategory'] = ResolversParentTypes['UserModuleCategory']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moduleCategoryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserParentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserParent'] = ResolversParentTypes['UserParent']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyIncome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workplaceStaff?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserProgram'] = ResolversParentTypes['UserProgram']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserRoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserRole'] = ResolversParentTypes['UserRole']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleTemplates?: Resolver<Array<ResolversTypes['UserRoleTemplate']>, ParentType, ContextType>;
};

export type UserRoleRelationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserRoleRelation'] = ResolversParentTypes['UserRoleRelation']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkRole?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
};

export type UserRoleTemplateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserRoleTemplate'] = ResolversParentTypes['UserRoleTemplate']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  access?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkModuleCategory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  moduleCategory?: Resolver<ResolversTypes['UserModuleCategory'], ParentType, ContextType>;
};

export type UserSchoolResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserSchool'] = ResolversParentTypes['UserSchool']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VacancyRecordResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VacancyRecord'] = ResolversParentTypes['VacancyRecord']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  monthNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VacancyTabRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VacancyTabRow'] = ResolversParentTypes['VacancyTabRow']> = {
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enrolled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levelLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  offered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vacancies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VisitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Visit'] = ResolversParentTypes['Visit']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  approvalDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['EnquiryCentre'], ParentType, ContextType>;
  childFirstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childLastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkEnquiry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkUser?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkVisitAvailability?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  levelLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trialPeriodFee?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  trialPeriodPaymentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visitFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visitTo?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visitType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VisitAvailabilityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VisitAvailability'] = ResolversParentTypes['VisitAvailability']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  familiesPerSlot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recurOnDays?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  recurType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visitType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visits?: Resolver<Array<ResolversTypes['Visit']>, ParentType, ContextType>;
};

export type VisitListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VisitList'] = ResolversParentTypes['VisitList']> = {
  data?: Resolver<Array<ResolversTypes['Visit']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VisitTimeSlotResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VisitTimeSlot'] = ResolversParentTypes['VisitTimeSlot']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WaitListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WaitList'] = ResolversParentTypes['WaitList']> = {
  data?: Resolver<Array<ResolversTypes['WaitListItem']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WaitListCentreResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WaitListCentre'] = ResolversParentTypes['WaitListCentre']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WaitListFilterOptionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WaitListFilterOptions'] = ResolversParentTypes['WaitListFilterOptions']> = {
  centres?: Resolver<Array<ResolversTypes['WaitListCentre']>, ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['WaitListLabel']>, ParentType, ContextType>;
  preferMonthOfEnrolmentOptions?: Resolver<Array<ResolversTypes['Date']>, ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['WaitListLabel']>, ParentType, ContextType>;
  races?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['WaitlistTag']>, ParentType, ContextType>;
};

export type WaitListItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WaitListItem'] = ResolversParentTypes['WaitListItem']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  admissionStatus?: Resolver<ResolversTypes['EnquiryState'], ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['WaitListCentre'], ParentType, ContextType>;
  childFirstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childLastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childRace?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrollmentPlan?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkProgram?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fkUser?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['WaitListLabel'], ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['SeatOffer']>, ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['WaitListLabel']>, ParentType, ContextType>;
  queuePosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queueWeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stateHistory?: Resolver<Array<ResolversTypes['EnquiryStateChange']>, ParentType, ContextType>;
  vacancyAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  waitlistTags?: Resolver<Array<ResolversTypes['WaitlistTag']>, ParentType, ContextType>;
  waitlistedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type WaitListLabelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WaitListLabel'] = ResolversParentTypes['WaitListLabel']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WaitlistPositionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WaitlistPosition'] = ResolversParentTypes['WaitlistPosition']> = {
  IDEnquiry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centreLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childFirstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrollmentPlan?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  expectedOfferMonth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  levelLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['SeatOffer']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queueLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WaitlistTagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WaitlistTag'] = ResolversParentTypes['WaitlistTag']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  centre?: Resolver<Maybe<ResolversTypes['WaitListCentre']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isCustom?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WithdrawalActivityLogResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WithdrawalActivityLog'] = ResolversParentTypes['WithdrawalActivityLog']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['WithdrawalUser']>, ParentType, ContextType>;
};

export type WithdrawalChildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WithdrawalChild'] = ResolversParentTypes['WithdrawalChild']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WithdrawalCodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WithdrawalCode'] = ResolversParentTypes['WithdrawalCode']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WithdrawalDraftResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WithdrawalDraft'] = ResolversParentTypes['WithdrawalDraft']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activityLogs?: Resolver<Array<ResolversTypes['WithdrawalActivityLog']>, ParentType, ContextType>;
  can?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['WithdrawalCode'], ParentType, ContextType>;
  centreApprover?: Resolver<Maybe<ResolversTypes['WithdrawalUser']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  documentsVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eConsentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  forms?: Resolver<Array<ResolversTypes['ConsentForm']>, ParentType, ContextType>;
  hqApprover?: Resolver<Maybe<ResolversTypes['WithdrawalUser']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedBy?: Resolver<ResolversTypes['WithdrawalUser'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  withdrawalDraftItem?: Resolver<ResolversTypes['WithdrawalDraftItem'], ParentType, ContextType>;
};

export type WithdrawalDraftItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WithdrawalDraftItem'] = ResolversParentTypes['WithdrawalDraftItem']> = {
  child?: Resolver<ResolversTypes['WithdrawalChild'], ParentType, ContextType>;
  codeByParentReason?: Resolver<ResolversTypes['WithdrawalCode'], ParentType, ContextType>;
  codeByReason?: Resolver<Maybe<ResolversTypes['WithdrawalCode']>, ParentType, ContextType>;
  depositAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  effectiveDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  feeInLieuAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feeInLieuAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noticeDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  refundDepositAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundFeeAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WithdrawalDraftListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WithdrawalDraftList'] = ResolversParentTypes['WithdrawalDraftList']> = {
  data?: Resolver<Array<ResolversTypes['WithdrawalDraft']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WithdrawalRefundEstimateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WithdrawalRefundEstimate'] = ResolversParentTypes['WithdrawalRefundEstimate']> = {
  defaultDepositRefundAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defaultFeeRefundAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  earliestLastDay?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  feeInLieuAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noticeInDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortNoticeDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WithdrawalUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WithdrawalUser'] = ResolversParentTypes['WithdrawalUser']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AccountListing?: AccountListingResolvers<ContextType>;
  AccountListingEntry?: AccountListingEntryResolvers<ContextType>;
  AdditionalInformation?: AdditionalInformationResolvers<ContextType>;
  Admission?: AdmissionResolvers<ContextType>;
  AdmissionChild?: AdmissionChildResolvers<ContextType>;
  AdmissionDetail?: AdmissionDetailResolvers<ContextType>;
  AdmissionFilters?: AdmissionFiltersResolvers<ContextType>;
  AdmissionList?: AdmissionListResolvers<ContextType>;
  AdmissionOption?: AdmissionOptionResolvers<ContextType>;
  AdmissionParent?: AdmissionParentResolvers<ContextType>;
  AdmissionStageCount?: AdmissionStageCountResolvers<ContextType>;
  AdmissionStageOption?: AdmissionStageOptionResolvers<ContextType>;
  AgeingRow?: AgeingRowResolvers<ContextType>;
  AttendanceChange?: AttendanceChangeResolvers<ContextType>;
  AttendanceChild?: AttendanceChildResolvers<ContextType>;
  AttendanceEntry?: AttendanceEntryResolvers<ContextType>;
  AttendanceLiveEvent?: AttendanceLiveEventResolvers<ContextType>;
  AuditLogEntry?: AuditLogEntryResolvers<ContextType>;
  AuditLogList?: AuditLogListResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  AuthorisedPickup?: AuthorisedPickupResolvers<ContextType>;
  BankAccount?: BankAccountResolvers<ContextType>;
  BankAccountInfo?: BankAccountInfoResolvers<ContextType>;
  BankAccountStatusChange?: BankAccountStatusChangeResolvers<ContextType>;
  BankAccountStatusReason?: BankAccountStatusReasonResolvers<ContextType>;
  BankBicCode?: BankBicCodeResolvers<ContextType>;
  BlacklistCode?: BlacklistCodeResolvers<ContextType>;
  BlacklistDraft?: BlacklistDraftResolvers<ContextType>;
  BlacklistDraftItem?: BlacklistDraftItemResolvers<ContextType>;
  BlacklistDraftList?: BlacklistDraftListResolvers<ContextType>;
  BlacklistEntry?: BlacklistEntryResolvers<ContextType>;
  BlacklistList?: BlacklistListResolvers<ContextType>;
  BlacklistPerson?: BlacklistPersonResolvers<ContextType>;
  Broadcast?: BroadcastResolvers<ContextType>;
  BroadcastAttachment?: BroadcastAttachmentResolvers<ContextType>;
  BroadcastClassReceipt?: BroadcastClassReceiptResolvers<ContextType>;
  BroadcastList?: BroadcastListResolvers<ContextType>;
  BroadcastReadReceipts?: BroadcastReadReceiptsResolvers<ContextType>;
  BroadcastRecipient?: BroadcastRecipientResolvers<ContextType>;
  BroadcastRole?: BroadcastRoleResolvers<ContextType>;
  BroadcastScope?: BroadcastScopeResolvers<ContextType>;
  BroadcastScopeOption?: BroadcastScopeOptionResolvers<ContextType>;
  BroadcastSender?: BroadcastSenderResolvers<ContextType>;
  Bus?: BusResolvers<ContextType>;
  BusCentre?: BusCentreResolvers<ContextType>;
  BusChild?: BusChildResolvers<ContextType>;
  BusDriver?: BusDriverResolvers<ContextType>;
  BusDriverList?: BusDriverListResolvers<ContextType>;
  BusList?: BusListResolvers<ContextType>;
  CalendarEventItem?: CalendarEventItemResolvers<ContextType>;
  CalendarHoliday?: CalendarHolidayResolvers<ContextType>;
  CalendarMonth?: CalendarMonthResolvers<ContextType>;
  CalendarVisit?: CalendarVisitResolvers<ContextType>;
  CapacityDraft?: CapacityDraftResolvers<ContextType>;
  CapacityDraftActivityLog?: CapacityDraftActivityLogResolvers<ContextType>;
  CapacityDraftItem?: CapacityDraftItemResolvers<ContextType>;
  CapacityDraftList?: CapacityDraftListResolvers<ContextType>;
  CapacityRecord?: CapacityRecordResolvers<ContextType>;
  Centre?: CentreResolvers<ContextType>;
  CentreAddress?: CentreAddressResolvers<ContextType>;
  CentreAttendanceSummary?: CentreAttendanceSummaryResolvers<ContextType>;
  CentreHealthFlags?: CentreHealthFlagsResolvers<ContextType>;
  CentreHoliday?: CentreHolidayResolvers<ContextType>;
  CentreLevel?: CentreLevelResolvers<ContextType>;
  CentreLevelList?: CentreLevelListResolvers<ContextType>;
  CentreLevelVacancy?: CentreLevelVacancyResolvers<ContextType>;
  CentreList?: CentreListResolvers<ContextType>;
  CentreNearbyPostcode?: CentreNearbyPostcodeResolvers<ContextType>;
  CentreOfferedLevel?: CentreOfferedLevelResolvers<ContextType>;
  CentreOfferedProgram?: CentreOfferedProgramResolvers<ContextType>;
  CentreOutlook?: CentreOutlookResolvers<ContextType>;
  CentrePendingVisits?: CentrePendingVisitsResolvers<ContextType>;
  Child?: ChildResolvers<ContextType>;
  ChildActivityLog?: ChildActivityLogResolvers<ContextType>;
  ChildActivityLogList?: ChildActivityLogListResolvers<ContextType>;
  ChildActivityUser?: ChildActivityUserResolvers<ContextType>;
  ChildAttendance?: ChildAttendanceResolvers<ContextType>;
  ChildBalance?: ChildBalanceResolvers<ContextType>;
  ChildClassPlacement?: ChildClassPlacementResolvers<ContextType>;
  ChildHealthDay?: ChildHealthDayResolvers<ContextType>;
  ChildHealthInfo?: ChildHealthInfoResolvers<ContextType>;
  ChildLevel?: ChildLevelResolvers<ContextType>;
  ChildList?: ChildListResolvers<ContextType>;
  ChildRelation?: ChildRelationResolvers<ContextType>;
  ChildWithoutAttendance?: ChildWithoutAttendanceResolvers<ContextType>;
  ClassChild?: ClassChildResolvers<ContextType>;
  ClassInfo?: ClassInfoResolvers<ContextType>;
  ClassList?: ClassListResolvers<ContextType>;
  ClassRef?: ClassRefResolvers<ContextType>;
  ClassStaffRatio?: ClassStaffRatioResolvers<ContextType>;
  ClassTeacher?: ClassTeacherResolvers<ContextType>;
  Code?: CodeResolvers<ContextType>;
  CodeCategory?: CodeCategoryResolvers<ContextType>;
  CodeList?: CodeListResolvers<ContextType>;
  Consent?: ConsentResolvers<ContextType>;
  ConsentForm?: ConsentFormResolvers<ContextType>;
  ConsentParticipant?: ConsentParticipantResolvers<ContextType>;
  ConsentRow?: ConsentRowResolvers<ContextType>;
  ConsentSection?: ConsentSectionResolvers<ContextType>;
  ConsolidatedRefund?: ConsolidatedRefundResolvers<ContextType>;
  ConsolidatedRefundList?: ConsolidatedRefundListResolvers<ContextType>;
  CreditNote?: CreditNoteResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DayLeave?: DayLeaveResolvers<ContextType>;
  DirectoryUser?: DirectoryUserResolvers<ContextType>;
  Document?: DocumentResolvers<ContextType>;
  DocumentTypeConfig?: DocumentTypeConfigResolvers<ContextType>;
  DraftInvoice?: DraftInvoiceResolvers<ContextType>;
  Enquiry?: EnquiryResolvers<ContextType>;
  EnquiryCentre?: EnquiryCentreResolvers<ContextType>;
  EnquiryDocumentSummary?: EnquiryDocumentSummaryResolvers<ContextType>;
  EnquiryFrontendStates?: EnquiryFrontendStatesResolvers<ContextType>;
  EnquiryFrontendStep?: EnquiryFrontendStepResolvers<ContextType>;
  EnquiryList?: EnquiryListResolvers<ContextType>;
  EnquiryState?: EnquiryStateResolvers<ContextType>;
  EnquiryStateChange?: EnquiryStateChangeResolvers<ContextType>;
  EnquiryStateMachineMap?: EnquiryStateMachineMapResolvers<ContextType>;
  EnquiryUser?: EnquiryUserResolvers<ContextType>;
  EnrollmentCentre?: EnrollmentCentreResolvers<ContextType>;
  EnrollmentCentreList?: EnrollmentCentreListResolvers<ContextType>;
  EnrolmentForm?: EnrolmentFormResolvers<ContextType>;
  EnrolmentStatus?: EnrolmentStatusResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventClassOption?: EventClassOptionResolvers<ContextType>;
  EventList?: EventListResolvers<ContextType>;
  EventPhoto?: EventPhotoResolvers<ContextType>;
  EventPhotoTag?: EventPhotoTagResolvers<ContextType>;
  EventRsvpChild?: EventRsvpChildResolvers<ContextType>;
  EventRsvpChildList?: EventRsvpChildListResolvers<ContextType>;
  EventRsvpGuest?: EventRsvpGuestResolvers<ContextType>;
  EventScope?: EventScopeResolvers<ContextType>;
  FailedJob?: FailedJobResolvers<ContextType>;
  FailedJobList?: FailedJobListResolvers<ContextType>;
  FamilyContacts?: FamilyContactsResolvers<ContextType>;
  Fee?: FeeResolvers<ContextType>;
  FeeAffectedChild?: FeeAffectedChildResolvers<ContextType>;
  FeeAffectedFamily?: FeeAffectedFamilyResolvers<ContextType>;
  FeeDraft?: FeeDraftResolvers<ContextType>;
  FeeDraftImpact?: FeeDraftImpactResolvers<ContextType>;
  FeeDraftItem?: FeeDraftItemResolvers<ContextType>;
  FeeDraftList?: FeeDraftListResolvers<ContextType>;
  FeeDraftLog?: FeeDraftLogResolvers<ContextType>;
  FeeGroup?: FeeGroupResolvers<ContextType>;
  FeeImpactLine?: FeeImpactLineResolvers<ContextType>;
  FeeRef?: FeeRefResolvers<ContextType>;
  FeeTier?: FeeTierResolvers<ContextType>;
  FeeTierLevelCount?: FeeTierLevelCountResolvers<ContextType>;
  FeeUser?: FeeUserResolvers<ContextType>;
  FeverFlag?: FeverFlagResolvers<ContextType>;
  FinanceSearchHit?: FinanceSearchHitResolvers<ContextType>;
  FinanceSearchList?: FinanceSearchListResolvers<ContextType>;
  GeocodeResult?: GeocodeResultResolvers<ContextType>;
  GiroEnquiryInfo?: GiroEnquiryInfoResolvers<ContextType>;
  Guardian?: GuardianResolvers<ContextType>;
  HealthCheck?: HealthCheckResolvers<ContextType>;
  Holiday?: HolidayResolvers<ContextType>;
  HolidayCentre?: HolidayCentreResolvers<ContextType>;
  Injury?: InjuryResolvers<ContextType>;
  InjuryFlag?: InjuryFlagResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceDetail?: InvoiceDetailResolvers<ContextType>;
  InvoiceDetailLine?: InvoiceDetailLineResolvers<ContextType>;
  InvoiceItem?: InvoiceItemResolvers<ContextType>;
  InvoiceList?: InvoiceListResolvers<ContextType>;
  InvoiceReceipt?: InvoiceReceiptResolvers<ContextType>;
  InvoiceRun?: InvoiceRunResolvers<ContextType>;
  InvoiceRunDraft?: InvoiceRunDraftResolvers<ContextType>;
  InvoiceRunDraftList?: InvoiceRunDraftListResolvers<ContextType>;
  InvoiceRunLine?: InvoiceRunLineResolvers<ContextType>;
  InvoiceRunList?: InvoiceRunListResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  KioskChild?: KioskChildResolvers<ContextType>;
  KioskCollector?: KioskCollectorResolvers<ContextType>;
  KioskInfo?: KioskInfoResolvers<ContextType>;
  KioskPass?: KioskPassResolvers<ContextType>;
  KioskSession?: KioskSessionResolvers<ContextType>;
  LatePickupEntry?: LatePickupEntryResolvers<ContextType>;
  LatePickupEntryList?: LatePickupEntryListResolvers<ContextType>;
  LeaveRequest?: LeaveRequestResolvers<ContextType>;
  LeaveSubject?: LeaveSubjectResolvers<ContextType>;
  LeaveType?: LeaveTypeResolvers<ContextType>;
  Level?: LevelResolvers<ContextType>;
  LevelList?: LevelListResolvers<ContextType>;
  LoginUrl?: LoginUrlResolvers<ContextType>;
  MedicalCondition?: MedicalConditionResolvers<ContextType>;
  ModuleCategory?: ModuleCategoryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyAccount?: MyAccountResolvers<ContextType>;
  MyEvent?: MyEventResolvers<ContextType>;
  MyEventAlbum?: MyEventAlbumResolvers<ContextType>;
  MyEventRsvp?: MyEventRsvpResolvers<ContextType>;
  NegativeVacancy?: NegativeVacancyResolvers<ContextType>;
  NewEnquiryResult?: NewEnquiryResultResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationContent?: NotificationContentResolvers<ContextType>;
  NotificationList?: NotificationListResolvers<ContextType>;
  ParentChild?: ParentChildResolvers<ContextType>;
  ParentDetails?: ParentDetailsResolvers<ContextType>;
  ParentInformation?: ParentInformationResolvers<ContextType>;
  PayNowDetails?: PayNowDetailsResolvers<ContextType>;
  PaymentAccess?: PaymentAccessResolvers<ContextType>;
  PaymentOrderStatus?: PaymentOrderStatusResolvers<ContextType>;
  PaymentSession?: PaymentSessionResolvers<ContextType>;
  PaymentSessionOrder?: PaymentSessionOrderResolvers<ContextType>;
  PdfFile?: PdfFileResolvers<ContextType>;
  PendingDocument?: PendingDocumentResolvers<ContextType>;
  PendingDocumentList?: PendingDocumentListResolvers<ContextType>;
  PendingESignatureChild?: PendingESignatureChildResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  PromotionProposal?: PromotionProposalResolvers<ContextType>;
  PromotionResult?: PromotionResultResolvers<ContextType>;
  PublicCentre?: PublicCentreResolvers<ContextType>;
  PublicCentreAddress?: PublicCentreAddressResolvers<ContextType>;
  PublicFaq?: PublicFaqResolvers<ContextType>;
  PublicFeeRange?: PublicFeeRangeResolvers<ContextType>;
  PublicPagesContent?: PublicPagesContentResolvers<ContextType>;
  PublicProgramme?: PublicProgrammeResolvers<ContextType>;
  PurchaseItem?: PurchaseItemResolvers<ContextType>;
  PurchaseItemList?: PurchaseItemListResolvers<ContextType>;
  PushPreference?: PushPreferenceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefundItem?: RefundItemResolvers<ContextType>;
  RegistrationInfo?: RegistrationInfoResolvers<ContextType>;
  RegistrationPaymentResult?: RegistrationPaymentResultResolvers<ContextType>;
  RegistrationStepState?: RegistrationStepStateResolvers<ContextType>;
  RequiredDocument?: RequiredDocumentResolvers<ContextType>;
  ResultError?: ResultErrorResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RoleList?: RoleListResolvers<ContextType>;
  RoleModifier?: RoleModifierResolvers<ContextType>;
  RoleTemplate?: RoleTemplateResolvers<ContextType>;
  RsvpClassCentreCount?: RsvpClassCentreCountResolvers<ContextType>;
  RsvpStatusCount?: RsvpStatusCountResolvers<ContextType>;
  School?: SchoolResolvers<ContextType>;
  SchoolConfig?: SchoolConfigResolvers<ContextType>;
  SchoolConfigList?: SchoolConfigListResolvers<ContextType>;
  SchoolIntroduction?: SchoolIntroductionResolvers<ContextType>;
  SeatOffer?: SeatOfferResolvers<ContextType>;
  SidebarMenuItem?: SidebarMenuItemResolvers<ContextType>;
  SigningDocument?: SigningDocumentResolvers<ContextType>;
  SigningParticipant?: SigningParticipantResolvers<ContextType>;
  Staff?: StaffResolvers<ContextType>;
  StaffAttendance?: StaffAttendanceResolvers<ContextType>;
  StaffAttendanceDay?: StaffAttendanceDayResolvers<ContextType>;
  StaffAttendanceSession?: StaffAttendanceSessionResolvers<ContextType>;
  StaffCentre?: StaffCentreResolvers<ContextType>;
  StaffList?: StaffListResolvers<ContextType>;
  StaffRole?: StaffRoleResolvers<ContextType>;
  StaffUser?: StaffUserResolvers<ContextType>;
  StateMapEnquiry?: StateMapEnquiryResolvers<ContextType>;
  StateMapImpact?: StateMapImpactResolvers<ContextType>;
  StateMapStateImpact?: StateMapStateImpactResolvers<ContextType>;
  StrandedStates?: StrandedStatesResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubsidyAdditionalBand?: SubsidyAdditionalBandResolvers<ContextType>;
  SubsidyBasicRate?: SubsidyBasicRateResolvers<ContextType>;
  SubsidySchedule?: SubsidyScheduleResolvers<ContextType>;
  SuggestedLevel?: SuggestedLevelResolvers<ContextType>;
  SymptomClusterFlag?: SymptomClusterFlagResolvers<ContextType>;
  TransferActivityLog?: TransferActivityLogResolvers<ContextType>;
  TransferChild?: TransferChildResolvers<ContextType>;
  TransferDestination?: TransferDestinationResolvers<ContextType>;
  TransferDraft?: TransferDraftResolvers<ContextType>;
  TransferDraftList?: TransferDraftListResolvers<ContextType>;
  TransferItem?: TransferItemResolvers<ContextType>;
  TransferRef?: TransferRefResolvers<ContextType>;
  TransferUser?: TransferUserResolvers<ContextType>;
  TrialPeriodInvoice?: TrialPeriodInvoiceResolvers<ContextType>;
  UnappliedCardPayment?: UnappliedCardPaymentResolvers<ContextType>;
  UnappliedCardPaymentList?: UnappliedCardPaymentListResolvers<ContextType>;
  UnappliedResolution?: UnappliedResolutionResolvers<ContextType>;
  UnappliedTargetInvoice?: UnappliedTargetInvoiceResolvers<ContextType>;
  UploadTarget?: UploadTargetResolvers<ContextType>;
  UploadedFile?: UploadedFileResolvers<ContextType>;
  UploadedFileList?: UploadedFileListResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAccessControl?: UserAccessControlResolvers<ContextType>;
  UserAddress?: UserAddressResolvers<ContextType>;
  UserChild?: UserChildResolvers<ContextType>;
  UserChildClass?: UserChildClassResolvers<ContextType>;
  UserChildRelation?: UserChildRelationResolvers<ContextType>;
  UserClass?: UserClassResolvers<ContextType>;
  UserModuleCategory?: UserModuleCategoryResolvers<ContextType>;
  UserParent?: UserParentResolvers<ContextType>;
  UserProgram?: UserProgramResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
  UserRoleRelation?: UserRoleRelationResolvers<ContextType>;
  UserRoleTemplate?: UserRoleTemplateResolvers<ContextType>;
  UserSchool?: UserSchoolResolvers<ContextType>;
  VacancyRecord?: VacancyRecordResolvers<ContextType>;
  VacancyTabRow?: VacancyTabRowResolvers<ContextType>;
  Visit?: VisitResolvers<ContextType>;
  VisitAvailability?: VisitAvailabilityResolvers<ContextType>;
  VisitList?: VisitListResolvers<ContextType>;
  VisitTimeSlot?: VisitTimeSlotResolvers<ContextType>;
  WaitList?: WaitListResolvers<ContextType>;
  WaitListCentre?: WaitListCentreResolvers<ContextType>;
  WaitListFilterOptions?: WaitListFilterOptionsResolvers<ContextType>;
  WaitListItem?: WaitListItemResolvers<ContextType>;
  WaitListLabel?: WaitListLabelResolvers<ContextType>;
  WaitlistPosition?: WaitlistPositionResolvers<ContextType>;
  WaitlistTag?: WaitlistTagResolvers<ContextType>;
  WithdrawalActivityLog?: WithdrawalActivityLogResolvers<ContextType>;
  WithdrawalChild?: WithdrawalChildResolvers<ContextType>;
  WithdrawalCode?: WithdrawalCodeResolvers<ContextType>;
  WithdrawalDraft?: WithdrawalDraftResolvers<ContextType>;
  WithdrawalDraftItem?: WithdrawalDraftItemResolvers<ContextType>;
  WithdrawalDraftList?: WithdrawalDraftListResolvers<ContextType>;
  WithdrawalRefundEstimate?: WithdrawalRefundEstimateResolvers<ContextType>;
  WithdrawalUser?: WithdrawalUserResolvers<ContextType>;
};

