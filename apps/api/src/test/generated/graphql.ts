/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Admissions list filter; empty values mean no filter. */
export type AdmissionFilter = {
  /** The planned start month (YYYY-MM-01). */
  enrollmentPlan?: string | null | undefined;
  fkCentre?: number | null | undefined;
  fkLevel?: number | null | undefined;
};

/** Narrows a centre summary to one class. */
export type AttendanceSummaryFilter = {
  classID?: number | null | undefined;
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
  classID: number;
  date: string;
  healthChecks?: Array<HealthCheckInput> | null | undefined;
  pickedBy?: string | null | undefined;
  reason?: string | null | undefined;
  remarks?: string | null | undefined;
  time: string;
  type: AttendanceType;
};

/** Narrows the audit trail; every field is optional and they combine. */
export type AuditLogFilter = {
  /** The GraphQL operation recorded, e.g. updateStaff or login. */
  action?: string | null | undefined;
  /** From this day (inclusive, Singapore time). */
  from?: string | null | undefined;
  /** A user's id, or their email address (the user acting, or whose sign-in it was). */
  person?: string | null | undefined;
  /** The id of the record acted on (with targetType). */
  targetId?: number | null | undefined;
  /** What the operation acted on, e.g. enquiry, level, family. */
  targetType?: string | null | undefined;
  /** To this day (inclusive, Singapore time). */
  to?: string | null | undefined;
};

export type AuthorisedPickupInput = {
  mobile: string;
  name: string;
  /** A key from getAuthorisedPickupPhotoUploadURL once uploaded (JPG, PNG or WEBP up to 2 MB); null: no photo. */
  photoKey?: string | null | undefined;
  relation: string;
};

/** submitNewBlacklist: the family to put on the blacklist and why. */
export type BlacklistNewInput = {
  fkCentre: number;
  fkChild: number;
  /** A code of category blacklist_reason. */
  fkCode: number;
  fkParent: number;
  remark: string;
};

export type BroadcastAttachmentInput = {
  /** The key from getBroadcastingPhotoUploadUrl once the file is uploaded. */
  fileKey: string;
  name: string;
};

export type BroadcastFilter = {
  /** One broadcast by its ID. */
  ID?: number | null | undefined;
  /** Words of the subject. */
  search?: string | null | undefined;
  /** 'draft', 'published' or 'deleted' (staff); parents only ever see published ones. */
  status?: string | null | undefined;
};

export type BroadcastInput = {
  /** Null for a new broadcast. */
  ID?: number | null | undefined;
  /** Photos and attachments, at most 20. */
  attachments?: Array<BroadcastAttachmentInput> | null | undefined;
  /** HTML; required; sanitised by the server. */
  description: string;
  /** Remind the families who have not read it after the school's delay (school setting, 48 hours by default). */
  needsAcknowledgement?: boolean | null | undefined;
  /** At least one. The whole school: head office only; other staff their own centres, classes and children. */
  scopes: Array<BroadcastScopeInput>;
  /** Required, at most 200 characters. */
  subject: string;
};

/** One group to send to, as chosen in the scope search. */
export type BroadcastScopeInput = {
  ID: number;
  /** 'school', 'centre', 'class' or 'child'. */
  type: string;
};

export type BusDriverInput = {
  firstname: string;
  fkCentre: number;
  lastname: string;
  /** A Singapore mobile: 8 digits starting with 8 or 9 (spaces ignored). */
  mobilePhone: string;
  /** +65 when omitted; no other country code is taken. */
  mobilePhoneCountryCode?: string | null | undefined;
};

/** The bus and driver lists' filter; empty values mean no filter. */
export type BusFilter = {
  /** Only this bus or driver (the edit screens load theirs so). */
  ID?: number | null | undefined;
  fkCentre?: number | null | undefined;
  /** Part of the plate number (buses) or of a name (drivers), in any case. */
  search?: string | null | undefined;
};

export type BusInput = {
  /** A driver of the same centre, or none. */
  fkBusDriver?: number | null | undefined;
  fkCentre: number;
  /** A Singapore plate number with its checksum letter; spaces and case do not matter. */
  plateNumber: string;
};

/** The capacity change request list's filter; empty values mean no filter. */
export type CapacityDraftFilter = {
  fkCentre?: number | null | undefined;
  /** pending, approved, rejected or cancelled. */
  status?: string | null | undefined;
  year?: number | null | undefined;
};

/** The centre a capacity change request is for. */
export type CapacityDraftInput = {
  fkCentre: number;
};

/** One change: from date (the 1st of a month, not a past month) on, the level has capacity places (0 to 999). */
export type CapacityDraftItemInput = {
  capacity: number;
  date: string;
  fkLevel: number;
};

export type CentreAddressInput = {
  /** Block or house number and street. */
  address: string;
  building?: string | null | undefined;
  floor?: string | null | undefined;
  /** Latitude and longitude come together; left out, they are taken from the postal code. */
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  /** Six digits. */
  postcode: string;
  unit?: string | null | undefined;
};

/** Centre management's list filter; empty values mean no filter. */
export type CentreFilter = {
  /** Only this centre (the edit screen loads its centre so). */
  ID?: number | null | undefined;
  /** Only active (true) or inactive (false) centres. */
  active?: boolean | null | undefined;
  /** Part of the label or code, in any case. */
  search?: string | null | undefined;
};

export type CentreInput = {
  /** Inactive centres are left out of every centre list but centre management's. */
  active: boolean;
  /** Unique in the school; letters, digits, - and _; stored upper case. */
  code: string;
  /** The centre's code at the Early Childhood Development Agency. */
  ecdaCode?: string | null | undefined;
  label: string;
  /** Children per teacher, a whole number from 1 to 99. */
  teacherRatio: number;
};

/** A level and one of its programmes; the programme must belong to the level. */
export type CentreLevelInput = {
  fkLevel: number;
  fkProgram: number;
};

/** Radius search filter: the school, and optionally the programme and the child's nationality. */
export type CentreSearchFilter = {
  fkSchool: number;
  nationality?: string | null | undefined;
  program?: number | null | undefined;
};

/** What staff may change of a child (updateChildByFields); omitted fields stay. */
export type ChildFieldsInput = {
  /** male or female. */
  gender?: string | null | undefined;
  householdIncomeRange?: string | null | undefined;
  /** A key from getChildPhotoUploadURL once uploaded; null removes the photo. */
  imageKey?: string | null | undefined;
  nationality?: string | null | undefined;
  numFamilyMembers?: number | null | undefined;
  race?: string | null | undefined;
};

export type ChildFilter = {
  centreID?: number | null | undefined;
  /** Class ids; empty strings are dropped (the spec's rule). */
  classIDs?: Array<string | null | undefined> | null | undefined;
  levelID?: number | null | undefined;
  /** Part of the child's first or last name, or the birth certificate. */
  search?: string | null | undefined;
};

export type ChildHealthInfoInput = {
  clinicAddress?: string | null | undefined;
  clinicName?: string | null | undefined;
  clinicPhone?: string | null | undefined;
  familyDoctorName?: string | null | undefined;
  immunizationDetails?: string | null | undefined;
  isImmunized: boolean;
  medicalConditions?: Array<MedicalConditionInput> | null | undefined;
};

export type ClassFilter = {
  centreID?: number | null | undefined;
  levelID?: number | null | undefined;
  /** Part of the class label. */
  search?: string | null | undefined;
};

export type ClassInput = {
  /** Keys from getClassPhotoUploadURL once uploaded; null for none. */
  coverPhotoKey?: string | null | undefined;
  description?: string | null | undefined;
  fkCentre: number;
  /** A level the centre offers. */
  fkLevel: number;
  /** Required, at most 60 characters, unique among the centre's classes. */
  label: string;
  profilePhotoKey?: string | null | undefined;
  /** At most 10; teachers not listed are detached from the class (their records stay). */
  teachers: Array<ClassTeacherInput>;
};

export type ClassTeacherInput = {
  /** An existing teacher of the centre; null for a new record. */
  ID?: number | null | undefined;
  email?: string | null | undefined;
  firstname: string;
  /** A staff sign-in to link (from getTeacherListOnInput); staff of the class's centre only. */
  fkUser?: number | null | undefined;
  lastname: string;
};

export type CodeFilter = {
  fkSchool: number;
};

/** A configuration code as the option-list editor sends it. */
export type CodeInput = {
  active: boolean;
  description: string;
  label: string;
  /** Place in the option list, 0 to 9999; lists are sorted by sort order, then label. */
  sortOrder: number;
};

export type ConsentParticipantInput = {
  displayName: string;
  email: string;
  /** applicant, spouse or staff (the centre's signer, a staff member of the school, signs last). */
  role: string;
};

export type DocumentTypeConfigInput = {
  active: boolean;
  category: string;
  description?: string | null | undefined;
  isRequired: boolean;
  label: string;
  listAccess: number;
  sortOrder: number;
  uploadAccess: number;
};

/** What staff may change of a waitlisted enquiry. */
export type EnquiryDetailUpdate = {
  /** The month the family wants to start: the 1st or the 15th, not in the past. */
  enrollmentPlan?: string | null | undefined;
  /** true puts the enquiry on the waitlist (now), false takes it off. */
  waitlisted?: boolean | null | undefined;
};

/** The details object of a new enquiry (spec 000 section 3, New-enquiry submit payload). */
export type EnquiryDetailsInput = {
  /** Required unless the child is unborn (a future date of birth); stored upper case. */
  birthCertificate?: string | null | undefined;
  /** The date of birth with the time of submission (the form sends date plus current time); only the date is kept. */
  childBirthdate: string;
  childFirstname: string;
  childLastname: string;
  childNationality?: string | null | undefined;
  childRace?: string | null | undefined;
  /** The planned start, YYYY-MM-DD: the 1st or the 15th of a month, not in the past. */
  enrollmentPlan: string;
  /** The parent's names. */
  firstname: string;
  /** Kept for the contract (the form sends 1); the centres are centreIDs. */
  fkCentre?: number | null | undefined;
  fkLevel: number;
  fkProgram: number;
  householdIncomeRange?: string | null | undefined;
  lastname: string;
  workplaceStaff: string;
};

/** Enquiry list filter; empty values mean no filter. Inactive and cancelled enquiries are left out unless asked for. */
export type EnquiryFilter = {
  fkCentre?: number | null | undefined;
  fkChild?: number | null | undefined;
  fkEnquiryState?: number | null | undefined;
  /** Include inactive and cancelled enquiries. */
  includeClosed?: boolean | null | undefined;
};

/** One section of the enrolment form as saved. */
export type EnrolmentFormInput = {
  data: unknown;
  /** enquiry, child, applicant, spouse, guardians or emergency_contact. */
  step: string;
};

export type EventGuestInput = {
  mobile?: string | null | undefined;
  name?: string | null | undefined;
  relation?: string | null | undefined;
};

/** An event as staff enter it. Fees in cents; times are ISO instants, dates YYYY-MM-DD (Singapore). */
export type EventInput = {
  /** The last day families may withdraw an RSVP; none: until the RSVP deadline. */
  cancellationDate?: string | null | undefined;
  /** Fee per child in cents. */
  childEventFee?: number | null | undefined;
  description?: string | null | undefined;
  eventImageKey?: string | null | undefined;
  eventType: string;
  from: string;
  guestCountLimit?: number | null | undefined;
  /** Fee per guest in cents. */
  guestEventFee?: number | null | undefined;
  guestsAllowed?: boolean | null | undefined;
  guestsDetailsRequired?: boolean | null | undefined;
  location: string;
  parentConsentRequired?: boolean | null | undefined;
  paymentRequired?: boolean | null | undefined;
  publishDate: string;
  rsvpDeadline: string;
  scopes: EventScopeInput;
  termsAndConditions?: string | null | undefined;
  title: string;
  to: string;
};

/** A file about to be uploaded to an album. */
export type EventPhotoFileInput = {
  contentType: string;
  filename: string;
};

/** An uploaded picture to add to an album: the key from the upload target, a caption and the children it shows. */
export type EventPhotoInput = {
  caption?: string | null | undefined;
  /** Children on the event's attending list whose families gave photo consent. */
  childIDs?: Array<number> | null | undefined;
  fileKey: string;
  /**
   * The key of a small JPEG, PNG or WebP copy of the picture (at most 480 pixels a side) uploaded beside it to the
   * album's upload target; checked like the original.
   */
  thumbnailKey?: string | null | undefined;
};

/** A parent's RSVP input for one child. */
export type EventRsvpInput = {
  /** Required true where the event needs parent consent and the child attends. */
  acceptTerms?: boolean | null | undefined;
  attending: boolean;
  guests?: Array<EventGuestInput> | null | undefined;
};

/** Whom an event invites: the whole school, or centres and classes. */
export type EventScopeInput = {
  centreIDs?: Array<number> | null | undefined;
  classIDs?: Array<number> | null | undefined;
  /** The whole school (head office's alone). */
  school?: boolean | null | undefined;
};

/** The drafts list's filter; empty values mean no filter. */
export type FeeDraftFilter = {
  fkCentre?: number | null | undefined;
  status?: string | null | undefined;
};

export type FeeDraftInput = {
  /** The day the new amounts apply from; today or later. */
  effectiveFrom: string;
  fkFeeTier: number;
  remark?: string | null | undefined;
};

export type FeeDraftItemInput = {
  /** In cents, 0 or more. */
  amount: number;
  fkLevel: number;
  fkProgram: number;
  nationality: string;
};

export type FeeInput = {
  /** In cents, 0 or more. */
  amount: number;
  effectiveFrom: string;
  fkLevel: number;
  fkProgram: number;
  nationality: string;
};

export type FeeTierInput = {
  effectiveForRegistrationFrom: string;
  effectiveForRegistrationTo?: string | null | undefined;
  /** At least one; each level, programme and nationality once; levels and programmes the centre offers. */
  fees: Array<FeeInput>;
  fkCentre: number;
  fkGroup: number;
  isLastTierInGroup?: boolean | null | undefined;
  label: string;
};

/** A paper GIRO form typed in by staff (addGiro). */
export type GiroAccountInput = {
  IDChild: number;
  effectiveFrom?: string | null | undefined;
  fkBankBicCode: number;
  isCda: boolean;
  payerAccountNames: Array<string>;
  payerAccountNumber: string;
};

/** The parent's GIRO application (spec 002 section 3, GIRO application). */
export type GiroApplicationInput = {
  /** A Child Development Account (the government-matched savings account) rather than the parent's own. */
  IsCDA: boolean;
  /** The date on the form: today or up to 90 days back. */
  applicationDate: string;
  /** Digits only (dashes and spaces are dropped), 7 to 14 of them. */
  bankAccountNumber: string;
  /** A bank of findAllBankBicCode. */
  fkBankBicCode: number;
  mobilePhone: string;
  /** With its + (for example +65). */
  mobilePhoneCountryCode: string;
  /** One name, or two for a joint account, as printed on the account. */
  nameOfAccountHolders: Array<string>;
};

/** A health check sent with a mark, for one of the children marked. */
export type HealthCheckInput = {
  childID: number;
  symptoms?: Array<string> | null | undefined;
  /** Degrees Celsius, 30.0 to 45.0. */
  temperature?: number | null | undefined;
};

export type HolidayInput = {
  /** The centres the holiday closes: centres of the school (within the staff member's centres unless HQ). Needed unless isPublic; ignored when isPublic. */
  centreIDs?: Array<number> | null | undefined;
  description?: string | null | undefined;
  /** YYYY-MM-DD, up to 9999-12-31. */
  from: string;
  /** The key from getHolidayPhotoUploadURL once the photo is uploaded; omitted or null for no photo. */
  holidayImageKey?: string | null | undefined;
  isPublic: boolean;
  /** Required, at most 120 characters. */
  title: string;
  /** YYYY-MM-DD, on or after from; the holiday spans at most 366 days. */
  to: string;
};

/** An injury as staff record it: the tap on the diagram (top and left 0 to 100), its type and what happened. */
export type InjuryInput = {
  injuryType: InjuryType;
  left: number;
  remarks: string;
  side: InjurySide;
  top: number;
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

export type InvoiceFilter = {
  centreID?: number | null | undefined;
  /** The 1st of the month a monthly invoice bills. */
  month?: string | null | undefined;
  /** issued, paid or void. */
  status?: string | null | undefined;
  /** registration, trial or monthly. */
  type?: string | null | undefined;
};

/** What was shown at the kiosk: the scanned QR token or the typed PIN (one of them). */
export type KioskCredentialInput = {
  pin?: string | null | undefined;
  qrToken?: string | null | undefined;
};

/** A health question answered at a check-in for one of the children: temperature (°C) and symptoms. */
export type KioskHealthAnswer = {
  childID: number;
  symptoms?: Array<string> | null | undefined;
  temperature?: number | null | undefined;
};

export type LatLngInput = {
  lat: number;
  lng: number;
};

/** Narrows a child's late pickups: active true (default) for the billed ones, false for the replaced ones. */
export type LatePickupFilter = {
  active?: boolean | null | undefined;
};

/** The half of a single day a half-day leave covers. */
export type LeaveHalfDay =
  | 'am'
  | 'pm';

/** A leave request as its requester fills it in. */
export type LeaveRequestInput = {
  from: string;
  /** A half day (from and to the same day) where the type allows it; omitted for whole days. */
  halfDay?: LeaveHalfDay | null | undefined;
  leaveTypeID: number;
  remark?: string | null | undefined;
  to: string;
};

/** Where a leave request stands. */
export type LeaveStatus =
  | 'approved'
  | 'cancelled'
  | 'pending'
  | 'rejected';

export type LeaveTypeInput = {
  active: boolean;
  applicableToChild: boolean;
  applicableToStaff: boolean;
  approveRequired: boolean;
  code: string;
  halfDayApplicable: boolean;
  label: string;
};

export type LevelInput = {
  active: boolean;
  fromMonth: number;
  isInfant: boolean;
  label: string;
  offOnSaturday: boolean;
  /** The complete list: programmes left out are removed (or deactivated when in use). */
  programs: Array<ProgramInput>;
  promotionDate?: string | null | undefined;
  toMonth: number;
};

export type MedicalConditionInput = {
  disease: string;
  exists: boolean;
};

export type MenuFilter = {
  fkSchool: number;
};

export type NotificationFilter = {
  /** Only read (true) or unread (false) notifications; all when omitted. */
  read?: boolean | null | undefined;
};

/** A line of an ad hoc invoice: what, why, how many, at what price (cents, before tax). */
export type OfflineInvoiceItemInput = {
  /** Why the line is there; printed under it. */
  explanation: string;
  label: string;
  quantity: number;
  taxable: boolean;
  unitPrice: number;
};

/** A page of a list, shared by every paginated query: page counts from 1; perPage defaults to 50, at most 500. */
export type Pagination = {
  page?: number | null | undefined;
  perPage?: number | null | undefined;
};

export type ParentDetailsInput = {
  highestQualification?: string | null | undefined;
  identificationNo: string;
  maritalStatus?: string | null | undefined;
  nationality: string;
  occupationalTitle?: string | null | undefined;
  race?: string | null | undefined;
  workingStatus?: string | null | undefined;
};

export type ProgramInput = {
  /** Omitted for a new programme. */
  ID?: number | null | undefined;
  from: string;
  label: string;
  to: string;
};

export type PromotionItemInput = {
  childID: number;
  /** A class of the new level at the child's centre; null to place later. */
  classID?: number | null | undefined;
  /** The first day at the new level. */
  from: string;
  /** The new level; null when the child graduates (moveReason graduated). */
  levelID?: number | null | undefined;
  /** promotion, transfer, correction or graduated. */
  moveReason: string;
  remark?: string | null | undefined;
};

export type PublicFaqInput = {
  /** HTML, sanitised on saving; at most 4,000 characters. */
  answer: string;
  /** 1 to 200 characters. */
  question: string;
};

/** The household a public page estimates the subsidy for: no names, nothing kept. */
export type PublicHouseholdInput = {
  /** The child is a Singapore Citizen (only citizens receive the subsidy). */
  citizen: boolean;
  /** Gross monthly household income in cents; null when not given (the basic subsidy only). */
  householdIncomeCents?: number | null | undefined;
  /** The main applicant works at least 56 hours a month. */
  working: boolean;
};

/** The whole content of the public pages; lists are saved in the order given. */
export type PublicPagesInput = {
  /** HTML, sanitised on saving. */
  documentsToPrepare: string;
  /** At most 40. */
  faqs: Array<PublicFaqInput>;
  /** HTML, sanitised on saving (a broadcast's formatting). */
  introduction: string;
  /** At most 12. */
  programmes: Array<PublicProgrammeInput>;
  published: boolean;
};

export type PublicProgrammeInput = {
  /** Plain text, at most 600 characters. */
  description: string;
  /** The key of an uploaded picture (getPublicPageImageUploadURL), the address it was saved as, or null. */
  image?: string | null | undefined;
  /** 1 to 80 characters. */
  title: string;
};

export type PurchaseItemFilter = {
  active?: boolean | null | undefined;
  /** registration, deposit, monthly, trial or misc. */
  type?: string | null | undefined;
};

export type RefundFilter = {
  centreID?: number | null | undefined;
  /** pending, processing, completed or cancelled. */
  status?: string | null | undefined;
};

export type RoleInput = {
  /** 1 to 60 characters, unique in the school (case-insensitive). */
  label: string;
  /**
   * The role's complete access: modules left out (or given 0) grant nothing. At least one module. Nobody can grant
   * access to a module beyond their own access to it.
   */
  templates: Array<RoleTemplateInput>;
};

/** A role's access to one module category: read 1, write 2, approve 4, combined (0 to 7; 0 grants nothing). */
export type RoleTemplateInput = {
  access: number;
  fkModuleCategory: number;
};

/** One configuration value to set: key is one of spec 000 section 3's keys, value its text. */
export type SchoolConfigEntryInput = {
  key: string;
  /** Colours as #RRGGBB; numbers as whole numbers; switches '0' or '1'; logo_url and login_banner a path on this site or the key of an uploaded image. */
  value: string;
};

export type SchoolConfigFilter = {
  fkSchool: number;
};

export type SignatureInput = {
  /** The signer confirms they read the form. */
  agreed: boolean;
  /** The signature as a PNG data URL (a typed name is drawn in a script face by the page). */
  image: string;
  /** drawn or typed. */
  kind: string;
  typedName?: string | null | undefined;
};

/**
 * One tap of the staff register for one member of staff of the centre: the Singapore date and time (HH:mm), the kind
 * and a remark (required on past days).
 */
export type StaffAttendanceInput = {
  date: string;
  remarks?: string | null | undefined;
  teacherID: number;
  time: string;
  type: StaffAttendanceType;
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

export type StaffFilter = {
  /** Only active (true) or inactive (false) staff; all when omitted. */
  active?: boolean | null | undefined;
};

/** A staff member's details. All are required (spec 001 section 5); centres may be empty only for head office staff. */
export type StaffInput = {
  /** The complete list of centres (those the caller does not manage are kept as they are). */
  centreIDs: Array<number>;
  /** The address the staff member signs in with by single sign-on; not yet used by any account. */
  email: string;
  firstname: string;
  /** The principal view for a centre-scoped staff member; ignored for head office staff. Default false. */
  hasCentreScopeAccess?: boolean | null | undefined;
  /** Head office staff reach every centre. Only head office staff may set or change it. Default false. */
  isHQStaff?: boolean | null | undefined;
  lastname: string;
  /** A calling code such as +65. */
  phoneCountryCode: string;
  /** A mobile number valid for phoneCountryCode, without the country code. */
  phoneNumber: string;
  /** The complete list of roles: active staff roles of the school whose access the caller holds. */
  roleIDs: Array<number>;
  /** The school's staff number: letters, digits and dashes, unique in the school. */
  staffId: string;
};

/** A centre's decision: a remark (required to reject). */
export type TransferDecisionInput = {
  remark?: string | null | undefined;
};

/** The transfer lists' filter; empty values are dropped. */
export type TransferFilter = {
  /** Either end: transfers out of or into the centre. */
  fkCentre?: number | null | undefined;
  fkChild?: number | null | undefined;
  /** Part of the child's name. */
  search?: string | null | undefined;
  status?: string | null | undefined;
};

/** A transfer request (submitNewTransferRequest). */
export type TransferInput = {
  /** A code of the transfer_reason list. */
  codeByReason: number;
  /** The 1st or 15th of a coming month. */
  effectiveDate: string;
  /** Another centre of the school offering the child's level. */
  fkDestinationCentre: number;
  remark?: string | null | undefined;
};

/** A file an upload target was given for, to save as a document of its type. */
export type UploadedDocumentInput = {
  documentTypeID: number;
  /** The Key of the upload target the file was PUT to. */
  key: string;
};

export type UserAddressInput = {
  address: string;
  building?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  floor?: string | null | undefined;
  postcode: string;
  unit?: string | null | undefined;
};

export type VisitAvailabilityInput = {
  end: string;
  /** How many families one slot takes, 1 to 100. */
  familiesPerSlot: number;
  /** HH:mm. */
  from: string;
  /** Required for weekly: days 0 (Sunday) to 6 (Saturday). */
  recurOnDays?: Array<number> | null | undefined;
  /** none, daily, weekly or monthly. */
  recurType: string;
  /** Length of one slot in minutes, 5 to 480. */
  slotMinutes: number;
  start: string;
  to: string;
  /** centre_visit or trial. */
  visitType: string;
};

/**
 * The waitlist's filter. Empty or falsy values are dropped (spec 001 section 5), except waitlistStatus, dropped only
 * when null: true lists the enquiries that joined the waitlist, false those that have not yet.
 */
export type WaitListFilter = {
  fkCentre?: number | null | undefined;
  fkEnquiryState?: number | null | undefined;
  fkLevel?: number | null | undefined;
  fkProgram?: number | null | undefined;
  waitlistStatus?: boolean | null | undefined;
};

/** A device's Web Push subscription, as the browser's PushSubscription.toJSON() gives it (keys in base64url). */
export type WebPushSubscriptionInput = {
  auth: string;
  /** The push service's address for this device (https). */
  endpoint: string;
  p256dh: string;
};

/** A decision: the centre's reason code (withdrawal_reason list) and a remark (required to reject). */
export type WithdrawalDecisionInput = {
  codeByReason?: number | null | undefined;
  remark?: string | null | undefined;
};

/** The withdrawal lists' filter; empty values are dropped. */
export type WithdrawalFilter = {
  fkCentre?: number | null | undefined;
  fkChild?: number | null | undefined;
  /** Part of the child's name. */
  search?: string | null | undefined;
  status?: string | null | undefined;
};

/** The parent's notice. */
export type WithdrawalInput = {
  /** A code of the withdrawal_parent_reason list. */
  codeByParentReason: number;
  /** The child's last day: at least the school's notice after noticeDate, unless feeInLieuAccepted. */
  effectiveDate: string;
  /** The family accepts the fee in lieu of the notice not given (shown by getWithdrawalDefaultRefundAmount). */
  feeInLieuAccepted?: boolean | null | undefined;
  /** The day notice is given: not in the future, not before enrolment. */
  noticeDate: string;
  remark?: string | null | undefined;
};

export type PlatformLightMenuQueryVariables = Exact<{
  filter: MenuFilter;
}>;


export type PlatformLightMenuQuery = { findSidebarMenuByUser: Array<{ ID: number, path: string | null }> };

export type PlatformLightBellQueryVariables = Exact<{
  filter?: NotificationFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type PlatformLightBellQuery = { getNotifications: { totalCount: number, unreadCount: number, data: Array<{ ID: number, read: boolean, createdAt: string, content: { title: string } }> } };

export type PlatformLightBellAfterMeQueryVariables = Exact<{
  pagination?: Pagination | null | undefined;
}>;


export type PlatformLightBellAfterMeQuery = { me: { ID: number }, getNotifications: { totalCount: number, unreadCount: number, data: Array<{ ID: number, createdAt: string, content: { title: string } }> } };

export type GraphqlPlatformHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type GraphqlPlatformHealthQuery = { health: string };

export type AdmissionsListQueryVariables = Exact<{
  IDSchool: number;
  stageCode: string;
  statusCode?: string | null | undefined;
  filter?: AdmissionFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type AdmissionsListQuery = { findAllAdmission: { totalCount: number, stageCounts: Array<{ code: string, count: number }>, data: Array<{ ID: number, stageCode: string | null, pendingRegisterSince: string, source: string, centre: { ID: number }, child: { birthCertificate: string | null }, user: { email: string }, admissionStatus: { stateCode: string } }> } };

export type AdmissionsSearchQueryVariables = Exact<{
  q: string;
}>;


export type AdmissionsSearchQuery = { searchAdmissions: Array<{ ID: number, childLastname: string }> };

export type AdmissionsFiltersQueryVariables = Exact<{
  IDSchool: number;
}>;


export type AdmissionsFiltersQuery = { getAdmissionFilters: { centres: Array<{ ID: number }>, stages: Array<{ code: string, statuses: Array<{ stateCode: string }> }> } };

export type AdmissionsDetailQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type AdmissionsDetailQuery = { admissionByID: { ID: number, admission: { stageCode: string | null, child: { birthCertificate: string | null } }, enquiry: { ID: number, visits: Array<{ ID: number }> }, stateHistory: Array<{ action: string, fromState: { stateCode: string } | null, toState: { stateCode: string } }> } };

export type HealthFlagsQueryVariables = Exact<{
  centreId: number;
  date: string;
}>;


export type HealthFlagsQuery = { getCentreHealthFlags: { centreID: number, date: string, fevers: Array<{ childID: number, firstname: string, classLabel: string, temperature: number | null, symptoms: Array<string> }>, injuries: Array<{ firstname: string, classLabel: string, injury: { ID: number, childID: number, acknowledgedAt: string | null } }> } };

export type HealthFlagsInjureMutationVariables = Exact<{
  childID: number;
  injury: InjuryInput;
}>;


export type HealthFlagsInjureMutation = { addChildInjury: { ID: number } };

export type HealthFlagsAcknowledgeMutationVariables = Exact<{
  injuryID: number;
}>;


export type HealthFlagsAcknowledgeMutation = { acknowledgeChildInjury: { ID: number } };

export type InjuryRecordMutationVariables = Exact<{
  childID: number;
  injury: InjuryInput;
}>;


export type InjuryRecordMutation = { addChildInjury: { ID: number, childID: number, classID: number, date: string, side: InjurySide, top: number, left: number, injuryType: InjuryType, remarks: string, reportedBy: string | null, acknowledgedBy: string | null, acknowledgedAt: string | null } };

export type InjuryAcknowledgeMutationVariables = Exact<{
  injuryID: number;
}>;


export type InjuryAcknowledgeMutation = { acknowledgeChildInjury: { ID: number, acknowledgedBy: string | null, acknowledgedAt: string | null } };

export type InjuryListQueryVariables = Exact<{
  childID: number;
  from: string;
  to: string;
}>;


export type InjuryListQuery = { getChildInjuries: Array<{ ID: number, injuryType: InjuryType, acknowledgedBy: string | null }> };

export type InjuryRegisterQueryVariables = Exact<{
  classID: number;
  date: string;
}>;


export type InjuryRegisterQuery = { getAttendanceByClass: Array<{ childID: number, injuries: Array<{ ID: number, side: InjurySide, acknowledgedBy: string | null }> }> };

export type NotifiableSymptomsQueryVariables = Exact<{
  IDSchool: number;
}>;


export type NotifiableSymptomsQuery = { getNotifiableSymptoms: Array<string> };

export type SaveNotifiableSymptomsMutationVariables = Exact<{
  IDSchool: number;
  symptoms: Array<string> | string;
}>;


export type SaveNotifiableSymptomsMutation = { updateNotifiableSymptoms: Array<string> };

export type NotifiableSymptomClustersQueryVariables = Exact<{
  centreId: number;
  date: string;
}>;


export type NotifiableSymptomClustersQuery = { getCentreHealthFlags: { clusters: Array<{ symptom: string, childCount: number }> } };

export type StaffDayQueryVariables = Exact<{
  centreId: number;
  date: string;
}>;


export type StaffDayQuery = { getStaffAttendancesByCentre: { centreID: number, date: string, staff: Array<{ teacherID: number, status: StaffAttendanceStatus | null, checkIn: string | null, checkOut: string | null, inCentre: boolean, remarks: string | null, classIDs: Array<number>, sessions: Array<{ sessionID: number, checkIn: string, checkOut: string | null }> }>, ratios: Array<{ classID: number, childrenIn: number, staffIn: number, teacherRatio: number | null, capacity: number | null, overRatio: boolean }> } };

export type StaffRecordMutationVariables = Exact<{
  centreId: number;
  staffAttendance: StaffAttendanceInput;
}>;


export type StaffRecordMutation = { recordStaffAttendance: { teacherID: number, status: StaffAttendanceStatus | null, inCentre: boolean, remarks: string | null, sessions: Array<{ sessionID: number, checkIn: string, checkOut: string | null }> } };

export type SubsidyGuardQueryVariables = Exact<{
  centreId: number;
  month: string;
}>;


export type SubsidyGuardQuery = { getChildrenWithoutAttendance: Array<{ childID: number, firstname: string, enrolledTo: string | null }> };

export type SymptomClustersQueryVariables = Exact<{
  centreId: number;
  date: string;
}>;


export type SymptomClustersQuery = { getCentreHealthFlags: { clusters: Array<{ ID: number, classID: number, classLabel: string, symptom: string, firstDate: string, lastDate: string, childCount: number, broadcastID: number | null, broadcastStatus: string | null }> } };

export type SymptomClusterDraftMutationVariables = Exact<{
  clusterID: number;
}>;


export type SymptomClusterDraftMutation = { draftSymptomClusterNotice: { ID: number, broadcastID: number | null, broadcastStatus: string | null } };

export type AttendanceMarkMutationVariables = Exact<{
  attendanceUpdate: AttendanceUpdate;
  forChild: Array<number> | number;
  attendanceId?: number | null | undefined;
}>;


export type AttendanceMarkMutation = { addOrUpdateAttendance: Array<{ childID: number, present: boolean, absent: boolean, absentReason: string | null, checkIn: string | null, checkOut: string | null, inCentre: boolean, fever: boolean, entries: Array<{ ID: number, sessionID: number, type: AttendanceType, time: string, pickedBy: string | null, remarks: string | null, history: Array<{ action: string, changes: unknown, remark: string | null, changedBy: string | null }> }>, health: Array<{ temperature: number | null, symptoms: Array<string>, fever: boolean, type: string }> }> };

export type AttendanceRegisterQueryVariables = Exact<{
  classID: number;
  date: string;
}>;


export type AttendanceRegisterQuery = { getAttendanceByClass: Array<{ childID: number, present: boolean, inCentre: boolean, fever: boolean, child: { firstname: string } | null }> };

export type AttendanceChildDaysQueryVariables = Exact<{
  childID: number;
  from: string;
  to: string;
}>;


export type AttendanceChildDaysQuery = { getChildAttendances: Array<{ date: string, present: boolean, checkIn: string | null, checkOut: string | null }> };

export type AttendanceLatePickupsQueryVariables = Exact<{
  childID: number;
  from: string;
  to: string;
  filter?: LatePickupFilter | null | undefined;
}>;


export type AttendanceLatePickupsQuery = { getChildLatePickupEntries: { totalCount: number, totalFee: number, data: Array<{ ID: number, quantity: number, fee: number, pickedBy: string | null, active: boolean }> } };

export type AttendanceSummaryQueryVariables = Exact<{
  centreId: number;
  from: string;
  to: string;
  filter?: AttendanceSummaryFilter | null | undefined;
}>;


export type AttendanceSummaryQuery = { getCentreAttendanceSummaries: Array<{ date: string, classID: number, expected: number, present: number, absent: number, late: number, notArrived: number }> };

export type AttendanceHealthInfoQueryVariables = Exact<{
  childID: number;
}>;


export type AttendanceHealthInfoQuery = { getChildHealthInfo: { isImmunized: boolean, familyDoctorName: string | null, medicalCondition: Array<{ disease: string, exists: boolean }> } };

export type AttendanceSaveHealthInfoMutationVariables = Exact<{
  childID: number;
  healthInfo: ChildHealthInfoInput;
}>;


export type AttendanceSaveHealthInfoMutation = { updateChildHealthInfo: { isImmunized: boolean, clinicName: string | null, medicalCondition: Array<{ disease: string, exists: boolean }> } };

export type AttendanceHealthDayQueryVariables = Exact<{
  childID: number;
  date: string;
}>;


export type AttendanceHealthDayQuery = { getChildHealthInfoForDay: { fever: boolean, checks: Array<{ temperature: number | null }> } };

export type BlacklistSubmitMutationVariables = Exact<{
  input: BlacklistNewInput;
}>;


export type BlacklistSubmitMutation = { submitNewBlacklist: { ID: number, kind: string, status: string, can: Array<string>, items: Array<{ remark: string, code: { label: string } | null }> } };

export type BlacklistSubmitRemoveMutationVariables = Exact<{
  IDBlacklist: number;
  remark: string;
}>;


export type BlacklistSubmitRemoveMutation = { submitRemoveBlacklist: { ID: number, kind: string, status: string } };

export type BlacklistApproveMutationVariables = Exact<{
  IDBlacklistDraft: number;
  remark?: string | null | undefined;
}>;


export type BlacklistApproveMutation = { approveBlacklistDraft: { ID: number, status: string, approverName: string | null } };

export type BlacklistRejectMutationVariables = Exact<{
  IDBlacklistDraft: number;
  remark: string;
}>;


export type BlacklistRejectMutation = { rejectBlacklistDraft: { ID: number, status: string, decisionRemark: string | null } };

export type BlacklistCancelMutationVariables = Exact<{
  IDBlacklistDraft: number;
  remark: string;
}>;


export type BlacklistCancelMutation = { cancelBlacklistDraft: { ID: number, status: string } };

export type BlacklistListQueryVariables = Exact<{
  IDSchool: number;
}>;


export type BlacklistListQuery = { getBlackListData: { totalCount: number, data: Array<{ ID: number, child: { ID: number }, code: { label: string } }> } };

export type BlacklistDraftsQueryVariables = Exact<{
  IDSchool: number;
  status?: string | null | undefined;
}>;


export type BlacklistDraftsQuery = { blacklistDraftsByFkSchool: { totalCount: number, data: Array<{ ID: number, status: string, can: Array<string> }> } };

export type BlacklistRelationsQueryVariables = Exact<{
  IDChild: number;
}>;


export type BlacklistRelationsQuery = { getChildRelationData: Array<{ ID: number, email: string, isMainApplicant: boolean }> };

export type BroadcastsSaveMutationVariables = Exact<{
  IDSchool: number;
  dto: BroadcastInput;
  publish: boolean;
}>;


export type BroadcastsSaveMutation = { saveBroadcasting: { ID: number, subject: string, description: string, status: string, publishedAt: string | null, editedAt: string | null, needsAcknowledgement: boolean, recipientCount: number, sender: { firstname: string, roles: Array<{ name: string, label: string }> }, scopes: Array<{ type: string, ID: number, label: string }> } };

export type BroadcastsListQueryVariables = Exact<{
  IDSchool: number;
  filter?: BroadcastFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type BroadcastsListQuery = { getBroadcasting: { totalCount: number, unreadCount: number, data: Array<{ ID: number, subject: string, status: string, isRead: boolean | null, readCount: number, recipientCount: number, editedAt: string | null }> } };

export type BroadcastsMarkMutationVariables = Exact<{
  ids: Array<number> | number;
  isRead: boolean;
}>;


export type BroadcastsMarkMutation = { markBroadcastingAsRead: boolean };

export type BroadcastsDeleteMutationVariables = Exact<{
  id: number;
}>;


export type BroadcastsDeleteMutation = { deleteBroadcastingByID: boolean };

export type BroadcastsReceiptsQueryVariables = Exact<{
  id: number;
  unreadOnly?: boolean | null | undefined;
}>;


export type BroadcastsReceiptsQuery = { getBroadcastingReadReceipts: { readCount: number, totalCount: number, recipientCount: number, classes: Array<{ classLabel: string | null, readCount: number, totalCount: number }>, recipients: Array<{ childName: string, parentName: string, mobile: string | null, readAt: string | null }> } };

export type BroadcastsSearchQueryVariables = Exact<{
  IDSchool: number;
  search: string;
}>;


export type BroadcastsSearchQuery = { searchBroadcastingScope: Array<{ type: string, ID: number, label: string, description: string | null }> };

export type BusesListQueryVariables = Exact<{
  IDSchool: number;
  filter?: BusFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type BusesListQuery = { findAllBus: { totalCount: number, data: Array<{ ID: number, fkCentre: number, plateNumber: string, fkBusDriver: number | null, centre: { ID: number, label: string }, busDriver: { ID: number, firstname: string } | null, busChildren: Array<{ ID: number, firstname: string, lastname: string }> }> } };

export type BusesFreeChildrenQueryVariables = Exact<{
  IDSchool: number;
  centreID: number;
}>;


export type BusesFreeChildrenQuery = { findAllChildrenNotAssignedToBus: Array<{ ID: number, firstname: string, lastname: string }> };

export type BusesSaveMutationVariables = Exact<{
  IDSchool: number;
  busID?: number | null | undefined;
  data: BusInput;
  children?: Array<number> | number | null | undefined;
}>;


export type BusesSaveMutation = { insertOrUpdateBusForSchool: { ID: number, fkCentre: number, plateNumber: string, fkBusDriver: number | null, busDriver: { ID: number } | null, busChildren: Array<{ ID: number }> } };

export type BusesRemoveMutationVariables = Exact<{
  IDBus: number;
}>;


export type BusesRemoveMutation = { removeBusById: boolean };

export type BusesDriversQueryVariables = Exact<{
  IDSchool: number;
  filter?: BusFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type BusesDriversQuery = { findAllBusDriver: { totalCount: number, data: Array<{ ID: number, fkCentre: number, firstname: string, lastname: string, mobilePhoneCountryCode: string, mobilePhone: string, centre: { ID: number, label: string, code: string } }> } };

export type BusesAddDriverMutationVariables = Exact<{
  IDSchool: number;
  data: BusDriverInput;
}>;


export type BusesAddDriverMutation = { insertBusDriver: { ID: number, fkCentre: number, firstname: string, lastname: string, mobilePhoneCountryCode: string, mobilePhone: string } };

export type BusesUpdateDriverMutationVariables = Exact<{
  IDBusDriver: number;
  data: BusDriverInput;
}>;


export type BusesUpdateDriverMutation = { updateBusDriverByFields: { ID: number, fkCentre: number, firstname: string, mobilePhone: string } };

export type BusesDeleteDriverMutationVariables = Exact<{
  IDBusDriver: number;
}>;


export type BusesDeleteDriverMutation = { deleteBusDriverByID: boolean };

export type CentresAccessibleQueryVariables = Exact<{
  module: string;
  accessType: string;
}>;


export type CentresAccessibleQuery = { getAccessibleCentresForModule: Array<{ ID: number, fkSchool: number, label: string, code: string, ecdaCode: string | null, teacherRatio: number | null, active: boolean, createdAt: string, updatedAt: string, addresses: Array<{ ID: number, fkCentre: number, name: string | null, address: string, building: string | null, floor: string | null, unit: string | null, postcode: string, city: string, country: string, lat: number | null, lng: number | null, active: boolean }> }> };

export type CentresCentreFieldsFragment = { ID: number, fkSchool: number, code: string, ecdaCode: string | null, label: string, teacherRatio: number | null, active: boolean, addresses: Array<{ ID: number, name: string | null, address: string, building: string | null, floor: string | null, unit: string | null, postcode: string, city: string, country: string, lat: number | null, lng: number | null, active: boolean }>, centreLevels: Array<{ ID: number, fkLevel: number, fkProgram: number, active: boolean, level: { ID: number, label: string, active: boolean }, program: { ID: number, label: string, active: boolean } }>, centreNearbyPostcodes: Array<{ ID: number, postcode: string }> };

export type CentresSaveMutationVariables = Exact<{
  IDSchool: number;
  centreID?: number | null | undefined;
  centreData: CentreInput;
  postcodes?: Array<string> | string | null | undefined;
  levels: Array<CentreLevelInput> | CentreLevelInput;
  addressData: CentreAddressInput;
}>;


export type CentresSaveMutation = { insertOrUpdateCentreForSchool: { ID: number, fkSchool: number, code: string, ecdaCode: string | null, label: string, teacherRatio: number | null, active: boolean, addresses: Array<{ ID: number, name: string | null, address: string, building: string | null, floor: string | null, unit: string | null, postcode: string, city: string, country: string, lat: number | null, lng: number | null, active: boolean }>, centreLevels: Array<{ ID: number, fkLevel: number, fkProgram: number, active: boolean, level: { ID: number, label: string, active: boolean }, program: { ID: number, label: string, active: boolean } }>, centreNearbyPostcodes: Array<{ ID: number, postcode: string }> } };

export type CentresListQueryVariables = Exact<{
  IDSchool: number;
  filter?: CentreFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type CentresListQuery = { findAllCentreForSchool: { totalCount: number, data: Array<{ ID: number, fkSchool: number, code: string, ecdaCode: string | null, label: string, teacherRatio: number | null, active: boolean, addresses: Array<{ ID: number, name: string | null, address: string, building: string | null, floor: string | null, unit: string | null, postcode: string, city: string, country: string, lat: number | null, lng: number | null, active: boolean }>, centreLevels: Array<{ ID: number, fkLevel: number, fkProgram: number, active: boolean, level: { ID: number, label: string, active: boolean }, program: { ID: number, label: string, active: boolean } }>, centreNearbyPostcodes: Array<{ ID: number, postcode: string }> }> } };

export type CentresOfferQueryVariables = Exact<{
  IDSchool: number;
  centreID: number;
}>;


export type CentresOfferQuery = { findAllCentreLevel: { totalCount: number, data: Array<{ fkLevel: number, fkProgram: number, level: { label: string }, program: { label: string } }> } };

export type CentresRemoveMutationVariables = Exact<{
  IDSchool: number;
  centreID: number;
}>;


export type CentresRemoveMutation = { removeCentreForSchool: boolean };

export type CentresAccessibleToManageQueryVariables = Exact<{ [key: string]: never; }>;


export type CentresAccessibleToManageQuery = { getAccessibleCentresForModule: Array<{ label: string }> };

export type ClassesChildActivityQueryVariables = Exact<{
  IDChild: number;
  pagination?: Pagination | null | undefined;
}>;


export type ClassesChildActivityQuery = { findAllChildActivityLogByChild: { totalCount: number, data: Array<{ ID: number, mode: string, action: string, code: string | null, remark: string | null, updatedAt: string, user: { ID: number, firstname: string } | null }> } };

export type ClassesListQueryVariables = Exact<{
  IDSchool: number;
  classID?: number | null | undefined;
  filter?: ClassFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ClassesListQuery = { getAllClassInfo: { totalCount: number, data: Array<{ ID: number, label: string, coverPhotoKey: string | null, coverPhotoURL: string | null, currentChildrenCount: number, upcomingChildrenCount: number, capacity: number | null, overCapacity: boolean, level: { ID: number, label: string }, centre: { ID: number, label: string }, teachers: Array<{ ID: number | null, firstname: string, lastname: string, fkUser: number | null }>, children: Array<{ ID: number, firstname: string, upcoming: boolean, from: string }> }> } };

export type ClassesCreateMutationVariables = Exact<{
  IDSchool: number;
  classData: ClassInput;
}>;


export type ClassesCreateMutation = { createNewClass: { ID: number, label: string, capacity: number | null, coverPhotoKey: string | null, coverPhotoURL: string | null, teachers: Array<{ ID: number | null, firstname: string, lastname: string, fkUser: number | null }> } };

export type ClassesUpdateMutationVariables = Exact<{
  IDSchool: number;
  classID: number;
  classData: ClassInput;
}>;


export type ClassesUpdateMutation = { updateClassDetails: { ID: number, label: string, level: { ID: number }, teachers: Array<{ ID: number | null, firstname: string }> } };

export type ClassesDeleteMutationVariables = Exact<{
  IDSchool: number;
  classID: number;
  moveToClassID?: number | null | undefined;
}>;


export type ClassesDeleteMutation = { deleteClassAndTeachers: boolean };

export type ClassesPhotoUrlMutationVariables = Exact<{
  IDSchool: number;
  filename: string;
  contentType: string;
}>;


export type ClassesPhotoUrlMutation = { getClassPhotoUploadURL: { Url: string, Key: string } };

export type ClassesTeachersQueryVariables = Exact<{
  IDSchool: number;
  centreID: number;
  search: string;
}>;


export type ClassesTeachersQuery = { getTeacherListOnInput: Array<{ ID: number | null, firstname: string, lastname: string, fkUser: number | null }> };

export type ClassesAssignMutationVariables = Exact<{
  IDSchool: number;
  classID: number;
  childIDs: Array<number> | number;
  from: string;
}>;


export type ClassesAssignMutation = { assignChildrenToClass: { ID: number, currentChildrenCount: number, upcomingChildrenCount: number, overCapacity: boolean } };

export type ClassesToAssignQueryVariables = Exact<{
  IDSchool: number;
  classID: number;
}>;


export type ClassesToAssignQuery = { getChildrenToAssignToClass: Array<{ ID: number }> };

export type ClassesChildrenQueryVariables = Exact<{
  IDSchool: number;
  filter?: ChildFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ClassesChildrenQuery = { getChildrenData: { totalCount: number, data: Array<{ ID: number, firstname: string, currentLevel: { level: { ID: number }, centre: { ID: number } } | null, currentClass: { class: { ID: number, label: string } } | null }> } };

export type ClassesPastChildrenQueryVariables = Exact<{
  IDSchool: number;
}>;


export type ClassesPastChildrenQuery = { getPastChildrenData: { totalCount: number, data: Array<{ ID: number, closestLevel: { moveReason: string | null, to: string | null } | null }> } };

export type ClassesChildQueryVariables = Exact<{
  IDSchool: number;
  IDChild: number;
}>;


export type ClassesChildQuery = { childByID: { ID: number, firstname: string, nationality: string | null, imageKey: string | null, childCurrentEstimatedPromotionDate: string | null, currentLevel: { from: string, to: string | null, level: { ID: number, label: string } } | null, upcomingLevel: { from: string, level: { ID: number } } | null, closestLevel: { level: { ID: number } } | null, currentClass: { class: { ID: number, label: string }, teachers: Array<{ firstname: string, lastname: string }> } | null, upcomingClass: { from: string, class: { ID: number } } | null, levels: Array<{ from: string, to: string | null, moveReason: string | null, level: { ID: number }, nextLevel: { ID: number } | null }>, classes: Array<{ from: string, to: string | null, class: { ID: number } }>, mainApplicant: { ID: number, relation: string | null } | null, secondApplicant: { ID: number } | null } };

export type ClassesGuardiansQueryVariables = Exact<{
  IDChild: number;
}>;


export type ClassesGuardiansQuery = { findAllGuardian: Array<{ ID: number, email: string, isMainApplicant: boolean, guardianAccess: boolean }> };

export type ClassesUpdateChildMutationVariables = Exact<{
  IDChild: number;
  data: ChildFieldsInput;
}>;


export type ClassesUpdateChildMutation = { updateChildByFields: { ID: number, nationality: string | null, numFamilyMembers: number | null, imageKey: string | null, imageURL: string | null } };

export type ClassesChildPhotoUrlMutationVariables = Exact<{
  IDChild: number;
  filename: string;
  contentType: string;
}>;


export type ClassesChildPhotoUrlMutation = { getChildPhotoUploadURL: { Url: string, Key: string } };

export type ClassesPromotionPreviewQueryVariables = Exact<{
  IDSchool: number;
  centreID?: number | null | undefined;
}>;


export type ClassesPromotionPreviewQuery = { getPromotionPreview: Array<{ from: string, moveReason: string, warning: string | null, child: { ID: number }, fromLevel: { ID: number }, toLevel: { ID: number } | null, class: { ID: number } | null }> };

export type ClassesPromoteMutationVariables = Exact<{
  IDSchool: number;
  items: Array<PromotionItemInput> | PromotionItemInput;
}>;


export type ClassesPromoteMutation = { promoteChildrenAndAssignClass: { moved: number } };

export type DocumentsTypeConfigsQueryVariables = Exact<{
  IDSchool: number;
  fkDocumentTypeConfig?: number | null | undefined;
}>;


export type DocumentsTypeConfigsQuery = { documentTypeConfigsByFkDocumentTypeConfig: Array<{ ID: number, label: string, isRequired: boolean, listAccess: number, uploadAccess: number, active: boolean }> };

export type DocumentsTypesByCategoryQueryVariables = Exact<{
  IDSchool: number;
  category?: string | null | undefined;
}>;


export type DocumentsTypesByCategoryQuery = { getDocumentTypeByDocumentCategory: Array<{ ID: number, label: string }> };

export type DocumentsSaveTypeMutationVariables = Exact<{
  IDSchool: number;
  ID?: number | null | undefined;
  data: DocumentTypeConfigInput;
}>;


export type DocumentsSaveTypeMutation = { insertOrUpdateDocumentTypeConfig: { ID: number, label: string, isRequired: boolean } };

export type DocumentsQueueQueryVariables = Exact<{
  IDCentre?: number | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type DocumentsQueueQuery = { findAllPendingDocument: { totalCount: number, data: Array<{ ID: number, IDEnquiry: number | null, childName: string, documentType: string, centreLabel: string }> } };

export type DocumentsStaffOnlyUploadedQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type DocumentsStaffOnlyUploadedQuery = { getUploadedDocument: Array<{ ID: number, filename: string | null }> };

export type DocumentsUploadedOfTypesQueryVariables = Exact<{
  IDEnquiry: number;
  documentTypeIDs?: Array<number> | number | null | undefined;
}>;


export type DocumentsUploadedOfTypesQuery = { getUploadedDocument: Array<{ ID: number }> };

export type DocumentsUploadUrlMutationVariables = Exact<{
  IDEnquiry: number;
  filename: string;
  contentType: string;
}>;


export type DocumentsUploadUrlMutation = { getEnquiryDocumentUploadUrl: { Url: string, Key: string } };

export type DocumentsSaveMutationVariables = Exact<{
  IDEnquiry: number;
  uploadedDocuments: Array<UploadedDocumentInput> | UploadedDocumentInput;
}>;


export type DocumentsSaveMutation = { saveDocumentsByIDEnquiry: Array<{ ID: number, status: string, statusText: string, filename: string | null }> };

export type DocumentsRequiredQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type DocumentsRequiredQuery = { listRequiredDocuments: Array<{ DocumentTypeID: number, ParentID: number, ChildID: number, Fullname: string, DocumentType: string, Status: string, Remarks: string | null, UploadAccess: number, isRequired: boolean, documents: Array<{ ID: number, status: string, filename: string | null }> }> };

export type DocumentsCompleteMutationVariables = Exact<{
  IDEnquiry: number;
}>;


export type DocumentsCompleteMutation = { setDocumentUploadAsCompleted: boolean };

export type DocumentsApproveMutationVariables = Exact<{
  IDDocument: number;
}>;


export type DocumentsApproveMutation = { approveEnquiryDocument: { ID: number, status: string, statusText: string } };

export type DocumentsRejectMutationVariables = Exact<{
  IDDocument: number;
  remark: string;
}>;


export type DocumentsRejectMutation = { rejectEnquiryDocument: { ID: number, status: string, statusText: string, remark: string | null } };

export type DocumentsNotRequiredMutationVariables = Exact<{
  IDEnquiry: number;
  documentTypeID: number;
  remark: string;
}>;


export type DocumentsNotRequiredMutation = { markEnquiryDocumentAsNotRequired: { ID: number, status: string } };

export type DocumentsRemoveMutationVariables = Exact<{
  IDDocument: number;
  IDEnquiry: number;
}>;


export type DocumentsRemoveMutation = { removeDocumentByIDEnquiry: boolean };

export type DocumentsUrlQueryVariables = Exact<{
  IDDocument: number;
  IDChild?: number | null | undefined;
}>;


export type DocumentsUrlQuery = { getDocumentURL: string };

export type DocumentsSummaryQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type DocumentsSummaryQuery = { getEnquiryDocumentSummary: { stateCode: string, childName: string, parentEmail: string, canUpload: boolean, canSubmit: boolean, canConsent: boolean } };

export type DocumentsFileUrlQueryVariables = Exact<{
  key: string;
}>;


export type DocumentsFileUrlQuery = { fileUrl: string };

export type EnquiriesContactExistingChildQueryVariables = Exact<{
  b: string;
  s: number;
}>;


export type EnquiriesContactExistingChildQuery = { isExistingChild: boolean };

export type EnquiriesFormSuggestQueryVariables = Exact<{
  IDSchool: number;
  dateOfBirth: string;
  enrollmentDate: string;
}>;


export type EnquiriesFormSuggestQuery = { suggestLevel: { ID: number, label: string, fromMonth: number, toMonth: number, isInfant: boolean, programs: Array<{ ID: number, label: string, from: string, to: string, active: boolean }> } | null };

export type EnquiriesFormCentreListFragment = { totalCount: number, data: Array<{ ID: number, fkSchool: number, label: string, code: string, active: boolean, distance: number | null, vacancyAvailable: boolean, addresses: Array<{ postcode: string, lat: number | null, lng: number | null }> }> };

export type EnquiriesFormSchoolCentresQueryVariables = Exact<{
  IDSchool: number;
  enrollmentDate: string;
  level: number;
  program?: number | null | undefined;
  nationality?: string | null | undefined;
}>;


export type EnquiriesFormSchoolCentresQuery = { findAllEnrollmentCentresForSchool: { totalCount: number, data: Array<{ ID: number, fkSchool: number, label: string, code: string, active: boolean, distance: number | null, vacancyAvailable: boolean, addresses: Array<{ postcode: string, lat: number | null, lng: number | null }> }> } };

export type EnquiriesFormNearestQueryVariables = Exact<{
  location: LatLngInput;
  radius: number;
  enrollmentDate: string;
  level: number;
  filter: CentreSearchFilter;
  pagination?: Pagination | null | undefined;
}>;


export type EnquiriesFormNearestQuery = { findNearestCentresByLatLong: { totalCount: number, data: Array<{ ID: number, fkSchool: number, label: string, code: string, active: boolean, distance: number | null, vacancyAvailable: boolean, addresses: Array<{ postcode: string, lat: number | null, lng: number | null }> }> } };

export type EnquiriesFormByDistanceQueryVariables = Exact<{
  postalCode: string;
  radius: number;
  enrollmentDate: string;
  level: number;
  filter: CentreSearchFilter;
}>;


export type EnquiriesFormByDistanceQuery = { findAllCentreByDistance: { totalCount: number, data: Array<{ ID: number, fkSchool: number, label: string, code: string, active: boolean, distance: number | null, vacancyAvailable: boolean, addresses: Array<{ postcode: string, lat: number | null, lng: number | null }> }> } };

export type EnquiriesFormExistingParentQueryVariables = Exact<{
  email: string;
}>;


export type EnquiriesFormExistingParentQuery = { isExistingParent: boolean };

export type EnquiriesFormExistingChildQueryVariables = Exact<{
  birthCertificate: string;
  fkSchool: number;
}>;


export type EnquiriesFormExistingChildQuery = { isExistingChild: boolean };

export type EnquiriesTrackingEnquiriesQueryVariables = Exact<{
  filter?: EnquiryFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type EnquiriesTrackingEnquiriesQuery = { findAllEnquiry: { totalCount: number, data: Array<{ ID: number, fkChild: number, fkCentre: number, active: boolean, enrollmentPlan: string, createdAt: string, admissionStatus: { ID: number, stateCode: string, label: string, group: string, enquiryFrontendState: string }, centre: { ID: number, label: string, code: string, addresses: Array<{ postcode: string }> }, user: { ID: number, email: string }, level: { ID: number, label: string }, program: { ID: number, label: string } | null }> } };

export type EnquiriesTrackingStatesQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type EnquiriesTrackingStatesQuery = { getEnquiryFrontendStates: { IDEnquiry: number, nextAction: string, current: { ID: number, stateCode: string, label: string }, steps: Array<{ code: string, label: string, status: string }> } };

export type EnquiriesTrackingChildrenQueryVariables = Exact<{ [key: string]: never; }>;


export type EnquiriesTrackingChildrenQuery = { findAllChildrenByParent: Array<{ ID: number, firstname: string, lastname: string, dateOfBirth: string, birthCertificate: string | null }> };

export type EnquiriesTrackingCancelMutationVariables = Exact<{
  ID: number;
}>;


export type EnquiriesTrackingCancelMutation = { cancelEnquiry: { ID: number, active: boolean, fkEnquiryState: number, admissionStatus: { stateCode: string } } };

export type EnquiriesMapSearchSuggestQueryVariables = Exact<{
  IDSchool: number;
  dateOfBirth: string;
  enrollmentDate: string;
  isRadiusSearch?: boolean | null | undefined;
}>;


export type EnquiriesMapSearchSuggestQuery = { suggestLevel: { ID: number, programs: Array<{ label: string }> } | null };

export type EnquiriesMapSearchByDistanceQueryVariables = Exact<{
  p: string;
  r: number;
  d: string;
  l: number;
  f: CentreSearchFilter;
}>;


export type EnquiriesMapSearchByDistanceQuery = { findAllCentreByDistance: { totalCount: number, data: Array<{ label: string, distance: number | null }> } };

export type EnquiriesNewEnquiryMutationVariables = Exact<{
  schoolID: number;
  email: string;
  phoneNumberCountryCode: string;
  phoneNumber: string;
  centreIDs: Array<number> | number;
  enquiry: EnquiryDetailsInput;
  pdpaConsentVersion?: string | null | undefined;
  preferredLanguage?: string | null | undefined;
}>;


export type EnquiriesNewEnquiryMutation = { newEnquiry: { success: boolean, error: Array<{ message: string, code: string | null }> | null, data: Array<{ ID: number, fkSchool: number, fkCentre: number, fkUser: number, fkChild: number, fkLevel: number, fkProgram: number | null, fkEnquiryState: number, firstname: string, lastname: string, childFirstname: string, childLastname: string, enrollmentPlan: string, active: boolean, skipCentreVisit: boolean, skipTrial: boolean, vacancyAvailable: boolean, admissionStatus: { ID: number, stateCode: string, label: string }, centre: { ID: number, label: string }, user: { ID: number, email: string, mobilePhone: string | null }, level: { ID: number, label: string }, program: { ID: number, label: string } | null }> | null } };

export type EsignCancelEnquiryMutationVariables = Exact<{
  ID: number;
}>;


export type EsignCancelEnquiryMutation = { cancelEnquiry: { ID: number } };

export type EsignCreateFormMutationVariables = Exact<{
  IDEnquiry: number;
  participants: Array<ConsentParticipantInput> | ConsentParticipantInput;
}>;


export type EsignCreateFormMutation = { createForm1: { ID: number, eDocumentStatus: string, contentSha256: string, participants: Array<{ displayName: string, order: number, email: string, role: string, status: string }> } };

export type EsignFormQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type EsignFormQuery = { getConsentForm: { eDocumentStatus: string, signedDocumentAvailable: boolean, linksExpired: boolean, participants: Array<{ displayName: string, order: number, status: string, signedAt: string | null }> } | null };

export type EsignSigningDocumentQueryVariables = Exact<{
  token: string;
}>;


export type EsignSigningDocumentQuery = { getSigningDocument: { title: string, contentSha256: string, declaration: string, sections: Array<{ heading: string, rows: Array<{ label: string, value: string }> }>, signer: { displayName: string, role: string, order: number }, participants: Array<{ displayName: string, status: string }> } };

export type EsignSignMutationVariables = Exact<{
  token: string;
  signature: SignatureInput;
}>;


export type EsignSignMutation = { signConsentForm: { status: string, signedAt: string | null } };

export type EsignSignedUrlQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type EsignSignedUrlQuery = { getEnrolmentDocumentURL: string };

export type EventsCalendarQueryVariables = Exact<{
  IDCentre?: number | null | undefined;
  year: number;
  month: number;
}>;


export type EventsCalendarQuery = { findAllCalendarEvent: { events: Array<{ ID: number, title: string, status: string, eventType: string, location: string }> } };

export type EventsClassesQueryVariables = Exact<{
  IDSchool: number;
}>;


export type EventsClassesQuery = { getEventClasses: Array<{ ID: number, label: string, centreID: number, centreLabel: string }> };

export type EventPhotoFieldsFragment = { ID: number, fileKey: string, status: string, active: boolean, caption: string | null, url: string, thumbnailUrl: string, width: number, height: number, tags: Array<{ childID: number, photoConsent: boolean }> };

export type EventsAlbumUrlsMutationVariables = Exact<{
  IDEvent: number;
  files: Array<EventPhotoFileInput> | EventPhotoFileInput;
}>;


export type EventsAlbumUrlsMutation = { getEventPhotoAlbumUploadUrl: Array<{ Url: string, Key: string }> };

export type EventsPhotoUrlMutationVariables = Exact<{
  IDEvent: number;
  filename: string;
  contentType: string;
}>;


export type EventsPhotoUrlMutation = { getEventPhotoUploadUrl: { Url: string, Key: string } };

export type EventsAddPhotosMutationVariables = Exact<{
  IDEvent: number;
  photos: Array<EventPhotoInput> | EventPhotoInput;
}>;


export type EventsAddPhotosMutation = { addEventPhotos: Array<{ ID: number, fileKey: string, status: string, active: boolean, caption: string | null, url: string, thumbnailUrl: string, width: number, height: number, tags: Array<{ childID: number, photoConsent: boolean }> }> };

export type EventsPhotoTagsMutationVariables = Exact<{
  IDEvent: number;
  IDPhoto: number;
  childIDs: Array<number> | number;
}>;


export type EventsPhotoTagsMutation = { updateEventPhotoTags: Array<{ ID: number, tags: Array<{ childID: number, photoConsent: boolean }> }> };

export type EventsDeletePhotosMutationVariables = Exact<{
  IDEvent: number;
  IDPhotos: Array<number> | number;
}>;


export type EventsDeletePhotosMutation = { deleteEventPhotos: Array<{ ID: number }> };

export type EventsPhotoStatusMutationVariables = Exact<{
  IDEvent: number;
  IDPhotos: Array<number> | number;
  status: string;
}>;


export type EventsPhotoStatusMutation = { updateEventPhotosStatus: Array<{ ID: number, status: string }> };

export type EventsStaffAlbumQueryVariables = Exact<{
  IDEvent: number;
}>;


export type EventsStaffAlbumQuery = { getEventPhotos: Array<{ ID: number, fileKey: string, status: string, active: boolean, caption: string | null, url: string, thumbnailUrl: string, width: number, height: number, tags: Array<{ childID: number, photoConsent: boolean }> }> };

export type EventsMyAlbumQueryVariables = Exact<{
  IDEvent: number;
  IDChild: number;
}>;


export type EventsMyAlbumQuery = { getMyEventPhotos: { photoConsent: boolean, photos: Array<{ ID: number, fileKey: string, status: string, active: boolean, caption: string | null, url: string, thumbnailUrl: string, width: number, height: number, tags: Array<{ childID: number, photoConsent: boolean }> }> } };

export type EventsPhotoConsentMutationVariables = Exact<{
  IDChild: number;
  photoConsent: boolean;
}>;


export type EventsPhotoConsentMutation = { setChildPhotoConsent: boolean };

export type EventFieldsFragment = { ID: number, status: string, category: string, title: string, childEventFee: number, guestEventFee: number, guestCountLimit: number, fkSubmitter: number | null, fkApprover: number | null, attendingCount: number, scopes: Array<{ centreID: number | null, classID: number | null }> };

export type EventsSaveMutationVariables = Exact<{
  IDEvent?: number | null | undefined;
  eventData: EventInput;
}>;


export type EventsSaveMutation = { createOrSaveEventDraft: { ID: number, status: string, category: string, title: string, childEventFee: number, guestEventFee: number, guestCountLimit: number, fkSubmitter: number | null, fkApprover: number | null, attendingCount: number, scopes: Array<{ centreID: number | null, classID: number | null }> } };

export type EventsSubmitMutationVariables = Exact<{
  IDEvent: number;
}>;


export type EventsSubmitMutation = { submitEvent: { ID: number, status: string, category: string, title: string, childEventFee: number, guestEventFee: number, guestCountLimit: number, fkSubmitter: number | null, fkApprover: number | null, attendingCount: number, scopes: Array<{ centreID: number | null, classID: number | null }> } };

export type EventsPublishMutationVariables = Exact<{
  IDEvent: number;
}>;


export type EventsPublishMutation = { publishEvent: { ID: number, status: string, category: string, title: string, childEventFee: number, guestEventFee: number, guestCountLimit: number, fkSubmitter: number | null, fkApprover: number | null, attendingCount: number, scopes: Array<{ centreID: number | null, classID: number | null }> } };

export type EventsCancelMutationVariables = Exact<{
  IDEvent: number;
  remarks?: string | null | undefined;
}>;


export type EventsCancelMutation = { cancelEvent: { ID: number, status: string, category: string, title: string, childEventFee: number, guestEventFee: number, guestCountLimit: number, fkSubmitter: number | null, fkApprover: number | null, attendingCount: number, scopes: Array<{ centreID: number | null, classID: number | null }> } };

export type EventsUpdateMutationVariables = Exact<{
  IDEvent: number;
  eventData: EventInput;
}>;


export type EventsUpdateMutation = { updateEventDetails: { ID: number, status: string, category: string, title: string, childEventFee: number, guestEventFee: number, guestCountLimit: number, fkSubmitter: number | null, fkApprover: number | null, attendingCount: number, scopes: Array<{ centreID: number | null, classID: number | null }> } };

export type EventsByIdQueryVariables = Exact<{
  IDEvent: number;
}>;


export type EventsByIdQuery = { eventById: { ID: number, status: string, category: string, title: string, childEventFee: number, guestEventFee: number, guestCountLimit: number, fkSubmitter: number | null, fkApprover: number | null, attendingCount: number, scopes: Array<{ centreID: number | null, classID: number | null }> } };

export type EventsListsQueryVariables = Exact<{
  IDSchool: number;
}>;


export type EventsListsQuery = { getDraftEvents: { totalCount: number, data: Array<{ ID: number }> }, getPendingEvents: { totalCount: number, data: Array<{ ID: number }> }, getUpcomingEvents: { totalCount: number, data: Array<{ ID: number }> }, getPastEvents: { totalCount: number, data: Array<{ ID: number }> }, getAllEvents: { totalCount: number, data: Array<{ ID: number }> } };

export type EventsRsvpMutationVariables = Exact<{
  IDEvent: number;
  IDChild: number;
  rsvp: EventRsvpInput;
}>;


export type EventsRsvpMutation = { rsvpEvent: { childID: number, canRsvp: boolean, rsvp: { ID: number, status: string, consentAcceptedAt: string | null, feeCents: number, guests: Array<{ ID: number, name: string | null }> } | null } };

export type EventsMineQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsMineQuery = { getMyEvents: Array<{ childID: number, canRsvp: boolean, event: { ID: number, title: string }, rsvp: { status: string, feeCents: number } | null }> };

export type EventsRsvpListQueryVariables = Exact<{
  IDEvent: number;
  status?: string | null | undefined;
}>;


export type EventsRsvpListQuery = { getEventRsvpChildList: { totalCount: number, data: Array<{ childID: number, status: string, centreID: number, guests: Array<{ ID: number, name: string | null }> }> }, getRsvpStatusCountDetails: Array<{ status: string, children: number, guests: number }>, getRsvpAttendeesClassAndCentreCountByStatus: Array<{ centreID: number, classID: number | null, children: number, guests: number }> };

export type EventsExportQueryVariables = Exact<{
  IDEvent: number;
  status?: string | null | undefined;
}>;


export type EventsExportQuery = { exportRsvpList: string };

export type EventsRemoveChildMutationVariables = Exact<{
  IDEvent: number;
  IDChild: number;
}>;


export type EventsRemoveChildMutation = { removeChildFromRsvpList: { status: string } };

export type EventsRemoveGuestMutationVariables = Exact<{
  IDEvent: number;
  IDGuest: number;
}>;


export type EventsRemoveGuestMutation = { removeEventRsvpGuest: { guests: Array<{ ID: number }> } };

export type EventsIcsQueryVariables = Exact<{
  IDEvent: number;
  IDChild: number;
}>;


export type EventsIcsQuery = { getEventCalendarFile: string };

export type FeesRaceSubmitMutationVariables = Exact<{
  IDFeeDraft: number;
}>;


export type FeesRaceSubmitMutation = { submitFeeDraft: { status: string, items: Array<{ nationality: string, amount: number, lastAmount: number | null }> } };

export type FeesRaceDraftItemsQueryVariables = Exact<{
  IDSchool: number;
  filter?: FeeDraftFilter | null | undefined;
}>;


export type FeesRaceDraftItemsQuery = { findAllFeeDraft: { data: Array<{ ID: number, status: string, items: Array<{ nationality: string, amount: number, lastAmount: number | null }> }> } };

export type FeesCurrentQueryVariables = Exact<{
  IDSchool: number;
  fkCentre?: number | null | undefined;
}>;


export type FeesCurrentQuery = { findAllCurrentFeeTier: Array<{ ID: number, label: string, pending: boolean, feeGroup: { groupCode: string }, fees: Array<{ nationality: string, amount: number, effectiveFrom: string, effectiveTo: string | null, level: { ID: number }, program: { ID: number } }>, numberOfChildren: Array<{ numberOfChildren: number, level: { ID: number } }> }> };

export type FeesUpcomingQueryVariables = Exact<{
  IDSchool: number;
}>;


export type FeesUpcomingQuery = { findAllUpcomingFeeTier: Array<{ ID: number, active: boolean, pending: boolean, fees: Array<{ amount: number, effectiveFrom: string }> }> };

export type FeesGroupsQueryVariables = Exact<{
  IDSchool: number;
}>;


export type FeesGroupsQuery = { findAllFeeGroup: Array<{ ID: number, groupCode: string }> };

export type FeesNewTierMutationVariables = Exact<{
  IDSchool: number;
  data: FeeTierInput;
}>;


export type FeesNewTierMutation = { newFeeTier: { ID: number, label: string, fees: Array<{ amount: number, nationality: string }> } };

export type FeesNewDraftMutationVariables = Exact<{
  IDSchool: number;
  fkCentre: number;
  data: FeeDraftInput;
}>;


export type FeesNewDraftMutation = { newFeeDraft: { ID: number, status: string, items: Array<{ nationality: string, amount: number, lastAmount: number | null }> } };

export type FeesUpdateItemsMutationVariables = Exact<{
  IDFeeDraft: number;
  items: Array<FeeDraftItemInput> | FeeDraftItemInput;
}>;


export type FeesUpdateItemsMutation = { updateFeeDraftItems: { ID: number, items: Array<{ nationality: string, amount: number, lastAmount: number | null }> } };

export type FeesSubmitMutationVariables = Exact<{
  IDFeeDraft: number;
  remark?: string | null | undefined;
}>;


export type FeesSubmitMutation = { submitFeeDraft: { ID: number, status: string } };

export type FeesApproveMutationVariables = Exact<{
  IDFeeDraft: number;
  remark?: string | null | undefined;
}>;


export type FeesApproveMutation = { approveFeeChangeRequest: { ID: number, status: string, approver: { ID: number } | null, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } }> } };

export type FeesRejectMutationVariables = Exact<{
  IDFeeDraft: number;
  remark: string;
}>;


export type FeesRejectMutation = { rejectFeeChangeRequest: { ID: number, status: string } };

export type FeesCancelMutationVariables = Exact<{
  IDFeeDraft: number;
  remark?: string | null | undefined;
}>;


export type FeesCancelMutation = { cancelFeeChangeRequest: { ID: number, status: string } };

export type FeesDraftsQueryVariables = Exact<{
  IDSchool: number;
  filter?: FeeDraftFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type FeesDraftsQuery = { findAllFeeDraft: { totalCount: number, pendingCount: number, data: Array<{ ID: number, status: string }> } };

export type FeesImpactQueryVariables = Exact<{
  IDFeeDraft: number;
}>;


export type FeesImpactQuery = { getFeeDraftImpact: { noticeMonths: number, needsNoticeWarning: boolean, lines: Array<{ nationality: string, lastAmount: number | null, amount: number, difference: number, numberOfChildren: number }>, families: Array<{ difference: number, parent: { ID: number } | null, children: Array<{ ID: number, difference: number }> }> } };

export type FilesFileUrlQueryVariables = Exact<{
  key: string;
}>;


export type FilesFileUrlQuery = { fileUrl: string };

export type FinanceAccountListingQueryVariables = Exact<{
  IDChild: number;
  isCDA?: boolean | null | undefined;
  paymentType?: string | null | undefined;
}>;


export type FinanceAccountListingQuery = { getAccountListing: { IDChild: number, childName: string, closingBalance: number, CDABalance: number, nonCDABalance: number, entries: Array<{ kind: string, IDInvoice: number | null, paymentType: string | null, debit: number, credit: number, balance: number, CDAAmount: number }> } };

export type FinanceAgeingQueryVariables = Exact<{
  IDSchool: number;
  asOf?: string | null | undefined;
}>;


export type FinanceAgeingQuery = { getAgeingReport: Array<{ IDCentre: number, centreName: string, current: number, days31to60: number, days61to90: number, over90: number, total: number, invoiceCount: number }> };

export type FinanceAgeingDueQueryVariables = Exact<{
  IDInvoice: number;
}>;


export type FinanceAgeingDueQuery = { getInvoice: { invoice: { invoiceDueDate: string } } };

export type FinanceSearchQueryVariables = Exact<{
  IDSchool: number;
  keyword: string;
  pagination?: Pagination | null | undefined;
}>;


export type FinanceSearchQuery = { searchFinance: { totalCount: number, data: Array<{ kind: string, ID: number, IDInvoice: number | null, number: string, IDChild: number, childName: string, amount: number, status: string | null }> } };

export type FinanceInvoiceDetailQueryVariables = Exact<{
  IDInvoice: number;
}>;


export type FinanceInvoiceDetailQuery = { getInvoice: { childName: string, centreName: string, month: string | null, CDAAmount: number, nonCDAAmount: number, can: Array<string>, lines: Array<{ label: string, cdaPayable: boolean, explanation: string | null }>, creditNotes: Array<{ creditNoteNo: string, remark: string }>, invoice: { ID: number, grandTotal: number, outstandingAmount: number } } };

export type FinanceRunCanQueryVariables = Exact<{
  IDInvoiceRun: number;
}>;


export type FinanceRunCanQuery = { getInvoiceRun: { status: string, can: Array<string> } };

export type FinanceOfflineInvoiceNoticeMutationVariables = Exact<{
  IDCentre: number;
  IDChild: number;
  items: Array<OfflineInvoiceItemInput> | OfflineInvoiceItemInput;
}>;


export type FinanceOfflineInvoiceNoticeMutation = { createOfflineInvoice: { invoiceNo: string } };

export type FinanceOfflineInvoiceMutationVariables = Exact<{
  IDCentre: number;
  IDChild: number;
  items: Array<OfflineInvoiceItemInput> | OfflineInvoiceItemInput;
}>;


export type FinanceOfflineInvoiceMutation = { createOfflineInvoice: { ID: number, invoiceNo: string, invoiceType: string, status: string, totalTaxAmount: number, grandTotal: number, outstandingAmount: number, items: Array<{ label: string, quantity: number, taxAmount: number, totalAmount: number }> } };

export type FinanceOfflineInvoiceDetailQueryVariables = Exact<{
  IDInvoice: number;
}>;


export type FinanceOfflineInvoiceDetailQuery = { getInvoice: { lines: Array<{ label: string, explanation: string | null }> } };

export type FinanceKeyedInvoiceMutationVariables = Exact<{
  IDCentre: number;
  IDChild: number;
  items: Array<OfflineInvoiceItemInput> | OfflineInvoiceItemInput;
  requestKey?: string | null | undefined;
}>;


export type FinanceKeyedInvoiceMutation = { createOfflineInvoice: { ID: number, invoiceNo: string } };

export type FinanceKeyedCreditNoteMutationVariables = Exact<{
  IDInvoice: number;
  amount: number;
  remark: string;
  requestKey?: string | null | undefined;
}>;


export type FinanceKeyedCreditNoteMutation = { createAdHocCreditNote: { ID: number, creditNoteNo: string } };

export type FinanceStartRunMutationVariables = Exact<{
  IDSchool: number;
  IDCentre?: number | null | undefined;
  month: string;
}>;


export type FinanceStartRunMutation = { createInvoiceRun: { ID: number, status: string, total: number } };

export type FinanceRunQueryVariables = Exact<{
  IDInvoiceRun: number;
}>;


export type FinanceRunQuery = { getInvoiceRun: { ID: number, status: string, total: number, processed: number, invoiceCount: number, skippedCount: number, grandTotal: number } };

export type FinanceRunDraftsQueryVariables = Exact<{
  IDInvoiceRun: number;
  skipped?: boolean | null | undefined;
}>;


export type FinanceRunDraftsQuery = { findAllInvoiceRunDraft: { totalCount: number, data: Array<{ IDChild: number, skipReason: string | null, skipMessage: string | null, grandTotal: number, totalTaxAmount: number, CDAAmount: number, nonCDAAmount: number, previousGrandTotal: number | null, change: number | null, IDInvoice: number | null, items: Array<{ label: string, source: string, explanation: string, totalAmount: number, taxAmount: number, cdaPayable: boolean }> }> } };

export type FinanceIssueRunMutationVariables = Exact<{
  IDInvoiceRun: number;
}>;


export type FinanceIssueRunMutation = { issueInvoiceRun: { status: string } };

export type FinanceDiscardRunMutationVariables = Exact<{
  IDInvoiceRun: number;
}>;


export type FinanceDiscardRunMutation = { discardInvoiceRun: { status: string } };

export type FinanceInvoicesQueryVariables = Exact<{
  IDSchool: number;
  filter?: InvoiceFilter | null | undefined;
}>;


export type FinanceInvoicesQuery = { findAllInvoice: { totalCount: number, data: Array<{ ID: number, fkChild: number, invoiceNo: string, status: string, grandTotal: number, outstandingAmount: number }> } };

export type FinanceChildInvoicesQueryVariables = Exact<{
  IDChild: number;
}>;


export type FinanceChildInvoicesQuery = { invoicesByFkChild: Array<{ ID: number, invoiceNo: string, status: string, outstandingAmount: number, items: Array<{ label: string }>, receipts: Array<{ receiptNo: string }> }>, getChildCurrentBalance: { CDABalance: number, nonCDABalance: number } };

export type FinanceOfflineReceiptMutationVariables = Exact<{
  IDInvoice: Array<number> | number;
  referenceNo: string;
  paymentType: string;
}>;


export type FinanceOfflineReceiptMutation = { createReceiptForOfflinePayment: Array<{ receiptNo: string, amount: number, paymentType: string, referenceNo: string }> };

export type FinanceReceiptTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type FinanceReceiptTypesQuery = { getOfflineOfflinePaymentReceiptTypes: Array<string> };

export type FinanceCreditNoteMutationVariables = Exact<{
  IDInvoice: number;
  amount: number;
  remark: string;
}>;


export type FinanceCreditNoteMutation = { createAdHocCreditNote: { creditNoteNo: string, amount: number, remark: string } };

export type FinanceRefundsQueryVariables = Exact<{
  IDSchool: number;
  filter?: RefundFilter | null | undefined;
}>;


export type FinanceRefundsQuery = { findAllConsolidatedRefund: { totalCount: number, data: Array<{ IDChild: number, totalAmount: number, refunds: Array<{ label: string, amount: number, status: string, isCda: boolean }> }> } };

export type FinanceFilesGenerateMutationVariables = Exact<{
  IDSchool: number;
  month: string;
  valueDate: string;
}>;


export type FinanceFilesGenerateMutation = { generateGiroDeductionArchive: { ID: number, status: string, log: Array<string>, rowCount: number, totalAmount: number, URL: string | null } };

export type FinanceFilesUploadUrlMutationVariables = Exact<{
  IDSchool: number;
  filename: string;
  contentType: string;
}>;


export type FinanceFilesUploadUrlMutation = { getFinanceDocumentUploadURL: { Url: string, Key: string } };

export type FinanceFilesUploadGiroMutationVariables = Exact<{
  IDSchool: number;
  fileKey: string;
}>;


export type FinanceFilesUploadGiroMutation = { uploadGiroFile: { ID: number, status: string, log: Array<string>, rowCount: number, totalAmount: number } };

export type FinanceFilesUploadSubsidyMutationVariables = Exact<{
  IDSchool: number;
  fileKey: string;
}>;


export type FinanceFilesUploadSubsidyMutation = { uploadSubsidyFile: { ID: number, status: string, log: Array<string>, rowCount: number, totalAmount: number } };

export type FinanceFilesGiroListQueryVariables = Exact<{
  IDSchool: number;
}>;


export type FinanceFilesGiroListQuery = { findAllUploadedGiroFiles: { totalCount: number, data: Array<{ ID: number, docType: string, status: string, log: Array<string>, user: string | null }> } };

export type GeocodingGeocodeQueryVariables = Exact<{
  postalCode: string;
}>;


export type GeocodingGeocodeQuery = { geocodePostalCode: { postalCode: string, address: string, building: string | null, lat: number, lng: number } | null };

export type GeocodingSearchPlacesQueryVariables = Exact<{
  searchVal: string;
}>;


export type GeocodingSearchPlacesQuery = { searchPlaces: Array<{ postalCode: string, address: string, building: string | null, lat: number, lng: number }> };

export type GiroBanksQueryVariables = Exact<{ [key: string]: never; }>;


export type GiroBanksQuery = { findAllBankBicCode: Array<{ ID: number, bankCode: string, bankName: string, bicCode: string, displayOrder: number }> };

export type GiroSaveMutationVariables = Exact<{
  IDChild: number;
  IDSchool: number;
  giroApplication: GiroApplicationInput;
}>;


export type GiroSaveMutation = { saveGiroApplication: { ID: number, status: string, source: string, isCda: boolean, payerAccountNumber: string, payerAccountName: string, payerAccountNames: Array<string>, billReferenceNumber: string, mobilePhone: string | null, applicationDate: string | null, bank: { bicCode: string } } };

export type GiroAddMutationVariables = Exact<{
  giroAccount: GiroAccountInput;
  paymentType: string;
}>;


export type GiroAddMutation = { addGiro: { ID: number, status: string, source: string, isCda: boolean, billReferenceNumber: string, effectiveFrom: string | null } };

export type GiroOfChildQueryVariables = Exact<{
  IDChild: number;
}>;


export type GiroOfChildQuery = { bankAccountInfoByIDChild: { IDChild: number, accounts: Array<{ ID: number, status: string, isCda: boolean, effectiveFrom: string | null, statusChanges: Array<{ fromStatus: string, toStatus: string, reason: string, remarks: string, userName: string | null }> }> } };

export type GiroOfEnquiryQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type GiroOfEnquiryQuery = { bankAccountInfoByIDEnquiry: { IDEnquiry: number, IDChild: number | null, skipGiroSetup: boolean, canPayRegistrationByGiro: boolean, payingByGiro: boolean, accounts: Array<{ ID: number, status: string }> } };

export type GiroReasonsQueryVariables = Exact<{
  status: string;
}>;


export type GiroReasonsQuery = { getBankAccountStatusChangeReasonsByStatus: Array<{ ID: number, label: string }> };

export type GiroUpdateStatusMutationVariables = Exact<{
  IDBankAccount: number;
  status: string;
  fkReason: number;
  remarks: string;
}>;


export type GiroUpdateStatusMutation = { updateBankAccountStatus: { ID: number, status: string, effectiveFrom: string | null, statusChanges: Array<{ fromStatus: string, toStatus: string, reason: string, remarks: string }> } };

export type GiroExportPdfMutationVariables = Exact<{
  IDBankAccount: number;
}>;


export type GiroExportPdfMutation = { exportGiroApplicationPdf: string };

export type GiroPayRegistrationMutationVariables = Exact<{
  IDEnquiry: number;
}>;


export type GiroPayRegistrationMutation = { payRegistrationFeeByGiro: { IDEnquiry: number, payingByGiro: boolean, canPayRegistrationByGiro: boolean } };

export type GiroPayInvoiceMutationVariables = Exact<{
  InvoiceID: number;
}>;


export type GiroPayInvoiceMutation = { payGiroByInvoiceID: boolean };

export type HolidaysMenuQueryVariables = Exact<{
  filter: MenuFilter;
}>;


export type HolidaysMenuQuery = { findSidebarMenuByUser: Array<{ path: string | null, label: string, icon: string | null }> };

export type HolidaysMeQueryVariables = Exact<{ [key: string]: never; }>;


export type HolidaysMeQuery = { me: { can: Array<string> } };

export type HolidaysHolidayFieldsFragment = { ID: number, title: string, description: string | null, holidayImageKey: string | null, holidayImageURL: string | null, from: string, to: string, isPublic: boolean, centreHolidays: Array<{ ID: number, fkCentre: number, centre: { ID: number, label: string } }> };

export type HolidaysListQueryVariables = Exact<{
  IDSchool: number;
  year: number;
  centreID?: number | null | undefined;
}>;


export type HolidaysListQuery = { getCentreHolidaysOfYear: Array<{ ID: number, title: string, description: string | null, holidayImageKey: string | null, holidayImageURL: string | null, from: string, to: string, isPublic: boolean, centreHolidays: Array<{ ID: number, fkCentre: number, centre: { ID: number, label: string } }> }> };

export type HolidaysCreateMutationVariables = Exact<{
  IDSchool: number;
  holiday: HolidayInput;
}>;


export type HolidaysCreateMutation = { createHoliday: { ID: number, title: string, description: string | null, holidayImageKey: string | null, holidayImageURL: string | null, from: string, to: string, isPublic: boolean, centreHolidays: Array<{ ID: number, fkCentre: number, centre: { ID: number, label: string } }> } };

export type HolidaysUpdateMutationVariables = Exact<{
  IDSchool: number;
  holidayID: number;
  holiday: HolidayInput;
}>;


export type HolidaysUpdateMutation = { updateHolidayDetails: { ID: number, title: string, description: string | null, holidayImageKey: string | null, holidayImageURL: string | null, from: string, to: string, isPublic: boolean, centreHolidays: Array<{ ID: number, fkCentre: number, centre: { ID: number, label: string } }> } };

export type HolidaysUploadMutationVariables = Exact<{
  IDSchool: number;
  filename: string;
  contentType: string;
}>;


export type HolidaysUploadMutation = { getHolidayPhotoUploadURL: { Url: string, Key: string } };

export type HolidaysDeleteMutationVariables = Exact<{
  IDSchool: number;
  holidayID: number;
}>;


export type HolidaysDeleteMutation = { deleteHolidayDetails: boolean };

export type IdentityAccountFieldsFragment = { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null, pendingEmail: string | null };

export type IdentityAccountMineQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityAccountMineQuery = { myAccount: { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null, pendingEmail: string | null } };

export type IdentityAccountProfileMutationVariables = Exact<{
  f: string;
  l: string;
  m: string;
}>;


export type IdentityAccountProfileMutation = { updateMyProfile: { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null, pendingEmail: string | null } };

export type IdentityAccountRequestEmailMutationVariables = Exact<{
  e: string;
}>;


export type IdentityAccountRequestEmailMutation = { requestEmailChange: { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null, pendingEmail: string | null } };

export type IdentityAccountConfirmEmailMutationVariables = Exact<{
  c: string;
}>;


export type IdentityAccountConfirmEmailMutation = { confirmEmailChange: { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null, pendingEmail: string | null } };

export type IdentityAccountPasswordMutationVariables = Exact<{
  c: string;
  n: string;
}>;


export type IdentityAccountPasswordMutation = { changeMyPassword: boolean };

export type IdentityConsentRegisterMutationVariables = Exact<{
  t: string;
  p: string;
  v?: string | null | undefined;
}>;


export type IdentityConsentRegisterMutation = { register: { token: string } };

export type IdentityConsentInfoQueryVariables = Exact<{
  t: string;
}>;


export type IdentityConsentInfoQuery = { registrationInfo: { privacyPolicyUrl: string | null } };

export type IdentityConsentMineQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityConsentMineQuery = { myConsents: Array<{ ID: number, kind: string, version: string, textHash: string, givenAt: string, fkEnquiry: number | null, centreLabel: string | null }> };

export type IdentityConsentUpdateConfigMutationVariables = Exact<{
  s: number;
  e: Array<SchoolConfigEntryInput> | SchoolConfigEntryInput;
}>;


export type IdentityConsentUpdateConfigMutation = { updateSchoolConfig: Array<{ key: string, value: string }> };

export type IdentityLanguageSendOtpMutationVariables = Exact<{
  userId: number;
  token: string;
}>;


export type IdentityLanguageSendOtpMutation = { sendOTP: boolean };

export type IdentityLanguageRequestEmailMutationVariables = Exact<{
  e: string;
}>;


export type IdentityLanguageRequestEmailMutation = { requestEmailChange: { ID: number } };

export type IdentityLanguageConfirmEmailMutationVariables = Exact<{
  c: string;
}>;


export type IdentityLanguageConfirmEmailMutation = { confirmEmailChange: { ID: number } };

export type IdentityLanguagePasswordMutationVariables = Exact<{
  c: string;
  n: string;
}>;


export type IdentityLanguagePasswordMutation = { changeMyPassword: boolean };

export type IdentityLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type IdentityLoginQuery = { login: { token: string } };

export type IdentityMeQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityMeQuery = { me: { ID: number, fkSchool: number, firstname: string, lastname: string, email: string, birthdate: string | null, gender: string | null, homePhone: string | null, mobilePhone: string | null, mobilePhoneCountryCode: string | null, isHQStaff: boolean, hasCentreScopeAccess: boolean, hasClassScopeAccess: boolean, isStaff: boolean, can: Array<string>, userRoleRelations: Array<{ ID: number, fkRole: number, role: { ID: number, label: string, name: string, isStaff: boolean, roleTemplates: Array<{ ID: number, fkModuleCategory: number, access: number, moduleCategory: { ID: number, moduleCategoryCode: string, label: string } }> } }>, userAccessControls: Array<{ ID: number, fkSchool: number, fkCentre: number | null, fkClass: number | null, school: { ID: number, name: string } }>, parent: { ID: number, monthlyIncome: string | null, workplaceStaff: string | null } | null, childRelations: Array<{ fkChild: number, child: { ID: number, firstname: string, lastname: string, race: string | null, nationality: string | null, dateOfBirth: string, birthCertificate: string | null, householdIncomeRange: string | null, childClasses: Array<{ from: string, to: string | null, program: { ID: number, label: string } | null, class: { ID: number, fkCentre: number, fkLevel: number, label: string } }> } }> } };

export type IdentityLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type IdentityLogoutMutation = { logout: boolean };

export type IdentityLanguageSetMutationVariables = Exact<{
  language: string;
}>;


export type IdentityLanguageSetMutation = { updateMyPreferredLanguage: string };

export type IdentityLanguageMeQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityLanguageMeQuery = { me: { ID: number, preferredLanguage: string | null } };

export type IdentityFullMeQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityFullMeQuery = { me: { ID: number, email: string, birthdate: string | null, mobilePhone: string | null, can: Array<string>, userRoleRelations: Array<{ ID: number, role: { ID: number, roleTemplates: Array<{ ID: number }> } }>, userAccessControls: Array<{ ID: number, school: { name: string } }>, parent: { ID: number } | null, childRelations: Array<{ ID: number, child: { ID: number, childClasses: Array<{ from: string }> } }> } };

export type IdentityViewerMeQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityViewerMeQuery = { me: { ID: number, email: string, isStaff: boolean, can: Array<string> } };

export type IdentityTwiceMeQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityTwiceMeQuery = { first: { ID: number }, second: { ID: number, mobilePhone: string | null, userAccessControls: Array<{ ID: number }>, parent: { ID: number } | null } };

export type PasswordResetResetMutationVariables = Exact<{
  tokenString: string;
  password: string;
}>;


export type PasswordResetResetMutation = { resetPassword: boolean };

export type PasswordResetMeQueryVariables = Exact<{ [key: string]: never; }>;


export type PasswordResetMeQuery = { me: { ID: number } };

export type RegistrationInfoQueryVariables = Exact<{
  token: string;
}>;


export type RegistrationInfoQuery = { registrationInfo: { userId: number, email: string, firstname: string, maskedPhone: string | null, otpRequired: boolean } };

export type RegistrationRegisterMutationVariables = Exact<{
  token: string;
  password: string;
  pdpa?: string | null | undefined;
}>;


export type RegistrationRegisterMutation = { register: { token: string } };

export type RegistrationSendMutationVariables = Exact<{
  userId: number;
  token: string;
}>;


export type RegistrationSendMutation = { sendOTP: boolean };

export type RegistrationValidateMutationVariables = Exact<{
  userId: number;
  otpReceived: string;
  token: string;
}>;


export type RegistrationValidateMutation = { validateOTP: boolean };

export type RegistrationLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type RegistrationLoginQuery = { login: { token: string } };

export type RegistrationMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationMeQuery = { me: { ID: number, email: string, isStaff: boolean } };

export type IdentityRoleUnionMeQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityRoleUnionMeQuery = { me: { can: Array<string> } };

export type IdentityForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type IdentityForgotPasswordMutation = { forgetPassword: boolean };

export type IdentitySignInQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type IdentitySignInQuery = { login: { token: string } };

export type KioskStartMutationVariables = Exact<{
  centreId: number;
}>;


export type KioskStartMutation = { startKioskSession: { token: string, centreLabel: string } };

export type KioskPassMutationVariables = Exact<{ [key: string]: never; }>;


export type KioskPassMutation = { issueKioskPass: { qrToken: string, pin: string, expiresAt: string } };

export type KioskIdentifyMutationVariables = Exact<{
  kioskToken: string;
  credential: KioskCredentialInput;
}>;


export type KioskIdentifyMutation = { kioskIdentify: Array<{ ID: number, firstname: string, classLabel: string }> };

export type KioskCheckInMutationVariables = Exact<{
  kioskToken: string;
  credential: KioskCredentialInput;
  children: Array<number> | number;
  mobile: string;
  healthChecks?: Array<KioskHealthAnswer> | KioskHealthAnswer | null | undefined;
}>;


export type KioskCheckInMutation = { kioskCheckIn: Array<{ ID: number }> };

export type KioskCheckOutMutationVariables = Exact<{
  kioskToken: string;
  credential: KioskCredentialInput;
  children: Array<number> | number;
  mobile: string;
}>;


export type KioskCheckOutMutation = { kioskCheckOut: Array<{ ID: number }> };

export type KioskSavePickupMutationVariables = Exact<{
  childID: number;
  pickupID?: number | null | undefined;
  pickup: AuthorisedPickupInput;
}>;


export type KioskSavePickupMutation = { saveChildAuthorisedPickup: Array<{ ID: number, name: string, relation: string, mobile: string }> };

export type KioskRemovePickupMutationVariables = Exact<{
  childID: number;
  pickupID: number;
}>;


export type KioskRemovePickupMutation = { removeChildAuthorisedPickup: Array<{ ID: number }> };

export type KioskPickupsQueryVariables = Exact<{
  childID: number;
}>;


export type KioskPickupsQuery = { getChildAuthorisedPickups: Array<{ ID: number, name: string }> };

export type PickupPhotoTargetMutationVariables = Exact<{
  childID: number;
  filename: string;
  contentType: string;
}>;


export type PickupPhotoTargetMutation = { getAuthorisedPickupPhotoUploadURL: { Url: string, Key: string } };

export type PickupPhotoSaveMutationVariables = Exact<{
  childID: number;
  pickupID?: number | null | undefined;
  pickup: AuthorisedPickupInput;
}>;


export type PickupPhotoSaveMutation = { saveChildAuthorisedPickup: Array<{ ID: number, name: string, photoURL: string | null }> };

export type PickupPhotoRemoveMutationVariables = Exact<{
  childID: number;
  pickupID: number;
}>;


export type PickupPhotoRemoveMutation = { removeChildAuthorisedPickup: Array<{ ID: number }> };

export type PickupPhotoListQueryVariables = Exact<{
  childID: number;
}>;


export type PickupPhotoListQuery = { getChildAuthorisedPickups: Array<{ ID: number, name: string, relation: string, photoURL: string | null }> };

export type PickupPhotoFileUrlQueryVariables = Exact<{
  key: string;
}>;


export type PickupPhotoFileUrlQuery = { fileUrl: string };

export type PickupKioskStartMutationVariables = Exact<{
  centreId: number;
}>;


export type PickupKioskStartMutation = { startKioskSession: { token: string } };

export type PickupKioskPassMutationVariables = Exact<{ [key: string]: never; }>;


export type PickupKioskPassMutation = { issueKioskPass: { pin: string } };

export type PickupKioskIdentifyMutationVariables = Exact<{
  kioskToken: string;
  credential: KioskCredentialInput;
}>;


export type PickupKioskIdentifyMutation = { kioskIdentify: Array<{ ID: number, collectors: Array<{ name: string, relation: string, mobileEnding: string, photoURL: string | null }> }> };

export type LeaveCancelMineMutationVariables = Exact<{
  IDLeaveRequest: number;
}>;


export type LeaveCancelMineMutation = { cancelMyLeaveRequest: { ID: number, status: LeaveStatus } };

export type LeaveStaffDayQueryVariables = Exact<{
  centreId: number;
  date: string;
}>;


export type LeaveStaffDayQuery = { getStaffAttendancesByCentre: { staff: Array<{ teacherID: number, status: StaffAttendanceStatus | null, leave: { code: string } | null }> } };

export type LeaveTypesQueryVariables = Exact<{
  IDSchool: number;
  includeInactive?: boolean | null | undefined;
}>;


export type LeaveTypesQuery = { getLeaveTypes: Array<{ ID: number, code: string, active: boolean }> };

export type LeaveTypeSaveMutationVariables = Exact<{
  IDSchool: number;
  leaveTypeID?: number | null | undefined;
  leaveTypeData: LeaveTypeInput;
}>;


export type LeaveTypeSaveMutation = { insertOrUpdateLeaveType: { ID: number, code: string, label: string, active: boolean } };

export type LeaveRequestChildMutationVariables = Exact<{
  childID: number;
  leaveData: LeaveRequestInput;
}>;


export type LeaveRequestChildMutation = { requestChildLeave: { ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, approveRequired: boolean, remark: string | null, requestedBy: string | null, approver: string | null, decidedAt: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } } };

export type LeaveRequestStaffMutationVariables = Exact<{
  leaveData: LeaveRequestInput;
}>;


export type LeaveRequestStaffMutation = { requestStaffLeave: { ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, approveRequired: boolean, remark: string | null, requestedBy: string | null, approver: string | null, decidedAt: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } } };

export type LeaveApproveMutationVariables = Exact<{
  IDLeaveRequest: number;
  remark?: string | null | undefined;
}>;


export type LeaveApproveMutation = { approveLeaveRequest: { ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, approveRequired: boolean, remark: string | null, requestedBy: string | null, approver: string | null, decidedAt: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } } };

export type LeaveRejectMutationVariables = Exact<{
  IDLeaveRequest: number;
  remark: string;
}>;


export type LeaveRejectMutation = { rejectLeaveRequest: { ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, approveRequired: boolean, remark: string | null, requestedBy: string | null, approver: string | null, decidedAt: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } } };

export type LeaveCancelMutationVariables = Exact<{
  IDLeaveRequest: number;
}>;


export type LeaveCancelMutation = { cancelLeaveRequest: { ID: number, status: LeaveStatus } };

export type LeaveCentreQueryVariables = Exact<{
  centreID: number;
  from: string;
  to: string;
  status?: LeaveStatus | null | undefined;
}>;


export type LeaveCentreQuery = { getCentreLeaveRequests: Array<{ ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, approveRequired: boolean, remark: string | null, requestedBy: string | null, approver: string | null, decidedAt: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } }> };

export type LeaveOfChildQueryVariables = Exact<{
  childID: number;
}>;


export type LeaveOfChildQuery = { getChildLeaveRequests: Array<{ ID: number, status: LeaveStatus }> };

export type LeaveMineQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaveMineQuery = { getMyLeaveRequests: Array<{ ID: number, status: LeaveStatus, subject: { teacherID: number | null } }> };

export type LeaveRegisterQueryVariables = Exact<{
  classID: number;
  date: string;
}>;


export type LeaveRegisterQuery = { getAttendanceByClass: Array<{ childID: number, present: boolean, absent: boolean, absentReason: string | null, leave: { code: string, label: string, halfDay: LeaveHalfDay | null } | null }> };

export type LeaveRequestFieldsFragment = { ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, approveRequired: boolean, remark: string | null, requestedBy: string | null, approver: string | null, decidedAt: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } };

export type LedgerRegistrationInvoiceQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type LedgerRegistrationInvoiceQuery = { getEnquiryRegistrationInvoice: { ID: number, invoiceNo: string, status: string, grandTotal: number, totalTaxAmount: number, outstandingAmount: number, items: Array<{ label: string, quantity: number, unitPrice: number, taxAmount: number, displayTotalAmount: number }>, receipts: Array<{ ID: number, receiptNo: string, amount: number }>, payNow: { uen: string, reference: string, amount: number, payload: string } | null } | null };

export type LedgerDraftMonthlyQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type LedgerDraftMonthlyQuery = { getEnquiryDraftMonthlyFeeInvoice: { month: string, grandTotal: number, totalTaxAmount: number, items: Array<{ label: string, unitPrice: number, taxAmount: number }> } | null };

export type LedgerConfirmPaymentMutationVariables = Exact<{
  IDEnquiry: number;
  paymentType: string;
  referenceNo: string;
}>;


export type LedgerConfirmPaymentMutation = { markRegistrationPaymentAsSuccessful: { duplicate: boolean, enquiryState: string, invoice: { status: string, outstandingAmount: number }, receipt: { ID: number, receiptNo: string, amount: number, paymentType: string, referenceNo: string } } };

export type LedgerReceiptsQueryVariables = Exact<{
  IDEnquiry?: number | null | undefined;
  IDEnquiries?: Array<number> | number | null | undefined;
}>;


export type LedgerReceiptsQuery = { receiptByEnquiryID: Array<{ ID: number, IDEnquiry: number | null, receiptNo: string }> };

export type LedgerReceiptPdfQueryVariables = Exact<{
  IDReceipt: number;
}>;


export type LedgerReceiptPdfQuery = { receiptPdf: { filename: string, contentBase64: string } };

export type LedgerInvoicePdfQueryVariables = Exact<{
  IDInvoice: number;
}>;


export type LedgerInvoicePdfQuery = { invoicePdf: { filename: string, contentBase64: string } };

export type LedgerEnrolmentStatusQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type LedgerEnrolmentStatusQuery = { getEnrolmentStatus: { state: string, invoicePaid: boolean, giroRequired: boolean, enrolled: boolean } };

export type LedgerPurchaseItemsQueryVariables = Exact<{
  schoolID: number;
  filter?: PurchaseItemFilter | null | undefined;
}>;


export type LedgerPurchaseItemsQuery = { findAllPurchaseItem: { totalCount: number, data: Array<{ label: string, unitPrice: number, taxable: boolean, type: string, active: boolean }> } };

export type LedgerTrialInvoiceQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type LedgerTrialInvoiceQuery = { getTrialPeriodInvoice: { amount: number, status: string, invoice: { invoiceNo: string, invoiceType: string, grandTotal: number, outstandingAmount: number, items: Array<{ label: string, unitPrice: number, taxAmount: number }> } | null } | null };

export type LevelsSaveLevelMutationVariables = Exact<{
  IDSchool: number;
  levelData: LevelInput;
}>;


export type LevelsSaveLevelMutation = { insertOrUpdateLevelForSchool: { ID: number } };

export type LevelsSaveMutationVariables = Exact<{
  IDSchool: number;
  levelID?: number | null | undefined;
  levelData: LevelInput;
}>;


export type LevelsSaveMutation = { insertOrUpdateLevelForSchool: { ID: number, label: string, fromMonth: number, toMonth: number, promotionDate: string | null, offOnSaturday: boolean, isInfant: boolean, active: boolean, programs: Array<{ ID: number, label: string, from: string, to: string, active: boolean }> } };

export type LevelsListQueryVariables = Exact<{
  IDSchool: number;
}>;


export type LevelsListQuery = { findAllLevelsConfig: { totalCount: number, data: Array<{ ID: number, label: string, fromMonth: number, active: boolean, programs: Array<{ label: string, active: boolean }> }> } };

export type LevelsPublicQueryVariables = Exact<{
  IDSchool: number;
}>;


export type LevelsPublicQuery = { getLevelsForSchool: Array<{ ID: number, label: string, programs: Array<{ label: string }> }> };

export type LevelsRemoveMutationVariables = Exact<{
  IDSchool: number;
  levelID: number;
}>;


export type LevelsRemoveMutation = { removeLevelForSchool: boolean };

export type NavigationMenuQueryVariables = Exact<{
  filter: MenuFilter;
}>;


export type NavigationMenuQuery = { findSidebarMenuByUser: Array<{ ID: number, icon: string | null, path: string | null, active: boolean, label: string, fkNavigation: number | null }> };

export type NotificationsListQueryVariables = Exact<{
  filter?: NotificationFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type NotificationsListQuery = { getNotifications: { totalCount: number, unreadCount: number, data: Array<{ ID: number, navigate: string | null, channel: string, read: boolean, createdAt: string, content: { title: string, body: string } }> } };

export type NotificationsMarkMutationVariables = Exact<{
  notificationIds: Array<number> | number;
  read: boolean;
}>;


export type NotificationsMarkMutation = { markNotifications: boolean };

export type PushPrefsSubscribeMutationVariables = Exact<{
  subscription: WebPushSubscriptionInput;
}>;


export type PushPrefsSubscribeMutation = { subscribeWebPush: boolean };

export type PushPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type PushPreferencesQuery = { myPushPreferences: Array<{ kind: string, push: boolean }> };

export type UpdatePushPreferencesMutationVariables = Exact<{
  kinds: Array<string> | string;
}>;


export type UpdatePushPreferencesMutation = { updateMyPushPreferences: Array<{ kind: string, push: boolean }> };

export type PushKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type PushKeyQuery = { webPushPublicKey: string };

export type PushSubscribeMutationVariables = Exact<{
  subscription: WebPushSubscriptionInput;
}>;


export type PushSubscribeMutation = { subscribeWebPush: boolean };

export type PushUnsubscribeMutationVariables = Exact<{
  endpoint: string;
}>;


export type PushUnsubscribeMutation = { unsubscribeWebPush: boolean };

export type PaymentsChildBalanceQueryVariables = Exact<{
  IDChild: number;
}>;


export type PaymentsChildBalanceQuery = { getChildCurrentBalance: { nonCDABalance: number } };

export type PaymentsAccessQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type PaymentsAccessQuery = { getPaymentAccess: { available: boolean, reason: string | null, message: string | null, IDInvoice: number | null, outstanding: number | null, lastOrder: { orderId: string, status: string, errorCode: string | null, message: string | null } | null } };

export type PaymentsCreateMutationVariables = Exact<{
  InvoiceID: number;
}>;


export type PaymentsCreateMutation = { createPaymentSession: { Id: string, Version: string, UpdateStatus: string, SuccessIndicator: string, MerchantId: string, checkoutUrl: string, expiresAt: string, Order: { Id: string, Amount: string, Currency: string, Description: string } } };

export type PaymentsUpdateMutationVariables = Exact<{
  paymentOrderID: string;
}>;


export type PaymentsUpdateMutation = { updatePaymentSession: { orderId: string, status: string, errorCode: string | null, message: string | null, amount: number, IDInvoice: number, IDReceipt: number | null } };

export type PaymentsInvoiceAccessQueryVariables = Exact<{
  IDInvoice: number;
}>;


export type PaymentsInvoiceAccessQuery = { getInvoicePaymentAccess: { available: boolean, reason: string | null, message: string | null, IDInvoice: number | null, outstanding: number | null, lastOrder: { orderId: string, status: string, errorCode: string | null } | null } };

export type PaymentsUnappliedQueryVariables = Exact<{
  IDSchool: number;
}>;


export type PaymentsUnappliedQuery = { findAllUnappliedCardPayment: { totalCount: number, data: Array<{ ID: number, orderId: string, IDInvoice: number, invoiceNo: string, IDChild: number, childName: string, amount: number, paidAt: string | null }> } };

export type PaymentsUnappliedTargetsQueryVariables = Exact<{
  IDPaymentSession: number;
}>;


export type PaymentsUnappliedTargetsQuery = { findUnappliedCardPaymentTargets: Array<{ ID: number, IDChild: number, outstandingAmount: number }> };

export type PaymentsRefundUnappliedMutationVariables = Exact<{
  IDPaymentSession: number;
  remark?: string | null | undefined;
}>;


export type PaymentsRefundUnappliedMutation = { refundUnappliedCardPayment: { ID: number, resolution: string, IDRefund: number | null } };

export type PaymentsApplyUnappliedMutationVariables = Exact<{
  IDPaymentSession: number;
  IDInvoice: number;
}>;


export type PaymentsApplyUnappliedMutation = { applyUnappliedCardPayment: { ID: number, resolution: string, IDInvoice: number | null, IDReceipt: number | null } };

export type PlanningSubmitMutationVariables = Exact<{
  CapacityDraft: CapacityDraftInput;
  remarks?: string | null | undefined;
  CapacityDraftItems: Array<CapacityDraftItemInput> | CapacityDraftItemInput;
}>;


export type PlanningSubmitMutation = { submitVacancyPlanning: { ID: number, status: string, year: number, requesterName: string, can: Array<string>, items: Array<{ fkLevel: number, capacity: number, date: string, label: string, currentCapacity: number | null }> } };

export type PlanningApproveMutationVariables = Exact<{
  DraftID: number;
  Remarks?: string | null | undefined;
}>;


export type PlanningApproveMutation = { approveCapacityChangeRequest: { ID: number, status: string, approverName: string | null, items: Array<{ capacity: number, currentCapacity: number | null }>, activityLogs: Array<{ status: string, remark: string | null, userName: string }> } };

export type PlanningRejectMutationVariables = Exact<{
  DraftID: number;
  Remarks?: string | null | undefined;
}>;


export type PlanningRejectMutation = { rejectCapacityChangeRequest: { ID: number, status: string } };

export type PlanningRecallMutationVariables = Exact<{
  DraftID: number;
  Remarks?: string | null | undefined;
}>;


export type PlanningRecallMutation = { cancelCapacityChangeRequest: { ID: number, status: string, approverName: string | null } };

export type PlanningDraftsQueryVariables = Exact<{
  IDSchool: number;
  filter?: CapacityDraftFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type PlanningDraftsQuery = { capacityDraftsByFkSchool: { totalCount: number, data: Array<{ ID: number, fkCentre: number, status: string, can: Array<string> }> } };

export type PlanningCapacitiesQueryVariables = Exact<{
  IDCentre: number;
  IDLevel: number;
  Year: number;
}>;


export type PlanningCapacitiesQuery = { capacitiesByFkCentreFkLevelYear: Array<{ ID: number | null, capacity: number, date: string, month: number, year: number }> };

export type PlanningVacanciesQueryVariables = Exact<{
  CentreID: number;
  ServiceLevel: number;
  Year: number;
  IsPublic?: boolean | null | undefined;
  fromMonth?: string | null | undefined;
}>;


export type PlanningVacanciesQuery = { findAllVacancies: Array<{ count: number, status: string, month: string }> };

export type PlanningNegativeQueryVariables = Exact<{
  centreID: number;
}>;


export type PlanningNegativeQuery = { findAllNegativeVacanciesByCentre: Array<{ levelId: number, level: string, year: number, shortfall: number, firstMonth: string }> };

export type PublicCentreOutlooksQueryVariables = Exact<{
  IDSchool: number;
  centres: Array<number> | number;
  level: number;
  enrollmentDate: string;
  household?: PublicHouseholdInput | null | undefined;
}>;


export type PublicCentreOutlooksQuery = { getCentreOutlooks: Array<{ fkCentre: number, levelLabels: Array<string>, queueLength: number, expectedOfferMonth: string | null, monthlyFeeCents: number | null, programLabel: string | null, subsidyCents: number, feeAfterSubsidyCents: number | null }> };

export type PublicPagesSaveMutationVariables = Exact<{
  IDSchool: number;
  content: PublicPagesInput;
}>;


export type PublicPagesSaveMutation = { savePublicPages: { published: boolean, introduction: string, documentsToPrepare: string, updatedAt: string | null, programmes: Array<{ title: string, description: string, imageUrl: string | null }>, faqs: Array<{ question: string, answer: string }> } };

export type PublicPagesForEditQueryVariables = Exact<{
  IDSchool: number;
}>;


export type PublicPagesForEditQuery = { getPublicPagesForEdit: { published: boolean, introduction: string, faqs: Array<{ question: string }> } };

export type PublicPagesIntroQueryVariables = Exact<{
  IDSchool: number;
}>;


export type PublicPagesIntroQuery = { getSchoolIntroduction: { introduction: string, programmes: Array<{ title: string, description: string, imageUrl: string | null }>, centres: Array<{ ID: number, label: string, addresses: Array<{ address: string, postcode: string, lat: number | null, lng: number | null }> }> } };

export type PublicPagesInfoQueryVariables = Exact<{
  IDSchool: number;
}>;


export type PublicPagesInfoQuery = { getParentInformation: { enrolmentSteps: Array<string>, documentsToPrepare: string, fees: Array<{ levelLabel: string, programLabel: string, residency: string, minCents: number, maxCents: number }>, subsidySchedule: { basic: Array<{ careType: string, working: boolean, amountCents: number }> }, faqs: Array<{ question: string, answer: string }> } };

export type PublicPagesUploadMutationVariables = Exact<{
  IDSchool: number;
  filename: string;
  contentType: string;
}>;


export type PublicPagesUploadMutation = { getPublicPageImageUploadURL: { Url: string, Key: string } };

export type RegistrationFamilyContactsQueryVariables = Exact<{
  IDChild: number;
}>;


export type RegistrationFamilyContactsQuery = { getFamilyContacts: { emergencyContact: unknown, address: { fkUser: number, postcode: string, address: string, unit: string | null } | null } };

export type RegistrationSaveMyAddressMutationVariables = Exact<{
  IDChild: number;
  addressData: UserAddressInput;
}>;


export type RegistrationSaveMyAddressMutation = { updateMyAddressFromChild: { address: { fkUser: number, postcode: string, address: string, unit: string | null } | null } };

export type RegistrationSaveEmergencyContactMutationVariables = Exact<{
  IDChild: number;
  data: unknown;
}>;


export type RegistrationSaveEmergencyContactMutation = { updateChildEmergencyContact: { emergencyContact: unknown } };

export type RegistrationEnquiryQueryVariables = Exact<{
  id: number;
}>;


export type RegistrationEnquiryQuery = { enquiryByID: { ID: number, fkChild: number, admissionStatus: { stateCode: string }, centre: { ID: number } } };

export type RegistrationStartMutationVariables = Exact<{
  IDEnquiry: number;
  IDChild: number;
}>;


export type RegistrationStartMutation = { startRegistration: { ID: number, admissionStatus: { stateCode: string } } };

export type RegistrationFormQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type RegistrationFormQuery = { getEnrolmentForm: { IDEnquiry: number, step: string | null, completedSteps: Array<string>, hasEmergencyContact: boolean, isInfantCare: boolean, prefill: unknown, steps: Array<{ step: string, completed: boolean, data: unknown }> } };

export type RegistrationSaveFormMutationVariables = Exact<{
  IDEnquiry: number;
  EnrolmentForm: EnrolmentFormInput;
}>;


export type RegistrationSaveFormMutation = { saveEnrolmentForm: { step: string | null, completedSteps: Array<string> } };

export type RegistrationAdditionalQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type RegistrationAdditionalQuery = { getAdditionalInformation: { step: string | null, completedSteps: Array<string>, steps: Array<{ step: string, data: unknown }> } };

export type RegistrationSaveAdditionalMutationVariables = Exact<{
  IDEnquiry: number;
  step: string;
  data: unknown;
}>;


export type RegistrationSaveAdditionalMutation = { saveAdditionalInformation: { step: string | null, completedSteps: Array<string> } };

export type RegistrationCompleteMutationVariables = Exact<{
  IDEnquiry: number;
}>;


export type RegistrationCompleteMutation = { markAsCompleted: { ID: number, enrollmentPlan: string, admissionStatus: { stateCode: string } } };

export type RegistrationSubsidyQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type RegistrationSubsidyQuery = { getSubsidySchedule: { basic: Array<{ careType: string, working: boolean, amountCents: number }>, additional: Array<{ careType: string, incomeMaxCents: number, amountCents: number }> } };

export type RegistrationSaveParentMutationVariables = Exact<{
  IDEnquiry: number;
  fkUser: number;
  parentData: ParentDetailsInput;
}>;


export type RegistrationSaveParentMutation = { insertOrUpdateParentByFkUser: { fkUser: number, identificationNo: string | null, nationality: string | null, maritalStatus: string | null } };

export type RegistrationSaveAddressMutationVariables = Exact<{
  IDEnquiry: number;
  fkUser: number;
  addressData: UserAddressInput;
}>;


export type RegistrationSaveAddressMutation = { insertOrUpdateUserAddress: { fkUser: number, postcode: string, address: string, unit: string | null } };

export type RolesImpliedReadAddMutationVariables = Exact<{
  IDSchool: number;
  roleData: RoleInput;
}>;


export type RolesImpliedReadAddMutation = { addRole: { ID: number, roleTemplates: Array<{ access: number, moduleCategory: { moduleCategoryCode: string } }> } };

export type RolesImpliedReadUpdateMutationVariables = Exact<{
  IDSchool: number;
  roleID: number;
  roleData: RoleInput;
}>;


export type RolesImpliedReadUpdateMutation = { updateRole: { roleTemplates: Array<{ access: number, moduleCategory: { moduleCategoryCode: string } }> } };

export type RolesRoleFieldsFragment = { ID: number, fkSchool: number, label: string, name: string, active: boolean, isStaff: boolean, isRemovable: boolean, numberOfUsers: number, updatedAt: string, lastModifiedUser: { ID: number, firstname: string, lastname: string } | null, roleTemplates: Array<{ ID: number, fkModuleCategory: number, access: number, label: string, moduleCategory: { ID: number, moduleCategoryCode: string, label: string } }> };

export type RolesListQueryVariables = Exact<{
  IDSchool: number;
}>;


export type RolesListQuery = { findRoleByFkSchool: { totalCount: number, data: Array<{ ID: number, fkSchool: number, label: string, name: string, active: boolean, isStaff: boolean, isRemovable: boolean, numberOfUsers: number, updatedAt: string, lastModifiedUser: { ID: number, firstname: string, lastname: string } | null, roleTemplates: Array<{ ID: number, fkModuleCategory: number, access: number, label: string, moduleCategory: { ID: number, moduleCategoryCode: string, label: string } }> }> } };

export type RolesModulesQueryVariables = Exact<{
  IDSchool: number;
}>;


export type RolesModulesQuery = { findAllModuleCategory: Array<{ ID: number, fkSchool: number, label: string, moduleCategoryCode: string, active: boolean }> };

export type RolesAddMutationVariables = Exact<{
  IDSchool: number;
  roleData: RoleInput;
}>;


export type RolesAddMutation = { addRole: { ID: number, fkSchool: number, label: string, name: string, active: boolean, isStaff: boolean, isRemovable: boolean, numberOfUsers: number, updatedAt: string, lastModifiedUser: { ID: number, firstname: string, lastname: string } | null, roleTemplates: Array<{ ID: number, fkModuleCategory: number, access: number, label: string, moduleCategory: { ID: number, moduleCategoryCode: string, label: string } }> } };

export type RolesUpdateMutationVariables = Exact<{
  IDSchool: number;
  roleID: number;
  roleData: RoleInput;
}>;


export type RolesUpdateMutation = { updateRole: { ID: number, fkSchool: number, label: string, name: string, active: boolean, isStaff: boolean, isRemovable: boolean, numberOfUsers: number, updatedAt: string, lastModifiedUser: { ID: number, firstname: string, lastname: string } | null, roleTemplates: Array<{ ID: number, fkModuleCategory: number, access: number, label: string, moduleCategory: { ID: number, moduleCategoryCode: string, label: string } }> } };

export type RolesRemoveMutationVariables = Exact<{
  IDSchool: number;
  roleID: number;
}>;


export type RolesRemoveMutation = { removeRole: boolean };

export type SchoolSettingsUpdateMutationVariables = Exact<{
  IDSchool: number;
  entries: Array<SchoolConfigEntryInput> | SchoolConfigEntryInput;
}>;


export type SchoolSettingsUpdateMutation = { updateSchoolConfig: Array<{ fkSchool: number, key: string, value: string }> };

export type SchoolSettingsConfigQueryVariables = Exact<{
  fkSchool: number;
}>;


export type SchoolSettingsConfigQuery = { findAllSchoolConfig: { data: Array<{ key: string, value: string }> } };

export type SchoolSettingsSaveCodeMutationVariables = Exact<{
  IDSchool: number;
  codeID?: number | null | undefined;
  category: string;
  code: CodeInput;
}>;


export type SchoolSettingsSaveCodeMutation = { insertOrUpdateCode: { ID: number, fkSchool: number, category: string, label: string, description: string, sortOrder: number, active: boolean } };

export type SchoolSettingsSetActiveMutationVariables = Exact<{
  IDSchool: number;
  codeID: number;
  active: boolean;
}>;


export type SchoolSettingsSetActiveMutation = { setCodeActive: { ID: number, active: boolean } };

export type SchoolSettingsAdminCodesQueryVariables = Exact<{
  IDSchool: number;
  searchCategory: string;
  pagination?: Pagination | null | undefined;
}>;


export type SchoolSettingsAdminCodesQuery = { findAllCodesForAdmin: { totalCount: number, data: Array<{ ID: number, label: string, sortOrder: number, active: boolean }> } };

export type SchoolSettingsUploadMutationVariables = Exact<{
  IDSchool: number;
  purpose: string;
  filename: string;
  contentType: string;
}>;


export type SchoolSettingsUploadMutation = { getSchoolBrandingUploadURL: { Url: string, Key: string } };

export type SchoolSettingsCodesQueryVariables = Exact<{
  fkSchool: number;
}>;


export type SchoolSettingsCodesQuery = { findAllConfigByCategory: { data: Array<{ label: string }> } };

export type SsoUrlQueryVariables = Exact<{
  fkSchool: number;
}>;


export type SsoUrlQuery = { getLoginUrl: { url: string } };

export type SsoValidateQueryVariables = Exact<{
  tokenString: string;
}>;


export type SsoValidateQuery = { validateUser: { token: string } };

export type SsoHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type SsoHealthQuery = { health: string };

export type StaffDirectoryByEmailQueryVariables = Exact<{
  email: string;
}>;


export type StaffDirectoryByEmailQuery = { getADUserByEmail: { email: string, displayName: string, givenName: string, surname: string, businessPhones: Array<string> } | null };

export type StaffDirectoryByNameQueryVariables = Exact<{
  name: string;
}>;


export type StaffDirectoryByNameQuery = { getADUsersByName: Array<{ email: string, displayName: string }> };

export type StaffTestFieldsFragment = { ID: number, fkSchool: number, staffID: string, active: boolean, createdAt: string, user: { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null, isHQStaff: boolean, hasCentreScopeAccess: boolean, active: boolean }, centres: Array<{ ID: number, label: string, code: string }>, roles: Array<{ ID: number, label: string, name: string, active: boolean }> };

export type StaffAddMutationVariables = Exact<{
  IDSchool: number;
  staffData: StaffInput;
}>;


export type StaffAddMutation = { addNewStaff: { ID: number, fkSchool: number, staffID: string, active: boolean, createdAt: string, user: { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null, isHQStaff: boolean, hasCentreScopeAccess: boolean, active: boolean }, centres: Array<{ ID: number, label: string, code: string }>, roles: Array<{ ID: number, label: string, name: string, active: boolean }> } };

export type StaffUpdateMutationVariables = Exact<{
  IDSchool: number;
  staffID: number;
  staffData: StaffInput;
}>;


export type StaffUpdateMutation = { updateStaff: { ID: number, fkSchool: number, staffID: string, active: boolean, createdAt: string, user: { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null, isHQStaff: boolean, hasCentreScopeAccess: boolean, active: boolean }, centres: Array<{ ID: number, label: string, code: string }>, roles: Array<{ ID: number, label: string, name: string, active: boolean }> } };

export type StaffRemoveMutationVariables = Exact<{
  IDSchool: number;
  staffID: number;
}>;


export type StaffRemoveMutation = { removeStaff: boolean };

export type StaffActivateMutationVariables = Exact<{
  IDSchool: number;
  staffID: number;
}>;


export type StaffActivateMutation = { activateStaff: { ID: number, active: boolean, user: { active: boolean } } };

export type StaffListQueryVariables = Exact<{
  IDSchool: number;
  pagination?: Pagination | null | undefined;
  filter?: StaffFilter | null | undefined;
  role?: number | null | undefined;
  centre?: number | null | undefined;
  searchString?: string | null | undefined;
}>;


export type StaffListQuery = { findAllStaff: { totalCount: number, data: Array<{ ID: number, fkSchool: number, staffID: string, active: boolean, createdAt: string, user: { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null, isHQStaff: boolean, hasCentreScopeAccess: boolean, active: boolean }, centres: Array<{ ID: number, label: string, code: string }>, roles: Array<{ ID: number, label: string, name: string, active: boolean }> }> } };

export type StaffOneQueryVariables = Exact<{
  IDSchool: number;
  staffID: number;
}>;


export type StaffOneQuery = { findStaffByID: { ID: number, fkSchool: number, staffID: string, active: boolean, createdAt: string, user: { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null, isHQStaff: boolean, hasCentreScopeAccess: boolean, active: boolean }, centres: Array<{ ID: number, label: string, code: string }>, roles: Array<{ ID: number, label: string, name: string, active: boolean }> } };

export type StaffActivateRoleMutationVariables = Exact<{
  IDSchool: number;
  roleID: number;
  active: boolean;
}>;


export type StaffActivateRoleMutation = { activateRole: { ID: number, active: boolean } };

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { me: { ID: number, can: Array<string> } };

export type StaffMenuQueryVariables = Exact<{
  filter: MenuFilter;
}>;


export type StaffMenuQuery = { findSidebarMenuByUser: Array<{ path: string | null }> };

export type StateMapHeadOfficeListQueryVariables = Exact<{
  IDSchool: number;
}>;


export type StateMapHeadOfficeListQuery = { findAllEnquiryStateMachineMap: Array<{ ID: number, priority: number }> };

export type StateMapHeadOfficeAddMutationVariables = Exact<{
  IDSchool: number;
  fromState: string;
  toState: string;
}>;


export type StateMapHeadOfficeAddMutation = { addEnquiryStateMachineMap: { ID: number } };

export type StateMapHeadOfficeUpdateMutationVariables = Exact<{
  IDSchool: number;
  IDMap: number;
  priority: number;
}>;


export type StateMapHeadOfficeUpdateMutation = { updateEnquiryStateMachineMap: { ID: number } };

export type StateMapHeadOfficeRemoveMutationVariables = Exact<{
  IDSchool: number;
  IDMap: number;
}>;


export type StateMapHeadOfficeRemoveMutation = { removeEnquiryStateMachineMap: boolean };

export type StateMapListQueryVariables = Exact<{
  IDSchool: number;
}>;


export type StateMapListQuery = { findAllEnquiryStateMachineMap: Array<{ ID: number, priority: number, fromState: { stateCode: string }, toState: { stateCode: string } }> };

export type StateMapStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type StateMapStatesQuery = { findAllEnquiryState: Array<{ ID: number, stateCode: string, group: string }> };

export type StateMapAddMutationVariables = Exact<{
  IDSchool: number;
  fromState: string;
  toState: string;
  priority?: number | null | undefined;
}>;


export type StateMapAddMutation = { addEnquiryStateMachineMap: { ID: number, priority: number, toState: { stateCode: string } } };

export type StateMapRemoveMutationVariables = Exact<{
  IDSchool: number;
  IDMap: number;
  confirm?: boolean | null | undefined;
}>;


export type StateMapRemoveMutation = { removeEnquiryStateMachineMap: boolean };

export type StateMapUpdateMutationVariables = Exact<{
  IDSchool: number;
  IDMap: number;
  priority: number;
  toState?: string | null | undefined;
  confirm?: boolean | null | undefined;
}>;


export type StateMapUpdateMutation = { updateEnquiryStateMachineMap: { ID: number, priority: number, toState: { stateCode: string } } };

export type StateMapImpactQueryVariables = Exact<{
  IDSchool: number;
  IDMap: number;
  toState?: string | null | undefined;
}>;


export type StateMapImpactQuery = { enquiryStateMachineMapImpact: { states: Array<{ count: number, stranded: boolean, state: { stateCode: string }, enquiries: Array<{ ID: number }> }> } };

export type StateMapStrandedQueryVariables = Exact<{
  IDSchool: number;
}>;


export type StateMapStrandedQuery = { strandedEnquiryStates: { states: Array<{ count: number, state: { stateCode: string } }> } };

export type StateMapCancelEnquiryMutationVariables = Exact<{
  ID: number;
}>;


export type StateMapCancelEnquiryMutation = { cancelEnquiry: { ID: number, admissionStatus: { stateCode: string } } };

export type TenancyConfigQueryVariables = Exact<{
  filter: SchoolConfigFilter;
}>;


export type TenancyConfigQuery = { findAllSchoolConfig: { totalCount: number, data: Array<{ ID: number, fkSchool: number, key: string, value: string }> } };

export type TenancyConfigKeyQueryVariables = Exact<{
  fkSchool: number;
  key: string;
}>;


export type TenancyConfigKeyQuery = { schoolConfigByFkSchoolKey: { fkSchool: number, key: string, value: string } | null };

export type TenancyByCategoryQueryVariables = Exact<{
  searchCategory: string;
  filter: CodeFilter;
  pagination?: Pagination | null | undefined;
}>;


export type TenancyByCategoryQuery = { findAllConfigByCategory: { totalCount: number, data: Array<{ ID: number, fkSchool: number, label: string, description: string, active: boolean }> } };

export type TenancyByLabelsQueryVariables = Exact<{
  fkSchool: number;
  labels: Array<string> | string;
}>;


export type TenancyByLabelsQuery = { codesByLabelFkSchool: Array<{ category: string, codes: Array<{ label: string }> }> };

export type TenancySchoolQueryVariables = Exact<{
  ID: number;
}>;


export type TenancySchoolQuery = { findSchool: { ID: number, name: string, code: string } | null };

export type TransferFieldsFragment = { ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, withdrawalEConsentCompleted: boolean, destinationCentreEnrollmentCompleted: boolean, subsidyNotice: string, can: Array<string>, sourceCentre: { ID: number }, destinationCentre: { ID: number }, sourceApprover: { ID: number } | null, destinationApprover: { ID: number } | null, item: { effectiveDate: string, fkEnquiry: number | null, remark: string | null, child: { ID: number }, user: { ID: number } | null, reason: { label: string } }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> };

export type TransfersSubmitMutationVariables = Exact<{
  childID: number;
  transferData: TransferInput;
}>;


export type TransfersSubmitMutation = { submitNewTransferRequest: { ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, withdrawalEConsentCompleted: boolean, destinationCentreEnrollmentCompleted: boolean, subsidyNotice: string, can: Array<string>, sourceCentre: { ID: number }, destinationCentre: { ID: number }, sourceApprover: { ID: number } | null, destinationApprover: { ID: number } | null, item: { effectiveDate: string, fkEnquiry: number | null, remark: string | null, child: { ID: number }, user: { ID: number } | null, reason: { label: string } }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type TransfersDraftsQueryVariables = Exact<{
  IDSchool: number;
  filter?: TransferFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type TransfersDraftsQuery = { getTransferDrafts: { totalCount: number, data: Array<{ ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, withdrawalEConsentCompleted: boolean, destinationCentreEnrollmentCompleted: boolean, subsidyNotice: string, can: Array<string>, sourceCentre: { ID: number }, destinationCentre: { ID: number }, sourceApprover: { ID: number } | null, destinationApprover: { ID: number } | null, item: { effectiveDate: string, fkEnquiry: number | null, remark: string | null, child: { ID: number }, user: { ID: number } | null, reason: { label: string } }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> }> } };

export type TransfersCompletedQueryVariables = Exact<{
  IDSchool: number;
  filter?: TransferFilter | null | undefined;
}>;


export type TransfersCompletedQuery = { getCompletedTransferRequests: { totalCount: number, data: Array<{ ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, withdrawalEConsentCompleted: boolean, destinationCentreEnrollmentCompleted: boolean, subsidyNotice: string, can: Array<string>, sourceCentre: { ID: number }, destinationCentre: { ID: number }, sourceApprover: { ID: number } | null, destinationApprover: { ID: number } | null, item: { effectiveDate: string, fkEnquiry: number | null, remark: string | null, child: { ID: number }, user: { ID: number } | null, reason: { label: string } }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> }> } };

export type TransfersGetQueryVariables = Exact<{
  IDTransfer: number;
}>;


export type TransfersGetQuery = { getTransferDraft: { ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, withdrawalEConsentCompleted: boolean, destinationCentreEnrollmentCompleted: boolean, subsidyNotice: string, can: Array<string>, sourceCentre: { ID: number }, destinationCentre: { ID: number }, sourceApprover: { ID: number } | null, destinationApprover: { ID: number } | null, item: { effectiveDate: string, fkEnquiry: number | null, remark: string | null, child: { ID: number }, user: { ID: number } | null, reason: { label: string } }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type TransfersSourceApproveMutationVariables = Exact<{
  IDTransfer: number;
  decision?: TransferDecisionInput | null | undefined;
}>;


export type TransfersSourceApproveMutation = { approveTransferRequestBySourceCentreStaff: { ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, withdrawalEConsentCompleted: boolean, destinationCentreEnrollmentCompleted: boolean, subsidyNotice: string, can: Array<string>, sourceCentre: { ID: number }, destinationCentre: { ID: number }, sourceApprover: { ID: number } | null, destinationApprover: { ID: number } | null, item: { effectiveDate: string, fkEnquiry: number | null, remark: string | null, child: { ID: number }, user: { ID: number } | null, reason: { label: string } }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type TransfersDestinationApproveMutationVariables = Exact<{
  IDTransfer: number;
  decision?: TransferDecisionInput | null | undefined;
}>;


export type TransfersDestinationApproveMutation = { approveTransferRequestByDestinationCentreStaff: { ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, withdrawalEConsentCompleted: boolean, destinationCentreEnrollmentCompleted: boolean, subsidyNotice: string, can: Array<string>, sourceCentre: { ID: number }, destinationCentre: { ID: number }, sourceApprover: { ID: number } | null, destinationApprover: { ID: number } | null, item: { effectiveDate: string, fkEnquiry: number | null, remark: string | null, child: { ID: number }, user: { ID: number } | null, reason: { label: string } }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type TransfersCancelMutationVariables = Exact<{
  IDTransfer: number;
  remark?: string | null | undefined;
}>;


export type TransfersCancelMutation = { cancelTransferRequestByUser: { ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, withdrawalEConsentCompleted: boolean, destinationCentreEnrollmentCompleted: boolean, subsidyNotice: string, can: Array<string>, sourceCentre: { ID: number }, destinationCentre: { ID: number }, sourceApprover: { ID: number } | null, destinationApprover: { ID: number } | null, item: { effectiveDate: string, fkEnquiry: number | null, remark: string | null, child: { ID: number }, user: { ID: number } | null, reason: { label: string } }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type TransfersCompleteMutationVariables = Exact<{
  IDTransfer: number;
  remark?: string | null | undefined;
}>;


export type TransfersCompleteMutation = { completeTransferRequest: { ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, withdrawalEConsentCompleted: boolean, destinationCentreEnrollmentCompleted: boolean, subsidyNotice: string, can: Array<string>, sourceCentre: { ID: number }, destinationCentre: { ID: number }, sourceApprover: { ID: number } | null, destinationApprover: { ID: number } | null, item: { effectiveDate: string, fkEnquiry: number | null, remark: string | null, child: { ID: number }, user: { ID: number } | null, reason: { label: string } }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type TransfersVacanciesQueryVariables = Exact<{
  CentreID: number;
  ServiceLevel: number;
  Year: number;
  fromMonth?: string | null | undefined;
}>;


export type TransfersVacanciesQuery = { findAllVacancies: Array<{ count: number, status: string, month: string }> };

export type TransfersDestinationsQueryVariables = Exact<{
  childID: number;
  effectiveDate?: string | null | undefined;
}>;


export type TransfersDestinationsQuery = { getTransferDestinations: Array<{ vacancyAvailable: boolean | null, centre: { ID: number, label: string } }> };

export type TransfersSourceRejectMutationVariables = Exact<{
  IDTransfer: number;
  decision: TransferDecisionInput;
}>;


export type TransfersSourceRejectMutation = { rejectTransferRequestBySourceCentreStaff: { ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, withdrawalEConsentCompleted: boolean, destinationCentreEnrollmentCompleted: boolean, subsidyNotice: string, can: Array<string>, sourceCentre: { ID: number }, destinationCentre: { ID: number }, sourceApprover: { ID: number } | null, destinationApprover: { ID: number } | null, item: { effectiveDate: string, fkEnquiry: number | null, remark: string | null, child: { ID: number }, user: { ID: number } | null, reason: { label: string } }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type TransfersDestinationRejectMutationVariables = Exact<{
  IDTransfer: number;
  decision: TransferDecisionInput;
}>;


export type TransfersDestinationRejectMutation = { rejectTransferRequestByDestinationCentreStaff: { ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, withdrawalEConsentCompleted: boolean, destinationCentreEnrollmentCompleted: boolean, subsidyNotice: string, can: Array<string>, sourceCentre: { ID: number }, destinationCentre: { ID: number }, sourceApprover: { ID: number } | null, destinationApprover: { ID: number } | null, item: { effectiveDate: string, fkEnquiry: number | null, remark: string | null, child: { ID: number }, user: { ID: number } | null, reason: { label: string } }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type VisitsCalendarFileIcsQueryVariables = Exact<{
  IDVisit: number;
}>;


export type VisitsCalendarFileIcsQuery = { getVisitCalendarFile: string };

export type VisitsAvailabilityAddMutationVariables = Exact<{
  IDCentre: number;
  availability: VisitAvailabilityInput;
}>;


export type VisitsAvailabilityAddMutation = { addCalendarEvent: { ID: number, fkCentre: number, visitType: string, start: string, end: string, from: string, to: string, recurType: string, recurOnDays: Array<number>, slotMinutes: number, familiesPerSlot: number, active: boolean, visits: Array<{ ID: number }> } };

export type VisitsAvailabilityWithdrawMutationVariables = Exact<{
  IDAvailability: number;
}>;


export type VisitsAvailabilityWithdrawMutation = { cancelAvailability: { ID: number, active: boolean, visits: Array<{ ID: number, status: string }> } };

export type VisitsAvailabilityListQueryVariables = Exact<{
  IDCentre: number;
  from: string;
  to: string;
}>;


export type VisitsAvailabilityListQuery = { findAllVisitAvailability: Array<{ ID: number, active: boolean, visitType: string, visits: Array<{ ID: number }> }> };

export type VisitsAvailableDaysQueryVariables = Exact<{
  IDEnquiry: number;
  visitType: string;
  month: string;
}>;


export type VisitsAvailableDaysQuery = { getAvailableDaysOfMonth: Array<string> };

export type VisitsAvailableDaysThisMonthQueryVariables = Exact<{
  IDEnquiry: number;
  visitType: string;
}>;


export type VisitsAvailableDaysThisMonthQuery = { getAvailableDaysOfMonth: Array<string> };

export type VisitsTimeSlotsQueryVariables = Exact<{
  date: string;
  IDEnquiry: number;
  visitType: string;
}>;


export type VisitsTimeSlotsQuery = { getVisitTimeSlot: Array<{ from: string, to: string, remaining: number }> };

export type VisitsCalendarMonthQueryVariables = Exact<{
  IDCentre: number;
  year: number;
  month: number;
}>;


export type VisitsCalendarMonthQuery = { findAllCalendarEvent: { IDCentre: number | null, year: number, month: number, visits: Array<{ ID: number, visitType: string, status: string, statusText: string, approvalDisplay: string, comment: string | null, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, userName: string, userPhone: string | null, IDEnquiry: number, fkChild: number, childName: string, levelLabel: string, completed: boolean, visitFrom: string }>, holidays: Array<{ ID: number, title: string, from: string, to: string, isPublic: boolean }>, availabilities: Array<{ ID: number, visitType: string, visits: Array<{ ID: number }> }> } };

export type VisitsScheduledOfCentreQueryVariables = Exact<{
  IDCentre: number;
  visitType?: string | null | undefined;
  status?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type VisitsScheduledOfCentreQuery = { getScheduledVisits: { totalCount: number, data: Array<{ ID: number, fkEnquiry: number, fkCentre: number, fkUser: number, fkVisitAvailability: number | null, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, approvalDisplay: string, comment: string | null, completed: boolean, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, childFirstname: string, childLastname: string, fkChild: number, parentName: string, parentPhone: string | null, levelLabel: string, centre: { ID: number, label: string } }> } };

export type VisitsScheduledOfChildQueryVariables = Exact<{
  IDChild: number;
}>;


export type VisitsScheduledOfChildQuery = { getScheduledVisitsOfChild: Array<{ ID: number, status: string, visitFrom: string }> };

export type VisitsVacancyQueryVariables = Exact<{
  IDCentre: number;
  IDLevel: number;
  date: string;
}>;


export type VisitsVacancyQuery = { vacancyAvailableInCentreForLevel: { available: boolean, capacity: number, enrolled: number, vacancies: number } };

export type VisitsEnquiryVisitsEnquiriesQueryVariables = Exact<{
  filter?: EnquiryFilter | null | undefined;
}>;


export type VisitsEnquiryVisitsEnquiriesQuery = { findAllEnquiry: { data: Array<{ ID: number, visits: Array<{ ID: number, fkEnquiry: number, visitType: string, status: string, statusText: string }> }> } };

export type VisitsNoVisitTimesFlowQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type VisitsNoVisitTimesFlowQuery = { getEnquiryFrontendStates: { nextAction: string } };

export type VisitsTrialInvoiceQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type VisitsTrialInvoiceQuery = { getTrialPeriodInvoice: { IDVisit: number, IDEnquiry: number, label: string, amount: number, status: string, createdAt: string } | null };

export type VisitsTrialSlotsQueryVariables = Exact<{
  date: string;
  IDEnquiry: number;
}>;


export type VisitsTrialSlotsQuery = { getVisitTimeSlot: Array<{ from: string, to: string }> };

export type VisitsTrialDaysQueryVariables = Exact<{
  IDEnquiry: number;
  month: string;
}>;


export type VisitsTrialDaysQuery = { getAvailableDaysOfMonth: Array<string> };

export type VisitsTrialFlowQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type VisitsTrialFlowQuery = { getEnquiryFrontendStates: { nextAction: string, steps: Array<{ code: string, status: string }> } };

export type VisitsVisitFieldsFragment = { ID: number, fkEnquiry: number, fkCentre: number, fkUser: number, fkVisitAvailability: number | null, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, approvalDisplay: string, comment: string | null, completed: boolean, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, childFirstname: string, childLastname: string, fkChild: number, parentName: string, parentPhone: string | null, levelLabel: string, centre: { ID: number, label: string } };

export type VisitsBookMutationVariables = Exact<{
  IDEnquiry: number;
  date: string;
  from: string;
  to: string;
}>;


export type VisitsBookMutation = { bookVisit: { ID: number, fkEnquiry: number, fkCentre: number, fkUser: number, fkVisitAvailability: number | null, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, approvalDisplay: string, comment: string | null, completed: boolean, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, childFirstname: string, childLastname: string, fkChild: number, parentName: string, parentPhone: string | null, levelLabel: string, centre: { ID: number, label: string } } };

export type VisitsRescheduleMutationVariables = Exact<{
  IDVisit: number;
  date: string;
  from: string;
  to: string;
}>;


export type VisitsRescheduleMutation = { rescheduleVisit: { ID: number, fkEnquiry: number, fkCentre: number, fkUser: number, fkVisitAvailability: number | null, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, approvalDisplay: string, comment: string | null, completed: boolean, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, childFirstname: string, childLastname: string, fkChild: number, parentName: string, parentPhone: string | null, levelLabel: string, centre: { ID: number, label: string } } };

export type VisitsCancelMutationVariables = Exact<{
  IDVisit: number;
}>;


export type VisitsCancelMutation = { cancelParentMeeting: { ID: number, fkEnquiry: number, fkCentre: number, fkUser: number, fkVisitAvailability: number | null, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, approvalDisplay: string, comment: string | null, completed: boolean, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, childFirstname: string, childLastname: string, fkChild: number, parentName: string, parentPhone: string | null, levelLabel: string, centre: { ID: number, label: string } } };

export type VisitsApproveMutationVariables = Exact<{
  IDVisit: number;
  remarks?: string | null | undefined;
}>;


export type VisitsApproveMutation = { approveParentMeeting: { ID: number, fkEnquiry: number, fkCentre: number, fkUser: number, fkVisitAvailability: number | null, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, approvalDisplay: string, comment: string | null, completed: boolean, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, childFirstname: string, childLastname: string, fkChild: number, parentName: string, parentPhone: string | null, levelLabel: string, centre: { ID: number, label: string } } };

export type VisitsRejectMutationVariables = Exact<{
  IDVisit: number;
  remarks?: string | null | undefined;
}>;


export type VisitsRejectMutation = { rejectScheduledVisit: { ID: number, fkEnquiry: number, fkCentre: number, fkUser: number, fkVisitAvailability: number | null, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, approvalDisplay: string, comment: string | null, completed: boolean, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, childFirstname: string, childLastname: string, fkChild: number, parentName: string, parentPhone: string | null, levelLabel: string, centre: { ID: number, label: string } } };

export type VisitsBookTrialMutationVariables = Exact<{
  IDEnquiry: number;
  date: string;
  from: string;
  to: string;
}>;


export type VisitsBookTrialMutation = { scheduleTrialPeriodVisit: { ID: number, fkEnquiry: number, fkCentre: number, fkUser: number, fkVisitAvailability: number | null, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, approvalDisplay: string, comment: string | null, completed: boolean, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, childFirstname: string, childLastname: string, fkChild: number, parentName: string, parentPhone: string | null, levelLabel: string, centre: { ID: number, label: string } } };

export type VisitsRescheduleTrialMutationVariables = Exact<{
  IDVisit: number;
  date: string;
  from: string;
  to: string;
}>;


export type VisitsRescheduleTrialMutation = { rescheduleTrialPeriodVisit: { ID: number, fkEnquiry: number, fkCentre: number, fkUser: number, fkVisitAvailability: number | null, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, approvalDisplay: string, comment: string | null, completed: boolean, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, childFirstname: string, childLastname: string, fkChild: number, parentName: string, parentPhone: string | null, levelLabel: string, centre: { ID: number, label: string } } };

export type VisitsPayMutationVariables = Exact<{
  IDVisit: number;
}>;


export type VisitsPayMutation = { recordTrialPeriodPayment: { ID: number, fkEnquiry: number, fkCentre: number, fkUser: number, fkVisitAvailability: number | null, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, approvalDisplay: string, comment: string | null, completed: boolean, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, childFirstname: string, childLastname: string, fkChild: number, parentName: string, parentPhone: string | null, levelLabel: string, centre: { ID: number, label: string } } };

export type VisitsApproveTrialMutationVariables = Exact<{
  IDVisit: number;
  remarks?: string | null | undefined;
}>;


export type VisitsApproveTrialMutation = { approveTrialPeriodVisit: { ID: number, fkEnquiry: number, fkCentre: number, fkUser: number, fkVisitAvailability: number | null, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, approvalDisplay: string, comment: string | null, completed: boolean, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, childFirstname: string, childLastname: string, fkChild: number, parentName: string, parentPhone: string | null, levelLabel: string, centre: { ID: number, label: string } } };

export type VisitsRejectTrialMutationVariables = Exact<{
  IDVisit: number;
  remarks?: string | null | undefined;
}>;


export type VisitsRejectTrialMutation = { rejectTrialPeriodVisit: { ID: number, fkEnquiry: number, fkCentre: number, fkUser: number, fkVisitAvailability: number | null, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, approvalDisplay: string, comment: string | null, completed: boolean, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, childFirstname: string, childLastname: string, fkChild: number, parentName: string, parentPhone: string | null, levelLabel: string, centre: { ID: number, label: string } } };

export type VisitsSkipVisitMutationVariables = Exact<{
  IDEnquiry: number;
  remarks?: string | null | undefined;
}>;


export type VisitsSkipVisitMutation = { skipCentreVisit: { ID: number, skipCentreVisit: boolean, admissionStatus: { stateCode: string } } };

export type VisitsSkipTrialMutationVariables = Exact<{
  IDEnquiry: number;
  remarks: string;
}>;


export type VisitsSkipTrialMutation = { skipTrialVisit: { ID: number, skipTrial: boolean, admissionStatus: { stateCode: string } } };

export type VisitsCancelEnquiryMutationVariables = Exact<{
  ID: number;
}>;


export type VisitsCancelEnquiryMutation = { cancelEnquiry: { ID: number } };

export type VisitsWorkQueuePendingQueryVariables = Exact<{
  IDCentre?: number | null | undefined;
  status?: string | null | undefined;
}>;


export type VisitsWorkQueuePendingQuery = { getScheduledVisits: { totalCount: number, data: Array<{ ID: number, fkCentre: number, status: string, centre: { label: string } }> }, getPendingVisitCounts: Array<{ IDCentre: number, pending: number }> };

export type VisitsWorkQueueMonthQueryVariables = Exact<{
  IDCentre?: number | null | undefined;
  year: number;
  month: number;
}>;


export type VisitsWorkQueueMonthQuery = { findAllCalendarEvent: { IDCentre: number | null, visits: Array<{ ID: number, centreLabel: string, fkCentre: number }>, availabilities: Array<{ ID: number }> } };

export type WaitlistDetailPlanMutationVariables = Exact<{
  ID: number;
  data: EnquiryDetailUpdate;
}>;


export type WaitlistDetailPlanMutation = { updateEnquiryDetail: { ID: number, enrollmentPlan: string } };

export type WaitlistCancelMutationVariables = Exact<{
  ID: number;
}>;


export type WaitlistCancelMutation = { cancelEnquiry: { ID: number } };

export type WaitlistPrivacyTagOnMutationVariables = Exact<{
  IDEnquiry: number;
  IDTag: number;
}>;


export type WaitlistPrivacyTagOnMutation = { updateEnquiryTags: { ID: number } };

export type WaitlistPrivacyChildLogQueryVariables = Exact<{
  IDChild: number;
}>;


export type WaitlistPrivacyChildLogQuery = { findAllChildActivityLogByChild: { totalCount: number, data: Array<{ action: string, remark: string | null }> } };

export type WaitlistNewTagMutationVariables = Exact<{
  description: string;
}>;


export type WaitlistNewTagMutation = { newTag: { ID: number, description: string, weight: number, isCustom: boolean } };

export type WaitlistTagWeightMutationVariables = Exact<{
  ID: number;
  weight: number;
}>;


export type WaitlistTagWeightMutation = { updateTagByFields: { ID: number, weight: number } };

export type WaitlistTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type WaitlistTagsQuery = { findAllTags: Array<{ ID: number, weight: number }> };

export type WaitlistTagOnMutationVariables = Exact<{
  IDEnquiry: number;
  IDTag: number;
}>;


export type WaitlistTagOnMutation = { updateEnquiryTags: { ID: number, queueWeight: number, waitlistTags: Array<{ ID: number }> } };

export type WaitlistTagOffMutationVariables = Exact<{
  IDEnquiry: number;
  IDTag: number;
}>;


export type WaitlistTagOffMutation = { removeEnquiryTag: { ID: number, queueWeight: number } };

export type WaitlistNoteMutationVariables = Exact<{
  IDEnquiry: number;
  remark: string;
}>;


export type WaitlistNoteMutation = { addChildActivityLog: { ID: number, mode: string, remark: string | null, user: { ID: number } | null } };

export type WaitlistLogQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type WaitlistLogQuery = { findAllChildActivityLog: { totalCount: number, data: Array<{ action: string, mode: string, remark: string | null }> } };

export type WaitlistDetailMutationVariables = Exact<{
  ID: number;
  data: EnquiryDetailUpdate;
}>;


export type WaitlistDetailMutation = { updateEnquiryDetail: { ID: number, enrollmentPlan: string, waitlistedAt: string | null } };

export type WaitlistListQueryVariables = Exact<{
  filter?: WaitListFilter | null | undefined;
  tag?: number | null | undefined;
  preferEnrolDate?: string | null | undefined;
  filterByVacancy?: boolean | null | undefined;
  race?: string | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type WaitlistListQuery = { getWaitList: { totalCount: number, data: Array<{ ID: number, queueWeight: number, queuePosition: number, enrollmentPlan: string, waitlistTags: Array<{ ID: number, description: string, weight: number }>, stateHistory: Array<{ action: string, toState: { stateCode: string } }>, offer: { month: string, status: string, dueDate: string | null } | null }> } };

export type WaitlistOfferMutationVariables = Exact<{
  IDEnquiry: number;
  month?: string | null | undefined;
}>;


export type WaitlistOfferMutation = { acceptVacancyForRegistration: { ID: number, admissionStatus: { stateCode: string }, offer: { month: string, status: string, dueDate: string | null } | null } };

export type WaitlistDeclineMutationVariables = Exact<{
  IDEnquiry: number;
  remarks?: string | null | undefined;
}>;


export type WaitlistDeclineMutation = { rejectVacancyForRegistration: { ID: number, admissionStatus: { stateCode: string }, offer: { status: string } | null } };

export type WaitlistPositionsQueryVariables = Exact<{ [key: string]: never; }>;


export type WaitlistPositionsQuery = { getMyWaitlistPositions: Array<{ IDEnquiry: number, position: number, queueLength: number, expectedOfferMonth: string | null, reasons: Array<string>, offer: { month: string, dueDate: string | null, status: string } | null }> };

export type WaitlistSearchQueryVariables = Exact<{
  q: string;
}>;


export type WaitlistSearchQuery = { searchChildInWaitList: Array<{ ID: number }> };

export type WaitlistFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type WaitlistFiltersQuery = { getWaitListFilter: { preferMonthOfEnrolmentOptions: Array<string>, races: Array<string>, centres: Array<{ ID: number }>, tags: Array<{ ID: number }>, levels: Array<{ ID: number }> } };

export type WaitlistVacancyQueryVariables = Exact<{
  IDCentre: number;
}>;


export type WaitlistVacancyQuery = { getVacancyTab: Array<{ month: string, fkLevel: number, capacity: number, vacancies: number, waiting: number }> };

export type WithdrawalFieldsFragment = { ID: number, status: string, fkCentre: number, documentsVerified: boolean, can: Array<string>, centreApprover: { ID: number } | null, hqApprover: { ID: number } | null, withdrawalDraftItem: { effectiveDate: string, noticeDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, child: { ID: number }, codeByParentReason: { label: string }, codeByReason: { label: string } | null }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> };

export type WithdrawalsEstimateQueryVariables = Exact<{
  childID: number;
  noticeDate: string;
  effectiveDate: string;
}>;


export type WithdrawalsEstimateQuery = { getWithdrawalDefaultRefundAmount: { defaultDepositRefundAmount: number, defaultFeeRefundAmount: number, monthlyFee: number, depositAmount: number, noticeInDays: number, earliestLastDay: string, shortNoticeDays: number, feeInLieuAmount: number } };

export type WithdrawalsSubmitMutationVariables = Exact<{
  childID: number;
  withdrawalData: WithdrawalInput;
}>;


export type WithdrawalsSubmitMutation = { submitWithdrawalRequest: { ID: number, status: string, fkCentre: number, documentsVerified: boolean, can: Array<string>, centreApprover: { ID: number } | null, hqApprover: { ID: number } | null, withdrawalDraftItem: { effectiveDate: string, noticeDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, child: { ID: number }, codeByParentReason: { label: string }, codeByReason: { label: string } | null }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type WithdrawalsDraftsQueryVariables = Exact<{
  IDSchool: number;
  filter?: WithdrawalFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type WithdrawalsDraftsQuery = { findAllWithdrawalDraft: { totalCount: number, data: Array<{ ID: number, status: string, fkCentre: number, documentsVerified: boolean, can: Array<string>, centreApprover: { ID: number } | null, hqApprover: { ID: number } | null, withdrawalDraftItem: { effectiveDate: string, noticeDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, child: { ID: number }, codeByParentReason: { label: string }, codeByReason: { label: string } | null }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> }> } };

export type WithdrawalsCompletedQueryVariables = Exact<{
  IDSchool: number;
  filter?: WithdrawalFilter | null | undefined;
}>;


export type WithdrawalsCompletedQuery = { findAllWithdrawal: { totalCount: number, data: Array<{ ID: number, status: string, fkCentre: number, documentsVerified: boolean, can: Array<string>, centreApprover: { ID: number } | null, hqApprover: { ID: number } | null, withdrawalDraftItem: { effectiveDate: string, noticeDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, child: { ID: number }, codeByParentReason: { label: string }, codeByReason: { label: string } | null }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> }> } };

export type WithdrawalsGetQueryVariables = Exact<{
  IDWithdrawal: number;
}>;


export type WithdrawalsGetQuery = { getWithdrawalDraft: { ID: number, status: string, fkCentre: number, documentsVerified: boolean, can: Array<string>, centreApprover: { ID: number } | null, hqApprover: { ID: number } | null, withdrawalDraftItem: { effectiveDate: string, noticeDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, child: { ID: number }, codeByParentReason: { label: string }, codeByReason: { label: string } | null }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type WithdrawalsCentreApproveMutationVariables = Exact<{
  IDWithdrawal: number;
  decision?: WithdrawalDecisionInput | null | undefined;
}>;


export type WithdrawalsCentreApproveMutation = { approveWithdrawalRequestByCentreStaff: { ID: number, status: string, fkCentre: number, documentsVerified: boolean, can: Array<string>, centreApprover: { ID: number } | null, hqApprover: { ID: number } | null, withdrawalDraftItem: { effectiveDate: string, noticeDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, child: { ID: number }, codeByParentReason: { label: string }, codeByReason: { label: string } | null }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type WithdrawalsCentreRejectMutationVariables = Exact<{
  IDWithdrawal: number;
  decision: WithdrawalDecisionInput;
}>;


export type WithdrawalsCentreRejectMutation = { rejectWithdrawalRequestByCentreStaff: { ID: number, status: string, fkCentre: number, documentsVerified: boolean, can: Array<string>, centreApprover: { ID: number } | null, hqApprover: { ID: number } | null, withdrawalDraftItem: { effectiveDate: string, noticeDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, child: { ID: number }, codeByParentReason: { label: string }, codeByReason: { label: string } | null }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type WithdrawalsHqApproveMutationVariables = Exact<{
  IDWithdrawal: number;
  decision?: WithdrawalDecisionInput | null | undefined;
}>;


export type WithdrawalsHqApproveMutation = { approveWithdrawalRequestByHQ: { ID: number, status: string, fkCentre: number, documentsVerified: boolean, can: Array<string>, centreApprover: { ID: number } | null, hqApprover: { ID: number } | null, withdrawalDraftItem: { effectiveDate: string, noticeDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, child: { ID: number }, codeByParentReason: { label: string }, codeByReason: { label: string } | null }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type WithdrawalsHqRejectMutationVariables = Exact<{
  IDWithdrawal: number;
  decision: WithdrawalDecisionInput;
}>;


export type WithdrawalsHqRejectMutation = { rejectWithdrawalRequestByHQ: { ID: number, status: string, fkCentre: number, documentsVerified: boolean, can: Array<string>, centreApprover: { ID: number } | null, hqApprover: { ID: number } | null, withdrawalDraftItem: { effectiveDate: string, noticeDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, child: { ID: number }, codeByParentReason: { label: string }, codeByReason: { label: string } | null }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type WithdrawalsVerifyMutationVariables = Exact<{
  IDWithdrawal: number;
}>;


export type WithdrawalsVerifyMutation = { onAllWithdrawalDocumentedVerified: { ID: number, status: string, fkCentre: number, documentsVerified: boolean, can: Array<string>, centreApprover: { ID: number } | null, hqApprover: { ID: number } | null, withdrawalDraftItem: { effectiveDate: string, noticeDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, child: { ID: number }, codeByParentReason: { label: string }, codeByReason: { label: string } | null }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type WithdrawalsCancelRequestMutationVariables = Exact<{
  IDWithdrawal: number;
  remark?: string | null | undefined;
}>;


export type WithdrawalsCancelRequestMutation = { cancelWithdrawalRequest: { ID: number, status: string, fkCentre: number, documentsVerified: boolean, can: Array<string>, centreApprover: { ID: number } | null, hqApprover: { ID: number } | null, withdrawalDraftItem: { effectiveDate: string, noticeDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, child: { ID: number }, codeByParentReason: { label: string }, codeByReason: { label: string } | null }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type WithdrawalsCancelMutationVariables = Exact<{
  IDWithdrawal: number;
  remark?: string | null | undefined;
}>;


export type WithdrawalsCancelMutation = { cancelWithdrawal: { ID: number, status: string, fkCentre: number, documentsVerified: boolean, can: Array<string>, centreApprover: { ID: number } | null, hqApprover: { ID: number } | null, withdrawalDraftItem: { effectiveDate: string, noticeDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, child: { ID: number }, codeByParentReason: { label: string }, codeByReason: { label: string } | null }, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } | null }> } };

export type WithdrawalsVacanciesQueryVariables = Exact<{
  CentreID: number;
  ServiceLevel: number;
  Year: number;
  fromMonth?: string | null | undefined;
}>;


export type WithdrawalsVacanciesQuery = { findAllVacancies: Array<{ count: number, status: string, month: string }> };

export type WithdrawalFormsQueryVariables = Exact<{
  IDWithdrawal: number;
}>;


export type WithdrawalFormsQuery = { getWithdrawalDraft: { eConsentStatus: string | null, can: Array<string>, forms: Array<{ formType: string, eDocumentStatus: string, signedDocumentAvailable: boolean, participants: Array<{ role: string, status: string, displayName: string }> }> } };

export type WithdrawalPendingForm2QueryVariables = Exact<{
  pendingStatus?: string | null | undefined;
}>;


export type WithdrawalPendingForm2Query = { getPendingForm2ESignatureChildren: Array<{ IDWithdrawal: number, formType: string, pendingStatus: string, signer: string, child: { ID: number } }> };

export type WithdrawalPendingForm3QueryVariables = Exact<{
  pendingStatus?: string | null | undefined;
}>;


export type WithdrawalPendingForm3Query = { getPendingWithdrawalForm3ESignatureChildren: Array<{ IDWithdrawal: number, pendingStatus: string }> };

export type WithdrawalSendFormLinkMutationVariables = Exact<{
  IDWithdrawal: number;
}>;


export type WithdrawalSendFormLinkMutation = { sendWithdrawalFormLink: { eConsentStatus: string | null } };

export type AuditAnonymousRegisterMutationVariables = Exact<{
  token: string;
  password: string;
  pdpa?: string | null | undefined;
}>;


export type AuditAnonymousRegisterMutation = { register: { token: string } };

export type AuditLogQueryVariables = Exact<{
  IDSchool: number;
  filter?: AuditLogFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type AuditLogQuery = { findAllAuditLog: { totalCount: number, totalCountCapped: boolean, data: Array<{ ID: number, kind: string, operation: string, action: string, userId: number | null, userEmail: string | null, role: string, targetType: string | null, targetId: number | null, outcome: string, errorCode: string | null, clientIp: string }> } };

export type AuditChildrenQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditChildrenQuery = { findAllChildrenByParent: Array<{ ID: number }> };

export type JobsFailedQueryVariables = Exact<{
  IDSchool: number;
}>;


export type JobsFailedQuery = { findAllFailedJob: { totalCount: number, data: Array<{ name: string, recordId: number | null, retryCount: number, error: string | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CentresCentreFieldsFragmentDoc = new TypedDocumentString(`
    fragment CentresCentreFields on Centre {
  ID
  fkSchool
  code
  ecdaCode
  label
  teacherRatio
  active
  addresses {
    ID
    name
    address
    building
    floor
    unit
    postcode
    city
    country
    lat
    lng
    active
  }
  centreLevels {
    ID
    fkLevel
    fkProgram
    active
    level {
      ID
      label
      active
    }
    program {
      ID
      label
      active
    }
  }
  centreNearbyPostcodes {
    ID
    postcode
  }
}
    `, {"fragmentName":"CentresCentreFields"}) as unknown as TypedDocumentString<CentresCentreFieldsFragment, unknown>;
export const EnquiriesFormCentreListFragmentDoc = new TypedDocumentString(`
    fragment EnquiriesFormCentreList on EnrollmentCentreList {
  totalCount
  data {
    ID
    fkSchool
    label
    code
    active
    distance
    vacancyAvailable
    addresses {
      postcode
      lat
      lng
    }
  }
}
    `, {"fragmentName":"EnquiriesFormCentreList"}) as unknown as TypedDocumentString<EnquiriesFormCentreListFragment, unknown>;
export const EventPhotoFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventPhotoFields on EventPhoto {
  ID
  fileKey
  status
  active
  caption
  url
  thumbnailUrl
  width
  height
  tags {
    childID
    photoConsent
  }
}
    `, {"fragmentName":"EventPhotoFields"}) as unknown as TypedDocumentString<EventPhotoFieldsFragment, unknown>;
export const EventFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventFields on Event {
  ID
  status
  category
  title
  childEventFee
  guestEventFee
  guestCountLimit
  fkSubmitter
  fkApprover
  attendingCount
  scopes {
    centreID
    classID
  }
}
    `, {"fragmentName":"EventFields"}) as unknown as TypedDocumentString<EventFieldsFragment, unknown>;
export const HolidaysHolidayFieldsFragmentDoc = new TypedDocumentString(`
    fragment HolidaysHolidayFields on Holiday {
  ID
  title
  description
  holidayImageKey
  holidayImageURL
  from
  to
  isPublic
  centreHolidays {
    ID
    fkCentre
    centre {
      ID
      label
    }
  }
}
    `, {"fragmentName":"HolidaysHolidayFields"}) as unknown as TypedDocumentString<HolidaysHolidayFieldsFragment, unknown>;
export const IdentityAccountFieldsFragmentDoc = new TypedDocumentString(`
    fragment IdentityAccountFields on MyAccount {
  ID
  firstname
  lastname
  email
  mobilePhone
  mobilePhoneCountryCode
  pendingEmail
}
    `, {"fragmentName":"IdentityAccountFields"}) as unknown as TypedDocumentString<IdentityAccountFieldsFragment, unknown>;
export const LeaveRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment LeaveRequestFields on LeaveRequest {
  ID
  centreID
  subject {
    childID
    teacherID
    firstname
    lastname
  }
  leaveType {
    ID
    code
    label
  }
  from
  to
  halfDay
  status
  approveRequired
  remark
  requestedBy
  approver
  decidedAt
  approverRemark
}
    `, {"fragmentName":"LeaveRequestFields"}) as unknown as TypedDocumentString<LeaveRequestFieldsFragment, unknown>;
export const RolesRoleFieldsFragmentDoc = new TypedDocumentString(`
    fragment RolesRoleFields on Role {
  ID
  fkSchool
  label
  name
  active
  isStaff
  isRemovable
  numberOfUsers
  updatedAt
  lastModifiedUser {
    ID
    firstname
    lastname
  }
  roleTemplates {
    ID
    fkModuleCategory
    access
    label
    moduleCategory {
      ID
      moduleCategoryCode
      label
    }
  }
}
    `, {"fragmentName":"RolesRoleFields"}) as unknown as TypedDocumentString<RolesRoleFieldsFragment, unknown>;
export const StaffTestFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffTestFields on Staff {
  ID
  fkSchool
  staffID
  active
  createdAt
  user {
    ID
    firstname
    lastname
    email
    mobilePhone
    mobilePhoneCountryCode
    isHQStaff
    hasCentreScopeAccess
    active
  }
  centres {
    ID
    label
    code
  }
  roles {
    ID
    label
    name
    active
  }
}
    `, {"fragmentName":"StaffTestFields"}) as unknown as TypedDocumentString<StaffTestFieldsFragment, unknown>;
export const TransferFieldsFragmentDoc = new TypedDocumentString(`
    fragment TransferFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  withdrawalEConsentCompleted
  destinationCentreEnrollmentCompleted
  subsidyNotice
  can
  sourceCentre {
    ID
  }
  destinationCentre {
    ID
  }
  sourceApprover {
    ID
  }
  destinationApprover {
    ID
  }
  item {
    effectiveDate
    fkEnquiry
    remark
    child {
      ID
    }
    user {
      ID
    }
    reason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}
    `, {"fragmentName":"TransferFields"}) as unknown as TypedDocumentString<TransferFieldsFragment, unknown>;
export const VisitsVisitFieldsFragmentDoc = new TypedDocumentString(`
    fragment VisitsVisitFields on Visit {
  ID
  fkEnquiry
  fkCentre
  fkUser
  fkVisitAvailability
  visitType
  visitFrom
  visitTo
  status
  statusText
  approvalDisplay
  comment
  completed
  trialPeriodFee
  trialPeriodPaymentStatus
  centre {
    ID
    label
  }
  childFirstname
  childLastname
  fkChild
  parentName
  parentPhone
  levelLabel
}
    `, {"fragmentName":"VisitsVisitFields"}) as unknown as TypedDocumentString<VisitsVisitFieldsFragment, unknown>;
export const WithdrawalFieldsFragmentDoc = new TypedDocumentString(`
    fragment WithdrawalFields on WithdrawalDraft {
  ID
  status
  fkCentre
  documentsVerified
  can
  centreApprover {
    ID
  }
  hqApprover {
    ID
  }
  withdrawalDraftItem {
    effectiveDate
    noticeDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    child {
      ID
    }
    codeByParentReason {
      label
    }
    codeByReason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}
    `, {"fragmentName":"WithdrawalFields"}) as unknown as TypedDocumentString<WithdrawalFieldsFragment, unknown>;
export const PlatformLightMenuDocument = new TypedDocumentString(`
    query PlatformLightMenu($filter: MenuFilter!) {
  findSidebarMenuByUser(filter: $filter) {
    ID
    path
  }
}
    `) as unknown as TypedDocumentString<PlatformLightMenuQuery, PlatformLightMenuQueryVariables>;
export const PlatformLightBellDocument = new TypedDocumentString(`
    query PlatformLightBell($filter: NotificationFilter, $pagination: Pagination) {
  getNotifications(filter: $filter, pagination: $pagination) {
    totalCount
    unreadCount
    data {
      ID
      content {
        title
      }
      read
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<PlatformLightBellQuery, PlatformLightBellQueryVariables>;
export const PlatformLightBellAfterMeDocument = new TypedDocumentString(`
    query PlatformLightBellAfterMe($pagination: Pagination) {
  me {
    ID
  }
  getNotifications(pagination: $pagination) {
    totalCount
    unreadCount
    data {
      ID
      content {
        title
      }
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<PlatformLightBellAfterMeQuery, PlatformLightBellAfterMeQueryVariables>;
export const GraphqlPlatformHealthDocument = new TypedDocumentString(`
    query GraphqlPlatformHealth {
  health
}
    `) as unknown as TypedDocumentString<GraphqlPlatformHealthQuery, GraphqlPlatformHealthQueryVariables>;
export const AdmissionsListDocument = new TypedDocumentString(`
    query AdmissionsList($IDSchool: Int!, $stageCode: String!, $statusCode: String, $filter: AdmissionFilter, $pagination: Pagination) {
  findAllAdmission(
    IDSchool: $IDSchool
    stageCode: $stageCode
    statusCode: $statusCode
    filter: $filter
    pagination: $pagination
  ) {
    totalCount
    stageCounts {
      code
      count
    }
    data {
      ID
      stageCode
      pendingRegisterSince
      source
      centre {
        ID
      }
      child {
        birthCertificate
      }
      user {
        email
      }
      admissionStatus {
        stateCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdmissionsListQuery, AdmissionsListQueryVariables>;
export const AdmissionsSearchDocument = new TypedDocumentString(`
    query AdmissionsSearch($q: String!) {
  searchAdmissions(q: $q) {
    ID
    childLastname
  }
}
    `) as unknown as TypedDocumentString<AdmissionsSearchQuery, AdmissionsSearchQueryVariables>;
export const AdmissionsFiltersDocument = new TypedDocumentString(`
    query AdmissionsFilters($IDSchool: Int!) {
  getAdmissionFilters(IDSchool: $IDSchool) {
    centres {
      ID
    }
    stages {
      code
      statuses {
        stateCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdmissionsFiltersQuery, AdmissionsFiltersQueryVariables>;
export const AdmissionsDetailDocument = new TypedDocumentString(`
    query AdmissionsDetail($IDEnquiry: Int!) {
  admissionByID(IDEnquiry: $IDEnquiry) {
    ID
    admission {
      stageCode
      child {
        birthCertificate
      }
    }
    enquiry {
      ID
      visits {
        ID
      }
    }
    stateHistory {
      action
      fromState {
        stateCode
      }
      toState {
        stateCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdmissionsDetailQuery, AdmissionsDetailQueryVariables>;
export const HealthFlagsDocument = new TypedDocumentString(`
    query HealthFlags($centreId: Int!, $date: Date!) {
  getCentreHealthFlags(centreId: $centreId, date: $date) {
    centreID
    date
    fevers {
      childID
      firstname
      classLabel
      temperature
      symptoms
    }
    injuries {
      firstname
      classLabel
      injury {
        ID
        childID
        acknowledgedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HealthFlagsQuery, HealthFlagsQueryVariables>;
export const HealthFlagsInjureDocument = new TypedDocumentString(`
    mutation HealthFlagsInjure($childID: Int!, $injury: InjuryInput!) {
  addChildInjury(childID: $childID, injury: $injury) {
    ID
  }
}
    `) as unknown as TypedDocumentString<HealthFlagsInjureMutation, HealthFlagsInjureMutationVariables>;
export const HealthFlagsAcknowledgeDocument = new TypedDocumentString(`
    mutation HealthFlagsAcknowledge($injuryID: Int!) {
  acknowledgeChildInjury(injuryID: $injuryID) {
    ID
  }
}
    `) as unknown as TypedDocumentString<HealthFlagsAcknowledgeMutation, HealthFlagsAcknowledgeMutationVariables>;
export const InjuryRecordDocument = new TypedDocumentString(`
    mutation InjuryRecord($childID: Int!, $injury: InjuryInput!) {
  addChildInjury(childID: $childID, injury: $injury) {
    ID
    childID
    classID
    date
    side
    top
    left
    injuryType
    remarks
    reportedBy
    acknowledgedBy
    acknowledgedAt
  }
}
    `) as unknown as TypedDocumentString<InjuryRecordMutation, InjuryRecordMutationVariables>;
export const InjuryAcknowledgeDocument = new TypedDocumentString(`
    mutation InjuryAcknowledge($injuryID: Int!) {
  acknowledgeChildInjury(injuryID: $injuryID) {
    ID
    acknowledgedBy
    acknowledgedAt
  }
}
    `) as unknown as TypedDocumentString<InjuryAcknowledgeMutation, InjuryAcknowledgeMutationVariables>;
export const InjuryListDocument = new TypedDocumentString(`
    query InjuryList($childID: Int!, $from: Date!, $to: Date!) {
  getChildInjuries(childID: $childID, from: $from, to: $to) {
    ID
    injuryType
    acknowledgedBy
  }
}
    `) as unknown as TypedDocumentString<InjuryListQuery, InjuryListQueryVariables>;
export const InjuryRegisterDocument = new TypedDocumentString(`
    query InjuryRegister($classID: Int!, $date: Date!) {
  getAttendanceByClass(classID: $classID, date: $date) {
    childID
    injuries {
      ID
      side
      acknowledgedBy
    }
  }
}
    `) as unknown as TypedDocumentString<InjuryRegisterQuery, InjuryRegisterQueryVariables>;
export const NotifiableSymptomsDocument = new TypedDocumentString(`
    query NotifiableSymptoms($IDSchool: Int!) {
  getNotifiableSymptoms(IDSchool: $IDSchool)
}
    `) as unknown as TypedDocumentString<NotifiableSymptomsQuery, NotifiableSymptomsQueryVariables>;
export const SaveNotifiableSymptomsDocument = new TypedDocumentString(`
    mutation SaveNotifiableSymptoms($IDSchool: Int!, $symptoms: [String!]!) {
  updateNotifiableSymptoms(IDSchool: $IDSchool, symptoms: $symptoms)
}
    `) as unknown as TypedDocumentString<SaveNotifiableSymptomsMutation, SaveNotifiableSymptomsMutationVariables>;
export const NotifiableSymptomClustersDocument = new TypedDocumentString(`
    query NotifiableSymptomClusters($centreId: Int!, $date: Date!) {
  getCentreHealthFlags(centreId: $centreId, date: $date) {
    clusters {
      symptom
      childCount
    }
  }
}
    `) as unknown as TypedDocumentString<NotifiableSymptomClustersQuery, NotifiableSymptomClustersQueryVariables>;
export const StaffDayDocument = new TypedDocumentString(`
    query StaffDay($centreId: Int!, $date: Date!) {
  getStaffAttendancesByCentre(centreId: $centreId, date: $date) {
    centreID
    date
    staff {
      teacherID
      status
      checkIn
      checkOut
      inCentre
      remarks
      classIDs
      sessions {
        sessionID
        checkIn
        checkOut
      }
    }
    ratios {
      classID
      childrenIn
      staffIn
      teacherRatio
      capacity
      overRatio
    }
  }
}
    `) as unknown as TypedDocumentString<StaffDayQuery, StaffDayQueryVariables>;
export const StaffRecordDocument = new TypedDocumentString(`
    mutation StaffRecord($centreId: Int!, $staffAttendance: StaffAttendanceInput!) {
  recordStaffAttendance(centreId: $centreId, staffAttendance: $staffAttendance) {
    teacherID
    status
    inCentre
    remarks
    sessions {
      sessionID
      checkIn
      checkOut
    }
  }
}
    `) as unknown as TypedDocumentString<StaffRecordMutation, StaffRecordMutationVariables>;
export const SubsidyGuardDocument = new TypedDocumentString(`
    query SubsidyGuard($centreId: Int!, $month: String!) {
  getChildrenWithoutAttendance(centreId: $centreId, month: $month) {
    childID
    firstname
    enrolledTo
  }
}
    `) as unknown as TypedDocumentString<SubsidyGuardQuery, SubsidyGuardQueryVariables>;
export const SymptomClustersDocument = new TypedDocumentString(`
    query SymptomClusters($centreId: Int!, $date: Date!) {
  getCentreHealthFlags(centreId: $centreId, date: $date) {
    clusters {
      ID
      classID
      classLabel
      symptom
      firstDate
      lastDate
      childCount
      broadcastID
      broadcastStatus
    }
  }
}
    `) as unknown as TypedDocumentString<SymptomClustersQuery, SymptomClustersQueryVariables>;
export const SymptomClusterDraftDocument = new TypedDocumentString(`
    mutation SymptomClusterDraft($clusterID: Int!) {
  draftSymptomClusterNotice(clusterID: $clusterID) {
    ID
    broadcastID
    broadcastStatus
  }
}
    `) as unknown as TypedDocumentString<SymptomClusterDraftMutation, SymptomClusterDraftMutationVariables>;
export const AttendanceMarkDocument = new TypedDocumentString(`
    mutation AttendanceMark($attendanceUpdate: AttendanceUpdate!, $forChild: [Int!]!, $attendanceId: Int) {
  addOrUpdateAttendance(
    attendanceUpdate: $attendanceUpdate
    forChild: $forChild
    attendanceId: $attendanceId
  ) {
    childID
    present
    absent
    absentReason
    checkIn
    checkOut
    inCentre
    fever
    entries {
      ID
      sessionID
      type
      time
      pickedBy
      remarks
      history {
        action
        changes
        remark
        changedBy
      }
    }
    health {
      temperature
      symptoms
      fever
      type
    }
  }
}
    `) as unknown as TypedDocumentString<AttendanceMarkMutation, AttendanceMarkMutationVariables>;
export const AttendanceRegisterDocument = new TypedDocumentString(`
    query AttendanceRegister($classID: Int!, $date: Date!) {
  getAttendanceByClass(classID: $classID, date: $date) {
    childID
    child {
      firstname
    }
    present
    inCentre
    fever
  }
}
    `) as unknown as TypedDocumentString<AttendanceRegisterQuery, AttendanceRegisterQueryVariables>;
export const AttendanceChildDaysDocument = new TypedDocumentString(`
    query AttendanceChildDays($childID: Int!, $from: Date!, $to: Date!) {
  getChildAttendances(childID: $childID, from: $from, to: $to) {
    date
    present
    checkIn
    checkOut
  }
}
    `) as unknown as TypedDocumentString<AttendanceChildDaysQuery, AttendanceChildDaysQueryVariables>;
export const AttendanceLatePickupsDocument = new TypedDocumentString(`
    query AttendanceLatePickups($childID: Int!, $from: Date!, $to: Date!, $filter: LatePickupFilter) {
  getChildLatePickupEntries(
    childID: $childID
    from: $from
    to: $to
    filter: $filter
  ) {
    totalCount
    totalFee
    data {
      ID
      quantity
      fee
      pickedBy
      active
    }
  }
}
    `) as unknown as TypedDocumentString<AttendanceLatePickupsQuery, AttendanceLatePickupsQueryVariables>;
export const AttendanceSummaryDocument = new TypedDocumentString(`
    query AttendanceSummary($centreId: Int!, $from: Date!, $to: Date!, $filter: AttendanceSummaryFilter) {
  getCentreAttendanceSummaries(
    centreId: $centreId
    from: $from
    to: $to
    filter: $filter
  ) {
    date
    classID
    expected
    present
    absent
    late
    notArrived
  }
}
    `) as unknown as TypedDocumentString<AttendanceSummaryQuery, AttendanceSummaryQueryVariables>;
export const AttendanceHealthInfoDocument = new TypedDocumentString(`
    query AttendanceHealthInfo($childID: Int!) {
  getChildHealthInfo(childID: $childID) {
    isImmunized
    familyDoctorName
    medicalCondition {
      disease
      exists
    }
  }
}
    `) as unknown as TypedDocumentString<AttendanceHealthInfoQuery, AttendanceHealthInfoQueryVariables>;
export const AttendanceSaveHealthInfoDocument = new TypedDocumentString(`
    mutation AttendanceSaveHealthInfo($childID: Int!, $healthInfo: ChildHealthInfoInput!) {
  updateChildHealthInfo(childID: $childID, healthInfo: $healthInfo) {
    isImmunized
    clinicName
    medicalCondition {
      disease
      exists
    }
  }
}
    `) as unknown as TypedDocumentString<AttendanceSaveHealthInfoMutation, AttendanceSaveHealthInfoMutationVariables>;
export const AttendanceHealthDayDocument = new TypedDocumentString(`
    query AttendanceHealthDay($childID: Int!, $date: Date!) {
  getChildHealthInfoForDay(childID: $childID, date: $date) {
    fever
    checks {
      temperature
    }
  }
}
    `) as unknown as TypedDocumentString<AttendanceHealthDayQuery, AttendanceHealthDayQueryVariables>;
export const BlacklistSubmitDocument = new TypedDocumentString(`
    mutation BlacklistSubmit($input: BlacklistNewInput!) {
  submitNewBlacklist(input: $input) {
    ID
    kind
    status
    can
    items {
      remark
      code {
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BlacklistSubmitMutation, BlacklistSubmitMutationVariables>;
export const BlacklistSubmitRemoveDocument = new TypedDocumentString(`
    mutation BlacklistSubmitRemove($IDBlacklist: Int!, $remark: String!) {
  submitRemoveBlacklist(IDBlacklist: $IDBlacklist, remark: $remark) {
    ID
    kind
    status
  }
}
    `) as unknown as TypedDocumentString<BlacklistSubmitRemoveMutation, BlacklistSubmitRemoveMutationVariables>;
export const BlacklistApproveDocument = new TypedDocumentString(`
    mutation BlacklistApprove($IDBlacklistDraft: Int!, $remark: String) {
  approveBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
    ID
    status
    approverName
  }
}
    `) as unknown as TypedDocumentString<BlacklistApproveMutation, BlacklistApproveMutationVariables>;
export const BlacklistRejectDocument = new TypedDocumentString(`
    mutation BlacklistReject($IDBlacklistDraft: Int!, $remark: String!) {
  rejectBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
    ID
    status
    decisionRemark
  }
}
    `) as unknown as TypedDocumentString<BlacklistRejectMutation, BlacklistRejectMutationVariables>;
export const BlacklistCancelDocument = new TypedDocumentString(`
    mutation BlacklistCancel($IDBlacklistDraft: Int!, $remark: String!) {
  cancelBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<BlacklistCancelMutation, BlacklistCancelMutationVariables>;
export const BlacklistListDocument = new TypedDocumentString(`
    query BlacklistList($IDSchool: Int!) {
  getBlackListData(IDSchool: $IDSchool) {
    totalCount
    data {
      ID
      child {
        ID
      }
      code {
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BlacklistListQuery, BlacklistListQueryVariables>;
export const BlacklistDraftsDocument = new TypedDocumentString(`
    query BlacklistDrafts($IDSchool: Int!, $status: String) {
  blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: $status) {
    totalCount
    data {
      ID
      status
      can
    }
  }
}
    `) as unknown as TypedDocumentString<BlacklistDraftsQuery, BlacklistDraftsQueryVariables>;
export const BlacklistRelationsDocument = new TypedDocumentString(`
    query BlacklistRelations($IDChild: Int!) {
  getChildRelationData(IDChild: $IDChild) {
    ID
    email
    isMainApplicant
  }
}
    `) as unknown as TypedDocumentString<BlacklistRelationsQuery, BlacklistRelationsQueryVariables>;
export const BroadcastsSaveDocument = new TypedDocumentString(`
    mutation BroadcastsSave($IDSchool: Int!, $dto: BroadcastInput!, $publish: Boolean!) {
  saveBroadcasting(IDSchool: $IDSchool, dto: $dto, publish: $publish) {
    ID
    subject
    description
    status
    publishedAt
    editedAt
    needsAcknowledgement
    recipientCount
    sender {
      firstname
      roles {
        name
        label
      }
    }
    scopes {
      type
      ID
      label
    }
  }
}
    `) as unknown as TypedDocumentString<BroadcastsSaveMutation, BroadcastsSaveMutationVariables>;
export const BroadcastsListDocument = new TypedDocumentString(`
    query BroadcastsList($IDSchool: Int!, $filter: BroadcastFilter, $pagination: Pagination) {
  getBroadcasting(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    unreadCount
    data {
      ID
      subject
      status
      isRead
      readCount
      recipientCount
      editedAt
    }
  }
}
    `) as unknown as TypedDocumentString<BroadcastsListQuery, BroadcastsListQueryVariables>;
export const BroadcastsMarkDocument = new TypedDocumentString(`
    mutation BroadcastsMark($ids: [Int!]!, $isRead: Boolean!) {
  markBroadcastingAsRead(IDBroadcastings: $ids, isRead: $isRead)
}
    `) as unknown as TypedDocumentString<BroadcastsMarkMutation, BroadcastsMarkMutationVariables>;
export const BroadcastsDeleteDocument = new TypedDocumentString(`
    mutation BroadcastsDelete($id: Int!) {
  deleteBroadcastingByID(IDBroadcasting: $id)
}
    `) as unknown as TypedDocumentString<BroadcastsDeleteMutation, BroadcastsDeleteMutationVariables>;
export const BroadcastsReceiptsDocument = new TypedDocumentString(`
    query BroadcastsReceipts($id: Int!, $unreadOnly: Boolean) {
  getBroadcastingReadReceipts(IDBroadcasting: $id, unreadOnly: $unreadOnly) {
    readCount
    totalCount
    classes {
      classLabel
      readCount
      totalCount
    }
    recipients {
      childName
      parentName
      mobile
      readAt
    }
    recipientCount
  }
}
    `) as unknown as TypedDocumentString<BroadcastsReceiptsQuery, BroadcastsReceiptsQueryVariables>;
export const BroadcastsSearchDocument = new TypedDocumentString(`
    query BroadcastsSearch($IDSchool: Int!, $search: String!) {
  searchBroadcastingScope(IDSchool: $IDSchool, search: $search) {
    type
    ID
    label
    description
  }
}
    `) as unknown as TypedDocumentString<BroadcastsSearchQuery, BroadcastsSearchQueryVariables>;
export const BusesListDocument = new TypedDocumentString(`
    query BusesList($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {
  findAllBus(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    data {
      ID
      fkCentre
      plateNumber
      fkBusDriver
      centre {
        ID
        label
      }
      busDriver {
        ID
        firstname
      }
      busChildren {
        ID
        firstname
        lastname
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BusesListQuery, BusesListQueryVariables>;
export const BusesFreeChildrenDocument = new TypedDocumentString(`
    query BusesFreeChildren($IDSchool: Int!, $centreID: Int!) {
  findAllChildrenNotAssignedToBus(IDSchool: $IDSchool, centreID: $centreID) {
    ID
    firstname
    lastname
  }
}
    `) as unknown as TypedDocumentString<BusesFreeChildrenQuery, BusesFreeChildrenQueryVariables>;
export const BusesSaveDocument = new TypedDocumentString(`
    mutation BusesSave($IDSchool: Int!, $busID: Int, $data: BusInput!, $children: [Int!]) {
  insertOrUpdateBusForSchool(
    IDSchool: $IDSchool
    busID: $busID
    data: $data
    children: $children
  ) {
    ID
    fkCentre
    plateNumber
    fkBusDriver
    busDriver {
      ID
    }
    busChildren {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<BusesSaveMutation, BusesSaveMutationVariables>;
export const BusesRemoveDocument = new TypedDocumentString(`
    mutation BusesRemove($IDBus: Int!) {
  removeBusById(IDBus: $IDBus)
}
    `) as unknown as TypedDocumentString<BusesRemoveMutation, BusesRemoveMutationVariables>;
export const BusesDriversDocument = new TypedDocumentString(`
    query BusesDrivers($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {
  findAllBusDriver(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    data {
      ID
      fkCentre
      firstname
      lastname
      mobilePhoneCountryCode
      mobilePhone
      centre {
        ID
        label
        code
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BusesDriversQuery, BusesDriversQueryVariables>;
export const BusesAddDriverDocument = new TypedDocumentString(`
    mutation BusesAddDriver($IDSchool: Int!, $data: BusDriverInput!) {
  insertBusDriver(IDSchool: $IDSchool, data: $data) {
    ID
    fkCentre
    firstname
    lastname
    mobilePhoneCountryCode
    mobilePhone
  }
}
    `) as unknown as TypedDocumentString<BusesAddDriverMutation, BusesAddDriverMutationVariables>;
export const BusesUpdateDriverDocument = new TypedDocumentString(`
    mutation BusesUpdateDriver($IDBusDriver: Int!, $data: BusDriverInput!) {
  updateBusDriverByFields(IDBusDriver: $IDBusDriver, data: $data) {
    ID
    fkCentre
    firstname
    mobilePhone
  }
}
    `) as unknown as TypedDocumentString<BusesUpdateDriverMutation, BusesUpdateDriverMutationVariables>;
export const BusesDeleteDriverDocument = new TypedDocumentString(`
    mutation BusesDeleteDriver($IDBusDriver: Int!) {
  deleteBusDriverByID(IDBusDriver: $IDBusDriver)
}
    `) as unknown as TypedDocumentString<BusesDeleteDriverMutation, BusesDeleteDriverMutationVariables>;
export const CentresAccessibleDocument = new TypedDocumentString(`
    query CentresAccessible($module: String!, $accessType: String!) {
  getAccessibleCentresForModule(module: $module, accessType: $accessType) {
    ID
    fkSchool
    label
    code
    ecdaCode
    teacherRatio
    active
    createdAt
    updatedAt
    addresses {
      ID
      fkCentre
      name
      address
      building
      floor
      unit
      postcode
      city
      country
      lat
      lng
      active
    }
  }
}
    `) as unknown as TypedDocumentString<CentresAccessibleQuery, CentresAccessibleQueryVariables>;
export const CentresSaveDocument = new TypedDocumentString(`
    mutation CentresSave($IDSchool: Int!, $centreID: Int, $centreData: CentreInput!, $postcodes: [String!], $levels: [CentreLevelInput!]!, $addressData: CentreAddressInput!) {
  insertOrUpdateCentreForSchool(
    IDSchool: $IDSchool
    centreID: $centreID
    centreData: $centreData
    postcodes: $postcodes
    levels: $levels
    addressData: $addressData
  ) {
    ...CentresCentreFields
  }
}
    fragment CentresCentreFields on Centre {
  ID
  fkSchool
  code
  ecdaCode
  label
  teacherRatio
  active
  addresses {
    ID
    name
    address
    building
    floor
    unit
    postcode
    city
    country
    lat
    lng
    active
  }
  centreLevels {
    ID
    fkLevel
    fkProgram
    active
    level {
      ID
      label
      active
    }
    program {
      ID
      label
      active
    }
  }
  centreNearbyPostcodes {
    ID
    postcode
  }
}`) as unknown as TypedDocumentString<CentresSaveMutation, CentresSaveMutationVariables>;
export const CentresListDocument = new TypedDocumentString(`
    query CentresList($IDSchool: Int!, $filter: CentreFilter, $pagination: Pagination) {
  findAllCentreForSchool(
    IDSchool: $IDSchool
    filter: $filter
    pagination: $pagination
  ) {
    totalCount
    data {
      ...CentresCentreFields
    }
  }
}
    fragment CentresCentreFields on Centre {
  ID
  fkSchool
  code
  ecdaCode
  label
  teacherRatio
  active
  addresses {
    ID
    name
    address
    building
    floor
    unit
    postcode
    city
    country
    lat
    lng
    active
  }
  centreLevels {
    ID
    fkLevel
    fkProgram
    active
    level {
      ID
      label
      active
    }
    program {
      ID
      label
      active
    }
  }
  centreNearbyPostcodes {
    ID
    postcode
  }
}`) as unknown as TypedDocumentString<CentresListQuery, CentresListQueryVariables>;
export const CentresOfferDocument = new TypedDocumentString(`
    query CentresOffer($IDSchool: Int!, $centreID: Int!) {
  findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {
    totalCount
    data {
      fkLevel
      fkProgram
      level {
        label
      }
      program {
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CentresOfferQuery, CentresOfferQueryVariables>;
export const CentresRemoveDocument = new TypedDocumentString(`
    mutation CentresRemove($IDSchool: Int!, $centreID: Int!) {
  removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)
}
    `) as unknown as TypedDocumentString<CentresRemoveMutation, CentresRemoveMutationVariables>;
export const CentresAccessibleToManageDocument = new TypedDocumentString(`
    query CentresAccessibleToManage {
  getAccessibleCentresForModule(module: "centre_management", accessType: "read") {
    label
  }
}
    `) as unknown as TypedDocumentString<CentresAccessibleToManageQuery, CentresAccessibleToManageQueryVariables>;
export const ClassesChildActivityDocument = new TypedDocumentString(`
    query ClassesChildActivity($IDChild: Int!, $pagination: Pagination) {
  findAllChildActivityLogByChild(IDChild: $IDChild, pagination: $pagination) {
    totalCount
    data {
      ID
      mode
      action
      code
      remark
      user {
        ID
        firstname
      }
      updatedAt
    }
  }
}
    `) as unknown as TypedDocumentString<ClassesChildActivityQuery, ClassesChildActivityQueryVariables>;
export const ClassesListDocument = new TypedDocumentString(`
    query ClassesList($IDSchool: Int!, $classID: Int, $filter: ClassFilter, $pagination: Pagination) {
  getAllClassInfo(
    IDSchool: $IDSchool
    classID: $classID
    filter: $filter
    pagination: $pagination
  ) {
    totalCount
    data {
      ID
      label
      coverPhotoKey
      coverPhotoURL
      level {
        ID
        label
      }
      centre {
        ID
        label
      }
      teachers {
        ID
        firstname
        lastname
        fkUser
      }
      currentChildrenCount
      upcomingChildrenCount
      capacity
      overCapacity
      children {
        ID
        firstname
        upcoming
        from
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ClassesListQuery, ClassesListQueryVariables>;
export const ClassesCreateDocument = new TypedDocumentString(`
    mutation ClassesCreate($IDSchool: Int!, $classData: ClassInput!) {
  createNewClass(IDSchool: $IDSchool, classData: $classData) {
    ID
    label
    capacity
    teachers {
      ID
      firstname
      lastname
      fkUser
    }
    coverPhotoKey
    coverPhotoURL
  }
}
    `) as unknown as TypedDocumentString<ClassesCreateMutation, ClassesCreateMutationVariables>;
export const ClassesUpdateDocument = new TypedDocumentString(`
    mutation ClassesUpdate($IDSchool: Int!, $classID: Int!, $classData: ClassInput!) {
  updateClassDetails(
    IDSchool: $IDSchool
    classID: $classID
    classData: $classData
  ) {
    ID
    label
    level {
      ID
    }
    teachers {
      ID
      firstname
    }
  }
}
    `) as unknown as TypedDocumentString<ClassesUpdateMutation, ClassesUpdateMutationVariables>;
export const ClassesDeleteDocument = new TypedDocumentString(`
    mutation ClassesDelete($IDSchool: Int!, $classID: Int!, $moveToClassID: Int) {
  deleteClassAndTeachers(
    IDSchool: $IDSchool
    classID: $classID
    moveToClassID: $moveToClassID
  )
}
    `) as unknown as TypedDocumentString<ClassesDeleteMutation, ClassesDeleteMutationVariables>;
export const ClassesPhotoUrlDocument = new TypedDocumentString(`
    mutation ClassesPhotoUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {
  getClassPhotoUploadURL(
    IDSchool: $IDSchool
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<ClassesPhotoUrlMutation, ClassesPhotoUrlMutationVariables>;
export const ClassesTeachersDocument = new TypedDocumentString(`
    query ClassesTeachers($IDSchool: Int!, $centreID: Int!, $search: String!) {
  getTeacherListOnInput(IDSchool: $IDSchool, centreID: $centreID, search: $search) {
    ID
    firstname
    lastname
    fkUser
  }
}
    `) as unknown as TypedDocumentString<ClassesTeachersQuery, ClassesTeachersQueryVariables>;
export const ClassesAssignDocument = new TypedDocumentString(`
    mutation ClassesAssign($IDSchool: Int!, $classID: Int!, $childIDs: [Int!]!, $from: Date!) {
  assignChildrenToClass(
    IDSchool: $IDSchool
    classID: $classID
    childIDs: $childIDs
    from: $from
  ) {
    ID
    currentChildrenCount
    upcomingChildrenCount
    overCapacity
  }
}
    `) as unknown as TypedDocumentString<ClassesAssignMutation, ClassesAssignMutationVariables>;
export const ClassesToAssignDocument = new TypedDocumentString(`
    query ClassesToAssign($IDSchool: Int!, $classID: Int!) {
  getChildrenToAssignToClass(IDSchool: $IDSchool, classID: $classID) {
    ID
  }
}
    `) as unknown as TypedDocumentString<ClassesToAssignQuery, ClassesToAssignQueryVariables>;
export const ClassesChildrenDocument = new TypedDocumentString(`
    query ClassesChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {
  getChildrenData(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    data {
      ID
      firstname
      currentLevel {
        level {
          ID
        }
        centre {
          ID
        }
      }
      currentClass {
        class {
          ID
          label
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ClassesChildrenQuery, ClassesChildrenQueryVariables>;
export const ClassesPastChildrenDocument = new TypedDocumentString(`
    query ClassesPastChildren($IDSchool: Int!) {
  getPastChildrenData(IDSchool: $IDSchool) {
    totalCount
    data {
      ID
      closestLevel {
        moveReason
        to
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ClassesPastChildrenQuery, ClassesPastChildrenQueryVariables>;
export const ClassesChildDocument = new TypedDocumentString(`
    query ClassesChild($IDSchool: Int!, $IDChild: Int!) {
  childByID(IDSchool: $IDSchool, IDChild: $IDChild) {
    ID
    firstname
    nationality
    imageKey
    childCurrentEstimatedPromotionDate
    currentLevel {
      level {
        ID
        label
      }
      from
      to
    }
    upcomingLevel {
      level {
        ID
      }
      from
    }
    closestLevel {
      level {
        ID
      }
    }
    currentClass {
      class {
        ID
        label
      }
      teachers {
        firstname
        lastname
      }
    }
    upcomingClass {
      class {
        ID
      }
      from
    }
    levels {
      level {
        ID
      }
      from
      to
      moveReason
      nextLevel {
        ID
      }
    }
    classes {
      class {
        ID
      }
      from
      to
    }
    mainApplicant {
      ID
      relation
    }
    secondApplicant {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<ClassesChildQuery, ClassesChildQueryVariables>;
export const ClassesGuardiansDocument = new TypedDocumentString(`
    query ClassesGuardians($IDChild: Int!) {
  findAllGuardian(IDChild: $IDChild) {
    ID
    email
    isMainApplicant
    guardianAccess
  }
}
    `) as unknown as TypedDocumentString<ClassesGuardiansQuery, ClassesGuardiansQueryVariables>;
export const ClassesUpdateChildDocument = new TypedDocumentString(`
    mutation ClassesUpdateChild($IDChild: Int!, $data: ChildFieldsInput!) {
  updateChildByFields(IDChild: $IDChild, data: $data) {
    ID
    nationality
    numFamilyMembers
    imageKey
    imageURL
  }
}
    `) as unknown as TypedDocumentString<ClassesUpdateChildMutation, ClassesUpdateChildMutationVariables>;
export const ClassesChildPhotoUrlDocument = new TypedDocumentString(`
    mutation ClassesChildPhotoUrl($IDChild: Int!, $filename: String!, $contentType: String!) {
  getChildPhotoUploadURL(
    IDChild: $IDChild
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<ClassesChildPhotoUrlMutation, ClassesChildPhotoUrlMutationVariables>;
export const ClassesPromotionPreviewDocument = new TypedDocumentString(`
    query ClassesPromotionPreview($IDSchool: Int!, $centreID: Int) {
  getPromotionPreview(IDSchool: $IDSchool, centreID: $centreID) {
    child {
      ID
    }
    fromLevel {
      ID
    }
    toLevel {
      ID
    }
    class {
      ID
    }
    from
    moveReason
    warning
  }
}
    `) as unknown as TypedDocumentString<ClassesPromotionPreviewQuery, ClassesPromotionPreviewQueryVariables>;
export const ClassesPromoteDocument = new TypedDocumentString(`
    mutation ClassesPromote($IDSchool: Int!, $items: [PromotionItemInput!]!) {
  promoteChildrenAndAssignClass(IDSchool: $IDSchool, items: $items) {
    moved
  }
}
    `) as unknown as TypedDocumentString<ClassesPromoteMutation, ClassesPromoteMutationVariables>;
export const DocumentsTypeConfigsDocument = new TypedDocumentString(`
    query DocumentsTypeConfigs($IDSchool: Int!, $fkDocumentTypeConfig: Int) {
  documentTypeConfigsByFkDocumentTypeConfig(
    IDSchool: $IDSchool
    fkDocumentTypeConfig: $fkDocumentTypeConfig
  ) {
    ID
    label
    isRequired
    listAccess
    uploadAccess
    active
  }
}
    `) as unknown as TypedDocumentString<DocumentsTypeConfigsQuery, DocumentsTypeConfigsQueryVariables>;
export const DocumentsTypesByCategoryDocument = new TypedDocumentString(`
    query DocumentsTypesByCategory($IDSchool: Int!, $category: String) {
  getDocumentTypeByDocumentCategory(IDSchool: $IDSchool, category: $category) {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<DocumentsTypesByCategoryQuery, DocumentsTypesByCategoryQueryVariables>;
export const DocumentsSaveTypeDocument = new TypedDocumentString(`
    mutation DocumentsSaveType($IDSchool: Int!, $ID: Int, $data: DocumentTypeConfigInput!) {
  insertOrUpdateDocumentTypeConfig(IDSchool: $IDSchool, ID: $ID, data: $data) {
    ID
    label
    isRequired
  }
}
    `) as unknown as TypedDocumentString<DocumentsSaveTypeMutation, DocumentsSaveTypeMutationVariables>;
export const DocumentsQueueDocument = new TypedDocumentString(`
    query DocumentsQueue($IDCentre: Int, $pagination: Pagination) {
  findAllPendingDocument(IDCentre: $IDCentre, pagination: $pagination) {
    totalCount
    data {
      ID
      IDEnquiry
      childName
      documentType
      centreLabel
    }
  }
}
    `) as unknown as TypedDocumentString<DocumentsQueueQuery, DocumentsQueueQueryVariables>;
export const DocumentsStaffOnlyUploadedDocument = new TypedDocumentString(`
    query DocumentsStaffOnlyUploaded($IDEnquiry: Int!) {
  getUploadedDocument(IDEnquiry: $IDEnquiry) {
    ID
    filename
  }
}
    `) as unknown as TypedDocumentString<DocumentsStaffOnlyUploadedQuery, DocumentsStaffOnlyUploadedQueryVariables>;
export const DocumentsUploadedOfTypesDocument = new TypedDocumentString(`
    query DocumentsUploadedOfTypes($IDEnquiry: Int!, $documentTypeIDs: [Int!]) {
  getUploadedDocument(IDEnquiry: $IDEnquiry, documentTypeIDs: $documentTypeIDs) {
    ID
  }
}
    `) as unknown as TypedDocumentString<DocumentsUploadedOfTypesQuery, DocumentsUploadedOfTypesQueryVariables>;
export const DocumentsUploadUrlDocument = new TypedDocumentString(`
    mutation DocumentsUploadUrl($IDEnquiry: Int!, $filename: String!, $contentType: String!) {
  getEnquiryDocumentUploadUrl(
    IDEnquiry: $IDEnquiry
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<DocumentsUploadUrlMutation, DocumentsUploadUrlMutationVariables>;
export const DocumentsSaveDocument = new TypedDocumentString(`
    mutation DocumentsSave($IDEnquiry: Int!, $uploadedDocuments: [UploadedDocumentInput!]!) {
  saveDocumentsByIDEnquiry(
    IDEnquiry: $IDEnquiry
    uploadedDocuments: $uploadedDocuments
  ) {
    ID
    status
    statusText
    filename
  }
}
    `) as unknown as TypedDocumentString<DocumentsSaveMutation, DocumentsSaveMutationVariables>;
export const DocumentsRequiredDocument = new TypedDocumentString(`
    query DocumentsRequired($IDEnquiry: Int!) {
  listRequiredDocuments(IDEnquiry: $IDEnquiry) {
    DocumentTypeID
    ParentID
    ChildID
    Fullname
    DocumentType
    Status
    Remarks
    UploadAccess
    isRequired
    documents {
      ID
      status
      filename
    }
  }
}
    `) as unknown as TypedDocumentString<DocumentsRequiredQuery, DocumentsRequiredQueryVariables>;
export const DocumentsCompleteDocument = new TypedDocumentString(`
    mutation DocumentsComplete($IDEnquiry: Int!) {
  setDocumentUploadAsCompleted(IDEnquiry: $IDEnquiry)
}
    `) as unknown as TypedDocumentString<DocumentsCompleteMutation, DocumentsCompleteMutationVariables>;
export const DocumentsApproveDocument = new TypedDocumentString(`
    mutation DocumentsApprove($IDDocument: Int!) {
  approveEnquiryDocument(IDDocument: $IDDocument) {
    ID
    status
    statusText
  }
}
    `) as unknown as TypedDocumentString<DocumentsApproveMutation, DocumentsApproveMutationVariables>;
export const DocumentsRejectDocument = new TypedDocumentString(`
    mutation DocumentsReject($IDDocument: Int!, $remark: String!) {
  rejectEnquiryDocument(IDDocument: $IDDocument, remark: $remark) {
    ID
    status
    statusText
    remark
  }
}
    `) as unknown as TypedDocumentString<DocumentsRejectMutation, DocumentsRejectMutationVariables>;
export const DocumentsNotRequiredDocument = new TypedDocumentString(`
    mutation DocumentsNotRequired($IDEnquiry: Int!, $documentTypeID: Int!, $remark: String!) {
  markEnquiryDocumentAsNotRequired(
    IDEnquiry: $IDEnquiry
    documentTypeID: $documentTypeID
    remark: $remark
  ) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<DocumentsNotRequiredMutation, DocumentsNotRequiredMutationVariables>;
export const DocumentsRemoveDocument = new TypedDocumentString(`
    mutation DocumentsRemove($IDDocument: Int!, $IDEnquiry: Int!) {
  removeDocumentByIDEnquiry(IDDocument: $IDDocument, IDEnquiry: $IDEnquiry)
}
    `) as unknown as TypedDocumentString<DocumentsRemoveMutation, DocumentsRemoveMutationVariables>;
export const DocumentsUrlDocument = new TypedDocumentString(`
    query DocumentsUrl($IDDocument: Int!, $IDChild: Int) {
  getDocumentURL(IDDocument: $IDDocument, IDChild: $IDChild)
}
    `) as unknown as TypedDocumentString<DocumentsUrlQuery, DocumentsUrlQueryVariables>;
export const DocumentsSummaryDocument = new TypedDocumentString(`
    query DocumentsSummary($IDEnquiry: Int!) {
  getEnquiryDocumentSummary(IDEnquiry: $IDEnquiry) {
    stateCode
    childName
    parentEmail
    canUpload
    canSubmit
    canConsent
  }
}
    `) as unknown as TypedDocumentString<DocumentsSummaryQuery, DocumentsSummaryQueryVariables>;
export const DocumentsFileUrlDocument = new TypedDocumentString(`
    query DocumentsFileUrl($key: String!) {
  fileUrl(key: $key)
}
    `) as unknown as TypedDocumentString<DocumentsFileUrlQuery, DocumentsFileUrlQueryVariables>;
export const EnquiriesContactExistingChildDocument = new TypedDocumentString(`
    query EnquiriesContactExistingChild($b: String!, $s: Int!) {
  isExistingChild(birthCertificate: $b, fkSchool: $s)
}
    `) as unknown as TypedDocumentString<EnquiriesContactExistingChildQuery, EnquiriesContactExistingChildQueryVariables>;
export const EnquiriesFormSuggestDocument = new TypedDocumentString(`
    query EnquiriesFormSuggest($IDSchool: Int!, $dateOfBirth: Date!, $enrollmentDate: Date!) {
  suggestLevel(
    IDSchool: $IDSchool
    dateOfBirth: $dateOfBirth
    enrollmentDate: $enrollmentDate
  ) {
    ID
    label
    fromMonth
    toMonth
    isInfant
    programs {
      ID
      label
      from
      to
      active
    }
  }
}
    `) as unknown as TypedDocumentString<EnquiriesFormSuggestQuery, EnquiriesFormSuggestQueryVariables>;
export const EnquiriesFormSchoolCentresDocument = new TypedDocumentString(`
    query EnquiriesFormSchoolCentres($IDSchool: Int!, $enrollmentDate: Date!, $level: Int!, $program: Int, $nationality: String) {
  findAllEnrollmentCentresForSchool(
    IDSchool: $IDSchool
    enrollmentDate: $enrollmentDate
    level: $level
    program: $program
    nationality: $nationality
  ) {
    ...EnquiriesFormCentreList
  }
}
    fragment EnquiriesFormCentreList on EnrollmentCentreList {
  totalCount
  data {
    ID
    fkSchool
    label
    code
    active
    distance
    vacancyAvailable
    addresses {
      postcode
      lat
      lng
    }
  }
}`) as unknown as TypedDocumentString<EnquiriesFormSchoolCentresQuery, EnquiriesFormSchoolCentresQueryVariables>;
export const EnquiriesFormNearestDocument = new TypedDocumentString(`
    query EnquiriesFormNearest($location: LatLngInput!, $radius: Float!, $enrollmentDate: Date!, $level: Int!, $filter: CentreSearchFilter!, $pagination: Pagination) {
  findNearestCentresByLatLong(
    location: $location
    radius: $radius
    enrollmentDate: $enrollmentDate
    level: $level
    filter: $filter
    pagination: $pagination
  ) {
    ...EnquiriesFormCentreList
  }
}
    fragment EnquiriesFormCentreList on EnrollmentCentreList {
  totalCount
  data {
    ID
    fkSchool
    label
    code
    active
    distance
    vacancyAvailable
    addresses {
      postcode
      lat
      lng
    }
  }
}`) as unknown as TypedDocumentString<EnquiriesFormNearestQuery, EnquiriesFormNearestQueryVariables>;
export const EnquiriesFormByDistanceDocument = new TypedDocumentString(`
    query EnquiriesFormByDistance($postalCode: String!, $radius: Float!, $enrollmentDate: Date!, $level: Int!, $filter: CentreSearchFilter!) {
  findAllCentreByDistance(
    postalCode: $postalCode
    radius: $radius
    enrollmentDate: $enrollmentDate
    level: $level
    filter: $filter
  ) {
    ...EnquiriesFormCentreList
  }
}
    fragment EnquiriesFormCentreList on EnrollmentCentreList {
  totalCount
  data {
    ID
    fkSchool
    label
    code
    active
    distance
    vacancyAvailable
    addresses {
      postcode
      lat
      lng
    }
  }
}`) as unknown as TypedDocumentString<EnquiriesFormByDistanceQuery, EnquiriesFormByDistanceQueryVariables>;
export const EnquiriesFormExistingParentDocument = new TypedDocumentString(`
    query EnquiriesFormExistingParent($email: String!) {
  isExistingParent(email: $email)
}
    `) as unknown as TypedDocumentString<EnquiriesFormExistingParentQuery, EnquiriesFormExistingParentQueryVariables>;
export const EnquiriesFormExistingChildDocument = new TypedDocumentString(`
    query EnquiriesFormExistingChild($birthCertificate: String!, $fkSchool: Int!) {
  isExistingChild(birthCertificate: $birthCertificate, fkSchool: $fkSchool)
}
    `) as unknown as TypedDocumentString<EnquiriesFormExistingChildQuery, EnquiriesFormExistingChildQueryVariables>;
export const EnquiriesTrackingEnquiriesDocument = new TypedDocumentString(`
    query EnquiriesTrackingEnquiries($filter: EnquiryFilter, $pagination: Pagination) {
  findAllEnquiry(filter: $filter, pagination: $pagination) {
    totalCount
    data {
      ID
      fkChild
      fkCentre
      active
      enrollmentPlan
      createdAt
      admissionStatus {
        ID
        stateCode
        label
        group
        enquiryFrontendState
      }
      centre {
        ID
        label
        code
        addresses {
          postcode
        }
      }
      user {
        ID
        email
      }
      level {
        ID
        label
      }
      program {
        ID
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EnquiriesTrackingEnquiriesQuery, EnquiriesTrackingEnquiriesQueryVariables>;
export const EnquiriesTrackingStatesDocument = new TypedDocumentString(`
    query EnquiriesTrackingStates($IDEnquiry: Int!) {
  getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {
    IDEnquiry
    nextAction
    current {
      ID
      stateCode
      label
    }
    steps {
      code
      label
      status
    }
  }
}
    `) as unknown as TypedDocumentString<EnquiriesTrackingStatesQuery, EnquiriesTrackingStatesQueryVariables>;
export const EnquiriesTrackingChildrenDocument = new TypedDocumentString(`
    query EnquiriesTrackingChildren {
  findAllChildrenByParent {
    ID
    firstname
    lastname
    dateOfBirth
    birthCertificate
  }
}
    `) as unknown as TypedDocumentString<EnquiriesTrackingChildrenQuery, EnquiriesTrackingChildrenQueryVariables>;
export const EnquiriesTrackingCancelDocument = new TypedDocumentString(`
    mutation EnquiriesTrackingCancel($ID: Int!) {
  cancelEnquiry(ID: $ID) {
    ID
    active
    fkEnquiryState
    admissionStatus {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<EnquiriesTrackingCancelMutation, EnquiriesTrackingCancelMutationVariables>;
export const EnquiriesMapSearchSuggestDocument = new TypedDocumentString(`
    query EnquiriesMapSearchSuggest($IDSchool: Int!, $dateOfBirth: Date!, $enrollmentDate: Date!, $isRadiusSearch: Boolean) {
  suggestLevel(
    IDSchool: $IDSchool
    dateOfBirth: $dateOfBirth
    enrollmentDate: $enrollmentDate
    isRadiusSearch: $isRadiusSearch
  ) {
    ID
    programs {
      label
    }
  }
}
    `) as unknown as TypedDocumentString<EnquiriesMapSearchSuggestQuery, EnquiriesMapSearchSuggestQueryVariables>;
export const EnquiriesMapSearchByDistanceDocument = new TypedDocumentString(`
    query EnquiriesMapSearchByDistance($p: String!, $r: Float!, $d: Date!, $l: Int!, $f: CentreSearchFilter!) {
  findAllCentreByDistance(
    postalCode: $p
    radius: $r
    enrollmentDate: $d
    level: $l
    filter: $f
  ) {
    totalCount
    data {
      label
      distance
    }
  }
}
    `) as unknown as TypedDocumentString<EnquiriesMapSearchByDistanceQuery, EnquiriesMapSearchByDistanceQueryVariables>;
export const EnquiriesNewEnquiryDocument = new TypedDocumentString(`
    mutation EnquiriesNewEnquiry($schoolID: Int!, $email: String!, $phoneNumberCountryCode: String!, $phoneNumber: String!, $centreIDs: [Int!]!, $enquiry: EnquiryDetailsInput!, $pdpaConsentVersion: String, $preferredLanguage: String) {
  newEnquiry(
    schoolID: $schoolID
    email: $email
    phoneNumberCountryCode: $phoneNumberCountryCode
    phoneNumber: $phoneNumber
    centreIDs: $centreIDs
    enquiry: $enquiry
    pdpaConsentVersion: $pdpaConsentVersion
    preferredLanguage: $preferredLanguage
  ) {
    success
    error {
      message
      code
    }
    data {
      ID
      fkSchool
      fkCentre
      fkUser
      fkChild
      fkLevel
      fkProgram
      fkEnquiryState
      firstname
      lastname
      childFirstname
      childLastname
      enrollmentPlan
      active
      skipCentreVisit
      skipTrial
      vacancyAvailable
      admissionStatus {
        ID
        stateCode
        label
      }
      centre {
        ID
        label
      }
      user {
        ID
        email
        mobilePhone
      }
      level {
        ID
        label
      }
      program {
        ID
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EnquiriesNewEnquiryMutation, EnquiriesNewEnquiryMutationVariables>;
export const EsignCancelEnquiryDocument = new TypedDocumentString(`
    mutation EsignCancelEnquiry($ID: Int!) {
  cancelEnquiry(ID: $ID) {
    ID
  }
}
    `) as unknown as TypedDocumentString<EsignCancelEnquiryMutation, EsignCancelEnquiryMutationVariables>;
export const EsignCreateFormDocument = new TypedDocumentString(`
    mutation EsignCreateForm($IDEnquiry: Int!, $participants: [ConsentParticipantInput!]!) {
  createForm1(IDEnquiry: $IDEnquiry, participants: $participants) {
    ID
    eDocumentStatus
    contentSha256
    participants {
      displayName
      order
      email
      role
      status
    }
  }
}
    `) as unknown as TypedDocumentString<EsignCreateFormMutation, EsignCreateFormMutationVariables>;
export const EsignFormDocument = new TypedDocumentString(`
    query EsignForm($IDEnquiry: Int!) {
  getConsentForm(IDEnquiry: $IDEnquiry) {
    eDocumentStatus
    signedDocumentAvailable
    linksExpired
    participants {
      displayName
      order
      status
      signedAt
    }
  }
}
    `) as unknown as TypedDocumentString<EsignFormQuery, EsignFormQueryVariables>;
export const EsignSigningDocumentDocument = new TypedDocumentString(`
    query EsignSigningDocument($token: String!) {
  getSigningDocument(token: $token) {
    title
    contentSha256
    declaration
    sections {
      heading
      rows {
        label
        value
      }
    }
    signer {
      displayName
      role
      order
    }
    participants {
      displayName
      status
    }
  }
}
    `) as unknown as TypedDocumentString<EsignSigningDocumentQuery, EsignSigningDocumentQueryVariables>;
export const EsignSignDocument = new TypedDocumentString(`
    mutation EsignSign($token: String!, $signature: SignatureInput!) {
  signConsentForm(token: $token, signature: $signature) {
    status
    signedAt
  }
}
    `) as unknown as TypedDocumentString<EsignSignMutation, EsignSignMutationVariables>;
export const EsignSignedUrlDocument = new TypedDocumentString(`
    query EsignSignedUrl($IDEnquiry: Int!) {
  getEnrolmentDocumentURL(IDEnquiry: $IDEnquiry)
}
    `) as unknown as TypedDocumentString<EsignSignedUrlQuery, EsignSignedUrlQueryVariables>;
export const EventsCalendarDocument = new TypedDocumentString(`
    query EventsCalendar($IDCentre: Int, $year: Int!, $month: Int!) {
  findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {
    events {
      ID
      title
      status
      eventType
      location
    }
  }
}
    `) as unknown as TypedDocumentString<EventsCalendarQuery, EventsCalendarQueryVariables>;
export const EventsClassesDocument = new TypedDocumentString(`
    query EventsClasses($IDSchool: Int!) {
  getEventClasses(IDSchool: $IDSchool) {
    ID
    label
    centreID
    centreLabel
  }
}
    `) as unknown as TypedDocumentString<EventsClassesQuery, EventsClassesQueryVariables>;
export const EventsAlbumUrlsDocument = new TypedDocumentString(`
    mutation EventsAlbumUrls($IDEvent: Int!, $files: [EventPhotoFileInput!]!) {
  getEventPhotoAlbumUploadUrl(IDEvent: $IDEvent, files: $files) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<EventsAlbumUrlsMutation, EventsAlbumUrlsMutationVariables>;
export const EventsPhotoUrlDocument = new TypedDocumentString(`
    mutation EventsPhotoUrl($IDEvent: Int!, $filename: String!, $contentType: String!) {
  getEventPhotoUploadUrl(
    IDEvent: $IDEvent
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<EventsPhotoUrlMutation, EventsPhotoUrlMutationVariables>;
export const EventsAddPhotosDocument = new TypedDocumentString(`
    mutation EventsAddPhotos($IDEvent: Int!, $photos: [EventPhotoInput!]!) {
  addEventPhotos(IDEvent: $IDEvent, photos: $photos) {
    ...EventPhotoFields
  }
}
    fragment EventPhotoFields on EventPhoto {
  ID
  fileKey
  status
  active
  caption
  url
  thumbnailUrl
  width
  height
  tags {
    childID
    photoConsent
  }
}`) as unknown as TypedDocumentString<EventsAddPhotosMutation, EventsAddPhotosMutationVariables>;
export const EventsPhotoTagsDocument = new TypedDocumentString(`
    mutation EventsPhotoTags($IDEvent: Int!, $IDPhoto: Int!, $childIDs: [Int!]!) {
  updateEventPhotoTags(IDEvent: $IDEvent, IDPhoto: $IDPhoto, childIDs: $childIDs) {
    ID
    tags {
      childID
      photoConsent
    }
  }
}
    `) as unknown as TypedDocumentString<EventsPhotoTagsMutation, EventsPhotoTagsMutationVariables>;
export const EventsDeletePhotosDocument = new TypedDocumentString(`
    mutation EventsDeletePhotos($IDEvent: Int!, $IDPhotos: [Int!]!) {
  deleteEventPhotos(IDEvent: $IDEvent, IDPhotos: $IDPhotos) {
    ID
  }
}
    `) as unknown as TypedDocumentString<EventsDeletePhotosMutation, EventsDeletePhotosMutationVariables>;
export const EventsPhotoStatusDocument = new TypedDocumentString(`
    mutation EventsPhotoStatus($IDEvent: Int!, $IDPhotos: [Int!]!, $status: String!) {
  updateEventPhotosStatus(IDEvent: $IDEvent, IDPhotos: $IDPhotos, status: $status) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<EventsPhotoStatusMutation, EventsPhotoStatusMutationVariables>;
export const EventsStaffAlbumDocument = new TypedDocumentString(`
    query EventsStaffAlbum($IDEvent: Int!) {
  getEventPhotos(IDEvent: $IDEvent) {
    ...EventPhotoFields
  }
}
    fragment EventPhotoFields on EventPhoto {
  ID
  fileKey
  status
  active
  caption
  url
  thumbnailUrl
  width
  height
  tags {
    childID
    photoConsent
  }
}`) as unknown as TypedDocumentString<EventsStaffAlbumQuery, EventsStaffAlbumQueryVariables>;
export const EventsMyAlbumDocument = new TypedDocumentString(`
    query EventsMyAlbum($IDEvent: Int!, $IDChild: Int!) {
  getMyEventPhotos(IDEvent: $IDEvent, IDChild: $IDChild) {
    photoConsent
    photos {
      ...EventPhotoFields
    }
  }
}
    fragment EventPhotoFields on EventPhoto {
  ID
  fileKey
  status
  active
  caption
  url
  thumbnailUrl
  width
  height
  tags {
    childID
    photoConsent
  }
}`) as unknown as TypedDocumentString<EventsMyAlbumQuery, EventsMyAlbumQueryVariables>;
export const EventsPhotoConsentDocument = new TypedDocumentString(`
    mutation EventsPhotoConsent($IDChild: Int!, $photoConsent: Boolean!) {
  setChildPhotoConsent(IDChild: $IDChild, photoConsent: $photoConsent)
}
    `) as unknown as TypedDocumentString<EventsPhotoConsentMutation, EventsPhotoConsentMutationVariables>;
export const EventsSaveDocument = new TypedDocumentString(`
    mutation EventsSave($IDEvent: Int, $eventData: EventInput!) {
  createOrSaveEventDraft(IDEvent: $IDEvent, eventData: $eventData) {
    ...EventFields
  }
}
    fragment EventFields on Event {
  ID
  status
  category
  title
  childEventFee
  guestEventFee
  guestCountLimit
  fkSubmitter
  fkApprover
  attendingCount
  scopes {
    centreID
    classID
  }
}`) as unknown as TypedDocumentString<EventsSaveMutation, EventsSaveMutationVariables>;
export const EventsSubmitDocument = new TypedDocumentString(`
    mutation EventsSubmit($IDEvent: Int!) {
  submitEvent(IDEvent: $IDEvent) {
    ...EventFields
  }
}
    fragment EventFields on Event {
  ID
  status
  category
  title
  childEventFee
  guestEventFee
  guestCountLimit
  fkSubmitter
  fkApprover
  attendingCount
  scopes {
    centreID
    classID
  }
}`) as unknown as TypedDocumentString<EventsSubmitMutation, EventsSubmitMutationVariables>;
export const EventsPublishDocument = new TypedDocumentString(`
    mutation EventsPublish($IDEvent: Int!) {
  publishEvent(IDEvent: $IDEvent) {
    ...EventFields
  }
}
    fragment EventFields on Event {
  ID
  status
  category
  title
  childEventFee
  guestEventFee
  guestCountLimit
  fkSubmitter
  fkApprover
  attendingCount
  scopes {
    centreID
    classID
  }
}`) as unknown as TypedDocumentString<EventsPublishMutation, EventsPublishMutationVariables>;
export const EventsCancelDocument = new TypedDocumentString(`
    mutation EventsCancel($IDEvent: Int!, $remarks: String) {
  cancelEvent(IDEvent: $IDEvent, remarks: $remarks) {
    ...EventFields
  }
}
    fragment EventFields on Event {
  ID
  status
  category
  title
  childEventFee
  guestEventFee
  guestCountLimit
  fkSubmitter
  fkApprover
  attendingCount
  scopes {
    centreID
    classID
  }
}`) as unknown as TypedDocumentString<EventsCancelMutation, EventsCancelMutationVariables>;
export const EventsUpdateDocument = new TypedDocumentString(`
    mutation EventsUpdate($IDEvent: Int!, $eventData: EventInput!) {
  updateEventDetails(IDEvent: $IDEvent, eventData: $eventData) {
    ...EventFields
  }
}
    fragment EventFields on Event {
  ID
  status
  category
  title
  childEventFee
  guestEventFee
  guestCountLimit
  fkSubmitter
  fkApprover
  attendingCount
  scopes {
    centreID
    classID
  }
}`) as unknown as TypedDocumentString<EventsUpdateMutation, EventsUpdateMutationVariables>;
export const EventsByIdDocument = new TypedDocumentString(`
    query EventsById($IDEvent: Int!) {
  eventById(IDEvent: $IDEvent) {
    ...EventFields
  }
}
    fragment EventFields on Event {
  ID
  status
  category
  title
  childEventFee
  guestEventFee
  guestCountLimit
  fkSubmitter
  fkApprover
  attendingCount
  scopes {
    centreID
    classID
  }
}`) as unknown as TypedDocumentString<EventsByIdQuery, EventsByIdQueryVariables>;
export const EventsListsDocument = new TypedDocumentString(`
    query EventsLists($IDSchool: Int!) {
  getDraftEvents(IDSchool: $IDSchool) {
    totalCount
    data {
      ID
    }
  }
  getPendingEvents(IDSchool: $IDSchool) {
    totalCount
    data {
      ID
    }
  }
  getUpcomingEvents(IDSchool: $IDSchool) {
    totalCount
    data {
      ID
    }
  }
  getPastEvents(IDSchool: $IDSchool) {
    totalCount
    data {
      ID
    }
  }
  getAllEvents(IDSchool: $IDSchool) {
    totalCount
    data {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<EventsListsQuery, EventsListsQueryVariables>;
export const EventsRsvpDocument = new TypedDocumentString(`
    mutation EventsRsvp($IDEvent: Int!, $IDChild: Int!, $rsvp: EventRsvpInput!) {
  rsvpEvent(IDEvent: $IDEvent, IDChild: $IDChild, rsvp: $rsvp) {
    childID
    canRsvp
    rsvp {
      ID
      status
      consentAcceptedAt
      feeCents
      guests {
        ID
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EventsRsvpMutation, EventsRsvpMutationVariables>;
export const EventsMineDocument = new TypedDocumentString(`
    query EventsMine {
  getMyEvents {
    childID
    canRsvp
    event {
      ID
      title
    }
    rsvp {
      status
      feeCents
    }
  }
}
    `) as unknown as TypedDocumentString<EventsMineQuery, EventsMineQueryVariables>;
export const EventsRsvpListDocument = new TypedDocumentString(`
    query EventsRsvpList($IDEvent: Int!, $status: String) {
  getEventRsvpChildList(IDEvent: $IDEvent, status: $status) {
    totalCount
    data {
      childID
      status
      centreID
      guests {
        ID
        name
      }
    }
  }
  getRsvpStatusCountDetails(IDEvent: $IDEvent) {
    status
    children
    guests
  }
  getRsvpAttendeesClassAndCentreCountByStatus(IDEvent: $IDEvent, status: $status) {
    centreID
    classID
    children
    guests
  }
}
    `) as unknown as TypedDocumentString<EventsRsvpListQuery, EventsRsvpListQueryVariables>;
export const EventsExportDocument = new TypedDocumentString(`
    query EventsExport($IDEvent: Int!, $status: String) {
  exportRsvpList(IDEvent: $IDEvent, status: $status)
}
    `) as unknown as TypedDocumentString<EventsExportQuery, EventsExportQueryVariables>;
export const EventsRemoveChildDocument = new TypedDocumentString(`
    mutation EventsRemoveChild($IDEvent: Int!, $IDChild: Int!) {
  removeChildFromRsvpList(IDEvent: $IDEvent, IDChild: $IDChild) {
    status
  }
}
    `) as unknown as TypedDocumentString<EventsRemoveChildMutation, EventsRemoveChildMutationVariables>;
export const EventsRemoveGuestDocument = new TypedDocumentString(`
    mutation EventsRemoveGuest($IDEvent: Int!, $IDGuest: Int!) {
  removeEventRsvpGuest(IDEvent: $IDEvent, IDGuest: $IDGuest) {
    guests {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<EventsRemoveGuestMutation, EventsRemoveGuestMutationVariables>;
export const EventsIcsDocument = new TypedDocumentString(`
    query EventsIcs($IDEvent: Int!, $IDChild: Int!) {
  getEventCalendarFile(IDEvent: $IDEvent, IDChild: $IDChild)
}
    `) as unknown as TypedDocumentString<EventsIcsQuery, EventsIcsQueryVariables>;
export const FeesRaceSubmitDocument = new TypedDocumentString(`
    mutation FeesRaceSubmit($IDFeeDraft: Int!) {
  submitFeeDraft(IDFeeDraft: $IDFeeDraft) {
    status
    items {
      nationality
      amount
      lastAmount
    }
  }
}
    `) as unknown as TypedDocumentString<FeesRaceSubmitMutation, FeesRaceSubmitMutationVariables>;
export const FeesRaceDraftItemsDocument = new TypedDocumentString(`
    query FeesRaceDraftItems($IDSchool: Int!, $filter: FeeDraftFilter) {
  findAllFeeDraft(IDSchool: $IDSchool, filter: $filter) {
    data {
      ID
      status
      items {
        nationality
        amount
        lastAmount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FeesRaceDraftItemsQuery, FeesRaceDraftItemsQueryVariables>;
export const FeesCurrentDocument = new TypedDocumentString(`
    query FeesCurrent($IDSchool: Int!, $fkCentre: Int) {
  findAllCurrentFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {
    ID
    label
    pending
    feeGroup {
      groupCode
    }
    fees {
      nationality
      amount
      effectiveFrom
      effectiveTo
      level {
        ID
      }
      program {
        ID
      }
    }
    numberOfChildren {
      level {
        ID
      }
      numberOfChildren
    }
  }
}
    `) as unknown as TypedDocumentString<FeesCurrentQuery, FeesCurrentQueryVariables>;
export const FeesUpcomingDocument = new TypedDocumentString(`
    query FeesUpcoming($IDSchool: Int!) {
  findAllUpcomingFeeTier(IDSchool: $IDSchool) {
    ID
    active
    pending
    fees {
      amount
      effectiveFrom
    }
  }
}
    `) as unknown as TypedDocumentString<FeesUpcomingQuery, FeesUpcomingQueryVariables>;
export const FeesGroupsDocument = new TypedDocumentString(`
    query FeesGroups($IDSchool: Int!) {
  findAllFeeGroup(IDSchool: $IDSchool) {
    ID
    groupCode
  }
}
    `) as unknown as TypedDocumentString<FeesGroupsQuery, FeesGroupsQueryVariables>;
export const FeesNewTierDocument = new TypedDocumentString(`
    mutation FeesNewTier($IDSchool: Int!, $data: FeeTierInput!) {
  newFeeTier(IDSchool: $IDSchool, data: $data) {
    ID
    label
    fees {
      amount
      nationality
    }
  }
}
    `) as unknown as TypedDocumentString<FeesNewTierMutation, FeesNewTierMutationVariables>;
export const FeesNewDraftDocument = new TypedDocumentString(`
    mutation FeesNewDraft($IDSchool: Int!, $fkCentre: Int!, $data: FeeDraftInput!) {
  newFeeDraft(IDSchool: $IDSchool, fkCentre: $fkCentre, data: $data) {
    ID
    status
    items {
      nationality
      amount
      lastAmount
    }
  }
}
    `) as unknown as TypedDocumentString<FeesNewDraftMutation, FeesNewDraftMutationVariables>;
export const FeesUpdateItemsDocument = new TypedDocumentString(`
    mutation FeesUpdateItems($IDFeeDraft: Int!, $items: [FeeDraftItemInput!]!) {
  updateFeeDraftItems(IDFeeDraft: $IDFeeDraft, items: $items) {
    ID
    items {
      nationality
      amount
      lastAmount
    }
  }
}
    `) as unknown as TypedDocumentString<FeesUpdateItemsMutation, FeesUpdateItemsMutationVariables>;
export const FeesSubmitDocument = new TypedDocumentString(`
    mutation FeesSubmit($IDFeeDraft: Int!, $remark: String) {
  submitFeeDraft(IDFeeDraft: $IDFeeDraft, remark: $remark) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<FeesSubmitMutation, FeesSubmitMutationVariables>;
export const FeesApproveDocument = new TypedDocumentString(`
    mutation FeesApprove($IDFeeDraft: Int!, $remark: String) {
  approveFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
    ID
    status
    approver {
      ID
    }
    activityLogs {
      status
      remark
      user {
        ID
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FeesApproveMutation, FeesApproveMutationVariables>;
export const FeesRejectDocument = new TypedDocumentString(`
    mutation FeesReject($IDFeeDraft: Int!, $remark: String!) {
  rejectFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<FeesRejectMutation, FeesRejectMutationVariables>;
export const FeesCancelDocument = new TypedDocumentString(`
    mutation FeesCancel($IDFeeDraft: Int!, $remark: String) {
  cancelFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<FeesCancelMutation, FeesCancelMutationVariables>;
export const FeesDraftsDocument = new TypedDocumentString(`
    query FeesDrafts($IDSchool: Int!, $filter: FeeDraftFilter, $pagination: Pagination) {
  findAllFeeDraft(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    pendingCount
    data {
      ID
      status
    }
  }
}
    `) as unknown as TypedDocumentString<FeesDraftsQuery, FeesDraftsQueryVariables>;
export const FeesImpactDocument = new TypedDocumentString(`
    query FeesImpact($IDFeeDraft: Int!) {
  getFeeDraftImpact(IDFeeDraft: $IDFeeDraft) {
    noticeMonths
    needsNoticeWarning
    lines {
      nationality
      lastAmount
      amount
      difference
      numberOfChildren
    }
    families {
      parent {
        ID
      }
      difference
      children {
        ID
        difference
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FeesImpactQuery, FeesImpactQueryVariables>;
export const FilesFileUrlDocument = new TypedDocumentString(`
    query FilesFileUrl($key: String!) {
  fileUrl(key: $key)
}
    `) as unknown as TypedDocumentString<FilesFileUrlQuery, FilesFileUrlQueryVariables>;
export const FinanceAccountListingDocument = new TypedDocumentString(`
    query FinanceAccountListing($IDChild: Int!, $isCDA: Boolean, $paymentType: String) {
  getAccountListing(IDChild: $IDChild, isCDA: $isCDA, paymentType: $paymentType) {
    IDChild
    childName
    closingBalance
    CDABalance
    nonCDABalance
    entries {
      kind
      IDInvoice
      paymentType
      debit
      credit
      balance
      CDAAmount
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceAccountListingQuery, FinanceAccountListingQueryVariables>;
export const FinanceAgeingDocument = new TypedDocumentString(`
    query FinanceAgeing($IDSchool: Int!, $asOf: Date) {
  getAgeingReport(IDSchool: $IDSchool, asOf: $asOf) {
    IDCentre
    centreName
    current
    days31to60
    days61to90
    over90
    total
    invoiceCount
  }
}
    `) as unknown as TypedDocumentString<FinanceAgeingQuery, FinanceAgeingQueryVariables>;
export const FinanceAgeingDueDocument = new TypedDocumentString(`
    query FinanceAgeingDue($IDInvoice: Int!) {
  getInvoice(IDInvoice: $IDInvoice) {
    invoice {
      invoiceDueDate
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceAgeingDueQuery, FinanceAgeingDueQueryVariables>;
export const FinanceSearchDocument = new TypedDocumentString(`
    query FinanceSearch($IDSchool: Int!, $keyword: String!, $pagination: Pagination) {
  searchFinance(IDSchool: $IDSchool, keyword: $keyword, pagination: $pagination) {
    totalCount
    data {
      kind
      ID
      IDInvoice
      number
      IDChild
      childName
      amount
      status
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceSearchQuery, FinanceSearchQueryVariables>;
export const FinanceInvoiceDetailDocument = new TypedDocumentString(`
    query FinanceInvoiceDetail($IDInvoice: Int!) {
  getInvoice(IDInvoice: $IDInvoice) {
    childName
    centreName
    month
    CDAAmount
    nonCDAAmount
    can
    lines {
      label
      cdaPayable
      explanation
    }
    creditNotes {
      creditNoteNo
      remark
    }
    invoice {
      ID
      grandTotal
      outstandingAmount
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceInvoiceDetailQuery, FinanceInvoiceDetailQueryVariables>;
export const FinanceRunCanDocument = new TypedDocumentString(`
    query FinanceRunCan($IDInvoiceRun: Int!) {
  getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {
    status
    can
  }
}
    `) as unknown as TypedDocumentString<FinanceRunCanQuery, FinanceRunCanQueryVariables>;
export const FinanceOfflineInvoiceNoticeDocument = new TypedDocumentString(`
    mutation FinanceOfflineInvoiceNotice($IDCentre: Int!, $IDChild: Int!, $items: [OfflineInvoiceItemInput!]!) {
  createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items) {
    invoiceNo
  }
}
    `) as unknown as TypedDocumentString<FinanceOfflineInvoiceNoticeMutation, FinanceOfflineInvoiceNoticeMutationVariables>;
export const FinanceOfflineInvoiceDocument = new TypedDocumentString(`
    mutation FinanceOfflineInvoice($IDCentre: Int!, $IDChild: Int!, $items: [OfflineInvoiceItemInput!]!) {
  createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items) {
    ID
    invoiceNo
    invoiceType
    status
    totalTaxAmount
    grandTotal
    outstandingAmount
    items {
      label
      quantity
      taxAmount
      totalAmount
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceOfflineInvoiceMutation, FinanceOfflineInvoiceMutationVariables>;
export const FinanceOfflineInvoiceDetailDocument = new TypedDocumentString(`
    query FinanceOfflineInvoiceDetail($IDInvoice: Int!) {
  getInvoice(IDInvoice: $IDInvoice) {
    lines {
      label
      explanation
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceOfflineInvoiceDetailQuery, FinanceOfflineInvoiceDetailQueryVariables>;
export const FinanceKeyedInvoiceDocument = new TypedDocumentString(`
    mutation FinanceKeyedInvoice($IDCentre: Int!, $IDChild: Int!, $items: [OfflineInvoiceItemInput!]!, $requestKey: String) {
  createOfflineInvoice(
    IDCentre: $IDCentre
    IDChild: $IDChild
    items: $items
    requestKey: $requestKey
  ) {
    ID
    invoiceNo
  }
}
    `) as unknown as TypedDocumentString<FinanceKeyedInvoiceMutation, FinanceKeyedInvoiceMutationVariables>;
export const FinanceKeyedCreditNoteDocument = new TypedDocumentString(`
    mutation FinanceKeyedCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!, $requestKey: String) {
  createAdHocCreditNote(
    IDInvoice: $IDInvoice
    amount: $amount
    remark: $remark
    requestKey: $requestKey
  ) {
    ID
    creditNoteNo
  }
}
    `) as unknown as TypedDocumentString<FinanceKeyedCreditNoteMutation, FinanceKeyedCreditNoteMutationVariables>;
export const FinanceStartRunDocument = new TypedDocumentString(`
    mutation FinanceStartRun($IDSchool: Int!, $IDCentre: Int, $month: Date!) {
  createInvoiceRun(IDSchool: $IDSchool, IDCentre: $IDCentre, month: $month) {
    ID
    status
    total
  }
}
    `) as unknown as TypedDocumentString<FinanceStartRunMutation, FinanceStartRunMutationVariables>;
export const FinanceRunDocument = new TypedDocumentString(`
    query FinanceRun($IDInvoiceRun: Int!) {
  getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {
    ID
    status
    total
    processed
    invoiceCount
    skippedCount
    grandTotal
  }
}
    `) as unknown as TypedDocumentString<FinanceRunQuery, FinanceRunQueryVariables>;
export const FinanceRunDraftsDocument = new TypedDocumentString(`
    query FinanceRunDrafts($IDInvoiceRun: Int!, $skipped: Boolean) {
  findAllInvoiceRunDraft(IDInvoiceRun: $IDInvoiceRun, skipped: $skipped) {
    totalCount
    data {
      IDChild
      skipReason
      skipMessage
      grandTotal
      totalTaxAmount
      CDAAmount
      nonCDAAmount
      previousGrandTotal
      change
      IDInvoice
      items {
        label
        source
        explanation
        totalAmount
        taxAmount
        cdaPayable
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceRunDraftsQuery, FinanceRunDraftsQueryVariables>;
export const FinanceIssueRunDocument = new TypedDocumentString(`
    mutation FinanceIssueRun($IDInvoiceRun: Int!) {
  issueInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {
    status
  }
}
    `) as unknown as TypedDocumentString<FinanceIssueRunMutation, FinanceIssueRunMutationVariables>;
export const FinanceDiscardRunDocument = new TypedDocumentString(`
    mutation FinanceDiscardRun($IDInvoiceRun: Int!) {
  discardInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {
    status
  }
}
    `) as unknown as TypedDocumentString<FinanceDiscardRunMutation, FinanceDiscardRunMutationVariables>;
export const FinanceInvoicesDocument = new TypedDocumentString(`
    query FinanceInvoices($IDSchool: Int!, $filter: InvoiceFilter) {
  findAllInvoice(IDSchool: $IDSchool, filter: $filter) {
    totalCount
    data {
      ID
      fkChild
      invoiceNo
      status
      grandTotal
      outstandingAmount
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceInvoicesQuery, FinanceInvoicesQueryVariables>;
export const FinanceChildInvoicesDocument = new TypedDocumentString(`
    query FinanceChildInvoices($IDChild: Int!) {
  invoicesByFkChild(IDChild: $IDChild) {
    ID
    invoiceNo
    status
    outstandingAmount
    items {
      label
    }
    receipts {
      receiptNo
    }
  }
  getChildCurrentBalance(IDChild: $IDChild) {
    CDABalance
    nonCDABalance
  }
}
    `) as unknown as TypedDocumentString<FinanceChildInvoicesQuery, FinanceChildInvoicesQueryVariables>;
export const FinanceOfflineReceiptDocument = new TypedDocumentString(`
    mutation FinanceOfflineReceipt($IDInvoice: [Int!]!, $referenceNo: String!, $paymentType: String!) {
  createReceiptForOfflinePayment(
    IDInvoice: $IDInvoice
    referenceNo: $referenceNo
    paymentType: $paymentType
  ) {
    receiptNo
    amount
    paymentType
    referenceNo
  }
}
    `) as unknown as TypedDocumentString<FinanceOfflineReceiptMutation, FinanceOfflineReceiptMutationVariables>;
export const FinanceReceiptTypesDocument = new TypedDocumentString(`
    query FinanceReceiptTypes {
  getOfflineOfflinePaymentReceiptTypes
}
    `) as unknown as TypedDocumentString<FinanceReceiptTypesQuery, FinanceReceiptTypesQueryVariables>;
export const FinanceCreditNoteDocument = new TypedDocumentString(`
    mutation FinanceCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!) {
  createAdHocCreditNote(IDInvoice: $IDInvoice, amount: $amount, remark: $remark) {
    creditNoteNo
    amount
    remark
  }
}
    `) as unknown as TypedDocumentString<FinanceCreditNoteMutation, FinanceCreditNoteMutationVariables>;
export const FinanceRefundsDocument = new TypedDocumentString(`
    query FinanceRefunds($IDSchool: Int!, $filter: RefundFilter) {
  findAllConsolidatedRefund(IDSchool: $IDSchool, filter: $filter) {
    totalCount
    data {
      IDChild
      totalAmount
      refunds {
        label
        amount
        status
        isCda
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceRefundsQuery, FinanceRefundsQueryVariables>;
export const FinanceFilesGenerateDocument = new TypedDocumentString(`
    mutation FinanceFilesGenerate($IDSchool: Int!, $month: Date!, $valueDate: Date!) {
  generateGiroDeductionArchive(
    IDSchool: $IDSchool
    month: $month
    valueDate: $valueDate
  ) {
    ID
    status
    log
    rowCount
    totalAmount
    URL
  }
}
    `) as unknown as TypedDocumentString<FinanceFilesGenerateMutation, FinanceFilesGenerateMutationVariables>;
export const FinanceFilesUploadUrlDocument = new TypedDocumentString(`
    mutation FinanceFilesUploadUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {
  getFinanceDocumentUploadURL(
    IDSchool: $IDSchool
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<FinanceFilesUploadUrlMutation, FinanceFilesUploadUrlMutationVariables>;
export const FinanceFilesUploadGiroDocument = new TypedDocumentString(`
    mutation FinanceFilesUploadGiro($IDSchool: Int!, $fileKey: String!) {
  uploadGiroFile(IDSchool: $IDSchool, fileKey: $fileKey) {
    ID
    status
    log
    rowCount
    totalAmount
  }
}
    `) as unknown as TypedDocumentString<FinanceFilesUploadGiroMutation, FinanceFilesUploadGiroMutationVariables>;
export const FinanceFilesUploadSubsidyDocument = new TypedDocumentString(`
    mutation FinanceFilesUploadSubsidy($IDSchool: Int!, $fileKey: String!) {
  uploadSubsidyFile(IDSchool: $IDSchool, fileKey: $fileKey) {
    ID
    status
    log
    rowCount
    totalAmount
  }
}
    `) as unknown as TypedDocumentString<FinanceFilesUploadSubsidyMutation, FinanceFilesUploadSubsidyMutationVariables>;
export const FinanceFilesGiroListDocument = new TypedDocumentString(`
    query FinanceFilesGiroList($IDSchool: Int!) {
  findAllUploadedGiroFiles(IDSchool: $IDSchool) {
    totalCount
    data {
      ID
      docType
      status
      log
      user
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceFilesGiroListQuery, FinanceFilesGiroListQueryVariables>;
export const GeocodingGeocodeDocument = new TypedDocumentString(`
    query GeocodingGeocode($postalCode: String!) {
  geocodePostalCode(postalCode: $postalCode) {
    postalCode
    address
    building
    lat
    lng
  }
}
    `) as unknown as TypedDocumentString<GeocodingGeocodeQuery, GeocodingGeocodeQueryVariables>;
export const GeocodingSearchPlacesDocument = new TypedDocumentString(`
    query GeocodingSearchPlaces($searchVal: String!) {
  searchPlaces(searchVal: $searchVal) {
    postalCode
    address
    building
    lat
    lng
  }
}
    `) as unknown as TypedDocumentString<GeocodingSearchPlacesQuery, GeocodingSearchPlacesQueryVariables>;
export const GiroBanksDocument = new TypedDocumentString(`
    query GiroBanks {
  findAllBankBicCode {
    ID
    bankCode
    bankName
    bicCode
    displayOrder
  }
}
    `) as unknown as TypedDocumentString<GiroBanksQuery, GiroBanksQueryVariables>;
export const GiroSaveDocument = new TypedDocumentString(`
    mutation GiroSave($IDChild: Int!, $IDSchool: Int!, $giroApplication: GiroApplicationInput!) {
  saveGiroApplication(
    IDChild: $IDChild
    IDSchool: $IDSchool
    giroApplication: $giroApplication
  ) {
    ID
    status
    source
    isCda
    payerAccountNumber
    payerAccountName
    payerAccountNames
    billReferenceNumber
    mobilePhone
    applicationDate
    bank {
      bicCode
    }
  }
}
    `) as unknown as TypedDocumentString<GiroSaveMutation, GiroSaveMutationVariables>;
export const GiroAddDocument = new TypedDocumentString(`
    mutation GiroAdd($giroAccount: GiroAccountInput!, $paymentType: String!) {
  addGiro(giroAccount: $giroAccount, paymentType: $paymentType) {
    ID
    status
    source
    isCda
    billReferenceNumber
    effectiveFrom
  }
}
    `) as unknown as TypedDocumentString<GiroAddMutation, GiroAddMutationVariables>;
export const GiroOfChildDocument = new TypedDocumentString(`
    query GiroOfChild($IDChild: Int!) {
  bankAccountInfoByIDChild(IDChild: $IDChild) {
    IDChild
    accounts {
      ID
      status
      isCda
      effectiveFrom
      statusChanges {
        fromStatus
        toStatus
        reason
        remarks
        userName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GiroOfChildQuery, GiroOfChildQueryVariables>;
export const GiroOfEnquiryDocument = new TypedDocumentString(`
    query GiroOfEnquiry($IDEnquiry: Int!) {
  bankAccountInfoByIDEnquiry(IDEnquiry: $IDEnquiry) {
    IDEnquiry
    IDChild
    skipGiroSetup
    canPayRegistrationByGiro
    payingByGiro
    accounts {
      ID
      status
    }
  }
}
    `) as unknown as TypedDocumentString<GiroOfEnquiryQuery, GiroOfEnquiryQueryVariables>;
export const GiroReasonsDocument = new TypedDocumentString(`
    query GiroReasons($status: String!) {
  getBankAccountStatusChangeReasonsByStatus(status: $status) {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<GiroReasonsQuery, GiroReasonsQueryVariables>;
export const GiroUpdateStatusDocument = new TypedDocumentString(`
    mutation GiroUpdateStatus($IDBankAccount: Int!, $status: String!, $fkReason: Int!, $remarks: String!) {
  updateBankAccountStatus(
    IDBankAccount: $IDBankAccount
    status: $status
    fkReason: $fkReason
    remarks: $remarks
  ) {
    ID
    status
    effectiveFrom
    statusChanges {
      fromStatus
      toStatus
      reason
      remarks
    }
  }
}
    `) as unknown as TypedDocumentString<GiroUpdateStatusMutation, GiroUpdateStatusMutationVariables>;
export const GiroExportPdfDocument = new TypedDocumentString(`
    mutation GiroExportPdf($IDBankAccount: Int!) {
  exportGiroApplicationPdf(IDBankAccount: $IDBankAccount)
}
    `) as unknown as TypedDocumentString<GiroExportPdfMutation, GiroExportPdfMutationVariables>;
export const GiroPayRegistrationDocument = new TypedDocumentString(`
    mutation GiroPayRegistration($IDEnquiry: Int!) {
  payRegistrationFeeByGiro(IDEnquiry: $IDEnquiry) {
    IDEnquiry
    payingByGiro
    canPayRegistrationByGiro
  }
}
    `) as unknown as TypedDocumentString<GiroPayRegistrationMutation, GiroPayRegistrationMutationVariables>;
export const GiroPayInvoiceDocument = new TypedDocumentString(`
    mutation GiroPayInvoice($InvoiceID: Int!) {
  payGiroByInvoiceID(InvoiceID: $InvoiceID)
}
    `) as unknown as TypedDocumentString<GiroPayInvoiceMutation, GiroPayInvoiceMutationVariables>;
export const HolidaysMenuDocument = new TypedDocumentString(`
    query HolidaysMenu($filter: MenuFilter!) {
  findSidebarMenuByUser(filter: $filter) {
    path
    label
    icon
  }
}
    `) as unknown as TypedDocumentString<HolidaysMenuQuery, HolidaysMenuQueryVariables>;
export const HolidaysMeDocument = new TypedDocumentString(`
    query HolidaysMe {
  me {
    can
  }
}
    `) as unknown as TypedDocumentString<HolidaysMeQuery, HolidaysMeQueryVariables>;
export const HolidaysListDocument = new TypedDocumentString(`
    query HolidaysList($IDSchool: Int!, $year: Int!, $centreID: Int) {
  getCentreHolidaysOfYear(IDSchool: $IDSchool, year: $year, centreID: $centreID) {
    ...HolidaysHolidayFields
  }
}
    fragment HolidaysHolidayFields on Holiday {
  ID
  title
  description
  holidayImageKey
  holidayImageURL
  from
  to
  isPublic
  centreHolidays {
    ID
    fkCentre
    centre {
      ID
      label
    }
  }
}`) as unknown as TypedDocumentString<HolidaysListQuery, HolidaysListQueryVariables>;
export const HolidaysCreateDocument = new TypedDocumentString(`
    mutation HolidaysCreate($IDSchool: Int!, $holiday: HolidayInput!) {
  createHoliday(IDSchool: $IDSchool, holiday: $holiday) {
    ...HolidaysHolidayFields
  }
}
    fragment HolidaysHolidayFields on Holiday {
  ID
  title
  description
  holidayImageKey
  holidayImageURL
  from
  to
  isPublic
  centreHolidays {
    ID
    fkCentre
    centre {
      ID
      label
    }
  }
}`) as unknown as TypedDocumentString<HolidaysCreateMutation, HolidaysCreateMutationVariables>;
export const HolidaysUpdateDocument = new TypedDocumentString(`
    mutation HolidaysUpdate($IDSchool: Int!, $holidayID: Int!, $holiday: HolidayInput!) {
  updateHolidayDetails(
    IDSchool: $IDSchool
    holidayID: $holidayID
    holiday: $holiday
  ) {
    ...HolidaysHolidayFields
  }
}
    fragment HolidaysHolidayFields on Holiday {
  ID
  title
  description
  holidayImageKey
  holidayImageURL
  from
  to
  isPublic
  centreHolidays {
    ID
    fkCentre
    centre {
      ID
      label
    }
  }
}`) as unknown as TypedDocumentString<HolidaysUpdateMutation, HolidaysUpdateMutationVariables>;
export const HolidaysUploadDocument = new TypedDocumentString(`
    mutation HolidaysUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {
  getHolidayPhotoUploadURL(
    IDSchool: $IDSchool
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<HolidaysUploadMutation, HolidaysUploadMutationVariables>;
export const HolidaysDeleteDocument = new TypedDocumentString(`
    mutation HolidaysDelete($IDSchool: Int!, $holidayID: Int!) {
  deleteHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID)
}
    `) as unknown as TypedDocumentString<HolidaysDeleteMutation, HolidaysDeleteMutationVariables>;
export const IdentityAccountMineDocument = new TypedDocumentString(`
    query IdentityAccountMine {
  myAccount {
    ...IdentityAccountFields
  }
}
    fragment IdentityAccountFields on MyAccount {
  ID
  firstname
  lastname
  email
  mobilePhone
  mobilePhoneCountryCode
  pendingEmail
}`) as unknown as TypedDocumentString<IdentityAccountMineQuery, IdentityAccountMineQueryVariables>;
export const IdentityAccountProfileDocument = new TypedDocumentString(`
    mutation IdentityAccountProfile($f: String!, $l: String!, $m: String!) {
  updateMyProfile(firstname: $f, lastname: $l, mobilePhone: $m) {
    ...IdentityAccountFields
  }
}
    fragment IdentityAccountFields on MyAccount {
  ID
  firstname
  lastname
  email
  mobilePhone
  mobilePhoneCountryCode
  pendingEmail
}`) as unknown as TypedDocumentString<IdentityAccountProfileMutation, IdentityAccountProfileMutationVariables>;
export const IdentityAccountRequestEmailDocument = new TypedDocumentString(`
    mutation IdentityAccountRequestEmail($e: String!) {
  requestEmailChange(newEmail: $e) {
    ...IdentityAccountFields
  }
}
    fragment IdentityAccountFields on MyAccount {
  ID
  firstname
  lastname
  email
  mobilePhone
  mobilePhoneCountryCode
  pendingEmail
}`) as unknown as TypedDocumentString<IdentityAccountRequestEmailMutation, IdentityAccountRequestEmailMutationVariables>;
export const IdentityAccountConfirmEmailDocument = new TypedDocumentString(`
    mutation IdentityAccountConfirmEmail($c: String!) {
  confirmEmailChange(code: $c) {
    ...IdentityAccountFields
  }
}
    fragment IdentityAccountFields on MyAccount {
  ID
  firstname
  lastname
  email
  mobilePhone
  mobilePhoneCountryCode
  pendingEmail
}`) as unknown as TypedDocumentString<IdentityAccountConfirmEmailMutation, IdentityAccountConfirmEmailMutationVariables>;
export const IdentityAccountPasswordDocument = new TypedDocumentString(`
    mutation IdentityAccountPassword($c: String!, $n: String!) {
  changeMyPassword(currentPassword: $c, newPassword: $n)
}
    `) as unknown as TypedDocumentString<IdentityAccountPasswordMutation, IdentityAccountPasswordMutationVariables>;
export const IdentityConsentRegisterDocument = new TypedDocumentString(`
    mutation IdentityConsentRegister($t: String!, $p: String!, $v: String) {
  register(token: $t, password: $p, pdpaConsentVersion: $v) {
    token
  }
}
    `) as unknown as TypedDocumentString<IdentityConsentRegisterMutation, IdentityConsentRegisterMutationVariables>;
export const IdentityConsentInfoDocument = new TypedDocumentString(`
    query IdentityConsentInfo($t: String!) {
  registrationInfo(token: $t) {
    privacyPolicyUrl
  }
}
    `) as unknown as TypedDocumentString<IdentityConsentInfoQuery, IdentityConsentInfoQueryVariables>;
export const IdentityConsentMineDocument = new TypedDocumentString(`
    query IdentityConsentMine {
  myConsents {
    ID
    kind
    version
    textHash
    givenAt
    fkEnquiry
    centreLabel
  }
}
    `) as unknown as TypedDocumentString<IdentityConsentMineQuery, IdentityConsentMineQueryVariables>;
export const IdentityConsentUpdateConfigDocument = new TypedDocumentString(`
    mutation IdentityConsentUpdateConfig($s: Int!, $e: [SchoolConfigEntryInput!]!) {
  updateSchoolConfig(IDSchool: $s, entries: $e) {
    key
    value
  }
}
    `) as unknown as TypedDocumentString<IdentityConsentUpdateConfigMutation, IdentityConsentUpdateConfigMutationVariables>;
export const IdentityLanguageSendOtpDocument = new TypedDocumentString(`
    mutation IdentityLanguageSendOtp($userId: Int!, $token: String!) {
  sendOTP(userId: $userId, token: $token)
}
    `) as unknown as TypedDocumentString<IdentityLanguageSendOtpMutation, IdentityLanguageSendOtpMutationVariables>;
export const IdentityLanguageRequestEmailDocument = new TypedDocumentString(`
    mutation IdentityLanguageRequestEmail($e: String!) {
  requestEmailChange(newEmail: $e) {
    ID
  }
}
    `) as unknown as TypedDocumentString<IdentityLanguageRequestEmailMutation, IdentityLanguageRequestEmailMutationVariables>;
export const IdentityLanguageConfirmEmailDocument = new TypedDocumentString(`
    mutation IdentityLanguageConfirmEmail($c: String!) {
  confirmEmailChange(code: $c) {
    ID
  }
}
    `) as unknown as TypedDocumentString<IdentityLanguageConfirmEmailMutation, IdentityLanguageConfirmEmailMutationVariables>;
export const IdentityLanguagePasswordDocument = new TypedDocumentString(`
    mutation IdentityLanguagePassword($c: String!, $n: String!) {
  changeMyPassword(currentPassword: $c, newPassword: $n)
}
    `) as unknown as TypedDocumentString<IdentityLanguagePasswordMutation, IdentityLanguagePasswordMutationVariables>;
export const IdentityLoginDocument = new TypedDocumentString(`
    query IdentityLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<IdentityLoginQuery, IdentityLoginQueryVariables>;
export const IdentityMeDocument = new TypedDocumentString(`
    query IdentityMe {
  me {
    ID
    fkSchool
    firstname
    lastname
    email
    birthdate
    gender
    homePhone
    mobilePhone
    mobilePhoneCountryCode
    isHQStaff
    hasCentreScopeAccess
    hasClassScopeAccess
    isStaff
    can
    userRoleRelations {
      ID
      fkRole
      role {
        ID
        label
        name
        isStaff
        roleTemplates {
          ID
          fkModuleCategory
          access
          moduleCategory {
            ID
            moduleCategoryCode
            label
          }
        }
      }
    }
    userAccessControls {
      ID
      fkSchool
      fkCentre
      fkClass
      school {
        ID
        name
      }
    }
    parent {
      ID
      monthlyIncome
      workplaceStaff
    }
    childRelations {
      fkChild
      child {
        ID
        firstname
        lastname
        race
        nationality
        dateOfBirth
        birthCertificate
        householdIncomeRange
        childClasses {
          from
          to
          program {
            ID
            label
          }
          class {
            ID
            fkCentre
            fkLevel
            label
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IdentityMeQuery, IdentityMeQueryVariables>;
export const IdentityLogoutDocument = new TypedDocumentString(`
    mutation IdentityLogout {
  logout
}
    `) as unknown as TypedDocumentString<IdentityLogoutMutation, IdentityLogoutMutationVariables>;
export const IdentityLanguageSetDocument = new TypedDocumentString(`
    mutation IdentityLanguageSet($language: String!) {
  updateMyPreferredLanguage(language: $language)
}
    `) as unknown as TypedDocumentString<IdentityLanguageSetMutation, IdentityLanguageSetMutationVariables>;
export const IdentityLanguageMeDocument = new TypedDocumentString(`
    query IdentityLanguageMe {
  me {
    ID
    preferredLanguage
  }
}
    `) as unknown as TypedDocumentString<IdentityLanguageMeQuery, IdentityLanguageMeQueryVariables>;
export const IdentityFullMeDocument = new TypedDocumentString(`
    query IdentityFullMe {
  me {
    ID
    email
    birthdate
    mobilePhone
    can
    userRoleRelations {
      ID
      role {
        ID
        roleTemplates {
          ID
        }
      }
    }
    userAccessControls {
      ID
      school {
        name
      }
    }
    parent {
      ID
    }
    childRelations {
      ID
      child {
        ID
        childClasses {
          from
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IdentityFullMeQuery, IdentityFullMeQueryVariables>;
export const IdentityViewerMeDocument = new TypedDocumentString(`
    query IdentityViewerMe {
  me {
    ID
    email
    isStaff
    can
  }
}
    `) as unknown as TypedDocumentString<IdentityViewerMeQuery, IdentityViewerMeQueryVariables>;
export const IdentityTwiceMeDocument = new TypedDocumentString(`
    query IdentityTwiceMe {
  first: me {
    ID
  }
  second: me {
    ID
    mobilePhone
    userAccessControls {
      ID
    }
    parent {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<IdentityTwiceMeQuery, IdentityTwiceMeQueryVariables>;
export const PasswordResetResetDocument = new TypedDocumentString(`
    mutation PasswordResetReset($tokenString: String!, $password: String!) {
  resetPassword(tokenString: $tokenString, password: $password)
}
    `) as unknown as TypedDocumentString<PasswordResetResetMutation, PasswordResetResetMutationVariables>;
export const PasswordResetMeDocument = new TypedDocumentString(`
    query PasswordResetMe {
  me {
    ID
  }
}
    `) as unknown as TypedDocumentString<PasswordResetMeQuery, PasswordResetMeQueryVariables>;
export const RegistrationInfoDocument = new TypedDocumentString(`
    query RegistrationInfo($token: String!) {
  registrationInfo(token: $token) {
    userId
    email
    firstname
    maskedPhone
    otpRequired
  }
}
    `) as unknown as TypedDocumentString<RegistrationInfoQuery, RegistrationInfoQueryVariables>;
export const RegistrationRegisterDocument = new TypedDocumentString(`
    mutation RegistrationRegister($token: String!, $password: String!, $pdpa: String) {
  register(token: $token, password: $password, pdpaConsentVersion: $pdpa) {
    token
  }
}
    `) as unknown as TypedDocumentString<RegistrationRegisterMutation, RegistrationRegisterMutationVariables>;
export const RegistrationSendDocument = new TypedDocumentString(`
    mutation RegistrationSend($userId: Int!, $token: String!) {
  sendOTP(userId: $userId, token: $token)
}
    `) as unknown as TypedDocumentString<RegistrationSendMutation, RegistrationSendMutationVariables>;
export const RegistrationValidateDocument = new TypedDocumentString(`
    mutation RegistrationValidate($userId: Int!, $otpReceived: String!, $token: String!) {
  validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)
}
    `) as unknown as TypedDocumentString<RegistrationValidateMutation, RegistrationValidateMutationVariables>;
export const RegistrationLoginDocument = new TypedDocumentString(`
    query RegistrationLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<RegistrationLoginQuery, RegistrationLoginQueryVariables>;
export const RegistrationMeDocument = new TypedDocumentString(`
    query RegistrationMe {
  me {
    ID
    email
    isStaff
  }
}
    `) as unknown as TypedDocumentString<RegistrationMeQuery, RegistrationMeQueryVariables>;
export const IdentityRoleUnionMeDocument = new TypedDocumentString(`
    query IdentityRoleUnionMe {
  me {
    can
  }
}
    `) as unknown as TypedDocumentString<IdentityRoleUnionMeQuery, IdentityRoleUnionMeQueryVariables>;
export const IdentityForgotPasswordDocument = new TypedDocumentString(`
    mutation IdentityForgotPassword($email: String!) {
  forgetPassword(email: $email)
}
    `) as unknown as TypedDocumentString<IdentityForgotPasswordMutation, IdentityForgotPasswordMutationVariables>;
export const IdentitySignInDocument = new TypedDocumentString(`
    query IdentitySignIn($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<IdentitySignInQuery, IdentitySignInQueryVariables>;
export const KioskStartDocument = new TypedDocumentString(`
    mutation KioskStart($centreId: Int!) {
  startKioskSession(centreId: $centreId) {
    token
    centreLabel
  }
}
    `) as unknown as TypedDocumentString<KioskStartMutation, KioskStartMutationVariables>;
export const KioskPassDocument = new TypedDocumentString(`
    mutation KioskPass {
  issueKioskPass {
    qrToken
    pin
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<KioskPassMutation, KioskPassMutationVariables>;
export const KioskIdentifyDocument = new TypedDocumentString(`
    mutation KioskIdentify($kioskToken: String!, $credential: KioskCredentialInput!) {
  kioskIdentify(kioskToken: $kioskToken, credential: $credential) {
    ID
    firstname
    classLabel
  }
}
    `) as unknown as TypedDocumentString<KioskIdentifyMutation, KioskIdentifyMutationVariables>;
export const KioskCheckInDocument = new TypedDocumentString(`
    mutation KioskCheckIn($kioskToken: String!, $credential: KioskCredentialInput!, $children: [Int!]!, $mobile: String!, $healthChecks: [KioskHealthAnswer!]) {
  kioskCheckIn(
    kioskToken: $kioskToken
    credential: $credential
    children: $children
    mobile: $mobile
    healthChecks: $healthChecks
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<KioskCheckInMutation, KioskCheckInMutationVariables>;
export const KioskCheckOutDocument = new TypedDocumentString(`
    mutation KioskCheckOut($kioskToken: String!, $credential: KioskCredentialInput!, $children: [Int!]!, $mobile: String!) {
  kioskCheckOut(
    kioskToken: $kioskToken
    credential: $credential
    children: $children
    mobile: $mobile
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<KioskCheckOutMutation, KioskCheckOutMutationVariables>;
export const KioskSavePickupDocument = new TypedDocumentString(`
    mutation KioskSavePickup($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {
  saveChildAuthorisedPickup(
    childID: $childID
    pickupID: $pickupID
    pickup: $pickup
  ) {
    ID
    name
    relation
    mobile
  }
}
    `) as unknown as TypedDocumentString<KioskSavePickupMutation, KioskSavePickupMutationVariables>;
export const KioskRemovePickupDocument = new TypedDocumentString(`
    mutation KioskRemovePickup($childID: Int!, $pickupID: Int!) {
  removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {
    ID
  }
}
    `) as unknown as TypedDocumentString<KioskRemovePickupMutation, KioskRemovePickupMutationVariables>;
export const KioskPickupsDocument = new TypedDocumentString(`
    query KioskPickups($childID: Int!) {
  getChildAuthorisedPickups(childID: $childID) {
    ID
    name
  }
}
    `) as unknown as TypedDocumentString<KioskPickupsQuery, KioskPickupsQueryVariables>;
export const PickupPhotoTargetDocument = new TypedDocumentString(`
    mutation PickupPhotoTarget($childID: Int!, $filename: String!, $contentType: String!) {
  getAuthorisedPickupPhotoUploadURL(
    childID: $childID
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<PickupPhotoTargetMutation, PickupPhotoTargetMutationVariables>;
export const PickupPhotoSaveDocument = new TypedDocumentString(`
    mutation PickupPhotoSave($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {
  saveChildAuthorisedPickup(
    childID: $childID
    pickupID: $pickupID
    pickup: $pickup
  ) {
    ID
    name
    photoURL
  }
}
    `) as unknown as TypedDocumentString<PickupPhotoSaveMutation, PickupPhotoSaveMutationVariables>;
export const PickupPhotoRemoveDocument = new TypedDocumentString(`
    mutation PickupPhotoRemove($childID: Int!, $pickupID: Int!) {
  removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {
    ID
  }
}
    `) as unknown as TypedDocumentString<PickupPhotoRemoveMutation, PickupPhotoRemoveMutationVariables>;
export const PickupPhotoListDocument = new TypedDocumentString(`
    query PickupPhotoList($childID: Int!) {
  getChildAuthorisedPickups(childID: $childID) {
    ID
    name
    relation
    photoURL
  }
}
    `) as unknown as TypedDocumentString<PickupPhotoListQuery, PickupPhotoListQueryVariables>;
export const PickupPhotoFileUrlDocument = new TypedDocumentString(`
    query PickupPhotoFileUrl($key: String!) {
  fileUrl(key: $key)
}
    `) as unknown as TypedDocumentString<PickupPhotoFileUrlQuery, PickupPhotoFileUrlQueryVariables>;
export const PickupKioskStartDocument = new TypedDocumentString(`
    mutation PickupKioskStart($centreId: Int!) {
  startKioskSession(centreId: $centreId) {
    token
  }
}
    `) as unknown as TypedDocumentString<PickupKioskStartMutation, PickupKioskStartMutationVariables>;
export const PickupKioskPassDocument = new TypedDocumentString(`
    mutation PickupKioskPass {
  issueKioskPass {
    pin
  }
}
    `) as unknown as TypedDocumentString<PickupKioskPassMutation, PickupKioskPassMutationVariables>;
export const PickupKioskIdentifyDocument = new TypedDocumentString(`
    mutation PickupKioskIdentify($kioskToken: String!, $credential: KioskCredentialInput!) {
  kioskIdentify(kioskToken: $kioskToken, credential: $credential) {
    ID
    collectors {
      name
      relation
      mobileEnding
      photoURL
    }
  }
}
    `) as unknown as TypedDocumentString<PickupKioskIdentifyMutation, PickupKioskIdentifyMutationVariables>;
export const LeaveCancelMineDocument = new TypedDocumentString(`
    mutation LeaveCancelMine($IDLeaveRequest: Int!) {
  cancelMyLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<LeaveCancelMineMutation, LeaveCancelMineMutationVariables>;
export const LeaveStaffDayDocument = new TypedDocumentString(`
    query LeaveStaffDay($centreId: Int!, $date: Date!) {
  getStaffAttendancesByCentre(centreId: $centreId, date: $date) {
    staff {
      teacherID
      status
      leave {
        code
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LeaveStaffDayQuery, LeaveStaffDayQueryVariables>;
export const LeaveTypesDocument = new TypedDocumentString(`
    query LeaveTypes($IDSchool: Int!, $includeInactive: Boolean) {
  getLeaveTypes(IDSchool: $IDSchool, includeInactive: $includeInactive) {
    ID
    code
    active
  }
}
    `) as unknown as TypedDocumentString<LeaveTypesQuery, LeaveTypesQueryVariables>;
export const LeaveTypeSaveDocument = new TypedDocumentString(`
    mutation LeaveTypeSave($IDSchool: Int!, $leaveTypeID: Int, $leaveTypeData: LeaveTypeInput!) {
  insertOrUpdateLeaveType(
    IDSchool: $IDSchool
    leaveTypeID: $leaveTypeID
    leaveTypeData: $leaveTypeData
  ) {
    ID
    code
    label
    active
  }
}
    `) as unknown as TypedDocumentString<LeaveTypeSaveMutation, LeaveTypeSaveMutationVariables>;
export const LeaveRequestChildDocument = new TypedDocumentString(`
    mutation LeaveRequestChild($childID: Int!, $leaveData: LeaveRequestInput!) {
  requestChildLeave(childID: $childID, leaveData: $leaveData) {
    ...LeaveRequestFields
  }
}
    fragment LeaveRequestFields on LeaveRequest {
  ID
  centreID
  subject {
    childID
    teacherID
    firstname
    lastname
  }
  leaveType {
    ID
    code
    label
  }
  from
  to
  halfDay
  status
  approveRequired
  remark
  requestedBy
  approver
  decidedAt
  approverRemark
}`) as unknown as TypedDocumentString<LeaveRequestChildMutation, LeaveRequestChildMutationVariables>;
export const LeaveRequestStaffDocument = new TypedDocumentString(`
    mutation LeaveRequestStaff($leaveData: LeaveRequestInput!) {
  requestStaffLeave(leaveData: $leaveData) {
    ...LeaveRequestFields
  }
}
    fragment LeaveRequestFields on LeaveRequest {
  ID
  centreID
  subject {
    childID
    teacherID
    firstname
    lastname
  }
  leaveType {
    ID
    code
    label
  }
  from
  to
  halfDay
  status
  approveRequired
  remark
  requestedBy
  approver
  decidedAt
  approverRemark
}`) as unknown as TypedDocumentString<LeaveRequestStaffMutation, LeaveRequestStaffMutationVariables>;
export const LeaveApproveDocument = new TypedDocumentString(`
    mutation LeaveApprove($IDLeaveRequest: Int!, $remark: String) {
  approveLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {
    ...LeaveRequestFields
  }
}
    fragment LeaveRequestFields on LeaveRequest {
  ID
  centreID
  subject {
    childID
    teacherID
    firstname
    lastname
  }
  leaveType {
    ID
    code
    label
  }
  from
  to
  halfDay
  status
  approveRequired
  remark
  requestedBy
  approver
  decidedAt
  approverRemark
}`) as unknown as TypedDocumentString<LeaveApproveMutation, LeaveApproveMutationVariables>;
export const LeaveRejectDocument = new TypedDocumentString(`
    mutation LeaveReject($IDLeaveRequest: Int!, $remark: String!) {
  rejectLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {
    ...LeaveRequestFields
  }
}
    fragment LeaveRequestFields on LeaveRequest {
  ID
  centreID
  subject {
    childID
    teacherID
    firstname
    lastname
  }
  leaveType {
    ID
    code
    label
  }
  from
  to
  halfDay
  status
  approveRequired
  remark
  requestedBy
  approver
  decidedAt
  approverRemark
}`) as unknown as TypedDocumentString<LeaveRejectMutation, LeaveRejectMutationVariables>;
export const LeaveCancelDocument = new TypedDocumentString(`
    mutation LeaveCancel($IDLeaveRequest: Int!) {
  cancelLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<LeaveCancelMutation, LeaveCancelMutationVariables>;
export const LeaveCentreDocument = new TypedDocumentString(`
    query LeaveCentre($centreID: Int!, $from: Date!, $to: Date!, $status: LeaveStatus) {
  getCentreLeaveRequests(
    centreID: $centreID
    from: $from
    to: $to
    status: $status
  ) {
    ...LeaveRequestFields
  }
}
    fragment LeaveRequestFields on LeaveRequest {
  ID
  centreID
  subject {
    childID
    teacherID
    firstname
    lastname
  }
  leaveType {
    ID
    code
    label
  }
  from
  to
  halfDay
  status
  approveRequired
  remark
  requestedBy
  approver
  decidedAt
  approverRemark
}`) as unknown as TypedDocumentString<LeaveCentreQuery, LeaveCentreQueryVariables>;
export const LeaveOfChildDocument = new TypedDocumentString(`
    query LeaveOfChild($childID: Int!) {
  getChildLeaveRequests(childID: $childID) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<LeaveOfChildQuery, LeaveOfChildQueryVariables>;
export const LeaveMineDocument = new TypedDocumentString(`
    query LeaveMine {
  getMyLeaveRequests {
    ID
    status
    subject {
      teacherID
    }
  }
}
    `) as unknown as TypedDocumentString<LeaveMineQuery, LeaveMineQueryVariables>;
export const LeaveRegisterDocument = new TypedDocumentString(`
    query LeaveRegister($classID: Int!, $date: Date!) {
  getAttendanceByClass(classID: $classID, date: $date) {
    childID
    present
    absent
    absentReason
    leave {
      code
      label
      halfDay
    }
  }
}
    `) as unknown as TypedDocumentString<LeaveRegisterQuery, LeaveRegisterQueryVariables>;
export const LedgerRegistrationInvoiceDocument = new TypedDocumentString(`
    query LedgerRegistrationInvoice($IDEnquiry: Int!) {
  getEnquiryRegistrationInvoice(IDEnquiry: $IDEnquiry) {
    ID
    invoiceNo
    status
    grandTotal
    totalTaxAmount
    outstandingAmount
    items {
      label
      quantity
      unitPrice
      taxAmount
      displayTotalAmount
    }
    receipts {
      ID
      receiptNo
      amount
    }
    payNow {
      uen
      reference
      amount
      payload
    }
  }
}
    `) as unknown as TypedDocumentString<LedgerRegistrationInvoiceQuery, LedgerRegistrationInvoiceQueryVariables>;
export const LedgerDraftMonthlyDocument = new TypedDocumentString(`
    query LedgerDraftMonthly($IDEnquiry: Int!) {
  getEnquiryDraftMonthlyFeeInvoice(IDEnquiry: $IDEnquiry) {
    month
    grandTotal
    totalTaxAmount
    items {
      label
      unitPrice
      taxAmount
    }
  }
}
    `) as unknown as TypedDocumentString<LedgerDraftMonthlyQuery, LedgerDraftMonthlyQueryVariables>;
export const LedgerConfirmPaymentDocument = new TypedDocumentString(`
    mutation LedgerConfirmPayment($IDEnquiry: Int!, $paymentType: String!, $referenceNo: String!) {
  markRegistrationPaymentAsSuccessful(
    IDEnquiry: $IDEnquiry
    paymentType: $paymentType
    referenceNo: $referenceNo
  ) {
    duplicate
    enquiryState
    invoice {
      status
      outstandingAmount
    }
    receipt {
      ID
      receiptNo
      amount
      paymentType
      referenceNo
    }
  }
}
    `) as unknown as TypedDocumentString<LedgerConfirmPaymentMutation, LedgerConfirmPaymentMutationVariables>;
export const LedgerReceiptsDocument = new TypedDocumentString(`
    query LedgerReceipts($IDEnquiry: Int, $IDEnquiries: [Int!]) {
  receiptByEnquiryID(IDEnquiry: $IDEnquiry, IDEnquiries: $IDEnquiries) {
    ID
    IDEnquiry
    receiptNo
  }
}
    `) as unknown as TypedDocumentString<LedgerReceiptsQuery, LedgerReceiptsQueryVariables>;
export const LedgerReceiptPdfDocument = new TypedDocumentString(`
    query LedgerReceiptPdf($IDReceipt: Int!) {
  receiptPdf(IDReceipt: $IDReceipt) {
    filename
    contentBase64
  }
}
    `) as unknown as TypedDocumentString<LedgerReceiptPdfQuery, LedgerReceiptPdfQueryVariables>;
export const LedgerInvoicePdfDocument = new TypedDocumentString(`
    query LedgerInvoicePdf($IDInvoice: Int!) {
  invoicePdf(IDInvoice: $IDInvoice) {
    filename
    contentBase64
  }
}
    `) as unknown as TypedDocumentString<LedgerInvoicePdfQuery, LedgerInvoicePdfQueryVariables>;
export const LedgerEnrolmentStatusDocument = new TypedDocumentString(`
    query LedgerEnrolmentStatus($IDEnquiry: Int!) {
  getEnrolmentStatus(IDEnquiry: $IDEnquiry) {
    state
    invoicePaid
    giroRequired
    enrolled
  }
}
    `) as unknown as TypedDocumentString<LedgerEnrolmentStatusQuery, LedgerEnrolmentStatusQueryVariables>;
export const LedgerPurchaseItemsDocument = new TypedDocumentString(`
    query LedgerPurchaseItems($schoolID: Int!, $filter: PurchaseItemFilter) {
  findAllPurchaseItem(schoolID: $schoolID, filter: $filter) {
    totalCount
    data {
      label
      unitPrice
      taxable
      type
      active
    }
  }
}
    `) as unknown as TypedDocumentString<LedgerPurchaseItemsQuery, LedgerPurchaseItemsQueryVariables>;
export const LedgerTrialInvoiceDocument = new TypedDocumentString(`
    query LedgerTrialInvoice($IDEnquiry: Int!) {
  getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {
    amount
    status
    invoice {
      invoiceNo
      invoiceType
      grandTotal
      outstandingAmount
      items {
        label
        unitPrice
        taxAmount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LedgerTrialInvoiceQuery, LedgerTrialInvoiceQueryVariables>;
export const LevelsSaveLevelDocument = new TypedDocumentString(`
    mutation LevelsSaveLevel($IDSchool: Int!, $levelData: LevelInput!) {
  insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelData: $levelData) {
    ID
  }
}
    `) as unknown as TypedDocumentString<LevelsSaveLevelMutation, LevelsSaveLevelMutationVariables>;
export const LevelsSaveDocument = new TypedDocumentString(`
    mutation LevelsSave($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {
  insertOrUpdateLevelForSchool(
    IDSchool: $IDSchool
    levelID: $levelID
    levelData: $levelData
  ) {
    ID
    label
    fromMonth
    toMonth
    promotionDate
    offOnSaturday
    isInfant
    active
    programs {
      ID
      label
      from
      to
      active
    }
  }
}
    `) as unknown as TypedDocumentString<LevelsSaveMutation, LevelsSaveMutationVariables>;
export const LevelsListDocument = new TypedDocumentString(`
    query LevelsList($IDSchool: Int!) {
  findAllLevelsConfig(IDSchool: $IDSchool) {
    totalCount
    data {
      ID
      label
      fromMonth
      active
      programs {
        label
        active
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LevelsListQuery, LevelsListQueryVariables>;
export const LevelsPublicDocument = new TypedDocumentString(`
    query LevelsPublic($IDSchool: Int!) {
  getLevelsForSchool(IDSchool: $IDSchool) {
    ID
    label
    programs {
      label
    }
  }
}
    `) as unknown as TypedDocumentString<LevelsPublicQuery, LevelsPublicQueryVariables>;
export const LevelsRemoveDocument = new TypedDocumentString(`
    mutation LevelsRemove($IDSchool: Int!, $levelID: Int!) {
  removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)
}
    `) as unknown as TypedDocumentString<LevelsRemoveMutation, LevelsRemoveMutationVariables>;
export const NavigationMenuDocument = new TypedDocumentString(`
    query NavigationMenu($filter: MenuFilter!) {
  findSidebarMenuByUser(filter: $filter) {
    ID
    icon
    path
    active
    label
    fkNavigation
  }
}
    `) as unknown as TypedDocumentString<NavigationMenuQuery, NavigationMenuQueryVariables>;
export const NotificationsListDocument = new TypedDocumentString(`
    query NotificationsList($filter: NotificationFilter, $pagination: Pagination) {
  getNotifications(filter: $filter, pagination: $pagination) {
    totalCount
    unreadCount
    data {
      ID
      navigate
      channel
      content {
        title
        body
      }
      read
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsListQuery, NotificationsListQueryVariables>;
export const NotificationsMarkDocument = new TypedDocumentString(`
    mutation NotificationsMark($notificationIds: [Int!]!, $read: Boolean!) {
  markNotifications(notificationIds: $notificationIds, read: $read)
}
    `) as unknown as TypedDocumentString<NotificationsMarkMutation, NotificationsMarkMutationVariables>;
export const PushPrefsSubscribeDocument = new TypedDocumentString(`
    mutation PushPrefsSubscribe($subscription: WebPushSubscriptionInput!) {
  subscribeWebPush(subscription: $subscription)
}
    `) as unknown as TypedDocumentString<PushPrefsSubscribeMutation, PushPrefsSubscribeMutationVariables>;
export const PushPreferencesDocument = new TypedDocumentString(`
    query PushPreferences {
  myPushPreferences {
    kind
    push
  }
}
    `) as unknown as TypedDocumentString<PushPreferencesQuery, PushPreferencesQueryVariables>;
export const UpdatePushPreferencesDocument = new TypedDocumentString(`
    mutation UpdatePushPreferences($kinds: [String!]!) {
  updateMyPushPreferences(kinds: $kinds) {
    kind
    push
  }
}
    `) as unknown as TypedDocumentString<UpdatePushPreferencesMutation, UpdatePushPreferencesMutationVariables>;
export const PushKeyDocument = new TypedDocumentString(`
    query PushKey {
  webPushPublicKey
}
    `) as unknown as TypedDocumentString<PushKeyQuery, PushKeyQueryVariables>;
export const PushSubscribeDocument = new TypedDocumentString(`
    mutation PushSubscribe($subscription: WebPushSubscriptionInput!) {
  subscribeWebPush(subscription: $subscription)
}
    `) as unknown as TypedDocumentString<PushSubscribeMutation, PushSubscribeMutationVariables>;
export const PushUnsubscribeDocument = new TypedDocumentString(`
    mutation PushUnsubscribe($endpoint: String!) {
  unsubscribeWebPush(endpoint: $endpoint)
}
    `) as unknown as TypedDocumentString<PushUnsubscribeMutation, PushUnsubscribeMutationVariables>;
export const PaymentsChildBalanceDocument = new TypedDocumentString(`
    query PaymentsChildBalance($IDChild: Int!) {
  getChildCurrentBalance(IDChild: $IDChild) {
    nonCDABalance
  }
}
    `) as unknown as TypedDocumentString<PaymentsChildBalanceQuery, PaymentsChildBalanceQueryVariables>;
export const PaymentsAccessDocument = new TypedDocumentString(`
    query PaymentsAccess($IDEnquiry: Int!) {
  getPaymentAccess(IDEnquiry: $IDEnquiry) {
    available
    reason
    message
    IDInvoice
    outstanding
    lastOrder {
      orderId
      status
      errorCode
      message
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentsAccessQuery, PaymentsAccessQueryVariables>;
export const PaymentsCreateDocument = new TypedDocumentString(`
    mutation PaymentsCreate($InvoiceID: Int!) {
  createPaymentSession(InvoiceID: $InvoiceID) {
    Id
    Version
    UpdateStatus
    SuccessIndicator
    MerchantId
    checkoutUrl
    expiresAt
    Order {
      Id
      Amount
      Currency
      Description
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentsCreateMutation, PaymentsCreateMutationVariables>;
export const PaymentsUpdateDocument = new TypedDocumentString(`
    mutation PaymentsUpdate($paymentOrderID: String!) {
  updatePaymentSession(paymentOrderID: $paymentOrderID) {
    orderId
    status
    errorCode
    message
    amount
    IDInvoice
    IDReceipt
  }
}
    `) as unknown as TypedDocumentString<PaymentsUpdateMutation, PaymentsUpdateMutationVariables>;
export const PaymentsInvoiceAccessDocument = new TypedDocumentString(`
    query PaymentsInvoiceAccess($IDInvoice: Int!) {
  getInvoicePaymentAccess(IDInvoice: $IDInvoice) {
    available
    reason
    message
    IDInvoice
    outstanding
    lastOrder {
      orderId
      status
      errorCode
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentsInvoiceAccessQuery, PaymentsInvoiceAccessQueryVariables>;
export const PaymentsUnappliedDocument = new TypedDocumentString(`
    query PaymentsUnapplied($IDSchool: Int!) {
  findAllUnappliedCardPayment(IDSchool: $IDSchool) {
    totalCount
    data {
      ID
      orderId
      IDInvoice
      invoiceNo
      IDChild
      childName
      amount
      paidAt
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentsUnappliedQuery, PaymentsUnappliedQueryVariables>;
export const PaymentsUnappliedTargetsDocument = new TypedDocumentString(`
    query PaymentsUnappliedTargets($IDPaymentSession: Int!) {
  findUnappliedCardPaymentTargets(IDPaymentSession: $IDPaymentSession) {
    ID
    IDChild
    outstandingAmount
  }
}
    `) as unknown as TypedDocumentString<PaymentsUnappliedTargetsQuery, PaymentsUnappliedTargetsQueryVariables>;
export const PaymentsRefundUnappliedDocument = new TypedDocumentString(`
    mutation PaymentsRefundUnapplied($IDPaymentSession: Int!, $remark: String) {
  refundUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, remark: $remark) {
    ID
    resolution
    IDRefund
  }
}
    `) as unknown as TypedDocumentString<PaymentsRefundUnappliedMutation, PaymentsRefundUnappliedMutationVariables>;
export const PaymentsApplyUnappliedDocument = new TypedDocumentString(`
    mutation PaymentsApplyUnapplied($IDPaymentSession: Int!, $IDInvoice: Int!) {
  applyUnappliedCardPayment(
    IDPaymentSession: $IDPaymentSession
    IDInvoice: $IDInvoice
  ) {
    ID
    resolution
    IDInvoice
    IDReceipt
  }
}
    `) as unknown as TypedDocumentString<PaymentsApplyUnappliedMutation, PaymentsApplyUnappliedMutationVariables>;
export const PlanningSubmitDocument = new TypedDocumentString(`
    mutation PlanningSubmit($CapacityDraft: CapacityDraftInput!, $remarks: String, $CapacityDraftItems: [CapacityDraftItemInput!]!) {
  submitVacancyPlanning(
    CapacityDraft: $CapacityDraft
    remarks: $remarks
    CapacityDraftItems: $CapacityDraftItems
  ) {
    ID
    status
    year
    requesterName
    items {
      fkLevel
      capacity
      date
      label
      currentCapacity
    }
    can
  }
}
    `) as unknown as TypedDocumentString<PlanningSubmitMutation, PlanningSubmitMutationVariables>;
export const PlanningApproveDocument = new TypedDocumentString(`
    mutation PlanningApprove($DraftID: Int!, $Remarks: String) {
  approveCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {
    ID
    status
    approverName
    items {
      capacity
      currentCapacity
    }
    activityLogs {
      status
      remark
      userName
    }
  }
}
    `) as unknown as TypedDocumentString<PlanningApproveMutation, PlanningApproveMutationVariables>;
export const PlanningRejectDocument = new TypedDocumentString(`
    mutation PlanningReject($DraftID: Int!, $Remarks: String) {
  rejectCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<PlanningRejectMutation, PlanningRejectMutationVariables>;
export const PlanningRecallDocument = new TypedDocumentString(`
    mutation PlanningRecall($DraftID: Int!, $Remarks: String) {
  cancelCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {
    ID
    status
    approverName
  }
}
    `) as unknown as TypedDocumentString<PlanningRecallMutation, PlanningRecallMutationVariables>;
export const PlanningDraftsDocument = new TypedDocumentString(`
    query PlanningDrafts($IDSchool: Int!, $filter: CapacityDraftFilter, $pagination: Pagination) {
  capacityDraftsByFkSchool(
    IDSchool: $IDSchool
    filter: $filter
    pagination: $pagination
  ) {
    totalCount
    data {
      ID
      fkCentre
      status
      can
    }
  }
}
    `) as unknown as TypedDocumentString<PlanningDraftsQuery, PlanningDraftsQueryVariables>;
export const PlanningCapacitiesDocument = new TypedDocumentString(`
    query PlanningCapacities($IDCentre: Int!, $IDLevel: Int!, $Year: Int!) {
  capacitiesByFkCentreFkLevelYear(
    IDCentre: $IDCentre
    IDLevel: $IDLevel
    Year: $Year
  ) {
    ID
    capacity
    date
    month
    year
  }
}
    `) as unknown as TypedDocumentString<PlanningCapacitiesQuery, PlanningCapacitiesQueryVariables>;
export const PlanningVacanciesDocument = new TypedDocumentString(`
    query PlanningVacancies($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $IsPublic: Boolean, $fromMonth: Date) {
  findAllVacancies(
    CentreID: $CentreID
    ServiceLevel: $ServiceLevel
    Year: $Year
    IsPublic: $IsPublic
    fromMonth: $fromMonth
  ) {
    count
    status
    month
  }
}
    `) as unknown as TypedDocumentString<PlanningVacanciesQuery, PlanningVacanciesQueryVariables>;
export const PlanningNegativeDocument = new TypedDocumentString(`
    query PlanningNegative($centreID: Int!) {
  findAllNegativeVacanciesByCentre(centreID: $centreID) {
    levelId
    level
    year
    shortfall
    firstMonth
  }
}
    `) as unknown as TypedDocumentString<PlanningNegativeQuery, PlanningNegativeQueryVariables>;
export const PublicCentreOutlooksDocument = new TypedDocumentString(`
    query PublicCentreOutlooks($IDSchool: Int!, $centres: [Int!]!, $level: Int!, $enrollmentDate: Date!, $household: PublicHouseholdInput) {
  getCentreOutlooks(
    IDSchool: $IDSchool
    centres: $centres
    level: $level
    enrollmentDate: $enrollmentDate
    household: $household
  ) {
    fkCentre
    levelLabels
    queueLength
    expectedOfferMonth
    monthlyFeeCents
    programLabel
    subsidyCents
    feeAfterSubsidyCents
  }
}
    `) as unknown as TypedDocumentString<PublicCentreOutlooksQuery, PublicCentreOutlooksQueryVariables>;
export const PublicPagesSaveDocument = new TypedDocumentString(`
    mutation PublicPagesSave($IDSchool: Int!, $content: PublicPagesInput!) {
  savePublicPages(IDSchool: $IDSchool, content: $content) {
    published
    introduction
    documentsToPrepare
    programmes {
      title
      description
      imageUrl
    }
    faqs {
      question
      answer
    }
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<PublicPagesSaveMutation, PublicPagesSaveMutationVariables>;
export const PublicPagesForEditDocument = new TypedDocumentString(`
    query PublicPagesForEdit($IDSchool: Int!) {
  getPublicPagesForEdit(IDSchool: $IDSchool) {
    published
    introduction
    faqs {
      question
    }
  }
}
    `) as unknown as TypedDocumentString<PublicPagesForEditQuery, PublicPagesForEditQueryVariables>;
export const PublicPagesIntroDocument = new TypedDocumentString(`
    query PublicPagesIntro($IDSchool: Int!) {
  getSchoolIntroduction(IDSchool: $IDSchool) {
    introduction
    programmes {
      title
      description
      imageUrl
    }
    centres {
      ID
      label
      addresses {
        address
        postcode
        lat
        lng
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PublicPagesIntroQuery, PublicPagesIntroQueryVariables>;
export const PublicPagesInfoDocument = new TypedDocumentString(`
    query PublicPagesInfo($IDSchool: Int!) {
  getParentInformation(IDSchool: $IDSchool) {
    enrolmentSteps
    fees {
      levelLabel
      programLabel
      residency
      minCents
      maxCents
    }
    subsidySchedule {
      basic {
        careType
        working
        amountCents
      }
    }
    documentsToPrepare
    faqs {
      question
      answer
    }
  }
}
    `) as unknown as TypedDocumentString<PublicPagesInfoQuery, PublicPagesInfoQueryVariables>;
export const PublicPagesUploadDocument = new TypedDocumentString(`
    mutation PublicPagesUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {
  getPublicPageImageUploadURL(
    IDSchool: $IDSchool
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<PublicPagesUploadMutation, PublicPagesUploadMutationVariables>;
export const RegistrationFamilyContactsDocument = new TypedDocumentString(`
    query RegistrationFamilyContacts($IDChild: Int!) {
  getFamilyContacts(IDChild: $IDChild) {
    address {
      fkUser
      postcode
      address
      unit
    }
    emergencyContact
  }
}
    `) as unknown as TypedDocumentString<RegistrationFamilyContactsQuery, RegistrationFamilyContactsQueryVariables>;
export const RegistrationSaveMyAddressDocument = new TypedDocumentString(`
    mutation RegistrationSaveMyAddress($IDChild: Int!, $addressData: UserAddressInput!) {
  updateMyAddressFromChild(IDChild: $IDChild, addressData: $addressData) {
    address {
      fkUser
      postcode
      address
      unit
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationSaveMyAddressMutation, RegistrationSaveMyAddressMutationVariables>;
export const RegistrationSaveEmergencyContactDocument = new TypedDocumentString(`
    mutation RegistrationSaveEmergencyContact($IDChild: Int!, $data: JSON!) {
  updateChildEmergencyContact(IDChild: $IDChild, data: $data) {
    emergencyContact
  }
}
    `) as unknown as TypedDocumentString<RegistrationSaveEmergencyContactMutation, RegistrationSaveEmergencyContactMutationVariables>;
export const RegistrationEnquiryDocument = new TypedDocumentString(`
    query RegistrationEnquiry($id: Int!) {
  enquiryByID(id: $id) {
    ID
    fkChild
    admissionStatus {
      stateCode
    }
    centre {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationEnquiryQuery, RegistrationEnquiryQueryVariables>;
export const RegistrationStartDocument = new TypedDocumentString(`
    mutation RegistrationStart($IDEnquiry: Int!, $IDChild: Int!) {
  startRegistration(IDEnquiry: $IDEnquiry, IDChild: $IDChild) {
    ID
    admissionStatus {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationStartMutation, RegistrationStartMutationVariables>;
export const RegistrationFormDocument = new TypedDocumentString(`
    query RegistrationForm($IDEnquiry: Int!) {
  getEnrolmentForm(IDEnquiry: $IDEnquiry) {
    IDEnquiry
    step
    completedSteps
    hasEmergencyContact
    isInfantCare
    prefill
    steps {
      step
      completed
      data
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationFormQuery, RegistrationFormQueryVariables>;
export const RegistrationSaveFormDocument = new TypedDocumentString(`
    mutation RegistrationSaveForm($IDEnquiry: Int!, $EnrolmentForm: EnrolmentFormInput!) {
  saveEnrolmentForm(IDEnquiry: $IDEnquiry, EnrolmentForm: $EnrolmentForm) {
    step
    completedSteps
  }
}
    `) as unknown as TypedDocumentString<RegistrationSaveFormMutation, RegistrationSaveFormMutationVariables>;
export const RegistrationAdditionalDocument = new TypedDocumentString(`
    query RegistrationAdditional($IDEnquiry: Int!) {
  getAdditionalInformation(IDEnquiry: $IDEnquiry) {
    step
    completedSteps
    steps {
      step
      data
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationAdditionalQuery, RegistrationAdditionalQueryVariables>;
export const RegistrationSaveAdditionalDocument = new TypedDocumentString(`
    mutation RegistrationSaveAdditional($IDEnquiry: Int!, $step: String!, $data: JSON!) {
  saveAdditionalInformation(IDEnquiry: $IDEnquiry, step: $step, data: $data) {
    step
    completedSteps
  }
}
    `) as unknown as TypedDocumentString<RegistrationSaveAdditionalMutation, RegistrationSaveAdditionalMutationVariables>;
export const RegistrationCompleteDocument = new TypedDocumentString(`
    mutation RegistrationComplete($IDEnquiry: Int!) {
  markAsCompleted(IDEnquiry: $IDEnquiry) {
    ID
    enrollmentPlan
    admissionStatus {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationCompleteMutation, RegistrationCompleteMutationVariables>;
export const RegistrationSubsidyDocument = new TypedDocumentString(`
    query RegistrationSubsidy($IDEnquiry: Int!) {
  getSubsidySchedule(IDEnquiry: $IDEnquiry) {
    basic {
      careType
      working
      amountCents
    }
    additional {
      careType
      incomeMaxCents
      amountCents
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationSubsidyQuery, RegistrationSubsidyQueryVariables>;
export const RegistrationSaveParentDocument = new TypedDocumentString(`
    mutation RegistrationSaveParent($IDEnquiry: Int!, $fkUser: Int!, $parentData: ParentDetailsInput!) {
  insertOrUpdateParentByFkUser(
    IDEnquiry: $IDEnquiry
    fkUser: $fkUser
    parentData: $parentData
  ) {
    fkUser
    identificationNo
    nationality
    maritalStatus
  }
}
    `) as unknown as TypedDocumentString<RegistrationSaveParentMutation, RegistrationSaveParentMutationVariables>;
export const RegistrationSaveAddressDocument = new TypedDocumentString(`
    mutation RegistrationSaveAddress($IDEnquiry: Int!, $fkUser: Int!, $addressData: UserAddressInput!) {
  insertOrUpdateUserAddress(
    IDEnquiry: $IDEnquiry
    fkUser: $fkUser
    addressData: $addressData
  ) {
    fkUser
    postcode
    address
    unit
  }
}
    `) as unknown as TypedDocumentString<RegistrationSaveAddressMutation, RegistrationSaveAddressMutationVariables>;
export const RolesImpliedReadAddDocument = new TypedDocumentString(`
    mutation RolesImpliedReadAdd($IDSchool: Int!, $roleData: RoleInput!) {
  addRole(IDSchool: $IDSchool, roleData: $roleData) {
    ID
    roleTemplates {
      access
      moduleCategory {
        moduleCategoryCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RolesImpliedReadAddMutation, RolesImpliedReadAddMutationVariables>;
export const RolesImpliedReadUpdateDocument = new TypedDocumentString(`
    mutation RolesImpliedReadUpdate($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {
  updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {
    roleTemplates {
      access
      moduleCategory {
        moduleCategoryCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RolesImpliedReadUpdateMutation, RolesImpliedReadUpdateMutationVariables>;
export const RolesListDocument = new TypedDocumentString(`
    query RolesList($IDSchool: Int!) {
  findRoleByFkSchool(IDSchool: $IDSchool) {
    totalCount
    data {
      ...RolesRoleFields
    }
  }
}
    fragment RolesRoleFields on Role {
  ID
  fkSchool
  label
  name
  active
  isStaff
  isRemovable
  numberOfUsers
  updatedAt
  lastModifiedUser {
    ID
    firstname
    lastname
  }
  roleTemplates {
    ID
    fkModuleCategory
    access
    label
    moduleCategory {
      ID
      moduleCategoryCode
      label
    }
  }
}`) as unknown as TypedDocumentString<RolesListQuery, RolesListQueryVariables>;
export const RolesModulesDocument = new TypedDocumentString(`
    query RolesModules($IDSchool: Int!) {
  findAllModuleCategory(IDSchool: $IDSchool) {
    ID
    fkSchool
    label
    moduleCategoryCode
    active
  }
}
    `) as unknown as TypedDocumentString<RolesModulesQuery, RolesModulesQueryVariables>;
export const RolesAddDocument = new TypedDocumentString(`
    mutation RolesAdd($IDSchool: Int!, $roleData: RoleInput!) {
  addRole(IDSchool: $IDSchool, roleData: $roleData) {
    ...RolesRoleFields
  }
}
    fragment RolesRoleFields on Role {
  ID
  fkSchool
  label
  name
  active
  isStaff
  isRemovable
  numberOfUsers
  updatedAt
  lastModifiedUser {
    ID
    firstname
    lastname
  }
  roleTemplates {
    ID
    fkModuleCategory
    access
    label
    moduleCategory {
      ID
      moduleCategoryCode
      label
    }
  }
}`) as unknown as TypedDocumentString<RolesAddMutation, RolesAddMutationVariables>;
export const RolesUpdateDocument = new TypedDocumentString(`
    mutation RolesUpdate($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {
  updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {
    ...RolesRoleFields
  }
}
    fragment RolesRoleFields on Role {
  ID
  fkSchool
  label
  name
  active
  isStaff
  isRemovable
  numberOfUsers
  updatedAt
  lastModifiedUser {
    ID
    firstname
    lastname
  }
  roleTemplates {
    ID
    fkModuleCategory
    access
    label
    moduleCategory {
      ID
      moduleCategoryCode
      label
    }
  }
}`) as unknown as TypedDocumentString<RolesUpdateMutation, RolesUpdateMutationVariables>;
export const RolesRemoveDocument = new TypedDocumentString(`
    mutation RolesRemove($IDSchool: Int!, $roleID: Int!) {
  removeRole(IDSchool: $IDSchool, roleID: $roleID)
}
    `) as unknown as TypedDocumentString<RolesRemoveMutation, RolesRemoveMutationVariables>;
export const SchoolSettingsUpdateDocument = new TypedDocumentString(`
    mutation SchoolSettingsUpdate($IDSchool: Int!, $entries: [SchoolConfigEntryInput!]!) {
  updateSchoolConfig(IDSchool: $IDSchool, entries: $entries) {
    fkSchool
    key
    value
  }
}
    `) as unknown as TypedDocumentString<SchoolSettingsUpdateMutation, SchoolSettingsUpdateMutationVariables>;
export const SchoolSettingsConfigDocument = new TypedDocumentString(`
    query SchoolSettingsConfig($fkSchool: Int!) {
  findAllSchoolConfig(filter: {fkSchool: $fkSchool}) {
    data {
      key
      value
    }
  }
}
    `) as unknown as TypedDocumentString<SchoolSettingsConfigQuery, SchoolSettingsConfigQueryVariables>;
export const SchoolSettingsSaveCodeDocument = new TypedDocumentString(`
    mutation SchoolSettingsSaveCode($IDSchool: Int!, $codeID: Int, $category: String!, $code: CodeInput!) {
  insertOrUpdateCode(
    IDSchool: $IDSchool
    codeID: $codeID
    category: $category
    code: $code
  ) {
    ID
    fkSchool
    category
    label
    description
    sortOrder
    active
  }
}
    `) as unknown as TypedDocumentString<SchoolSettingsSaveCodeMutation, SchoolSettingsSaveCodeMutationVariables>;
export const SchoolSettingsSetActiveDocument = new TypedDocumentString(`
    mutation SchoolSettingsSetActive($IDSchool: Int!, $codeID: Int!, $active: Boolean!) {
  setCodeActive(IDSchool: $IDSchool, codeID: $codeID, active: $active) {
    ID
    active
  }
}
    `) as unknown as TypedDocumentString<SchoolSettingsSetActiveMutation, SchoolSettingsSetActiveMutationVariables>;
export const SchoolSettingsAdminCodesDocument = new TypedDocumentString(`
    query SchoolSettingsAdminCodes($IDSchool: Int!, $searchCategory: String!, $pagination: Pagination) {
  findAllCodesForAdmin(
    IDSchool: $IDSchool
    searchCategory: $searchCategory
    pagination: $pagination
  ) {
    totalCount
    data {
      ID
      label
      sortOrder
      active
    }
  }
}
    `) as unknown as TypedDocumentString<SchoolSettingsAdminCodesQuery, SchoolSettingsAdminCodesQueryVariables>;
export const SchoolSettingsUploadDocument = new TypedDocumentString(`
    mutation SchoolSettingsUpload($IDSchool: Int!, $purpose: String!, $filename: String!, $contentType: String!) {
  getSchoolBrandingUploadURL(
    IDSchool: $IDSchool
    purpose: $purpose
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<SchoolSettingsUploadMutation, SchoolSettingsUploadMutationVariables>;
export const SchoolSettingsCodesDocument = new TypedDocumentString(`
    query SchoolSettingsCodes($fkSchool: Int!) {
  findAllConfigByCategory(searchCategory: "Race", filter: {fkSchool: $fkSchool}) {
    data {
      label
    }
  }
}
    `) as unknown as TypedDocumentString<SchoolSettingsCodesQuery, SchoolSettingsCodesQueryVariables>;
export const SsoUrlDocument = new TypedDocumentString(`
    query SsoUrl($fkSchool: Int!) {
  getLoginUrl(fkSchool: $fkSchool) {
    url
  }
}
    `) as unknown as TypedDocumentString<SsoUrlQuery, SsoUrlQueryVariables>;
export const SsoValidateDocument = new TypedDocumentString(`
    query SsoValidate($tokenString: String!) {
  validateUser(tokenString: $tokenString) {
    token
  }
}
    `) as unknown as TypedDocumentString<SsoValidateQuery, SsoValidateQueryVariables>;
export const SsoHealthDocument = new TypedDocumentString(`
    query SsoHealth {
  health
}
    `) as unknown as TypedDocumentString<SsoHealthQuery, SsoHealthQueryVariables>;
export const StaffDirectoryByEmailDocument = new TypedDocumentString(`
    query StaffDirectoryByEmail($email: String!) {
  getADUserByEmail(email: $email) {
    email
    displayName
    givenName
    surname
    businessPhones
  }
}
    `) as unknown as TypedDocumentString<StaffDirectoryByEmailQuery, StaffDirectoryByEmailQueryVariables>;
export const StaffDirectoryByNameDocument = new TypedDocumentString(`
    query StaffDirectoryByName($name: String!) {
  getADUsersByName(name: $name) {
    email
    displayName
  }
}
    `) as unknown as TypedDocumentString<StaffDirectoryByNameQuery, StaffDirectoryByNameQueryVariables>;
export const StaffAddDocument = new TypedDocumentString(`
    mutation StaffAdd($IDSchool: Int!, $staffData: StaffInput!) {
  addNewStaff(IDSchool: $IDSchool, staffData: $staffData) {
    ...StaffTestFields
  }
}
    fragment StaffTestFields on Staff {
  ID
  fkSchool
  staffID
  active
  createdAt
  user {
    ID
    firstname
    lastname
    email
    mobilePhone
    mobilePhoneCountryCode
    isHQStaff
    hasCentreScopeAccess
    active
  }
  centres {
    ID
    label
    code
  }
  roles {
    ID
    label
    name
    active
  }
}`) as unknown as TypedDocumentString<StaffAddMutation, StaffAddMutationVariables>;
export const StaffUpdateDocument = new TypedDocumentString(`
    mutation StaffUpdate($IDSchool: Int!, $staffID: Int!, $staffData: StaffInput!) {
  updateStaff(IDSchool: $IDSchool, staffID: $staffID, staffData: $staffData) {
    ...StaffTestFields
  }
}
    fragment StaffTestFields on Staff {
  ID
  fkSchool
  staffID
  active
  createdAt
  user {
    ID
    firstname
    lastname
    email
    mobilePhone
    mobilePhoneCountryCode
    isHQStaff
    hasCentreScopeAccess
    active
  }
  centres {
    ID
    label
    code
  }
  roles {
    ID
    label
    name
    active
  }
}`) as unknown as TypedDocumentString<StaffUpdateMutation, StaffUpdateMutationVariables>;
export const StaffRemoveDocument = new TypedDocumentString(`
    mutation StaffRemove($IDSchool: Int!, $staffID: Int!) {
  removeStaff(IDSchool: $IDSchool, staffID: $staffID)
}
    `) as unknown as TypedDocumentString<StaffRemoveMutation, StaffRemoveMutationVariables>;
export const StaffActivateDocument = new TypedDocumentString(`
    mutation StaffActivate($IDSchool: Int!, $staffID: Int!) {
  activateStaff(IDSchool: $IDSchool, staffID: $staffID) {
    ID
    active
    user {
      active
    }
  }
}
    `) as unknown as TypedDocumentString<StaffActivateMutation, StaffActivateMutationVariables>;
export const StaffListDocument = new TypedDocumentString(`
    query StaffList($IDSchool: Int!, $pagination: Pagination, $filter: StaffFilter, $role: Int, $centre: Int, $searchString: String) {
  findAllStaff(
    IDSchool: $IDSchool
    pagination: $pagination
    filter: $filter
    role: $role
    centre: $centre
    searchString: $searchString
  ) {
    totalCount
    data {
      ...StaffTestFields
    }
  }
}
    fragment StaffTestFields on Staff {
  ID
  fkSchool
  staffID
  active
  createdAt
  user {
    ID
    firstname
    lastname
    email
    mobilePhone
    mobilePhoneCountryCode
    isHQStaff
    hasCentreScopeAccess
    active
  }
  centres {
    ID
    label
    code
  }
  roles {
    ID
    label
    name
    active
  }
}`) as unknown as TypedDocumentString<StaffListQuery, StaffListQueryVariables>;
export const StaffOneDocument = new TypedDocumentString(`
    query StaffOne($IDSchool: Int!, $staffID: Int!) {
  findStaffByID(IDSchool: $IDSchool, staffID: $staffID) {
    ...StaffTestFields
  }
}
    fragment StaffTestFields on Staff {
  ID
  fkSchool
  staffID
  active
  createdAt
  user {
    ID
    firstname
    lastname
    email
    mobilePhone
    mobilePhoneCountryCode
    isHQStaff
    hasCentreScopeAccess
    active
  }
  centres {
    ID
    label
    code
  }
  roles {
    ID
    label
    name
    active
  }
}`) as unknown as TypedDocumentString<StaffOneQuery, StaffOneQueryVariables>;
export const StaffActivateRoleDocument = new TypedDocumentString(`
    mutation StaffActivateRole($IDSchool: Int!, $roleID: Int!, $active: Boolean!) {
  activateRole(IDSchool: $IDSchool, roleID: $roleID, active: $active) {
    ID
    active
  }
}
    `) as unknown as TypedDocumentString<StaffActivateRoleMutation, StaffActivateRoleMutationVariables>;
export const StaffMeDocument = new TypedDocumentString(`
    query StaffMe {
  me {
    ID
    can
  }
}
    `) as unknown as TypedDocumentString<StaffMeQuery, StaffMeQueryVariables>;
export const StaffMenuDocument = new TypedDocumentString(`
    query StaffMenu($filter: MenuFilter!) {
  findSidebarMenuByUser(filter: $filter) {
    path
  }
}
    `) as unknown as TypedDocumentString<StaffMenuQuery, StaffMenuQueryVariables>;
export const StateMapHeadOfficeListDocument = new TypedDocumentString(`
    query StateMapHeadOfficeList($IDSchool: Int!) {
  findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {
    ID
    priority
  }
}
    `) as unknown as TypedDocumentString<StateMapHeadOfficeListQuery, StateMapHeadOfficeListQueryVariables>;
export const StateMapHeadOfficeAddDocument = new TypedDocumentString(`
    mutation StateMapHeadOfficeAdd($IDSchool: Int!, $fromState: String!, $toState: String!) {
  addEnquiryStateMachineMap(
    IDSchool: $IDSchool
    fromState: $fromState
    toState: $toState
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<StateMapHeadOfficeAddMutation, StateMapHeadOfficeAddMutationVariables>;
export const StateMapHeadOfficeUpdateDocument = new TypedDocumentString(`
    mutation StateMapHeadOfficeUpdate($IDSchool: Int!, $IDMap: Int!, $priority: Int!) {
  updateEnquiryStateMachineMap(
    IDSchool: $IDSchool
    IDMap: $IDMap
    priority: $priority
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<StateMapHeadOfficeUpdateMutation, StateMapHeadOfficeUpdateMutationVariables>;
export const StateMapHeadOfficeRemoveDocument = new TypedDocumentString(`
    mutation StateMapHeadOfficeRemove($IDSchool: Int!, $IDMap: Int!) {
  removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: true)
}
    `) as unknown as TypedDocumentString<StateMapHeadOfficeRemoveMutation, StateMapHeadOfficeRemoveMutationVariables>;
export const StateMapListDocument = new TypedDocumentString(`
    query StateMapList($IDSchool: Int!) {
  findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {
    ID
    priority
    fromState {
      stateCode
    }
    toState {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<StateMapListQuery, StateMapListQueryVariables>;
export const StateMapStatesDocument = new TypedDocumentString(`
    query StateMapStates {
  findAllEnquiryState {
    ID
    stateCode
    group
  }
}
    `) as unknown as TypedDocumentString<StateMapStatesQuery, StateMapStatesQueryVariables>;
export const StateMapAddDocument = new TypedDocumentString(`
    mutation StateMapAdd($IDSchool: Int!, $fromState: String!, $toState: String!, $priority: Int) {
  addEnquiryStateMachineMap(
    IDSchool: $IDSchool
    fromState: $fromState
    toState: $toState
    priority: $priority
  ) {
    ID
    priority
    toState {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<StateMapAddMutation, StateMapAddMutationVariables>;
export const StateMapRemoveDocument = new TypedDocumentString(`
    mutation StateMapRemove($IDSchool: Int!, $IDMap: Int!, $confirm: Boolean) {
  removeEnquiryStateMachineMap(
    IDSchool: $IDSchool
    IDMap: $IDMap
    confirm: $confirm
  )
}
    `) as unknown as TypedDocumentString<StateMapRemoveMutation, StateMapRemoveMutationVariables>;
export const StateMapUpdateDocument = new TypedDocumentString(`
    mutation StateMapUpdate($IDSchool: Int!, $IDMap: Int!, $priority: Int!, $toState: String, $confirm: Boolean) {
  updateEnquiryStateMachineMap(
    IDSchool: $IDSchool
    IDMap: $IDMap
    priority: $priority
    toState: $toState
    confirm: $confirm
  ) {
    ID
    priority
    toState {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<StateMapUpdateMutation, StateMapUpdateMutationVariables>;
export const StateMapImpactDocument = new TypedDocumentString(`
    query StateMapImpact($IDSchool: Int!, $IDMap: Int!, $toState: String) {
  enquiryStateMachineMapImpact(
    IDSchool: $IDSchool
    IDMap: $IDMap
    toState: $toState
  ) {
    states {
      count
      stranded
      state {
        stateCode
      }
      enquiries {
        ID
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StateMapImpactQuery, StateMapImpactQueryVariables>;
export const StateMapStrandedDocument = new TypedDocumentString(`
    query StateMapStranded($IDSchool: Int!) {
  strandedEnquiryStates(IDSchool: $IDSchool) {
    states {
      count
      state {
        stateCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StateMapStrandedQuery, StateMapStrandedQueryVariables>;
export const StateMapCancelEnquiryDocument = new TypedDocumentString(`
    mutation StateMapCancelEnquiry($ID: Int!) {
  cancelEnquiry(ID: $ID) {
    ID
    admissionStatus {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<StateMapCancelEnquiryMutation, StateMapCancelEnquiryMutationVariables>;
export const TenancyConfigDocument = new TypedDocumentString(`
    query TenancyConfig($filter: SchoolConfigFilter!) {
  findAllSchoolConfig(filter: $filter) {
    totalCount
    data {
      ID
      fkSchool
      key
      value
    }
  }
}
    `) as unknown as TypedDocumentString<TenancyConfigQuery, TenancyConfigQueryVariables>;
export const TenancyConfigKeyDocument = new TypedDocumentString(`
    query TenancyConfigKey($fkSchool: Int!, $key: String!) {
  schoolConfigByFkSchoolKey(fkSchool: $fkSchool, key: $key) {
    fkSchool
    key
    value
  }
}
    `) as unknown as TypedDocumentString<TenancyConfigKeyQuery, TenancyConfigKeyQueryVariables>;
export const TenancyByCategoryDocument = new TypedDocumentString(`
    query TenancyByCategory($searchCategory: String!, $filter: CodeFilter!, $pagination: Pagination) {
  findAllConfigByCategory(
    searchCategory: $searchCategory
    filter: $filter
    pagination: $pagination
  ) {
    totalCount
    data {
      ID
      fkSchool
      label
      description
      active
    }
  }
}
    `) as unknown as TypedDocumentString<TenancyByCategoryQuery, TenancyByCategoryQueryVariables>;
export const TenancyByLabelsDocument = new TypedDocumentString(`
    query TenancyByLabels($fkSchool: Int!, $labels: [String!]!) {
  codesByLabelFkSchool(fkSchool: $fkSchool, labels: $labels) {
    category
    codes {
      label
    }
  }
}
    `) as unknown as TypedDocumentString<TenancyByLabelsQuery, TenancyByLabelsQueryVariables>;
export const TenancySchoolDocument = new TypedDocumentString(`
    query TenancySchool($ID: Int!) {
  findSchool(ID: $ID) {
    ID
    name
    code
  }
}
    `) as unknown as TypedDocumentString<TenancySchoolQuery, TenancySchoolQueryVariables>;
export const TransfersSubmitDocument = new TypedDocumentString(`
    mutation TransfersSubmit($childID: Int!, $transferData: TransferInput!) {
  submitNewTransferRequest(childID: $childID, transferData: $transferData) {
    ...TransferFields
  }
}
    fragment TransferFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  withdrawalEConsentCompleted
  destinationCentreEnrollmentCompleted
  subsidyNotice
  can
  sourceCentre {
    ID
  }
  destinationCentre {
    ID
  }
  sourceApprover {
    ID
  }
  destinationApprover {
    ID
  }
  item {
    effectiveDate
    fkEnquiry
    remark
    child {
      ID
    }
    user {
      ID
    }
    reason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<TransfersSubmitMutation, TransfersSubmitMutationVariables>;
export const TransfersDraftsDocument = new TypedDocumentString(`
    query TransfersDrafts($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {
  getTransferDrafts(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    data {
      ...TransferFields
    }
  }
}
    fragment TransferFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  withdrawalEConsentCompleted
  destinationCentreEnrollmentCompleted
  subsidyNotice
  can
  sourceCentre {
    ID
  }
  destinationCentre {
    ID
  }
  sourceApprover {
    ID
  }
  destinationApprover {
    ID
  }
  item {
    effectiveDate
    fkEnquiry
    remark
    child {
      ID
    }
    user {
      ID
    }
    reason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<TransfersDraftsQuery, TransfersDraftsQueryVariables>;
export const TransfersCompletedDocument = new TypedDocumentString(`
    query TransfersCompleted($IDSchool: Int!, $filter: TransferFilter) {
  getCompletedTransferRequests(IDSchool: $IDSchool, filter: $filter) {
    totalCount
    data {
      ...TransferFields
    }
  }
}
    fragment TransferFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  withdrawalEConsentCompleted
  destinationCentreEnrollmentCompleted
  subsidyNotice
  can
  sourceCentre {
    ID
  }
  destinationCentre {
    ID
  }
  sourceApprover {
    ID
  }
  destinationApprover {
    ID
  }
  item {
    effectiveDate
    fkEnquiry
    remark
    child {
      ID
    }
    user {
      ID
    }
    reason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<TransfersCompletedQuery, TransfersCompletedQueryVariables>;
export const TransfersGetDocument = new TypedDocumentString(`
    query TransfersGet($IDTransfer: Int!) {
  getTransferDraft(IDTransfer: $IDTransfer) {
    ...TransferFields
  }
}
    fragment TransferFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  withdrawalEConsentCompleted
  destinationCentreEnrollmentCompleted
  subsidyNotice
  can
  sourceCentre {
    ID
  }
  destinationCentre {
    ID
  }
  sourceApprover {
    ID
  }
  destinationApprover {
    ID
  }
  item {
    effectiveDate
    fkEnquiry
    remark
    child {
      ID
    }
    user {
      ID
    }
    reason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<TransfersGetQuery, TransfersGetQueryVariables>;
export const TransfersSourceApproveDocument = new TypedDocumentString(`
    mutation TransfersSourceApprove($IDTransfer: Int!, $decision: TransferDecisionInput) {
  approveTransferRequestBySourceCentreStaff(
    IDTransfer: $IDTransfer
    decision: $decision
  ) {
    ...TransferFields
  }
}
    fragment TransferFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  withdrawalEConsentCompleted
  destinationCentreEnrollmentCompleted
  subsidyNotice
  can
  sourceCentre {
    ID
  }
  destinationCentre {
    ID
  }
  sourceApprover {
    ID
  }
  destinationApprover {
    ID
  }
  item {
    effectiveDate
    fkEnquiry
    remark
    child {
      ID
    }
    user {
      ID
    }
    reason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<TransfersSourceApproveMutation, TransfersSourceApproveMutationVariables>;
export const TransfersDestinationApproveDocument = new TypedDocumentString(`
    mutation TransfersDestinationApprove($IDTransfer: Int!, $decision: TransferDecisionInput) {
  approveTransferRequestByDestinationCentreStaff(
    IDTransfer: $IDTransfer
    decision: $decision
  ) {
    ...TransferFields
  }
}
    fragment TransferFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  withdrawalEConsentCompleted
  destinationCentreEnrollmentCompleted
  subsidyNotice
  can
  sourceCentre {
    ID
  }
  destinationCentre {
    ID
  }
  sourceApprover {
    ID
  }
  destinationApprover {
    ID
  }
  item {
    effectiveDate
    fkEnquiry
    remark
    child {
      ID
    }
    user {
      ID
    }
    reason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<TransfersDestinationApproveMutation, TransfersDestinationApproveMutationVariables>;
export const TransfersCancelDocument = new TypedDocumentString(`
    mutation TransfersCancel($IDTransfer: Int!, $remark: String) {
  cancelTransferRequestByUser(IDTransfer: $IDTransfer, remark: $remark) {
    ...TransferFields
  }
}
    fragment TransferFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  withdrawalEConsentCompleted
  destinationCentreEnrollmentCompleted
  subsidyNotice
  can
  sourceCentre {
    ID
  }
  destinationCentre {
    ID
  }
  sourceApprover {
    ID
  }
  destinationApprover {
    ID
  }
  item {
    effectiveDate
    fkEnquiry
    remark
    child {
      ID
    }
    user {
      ID
    }
    reason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<TransfersCancelMutation, TransfersCancelMutationVariables>;
export const TransfersCompleteDocument = new TypedDocumentString(`
    mutation TransfersComplete($IDTransfer: Int!, $remark: String) {
  completeTransferRequest(IDTransfer: $IDTransfer, remark: $remark) {
    ...TransferFields
  }
}
    fragment TransferFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  withdrawalEConsentCompleted
  destinationCentreEnrollmentCompleted
  subsidyNotice
  can
  sourceCentre {
    ID
  }
  destinationCentre {
    ID
  }
  sourceApprover {
    ID
  }
  destinationApprover {
    ID
  }
  item {
    effectiveDate
    fkEnquiry
    remark
    child {
      ID
    }
    user {
      ID
    }
    reason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<TransfersCompleteMutation, TransfersCompleteMutationVariables>;
export const TransfersVacanciesDocument = new TypedDocumentString(`
    query TransfersVacancies($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {
  findAllVacancies(
    CentreID: $CentreID
    ServiceLevel: $ServiceLevel
    Year: $Year
    fromMonth: $fromMonth
  ) {
    count
    status
    month
  }
}
    `) as unknown as TypedDocumentString<TransfersVacanciesQuery, TransfersVacanciesQueryVariables>;
export const TransfersDestinationsDocument = new TypedDocumentString(`
    query TransfersDestinations($childID: Int!, $effectiveDate: Date) {
  getTransferDestinations(childID: $childID, effectiveDate: $effectiveDate) {
    vacancyAvailable
    centre {
      ID
      label
    }
  }
}
    `) as unknown as TypedDocumentString<TransfersDestinationsQuery, TransfersDestinationsQueryVariables>;
export const TransfersSourceRejectDocument = new TypedDocumentString(`
    mutation TransfersSourceReject($IDTransfer: Int!, $decision: TransferDecisionInput!) {
  rejectTransferRequestBySourceCentreStaff(
    IDTransfer: $IDTransfer
    decision: $decision
  ) {
    ...TransferFields
  }
}
    fragment TransferFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  withdrawalEConsentCompleted
  destinationCentreEnrollmentCompleted
  subsidyNotice
  can
  sourceCentre {
    ID
  }
  destinationCentre {
    ID
  }
  sourceApprover {
    ID
  }
  destinationApprover {
    ID
  }
  item {
    effectiveDate
    fkEnquiry
    remark
    child {
      ID
    }
    user {
      ID
    }
    reason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<TransfersSourceRejectMutation, TransfersSourceRejectMutationVariables>;
export const TransfersDestinationRejectDocument = new TypedDocumentString(`
    mutation TransfersDestinationReject($IDTransfer: Int!, $decision: TransferDecisionInput!) {
  rejectTransferRequestByDestinationCentreStaff(
    IDTransfer: $IDTransfer
    decision: $decision
  ) {
    ...TransferFields
  }
}
    fragment TransferFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  withdrawalEConsentCompleted
  destinationCentreEnrollmentCompleted
  subsidyNotice
  can
  sourceCentre {
    ID
  }
  destinationCentre {
    ID
  }
  sourceApprover {
    ID
  }
  destinationApprover {
    ID
  }
  item {
    effectiveDate
    fkEnquiry
    remark
    child {
      ID
    }
    user {
      ID
    }
    reason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<TransfersDestinationRejectMutation, TransfersDestinationRejectMutationVariables>;
export const VisitsCalendarFileIcsDocument = new TypedDocumentString(`
    query VisitsCalendarFileIcs($IDVisit: Int!) {
  getVisitCalendarFile(IDVisit: $IDVisit)
}
    `) as unknown as TypedDocumentString<VisitsCalendarFileIcsQuery, VisitsCalendarFileIcsQueryVariables>;
export const VisitsAvailabilityAddDocument = new TypedDocumentString(`
    mutation VisitsAvailabilityAdd($IDCentre: Int!, $availability: VisitAvailabilityInput!) {
  addCalendarEvent(IDCentre: $IDCentre, availability: $availability) {
    ID
    fkCentre
    visitType
    start
    end
    from
    to
    recurType
    recurOnDays
    slotMinutes
    familiesPerSlot
    active
    visits {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<VisitsAvailabilityAddMutation, VisitsAvailabilityAddMutationVariables>;
export const VisitsAvailabilityWithdrawDocument = new TypedDocumentString(`
    mutation VisitsAvailabilityWithdraw($IDAvailability: Int!) {
  cancelAvailability(IDAvailability: $IDAvailability) {
    ID
    active
    visits {
      ID
      status
    }
  }
}
    `) as unknown as TypedDocumentString<VisitsAvailabilityWithdrawMutation, VisitsAvailabilityWithdrawMutationVariables>;
export const VisitsAvailabilityListDocument = new TypedDocumentString(`
    query VisitsAvailabilityList($IDCentre: Int!, $from: Date!, $to: Date!) {
  findAllVisitAvailability(IDCentre: $IDCentre, from: $from, to: $to) {
    ID
    active
    visitType
    visits {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<VisitsAvailabilityListQuery, VisitsAvailabilityListQueryVariables>;
export const VisitsAvailableDaysDocument = new TypedDocumentString(`
    query VisitsAvailableDays($IDEnquiry: Int!, $visitType: String!, $month: String!) {
  getAvailableDaysOfMonth(
    IDEnquiry: $IDEnquiry
    visitType: $visitType
    month: $month
  )
}
    `) as unknown as TypedDocumentString<VisitsAvailableDaysQuery, VisitsAvailableDaysQueryVariables>;
export const VisitsAvailableDaysThisMonthDocument = new TypedDocumentString(`
    query VisitsAvailableDaysThisMonth($IDEnquiry: Int!, $visitType: String!) {
  getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType)
}
    `) as unknown as TypedDocumentString<VisitsAvailableDaysThisMonthQuery, VisitsAvailableDaysThisMonthQueryVariables>;
export const VisitsTimeSlotsDocument = new TypedDocumentString(`
    query VisitsTimeSlots($date: Date!, $IDEnquiry: Int!, $visitType: String!) {
  getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: $visitType) {
    from
    to
    remaining
  }
}
    `) as unknown as TypedDocumentString<VisitsTimeSlotsQuery, VisitsTimeSlotsQueryVariables>;
export const VisitsCalendarMonthDocument = new TypedDocumentString(`
    query VisitsCalendarMonth($IDCentre: Int!, $year: Int!, $month: Int!) {
  findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {
    IDCentre
    year
    month
    visits {
      ID
      visitType
      status
      statusText
      approvalDisplay
      comment
      trialPeriodFee
      trialPeriodPaymentStatus
      userName
      userPhone
      IDEnquiry
      fkChild
      childName
      levelLabel
      completed
      visitFrom
    }
    holidays {
      ID
      title
      from
      to
      isPublic
    }
    availabilities {
      ID
      visitType
      visits {
        ID
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VisitsCalendarMonthQuery, VisitsCalendarMonthQueryVariables>;
export const VisitsScheduledOfCentreDocument = new TypedDocumentString(`
    query VisitsScheduledOfCentre($IDCentre: Int!, $visitType: String, $status: String, $from: Date, $to: Date, $pagination: Pagination) {
  getScheduledVisits(
    IDCentre: $IDCentre
    visitType: $visitType
    status: $status
    from: $from
    to: $to
    pagination: $pagination
  ) {
    totalCount
    data {
      ...VisitsVisitFields
    }
  }
}
    fragment VisitsVisitFields on Visit {
  ID
  fkEnquiry
  fkCentre
  fkUser
  fkVisitAvailability
  visitType
  visitFrom
  visitTo
  status
  statusText
  approvalDisplay
  comment
  completed
  trialPeriodFee
  trialPeriodPaymentStatus
  centre {
    ID
    label
  }
  childFirstname
  childLastname
  fkChild
  parentName
  parentPhone
  levelLabel
}`) as unknown as TypedDocumentString<VisitsScheduledOfCentreQuery, VisitsScheduledOfCentreQueryVariables>;
export const VisitsScheduledOfChildDocument = new TypedDocumentString(`
    query VisitsScheduledOfChild($IDChild: Int!) {
  getScheduledVisitsOfChild(IDChild: $IDChild) {
    ID
    status
    visitFrom
  }
}
    `) as unknown as TypedDocumentString<VisitsScheduledOfChildQuery, VisitsScheduledOfChildQueryVariables>;
export const VisitsVacancyDocument = new TypedDocumentString(`
    query VisitsVacancy($IDCentre: Int!, $IDLevel: Int!, $date: Date!) {
  vacancyAvailableInCentreForLevel(
    IDCentre: $IDCentre
    IDLevel: $IDLevel
    date: $date
  ) {
    available
    capacity
    enrolled
    vacancies
  }
}
    `) as unknown as TypedDocumentString<VisitsVacancyQuery, VisitsVacancyQueryVariables>;
export const VisitsEnquiryVisitsEnquiriesDocument = new TypedDocumentString(`
    query VisitsEnquiryVisitsEnquiries($filter: EnquiryFilter) {
  findAllEnquiry(filter: $filter) {
    data {
      ID
      visits {
        ID
        fkEnquiry
        visitType
        status
        statusText
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VisitsEnquiryVisitsEnquiriesQuery, VisitsEnquiryVisitsEnquiriesQueryVariables>;
export const VisitsNoVisitTimesFlowDocument = new TypedDocumentString(`
    query VisitsNoVisitTimesFlow($IDEnquiry: Int!) {
  getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {
    nextAction
  }
}
    `) as unknown as TypedDocumentString<VisitsNoVisitTimesFlowQuery, VisitsNoVisitTimesFlowQueryVariables>;
export const VisitsTrialInvoiceDocument = new TypedDocumentString(`
    query VisitsTrialInvoice($IDEnquiry: Int!) {
  getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {
    IDVisit
    IDEnquiry
    label
    amount
    status
    createdAt
  }
}
    `) as unknown as TypedDocumentString<VisitsTrialInvoiceQuery, VisitsTrialInvoiceQueryVariables>;
export const VisitsTrialSlotsDocument = new TypedDocumentString(`
    query VisitsTrialSlots($date: Date!, $IDEnquiry: Int!) {
  getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: "trial") {
    from
    to
  }
}
    `) as unknown as TypedDocumentString<VisitsTrialSlotsQuery, VisitsTrialSlotsQueryVariables>;
export const VisitsTrialDaysDocument = new TypedDocumentString(`
    query VisitsTrialDays($IDEnquiry: Int!, $month: String!) {
  getAvailableDaysOfMonth(
    IDEnquiry: $IDEnquiry
    visitType: "trial"
    month: $month
  )
}
    `) as unknown as TypedDocumentString<VisitsTrialDaysQuery, VisitsTrialDaysQueryVariables>;
export const VisitsTrialFlowDocument = new TypedDocumentString(`
    query VisitsTrialFlow($IDEnquiry: Int!) {
  getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {
    nextAction
    steps {
      code
      status
    }
  }
}
    `) as unknown as TypedDocumentString<VisitsTrialFlowQuery, VisitsTrialFlowQueryVariables>;
export const VisitsBookDocument = new TypedDocumentString(`
    mutation VisitsBook($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {
  bookVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {
    ...VisitsVisitFields
  }
}
    fragment VisitsVisitFields on Visit {
  ID
  fkEnquiry
  fkCentre
  fkUser
  fkVisitAvailability
  visitType
  visitFrom
  visitTo
  status
  statusText
  approvalDisplay
  comment
  completed
  trialPeriodFee
  trialPeriodPaymentStatus
  centre {
    ID
    label
  }
  childFirstname
  childLastname
  fkChild
  parentName
  parentPhone
  levelLabel
}`) as unknown as TypedDocumentString<VisitsBookMutation, VisitsBookMutationVariables>;
export const VisitsRescheduleDocument = new TypedDocumentString(`
    mutation VisitsReschedule($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {
  rescheduleVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {
    ...VisitsVisitFields
  }
}
    fragment VisitsVisitFields on Visit {
  ID
  fkEnquiry
  fkCentre
  fkUser
  fkVisitAvailability
  visitType
  visitFrom
  visitTo
  status
  statusText
  approvalDisplay
  comment
  completed
  trialPeriodFee
  trialPeriodPaymentStatus
  centre {
    ID
    label
  }
  childFirstname
  childLastname
  fkChild
  parentName
  parentPhone
  levelLabel
}`) as unknown as TypedDocumentString<VisitsRescheduleMutation, VisitsRescheduleMutationVariables>;
export const VisitsCancelDocument = new TypedDocumentString(`
    mutation VisitsCancel($IDVisit: Int!) {
  cancelParentMeeting(IDVisit: $IDVisit) {
    ...VisitsVisitFields
  }
}
    fragment VisitsVisitFields on Visit {
  ID
  fkEnquiry
  fkCentre
  fkUser
  fkVisitAvailability
  visitType
  visitFrom
  visitTo
  status
  statusText
  approvalDisplay
  comment
  completed
  trialPeriodFee
  trialPeriodPaymentStatus
  centre {
    ID
    label
  }
  childFirstname
  childLastname
  fkChild
  parentName
  parentPhone
  levelLabel
}`) as unknown as TypedDocumentString<VisitsCancelMutation, VisitsCancelMutationVariables>;
export const VisitsApproveDocument = new TypedDocumentString(`
    mutation VisitsApprove($IDVisit: Int!, $remarks: String) {
  approveParentMeeting(IDVisit: $IDVisit, remarks: $remarks) {
    ...VisitsVisitFields
  }
}
    fragment VisitsVisitFields on Visit {
  ID
  fkEnquiry
  fkCentre
  fkUser
  fkVisitAvailability
  visitType
  visitFrom
  visitTo
  status
  statusText
  approvalDisplay
  comment
  completed
  trialPeriodFee
  trialPeriodPaymentStatus
  centre {
    ID
    label
  }
  childFirstname
  childLastname
  fkChild
  parentName
  parentPhone
  levelLabel
}`) as unknown as TypedDocumentString<VisitsApproveMutation, VisitsApproveMutationVariables>;
export const VisitsRejectDocument = new TypedDocumentString(`
    mutation VisitsReject($IDVisit: Int!, $remarks: String) {
  rejectScheduledVisit(IDVisit: $IDVisit, remarks: $remarks) {
    ...VisitsVisitFields
  }
}
    fragment VisitsVisitFields on Visit {
  ID
  fkEnquiry
  fkCentre
  fkUser
  fkVisitAvailability
  visitType
  visitFrom
  visitTo
  status
  statusText
  approvalDisplay
  comment
  completed
  trialPeriodFee
  trialPeriodPaymentStatus
  centre {
    ID
    label
  }
  childFirstname
  childLastname
  fkChild
  parentName
  parentPhone
  levelLabel
}`) as unknown as TypedDocumentString<VisitsRejectMutation, VisitsRejectMutationVariables>;
export const VisitsBookTrialDocument = new TypedDocumentString(`
    mutation VisitsBookTrial($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {
  scheduleTrialPeriodVisit(
    IDEnquiry: $IDEnquiry
    date: $date
    from: $from
    to: $to
  ) {
    ...VisitsVisitFields
  }
}
    fragment VisitsVisitFields on Visit {
  ID
  fkEnquiry
  fkCentre
  fkUser
  fkVisitAvailability
  visitType
  visitFrom
  visitTo
  status
  statusText
  approvalDisplay
  comment
  completed
  trialPeriodFee
  trialPeriodPaymentStatus
  centre {
    ID
    label
  }
  childFirstname
  childLastname
  fkChild
  parentName
  parentPhone
  levelLabel
}`) as unknown as TypedDocumentString<VisitsBookTrialMutation, VisitsBookTrialMutationVariables>;
export const VisitsRescheduleTrialDocument = new TypedDocumentString(`
    mutation VisitsRescheduleTrial($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {
  rescheduleTrialPeriodVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {
    ...VisitsVisitFields
  }
}
    fragment VisitsVisitFields on Visit {
  ID
  fkEnquiry
  fkCentre
  fkUser
  fkVisitAvailability
  visitType
  visitFrom
  visitTo
  status
  statusText
  approvalDisplay
  comment
  completed
  trialPeriodFee
  trialPeriodPaymentStatus
  centre {
    ID
    label
  }
  childFirstname
  childLastname
  fkChild
  parentName
  parentPhone
  levelLabel
}`) as unknown as TypedDocumentString<VisitsRescheduleTrialMutation, VisitsRescheduleTrialMutationVariables>;
export const VisitsPayDocument = new TypedDocumentString(`
    mutation VisitsPay($IDVisit: Int!) {
  recordTrialPeriodPayment(IDVisit: $IDVisit) {
    ...VisitsVisitFields
  }
}
    fragment VisitsVisitFields on Visit {
  ID
  fkEnquiry
  fkCentre
  fkUser
  fkVisitAvailability
  visitType
  visitFrom
  visitTo
  status
  statusText
  approvalDisplay
  comment
  completed
  trialPeriodFee
  trialPeriodPaymentStatus
  centre {
    ID
    label
  }
  childFirstname
  childLastname
  fkChild
  parentName
  parentPhone
  levelLabel
}`) as unknown as TypedDocumentString<VisitsPayMutation, VisitsPayMutationVariables>;
export const VisitsApproveTrialDocument = new TypedDocumentString(`
    mutation VisitsApproveTrial($IDVisit: Int!, $remarks: String) {
  approveTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {
    ...VisitsVisitFields
  }
}
    fragment VisitsVisitFields on Visit {
  ID
  fkEnquiry
  fkCentre
  fkUser
  fkVisitAvailability
  visitType
  visitFrom
  visitTo
  status
  statusText
  approvalDisplay
  comment
  completed
  trialPeriodFee
  trialPeriodPaymentStatus
  centre {
    ID
    label
  }
  childFirstname
  childLastname
  fkChild
  parentName
  parentPhone
  levelLabel
}`) as unknown as TypedDocumentString<VisitsApproveTrialMutation, VisitsApproveTrialMutationVariables>;
export const VisitsRejectTrialDocument = new TypedDocumentString(`
    mutation VisitsRejectTrial($IDVisit: Int!, $remarks: String) {
  rejectTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {
    ...VisitsVisitFields
  }
}
    fragment VisitsVisitFields on Visit {
  ID
  fkEnquiry
  fkCentre
  fkUser
  fkVisitAvailability
  visitType
  visitFrom
  visitTo
  status
  statusText
  approvalDisplay
  comment
  completed
  trialPeriodFee
  trialPeriodPaymentStatus
  centre {
    ID
    label
  }
  childFirstname
  childLastname
  fkChild
  parentName
  parentPhone
  levelLabel
}`) as unknown as TypedDocumentString<VisitsRejectTrialMutation, VisitsRejectTrialMutationVariables>;
export const VisitsSkipVisitDocument = new TypedDocumentString(`
    mutation VisitsSkipVisit($IDEnquiry: Int!, $remarks: String) {
  skipCentreVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {
    ID
    skipCentreVisit
    admissionStatus {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<VisitsSkipVisitMutation, VisitsSkipVisitMutationVariables>;
export const VisitsSkipTrialDocument = new TypedDocumentString(`
    mutation VisitsSkipTrial($IDEnquiry: Int!, $remarks: String!) {
  skipTrialVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {
    ID
    skipTrial
    admissionStatus {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<VisitsSkipTrialMutation, VisitsSkipTrialMutationVariables>;
export const VisitsCancelEnquiryDocument = new TypedDocumentString(`
    mutation VisitsCancelEnquiry($ID: Int!) {
  cancelEnquiry(ID: $ID) {
    ID
  }
}
    `) as unknown as TypedDocumentString<VisitsCancelEnquiryMutation, VisitsCancelEnquiryMutationVariables>;
export const VisitsWorkQueuePendingDocument = new TypedDocumentString(`
    query VisitsWorkQueuePending($IDCentre: Int, $status: String) {
  getScheduledVisits(IDCentre: $IDCentre, status: $status) {
    totalCount
    data {
      ID
      fkCentre
      status
      centre {
        label
      }
    }
  }
  getPendingVisitCounts {
    IDCentre
    pending
  }
}
    `) as unknown as TypedDocumentString<VisitsWorkQueuePendingQuery, VisitsWorkQueuePendingQueryVariables>;
export const VisitsWorkQueueMonthDocument = new TypedDocumentString(`
    query VisitsWorkQueueMonth($IDCentre: Int, $year: Int!, $month: Int!) {
  findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {
    IDCentre
    visits {
      ID
      centreLabel
      fkCentre
    }
    availabilities {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<VisitsWorkQueueMonthQuery, VisitsWorkQueueMonthQueryVariables>;
export const WaitlistDetailPlanDocument = new TypedDocumentString(`
    mutation WaitlistDetailPlan($ID: Int!, $data: EnquiryDetailUpdate!) {
  updateEnquiryDetail(ID: $ID, data: $data) {
    ID
    enrollmentPlan
  }
}
    `) as unknown as TypedDocumentString<WaitlistDetailPlanMutation, WaitlistDetailPlanMutationVariables>;
export const WaitlistCancelDocument = new TypedDocumentString(`
    mutation WaitlistCancel($ID: Int!) {
  cancelEnquiry(ID: $ID) {
    ID
  }
}
    `) as unknown as TypedDocumentString<WaitlistCancelMutation, WaitlistCancelMutationVariables>;
export const WaitlistPrivacyTagOnDocument = new TypedDocumentString(`
    mutation WaitlistPrivacyTagOn($IDEnquiry: Int!, $IDTag: Int!) {
  updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {
    ID
  }
}
    `) as unknown as TypedDocumentString<WaitlistPrivacyTagOnMutation, WaitlistPrivacyTagOnMutationVariables>;
export const WaitlistPrivacyChildLogDocument = new TypedDocumentString(`
    query WaitlistPrivacyChildLog($IDChild: Int!) {
  findAllChildActivityLogByChild(IDChild: $IDChild) {
    totalCount
    data {
      action
      remark
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistPrivacyChildLogQuery, WaitlistPrivacyChildLogQueryVariables>;
export const WaitlistNewTagDocument = new TypedDocumentString(`
    mutation WaitlistNewTag($description: String!) {
  newTag(description: $description) {
    ID
    description
    weight
    isCustom
  }
}
    `) as unknown as TypedDocumentString<WaitlistNewTagMutation, WaitlistNewTagMutationVariables>;
export const WaitlistTagWeightDocument = new TypedDocumentString(`
    mutation WaitlistTagWeight($ID: Int!, $weight: Int!) {
  updateTagByFields(ID: $ID, weight: $weight) {
    ID
    weight
  }
}
    `) as unknown as TypedDocumentString<WaitlistTagWeightMutation, WaitlistTagWeightMutationVariables>;
export const WaitlistTagsDocument = new TypedDocumentString(`
    query WaitlistTags {
  findAllTags {
    ID
    weight
  }
}
    `) as unknown as TypedDocumentString<WaitlistTagsQuery, WaitlistTagsQueryVariables>;
export const WaitlistTagOnDocument = new TypedDocumentString(`
    mutation WaitlistTagOn($IDEnquiry: Int!, $IDTag: Int!) {
  updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {
    ID
    queueWeight
    waitlistTags {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistTagOnMutation, WaitlistTagOnMutationVariables>;
export const WaitlistTagOffDocument = new TypedDocumentString(`
    mutation WaitlistTagOff($IDEnquiry: Int!, $IDTag: Int!) {
  removeEnquiryTag(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {
    ID
    queueWeight
  }
}
    `) as unknown as TypedDocumentString<WaitlistTagOffMutation, WaitlistTagOffMutationVariables>;
export const WaitlistNoteDocument = new TypedDocumentString(`
    mutation WaitlistNote($IDEnquiry: Int!, $remark: String!) {
  addChildActivityLog(IDEnquiry: $IDEnquiry, remark: $remark) {
    ID
    mode
    remark
    user {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistNoteMutation, WaitlistNoteMutationVariables>;
export const WaitlistLogDocument = new TypedDocumentString(`
    query WaitlistLog($IDEnquiry: Int!) {
  findAllChildActivityLog(IDEnquiry: $IDEnquiry) {
    totalCount
    data {
      action
      mode
      remark
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistLogQuery, WaitlistLogQueryVariables>;
export const WaitlistDetailDocument = new TypedDocumentString(`
    mutation WaitlistDetail($ID: Int!, $data: EnquiryDetailUpdate!) {
  updateEnquiryDetail(ID: $ID, data: $data) {
    ID
    enrollmentPlan
    waitlistedAt
  }
}
    `) as unknown as TypedDocumentString<WaitlistDetailMutation, WaitlistDetailMutationVariables>;
export const WaitlistListDocument = new TypedDocumentString(`
    query WaitlistList($filter: WaitListFilter, $tag: Int, $preferEnrolDate: Date, $filterByVacancy: Boolean, $race: String, $pagination: Pagination) {
  getWaitList(
    filter: $filter
    tag: $tag
    preferEnrolDate: $preferEnrolDate
    filterByVacancy: $filterByVacancy
    race: $race
    pagination: $pagination
  ) {
    totalCount
    data {
      ID
      queueWeight
      queuePosition
      enrollmentPlan
      waitlistTags {
        ID
        description
        weight
      }
      stateHistory {
        action
        toState {
          stateCode
        }
      }
      offer {
        month
        status
        dueDate
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistListQuery, WaitlistListQueryVariables>;
export const WaitlistOfferDocument = new TypedDocumentString(`
    mutation WaitlistOffer($IDEnquiry: Int!, $month: Date) {
  acceptVacancyForRegistration(IDEnquiry: $IDEnquiry, month: $month) {
    ID
    admissionStatus {
      stateCode
    }
    offer {
      month
      status
      dueDate
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistOfferMutation, WaitlistOfferMutationVariables>;
export const WaitlistDeclineDocument = new TypedDocumentString(`
    mutation WaitlistDecline($IDEnquiry: Int!, $remarks: String) {
  rejectVacancyForRegistration(IDEnquiry: $IDEnquiry, remarks: $remarks) {
    ID
    admissionStatus {
      stateCode
    }
    offer {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistDeclineMutation, WaitlistDeclineMutationVariables>;
export const WaitlistPositionsDocument = new TypedDocumentString(`
    query WaitlistPositions {
  getMyWaitlistPositions {
    IDEnquiry
    position
    queueLength
    expectedOfferMonth
    reasons
    offer {
      month
      dueDate
      status
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistPositionsQuery, WaitlistPositionsQueryVariables>;
export const WaitlistSearchDocument = new TypedDocumentString(`
    query WaitlistSearch($q: String!) {
  searchChildInWaitList(q: $q) {
    ID
  }
}
    `) as unknown as TypedDocumentString<WaitlistSearchQuery, WaitlistSearchQueryVariables>;
export const WaitlistFiltersDocument = new TypedDocumentString(`
    query WaitlistFilters {
  getWaitListFilter {
    centres {
      ID
    }
    tags {
      ID
    }
    levels {
      ID
    }
    preferMonthOfEnrolmentOptions
    races
  }
}
    `) as unknown as TypedDocumentString<WaitlistFiltersQuery, WaitlistFiltersQueryVariables>;
export const WaitlistVacancyDocument = new TypedDocumentString(`
    query WaitlistVacancy($IDCentre: Int!) {
  getVacancyTab(IDCentre: $IDCentre) {
    month
    fkLevel
    capacity
    vacancies
    waiting
  }
}
    `) as unknown as TypedDocumentString<WaitlistVacancyQuery, WaitlistVacancyQueryVariables>;
export const WithdrawalsEstimateDocument = new TypedDocumentString(`
    query WithdrawalsEstimate($childID: Int!, $noticeDate: Date!, $effectiveDate: Date!) {
  getWithdrawalDefaultRefundAmount(
    childID: $childID
    noticeDate: $noticeDate
    effectiveDate: $effectiveDate
  ) {
    defaultDepositRefundAmount
    defaultFeeRefundAmount
    monthlyFee
    depositAmount
    noticeInDays
    earliestLastDay
    shortNoticeDays
    feeInLieuAmount
  }
}
    `) as unknown as TypedDocumentString<WithdrawalsEstimateQuery, WithdrawalsEstimateQueryVariables>;
export const WithdrawalsSubmitDocument = new TypedDocumentString(`
    mutation WithdrawalsSubmit($childID: Int!, $withdrawalData: WithdrawalInput!) {
  submitWithdrawalRequest(childID: $childID, withdrawalData: $withdrawalData) {
    ...WithdrawalFields
  }
}
    fragment WithdrawalFields on WithdrawalDraft {
  ID
  status
  fkCentre
  documentsVerified
  can
  centreApprover {
    ID
  }
  hqApprover {
    ID
  }
  withdrawalDraftItem {
    effectiveDate
    noticeDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    child {
      ID
    }
    codeByParentReason {
      label
    }
    codeByReason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<WithdrawalsSubmitMutation, WithdrawalsSubmitMutationVariables>;
export const WithdrawalsDraftsDocument = new TypedDocumentString(`
    query WithdrawalsDrafts($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {
  findAllWithdrawalDraft(
    IDSchool: $IDSchool
    filter: $filter
    pagination: $pagination
  ) {
    totalCount
    data {
      ...WithdrawalFields
    }
  }
}
    fragment WithdrawalFields on WithdrawalDraft {
  ID
  status
  fkCentre
  documentsVerified
  can
  centreApprover {
    ID
  }
  hqApprover {
    ID
  }
  withdrawalDraftItem {
    effectiveDate
    noticeDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    child {
      ID
    }
    codeByParentReason {
      label
    }
    codeByReason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<WithdrawalsDraftsQuery, WithdrawalsDraftsQueryVariables>;
export const WithdrawalsCompletedDocument = new TypedDocumentString(`
    query WithdrawalsCompleted($IDSchool: Int!, $filter: WithdrawalFilter) {
  findAllWithdrawal(IDSchool: $IDSchool, filter: $filter) {
    totalCount
    data {
      ...WithdrawalFields
    }
  }
}
    fragment WithdrawalFields on WithdrawalDraft {
  ID
  status
  fkCentre
  documentsVerified
  can
  centreApprover {
    ID
  }
  hqApprover {
    ID
  }
  withdrawalDraftItem {
    effectiveDate
    noticeDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    child {
      ID
    }
    codeByParentReason {
      label
    }
    codeByReason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<WithdrawalsCompletedQuery, WithdrawalsCompletedQueryVariables>;
export const WithdrawalsGetDocument = new TypedDocumentString(`
    query WithdrawalsGet($IDWithdrawal: Int!) {
  getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {
    ...WithdrawalFields
  }
}
    fragment WithdrawalFields on WithdrawalDraft {
  ID
  status
  fkCentre
  documentsVerified
  can
  centreApprover {
    ID
  }
  hqApprover {
    ID
  }
  withdrawalDraftItem {
    effectiveDate
    noticeDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    child {
      ID
    }
    codeByParentReason {
      label
    }
    codeByReason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<WithdrawalsGetQuery, WithdrawalsGetQueryVariables>;
export const WithdrawalsCentreApproveDocument = new TypedDocumentString(`
    mutation WithdrawalsCentreApprove($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {
  approveWithdrawalRequestByCentreStaff(
    IDWithdrawal: $IDWithdrawal
    decision: $decision
  ) {
    ...WithdrawalFields
  }
}
    fragment WithdrawalFields on WithdrawalDraft {
  ID
  status
  fkCentre
  documentsVerified
  can
  centreApprover {
    ID
  }
  hqApprover {
    ID
  }
  withdrawalDraftItem {
    effectiveDate
    noticeDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    child {
      ID
    }
    codeByParentReason {
      label
    }
    codeByReason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<WithdrawalsCentreApproveMutation, WithdrawalsCentreApproveMutationVariables>;
export const WithdrawalsCentreRejectDocument = new TypedDocumentString(`
    mutation WithdrawalsCentreReject($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {
  rejectWithdrawalRequestByCentreStaff(
    IDWithdrawal: $IDWithdrawal
    decision: $decision
  ) {
    ...WithdrawalFields
  }
}
    fragment WithdrawalFields on WithdrawalDraft {
  ID
  status
  fkCentre
  documentsVerified
  can
  centreApprover {
    ID
  }
  hqApprover {
    ID
  }
  withdrawalDraftItem {
    effectiveDate
    noticeDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    child {
      ID
    }
    codeByParentReason {
      label
    }
    codeByReason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<WithdrawalsCentreRejectMutation, WithdrawalsCentreRejectMutationVariables>;
export const WithdrawalsHqApproveDocument = new TypedDocumentString(`
    mutation WithdrawalsHqApprove($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {
  approveWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {
    ...WithdrawalFields
  }
}
    fragment WithdrawalFields on WithdrawalDraft {
  ID
  status
  fkCentre
  documentsVerified
  can
  centreApprover {
    ID
  }
  hqApprover {
    ID
  }
  withdrawalDraftItem {
    effectiveDate
    noticeDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    child {
      ID
    }
    codeByParentReason {
      label
    }
    codeByReason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<WithdrawalsHqApproveMutation, WithdrawalsHqApproveMutationVariables>;
export const WithdrawalsHqRejectDocument = new TypedDocumentString(`
    mutation WithdrawalsHqReject($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {
  rejectWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {
    ...WithdrawalFields
  }
}
    fragment WithdrawalFields on WithdrawalDraft {
  ID
  status
  fkCentre
  documentsVerified
  can
  centreApprover {
    ID
  }
  hqApprover {
    ID
  }
  withdrawalDraftItem {
    effectiveDate
    noticeDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    child {
      ID
    }
    codeByParentReason {
      label
    }
    codeByReason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<WithdrawalsHqRejectMutation, WithdrawalsHqRejectMutationVariables>;
export const WithdrawalsVerifyDocument = new TypedDocumentString(`
    mutation WithdrawalsVerify($IDWithdrawal: Int!) {
  onAllWithdrawalDocumentedVerified(IDWithdrawal: $IDWithdrawal) {
    ...WithdrawalFields
  }
}
    fragment WithdrawalFields on WithdrawalDraft {
  ID
  status
  fkCentre
  documentsVerified
  can
  centreApprover {
    ID
  }
  hqApprover {
    ID
  }
  withdrawalDraftItem {
    effectiveDate
    noticeDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    child {
      ID
    }
    codeByParentReason {
      label
    }
    codeByReason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<WithdrawalsVerifyMutation, WithdrawalsVerifyMutationVariables>;
export const WithdrawalsCancelRequestDocument = new TypedDocumentString(`
    mutation WithdrawalsCancelRequest($IDWithdrawal: Int!, $remark: String) {
  cancelWithdrawalRequest(IDWithdrawal: $IDWithdrawal, remark: $remark) {
    ...WithdrawalFields
  }
}
    fragment WithdrawalFields on WithdrawalDraft {
  ID
  status
  fkCentre
  documentsVerified
  can
  centreApprover {
    ID
  }
  hqApprover {
    ID
  }
  withdrawalDraftItem {
    effectiveDate
    noticeDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    child {
      ID
    }
    codeByParentReason {
      label
    }
    codeByReason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<WithdrawalsCancelRequestMutation, WithdrawalsCancelRequestMutationVariables>;
export const WithdrawalsCancelDocument = new TypedDocumentString(`
    mutation WithdrawalsCancel($IDWithdrawal: Int!, $remark: String) {
  cancelWithdrawal(IDWithdrawal: $IDWithdrawal, remark: $remark) {
    ...WithdrawalFields
  }
}
    fragment WithdrawalFields on WithdrawalDraft {
  ID
  status
  fkCentre
  documentsVerified
  can
  centreApprover {
    ID
  }
  hqApprover {
    ID
  }
  withdrawalDraftItem {
    effectiveDate
    noticeDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    child {
      ID
    }
    codeByParentReason {
      label
    }
    codeByReason {
      label
    }
  }
  activityLogs {
    status
    remark
    user {
      ID
    }
  }
}`) as unknown as TypedDocumentString<WithdrawalsCancelMutation, WithdrawalsCancelMutationVariables>;
export const WithdrawalsVacanciesDocument = new TypedDocumentString(`
    query WithdrawalsVacancies($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {
  findAllVacancies(
    CentreID: $CentreID
    ServiceLevel: $ServiceLevel
    Year: $Year
    fromMonth: $fromMonth
  ) {
    count
    status
    month
  }
}
    `) as unknown as TypedDocumentString<WithdrawalsVacanciesQuery, WithdrawalsVacanciesQueryVariables>;
export const WithdrawalFormsDocument = new TypedDocumentString(`
    query WithdrawalForms($IDWithdrawal: Int!) {
  getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {
    eConsentStatus
    can
    forms {
      formType
      eDocumentStatus
      signedDocumentAvailable
      participants {
        role
        status
        displayName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WithdrawalFormsQuery, WithdrawalFormsQueryVariables>;
export const WithdrawalPendingForm2Document = new TypedDocumentString(`
    query WithdrawalPendingForm2($pendingStatus: String) {
  getPendingForm2ESignatureChildren(pendingStatus: $pendingStatus) {
    IDWithdrawal
    formType
    pendingStatus
    signer
    child {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<WithdrawalPendingForm2Query, WithdrawalPendingForm2QueryVariables>;
export const WithdrawalPendingForm3Document = new TypedDocumentString(`
    query WithdrawalPendingForm3($pendingStatus: String) {
  getPendingWithdrawalForm3ESignatureChildren(pendingStatus: $pendingStatus) {
    IDWithdrawal
    pendingStatus
  }
}
    `) as unknown as TypedDocumentString<WithdrawalPendingForm3Query, WithdrawalPendingForm3QueryVariables>;
export const WithdrawalSendFormLinkDocument = new TypedDocumentString(`
    mutation WithdrawalSendFormLink($IDWithdrawal: Int!) {
  sendWithdrawalFormLink(IDWithdrawal: $IDWithdrawal) {
    eConsentStatus
  }
}
    `) as unknown as TypedDocumentString<WithdrawalSendFormLinkMutation, WithdrawalSendFormLinkMutationVariables>;
export const AuditAnonymousRegisterDocument = new TypedDocumentString(`
    mutation AuditAnonymousRegister($token: String!, $password: String!, $pdpa: String) {
  register(token: $token, password: $password, pdpaConsentVersion: $pdpa) {
    token
  }
}
    `) as unknown as TypedDocumentString<AuditAnonymousRegisterMutation, AuditAnonymousRegisterMutationVariables>;
export const AuditLogDocument = new TypedDocumentString(`
    query AuditLog($IDSchool: Int!, $filter: AuditLogFilter, $pagination: Pagination) {
  findAllAuditLog(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    totalCountCapped
    data {
      ID
      kind
      operation
      action
      userId
      userEmail
      role
      targetType
      targetId
      outcome
      errorCode
      clientIp
    }
  }
}
    `) as unknown as TypedDocumentString<AuditLogQuery, AuditLogQueryVariables>;
export const AuditChildrenDocument = new TypedDocumentString(`
    query AuditChildren {
  findAllChildrenByParent {
    ID
  }
}
    `) as unknown as TypedDocumentString<AuditChildrenQuery, AuditChildrenQueryVariables>;
export const JobsFailedDocument = new TypedDocumentString(`
    query JobsFailed($IDSchool: Int!) {
  findAllFailedJob(IDSchool: $IDSchool) {
    totalCount
    data {
      name
      recordId
      retryCount
      error
    }
  }
}
    `) as unknown as TypedDocumentString<JobsFailedQuery, JobsFailedQueryVariables>;