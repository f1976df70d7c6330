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

export type MyAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountQuery = { myAccount: { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null, pendingEmail: string | null } };

export type MyConsentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyConsentsQuery = { myConsents: Array<{ ID: number, kind: string, version: string, givenAt: string, centreLabel: string | null }> };

export type UpdateMyProfileMutationVariables = Exact<{
  firstname: string;
  lastname: string;
  mobilePhone: string;
}>;


export type UpdateMyProfileMutation = { updateMyProfile: { ID: number } };

export type RequestEmailChangeMutationVariables = Exact<{
  newEmail: string;
}>;


export type RequestEmailChangeMutation = { requestEmailChange: { ID: number, pendingEmail: string | null } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { ID: number, email: string } };

export type ChangeMyPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeMyPasswordMutation = { changeMyPassword: boolean };

export type MyPushPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPushPreferencesQuery = { myPushPreferences: Array<{ kind: string, push: boolean }> };

export type UpdateMyPushPreferencesMutationVariables = Exact<{
  kinds: Array<string> | string;
}>;


export type UpdateMyPushPreferencesMutation = { updateMyPushPreferences: Array<{ kind: string, push: boolean }> };

export type AdmissionsListQueryVariables = Exact<{
  IDSchool: number;
  stageCode: string;
  statusCode?: string | null | undefined;
  filter?: AdmissionFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type AdmissionsListQuery = { findAllAdmission: { totalCount: number, stageCounts: Array<{ code: string, label: string, count: number }>, data: Array<{ ID: number, firstname: string, lastname: string, childFirstname: string, childLastname: string, pendingRegisterSince: string, source: string, createdAt: string, enrollmentPlan: string, stageCode: string | null, familyBlacklisted: boolean, centre: { ID: number, label: string }, level: { ID: number, label: string }, child: { birthCertificate: string | null }, user: { email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null }, admissionStatus: { stateCode: string, label: string } }> } };

export type AdmissionRowFieldsFragment = { ID: number, firstname: string, lastname: string, childFirstname: string, childLastname: string, pendingRegisterSince: string, source: string, createdAt: string, enrollmentPlan: string, stageCode: string | null, familyBlacklisted: boolean, centre: { ID: number, label: string }, level: { ID: number, label: string }, child: { birthCertificate: string | null }, user: { email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null }, admissionStatus: { stateCode: string, label: string } };

export type AdmissionsListSearchQueryVariables = Exact<{
  q: string;
}>;


export type AdmissionsListSearchQuery = { searchAdmissions: Array<{ ID: number, firstname: string, lastname: string, childFirstname: string, childLastname: string, pendingRegisterSince: string, source: string, createdAt: string, enrollmentPlan: string, stageCode: string | null, familyBlacklisted: boolean, centre: { ID: number, label: string }, level: { ID: number, label: string }, child: { birthCertificate: string | null }, user: { email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null }, admissionStatus: { stateCode: string, label: string } }> };

export type AdmissionFiltersQueryVariables = Exact<{
  IDSchool: number;
}>;


export type AdmissionFiltersQuery = { getAdmissionFilters: { centres: Array<{ ID: number, label: string }>, levels: Array<{ ID: number, label: string }>, stages: Array<{ code: string, label: string, statuses: Array<{ stateCode: string, label: string }> }> } };

export type AdmissionsSearchQueryVariables = Exact<{
  q: string;
}>;


export type AdmissionsSearchQuery = { searchAdmissions: Array<{ ID: number, childFirstname: string, childLastname: string, firstname: string, lastname: string, stageCode: string | null, centre: { ID: number, label: string }, child: { ID: number, birthCertificate: string | null }, user: { ID: number, email: string }, admissionStatus: { label: string } }> };

export type AdmissionDetailQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type AdmissionDetailQuery = { admissionByID: { ID: number, admission: { ID: number, firstname: string, lastname: string, childFirstname: string, childLastname: string, pendingRegisterSince: string, source: string, createdAt: string, enrollmentPlan: string, stageCode: string | null, familyBlacklisted: boolean, centre: { label: string }, level: { label: string }, child: { dateOfBirth: string, birthCertificate: string | null }, user: { email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null }, admissionStatus: { label: string, stateCode: string, enquiryFrontendState: string } }, enquiry: { ID: number, visits: Array<{ ID: number, status: string, visitType: string, visitFrom: string, visitTo: string }> }, stateHistory: Array<{ ID: number, action: string, remarks: string | null, userName: string | null, createdAt: string, fromState: { label: string } | null, toState: { label: string } }> } };

export type AttendanceClassesQueryVariables = Exact<{
  IDSchool: number;
}>;


export type AttendanceClassesQuery = { getAllClassInfo: { data: Array<{ ID: number, label: string, centre: { ID: number, label: string } }> } };

export type AttendanceRegisterQueryVariables = Exact<{
  classID: number;
  date: string;
}>;


export type AttendanceRegisterQuery = { getAttendanceByClass: Array<{ childID: number, date: string, present: boolean, absent: boolean, absentReason: string | null, checkIn: string | null, checkOut: string | null, inCentre: boolean, fever: boolean, child: { ID: number, firstname: string, lastname: string } | null, entries: Array<{ ID: number, sessionID: number, type: AttendanceType, time: string, reason: string | null, remarks: string | null, pickedBy: string | null, history: Array<{ changedAt: string, changedBy: string | null, action: string, remark: string | null }> }>, health: Array<{ ID: number, time: string, temperature: number | null, symptoms: Array<string>, fever: boolean }>, injuries: Array<{ ID: number, childID: number, date: string, side: InjurySide, top: number, left: number, injuryType: InjuryType, remarks: string, reportedBy: string | null, reportedAt: string, acknowledgedBy: string | null, acknowledgedAt: string | null }> }> };

export type AttendanceMarkChildrenMutationVariables = Exact<{
  attendanceUpdate: AttendanceUpdate;
  forChild: Array<number> | number;
  attendanceId?: number | null | undefined;
}>;


export type AttendanceMarkChildrenMutation = { addOrUpdateAttendance: Array<{ childID: number, present: boolean }> };

export type AttendanceCentreSummaryQueryVariables = Exact<{
  centreId: number;
  from: string;
  to: string;
  filter?: AttendanceSummaryFilter | null | undefined;
}>;


export type AttendanceCentreSummaryQuery = { getCentreAttendanceSummaries: Array<{ date: string, classID: number, classLabel: string, expected: number, present: number, absent: number, late: number, notArrived: number }> };

export type ChildAttendanceDaysQueryVariables = Exact<{
  childID: number;
  from: string;
  to: string;
}>;


export type ChildAttendanceDaysQuery = { getChildAttendances: Array<{ date: string, present: boolean, absent: boolean, absentReason: string | null, checkIn: string | null, checkOut: string | null, fever: boolean, entries: Array<{ ID: number, type: AttendanceType, time: string, pickedBy: string | null, remarks: string | null }>, health: Array<{ ID: number, time: string, temperature: number | null, symptoms: Array<string>, fever: boolean }>, injuries: Array<{ ID: number, childID: number, date: string, side: InjurySide, top: number, left: number, injuryType: InjuryType, remarks: string, reportedBy: string | null, reportedAt: string, acknowledgedBy: string | null, acknowledgedAt: string | null }> }> };

export type ChildLatePickupsQueryVariables = Exact<{
  childID: number;
  from: string;
  to: string;
}>;


export type ChildLatePickupsQuery = { getChildLatePickupEntries: { totalCount: number, totalFee: number, data: Array<{ ID: number, date: string, pickupTime: string, pickedBy: string | null, quantity: number, fee: number, invoice: number | null }> } };

export type ChildHealthInformationQueryVariables = Exact<{
  childID: number;
}>;


export type ChildHealthInformationQuery = { getChildHealthInfo: { childID: number, isImmunized: boolean, immunizationDetails: string | null, familyDoctorName: string | null, clinicName: string | null, clinicPhone: string | null, clinicAddress: string | null, updatedAt: string | null, medicalCondition: Array<{ disease: string, exists: boolean }> } };

export type SaveChildHealthInformationMutationVariables = Exact<{
  childID: number;
  healthInfo: ChildHealthInfoInput;
}>;


export type SaveChildHealthInformationMutation = { updateChildHealthInfo: { childID: number } };

export type AttendanceCentresQueryVariables = Exact<{ [key: string]: never; }>;


export type AttendanceCentresQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string }> };

export type InjuryFieldsFragment = { ID: number, childID: number, date: string, side: InjurySide, top: number, left: number, injuryType: InjuryType, remarks: string, reportedBy: string | null, reportedAt: string, acknowledgedBy: string | null, acknowledgedAt: string | null };

export type ChildInjuriesQueryVariables = Exact<{
  childID: number;
  from: string;
  to: string;
}>;


export type ChildInjuriesQuery = { getChildInjuries: Array<{ ID: number, childID: number, date: string, side: InjurySide, top: number, left: number, injuryType: InjuryType, remarks: string, reportedBy: string | null, reportedAt: string, acknowledgedBy: string | null, acknowledgedAt: string | null }> };

export type AddChildInjuryMutationVariables = Exact<{
  childID: number;
  injury: InjuryInput;
}>;


export type AddChildInjuryMutation = { addChildInjury: { ID: number } };

export type StaffAttendanceQueryVariables = Exact<{
  centreId: number;
  date: string;
}>;


export type StaffAttendanceQuery = { getStaffAttendancesByCentre: { centreID: number, date: string, staff: Array<{ teacherID: number, firstname: string, lastname: string, status: StaffAttendanceStatus | null, checkIn: string | null, checkOut: string | null, inCentre: boolean, remarks: string | null, sessions: Array<{ sessionID: number, checkIn: string, checkOut: string | null }> }>, ratios: Array<{ classID: number, classLabel: string, childrenIn: number, staffIn: number, teacherRatio: number | null, capacity: number | null, overRatio: boolean }> } };

export type RecordStaffAttendanceMutationVariables = Exact<{
  centreId: number;
  staffAttendance: StaffAttendanceInput;
}>;


export type RecordStaffAttendanceMutation = { recordStaffAttendance: { teacherID: number, status: StaffAttendanceStatus | null, inCentre: boolean } };

export type AttendanceChangedSubscriptionVariables = Exact<{
  centreId?: number | null | undefined;
}>;


export type AttendanceChangedSubscription = { attendanceChanged: { centreID: number, classID: number | null, date: string, kind: string } };

export type AcknowledgeChildInjuryMutationVariables = Exact<{
  injuryID: number;
}>;


export type AcknowledgeChildInjuryMutation = { acknowledgeChildInjury: { ID: number, acknowledgedAt: string | null } };

export type ClusterFlagFieldsFragment = { ID: number, classLabel: string, symptom: string, firstDate: string, lastDate: string, childCount: number, broadcastID: number | null, broadcastStatus: string | null };

export type AttendanceHealthFlagsQueryVariables = Exact<{
  centreId: number;
  date: string;
}>;


export type AttendanceHealthFlagsQuery = { getCentreHealthFlags: { centreID: number, clusters: Array<{ ID: number, classLabel: string, symptom: string, firstDate: string, lastDate: string, childCount: number, broadcastID: number | null, broadcastStatus: string | null }>, fevers: Array<{ childID: number, firstname: string, lastname: string, classLabel: string, time: string, temperature: number | null }>, injuries: Array<{ firstname: string, lastname: string, classLabel: string, injury: { ID: number, childID: number, date: string, injuryType: InjuryType } }> } };

export type DraftSymptomClusterNoticeMutationVariables = Exact<{
  clusterID: number;
}>;


export type DraftSymptomClusterNoticeMutation = { draftSymptomClusterNotice: { ID: number, classLabel: string, symptom: string, firstDate: string, lastDate: string, childCount: number, broadcastID: number | null, broadcastStatus: string | null } };

export type NotifiableSymptomsQueryVariables = Exact<{
  IDSchool: number;
}>;


export type NotifiableSymptomsQuery = { getNotifiableSymptoms: Array<string> };

export type SaveNotifiableSymptomsMutationVariables = Exact<{
  IDSchool: number;
  symptoms: Array<string> | string;
}>;


export type SaveNotifiableSymptomsMutation = { updateNotifiableSymptoms: Array<string> };

export type AuditLogQueryVariables = Exact<{
  IDSchool: number;
  filter?: AuditLogFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type AuditLogQuery = { findAllAuditLog: { totalCount: number, totalCountCapped: boolean, data: Array<{ ID: number, createdAt: string, kind: string, operation: string, action: string, userId: number | null, userEmail: string | null, userName: string | null, role: string, targetType: string | null, targetId: number | null, outcome: string, errorCode: string | null, clientIp: string }> } };

export type FailedJobsQueryVariables = Exact<{
  IDSchool: number;
  pagination?: Pagination | null | undefined;
}>;


export type FailedJobsQuery = { findAllFailedJob: { totalCount: number, data: Array<{ ID: string, name: string, recordId: number | null, retryCount: number, error: string | null, failedAt: string | null }> } };

export type LoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginQuery = { login: { token: string } };

export type RegistrationInfoQueryVariables = Exact<{
  token: string;
}>;


export type RegistrationInfoQuery = { registrationInfo: { userId: number, email: string, firstname: string, maskedPhone: string | null, otpRequired: boolean, privacyPolicyUrl: string | null } };

export type RegisterMutationVariables = Exact<{
  token: string;
  password: string;
  pdpaConsentVersion?: string | null | undefined;
}>;


export type RegisterMutation = { register: { token: string } };

export type SendOtpMutationVariables = Exact<{
  userId: number;
  token: string;
}>;


export type SendOtpMutation = { sendOTP: boolean };

export type ValidateOtpMutationVariables = Exact<{
  userId: number;
  otpReceived: string;
  token: string;
}>;


export type ValidateOtpMutation = { validateOTP: boolean };

export type ResetPasswordMutationVariables = Exact<{
  tokenString: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type ForgetPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgetPasswordMutation = { forgetPassword: boolean };

export type LoginUrlQueryVariables = Exact<{
  fkSchool: number;
}>;


export type LoginUrlQuery = { getLoginUrl: { url: string } };

export type ValidateUserQueryVariables = Exact<{
  tokenString: string;
}>;


export type ValidateUserQuery = { validateUser: { token: string } };

export type BlacklistEntriesQueryVariables = Exact<{
  IDSchool: number;
  pagination?: Pagination | null | undefined;
}>;


export type BlacklistEntriesQuery = { getBlackListData: { totalCount: number, data: Array<{ ID: number, remark: string, updatedAt: string, child: { firstname: string | null, lastname: string | null }, parent: { firstname: string | null, lastname: string | null, email: string | null }, centre: { label: string }, code: { label: string } }> } };

export type BlacklistDraftsQueryVariables = Exact<{
  IDSchool: number;
  status?: string | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type BlacklistDraftsQuery = { blacklistDraftsByFkSchool: { totalCount: number, data: Array<{ ID: number, kind: string, status: string, can: Array<string>, approverName: string | null, decisionRemark: string | null, createdAt: string, centre: { label: string }, user: { ID: number, firstname: string | null, lastname: string | null }, items: Array<{ remark: string, child: { firstname: string | null, lastname: string | null }, parent: { email: string | null }, code: { label: string } | null }> }> } };

export type BlacklistReasonsQueryVariables = Exact<{
  fkSchool: number;
}>;


export type BlacklistReasonsQuery = { codesByLabelFkSchool: Array<{ codes: Array<{ ID: number, label: string }> }> };

export type BlacklistChildRelationsQueryVariables = Exact<{
  IDChild: number;
}>;


export type BlacklistChildRelationsQuery = { getChildRelationData: Array<{ ID: number, firstname: string | null, lastname: string | null, email: string }> };

export type BlacklistSubmitNewMutationVariables = Exact<{
  input: BlacklistNewInput;
}>;


export type BlacklistSubmitNewMutation = { submitNewBlacklist: { ID: number } };

export type BlacklistSubmitRemovalMutationVariables = Exact<{
  IDBlacklist: number;
  remark: string;
}>;


export type BlacklistSubmitRemovalMutation = { submitRemoveBlacklist: { ID: number } };

export type BlacklistApproveDraftMutationVariables = Exact<{
  IDBlacklistDraft: number;
  remark?: string | null | undefined;
}>;


export type BlacklistApproveDraftMutation = { approveBlacklistDraft: { ID: number } };

export type BlacklistRejectDraftMutationVariables = Exact<{
  IDBlacklistDraft: number;
  remark: string;
}>;


export type BlacklistRejectDraftMutation = { rejectBlacklistDraft: { ID: number } };

export type BlacklistCancelDraftMutationVariables = Exact<{
  IDBlacklistDraft: number;
  remark: string;
}>;


export type BlacklistCancelDraftMutation = { cancelBlacklistDraft: { ID: number } };

export type BroadcastListQueryVariables = Exact<{
  IDSchool: number;
  filter?: BroadcastFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type BroadcastListQuery = { getBroadcasting: { totalCount: number, unreadCount: number, data: Array<{ ID: number, subject: string, description: string, status: string, needsAcknowledgement: boolean, createdAt: string, updatedAt: string, publishedAt: string | null, editedAt: string | null, remindedAt: string | null, isRead: boolean | null, recipientCount: number, readCount: number, sender: { ID: number, firstname: string, lastname: string, roles: Array<{ name: string, label: string }> }, scopes: Array<{ type: string, ID: number, label: string }>, attachments: Array<{ ID: number, fileKey: string, fileSize: number, name: string, isPhoto: boolean, url: string }> }> } };

export type BroadcastScopeSearchQueryVariables = Exact<{
  IDSchool: number;
  search: string;
}>;


export type BroadcastScopeSearchQuery = { searchBroadcastingScope: Array<{ type: string, ID: number, label: string, description: string | null }> };

export type BroadcastReceiptsQueryVariables = Exact<{
  id: number;
  unreadOnly?: boolean | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type BroadcastReceiptsQuery = { getBroadcastingReadReceipts: { readCount: number, totalCount: number, recipientCount: number, classes: Array<{ classID: number | null, classLabel: string | null, centreLabel: string, readCount: number, totalCount: number }>, recipients: Array<{ childID: number, childName: string, classLabel: string | null, parentID: number, parentName: string, mobile: string | null, readAt: string | null }> } };

export type BroadcastSaveMutationVariables = Exact<{
  IDSchool: number;
  dto: BroadcastInput;
  publish: boolean;
}>;


export type BroadcastSaveMutation = { saveBroadcasting: { ID: number, status: string } };

export type BroadcastDeleteMutationVariables = Exact<{
  id: number;
}>;


export type BroadcastDeleteMutation = { deleteBroadcastingByID: boolean };

export type BroadcastMarkReadMutationVariables = Exact<{
  ids: Array<number> | number;
  isRead: boolean;
}>;


export type BroadcastMarkReadMutation = { markBroadcastingAsRead: boolean };

export type BroadcastUploadUrlMutationVariables = Exact<{
  IDSchool: number;
  filename: string;
  contentType: string;
}>;


export type BroadcastUploadUrlMutation = { getBroadcastingPhotoUploadUrl: { Url: string, Key: string } };

export type BusesQueryVariables = Exact<{
  IDSchool: number;
  filter?: BusFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type BusesQuery = { findAllBus: { totalCount: number, data: Array<{ ID: number, fkCentre: number, plateNumber: string, fkBusDriver: number | null, updatedAt: string, centre: { ID: number, label: string }, busDriver: { ID: number, firstname: string, lastname: string, mobilePhone: string } | null, busChildren: Array<{ ID: number, firstname: string, lastname: string }> }> } };

export type BusFreeChildrenQueryVariables = Exact<{
  IDSchool: number;
  centreID: number;
}>;


export type BusFreeChildrenQuery = { findAllChildrenNotAssignedToBus: Array<{ ID: number, firstname: string, lastname: string }> };

export type SaveBusMutationVariables = Exact<{
  IDSchool: number;
  busID?: number | null | undefined;
  data: BusInput;
  children?: Array<number> | number | null | undefined;
}>;


export type SaveBusMutation = { insertOrUpdateBusForSchool: { ID: number, plateNumber: string } };

export type RemoveBusMutationVariables = Exact<{
  IDBus: number;
}>;


export type RemoveBusMutation = { removeBusById: boolean };

export type BusDriversQueryVariables = Exact<{
  IDSchool: number;
  filter?: BusFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type BusDriversQuery = { findAllBusDriver: { totalCount: number, data: Array<{ ID: number, fkCentre: number, firstname: string, lastname: string, mobilePhoneCountryCode: string, mobilePhone: string, createdAt: string, centre: { ID: number, label: string } }> } };

export type AddBusDriverMutationVariables = Exact<{
  IDSchool: number;
  data: BusDriverInput;
}>;


export type AddBusDriverMutation = { insertBusDriver: { ID: number } };

export type UpdateBusDriverMutationVariables = Exact<{
  IDBusDriver: number;
  data: BusDriverInput;
}>;


export type UpdateBusDriverMutation = { updateBusDriverByFields: { ID: number } };

export type DeleteBusDriverMutationVariables = Exact<{
  IDBusDriver: number;
}>;


export type DeleteBusDriverMutation = { deleteBusDriverByID: boolean };

export type BusCentreOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BusCentreOptionsQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string }> };

export type CalendarCentresQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarCentresQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string, code: string }> };

export type PendingVisitCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingVisitCountsQuery = { getPendingVisitCounts: Array<{ IDCentre: number, pending: number }> };

export type CalendarMonthQueryVariables = Exact<{
  IDCentre?: number | null | undefined;
  year: number;
  month: number;
}>;


export type CalendarMonthQuery = { findAllCalendarEvent: { IDCentre: number | null, year: number, month: number, visits: Array<{ ID: number, visitType: string, visitFrom: string, visitTo: string, completed: boolean, status: string, statusText: string, approvalDisplay: string, comment: string | null, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, userName: string, userPhone: string | null, IDEnquiry: number, fkChild: number, childName: string, levelLabel: string, fkCentre: number, centreLabel: string }>, holidays: Array<{ ID: number, title: string, from: string, to: string, isPublic: boolean }>, availabilities: Array<{ ID: number, visitType: string, start: string, end: string, from: string, to: string, recurType: string, recurOnDays: Array<number>, slotMinutes: number, familiesPerSlot: number, active: boolean }> } };

export type VisitAvailabilitiesQueryVariables = Exact<{
  IDCentre: number;
  from: string;
  to: string;
}>;


export type VisitAvailabilitiesQuery = { findAllVisitAvailability: Array<{ ID: number, fkCentre: number, visitType: string, start: string, end: string, from: string, to: string, recurType: string, recurOnDays: Array<number>, slotMinutes: number, familiesPerSlot: number, active: boolean, visits: Array<{ ID: number }> }> };

export type CentreVisitsQueryVariables = Exact<{
  IDCentre?: number | null | undefined;
  status?: string | null | undefined;
  from?: string | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type CentreVisitsQuery = { getScheduledVisits: { totalCount: number, data: Array<{ ID: number, fkEnquiry: number, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, approvalDisplay: string, comment: string | null, completed: boolean, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null, childFirstname: string, childLastname: string, parentName: string, parentPhone: string | null, levelLabel: string, centre: { ID: number, label: string } }> } };

export type AddCalendarEventMutationVariables = Exact<{
  IDCentre: number;
  availability: VisitAvailabilityInput;
}>;


export type AddCalendarEventMutation = { addCalendarEvent: { ID: number } };

export type CancelAvailabilityMutationVariables = Exact<{
  IDAvailability: number;
}>;


export type CancelAvailabilityMutation = { cancelAvailability: { ID: number, active: boolean } };

export type ApproveParentMeetingMutationVariables = Exact<{
  IDVisit: number;
  remarks?: string | null | undefined;
}>;


export type ApproveParentMeetingMutation = { approveParentMeeting: { ID: number, status: string } };

export type RejectScheduledVisitMutationVariables = Exact<{
  IDVisit: number;
  remarks?: string | null | undefined;
}>;


export type RejectScheduledVisitMutation = { rejectScheduledVisit: { ID: number, status: string } };

export type SkipCentreVisitMutationVariables = Exact<{
  IDEnquiry: number;
  remarks?: string | null | undefined;
}>;


export type SkipCentreVisitMutation = { skipCentreVisit: { ID: number } };

export type ApproveTrialPeriodVisitMutationVariables = Exact<{
  IDVisit: number;
  remarks?: string | null | undefined;
}>;


export type ApproveTrialPeriodVisitMutation = { approveTrialPeriodVisit: { ID: number, status: string } };

export type RejectTrialPeriodVisitMutationVariables = Exact<{
  IDVisit: number;
  remarks?: string | null | undefined;
}>;


export type RejectTrialPeriodVisitMutation = { rejectTrialPeriodVisit: { ID: number, status: string } };

export type SkipTrialVisitMutationVariables = Exact<{
  IDEnquiry: number;
  remarks: string;
}>;


export type SkipTrialVisitMutation = { skipTrialVisit: { ID: number } };

export type RecordTrialPeriodPaymentMutationVariables = Exact<{
  IDVisit: number;
}>;


export type RecordTrialPeriodPaymentMutation = { recordTrialPeriodPayment: { ID: number, trialPeriodPaymentStatus: string | null } };

export type ChildrenWithoutAttendanceQueryVariables = Exact<{
  centreId: number;
  month: string;
}>;


export type ChildrenWithoutAttendanceQuery = { getChildrenWithoutAttendance: Array<{ childID: number, firstname: string, lastname: string, enrolledFrom: string, enrolledTo: string | null }> };

export type CentresQueryVariables = Exact<{
  IDSchool: number;
  filter?: CentreFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type CentresQuery = { findAllCentreForSchool: { totalCount: number, data: Array<{ ID: number, code: string, label: string, active: boolean, levelCount: number, addresses: Array<{ ID: number, address: string, building: string | null, floor: string | null, unit: string | null, postcode: string }> }> } };

export type CentreDetailQueryVariables = Exact<{
  IDSchool: number;
  centreID: number;
}>;


export type CentreDetailQuery = { findAllCentreForSchool: { data: Array<{ ID: number, code: string, ecdaCode: string | null, label: string, teacherRatio: number | null, active: boolean, addresses: Array<{ ID: number, address: string, building: string | null, floor: string | null, unit: string | null, postcode: string, lat: number | null, lng: number | null }>, centreLevels: Array<{ ID: number, fkLevel: number, fkProgram: number, level: { ID: number, label: string, active: boolean }, program: { ID: number, label: string, active: boolean } }>, centreNearbyPostcodes: Array<{ ID: number, postcode: string }> }> } };

export type OfferableLevelsQueryVariables = Exact<{
  IDSchool: number;
}>;


export type OfferableLevelsQuery = { getLevelsForSchool: Array<{ ID: number, label: string, programs: Array<{ ID: number, label: string, from: string, to: string }> }> };

export type GeocodePostalCodeQueryVariables = Exact<{
  postalCode: string;
}>;


export type GeocodePostalCodeQuery = { geocodePostalCode: { postalCode: string, address: string, building: string | null, lat: number, lng: number, approximate: boolean } | null };

export type SaveCentreMutationVariables = Exact<{
  IDSchool: number;
  centreID?: number | null | undefined;
  centreData: CentreInput;
  postcodes?: Array<string> | string | null | undefined;
  levels: Array<CentreLevelInput> | CentreLevelInput;
  addressData: CentreAddressInput;
}>;


export type SaveCentreMutation = { insertOrUpdateCentreForSchool: { ID: number } };

export type RemoveCentreMutationVariables = Exact<{
  IDSchool: number;
  centreID: number;
}>;


export type RemoveCentreMutation = { removeCentreForSchool: boolean };

export type ClassesListQueryVariables = Exact<{
  IDSchool: number;
  filter?: ClassFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ClassesListQuery = { getAllClassInfo: { totalCount: number, data: Array<{ ID: number, label: string, currentChildrenCount: number, upcomingChildrenCount: number, capacity: number | null, overCapacity: boolean, centre: { ID: number, label: string }, level: { ID: number, label: string }, teachers: Array<{ ID: number | null, firstname: string, lastname: string }> }> } };

export type ClassDetailQueryVariables = Exact<{
  IDSchool: number;
  classID: number;
}>;


export type ClassDetailQuery = { getAllClassInfo: { data: Array<{ ID: number, label: string, description: string | null, coverPhotoKey: string | null, coverPhotoURL: string | null, profilePhotoKey: string | null, profilePhotoURL: string | null, currentChildrenCount: number, upcomingChildrenCount: number, capacity: number | null, overCapacity: boolean, centre: { ID: number, label: string }, level: { ID: number, label: string }, teachers: Array<{ ID: number | null, firstname: string, lastname: string, email: string | null, fkUser: number | null }>, children: Array<{ ID: number, firstname: string, lastname: string, dateOfBirth: string, from: string, upcoming: boolean }> }> } };

export type ClassCentresQueryVariables = Exact<{ [key: string]: never; }>;


export type ClassCentresQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string }> };

export type ChildListCentresQueryVariables = Exact<{ [key: string]: never; }>;


export type ChildListCentresQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string }> };

export type ClassCentreLevelsQueryVariables = Exact<{
  IDSchool: number;
  centreID: number;
}>;


export type ClassCentreLevelsQuery = { findAllCentreLevel: { data: Array<{ ID: number, level: { ID: number, label: string } }> } };

export type ClassTeacherSearchQueryVariables = Exact<{
  IDSchool: number;
  centreID: number;
  search: string;
}>;


export type ClassTeacherSearchQuery = { getTeacherListOnInput: Array<{ ID: number | null, firstname: string, lastname: string, email: string | null, fkUser: number | null }> };

export type CreateNewClassMutationVariables = Exact<{
  IDSchool: number;
  classData: ClassInput;
}>;


export type CreateNewClassMutation = { createNewClass: { ID: number, label: string, overCapacity: boolean } };

export type UpdateClassDetailsMutationVariables = Exact<{
  IDSchool: number;
  classID: number;
  classData: ClassInput;
}>;


export type UpdateClassDetailsMutation = { updateClassDetails: { ID: number, label: string, overCapacity: boolean } };

export type DeleteClassAndTeachersMutationVariables = Exact<{
  IDSchool: number;
  classID: number;
  moveToClassID?: number | null | undefined;
}>;


export type DeleteClassAndTeachersMutation = { deleteClassAndTeachers: boolean };

export type ClassPhotoUploadUrlMutationVariables = Exact<{
  IDSchool: number;
  filename: string;
  contentType: string;
}>;


export type ClassPhotoUploadUrlMutation = { getClassPhotoUploadURL: { Url: string, Key: string } };

export type ChildrenToAssignQueryVariables = Exact<{
  IDSchool: number;
  classID: number;
}>;


export type ChildrenToAssignQuery = { getChildrenToAssignToClass: Array<{ ID: number, firstname: string, lastname: string, dateOfBirth: string, upcomingLevel: { from: string } | null }> };

export type AssignChildrenToClassMutationVariables = Exact<{
  IDSchool: number;
  classID: number;
  childIDs: Array<number> | number;
  from: string;
}>;


export type AssignChildrenToClassMutation = { assignChildrenToClass: { ID: number, overCapacity: boolean } };

export type ChildListRowFragment = { ID: number, firstname: string, lastname: string, dateOfBirth: string, closestLevel: { from: string, to: string | null, moveReason: string | null, centre: { ID: number, label: string }, level: { ID: number, label: string } } | null, currentClass: { class: { ID: number, label: string } } | null, upcomingClass: { class: { ID: number, label: string } } | null };

export type ClassChildrenQueryVariables = Exact<{
  IDSchool: number;
  filter?: ChildFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ClassChildrenQuery = { getChildrenData: { totalCount: number, data: Array<{ ID: number, firstname: string, lastname: string, dateOfBirth: string, closestLevel: { from: string, to: string | null, moveReason: string | null, centre: { ID: number, label: string }, level: { ID: number, label: string } } | null, currentClass: { class: { ID: number, label: string } } | null, upcomingClass: { class: { ID: number, label: string } } | null }> } };

export type ClassPastChildrenQueryVariables = Exact<{
  IDSchool: number;
  filter?: ChildFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ClassPastChildrenQuery = { getPastChildrenData: { totalCount: number, data: Array<{ ID: number, firstname: string, lastname: string, dateOfBirth: string, closestLevel: { from: string, to: string | null, moveReason: string | null, centre: { ID: number, label: string }, level: { ID: number, label: string } } | null, currentClass: { class: { ID: number, label: string } } | null, upcomingClass: { class: { ID: number, label: string } } | null }> } };

export type ChildProfileQueryVariables = Exact<{
  IDSchool: number;
  IDChild: number;
}>;


export type ChildProfileQuery = { childByID: { ID: number, firstname: string, lastname: string, dateOfBirth: string, birthCertificate: string | null, nationality: string | null, race: string | null, gender: string | null, householdIncomeRange: string | null, numFamilyMembers: number | null, imageURL: string | null, enrolmentDate: string | null, childCurrentEstimatedPromotionDate: string | null, currentLevel: { from: string, centre: { label: string }, level: { label: string }, program: { label: string } | null } | null, upcomingLevel: { from: string, centre: { label: string }, level: { label: string } } | null, currentClass: { from: string, class: { ID: number, label: string }, teachers: Array<{ ID: number | null, firstname: string, lastname: string }> } | null, upcomingClass: { from: string, class: { ID: number, label: string }, teachers: Array<{ ID: number | null, firstname: string, lastname: string }> } | null, levels: Array<{ ID: number, from: string, to: string | null, moveReason: string | null, centre: { label: string }, level: { label: string }, nextLevel: { label: string } | null }>, classes: Array<{ ID: number, from: string, to: string | null, class: { label: string }, level: { label: string } }> } };

export type ChildGuardiansQueryVariables = Exact<{
  IDChild: number;
}>;


export type ChildGuardiansQuery = { findAllGuardian: Array<{ ID: number, firstname: string, lastname: string, email: string, mobilePhoneCountryCode: string | null, mobilePhone: string | null, relation: string | null, isMainApplicant: boolean, guardianAccess: boolean }> };

export type PromotionPreviewQueryVariables = Exact<{
  IDSchool: number;
  centreID?: number | null | undefined;
}>;


export type PromotionPreviewQuery = { getPromotionPreview: Array<{ from: string, moveReason: string, warning: string | null, child: { ID: number, firstname: string, lastname: string, dateOfBirth: string }, centre: { ID: number, label: string }, fromLevel: { ID: number, label: string }, toLevel: { ID: number, label: string } | null, class: { ID: number, label: string } | null }> };

export type PromoteChildrenAndAssignClassMutationVariables = Exact<{
  IDSchool: number;
  items: Array<PromotionItemInput> | PromotionItemInput;
}>;


export type PromoteChildrenAndAssignClassMutation = { promoteChildrenAndAssignClass: { moved: number } };

export type ChildActivityPageQueryVariables = Exact<{
  IDChild: number;
  pagination?: Pagination | null | undefined;
}>;


export type ChildActivityPageQuery = { findAllChildActivityLogByChild: { totalCount: number, data: Array<{ ID: number, mode: string, action: string, remark: string | null, updatedAt: string, user: { ID: number, firstname: string, lastname: string } | null }> } };

export type FamilyContactsQueryVariables = Exact<{
  IDChild: number;
}>;


export type FamilyContactsQuery = { getFamilyContacts: { emergencyContact: unknown, address: { postcode: string, address: string, building: string | null, floor: string | null, unit: string | null, city: string | null, country: string | null } | null } };

export type ChildProfileSaveAddressMutationVariables = Exact<{
  IDChild: number;
  addressData: UserAddressInput;
}>;


export type ChildProfileSaveAddressMutation = { updateMyAddressFromChild: { emergencyContact: unknown } };

export type ChildProfileSaveEmergencyContactMutationVariables = Exact<{
  IDChild: number;
  data: unknown;
}>;


export type ChildProfileSaveEmergencyContactMutation = { updateChildEmergencyContact: { emergencyContact: unknown } };

export type ChildProfileUpdateChildMutationVariables = Exact<{
  IDChild: number;
  data: ChildFieldsInput;
}>;


export type ChildProfileUpdateChildMutation = { updateChildByFields: { ID: number } };

export type DocumentSummaryQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type DocumentSummaryQuery = { getEnquiryDocumentSummary: { IDEnquiry: number, IDChild: number, stateCode: string, stateLabel: string, childName: string, childDateOfBirth: string, birthCertificate: string | null, parentName: string, parentEmail: string, centreLabel: string, levelLabel: string, enrollmentPlan: string, canUpload: boolean, canSubmit: boolean, canConsent: boolean } };

export type RequiredDocumentsQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type RequiredDocumentsQuery = { listRequiredDocuments: Array<{ DocumentTypeID: number, ParentID: number, ChildID: number, Fullname: string, DocumentType: string, isRequired: boolean, Status: string, Remarks: string | null, UploadAccess: number, documents: Array<{ ID: number, fkChild: number, filename: string | null, sizeBytes: number | null, status: string, statusText: string, remark: string | null, createdAt: string }> }> };

export type DocumentUploadUrlMutationVariables = Exact<{
  IDEnquiry: number;
  filename: string;
  contentType: string;
}>;


export type DocumentUploadUrlMutation = { getEnquiryDocumentUploadUrl: { Url: string, Key: string } };

export type SaveDocumentsMutationVariables = Exact<{
  IDEnquiry: number;
  uploadedDocuments: Array<UploadedDocumentInput> | UploadedDocumentInput;
}>;


export type SaveDocumentsMutation = { saveDocumentsByIDEnquiry: Array<{ ID: number }> };

export type RemoveDocumentMutationVariables = Exact<{
  IDDocument: number;
  IDEnquiry: number;
}>;


export type RemoveDocumentMutation = { removeDocumentByIDEnquiry: boolean };

export type CompleteDocumentUploadMutationVariables = Exact<{
  IDEnquiry: number;
}>;


export type CompleteDocumentUploadMutation = { setDocumentUploadAsCompleted: boolean };

export type DocumentUrlQueryVariables = Exact<{
  IDDocument: number;
  IDChild?: number | null | undefined;
}>;


export type DocumentUrlQuery = { getDocumentURL: string };

export type PendingDocumentsQueryVariables = Exact<{
  IDCentre?: number | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type PendingDocumentsQuery = { findAllPendingDocument: { totalCount: number, data: Array<{ ID: number, IDEnquiry: number | null, IDChild: number, childName: string, centreLabel: string, documentType: string, filename: string | null, createdAt: string }> } };

export type ApproveDocumentMutationVariables = Exact<{
  IDDocument: number;
}>;


export type ApproveDocumentMutation = { approveEnquiryDocument: { ID: number } };

export type RejectDocumentMutationVariables = Exact<{
  IDDocument: number;
  remark: string;
}>;


export type RejectDocumentMutation = { rejectEnquiryDocument: { ID: number } };

export type MarkDocumentNotRequiredMutationVariables = Exact<{
  IDEnquiry: number;
  documentTypeID: number;
  remark: string;
}>;


export type MarkDocumentNotRequiredMutation = { markEnquiryDocumentAsNotRequired: { ID: number } };

export type DocumentTypeConfigsQueryVariables = Exact<{
  IDSchool: number;
}>;


export type DocumentTypeConfigsQuery = { documentTypeConfigsByFkDocumentTypeConfig: Array<{ ID: number, label: string, description: string | null, category: string, isRequired: boolean, listAccess: number, uploadAccess: number, sortOrder: number, active: boolean }> };

export type SaveDocumentTypeMutationVariables = Exact<{
  IDSchool: number;
  ID?: number | null | undefined;
  data: DocumentTypeConfigInput;
}>;


export type SaveDocumentTypeMutation = { insertOrUpdateDocumentTypeConfig: { ID: number } };

export type EnquiryOptionListsQueryVariables = Exact<{
  fkSchool: number;
  labels: Array<string> | string;
}>;


export type EnquiryOptionListsQuery = { codesByLabelFkSchool: Array<{ category: string, codes: Array<{ ID: number, label: string, description: string }> }> };

export type EnquirySuggestLevelQueryVariables = Exact<{
  IDSchool: number;
  dateOfBirth: string;
  enrollmentDate: string;
  isRadiusSearch?: boolean | null | undefined;
}>;


export type EnquirySuggestLevelQuery = { suggestLevel: { ID: number, label: string, programs: Array<{ ID: number, label: string }> } | null };

export type EnquiryIsExistingParentQueryVariables = Exact<{
  email: string;
}>;


export type EnquiryIsExistingParentQuery = { isExistingParent: boolean };

export type EnquiryIsExistingChildQueryVariables = Exact<{
  birthCertificate: string;
  fkSchool: number;
}>;


export type EnquiryIsExistingChildQuery = { isExistingChild: boolean };

export type NewEnquiryMutationVariables = Exact<{
  schoolID: number;
  email: string;
  phoneNumberCountryCode: string;
  phoneNumber: string;
  centreIDs: Array<number> | number;
  enquiry: EnquiryDetailsInput;
  pdpaConsentVersion?: string | null | undefined;
  preferredLanguage?: string | null | undefined;
}>;


export type NewEnquiryMutation = { newEnquiry: { success: boolean, error: Array<{ message: string, code: string | null }> | null, data: Array<{ ID: number, centre: { ID: number, label: string, code: string } }> | null } };

export type OfferedCentreListFragment = { totalCount: number, data: Array<{ ID: number, label: string, code: string, distance: number | null, vacancyAvailable: boolean, addresses: Array<{ ID: number, address: string, postcode: string, lat: number | null, lng: number | null }> }> };

export type EnquiryEnrollmentCentresQueryVariables = Exact<{
  IDSchool: number;
  enrollmentDate: string;
  level: number;
  program?: number | null | undefined;
  nationality?: string | null | undefined;
}>;


export type EnquiryEnrollmentCentresQuery = { findAllEnrollmentCentresForSchool: { totalCount: number, data: Array<{ ID: number, label: string, code: string, distance: number | null, vacancyAvailable: boolean, addresses: Array<{ ID: number, address: string, postcode: string, lat: number | null, lng: number | null }> }> } };

export type EnquiryCentresByPostalCodeQueryVariables = Exact<{
  postalCode: string;
  radius: number;
  enrollmentDate: string;
  level: number;
  filter: CentreSearchFilter;
  pagination?: Pagination | null | undefined;
}>;


export type EnquiryCentresByPostalCodeQuery = { findAllCentreByDistance: { totalCount: number, data: Array<{ ID: number, label: string, code: string, distance: number | null, vacancyAvailable: boolean, addresses: Array<{ ID: number, address: string, postcode: string, lat: number | null, lng: number | null }> }> } };

export type EnquiryCentresByLocationQueryVariables = Exact<{
  location: LatLngInput;
  radius: number;
  enrollmentDate: string;
  level: number;
  filter: CentreSearchFilter;
  pagination?: Pagination | null | undefined;
}>;


export type EnquiryCentresByLocationQuery = { findNearestCentresByLatLong: { totalCount: number, data: Array<{ ID: number, label: string, code: string, distance: number | null, vacancyAvailable: boolean, addresses: Array<{ ID: number, address: string, postcode: string, lat: number | null, lng: number | null }> }> } };

export type EnquiryPostalCodeLocationQueryVariables = Exact<{
  postalCode: string;
}>;


export type EnquiryPostalCodeLocationQuery = { geocodePostalCode: { postalCode: string, address: string, lat: number, lng: number } | null };

export type EnquiryPlaceSuggestionsQueryVariables = Exact<{
  searchVal: string;
}>;


export type EnquiryPlaceSuggestionsQuery = { searchPlaces: Array<{ postalCode: string, address: string, building: string | null, lat: number, lng: number }> };

export type ConsentFormQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type ConsentFormQuery = { getConsentForm: { ID: number, eDocumentStatus: string, contentSha256: string, signedDocumentAvailable: boolean, linksExpired: boolean, participants: Array<{ ID: number, displayName: string, order: number, email: string, role: string, status: string, signedAt: string | null }> } | null };

export type CreateForm1MutationVariables = Exact<{
  IDEnquiry: number;
  participants: Array<ConsentParticipantInput> | ConsentParticipantInput;
}>;


export type CreateForm1Mutation = { createForm1: { ID: number } };

export type SignedFormUrlQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type SignedFormUrlQuery = { getEnrolmentDocumentURL: string };

export type SigningDocumentQueryVariables = Exact<{
  token: string;
}>;


export type SigningDocumentQuery = { getSigningDocument: { title: string, schoolName: string, declaration: string, contentSha256: string, sections: Array<{ heading: string, rows: Array<{ label: string, value: string }> }>, signer: { displayName: string, role: string, order: number }, participants: Array<{ displayName: string, order: number, role: string, status: string }> } };

export type SignConsentFormMutationVariables = Exact<{
  token: string;
  signature: SignatureInput;
}>;


export type SignConsentFormMutation = { signConsentForm: { status: string, signedAt: string | null } };

export type EventPhotoItemFragment = { ID: number, status: string, caption: string | null, url: string, thumbnailUrl: string, width: number, height: number, tags: Array<{ childID: number, childName: string, photoConsent: boolean }> };

export type StaffEventPhotosQueryVariables = Exact<{
  IDEvent: number;
}>;


export type StaffEventPhotosQuery = { getEventPhotos: Array<{ ID: number, status: string, caption: string | null, url: string, thumbnailUrl: string, width: number, height: number, tags: Array<{ childID: number, childName: string, photoConsent: boolean }> }> };

export type MyEventPhotosQueryVariables = Exact<{
  IDEvent: number;
  IDChild: number;
}>;


export type MyEventPhotosQuery = { getMyEventPhotos: { photoConsent: boolean, photos: Array<{ ID: number, status: string, caption: string | null, url: string, thumbnailUrl: string, width: number, height: number, tags: Array<{ childID: number, childName: string, photoConsent: boolean }> }> } };

export type EventAlbumUploadUrlsMutationVariables = Exact<{
  IDEvent: number;
  files: Array<EventPhotoFileInput> | EventPhotoFileInput;
}>;


export type EventAlbumUploadUrlsMutation = { getEventPhotoAlbumUploadUrl: Array<{ Url: string, Key: string }> };

export type AddEventPhotosMutationVariables = Exact<{
  IDEvent: number;
  photos: Array<EventPhotoInput> | EventPhotoInput;
}>;


export type AddEventPhotosMutation = { addEventPhotos: Array<{ ID: number }> };

export type UpdateEventPhotoTagsMutationVariables = Exact<{
  IDEvent: number;
  IDPhoto: number;
  childIDs: Array<number> | number;
}>;


export type UpdateEventPhotoTagsMutation = { updateEventPhotoTags: Array<{ ID: number }> };

export type DeleteEventPhotosMutationVariables = Exact<{
  IDEvent: number;
  IDPhotos: Array<number> | number;
}>;


export type DeleteEventPhotosMutation = { deleteEventPhotos: Array<{ ID: number }> };

export type UpdateEventPhotosStatusMutationVariables = Exact<{
  IDEvent: number;
  IDPhotos: Array<number> | number;
  status: string;
}>;


export type UpdateEventPhotosStatusMutation = { updateEventPhotosStatus: Array<{ ID: number }> };

export type SetChildPhotoConsentMutationVariables = Exact<{
  IDChild: number;
  photoConsent: boolean;
}>;


export type SetChildPhotoConsentMutation = { setChildPhotoConsent: boolean };

export type EventItemFragment = { ID: number, status: string, category: string, title: string, description: string | null, eventType: string, from: string, to: string, publishDate: string, cancellationDate: string | null, rsvpDeadline: string, location: string, parentConsentRequired: boolean, termsAndConditions: string | null, paymentRequired: boolean, childEventFee: number, guestEventFee: number, guestsAllowed: boolean, guestsDetailsRequired: boolean, guestCountLimit: number, fkSubmitter: number | null, cancelRemarks: string | null, attendingCount: number, scopes: Array<{ ID: number, centreID: number | null, centreLabel: string | null, classID: number | null, classLabel: string | null }> };

export type DraftEventsQueryVariables = Exact<{
  IDSchool: number;
  pagination?: Pagination | null | undefined;
}>;


export type DraftEventsQuery = { getDraftEvents: { totalCount: number, data: Array<{ ID: number, status: string, category: string, title: string, description: string | null, eventType: string, from: string, to: string, publishDate: string, cancellationDate: string | null, rsvpDeadline: string, location: string, parentConsentRequired: boolean, termsAndConditions: string | null, paymentRequired: boolean, childEventFee: number, guestEventFee: number, guestsAllowed: boolean, guestsDetailsRequired: boolean, guestCountLimit: number, fkSubmitter: number | null, cancelRemarks: string | null, attendingCount: number, scopes: Array<{ ID: number, centreID: number | null, centreLabel: string | null, classID: number | null, classLabel: string | null }> }> } };

export type PendingEventsQueryVariables = Exact<{
  IDSchool: number;
  pagination?: Pagination | null | undefined;
}>;


export type PendingEventsQuery = { getPendingEvents: { totalCount: number, data: Array<{ ID: number, status: string, category: string, title: string, description: string | null, eventType: string, from: string, to: string, publishDate: string, cancellationDate: string | null, rsvpDeadline: string, location: string, parentConsentRequired: boolean, termsAndConditions: string | null, paymentRequired: boolean, childEventFee: number, guestEventFee: number, guestsAllowed: boolean, guestsDetailsRequired: boolean, guestCountLimit: number, fkSubmitter: number | null, cancelRemarks: string | null, attendingCount: number, scopes: Array<{ ID: number, centreID: number | null, centreLabel: string | null, classID: number | null, classLabel: string | null }> }> } };

export type UpcomingEventsQueryVariables = Exact<{
  IDSchool: number;
  pagination?: Pagination | null | undefined;
}>;


export type UpcomingEventsQuery = { getUpcomingEvents: { totalCount: number, data: Array<{ ID: number, status: string, category: string, title: string, description: string | null, eventType: string, from: string, to: string, publishDate: string, cancellationDate: string | null, rsvpDeadline: string, location: string, parentConsentRequired: boolean, termsAndConditions: string | null, paymentRequired: boolean, childEventFee: number, guestEventFee: number, guestsAllowed: boolean, guestsDetailsRequired: boolean, guestCountLimit: number, fkSubmitter: number | null, cancelRemarks: string | null, attendingCount: number, scopes: Array<{ ID: number, centreID: number | null, centreLabel: string | null, classID: number | null, classLabel: string | null }> }> } };

export type PastEventsQueryVariables = Exact<{
  IDSchool: number;
  pagination?: Pagination | null | undefined;
}>;


export type PastEventsQuery = { getPastEvents: { totalCount: number, data: Array<{ ID: number, status: string, category: string, title: string, description: string | null, eventType: string, from: string, to: string, publishDate: string, cancellationDate: string | null, rsvpDeadline: string, location: string, parentConsentRequired: boolean, termsAndConditions: string | null, paymentRequired: boolean, childEventFee: number, guestEventFee: number, guestsAllowed: boolean, guestsDetailsRequired: boolean, guestCountLimit: number, fkSubmitter: number | null, cancelRemarks: string | null, attendingCount: number, scopes: Array<{ ID: number, centreID: number | null, centreLabel: string | null, classID: number | null, classLabel: string | null }> }> } };

export type EventDetailsQueryVariables = Exact<{
  IDEvent: number;
}>;


export type EventDetailsQuery = { eventById: { ID: number, status: string, category: string, title: string, description: string | null, eventType: string, from: string, to: string, publishDate: string, cancellationDate: string | null, rsvpDeadline: string, location: string, parentConsentRequired: boolean, termsAndConditions: string | null, paymentRequired: boolean, childEventFee: number, guestEventFee: number, guestsAllowed: boolean, guestsDetailsRequired: boolean, guestCountLimit: number, fkSubmitter: number | null, cancelRemarks: string | null, attendingCount: number, scopes: Array<{ ID: number, centreID: number | null, centreLabel: string | null, classID: number | null, classLabel: string | null }> }, getRsvpStatusCountDetails: Array<{ status: string, children: number, guests: number }> };

export type EventRsvpsQueryVariables = Exact<{
  IDEvent: number;
  status?: string | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type EventRsvpsQuery = { getEventRsvpChildList: { totalCount: number, data: Array<{ ID: number, childID: number, childName: string, centreLabel: string, classLabel: string | null, status: string, consentAcceptedAt: string | null, guests: Array<{ ID: number, name: string | null, mobile: string | null, relation: string | null }> }> }, getRsvpAttendeesClassAndCentreCountByStatus: Array<{ centreID: number, centreLabel: string, classID: number | null, classLabel: string | null, children: number, guests: number }> };

export type EventRsvpExportQueryVariables = Exact<{
  IDEvent: number;
  status?: string | null | undefined;
}>;


export type EventRsvpExportQuery = { exportRsvpList: string };

export type EventCentresQueryVariables = Exact<{ [key: string]: never; }>;


export type EventCentresQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string }> };

export type EventClassesQueryVariables = Exact<{
  IDSchool: number;
}>;


export type EventClassesQuery = { getEventClasses: Array<{ ID: number, label: string, centreLabel: string }> };

export type SaveEventDraftMutationVariables = Exact<{
  IDEvent?: number | null | undefined;
  eventData: EventInput;
}>;


export type SaveEventDraftMutation = { createOrSaveEventDraft: { ID: number, title: string } };

export type UpdateEventDetailsMutationVariables = Exact<{
  IDEvent: number;
  eventData: EventInput;
}>;


export type UpdateEventDetailsMutation = { updateEventDetails: { ID: number, title: string } };

export type SubmitEventMutationVariables = Exact<{
  IDEvent: number;
}>;


export type SubmitEventMutation = { submitEvent: { ID: number, status: string } };

export type PublishEventMutationVariables = Exact<{
  IDEvent: number;
}>;


export type PublishEventMutation = { publishEvent: { ID: number, status: string } };

export type CancelEventMutationVariables = Exact<{
  IDEvent: number;
  remarks?: string | null | undefined;
}>;


export type CancelEventMutation = { cancelEvent: { ID: number, status: string } };

export type RemoveRsvpChildMutationVariables = Exact<{
  IDEvent: number;
  IDChild: number;
}>;


export type RemoveRsvpChildMutation = { removeChildFromRsvpList: { ID: number } };

export type RemoveRsvpGuestMutationVariables = Exact<{
  IDEvent: number;
  IDGuest: number;
}>;


export type RemoveRsvpGuestMutation = { removeEventRsvpGuest: { ID: number } };

export type MyEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEventsQuery = { getMyEvents: Array<{ childID: number, childName: string, canRsvp: boolean, event: { ID: number, status: string, category: string, title: string, description: string | null, eventType: string, from: string, to: string, publishDate: string, cancellationDate: string | null, rsvpDeadline: string, location: string, parentConsentRequired: boolean, termsAndConditions: string | null, paymentRequired: boolean, childEventFee: number, guestEventFee: number, guestsAllowed: boolean, guestsDetailsRequired: boolean, guestCountLimit: number, fkSubmitter: number | null, cancelRemarks: string | null, attendingCount: number, scopes: Array<{ ID: number, centreID: number | null, centreLabel: string | null, classID: number | null, classLabel: string | null }> }, rsvp: { ID: number, status: string, consentAcceptedAt: string | null, feeCents: number, guests: Array<{ ID: number, name: string | null, mobile: string | null, relation: string | null }> } | null }> };

export type RsvpEventMutationVariables = Exact<{
  IDEvent: number;
  IDChild: number;
  rsvp: EventRsvpInput;
}>;


export type RsvpEventMutation = { rsvpEvent: { childID: number } };

export type EventIcsQueryVariables = Exact<{
  IDEvent: number;
  IDChild: number;
}>;


export type EventIcsQuery = { getEventCalendarFile: string };

export type FeeTiersQueryVariables = Exact<{
  IDSchool: number;
  fkCentre?: number | null | undefined;
}>;


export type FeeTiersQuery = { findAllCurrentFeeTier: Array<{ ID: number, fkCentre: number, label: string, effectiveForRegistrationFrom: string, effectiveForRegistrationTo: string | null, isLastTierInGroup: boolean, active: boolean, pending: boolean, feeGroup: { ID: number, groupCode: string }, centre: { ID: number, label: string }, fees: Array<{ ID: number, nationality: string, amount: number, effectiveFrom: string, effectiveTo: string | null, level: { ID: number, label: string }, program: { ID: number, label: string } }>, numberOfChildren: Array<{ numberOfChildren: number, level: { ID: number, label: string } }> }> };

export type UpcomingFeeTiersQueryVariables = Exact<{
  IDSchool: number;
  fkCentre?: number | null | undefined;
}>;


export type UpcomingFeeTiersQuery = { findAllUpcomingFeeTier: Array<{ ID: number, fkCentre: number, label: string, effectiveForRegistrationFrom: string, effectiveForRegistrationTo: string | null, isLastTierInGroup: boolean, active: boolean, pending: boolean, feeGroup: { ID: number, groupCode: string }, centre: { ID: number, label: string }, fees: Array<{ ID: number, nationality: string, amount: number, effectiveFrom: string, effectiveTo: string | null, level: { ID: number, label: string }, program: { ID: number, label: string } }>, numberOfChildren: Array<{ numberOfChildren: number, level: { ID: number, label: string } }> }> };

export type FeeTierFieldsFragment = { ID: number, fkCentre: number, label: string, effectiveForRegistrationFrom: string, effectiveForRegistrationTo: string | null, isLastTierInGroup: boolean, active: boolean, pending: boolean, feeGroup: { ID: number, groupCode: string }, centre: { ID: number, label: string }, fees: Array<{ ID: number, nationality: string, amount: number, effectiveFrom: string, effectiveTo: string | null, level: { ID: number, label: string }, program: { ID: number, label: string } }>, numberOfChildren: Array<{ numberOfChildren: number, level: { ID: number, label: string } }> };

export type FeeGroupsQueryVariables = Exact<{
  IDSchool: number;
}>;


export type FeeGroupsQuery = { findAllFeeGroup: Array<{ ID: number, groupCode: string, label: string }> };

export type FeeDraftsQueryVariables = Exact<{
  IDSchool: number;
  pagination?: Pagination | null | undefined;
}>;


export type FeeDraftsQuery = { findAllFeeDraft: { totalCount: number, pendingCount: number, data: Array<{ ID: number, fkUser: number, status: string, can: Array<string>, effectiveFrom: string, createdAt: string, centre: { ID: number, label: string }, feeTier: { ID: number, label: string }, user: { ID: number, firstname: string, lastname: string }, approver: { ID: number, firstname: string, lastname: string } | null, items: Array<{ ID: number, nationality: string, amount: number, lastAmount: number | null, level: { label: string }, program: { label: string } }>, activityLogs: Array<{ ID: number, status: string, remark: string | null, createdAt: string, user: { firstname: string, lastname: string } }> }> } };

export type FeeImpactQueryVariables = Exact<{
  IDFeeDraft: number;
}>;


export type FeeImpactQuery = { getFeeDraftImpact: { effectiveFrom: string, noticeMonths: number, needsNoticeWarning: boolean, lines: Array<{ nationality: string, lastAmount: number | null, amount: number, difference: number, numberOfChildren: number, level: { label: string }, program: { label: string } }>, families: Array<{ email: string | null, difference: number, parent: { ID: number, firstname: string, lastname: string } | null, children: Array<{ ID: number, firstname: string, lastname: string, difference: number }> }> } };

export type FeeCentresQueryVariables = Exact<{ [key: string]: never; }>;


export type FeeCentresQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string }> };

export type FeeReadCentresQueryVariables = Exact<{ [key: string]: never; }>;


export type FeeReadCentresQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string }> };

export type FeeCentreOfferQueryVariables = Exact<{
  IDSchool: number;
  centreID: number;
}>;


export type FeeCentreOfferQuery = { findAllCentreLevel: { data: Array<{ ID: number, fkLevel: number, fkProgram: number, level: { label: string }, program: { label: string } }> } };

export type NewFeeTierMutationVariables = Exact<{
  IDSchool: number;
  data: FeeTierInput;
}>;


export type NewFeeTierMutation = { newFeeTier: { ID: number } };

export type NewFeeDraftMutationVariables = Exact<{
  IDSchool: number;
  fkCentre: number;
  data: FeeDraftInput;
}>;


export type NewFeeDraftMutation = { newFeeDraft: { ID: number } };

export type UpdateFeeDraftItemsMutationVariables = Exact<{
  IDFeeDraft: number;
  items: Array<FeeDraftItemInput> | FeeDraftItemInput;
}>;


export type UpdateFeeDraftItemsMutation = { updateFeeDraftItems: { ID: number } };

export type SubmitFeeDraftMutationVariables = Exact<{
  IDFeeDraft: number;
  remark?: string | null | undefined;
}>;


export type SubmitFeeDraftMutation = { submitFeeDraft: { ID: number } };

export type ApproveFeeChangeMutationVariables = Exact<{
  IDFeeDraft: number;
  remark?: string | null | undefined;
}>;


export type ApproveFeeChangeMutation = { approveFeeChangeRequest: { ID: number } };

export type RejectFeeChangeMutationVariables = Exact<{
  IDFeeDraft: number;
  remark: string;
}>;


export type RejectFeeChangeMutation = { rejectFeeChangeRequest: { ID: number } };

export type CancelFeeChangeMutationVariables = Exact<{
  IDFeeDraft: number;
  remark?: string | null | undefined;
}>;


export type CancelFeeChangeMutation = { cancelFeeChangeRequest: { ID: number } };

export type FinanceSearchQueryVariables = Exact<{
  IDSchool: number;
  keyword: string;
  pagination?: Pagination | null | undefined;
}>;


export type FinanceSearchQuery = { searchFinance: { totalCount: number, data: Array<{ kind: string, ID: number, IDInvoice: number | null, number: string, IDChild: number, childName: string, amount: number, date: string, status: string | null }> } };

export type FinanceAccountListingQueryVariables = Exact<{
  IDChild: number;
  isCDA?: boolean | null | undefined;
}>;


export type FinanceAccountListingQuery = { getAccountListing: { IDChild: number, childName: string, closingBalance: number, CDABalance: number, nonCDABalance: number, entries: Array<{ kind: string, ID: number, IDInvoice: number | null, date: string, number: string, label: string, paymentType: string | null, debit: number, credit: number, balance: number }> } };

export type FinanceCreateOfflineInvoiceMutationVariables = Exact<{
  IDCentre: number;
  IDChild: number;
  items: Array<OfflineInvoiceItemInput> | OfflineInvoiceItemInput;
  requestKey?: string | null | undefined;
}>;


export type FinanceCreateOfflineInvoiceMutation = { createOfflineInvoice: { ID: number, invoiceNo: string } };

export type FinanceCentreChildrenQueryVariables = Exact<{
  IDSchool: number;
  centreID: number;
}>;


export type FinanceCentreChildrenQuery = { findAllChild: { data: Array<{ ID: number, firstname: string, lastname: string }> } };

export type FinanceAgeingQueryVariables = Exact<{
  IDSchool: number;
}>;


export type FinanceAgeingQuery = { getAgeingReport: Array<{ IDCentre: number, centreName: string, current: number, days31to60: number, days61to90: number, over90: number, total: number, invoiceCount: number }> };

export type FinanceInvoiceRunFieldsFragment = { ID: number, IDCentre: number | null, centreName: string | null, month: string, status: string, total: number, processed: number, makerName: string, invoiceCount: number, skippedCount: number, grandTotal: number, error: string | null, createdAt: string, can: Array<string> };

export type FinanceInvoiceRunsQueryVariables = Exact<{
  IDSchool: number;
  pagination?: Pagination | null | undefined;
}>;


export type FinanceInvoiceRunsQuery = { findAllInvoiceRun: { totalCount: number, data: Array<{ ID: number, IDCentre: number | null, centreName: string | null, month: string, status: string, total: number, processed: number, makerName: string, invoiceCount: number, skippedCount: number, grandTotal: number, error: string | null, createdAt: string, can: Array<string> }> } };

export type FinanceInvoiceRunQueryVariables = Exact<{
  IDInvoiceRun: number;
}>;


export type FinanceInvoiceRunQuery = { getInvoiceRun: { ID: number, IDCentre: number | null, centreName: string | null, month: string, status: string, total: number, processed: number, makerName: string, invoiceCount: number, skippedCount: number, grandTotal: number, error: string | null, createdAt: string, can: Array<string> } };

export type FinanceRunDraftsQueryVariables = Exact<{
  IDInvoiceRun: number;
  skipped?: boolean | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type FinanceRunDraftsQuery = { findAllInvoiceRunDraft: { totalCount: number, data: Array<{ ID: number, IDChild: number, childName: string, centreName: string, skipReason: string | null, skipMessage: string | null, totalAmount: number, totalTaxAmount: number, grandTotal: number, CDAAmount: number, nonCDAAmount: number, previousGrandTotal: number | null, change: number | null, IDInvoice: number | null, items: Array<{ label: string, quantity: number, unitPrice: number, taxAmount: number, displayTotalAmount: number, cdaPayable: boolean, source: string, explanation: string }> }> } };

export type FinanceCreateInvoiceRunMutationVariables = Exact<{
  IDSchool: number;
  IDCentre?: number | null | undefined;
  month: string;
}>;


export type FinanceCreateInvoiceRunMutation = { createInvoiceRun: { ID: number, IDCentre: number | null, centreName: string | null, month: string, status: string, total: number, processed: number, makerName: string, invoiceCount: number, skippedCount: number, grandTotal: number, error: string | null, createdAt: string, can: Array<string> } };

export type FinanceIssueInvoiceRunMutationVariables = Exact<{
  IDInvoiceRun: number;
}>;


export type FinanceIssueInvoiceRunMutation = { issueInvoiceRun: { ID: number, IDCentre: number | null, centreName: string | null, month: string, status: string, total: number, processed: number, makerName: string, invoiceCount: number, skippedCount: number, grandTotal: number, error: string | null, createdAt: string, can: Array<string> } };

export type FinanceDiscardInvoiceRunMutationVariables = Exact<{
  IDInvoiceRun: number;
}>;


export type FinanceDiscardInvoiceRunMutation = { discardInvoiceRun: { ID: number, IDCentre: number | null, centreName: string | null, month: string, status: string, total: number, processed: number, makerName: string, invoiceCount: number, skippedCount: number, grandTotal: number, error: string | null, createdAt: string, can: Array<string> } };

export type FinanceCentresQueryVariables = Exact<{ [key: string]: never; }>;


export type FinanceCentresQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string }> };

export type FinanceInvoiceFieldsFragment = { ID: number, fkChild: number, invoiceNo: string, invoiceType: string, label: string, status: string, invoiceDate: string, invoiceDueDate: string, totalAmount: number, totalTaxAmount: number, grandTotal: number, outstandingAmount: number };

export type FinanceInvoiceListQueryVariables = Exact<{
  IDSchool: number;
  filter?: InvoiceFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type FinanceInvoiceListQuery = { findAllInvoice: { totalCount: number, data: Array<{ ID: number, fkChild: number, invoiceNo: string, invoiceType: string, label: string, status: string, invoiceDate: string, invoiceDueDate: string, totalAmount: number, totalTaxAmount: number, grandTotal: number, outstandingAmount: number }> } };

export type InvoiceDetailQueryVariables = Exact<{
  IDInvoice: number;
}>;


export type InvoiceDetailQuery = { getInvoice: { IDCentre: number, centreName: string, childName: string, month: string | null, CDAAmount: number, nonCDAAmount: number, can: Array<string>, lines: Array<{ label: string, quantity: number, unitPrice: number, taxable: boolean, taxAmount: number, totalAmount: number, displayTotalAmount: number, cdaPayable: boolean, explanation: string | null }>, creditNotes: Array<{ ID: number, creditNoteNo: string, amount: number, remark: string, createdAt: string }>, invoice: { ID: number, fkChild: number, invoiceNo: string, invoiceType: string, label: string, status: string, invoiceDate: string, invoiceDueDate: string, totalAmount: number, totalTaxAmount: number, grandTotal: number, outstandingAmount: number, receipts: Array<{ ID: number, IDInvoice: number, IDEnquiry: number | null, receiptNo: string, amount: number, paymentType: string, referenceNo: string, createdAt: string }>, payNow: { uen: string, reference: string, amount: number, payload: string } | null } } };

export type FinanceRefundListQueryVariables = Exact<{
  IDSchool: number;
  filter?: RefundFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type FinanceRefundListQuery = { findAllConsolidatedRefund: { totalCount: number, data: Array<{ IDChild: number, childName: string, totalAmount: number, refunds: Array<{ ID: number, date: string, refundCompletionDate: string | null, label: string, amount: number, type: string, status: string, isCda: boolean }> }> } };

export type FinanceReceiptTypeListQueryVariables = Exact<{ [key: string]: never; }>;


export type FinanceReceiptTypeListQuery = { getOfflineOfflinePaymentReceiptTypes: Array<string> };

export type FinanceRecordOfflinePaymentMutationVariables = Exact<{
  IDInvoice: Array<number> | number;
  referenceNo: string;
  paymentType: string;
}>;


export type FinanceRecordOfflinePaymentMutation = { createReceiptForOfflinePayment: Array<{ ID: number, receiptNo: string, amount: number }> };

export type FinanceCreateCreditNoteMutationVariables = Exact<{
  IDInvoice: number;
  amount: number;
  remark: string;
  requestKey?: string | null | undefined;
}>;


export type FinanceCreateCreditNoteMutation = { createAdHocCreditNote: { ID: number, creditNoteNo: string } };

export type FinanceChildInvoicesQueryVariables = Exact<{
  IDChild: number;
}>;


export type FinanceChildInvoicesQuery = { invoicesByFkChild: Array<{ ID: number, fkChild: number, invoiceNo: string, invoiceType: string, label: string, status: string, invoiceDate: string, invoiceDueDate: string, totalAmount: number, totalTaxAmount: number, grandTotal: number, outstandingAmount: number }>, getChildCurrentBalance: { CDABalance: number, nonCDABalance: number } };

export type FinanceUploadedFileFieldsFragment = { ID: number, label: string, URL: string | null, status: string, log: Array<string>, docType: string, user: string | null, createdAt: string, month: string | null, valueDate: string | null, rowCount: number, totalAmount: number };

export type FinanceGiroFilesQueryVariables = Exact<{
  IDSchool: number;
  pagination?: Pagination | null | undefined;
}>;


export type FinanceGiroFilesQuery = { findAllUploadedGiroFiles: { totalCount: number, data: Array<{ ID: number, label: string, URL: string | null, status: string, log: Array<string>, docType: string, user: string | null, createdAt: string, month: string | null, valueDate: string | null, rowCount: number, totalAmount: number }> } };

export type FinanceSubsidyFilesQueryVariables = Exact<{
  IDSchool: number;
  pagination?: Pagination | null | undefined;
}>;


export type FinanceSubsidyFilesQuery = { findAllUploadedSubsidyFiles: { totalCount: number, data: Array<{ ID: number, label: string, URL: string | null, status: string, log: Array<string>, docType: string, user: string | null, createdAt: string, month: string | null, valueDate: string | null, rowCount: number, totalAmount: number }> } };

export type FinanceGiroDeductionArchiveMutationVariables = Exact<{
  IDSchool: number;
  month: string;
  valueDate: string;
}>;


export type FinanceGiroDeductionArchiveMutation = { generateGiroDeductionArchive: { ID: number, label: string, URL: string | null, status: string, log: Array<string>, docType: string, user: string | null, createdAt: string, month: string | null, valueDate: string | null, rowCount: number, totalAmount: number } };

export type FinanceGiroRefundArchiveMutationVariables = Exact<{
  IDSchool: number;
  valueDate: string;
}>;


export type FinanceGiroRefundArchiveMutation = { generateGiroRefundArchive: { ID: number, label: string, URL: string | null, status: string, log: Array<string>, docType: string, user: string | null, createdAt: string, month: string | null, valueDate: string | null, rowCount: number, totalAmount: number } };

export type FinanceDocumentUploadUrlMutationVariables = Exact<{
  IDSchool: number;
  filename: string;
  contentType: string;
}>;


export type FinanceDocumentUploadUrlMutation = { getFinanceDocumentUploadURL: { Url: string, Key: string } };

export type FinanceUploadGiroFileMutationVariables = Exact<{
  IDSchool: number;
  fileKey: string;
}>;


export type FinanceUploadGiroFileMutation = { uploadGiroFile: { ID: number, label: string, URL: string | null, status: string, log: Array<string>, docType: string, user: string | null, createdAt: string, month: string | null, valueDate: string | null, rowCount: number, totalAmount: number } };

export type FinanceUploadSubsidyFileMutationVariables = Exact<{
  IDSchool: number;
  fileKey: string;
}>;


export type FinanceUploadSubsidyFileMutation = { uploadSubsidyFile: { ID: number, label: string, URL: string | null, status: string, log: Array<string>, docType: string, user: string | null, createdAt: string, month: string | null, valueDate: string | null, rowCount: number, totalAmount: number } };

export type FinanceUnappliedQueryVariables = Exact<{
  IDSchool: number;
  pagination?: Pagination | null | undefined;
}>;


export type FinanceUnappliedQuery = { findAllUnappliedCardPayment: { totalCount: number, data: Array<{ ID: number, orderId: string, IDInvoice: number, invoiceNo: string, IDChild: number, childName: string, amount: number, paidAt: string | null }> } };

export type FinanceUnappliedTargetsQueryVariables = Exact<{
  IDPaymentSession: number;
}>;


export type FinanceUnappliedTargetsQuery = { findUnappliedCardPaymentTargets: Array<{ ID: number, invoiceNo: string, invoiceDate: string, childName: string, outstandingAmount: number }> };

export type FinanceRefundUnappliedMutationVariables = Exact<{
  IDPaymentSession: number;
  remark?: string | null | undefined;
}>;


export type FinanceRefundUnappliedMutation = { refundUnappliedCardPayment: { ID: number, resolution: string, IDRefund: number | null } };

export type FinanceApplyUnappliedMutationVariables = Exact<{
  IDPaymentSession: number;
  IDInvoice: number;
}>;


export type FinanceApplyUnappliedMutation = { applyUnappliedCardPayment: { ID: number, resolution: string, IDInvoice: number | null, IDReceipt: number | null } };

export type GiroBankAccountFieldsFragment = { ID: number, payerAccountNumber: string, payerAccountName: string, source: string, status: string, billReferenceNumber: string, isCda: boolean, effectiveFrom: string | null, applicationDate: string | null, createdAt: string, bank: { ID: number, bankName: string, bankCode: string }, statusChanges: Array<{ ID: number, fromStatus: string, toStatus: string, reason: string, remarks: string, userName: string | null, createdAt: string }> };

export type GiroBankCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type GiroBankCodesQuery = { findAllBankBicCode: Array<{ ID: number, bankName: string, bankCode: string, bicCode: string }> };

export type GiroEnquiryInfoQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type GiroEnquiryInfoQuery = { bankAccountInfoByIDEnquiry: { IDEnquiry: number, IDChild: number | null, skipGiroSetup: boolean, canPayRegistrationByGiro: boolean, payingByGiro: boolean, accounts: Array<{ ID: number, payerAccountNumber: string, payerAccountName: string, source: string, status: string, billReferenceNumber: string, isCda: boolean, effectiveFrom: string | null, applicationDate: string | null, createdAt: string, bank: { ID: number, bankName: string, bankCode: string }, statusChanges: Array<{ ID: number, fromStatus: string, toStatus: string, reason: string, remarks: string, userName: string | null, createdAt: string }> }> } };

export type GiroChildBankAccountsQueryVariables = Exact<{
  IDChild: number;
}>;


export type GiroChildBankAccountsQuery = { bankAccountInfoByIDChild: { IDChild: number, accounts: Array<{ ID: number, payerAccountNumber: string, payerAccountName: string, source: string, status: string, billReferenceNumber: string, isCda: boolean, effectiveFrom: string | null, applicationDate: string | null, createdAt: string, bank: { ID: number, bankName: string, bankCode: string }, statusChanges: Array<{ ID: number, fromStatus: string, toStatus: string, reason: string, remarks: string, userName: string | null, createdAt: string }> }> } };

export type GiroStatusReasonsQueryVariables = Exact<{
  status: string;
}>;


export type GiroStatusReasonsQuery = { getBankAccountStatusChangeReasonsByStatus: Array<{ ID: number, label: string }> };

export type GiroSaveApplicationMutationVariables = Exact<{
  IDChild: number;
  IDSchool: number;
  giroApplication: GiroApplicationInput;
}>;


export type GiroSaveApplicationMutation = { saveGiroApplication: { ID: number } };

export type GiroUpdateBankAccountStatusMutationVariables = Exact<{
  IDBankAccount: number;
  status: string;
  fkReason: number;
  remarks: string;
}>;


export type GiroUpdateBankAccountStatusMutation = { updateBankAccountStatus: { ID: number, status: string } };

export type GiroExportApplicationPdfMutationVariables = Exact<{
  IDBankAccount: number;
}>;


export type GiroExportApplicationPdfMutation = { exportGiroApplicationPdf: string };

export type GiroPayRegistrationFeeMutationVariables = Exact<{
  IDEnquiry: number;
}>;


export type GiroPayRegistrationFeeMutation = { payRegistrationFeeByGiro: { IDEnquiry: number, payingByGiro: boolean } };

export type GiroAddPaperFormMutationVariables = Exact<{
  giroAccount: GiroAccountInput;
  paymentType: string;
}>;


export type GiroAddPaperFormMutation = { addGiro: { ID: number } };

export type HolidaysOfYearQueryVariables = Exact<{
  IDSchool: number;
  year: number;
}>;


export type HolidaysOfYearQuery = { getCentreHolidaysOfYear: Array<{ ID: number, title: string, description: string | null, holidayImageKey: string | null, holidayImageURL: string | null, from: string, to: string, isPublic: boolean, centreHolidays: Array<{ ID: number, fkCentre: number, centre: { ID: number, label: string } }> }> };

export type HolidayCentreOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type HolidayCentreOptionsQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string }> };

export type CreateHolidayMutationVariables = Exact<{
  IDSchool: number;
  holiday: HolidayInput;
}>;


export type CreateHolidayMutation = { createHoliday: { ID: number, from: string } };

export type UpdateHolidayDetailsMutationVariables = Exact<{
  IDSchool: number;
  holidayID: number;
  holiday: HolidayInput;
}>;


export type UpdateHolidayDetailsMutation = { updateHolidayDetails: { ID: number, from: string } };

export type DeleteHolidayDetailsMutationVariables = Exact<{
  IDSchool: number;
  holidayID: number;
}>;


export type DeleteHolidayDetailsMutation = { deleteHolidayDetails: boolean };

export type HolidayPhotoUploadUrlMutationVariables = Exact<{
  IDSchool: number;
  filename: string;
  contentType: string;
}>;


export type HolidayPhotoUploadUrlMutation = { getHolidayPhotoUploadURL: { Url: string, Key: string } };

export type AccessibleCentresQueryVariables = Exact<{
  module: string;
  accessType: string;
}>;


export type AccessibleCentresQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string, code: string, addresses: Array<{ ID: number, address: string, postcode: string, city: string, active: boolean }> }> };

export type HomeAdmissionStageCountsQueryVariables = Exact<{
  IDSchool: number;
}>;


export type HomeAdmissionStageCountsQuery = { findAllAdmission: { stageCounts: Array<{ code: string, label: string, count: number }> } };

export type HomePendingDocumentCountQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePendingDocumentCountQuery = { findAllPendingDocument: { totalCount: number } };

export type HomePendingCapacityRequestCountQueryVariables = Exact<{
  IDSchool: number;
}>;


export type HomePendingCapacityRequestCountQuery = { capacityDraftsByFkSchool: { totalCount: number } };

export type HomePendingBlacklistRequestCountQueryVariables = Exact<{
  IDSchool: number;
}>;


export type HomePendingBlacklistRequestCountQuery = { blacklistDraftsByFkSchool: { totalCount: number } };

export type InvoicePaymentAccessQueryVariables = Exact<{
  IDInvoice: number;
}>;


export type InvoicePaymentAccessQuery = { getInvoicePaymentAccess: { available: boolean, reason: string | null, message: string | null, IDInvoice: number | null, outstanding: number | null, lastOrder: { orderId: string, status: string, errorCode: string | null, message: string | null } | null } };

export type KioskCentresQueryVariables = Exact<{ [key: string]: never; }>;


export type KioskCentresQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string }> };

export type KioskStartSessionMutationVariables = Exact<{
  centreId: number;
}>;


export type KioskStartSessionMutation = { startKioskSession: { token: string, centreID: number, centreLabel: string, expiresAt: string } };

export type KioskInfoQueryVariables = Exact<{
  kioskToken: string;
}>;


export type KioskInfoQuery = { getKiosk: { centreID: number, centreLabel: string, expiresAt: string } };

export type KioskIdentifyFamilyMutationVariables = Exact<{
  kioskToken: string;
  credential: KioskCredentialInput;
}>;


export type KioskIdentifyFamilyMutation = { kioskIdentify: Array<{ ID: number, firstname: string, lastname: string, classLabel: string, collectors: Array<{ name: string, relation: string, mobileEnding: string, photoURL: string | null }> }> };

export type KioskCheckInChildrenMutationVariables = Exact<{
  kioskToken: string;
  credential: KioskCredentialInput;
  children: Array<number> | number;
  mobile: string;
  healthChecks?: Array<KioskHealthAnswer> | KioskHealthAnswer | null | undefined;
}>;


export type KioskCheckInChildrenMutation = { kioskCheckIn: Array<{ ID: number }> };

export type KioskCheckOutChildrenMutationVariables = Exact<{
  kioskToken: string;
  credential: KioskCredentialInput;
  children: Array<number> | number;
  mobile: string;
}>;


export type KioskCheckOutChildrenMutation = { kioskCheckOut: Array<{ ID: number }> };

export type KioskIssuePassMutationVariables = Exact<{ [key: string]: never; }>;


export type KioskIssuePassMutation = { issueKioskPass: { qrToken: string, pin: string, expiresAt: string } };

export type LeaveRequestRowFragment = { ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, remark: string | null, requestedBy: string | null, approver: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } };

export type LeaveTypeChoicesQueryVariables = Exact<{
  IDSchool: number;
}>;


export type LeaveTypeChoicesQuery = { getLeaveTypes: Array<{ ID: number, code: string, label: string, halfDayApplicable: boolean, applicableToChild: boolean, applicableToStaff: boolean, approveRequired: boolean }> };

export type LeaveTypesAdminQueryVariables = Exact<{
  IDSchool: number;
}>;


export type LeaveTypesAdminQuery = { getLeaveTypes: Array<{ ID: number, code: string, label: string, halfDayApplicable: boolean, applicableToChild: boolean, applicableToStaff: boolean, approveRequired: boolean, active: boolean }> };

export type LeaveTypeRowFragment = { ID: number, code: string, label: string, halfDayApplicable: boolean, applicableToChild: boolean, applicableToStaff: boolean, approveRequired: boolean, active: boolean };

export type SaveLeaveTypeMutationVariables = Exact<{
  IDSchool: number;
  leaveTypeID?: number | null | undefined;
  leaveTypeData: LeaveTypeInput;
}>;


export type SaveLeaveTypeMutation = { insertOrUpdateLeaveType: { ID: number, code: string, label: string, halfDayApplicable: boolean, applicableToChild: boolean, applicableToStaff: boolean, approveRequired: boolean, active: boolean } };

export type ChildLeaveRequestsQueryVariables = Exact<{
  childID: number;
}>;


export type ChildLeaveRequestsQuery = { getChildLeaveRequests: Array<{ ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, remark: string | null, requestedBy: string | null, approver: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } }> };

export type CentreLeaveRequestsQueryVariables = Exact<{
  centreID: number;
  from: string;
  to: string;
}>;


export type CentreLeaveRequestsQuery = { getCentreLeaveRequests: Array<{ ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, remark: string | null, requestedBy: string | null, approver: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } }> };

export type RequestChildLeaveMutationVariables = Exact<{
  childID: number;
  leaveData: LeaveRequestInput;
}>;


export type RequestChildLeaveMutation = { requestChildLeave: { ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, remark: string | null, requestedBy: string | null, approver: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } } };

export type MyLeaveRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLeaveRequestsQuery = { getMyLeaveRequests: Array<{ ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, remark: string | null, requestedBy: string | null, approver: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } }> };

export type RequestStaffLeaveMutationVariables = Exact<{
  leaveData: LeaveRequestInput;
}>;


export type RequestStaffLeaveMutation = { requestStaffLeave: { ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, remark: string | null, requestedBy: string | null, approver: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } } };

export type CancelMyLeaveRequestMutationVariables = Exact<{
  IDLeaveRequest: number;
}>;


export type CancelMyLeaveRequestMutation = { cancelMyLeaveRequest: { ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, remark: string | null, requestedBy: string | null, approver: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } } };

export type ApproveLeaveRequestMutationVariables = Exact<{
  IDLeaveRequest: number;
  remark?: string | null | undefined;
}>;


export type ApproveLeaveRequestMutation = { approveLeaveRequest: { ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, remark: string | null, requestedBy: string | null, approver: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } } };

export type RejectLeaveRequestMutationVariables = Exact<{
  IDLeaveRequest: number;
  remark: string;
}>;


export type RejectLeaveRequestMutation = { rejectLeaveRequest: { ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, remark: string | null, requestedBy: string | null, approver: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } } };

export type CancelLeaveRequestMutationVariables = Exact<{
  IDLeaveRequest: number;
}>;


export type CancelLeaveRequestMutation = { cancelLeaveRequest: { ID: number, centreID: number, from: string, to: string, halfDay: LeaveHalfDay | null, status: LeaveStatus, remark: string | null, requestedBy: string | null, approver: string | null, approverRemark: string | null, subject: { childID: number | null, teacherID: number | null, firstname: string, lastname: string }, leaveType: { ID: number, code: string, label: string } } };

export type LevelsConfigQueryVariables = Exact<{
  IDSchool: number;
}>;


export type LevelsConfigQuery = { findAllLevelsConfig: { totalCount: number, data: Array<{ ID: number, label: string, fromMonth: number, toMonth: number, promotionDate: string | null, offOnSaturday: boolean, isInfant: boolean, active: boolean, programs: Array<{ ID: number, label: string, from: string, to: string, active: boolean }> }> } };

export type SaveLevelMutationVariables = Exact<{
  IDSchool: number;
  levelID?: number | null | undefined;
  levelData: LevelInput;
}>;


export type SaveLevelMutation = { insertOrUpdateLevelForSchool: { ID: number } };

export type RemoveLevelMutationVariables = Exact<{
  IDSchool: number;
  levelID: number;
}>;


export type RemoveLevelMutation = { removeLevelForSchool: boolean };

export type PaymentAccessFieldsFragment = { available: boolean, reason: string | null, message: string | null, IDInvoice: number | null, outstanding: number | null, lastOrder: { orderId: string, status: string, errorCode: string | null, message: string | null } | null };

export type PaymentAccessQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type PaymentAccessQuery = { getPaymentAccess: { available: boolean, reason: string | null, message: string | null, IDInvoice: number | null, outstanding: number | null, lastOrder: { orderId: string, status: string, errorCode: string | null, message: string | null } | null } };

export type CreatePaymentSessionMutationVariables = Exact<{
  InvoiceID: number;
}>;


export type CreatePaymentSessionMutation = { createPaymentSession: { Id: string, checkoutUrl: string, Order: { Id: string, Amount: string, Currency: string } } };

export type UpdatePaymentSessionMutationVariables = Exact<{
  paymentOrderID: string;
}>;


export type UpdatePaymentSessionMutation = { updatePaymentSession: { orderId: string, status: string, errorCode: string | null, message: string | null, IDReceipt: number | null } };

export type PaymentRegistrationInvoiceQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type PaymentRegistrationInvoiceQuery = { getEnquiryRegistrationInvoice: { ID: number, invoiceNo: string, label: string, status: string, invoiceDate: string, invoiceDueDate: string, totalAmount: number, totalTaxAmount: number, grandTotal: number, outstandingAmount: number, items: Array<{ label: string, quantity: number, unitPrice: number, taxable: boolean, taxAmount: number, totalAmount: number, displayTotalAmount: number }>, receipts: Array<{ ID: number, receiptNo: string, amount: number, paymentType: string, referenceNo: string, createdAt: string }>, payNow: { uen: string, reference: string, amount: number, payload: string } | null } | null };

export type PaymentDraftMonthlyQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type PaymentDraftMonthlyQuery = { getEnquiryDraftMonthlyFeeInvoice: { label: string, month: string, totalAmount: number, totalTaxAmount: number, grandTotal: number, items: Array<{ label: string, quantity: number, unitPrice: number, taxable: boolean, taxAmount: number, totalAmount: number, displayTotalAmount: number }> } | null };

export type PaymentEnrolmentStatusQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type PaymentEnrolmentStatusQuery = { getEnrolmentStatus: { IDEnquiry: number, state: string, invoicePaid: boolean, giroRequired: boolean, enrolled: boolean } };

export type PaymentInvoicePdfQueryVariables = Exact<{
  IDInvoice: number;
}>;


export type PaymentInvoicePdfQuery = { invoicePdf: { filename: string, contentBase64: string } };

export type PaymentReceiptPdfQueryVariables = Exact<{
  IDReceipt: number;
}>;


export type PaymentReceiptPdfQuery = { receiptPdf: { filename: string, contentBase64: string } };

export type PaymentConfirmRegistrationMutationVariables = Exact<{
  IDEnquiry: number;
  paymentType: string;
  referenceNo: string;
}>;


export type PaymentConfirmRegistrationMutation = { markRegistrationPaymentAsSuccessful: { duplicate: boolean, enquiryState: string, receipt: { ID: number, receiptNo: string } } };

export type ChildPickupsQueryVariables = Exact<{
  childID: number;
}>;


export type ChildPickupsQuery = { getChildAuthorisedPickups: Array<{ ID: number, name: string, relation: string, mobile: string, photoKey: string | null, photoURL: string | null }> };

export type SaveChildPickupMutationVariables = Exact<{
  childID: number;
  pickupID?: number | null | undefined;
  pickup: AuthorisedPickupInput;
}>;


export type SaveChildPickupMutation = { saveChildAuthorisedPickup: Array<{ ID: number }> };

export type RemoveChildPickupMutationVariables = Exact<{
  childID: number;
  pickupID: number;
}>;


export type RemoveChildPickupMutation = { removeChildAuthorisedPickup: Array<{ ID: number }> };

export type PickupPhotoUploadUrlMutationVariables = Exact<{
  childID: number;
  filename: string;
  contentType: string;
}>;


export type PickupPhotoUploadUrlMutation = { getAuthorisedPickupPhotoUploadURL: { Url: string, Key: string } };

export type PlanningCentresQueryVariables = Exact<{ [key: string]: never; }>;


export type PlanningCentresQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string }> };

export type PlanningLevelsQueryVariables = Exact<{
  IDSchool: number;
  centreID: number;
}>;


export type PlanningLevelsQuery = { findAllCentreLevel: { data: Array<{ fkLevel: number, active: boolean, level: { ID: number, label: string, active: boolean } }> } };

export type PlanningVacancyMonthsQueryVariables = Exact<{
  CentreID: number;
  ServiceLevel: number;
  Year: number;
  fromMonth?: string | null | undefined;
}>;


export type PlanningVacancyMonthsQuery = { findAllVacancies: Array<{ count: number, status: string, month: string }>, capacitiesByFkCentreFkLevelYear: Array<{ ID: number | null, date: string, capacity: number }> };

export type PlanningNegativeVacanciesQueryVariables = Exact<{
  centreID: number;
}>;


export type PlanningNegativeVacanciesQuery = { findAllNegativeVacanciesByCentre: Array<{ levelId: number, level: string, year: number, shortfall: number, firstMonth: string }> };

export type PlanningDraftsQueryVariables = Exact<{
  IDSchool: number;
  filter?: CapacityDraftFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type PlanningDraftsQuery = { capacityDraftsByFkSchool: { totalCount: number, data: Array<{ ID: number, fkCentre: number, centreLabel: string, status: string, year: number, createdAt: string, updatedAt: string, requesterName: string, approverName: string | null, can: Array<string>, items: Array<{ ID: number, fkLevel: number, capacity: number, date: string, label: string, currentCapacity: number | null }>, activityLogs: Array<{ ID: number, remark: string | null, status: string, userName: string, createdAt: string }> }> } };

export type PlanningSubmitRequestMutationVariables = Exact<{
  CapacityDraft: CapacityDraftInput;
  remarks?: string | null | undefined;
  CapacityDraftItems: Array<CapacityDraftItemInput> | CapacityDraftItemInput;
}>;


export type PlanningSubmitRequestMutation = { submitVacancyPlanning: { ID: number } };

export type PlanningApproveRequestMutationVariables = Exact<{
  DraftID: number;
  Remarks?: string | null | undefined;
}>;


export type PlanningApproveRequestMutation = { approveCapacityChangeRequest: { ID: number, status: string } };

export type PlanningRejectRequestMutationVariables = Exact<{
  DraftID: number;
  Remarks?: string | null | undefined;
}>;


export type PlanningRejectRequestMutation = { rejectCapacityChangeRequest: { ID: number, status: string } };

export type PlanningRecallRequestMutationVariables = Exact<{
  DraftID: number;
  Remarks?: string | null | undefined;
}>;


export type PlanningRecallRequestMutation = { cancelCapacityChangeRequest: { ID: number, status: string } };

export type PublicLevelsQueryVariables = Exact<{
  IDSchool: number;
}>;


export type PublicLevelsQuery = { getLevelsForSchool: Array<{ ID: number, label: string, programs: Array<{ ID: number, label: string }> }> };

export type CentreOutlooksQueryVariables = Exact<{
  IDSchool: number;
  centres: Array<number> | number;
  level: number;
  program?: number | null | undefined;
  enrollmentDate: string;
  household?: PublicHouseholdInput | null | undefined;
}>;


export type CentreOutlooksQuery = { getCentreOutlooks: Array<{ fkCentre: number, levelLabels: Array<string>, queueLength: number, expectedOfferMonth: string | null, monthlyFeeCents: number | null, programLabel: string | null, subsidyCents: number, feeAfterSubsidyCents: number | null }> };

export type SchoolIntroductionQueryVariables = Exact<{
  IDSchool: number;
}>;


export type SchoolIntroductionQuery = { getSchoolIntroduction: { introduction: string, programmes: Array<{ title: string, description: string, imageUrl: string | null }>, centres: Array<{ ID: number, label: string, code: string, addresses: Array<{ ID: number, address: string, postcode: string, lat: number | null, lng: number | null }> }> } };

export type ParentInformationQueryVariables = Exact<{
  IDSchool: number;
}>;


export type ParentInformationQuery = { getParentInformation: { enrolmentSteps: Array<string>, documentsToPrepare: string, fees: Array<{ levelLabel: string, programLabel: string, residency: string, minCents: number, maxCents: number }>, subsidySchedule: { basic: Array<{ careType: string, working: boolean, amountCents: number }>, additional: Array<{ careType: string, incomeMaxCents: number, perCapitaMaxCents: number, amountCents: number }> }, faqs: Array<{ question: string, answer: string }> } };

export type PublicPagesEditQueryVariables = Exact<{
  IDSchool: number;
}>;


export type PublicPagesEditQuery = { getPublicPagesForEdit: { published: boolean, introduction: string, documentsToPrepare: string, updatedAt: string | null, programmes: Array<{ title: string, description: string, imageUrl: string | null }>, faqs: Array<{ question: string, answer: string }> } };

export type SavePublicPagesMutationVariables = Exact<{
  IDSchool: number;
  content: PublicPagesInput;
}>;


export type SavePublicPagesMutation = { savePublicPages: { updatedAt: string | null } };

export type PublicPageImageUploadMutationVariables = Exact<{
  IDSchool: number;
  filename: string;
  contentType: string;
}>;


export type PublicPageImageUploadMutation = { getPublicPageImageUploadURL: { Url: string, Key: string } };

export type RegistrationPageEnquiryQueryVariables = Exact<{
  id: number;
}>;


export type RegistrationPageEnquiryQuery = { enquiryByID: { ID: number, fkSchool: number, fkChild: number, childFirstname: string, childLastname: string, enrollmentPlan: string, admissionStatus: { stateCode: string, label: string, group: string }, centre: { ID: number, label: string }, level: { ID: number, label: string } } };

export type RegistrationPageFormQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type RegistrationPageFormQuery = { getEnrolmentForm: { IDEnquiry: number, step: string | null, completedSteps: Array<string>, isInfantCare: boolean, prefill: unknown, steps: Array<{ step: string, completed: boolean, data: unknown }> }, getAdditionalInformation: { IDEnquiry: number, step: string | null, completedSteps: Array<string>, steps: Array<{ step: string, completed: boolean, data: unknown }> } };

export type RegistrationPageSubsidyQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type RegistrationPageSubsidyQuery = { getSubsidySchedule: { basic: Array<{ careType: string, working: boolean, amountCents: number }>, additional: Array<{ careType: string, incomeMaxCents: number, perCapitaMaxCents: number, amountCents: number }> } };

export type RegistrationPageStartMutationVariables = Exact<{
  IDEnquiry: number;
  IDChild: number;
}>;


export type RegistrationPageStartMutation = { startRegistration: { ID: number } };

export type RegistrationPageSaveFormMutationVariables = Exact<{
  IDEnquiry: number;
  EnrolmentForm: EnrolmentFormInput;
}>;


export type RegistrationPageSaveFormMutation = { saveEnrolmentForm: { IDEnquiry: number } };

export type RegistrationPageSaveAdditionalMutationVariables = Exact<{
  IDEnquiry: number;
  step: string;
  data: unknown;
}>;


export type RegistrationPageSaveAdditionalMutation = { saveAdditionalInformation: { IDEnquiry: number } };

export type RegistrationPageCompleteMutationVariables = Exact<{
  IDEnquiry: number;
}>;


export type RegistrationPageCompleteMutation = { markAsCompleted: { ID: number } };

export type SubsidyTablesFragment = { basic: Array<{ careType: string, working: boolean, amountCents: number }>, additional: Array<{ careType: string, incomeMaxCents: number, perCapitaMaxCents: number, amountCents: number }> };

export type SchoolConfigSettingsQueryVariables = Exact<{
  fkSchool: number;
}>;


export type SchoolConfigSettingsQuery = { findAllSchoolConfig: { totalCount: number, data: Array<{ ID: number, key: string, value: string }> } };

export type UpdateSchoolConfigMutationVariables = Exact<{
  IDSchool: number;
  entries: Array<SchoolConfigEntryInput> | SchoolConfigEntryInput;
}>;


export type UpdateSchoolConfigMutation = { updateSchoolConfig: Array<{ ID: number, key: string, value: string }> };

export type AdminCodesQueryVariables = Exact<{
  IDSchool: number;
  searchCategory: string;
  pagination?: Pagination | null | undefined;
}>;


export type AdminCodesQuery = { findAllCodesForAdmin: { totalCount: number, data: Array<{ ID: number, category: string, label: string, description: string, sortOrder: number, active: boolean }> } };

export type SaveCodeMutationVariables = Exact<{
  IDSchool: number;
  codeID?: number | null | undefined;
  category: string;
  code: CodeInput;
}>;


export type SaveCodeMutation = { insertOrUpdateCode: { ID: number, label: string, active: boolean } };

export type SetCodeActiveMutationVariables = Exact<{
  IDSchool: number;
  codeID: number;
  active: boolean;
}>;


export type SetCodeActiveMutation = { setCodeActive: { ID: number, active: boolean } };

export type SchoolBrandingUploadUrlMutationVariables = Exact<{
  IDSchool: number;
  purpose: string;
  filename: string;
  contentType: string;
}>;


export type SchoolBrandingUploadUrlMutation = { getSchoolBrandingUploadURL: { Url: string, Key: string } };

export type StateMapQueryVariables = Exact<{
  IDSchool: number;
}>;


export type StateMapQuery = { findAllEnquiryStateMachineMap: Array<{ ID: number, priority: number, fromState: { ID: number, stateCode: string, label: string, group: string }, toState: { ID: number, stateCode: string, label: string, group: string } }>, findAllEnquiryState: Array<{ ID: number, stateCode: string, label: string, group: string }>, strandedEnquiryStates: { states: Array<{ count: number, state: { ID: number, label: string }, enquiries: Array<{ ID: number, childFirstname: string, childLastname: string, centreLabel: string }> }> } };

export type StateMapImpactOfQueryVariables = Exact<{
  IDSchool: number;
  IDMap: number;
}>;


export type StateMapImpactOfQuery = { enquiryStateMachineMapImpact: { states: Array<{ count: number, stranded: boolean, state: { ID: number, label: string }, enquiries: Array<{ ID: number, childFirstname: string, childLastname: string, centreLabel: string }> }> } };

export type StateMapAddMappingMutationVariables = Exact<{
  IDSchool: number;
  fromState: string;
  toState: string;
  priority?: number | null | undefined;
}>;


export type StateMapAddMappingMutation = { addEnquiryStateMachineMap: { ID: number } };

export type StateMapRemoveMappingMutationVariables = Exact<{
  IDSchool: number;
  IDMap: number;
  confirm?: boolean | null | undefined;
}>;


export type StateMapRemoveMappingMutation = { removeEnquiryStateMachineMap: boolean };

export type TransferDraftFieldsFragment = { ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, subsidyNotice: string, updatedAt: string, can: Array<string>, sourceCentre: { ID: number, label: string }, destinationCentre: { ID: number, label: string }, submittedBy: { ID: number, firstname: string, lastname: string }, sourceApprover: { ID: number, firstname: string, lastname: string } | null, destinationApprover: { ID: number, firstname: string, lastname: string } | null, item: { effectiveDate: string, remark: string | null, fkEnquiry: number | null, child: { ID: number, firstname: string, lastname: string }, reason: { ID: number, label: string } }, activityLogs: Array<{ ID: number, status: string, remark: string | null, createdAt: string, user: { ID: number, firstname: string, lastname: string } | null }> };

export type TransferDraftsQueryVariables = Exact<{
  IDSchool: number;
  filter?: TransferFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type TransferDraftsQuery = { getTransferDrafts: { totalCount: number, data: Array<{ ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, subsidyNotice: string, updatedAt: string, can: Array<string>, sourceCentre: { ID: number, label: string }, destinationCentre: { ID: number, label: string }, submittedBy: { ID: number, firstname: string, lastname: string }, sourceApprover: { ID: number, firstname: string, lastname: string } | null, destinationApprover: { ID: number, firstname: string, lastname: string } | null, item: { effectiveDate: string, remark: string | null, fkEnquiry: number | null, child: { ID: number, firstname: string, lastname: string }, reason: { ID: number, label: string } }, activityLogs: Array<{ ID: number, status: string, remark: string | null, createdAt: string, user: { ID: number, firstname: string, lastname: string } | null }> }> } };

export type CompletedTransfersQueryVariables = Exact<{
  IDSchool: number;
  filter?: TransferFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type CompletedTransfersQuery = { getCompletedTransferRequests: { totalCount: number, data: Array<{ ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, subsidyNotice: string, updatedAt: string, can: Array<string>, sourceCentre: { ID: number, label: string }, destinationCentre: { ID: number, label: string }, submittedBy: { ID: number, firstname: string, lastname: string }, sourceApprover: { ID: number, firstname: string, lastname: string } | null, destinationApprover: { ID: number, firstname: string, lastname: string } | null, item: { effectiveDate: string, remark: string | null, fkEnquiry: number | null, child: { ID: number, firstname: string, lastname: string }, reason: { ID: number, label: string } }, activityLogs: Array<{ ID: number, status: string, remark: string | null, createdAt: string, user: { ID: number, firstname: string, lastname: string } | null }> }> } };

export type TransferDetailQueryVariables = Exact<{
  IDTransfer: number;
}>;


export type TransferDetailQuery = { getTransferDraft: { ID: number, status: string, additionalStatus: string | null, vacancyAvailableForTransferRequest: boolean, subsidyNotice: string, updatedAt: string, can: Array<string>, sourceCentre: { ID: number, label: string }, destinationCentre: { ID: number, label: string }, submittedBy: { ID: number, firstname: string, lastname: string }, sourceApprover: { ID: number, firstname: string, lastname: string } | null, destinationApprover: { ID: number, firstname: string, lastname: string } | null, item: { effectiveDate: string, remark: string | null, fkEnquiry: number | null, child: { ID: number, firstname: string, lastname: string }, reason: { ID: number, label: string } }, activityLogs: Array<{ ID: number, status: string, remark: string | null, createdAt: string, user: { ID: number, firstname: string, lastname: string } | null }> } };

export type ApproveTransferSourceMutationVariables = Exact<{
  IDTransfer: number;
  decision?: TransferDecisionInput | null | undefined;
}>;


export type ApproveTransferSourceMutation = { approveTransferRequestBySourceCentreStaff: { ID: number } };

export type RejectTransferSourceMutationVariables = Exact<{
  IDTransfer: number;
  decision: TransferDecisionInput;
}>;


export type RejectTransferSourceMutation = { rejectTransferRequestBySourceCentreStaff: { ID: number } };

export type ApproveTransferDestinationMutationVariables = Exact<{
  IDTransfer: number;
  decision?: TransferDecisionInput | null | undefined;
}>;


export type ApproveTransferDestinationMutation = { approveTransferRequestByDestinationCentreStaff: { ID: number } };

export type RejectTransferDestinationMutationVariables = Exact<{
  IDTransfer: number;
  decision: TransferDecisionInput;
}>;


export type RejectTransferDestinationMutation = { rejectTransferRequestByDestinationCentreStaff: { ID: number } };

export type CancelTransferByUserMutationVariables = Exact<{
  IDTransfer: number;
  remark?: string | null | undefined;
}>;


export type CancelTransferByUserMutation = { cancelTransferRequestByUser: { ID: number } };

export type CompleteTransferMutationVariables = Exact<{
  IDTransfer: number;
  remark?: string | null | undefined;
}>;


export type CompleteTransferMutation = { completeTransferRequest: { ID: number } };

export type TransferDestinationsQueryVariables = Exact<{
  childID: number;
  effectiveDate?: string | null | undefined;
}>;


export type TransferDestinationsQuery = { getTransferDestinations: Array<{ vacancyAvailable: boolean | null, centre: { ID: number, label: string } }> };

export type TransferReasonsQueryVariables = Exact<{
  fkSchool: number;
}>;


export type TransferReasonsQuery = { codesByLabelFkSchool: Array<{ category: string, codes: Array<{ ID: number, label: string }> }> };

export type SubmitTransferMutationVariables = Exact<{
  childID: number;
  transferData: TransferInput;
}>;


export type SubmitTransferMutation = { submitNewTransferRequest: { ID: number } };

export type StaffListQueryVariables = Exact<{
  IDSchool: number;
  pagination?: Pagination | null | undefined;
  filter?: StaffFilter | null | undefined;
  role?: number | null | undefined;
  centre?: number | null | undefined;
  searchString?: string | null | undefined;
}>;


export type StaffListQuery = { findAllStaff: { totalCount: number, data: Array<{ ID: number, staffID: string, active: boolean, createdAt: string, user: { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null, isHQStaff: boolean, hasCentreScopeAccess: boolean, active: boolean }, centres: Array<{ ID: number, label: string, code: string }>, roles: Array<{ ID: number, label: string, name: string, active: boolean }> }> } };

export type StaffFieldsFragment = { ID: number, staffID: string, active: boolean, createdAt: string, user: { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null, isHQStaff: boolean, hasCentreScopeAccess: boolean, active: boolean }, centres: Array<{ ID: number, label: string, code: string }>, roles: Array<{ ID: number, label: string, name: string, active: boolean }> };

export type StaffByIdQueryVariables = Exact<{
  IDSchool: number;
  staffID: number;
}>;


export type StaffByIdQuery = { findStaffByID: { ID: number, staffID: string, active: boolean, createdAt: string, user: { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, mobilePhoneCountryCode: string | null, isHQStaff: boolean, hasCentreScopeAccess: boolean, active: boolean }, centres: Array<{ ID: number, label: string, code: string }>, roles: Array<{ ID: number, label: string, name: string, active: boolean }> } };

export type AddNewStaffMutationVariables = Exact<{
  IDSchool: number;
  staffData: StaffInput;
}>;


export type AddNewStaffMutation = { addNewStaff: { ID: number } };

export type UpdateStaffMutationVariables = Exact<{
  IDSchool: number;
  staffID: number;
  staffData: StaffInput;
}>;


export type UpdateStaffMutation = { updateStaff: { ID: number } };

export type RemoveStaffMutationVariables = Exact<{
  IDSchool: number;
  staffID: number;
}>;


export type RemoveStaffMutation = { removeStaff: boolean };

export type ActivateStaffMutationVariables = Exact<{
  IDSchool: number;
  staffID: number;
}>;


export type ActivateStaffMutation = { activateStaff: { ID: number } };

export type DirectoryUserByEmailQueryVariables = Exact<{
  email: string;
}>;


export type DirectoryUserByEmailQuery = { getADUserByEmail: { email: string, displayName: string, givenName: string, surname: string, businessPhones: Array<string> } | null };

export type DirectoryUsersByNameQueryVariables = Exact<{
  name: string;
}>;


export type DirectoryUsersByNameQuery = { getADUsersByName: Array<{ email: string, displayName: string, givenName: string, surname: string, businessPhones: Array<string> }> };

export type UserManagementCentresQueryVariables = Exact<{
  accessType: string;
}>;


export type UserManagementCentresQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string }> };

export type RolesQueryVariables = Exact<{
  IDSchool: number;
}>;


export type RolesQuery = { findRoleByFkSchool: { totalCount: number, data: Array<{ ID: number, label: string, name: string, active: boolean, isRemovable: boolean, numberOfUsers: number, updatedAt: string, lastModifiedUser: { ID: number, firstname: string, lastname: string } | null, roleTemplates: Array<{ ID: number, access: number, label: string, moduleCategory: { ID: number, moduleCategoryCode: string, label: string } }> }> } };

export type ModuleCategoriesQueryVariables = Exact<{
  IDSchool: number;
}>;


export type ModuleCategoriesQuery = { findAllModuleCategory: Array<{ ID: number, label: string, moduleCategoryCode: string }> };

export type AddRoleMutationVariables = Exact<{
  IDSchool: number;
  roleData: RoleInput;
}>;


export type AddRoleMutation = { addRole: { ID: number } };

export type UpdateRoleMutationVariables = Exact<{
  IDSchool: number;
  roleID: number;
  roleData: RoleInput;
}>;


export type UpdateRoleMutation = { updateRole: { ID: number } };

export type RemoveRoleMutationVariables = Exact<{
  IDSchool: number;
  roleID: number;
}>;


export type RemoveRoleMutation = { removeRole: boolean };

export type ActivateRoleMutationVariables = Exact<{
  IDSchool: number;
  roleID: number;
  active: boolean;
}>;


export type ActivateRoleMutation = { activateRole: { ID: number } };

export type ParentChildrenQueryVariables = Exact<{ [key: string]: never; }>;


export type ParentChildrenQuery = { findAllChildrenByParent: Array<{ ID: number, firstname: string, lastname: string, dateOfBirth: string }> };

export type ParentEnquiriesQueryVariables = Exact<{
  filter?: EnquiryFilter | null | undefined;
}>;


export type ParentEnquiriesQuery = { findAllEnquiry: { totalCount: number, data: Array<{ ID: number, fkChild: number, enrollmentPlan: string, active: boolean, vacancyAvailable: boolean, createdAt: string, admissionStatus: { ID: number, stateCode: string, label: string, group: string }, centre: { ID: number, label: string }, level: { ID: number, label: string }, program: { ID: number, label: string } | null, visits: Array<{ ID: number, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, comment: string | null, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null }> }> } };

export type EnquiryFrontendStatesQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type EnquiryFrontendStatesQuery = { getEnquiryFrontendStates: { IDEnquiry: number, nextAction: string, current: { ID: number, stateCode: string, label: string }, steps: Array<{ code: string, label: string, status: string }> } };

export type TrialPeriodInvoiceQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type TrialPeriodInvoiceQuery = { getTrialPeriodInvoice: { IDVisit: number, label: string, amount: number, status: string } | null };

export type AvailableDaysOfMonthQueryVariables = Exact<{
  IDEnquiry: number;
  visitType: string;
  month: string;
}>;


export type AvailableDaysOfMonthQuery = { getAvailableDaysOfMonth: Array<string> };

export type VisitTimeSlotsQueryVariables = Exact<{
  date: string;
  IDEnquiry: number;
  visitType: string;
}>;


export type VisitTimeSlotsQuery = { getVisitTimeSlot: Array<{ from: string, to: string, remaining: number }> };

export type VisitCalendarFileQueryVariables = Exact<{
  IDVisit: number;
}>;


export type VisitCalendarFileQuery = { getVisitCalendarFile: string };

export type BookVisitMutationVariables = Exact<{
  IDEnquiry: number;
  date: string;
  from: string;
  to: string;
}>;


export type BookVisitMutation = { bookVisit: { ID: number, status: string } };

export type RescheduleVisitMutationVariables = Exact<{
  IDVisit: number;
  date: string;
  from: string;
  to: string;
}>;


export type RescheduleVisitMutation = { rescheduleVisit: { ID: number, status: string } };

export type ScheduleTrialPeriodVisitMutationVariables = Exact<{
  IDEnquiry: number;
  date: string;
  from: string;
  to: string;
}>;


export type ScheduleTrialPeriodVisitMutation = { scheduleTrialPeriodVisit: { ID: number, status: string } };

export type RescheduleTrialPeriodVisitMutationVariables = Exact<{
  IDVisit: number;
  date: string;
  from: string;
  to: string;
}>;


export type RescheduleTrialPeriodVisitMutation = { rescheduleTrialPeriodVisit: { ID: number, status: string } };

export type CancelParentMeetingMutationVariables = Exact<{
  IDVisit: number;
}>;


export type CancelParentMeetingMutation = { cancelParentMeeting: { ID: number, status: string } };

export type CancelEnquiryMutationVariables = Exact<{
  ID: number;
}>;


export type CancelEnquiryMutation = { cancelEnquiry: { ID: number, active: boolean } };

export type WaitListQueryVariables = Exact<{
  filter?: WaitListFilter | null | undefined;
  tag?: number | null | undefined;
  preferEnrolDate?: string | null | undefined;
  filterByVacancy?: boolean | null | undefined;
  race?: string | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type WaitListQuery = { getWaitList: { totalCount: number, data: Array<{ ID: number, childFirstname: string, childLastname: string, firstname: string, lastname: string, enrollmentPlan: string, createdAt: string, waitlistedAt: string | null, queueWeight: number, queuePosition: number, admissionStatus: { ID: number, label: string }, centre: { ID: number, label: string }, level: { ID: number, label: string }, waitlistTags: Array<{ ID: number, description: string, weight: number }>, stateHistory: Array<{ ID: number, createdAt: string, toState: { label: string } }>, offer: { ID: number, month: string, dueDate: string | null } | null }> } };

export type WaitListFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type WaitListFilterOptionsQuery = { getWaitListFilter: { preferMonthOfEnrolmentOptions: Array<string>, races: Array<string>, centres: Array<{ ID: number, label: string }>, tags: Array<{ ID: number, description: string }>, levels: Array<{ ID: number, label: string }> } };

export type WaitListEnquiryQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type WaitListEnquiryQuery = { getWaitListEnquiry: { ID: number, firstname: string, lastname: string, email: string, mobilePhone: string | null, childFirstname: string, childLastname: string, enrollmentPlan: string, createdAt: string, waitlistedAt: string | null, queueWeight: number, queuePosition: number, admissionStatus: { ID: number, label: string, stateCode: string }, centre: { ID: number, label: string }, level: { ID: number, label: string }, program: { ID: number, label: string } | null, waitlistTags: Array<{ ID: number, description: string, weight: number }>, stateHistory: Array<{ ID: number, action: string, remarks: string | null, createdAt: string, toState: { label: string } }>, offer: { ID: number, month: string, status: string, dueDate: string | null } | null } };

export type WaitlistTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type WaitlistTagsQuery = { findAllTags: Array<{ ID: number, description: string, weight: number, isCustom: boolean }> };

export type WaitlistActivityLogQueryVariables = Exact<{
  IDEnquiry: number;
  pagination?: Pagination | null | undefined;
}>;


export type WaitlistActivityLogQuery = { findAllChildActivityLog: { totalCount: number, data: Array<{ ID: number, mode: string, action: string, remark: string | null, updatedAt: string, user: { ID: number, firstname: string, lastname: string } | null }> } };

export type WaitlistNewTagMutationVariables = Exact<{
  description: string;
}>;


export type WaitlistNewTagMutation = { newTag: { ID: number } };

export type WaitlistTagWeightMutationVariables = Exact<{
  ID: number;
  weight: number;
}>;


export type WaitlistTagWeightMutation = { updateTagByFields: { ID: number, weight: number } };

export type WaitlistTagOnMutationVariables = Exact<{
  IDEnquiry: number;
  IDTag: number;
}>;


export type WaitlistTagOnMutation = { updateEnquiryTags: { ID: number } };

export type WaitlistTagOffMutationVariables = Exact<{
  IDEnquiry: number;
  IDTag: number;
}>;


export type WaitlistTagOffMutation = { removeEnquiryTag: { ID: number } };

export type WaitlistAddNoteMutationVariables = Exact<{
  IDEnquiry: number;
  remark: string;
}>;


export type WaitlistAddNoteMutation = { addChildActivityLog: { ID: number } };

export type WaitlistOfferPlaceMutationVariables = Exact<{
  IDEnquiry: number;
  month?: string | null | undefined;
}>;


export type WaitlistOfferPlaceMutation = { acceptVacancyForRegistration: { ID: number } };

export type WaitlistDeclineOfferMutationVariables = Exact<{
  IDEnquiry: number;
  remarks?: string | null | undefined;
}>;


export type WaitlistDeclineOfferMutation = { rejectVacancyForRegistration: { ID: number } };

export type MyWaitlistPositionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWaitlistPositionsQuery = { getMyWaitlistPositions: Array<{ IDEnquiry: number, childFirstname: string, centreLabel: string, levelLabel: string, enrollmentPlan: string, position: number, queueLength: number, expectedOfferMonth: string | null, reasons: Array<string>, offer: { ID: number, month: string, dueDate: string | null, status: string } | null }> };

export type WaitlistVacancyTabQueryVariables = Exact<{
  IDCentre: number;
}>;


export type WaitlistVacancyTabQuery = { getVacancyTab: Array<{ month: string, fkLevel: number, levelLabel: string, capacity: number, enrolled: number, offered: number, vacancies: number, waiting: number }> };

export type WaitlistSearchQueryVariables = Exact<{
  q: string;
}>;


export type WaitlistSearchQuery = { searchChildInWaitList: Array<{ ID: number, childFirstname: string, childLastname: string, firstname: string, lastname: string, queuePosition: number, centre: { ID: number, label: string }, level: { ID: number, label: string } }> };

export type WaitlistUpdateDetailMutationVariables = Exact<{
  ID: number;
  data: EnquiryDetailUpdate;
}>;


export type WaitlistUpdateDetailMutation = { updateEnquiryDetail: { ID: number } };

export type WithdrawalDraftFieldsFragment = { ID: number, fkCentre: number, status: string, documentsVerified: boolean, updatedAt: string, can: Array<string>, centre: { ID: number, label: string }, submittedBy: { ID: number, firstname: string, lastname: string }, centreApprover: { ID: number, firstname: string, lastname: string } | null, hqApprover: { ID: number, firstname: string, lastname: string } | null, withdrawalDraftItem: { noticeDate: string, effectiveDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, remark: string | null, child: { ID: number, firstname: string, lastname: string }, codeByParentReason: { ID: number, label: string }, codeByReason: { ID: number, label: string } | null }, activityLogs: Array<{ ID: number, status: string, remark: string | null, createdAt: string, user: { ID: number, firstname: string, lastname: string } | null }> };

export type WithdrawalDraftsQueryVariables = Exact<{
  IDSchool: number;
  filter?: WithdrawalFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type WithdrawalDraftsQuery = { findAllWithdrawalDraft: { totalCount: number, data: Array<{ ID: number, fkCentre: number, status: string, documentsVerified: boolean, updatedAt: string, can: Array<string>, centre: { ID: number, label: string }, submittedBy: { ID: number, firstname: string, lastname: string }, centreApprover: { ID: number, firstname: string, lastname: string } | null, hqApprover: { ID: number, firstname: string, lastname: string } | null, withdrawalDraftItem: { noticeDate: string, effectiveDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, remark: string | null, child: { ID: number, firstname: string, lastname: string }, codeByParentReason: { ID: number, label: string }, codeByReason: { ID: number, label: string } | null }, activityLogs: Array<{ ID: number, status: string, remark: string | null, createdAt: string, user: { ID: number, firstname: string, lastname: string } | null }> }> } };

export type CompletedWithdrawalsQueryVariables = Exact<{
  IDSchool: number;
  filter?: WithdrawalFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type CompletedWithdrawalsQuery = { findAllWithdrawal: { totalCount: number, data: Array<{ ID: number, fkCentre: number, status: string, documentsVerified: boolean, updatedAt: string, can: Array<string>, centre: { ID: number, label: string }, submittedBy: { ID: number, firstname: string, lastname: string }, centreApprover: { ID: number, firstname: string, lastname: string } | null, hqApprover: { ID: number, firstname: string, lastname: string } | null, withdrawalDraftItem: { noticeDate: string, effectiveDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, remark: string | null, child: { ID: number, firstname: string, lastname: string }, codeByParentReason: { ID: number, label: string }, codeByReason: { ID: number, label: string } | null }, activityLogs: Array<{ ID: number, status: string, remark: string | null, createdAt: string, user: { ID: number, firstname: string, lastname: string } | null }> }> } };

export type WithdrawalDetailQueryVariables = Exact<{
  IDWithdrawal: number;
}>;


export type WithdrawalDetailQuery = { getWithdrawalDraft: { eConsentStatus: string | null, ID: number, fkCentre: number, status: string, documentsVerified: boolean, updatedAt: string, can: Array<string>, forms: Array<{ ID: number, formType: string, eDocumentStatus: string, participants: Array<{ ID: number, displayName: string, role: string, status: string, signedAt: string | null }> }>, centre: { ID: number, label: string }, submittedBy: { ID: number, firstname: string, lastname: string }, centreApprover: { ID: number, firstname: string, lastname: string } | null, hqApprover: { ID: number, firstname: string, lastname: string } | null, withdrawalDraftItem: { noticeDate: string, effectiveDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, remark: string | null, child: { ID: number, firstname: string, lastname: string }, codeByParentReason: { ID: number, label: string }, codeByReason: { ID: number, label: string } | null }, activityLogs: Array<{ ID: number, status: string, remark: string | null, createdAt: string, user: { ID: number, firstname: string, lastname: string } | null }> } };

export type WithdrawalEstimateQueryVariables = Exact<{
  childID: number;
  noticeDate: string;
  effectiveDate: string;
}>;


export type WithdrawalEstimateQuery = { getWithdrawalDefaultRefundAmount: { defaultDepositRefundAmount: number, defaultFeeRefundAmount: number, monthlyFee: number, depositAmount: number, noticeInDays: number, earliestLastDay: string, shortNoticeDays: number, feeInLieuAmount: number } };

export type WithdrawalReasonsQueryVariables = Exact<{
  fkSchool: number;
}>;


export type WithdrawalReasonsQuery = { codesByLabelFkSchool: Array<{ category: string, codes: Array<{ ID: number, label: string }> }> };

export type SubmitWithdrawalMutationVariables = Exact<{
  childID: number;
  withdrawalData: WithdrawalInput;
}>;


export type SubmitWithdrawalMutation = { submitWithdrawalRequest: { ID: number, fkCentre: number, status: string, documentsVerified: boolean, updatedAt: string, can: Array<string>, centre: { ID: number, label: string }, submittedBy: { ID: number, firstname: string, lastname: string }, centreApprover: { ID: number, firstname: string, lastname: string } | null, hqApprover: { ID: number, firstname: string, lastname: string } | null, withdrawalDraftItem: { noticeDate: string, effectiveDate: string, refundDepositAmount: number, refundFeeAmount: number, feeInLieuAmount: number, feeInLieuAccepted: boolean, monthlyFee: number, depositAmount: number, remark: string | null, child: { ID: number, firstname: string, lastname: string }, codeByParentReason: { ID: number, label: string }, codeByReason: { ID: number, label: string } | null }, activityLogs: Array<{ ID: number, status: string, remark: string | null, createdAt: string, user: { ID: number, firstname: string, lastname: string } | null }> } };

export type ApproveWithdrawalCentreMutationVariables = Exact<{
  IDWithdrawal: number;
  decision?: WithdrawalDecisionInput | null | undefined;
}>;


export type ApproveWithdrawalCentreMutation = { approveWithdrawalRequestByCentreStaff: { ID: number } };

export type RejectWithdrawalCentreMutationVariables = Exact<{
  IDWithdrawal: number;
  decision: WithdrawalDecisionInput;
}>;


export type RejectWithdrawalCentreMutation = { rejectWithdrawalRequestByCentreStaff: { ID: number } };

export type ApproveWithdrawalHqMutationVariables = Exact<{
  IDWithdrawal: number;
  decision?: WithdrawalDecisionInput | null | undefined;
}>;


export type ApproveWithdrawalHqMutation = { approveWithdrawalRequestByHQ: { ID: number } };

export type RejectWithdrawalHqMutationVariables = Exact<{
  IDWithdrawal: number;
  decision: WithdrawalDecisionInput;
}>;


export type RejectWithdrawalHqMutation = { rejectWithdrawalRequestByHQ: { ID: number } };

export type VerifyWithdrawalDocumentsMutationVariables = Exact<{
  IDWithdrawal: number;
}>;


export type VerifyWithdrawalDocumentsMutation = { onAllWithdrawalDocumentedVerified: { ID: number } };

export type CancelWithdrawalRequestMutationVariables = Exact<{
  IDWithdrawal: number;
  remark?: string | null | undefined;
}>;


export type CancelWithdrawalRequestMutation = { cancelWithdrawalRequest: { ID: number } };

export type CancelApprovedWithdrawalMutationVariables = Exact<{
  IDWithdrawal: number;
  remark?: string | null | undefined;
}>;


export type CancelApprovedWithdrawalMutation = { cancelWithdrawal: { ID: number } };

export type SendWithdrawalFormLinkMutationVariables = Exact<{
  IDWithdrawal: number;
}>;


export type SendWithdrawalFormLinkMutation = { sendWithdrawalFormLink: { ID: number } };

export type PendingSignatureFieldsFragment = { IDWithdrawal: number, formType: string, pendingStatus: string, signer: string, effectiveDate: string, createdAt: string, child: { ID: number, firstname: string, lastname: string }, centre: { ID: number, label: string } };

export type PendingForm2ChildrenQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingForm2ChildrenQuery = { getPendingForm2ESignatureChildren: Array<{ IDWithdrawal: number, formType: string, pendingStatus: string, signer: string, effectiveDate: string, createdAt: string, child: { ID: number, firstname: string, lastname: string }, centre: { ID: number, label: string } }> };

export type PendingForm3ChildrenQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingForm3ChildrenQuery = { getPendingWithdrawalForm3ESignatureChildren: Array<{ IDWithdrawal: number, formType: string, pendingStatus: string, signer: string, effectiveDate: string, createdAt: string, child: { ID: number, firstname: string, lastname: string }, centre: { ID: number, label: string } }> };

export type SidebarMenuQueryVariables = Exact<{
  fkSchool: number;
}>;


export type SidebarMenuQuery = { findSidebarMenuByUser: Array<{ ID: number, icon: string | null, path: string | null, active: boolean, label: string, fkNavigation: number | null }> };

export type NotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationCountQuery = { getNotifications: { unreadCount: number } };

export type NotificationsQueryVariables = Exact<{
  pagination?: Pagination | null | undefined;
}>;


export type NotificationsQuery = { getNotifications: { totalCount: number, unreadCount: number, data: Array<{ ID: number, navigate: string | null, channel: string, read: boolean, createdAt: string, content: { title: string, body: string } }> } };

export type MarkNotificationsMutationVariables = Exact<{
  notificationIds: Array<number> | number;
  read: boolean;
}>;


export type MarkNotificationsMutation = { markNotifications: boolean };

export type WebPushPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type WebPushPublicKeyQuery = { webPushPublicKey: string };

export type SubscribeWebPushMutationVariables = Exact<{
  subscription: WebPushSubscriptionInput;
}>;


export type SubscribeWebPushMutation = { subscribeWebPush: boolean };

export type UnsubscribeWebPushMutationVariables = Exact<{
  endpoint: string;
}>;


export type UnsubscribeWebPushMutation = { unsubscribeWebPush: boolean };

export type UpdateMyPreferredLanguageMutationVariables = Exact<{
  language: string;
}>;


export type UpdateMyPreferredLanguageMutation = { updateMyPreferredLanguage: string };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { ID: number, fkSchool: number, firstname: string, lastname: string, email: string, birthdate: string | null, gender: string | null, homePhone: string | null, mobilePhone: string | null, mobilePhoneCountryCode: string | null, isHQStaff: boolean, hasCentreScopeAccess: boolean, hasClassScopeAccess: boolean, isStaff: boolean, can: Array<string>, preferredLanguage: string | null, userRoleRelations: Array<{ ID: number, fkRole: number, role: { ID: number, name: string, label: string, isStaff: boolean, roleTemplates: Array<{ ID: number, fkModuleCategory: number, access: number, moduleCategory: { ID: number, moduleCategoryCode: string, label: string } }> } }>, userAccessControls: Array<{ ID: number, fkSchool: number, fkCentre: number | null, fkClass: number | null, school: { ID: number, name: string } }>, parent: { ID: number, monthlyIncome: string | null, workplaceStaff: string | null } | null, childRelations: Array<{ ID: number, fkChild: number, child: { ID: number, firstname: string, lastname: string, race: string | null, nationality: string | null, dateOfBirth: string, birthCertificate: string | null, householdIncomeRange: string | null, childClasses: Array<{ from: string, to: string | null, program: { ID: number, label: string } | null, class: { ID: number, fkCentre: number, fkLevel: number, label: string } }> } }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type SchoolThemeQueryVariables = Exact<{
  fkSchool: number;
}>;


export type SchoolThemeQuery = { findAllSchoolConfig: { totalCount: number, data: Array<{ ID: number, fkSchool: number, key: string, value: string }> }, findSchool: { ID: number, name: string } | null };

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
export const AdmissionRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdmissionRowFields on Admission {
  ID
  firstname
  lastname
  childFirstname
  childLastname
  pendingRegisterSince
  source
  createdAt
  enrollmentPlan
  stageCode
  familyBlacklisted
  centre {
    ID
    label
  }
  level {
    ID
    label
  }
  child {
    birthCertificate
  }
  user {
    email
    mobilePhone
    mobilePhoneCountryCode
  }
  admissionStatus {
    stateCode
    label
  }
}
    `, {"fragmentName":"AdmissionRowFields"}) as unknown as TypedDocumentString<AdmissionRowFieldsFragment, unknown>;
export const InjuryFieldsFragmentDoc = new TypedDocumentString(`
    fragment InjuryFields on Injury {
  ID
  childID
  date
  side
  top
  left
  injuryType
  remarks
  reportedBy
  reportedAt
  acknowledgedBy
  acknowledgedAt
}
    `, {"fragmentName":"InjuryFields"}) as unknown as TypedDocumentString<InjuryFieldsFragment, unknown>;
export const ClusterFlagFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClusterFlagFields on SymptomClusterFlag {
  ID
  classLabel
  symptom
  firstDate
  lastDate
  childCount
  broadcastID
  broadcastStatus
}
    `, {"fragmentName":"ClusterFlagFields"}) as unknown as TypedDocumentString<ClusterFlagFieldsFragment, unknown>;
export const ChildListRowFragmentDoc = new TypedDocumentString(`
    fragment ChildListRow on Child {
  ID
  firstname
  lastname
  dateOfBirth
  closestLevel {
    centre {
      ID
      label
    }
    level {
      ID
      label
    }
    from
    to
    moveReason
  }
  currentClass {
    class {
      ID
      label
    }
  }
  upcomingClass {
    class {
      ID
      label
    }
  }
}
    `, {"fragmentName":"ChildListRow"}) as unknown as TypedDocumentString<ChildListRowFragment, unknown>;
export const OfferedCentreListFragmentDoc = new TypedDocumentString(`
    fragment OfferedCentreList on EnrollmentCentreList {
  totalCount
  data {
    ID
    label
    code
    distance
    vacancyAvailable
    addresses {
      ID
      address
      postcode
      lat
      lng
    }
  }
}
    `, {"fragmentName":"OfferedCentreList"}) as unknown as TypedDocumentString<OfferedCentreListFragment, unknown>;
export const EventPhotoItemFragmentDoc = new TypedDocumentString(`
    fragment EventPhotoItem on EventPhoto {
  ID
  status
  caption
  url
  thumbnailUrl
  width
  height
  tags {
    childID
    childName
    photoConsent
  }
}
    `, {"fragmentName":"EventPhotoItem"}) as unknown as TypedDocumentString<EventPhotoItemFragment, unknown>;
export const EventItemFragmentDoc = new TypedDocumentString(`
    fragment EventItem on Event {
  ID
  status
  category
  title
  description
  eventType
  from
  to
  publishDate
  cancellationDate
  rsvpDeadline
  location
  parentConsentRequired
  termsAndConditions
  paymentRequired
  childEventFee
  guestEventFee
  guestsAllowed
  guestsDetailsRequired
  guestCountLimit
  fkSubmitter
  cancelRemarks
  attendingCount
  scopes {
    ID
    centreID
    centreLabel
    classID
    classLabel
  }
}
    `, {"fragmentName":"EventItem"}) as unknown as TypedDocumentString<EventItemFragment, unknown>;
export const FeeTierFieldsFragmentDoc = new TypedDocumentString(`
    fragment FeeTierFields on FeeTier {
  ID
  fkCentre
  label
  effectiveForRegistrationFrom
  effectiveForRegistrationTo
  isLastTierInGroup
  active
  pending
  feeGroup {
    ID
    groupCode
  }
  centre {
    ID
    label
  }
  fees {
    ID
    nationality
    amount
    effectiveFrom
    effectiveTo
    level {
      ID
      label
    }
    program {
      ID
      label
    }
  }
  numberOfChildren {
    level {
      ID
      label
    }
    numberOfChildren
  }
}
    `, {"fragmentName":"FeeTierFields"}) as unknown as TypedDocumentString<FeeTierFieldsFragment, unknown>;
export const FinanceInvoiceRunFieldsFragmentDoc = new TypedDocumentString(`
    fragment FinanceInvoiceRunFields on InvoiceRun {
  ID
  IDCentre
  centreName
  month
  status
  total
  processed
  makerName
  invoiceCount
  skippedCount
  grandTotal
  error
  createdAt
  can
}
    `, {"fragmentName":"FinanceInvoiceRunFields"}) as unknown as TypedDocumentString<FinanceInvoiceRunFieldsFragment, unknown>;
export const FinanceInvoiceFieldsFragmentDoc = new TypedDocumentString(`
    fragment FinanceInvoiceFields on Invoice {
  ID
  fkChild
  invoiceNo
  invoiceType
  label
  status
  invoiceDate
  invoiceDueDate
  totalAmount
  totalTaxAmount
  grandTotal
  outstandingAmount
}
    `, {"fragmentName":"FinanceInvoiceFields"}) as unknown as TypedDocumentString<FinanceInvoiceFieldsFragment, unknown>;
export const FinanceUploadedFileFieldsFragmentDoc = new TypedDocumentString(`
    fragment FinanceUploadedFileFields on UploadedFile {
  ID
  label
  URL
  status
  log
  docType
  user
  createdAt
  month
  valueDate
  rowCount
  totalAmount
}
    `, {"fragmentName":"FinanceUploadedFileFields"}) as unknown as TypedDocumentString<FinanceUploadedFileFieldsFragment, unknown>;
export const GiroBankAccountFieldsFragmentDoc = new TypedDocumentString(`
    fragment GiroBankAccountFields on BankAccount {
  ID
  payerAccountNumber
  payerAccountName
  source
  status
  billReferenceNumber
  isCda
  effectiveFrom
  applicationDate
  createdAt
  bank {
    ID
    bankName
    bankCode
  }
  statusChanges {
    ID
    fromStatus
    toStatus
    reason
    remarks
    userName
    createdAt
  }
}
    `, {"fragmentName":"GiroBankAccountFields"}) as unknown as TypedDocumentString<GiroBankAccountFieldsFragment, unknown>;
export const LeaveRequestRowFragmentDoc = new TypedDocumentString(`
    fragment LeaveRequestRow on LeaveRequest {
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
  remark
  requestedBy
  approver
  approverRemark
}
    `, {"fragmentName":"LeaveRequestRow"}) as unknown as TypedDocumentString<LeaveRequestRowFragment, unknown>;
export const LeaveTypeRowFragmentDoc = new TypedDocumentString(`
    fragment LeaveTypeRow on LeaveType {
  ID
  code
  label
  halfDayApplicable
  applicableToChild
  applicableToStaff
  approveRequired
  active
}
    `, {"fragmentName":"LeaveTypeRow"}) as unknown as TypedDocumentString<LeaveTypeRowFragment, unknown>;
export const PaymentAccessFieldsFragmentDoc = new TypedDocumentString(`
    fragment PaymentAccessFields on PaymentAccess {
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
    `, {"fragmentName":"PaymentAccessFields"}) as unknown as TypedDocumentString<PaymentAccessFieldsFragment, unknown>;
export const SubsidyTablesFragmentDoc = new TypedDocumentString(`
    fragment SubsidyTables on SubsidySchedule {
  basic {
    careType
    working
    amountCents
  }
  additional {
    careType
    incomeMaxCents
    perCapitaMaxCents
    amountCents
  }
}
    `, {"fragmentName":"SubsidyTables"}) as unknown as TypedDocumentString<SubsidyTablesFragment, unknown>;
export const TransferDraftFieldsFragmentDoc = new TypedDocumentString(`
    fragment TransferDraftFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  subsidyNotice
  updatedAt
  can
  sourceCentre {
    ID
    label
  }
  destinationCentre {
    ID
    label
  }
  submittedBy {
    ID
    firstname
    lastname
  }
  sourceApprover {
    ID
    firstname
    lastname
  }
  destinationApprover {
    ID
    firstname
    lastname
  }
  item {
    effectiveDate
    remark
    fkEnquiry
    child {
      ID
      firstname
      lastname
    }
    reason {
      ID
      label
    }
  }
  activityLogs {
    ID
    status
    remark
    createdAt
    user {
      ID
      firstname
      lastname
    }
  }
}
    `, {"fragmentName":"TransferDraftFields"}) as unknown as TypedDocumentString<TransferDraftFieldsFragment, unknown>;
export const StaffFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffFields on Staff {
  ID
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
    `, {"fragmentName":"StaffFields"}) as unknown as TypedDocumentString<StaffFieldsFragment, unknown>;
export const WithdrawalDraftFieldsFragmentDoc = new TypedDocumentString(`
    fragment WithdrawalDraftFields on WithdrawalDraft {
  ID
  fkCentre
  status
  documentsVerified
  updatedAt
  can
  centre {
    ID
    label
  }
  submittedBy {
    ID
    firstname
    lastname
  }
  centreApprover {
    ID
    firstname
    lastname
  }
  hqApprover {
    ID
    firstname
    lastname
  }
  withdrawalDraftItem {
    noticeDate
    effectiveDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    remark
    child {
      ID
      firstname
      lastname
    }
    codeByParentReason {
      ID
      label
    }
    codeByReason {
      ID
      label
    }
  }
  activityLogs {
    ID
    status
    remark
    createdAt
    user {
      ID
      firstname
      lastname
    }
  }
}
    `, {"fragmentName":"WithdrawalDraftFields"}) as unknown as TypedDocumentString<WithdrawalDraftFieldsFragment, unknown>;
export const PendingSignatureFieldsFragmentDoc = new TypedDocumentString(`
    fragment PendingSignatureFields on PendingESignatureChild {
  IDWithdrawal
  formType
  pendingStatus
  signer
  effectiveDate
  createdAt
  child {
    ID
    firstname
    lastname
  }
  centre {
    ID
    label
  }
}
    `, {"fragmentName":"PendingSignatureFields"}) as unknown as TypedDocumentString<PendingSignatureFieldsFragment, unknown>;
export const MyAccountDocument = new TypedDocumentString(`
    query MyAccount {
  myAccount {
    ID
    firstname
    lastname
    email
    mobilePhone
    mobilePhoneCountryCode
    pendingEmail
  }
}
    `) as unknown as TypedDocumentString<MyAccountQuery, MyAccountQueryVariables>;
export const MyConsentsDocument = new TypedDocumentString(`
    query MyConsents {
  myConsents {
    ID
    kind
    version
    givenAt
    centreLabel
  }
}
    `) as unknown as TypedDocumentString<MyConsentsQuery, MyConsentsQueryVariables>;
export const UpdateMyProfileDocument = new TypedDocumentString(`
    mutation UpdateMyProfile($firstname: String!, $lastname: String!, $mobilePhone: String!) {
  updateMyProfile(
    firstname: $firstname
    lastname: $lastname
    mobilePhone: $mobilePhone
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;
export const RequestEmailChangeDocument = new TypedDocumentString(`
    mutation RequestEmailChange($newEmail: String!) {
  requestEmailChange(newEmail: $newEmail) {
    ID
    pendingEmail
  }
}
    `) as unknown as TypedDocumentString<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const ConfirmEmailChangeDocument = new TypedDocumentString(`
    mutation ConfirmEmailChange($code: String!) {
  confirmEmailChange(code: $code) {
    ID
    email
  }
}
    `) as unknown as TypedDocumentString<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const ChangeMyPasswordDocument = new TypedDocumentString(`
    mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {
  changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ChangeMyPasswordMutation, ChangeMyPasswordMutationVariables>;
export const MyPushPreferencesDocument = new TypedDocumentString(`
    query MyPushPreferences {
  myPushPreferences {
    kind
    push
  }
}
    `) as unknown as TypedDocumentString<MyPushPreferencesQuery, MyPushPreferencesQueryVariables>;
export const UpdateMyPushPreferencesDocument = new TypedDocumentString(`
    mutation UpdateMyPushPreferences($kinds: [String!]!) {
  updateMyPushPreferences(kinds: $kinds) {
    kind
    push
  }
}
    `) as unknown as TypedDocumentString<UpdateMyPushPreferencesMutation, UpdateMyPushPreferencesMutationVariables>;
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
      label
      count
    }
    data {
      ...AdmissionRowFields
    }
  }
}
    fragment AdmissionRowFields on Admission {
  ID
  firstname
  lastname
  childFirstname
  childLastname
  pendingRegisterSince
  source
  createdAt
  enrollmentPlan
  stageCode
  familyBlacklisted
  centre {
    ID
    label
  }
  level {
    ID
    label
  }
  child {
    birthCertificate
  }
  user {
    email
    mobilePhone
    mobilePhoneCountryCode
  }
  admissionStatus {
    stateCode
    label
  }
}`) as unknown as TypedDocumentString<AdmissionsListQuery, AdmissionsListQueryVariables>;
export const AdmissionsListSearchDocument = new TypedDocumentString(`
    query AdmissionsListSearch($q: String!) {
  searchAdmissions(q: $q) {
    ...AdmissionRowFields
  }
}
    fragment AdmissionRowFields on Admission {
  ID
  firstname
  lastname
  childFirstname
  childLastname
  pendingRegisterSince
  source
  createdAt
  enrollmentPlan
  stageCode
  familyBlacklisted
  centre {
    ID
    label
  }
  level {
    ID
    label
  }
  child {
    birthCertificate
  }
  user {
    email
    mobilePhone
    mobilePhoneCountryCode
  }
  admissionStatus {
    stateCode
    label
  }
}`) as unknown as TypedDocumentString<AdmissionsListSearchQuery, AdmissionsListSearchQueryVariables>;
export const AdmissionFiltersDocument = new TypedDocumentString(`
    query AdmissionFilters($IDSchool: Int!) {
  getAdmissionFilters(IDSchool: $IDSchool) {
    centres {
      ID
      label
    }
    levels {
      ID
      label
    }
    stages {
      code
      label
      statuses {
        stateCode
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdmissionFiltersQuery, AdmissionFiltersQueryVariables>;
export const AdmissionsSearchDocument = new TypedDocumentString(`
    query AdmissionsSearch($q: String!) {
  searchAdmissions(q: $q) {
    ID
    childFirstname
    childLastname
    firstname
    lastname
    stageCode
    centre {
      ID
      label
    }
    child {
      ID
      birthCertificate
    }
    user {
      ID
      email
    }
    admissionStatus {
      label
    }
  }
}
    `) as unknown as TypedDocumentString<AdmissionsSearchQuery, AdmissionsSearchQueryVariables>;
export const AdmissionDetailDocument = new TypedDocumentString(`
    query AdmissionDetail($IDEnquiry: Int!) {
  admissionByID(IDEnquiry: $IDEnquiry) {
    ID
    admission {
      ID
      firstname
      lastname
      childFirstname
      childLastname
      pendingRegisterSince
      source
      createdAt
      enrollmentPlan
      stageCode
      familyBlacklisted
      centre {
        label
      }
      level {
        label
      }
      child {
        dateOfBirth
        birthCertificate
      }
      user {
        email
        mobilePhone
        mobilePhoneCountryCode
      }
      admissionStatus {
        label
        stateCode
        enquiryFrontendState
      }
    }
    enquiry {
      ID
      visits {
        ID
        status
        visitType
        visitFrom
        visitTo
      }
    }
    stateHistory {
      ID
      action
      remarks
      userName
      createdAt
      fromState {
        label
      }
      toState {
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdmissionDetailQuery, AdmissionDetailQueryVariables>;
export const AttendanceClassesDocument = new TypedDocumentString(`
    query AttendanceClasses($IDSchool: Int!) {
  getAllClassInfo(IDSchool: $IDSchool, pagination: {page: 1, perPage: 500}) {
    data {
      ID
      label
      centre {
        ID
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AttendanceClassesQuery, AttendanceClassesQueryVariables>;
export const AttendanceRegisterDocument = new TypedDocumentString(`
    query AttendanceRegister($classID: Int!, $date: Date!) {
  getAttendanceByClass(classID: $classID, date: $date) {
    childID
    child {
      ID
      firstname
      lastname
    }
    date
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
      reason
      remarks
      pickedBy
      history {
        changedAt
        changedBy
        action
        remark
      }
    }
    health {
      ID
      time
      temperature
      symptoms
      fever
    }
    injuries {
      ...InjuryFields
    }
  }
}
    fragment InjuryFields on Injury {
  ID
  childID
  date
  side
  top
  left
  injuryType
  remarks
  reportedBy
  reportedAt
  acknowledgedBy
  acknowledgedAt
}`) as unknown as TypedDocumentString<AttendanceRegisterQuery, AttendanceRegisterQueryVariables>;
export const AttendanceMarkChildrenDocument = new TypedDocumentString(`
    mutation AttendanceMarkChildren($attendanceUpdate: AttendanceUpdate!, $forChild: [Int!]!, $attendanceId: Int) {
  addOrUpdateAttendance(
    attendanceUpdate: $attendanceUpdate
    forChild: $forChild
    attendanceId: $attendanceId
  ) {
    childID
    present
  }
}
    `) as unknown as TypedDocumentString<AttendanceMarkChildrenMutation, AttendanceMarkChildrenMutationVariables>;
export const AttendanceCentreSummaryDocument = new TypedDocumentString(`
    query AttendanceCentreSummary($centreId: Int!, $from: Date!, $to: Date!, $filter: AttendanceSummaryFilter) {
  getCentreAttendanceSummaries(
    centreId: $centreId
    from: $from
    to: $to
    filter: $filter
  ) {
    date
    classID
    classLabel
    expected
    present
    absent
    late
    notArrived
  }
}
    `) as unknown as TypedDocumentString<AttendanceCentreSummaryQuery, AttendanceCentreSummaryQueryVariables>;
export const ChildAttendanceDaysDocument = new TypedDocumentString(`
    query ChildAttendanceDays($childID: Int!, $from: Date!, $to: Date!) {
  getChildAttendances(childID: $childID, from: $from, to: $to) {
    date
    present
    absent
    absentReason
    checkIn
    checkOut
    fever
    entries {
      ID
      type
      time
      pickedBy
      remarks
    }
    health {
      ID
      time
      temperature
      symptoms
      fever
    }
    injuries {
      ...InjuryFields
    }
  }
}
    fragment InjuryFields on Injury {
  ID
  childID
  date
  side
  top
  left
  injuryType
  remarks
  reportedBy
  reportedAt
  acknowledgedBy
  acknowledgedAt
}`) as unknown as TypedDocumentString<ChildAttendanceDaysQuery, ChildAttendanceDaysQueryVariables>;
export const ChildLatePickupsDocument = new TypedDocumentString(`
    query ChildLatePickups($childID: Int!, $from: Date!, $to: Date!) {
  getChildLatePickupEntries(childID: $childID, from: $from, to: $to) {
    totalCount
    totalFee
    data {
      ID
      date
      pickupTime
      pickedBy
      quantity
      fee
      invoice
    }
  }
}
    `) as unknown as TypedDocumentString<ChildLatePickupsQuery, ChildLatePickupsQueryVariables>;
export const ChildHealthInformationDocument = new TypedDocumentString(`
    query ChildHealthInformation($childID: Int!) {
  getChildHealthInfo(childID: $childID) {
    childID
    isImmunized
    immunizationDetails
    familyDoctorName
    clinicName
    clinicPhone
    clinicAddress
    medicalCondition {
      disease
      exists
    }
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<ChildHealthInformationQuery, ChildHealthInformationQueryVariables>;
export const SaveChildHealthInformationDocument = new TypedDocumentString(`
    mutation SaveChildHealthInformation($childID: Int!, $healthInfo: ChildHealthInfoInput!) {
  updateChildHealthInfo(childID: $childID, healthInfo: $healthInfo) {
    childID
  }
}
    `) as unknown as TypedDocumentString<SaveChildHealthInformationMutation, SaveChildHealthInformationMutationVariables>;
export const AttendanceCentresDocument = new TypedDocumentString(`
    query AttendanceCentres {
  getAccessibleCentresForModule(
    module: "attendance_management"
    accessType: "read"
  ) {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<AttendanceCentresQuery, AttendanceCentresQueryVariables>;
export const ChildInjuriesDocument = new TypedDocumentString(`
    query ChildInjuries($childID: Int!, $from: Date!, $to: Date!) {
  getChildInjuries(childID: $childID, from: $from, to: $to) {
    ...InjuryFields
  }
}
    fragment InjuryFields on Injury {
  ID
  childID
  date
  side
  top
  left
  injuryType
  remarks
  reportedBy
  reportedAt
  acknowledgedBy
  acknowledgedAt
}`) as unknown as TypedDocumentString<ChildInjuriesQuery, ChildInjuriesQueryVariables>;
export const AddChildInjuryDocument = new TypedDocumentString(`
    mutation AddChildInjury($childID: Int!, $injury: InjuryInput!) {
  addChildInjury(childID: $childID, injury: $injury) {
    ID
  }
}
    `) as unknown as TypedDocumentString<AddChildInjuryMutation, AddChildInjuryMutationVariables>;
export const StaffAttendanceDocument = new TypedDocumentString(`
    query StaffAttendance($centreId: Int!, $date: Date!) {
  getStaffAttendancesByCentre(centreId: $centreId, date: $date) {
    centreID
    date
    staff {
      teacherID
      firstname
      lastname
      status
      checkIn
      checkOut
      inCentre
      remarks
      sessions {
        sessionID
        checkIn
        checkOut
      }
    }
    ratios {
      classID
      classLabel
      childrenIn
      staffIn
      teacherRatio
      capacity
      overRatio
    }
  }
}
    `) as unknown as TypedDocumentString<StaffAttendanceQuery, StaffAttendanceQueryVariables>;
export const RecordStaffAttendanceDocument = new TypedDocumentString(`
    mutation RecordStaffAttendance($centreId: Int!, $staffAttendance: StaffAttendanceInput!) {
  recordStaffAttendance(centreId: $centreId, staffAttendance: $staffAttendance) {
    teacherID
    status
    inCentre
  }
}
    `) as unknown as TypedDocumentString<RecordStaffAttendanceMutation, RecordStaffAttendanceMutationVariables>;
export const AttendanceChangedDocument = new TypedDocumentString(`
    subscription AttendanceChanged($centreId: Int) {
  attendanceChanged(centreId: $centreId) {
    centreID
    classID
    date
    kind
  }
}
    `) as unknown as TypedDocumentString<AttendanceChangedSubscription, AttendanceChangedSubscriptionVariables>;
export const AcknowledgeChildInjuryDocument = new TypedDocumentString(`
    mutation AcknowledgeChildInjury($injuryID: Int!) {
  acknowledgeChildInjury(injuryID: $injuryID) {
    ID
    acknowledgedAt
  }
}
    `) as unknown as TypedDocumentString<AcknowledgeChildInjuryMutation, AcknowledgeChildInjuryMutationVariables>;
export const AttendanceHealthFlagsDocument = new TypedDocumentString(`
    query AttendanceHealthFlags($centreId: Int!, $date: Date!) {
  getCentreHealthFlags(centreId: $centreId, date: $date) {
    centreID
    clusters {
      ...ClusterFlagFields
    }
    fevers {
      childID
      firstname
      lastname
      classLabel
      time
      temperature
    }
    injuries {
      firstname
      lastname
      classLabel
      injury {
        ID
        childID
        date
        injuryType
      }
    }
  }
}
    fragment ClusterFlagFields on SymptomClusterFlag {
  ID
  classLabel
  symptom
  firstDate
  lastDate
  childCount
  broadcastID
  broadcastStatus
}`) as unknown as TypedDocumentString<AttendanceHealthFlagsQuery, AttendanceHealthFlagsQueryVariables>;
export const DraftSymptomClusterNoticeDocument = new TypedDocumentString(`
    mutation DraftSymptomClusterNotice($clusterID: Int!) {
  draftSymptomClusterNotice(clusterID: $clusterID) {
    ...ClusterFlagFields
  }
}
    fragment ClusterFlagFields on SymptomClusterFlag {
  ID
  classLabel
  symptom
  firstDate
  lastDate
  childCount
  broadcastID
  broadcastStatus
}`) as unknown as TypedDocumentString<DraftSymptomClusterNoticeMutation, DraftSymptomClusterNoticeMutationVariables>;
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
export const AuditLogDocument = new TypedDocumentString(`
    query AuditLog($IDSchool: Int!, $filter: AuditLogFilter, $pagination: Pagination) {
  findAllAuditLog(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    totalCountCapped
    data {
      ID
      createdAt
      kind
      operation
      action
      userId
      userEmail
      userName
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
export const FailedJobsDocument = new TypedDocumentString(`
    query FailedJobs($IDSchool: Int!, $pagination: Pagination) {
  findAllFailedJob(IDSchool: $IDSchool, pagination: $pagination) {
    totalCount
    data {
      ID
      name
      recordId
      retryCount
      error
      failedAt
    }
  }
}
    `) as unknown as TypedDocumentString<FailedJobsQuery, FailedJobsQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    query Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<LoginQuery, LoginQueryVariables>;
export const RegistrationInfoDocument = new TypedDocumentString(`
    query RegistrationInfo($token: String!) {
  registrationInfo(token: $token) {
    userId
    email
    firstname
    maskedPhone
    otpRequired
    privacyPolicyUrl
  }
}
    `) as unknown as TypedDocumentString<RegistrationInfoQuery, RegistrationInfoQueryVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($token: String!, $password: String!, $pdpaConsentVersion: String) {
  register(
    token: $token
    password: $password
    pdpaConsentVersion: $pdpaConsentVersion
  ) {
    token
  }
}
    `) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const SendOtpDocument = new TypedDocumentString(`
    mutation SendOTP($userId: Int!, $token: String!) {
  sendOTP(userId: $userId, token: $token)
}
    `) as unknown as TypedDocumentString<SendOtpMutation, SendOtpMutationVariables>;
export const ValidateOtpDocument = new TypedDocumentString(`
    mutation ValidateOTP($userId: Int!, $otpReceived: String!, $token: String!) {
  validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)
}
    `) as unknown as TypedDocumentString<ValidateOtpMutation, ValidateOtpMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($tokenString: String!, $password: String!) {
  resetPassword(tokenString: $tokenString, password: $password)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ForgetPasswordDocument = new TypedDocumentString(`
    mutation ForgetPassword($email: String!) {
  forgetPassword(email: $email)
}
    `) as unknown as TypedDocumentString<ForgetPasswordMutation, ForgetPasswordMutationVariables>;
export const LoginUrlDocument = new TypedDocumentString(`
    query LoginUrl($fkSchool: Int!) {
  getLoginUrl(fkSchool: $fkSchool) {
    url
  }
}
    `) as unknown as TypedDocumentString<LoginUrlQuery, LoginUrlQueryVariables>;
export const ValidateUserDocument = new TypedDocumentString(`
    query ValidateUser($tokenString: String!) {
  validateUser(tokenString: $tokenString) {
    token
  }
}
    `) as unknown as TypedDocumentString<ValidateUserQuery, ValidateUserQueryVariables>;
export const BlacklistEntriesDocument = new TypedDocumentString(`
    query BlacklistEntries($IDSchool: Int!, $pagination: Pagination) {
  getBlackListData(IDSchool: $IDSchool, pagination: $pagination) {
    totalCount
    data {
      ID
      remark
      updatedAt
      child {
        firstname
        lastname
      }
      parent {
        firstname
        lastname
        email
      }
      centre {
        label
      }
      code {
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BlacklistEntriesQuery, BlacklistEntriesQueryVariables>;
export const BlacklistDraftsDocument = new TypedDocumentString(`
    query BlacklistDrafts($IDSchool: Int!, $status: String, $pagination: Pagination) {
  blacklistDraftsByFkSchool(
    IDSchool: $IDSchool
    status: $status
    pagination: $pagination
  ) {
    totalCount
    data {
      ID
      kind
      status
      can
      approverName
      decisionRemark
      createdAt
      centre {
        label
      }
      user {
        ID
        firstname
        lastname
      }
      items {
        remark
        child {
          firstname
          lastname
        }
        parent {
          email
        }
        code {
          label
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BlacklistDraftsQuery, BlacklistDraftsQueryVariables>;
export const BlacklistReasonsDocument = new TypedDocumentString(`
    query BlacklistReasons($fkSchool: Int!) {
  codesByLabelFkSchool(fkSchool: $fkSchool, labels: ["blacklist_reason"]) {
    codes {
      ID
      label
    }
  }
}
    `) as unknown as TypedDocumentString<BlacklistReasonsQuery, BlacklistReasonsQueryVariables>;
export const BlacklistChildRelationsDocument = new TypedDocumentString(`
    query BlacklistChildRelations($IDChild: Int!) {
  getChildRelationData(IDChild: $IDChild) {
    ID
    firstname
    lastname
    email
  }
}
    `) as unknown as TypedDocumentString<BlacklistChildRelationsQuery, BlacklistChildRelationsQueryVariables>;
export const BlacklistSubmitNewDocument = new TypedDocumentString(`
    mutation BlacklistSubmitNew($input: BlacklistNewInput!) {
  submitNewBlacklist(input: $input) {
    ID
  }
}
    `) as unknown as TypedDocumentString<BlacklistSubmitNewMutation, BlacklistSubmitNewMutationVariables>;
export const BlacklistSubmitRemovalDocument = new TypedDocumentString(`
    mutation BlacklistSubmitRemoval($IDBlacklist: Int!, $remark: String!) {
  submitRemoveBlacklist(IDBlacklist: $IDBlacklist, remark: $remark) {
    ID
  }
}
    `) as unknown as TypedDocumentString<BlacklistSubmitRemovalMutation, BlacklistSubmitRemovalMutationVariables>;
export const BlacklistApproveDraftDocument = new TypedDocumentString(`
    mutation BlacklistApproveDraft($IDBlacklistDraft: Int!, $remark: String) {
  approveBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
    ID
  }
}
    `) as unknown as TypedDocumentString<BlacklistApproveDraftMutation, BlacklistApproveDraftMutationVariables>;
export const BlacklistRejectDraftDocument = new TypedDocumentString(`
    mutation BlacklistRejectDraft($IDBlacklistDraft: Int!, $remark: String!) {
  rejectBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
    ID
  }
}
    `) as unknown as TypedDocumentString<BlacklistRejectDraftMutation, BlacklistRejectDraftMutationVariables>;
export const BlacklistCancelDraftDocument = new TypedDocumentString(`
    mutation BlacklistCancelDraft($IDBlacklistDraft: Int!, $remark: String!) {
  cancelBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
    ID
  }
}
    `) as unknown as TypedDocumentString<BlacklistCancelDraftMutation, BlacklistCancelDraftMutationVariables>;
export const BroadcastListDocument = new TypedDocumentString(`
    query BroadcastList($IDSchool: Int!, $filter: BroadcastFilter, $pagination: Pagination) {
  getBroadcasting(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    unreadCount
    data {
      ID
      subject
      description
      status
      needsAcknowledgement
      createdAt
      updatedAt
      publishedAt
      editedAt
      remindedAt
      isRead
      recipientCount
      readCount
      sender {
        ID
        firstname
        lastname
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
      attachments {
        ID
        fileKey
        fileSize
        name
        isPhoto
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BroadcastListQuery, BroadcastListQueryVariables>;
export const BroadcastScopeSearchDocument = new TypedDocumentString(`
    query BroadcastScopeSearch($IDSchool: Int!, $search: String!) {
  searchBroadcastingScope(IDSchool: $IDSchool, search: $search) {
    type
    ID
    label
    description
  }
}
    `) as unknown as TypedDocumentString<BroadcastScopeSearchQuery, BroadcastScopeSearchQueryVariables>;
export const BroadcastReceiptsDocument = new TypedDocumentString(`
    query BroadcastReceipts($id: Int!, $unreadOnly: Boolean, $pagination: Pagination) {
  getBroadcastingReadReceipts(
    IDBroadcasting: $id
    unreadOnly: $unreadOnly
    pagination: $pagination
  ) {
    readCount
    totalCount
    recipientCount
    classes {
      classID
      classLabel
      centreLabel
      readCount
      totalCount
    }
    recipients {
      childID
      childName
      classLabel
      parentID
      parentName
      mobile
      readAt
    }
  }
}
    `) as unknown as TypedDocumentString<BroadcastReceiptsQuery, BroadcastReceiptsQueryVariables>;
export const BroadcastSaveDocument = new TypedDocumentString(`
    mutation BroadcastSave($IDSchool: Int!, $dto: BroadcastInput!, $publish: Boolean!) {
  saveBroadcasting(IDSchool: $IDSchool, dto: $dto, publish: $publish) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<BroadcastSaveMutation, BroadcastSaveMutationVariables>;
export const BroadcastDeleteDocument = new TypedDocumentString(`
    mutation BroadcastDelete($id: Int!) {
  deleteBroadcastingByID(IDBroadcasting: $id)
}
    `) as unknown as TypedDocumentString<BroadcastDeleteMutation, BroadcastDeleteMutationVariables>;
export const BroadcastMarkReadDocument = new TypedDocumentString(`
    mutation BroadcastMarkRead($ids: [Int!]!, $isRead: Boolean!) {
  markBroadcastingAsRead(IDBroadcastings: $ids, isRead: $isRead)
}
    `) as unknown as TypedDocumentString<BroadcastMarkReadMutation, BroadcastMarkReadMutationVariables>;
export const BroadcastUploadUrlDocument = new TypedDocumentString(`
    mutation BroadcastUploadUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {
  getBroadcastingPhotoUploadUrl(
    IDSchool: $IDSchool
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<BroadcastUploadUrlMutation, BroadcastUploadUrlMutationVariables>;
export const BusesDocument = new TypedDocumentString(`
    query Buses($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {
  findAllBus(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    data {
      ID
      fkCentre
      plateNumber
      fkBusDriver
      updatedAt
      centre {
        ID
        label
      }
      busDriver {
        ID
        firstname
        lastname
        mobilePhone
      }
      busChildren {
        ID
        firstname
        lastname
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BusesQuery, BusesQueryVariables>;
export const BusFreeChildrenDocument = new TypedDocumentString(`
    query BusFreeChildren($IDSchool: Int!, $centreID: Int!) {
  findAllChildrenNotAssignedToBus(IDSchool: $IDSchool, centreID: $centreID) {
    ID
    firstname
    lastname
  }
}
    `) as unknown as TypedDocumentString<BusFreeChildrenQuery, BusFreeChildrenQueryVariables>;
export const SaveBusDocument = new TypedDocumentString(`
    mutation SaveBus($IDSchool: Int!, $busID: Int, $data: BusInput!, $children: [Int!]) {
  insertOrUpdateBusForSchool(
    IDSchool: $IDSchool
    busID: $busID
    data: $data
    children: $children
  ) {
    ID
    plateNumber
  }
}
    `) as unknown as TypedDocumentString<SaveBusMutation, SaveBusMutationVariables>;
export const RemoveBusDocument = new TypedDocumentString(`
    mutation RemoveBus($IDBus: Int!) {
  removeBusById(IDBus: $IDBus)
}
    `) as unknown as TypedDocumentString<RemoveBusMutation, RemoveBusMutationVariables>;
export const BusDriversDocument = new TypedDocumentString(`
    query BusDrivers($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {
  findAllBusDriver(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    data {
      ID
      fkCentre
      firstname
      lastname
      mobilePhoneCountryCode
      mobilePhone
      createdAt
      centre {
        ID
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BusDriversQuery, BusDriversQueryVariables>;
export const AddBusDriverDocument = new TypedDocumentString(`
    mutation AddBusDriver($IDSchool: Int!, $data: BusDriverInput!) {
  insertBusDriver(IDSchool: $IDSchool, data: $data) {
    ID
  }
}
    `) as unknown as TypedDocumentString<AddBusDriverMutation, AddBusDriverMutationVariables>;
export const UpdateBusDriverDocument = new TypedDocumentString(`
    mutation UpdateBusDriver($IDBusDriver: Int!, $data: BusDriverInput!) {
  updateBusDriverByFields(IDBusDriver: $IDBusDriver, data: $data) {
    ID
  }
}
    `) as unknown as TypedDocumentString<UpdateBusDriverMutation, UpdateBusDriverMutationVariables>;
export const DeleteBusDriverDocument = new TypedDocumentString(`
    mutation DeleteBusDriver($IDBusDriver: Int!) {
  deleteBusDriverByID(IDBusDriver: $IDBusDriver)
}
    `) as unknown as TypedDocumentString<DeleteBusDriverMutation, DeleteBusDriverMutationVariables>;
export const BusCentreOptionsDocument = new TypedDocumentString(`
    query BusCentreOptions {
  getAccessibleCentresForModule(module: "bus_management", accessType: "write") {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<BusCentreOptionsQuery, BusCentreOptionsQueryVariables>;
export const CalendarCentresDocument = new TypedDocumentString(`
    query CalendarCentres {
  getAccessibleCentresForModule(module: "visit_management", accessType: "read") {
    ID
    label
    code
  }
}
    `) as unknown as TypedDocumentString<CalendarCentresQuery, CalendarCentresQueryVariables>;
export const PendingVisitCountsDocument = new TypedDocumentString(`
    query PendingVisitCounts {
  getPendingVisitCounts {
    IDCentre
    pending
  }
}
    `) as unknown as TypedDocumentString<PendingVisitCountsQuery, PendingVisitCountsQueryVariables>;
export const CalendarMonthDocument = new TypedDocumentString(`
    query CalendarMonth($IDCentre: Int, $year: Int!, $month: Int!) {
  findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {
    IDCentre
    year
    month
    visits {
      ID
      visitType
      visitFrom
      visitTo
      completed
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
      fkCentre
      centreLabel
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
      start
      end
      from
      to
      recurType
      recurOnDays
      slotMinutes
      familiesPerSlot
      active
    }
  }
}
    `) as unknown as TypedDocumentString<CalendarMonthQuery, CalendarMonthQueryVariables>;
export const VisitAvailabilitiesDocument = new TypedDocumentString(`
    query VisitAvailabilities($IDCentre: Int!, $from: Date!, $to: Date!) {
  findAllVisitAvailability(IDCentre: $IDCentre, from: $from, to: $to) {
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
    `) as unknown as TypedDocumentString<VisitAvailabilitiesQuery, VisitAvailabilitiesQueryVariables>;
export const CentreVisitsDocument = new TypedDocumentString(`
    query CentreVisits($IDCentre: Int, $status: String, $from: Date, $pagination: Pagination) {
  getScheduledVisits(
    IDCentre: $IDCentre
    status: $status
    from: $from
    pagination: $pagination
  ) {
    totalCount
    data {
      ID
      fkEnquiry
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
      childFirstname
      childLastname
      parentName
      parentPhone
      levelLabel
      centre {
        ID
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CentreVisitsQuery, CentreVisitsQueryVariables>;
export const AddCalendarEventDocument = new TypedDocumentString(`
    mutation AddCalendarEvent($IDCentre: Int!, $availability: VisitAvailabilityInput!) {
  addCalendarEvent(IDCentre: $IDCentre, availability: $availability) {
    ID
  }
}
    `) as unknown as TypedDocumentString<AddCalendarEventMutation, AddCalendarEventMutationVariables>;
export const CancelAvailabilityDocument = new TypedDocumentString(`
    mutation CancelAvailability($IDAvailability: Int!) {
  cancelAvailability(IDAvailability: $IDAvailability) {
    ID
    active
  }
}
    `) as unknown as TypedDocumentString<CancelAvailabilityMutation, CancelAvailabilityMutationVariables>;
export const ApproveParentMeetingDocument = new TypedDocumentString(`
    mutation ApproveParentMeeting($IDVisit: Int!, $remarks: String) {
  approveParentMeeting(IDVisit: $IDVisit, remarks: $remarks) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<ApproveParentMeetingMutation, ApproveParentMeetingMutationVariables>;
export const RejectScheduledVisitDocument = new TypedDocumentString(`
    mutation RejectScheduledVisit($IDVisit: Int!, $remarks: String) {
  rejectScheduledVisit(IDVisit: $IDVisit, remarks: $remarks) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<RejectScheduledVisitMutation, RejectScheduledVisitMutationVariables>;
export const SkipCentreVisitDocument = new TypedDocumentString(`
    mutation SkipCentreVisit($IDEnquiry: Int!, $remarks: String) {
  skipCentreVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {
    ID
  }
}
    `) as unknown as TypedDocumentString<SkipCentreVisitMutation, SkipCentreVisitMutationVariables>;
export const ApproveTrialPeriodVisitDocument = new TypedDocumentString(`
    mutation ApproveTrialPeriodVisit($IDVisit: Int!, $remarks: String) {
  approveTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<ApproveTrialPeriodVisitMutation, ApproveTrialPeriodVisitMutationVariables>;
export const RejectTrialPeriodVisitDocument = new TypedDocumentString(`
    mutation RejectTrialPeriodVisit($IDVisit: Int!, $remarks: String) {
  rejectTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<RejectTrialPeriodVisitMutation, RejectTrialPeriodVisitMutationVariables>;
export const SkipTrialVisitDocument = new TypedDocumentString(`
    mutation SkipTrialVisit($IDEnquiry: Int!, $remarks: String!) {
  skipTrialVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {
    ID
  }
}
    `) as unknown as TypedDocumentString<SkipTrialVisitMutation, SkipTrialVisitMutationVariables>;
export const RecordTrialPeriodPaymentDocument = new TypedDocumentString(`
    mutation RecordTrialPeriodPayment($IDVisit: Int!) {
  recordTrialPeriodPayment(IDVisit: $IDVisit) {
    ID
    trialPeriodPaymentStatus
  }
}
    `) as unknown as TypedDocumentString<RecordTrialPeriodPaymentMutation, RecordTrialPeriodPaymentMutationVariables>;
export const ChildrenWithoutAttendanceDocument = new TypedDocumentString(`
    query ChildrenWithoutAttendance($centreId: Int!, $month: String!) {
  getChildrenWithoutAttendance(centreId: $centreId, month: $month) {
    childID
    firstname
    lastname
    enrolledFrom
    enrolledTo
  }
}
    `) as unknown as TypedDocumentString<ChildrenWithoutAttendanceQuery, ChildrenWithoutAttendanceQueryVariables>;
export const CentresDocument = new TypedDocumentString(`
    query Centres($IDSchool: Int!, $filter: CentreFilter, $pagination: Pagination) {
  findAllCentreForSchool(
    IDSchool: $IDSchool
    filter: $filter
    pagination: $pagination
  ) {
    totalCount
    data {
      ID
      code
      label
      active
      levelCount
      addresses {
        ID
        address
        building
        floor
        unit
        postcode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CentresQuery, CentresQueryVariables>;
export const CentreDetailDocument = new TypedDocumentString(`
    query CentreDetail($IDSchool: Int!, $centreID: Int!) {
  findAllCentreForSchool(IDSchool: $IDSchool, filter: {ID: $centreID}) {
    data {
      ID
      code
      ecdaCode
      label
      teacherRatio
      active
      addresses {
        ID
        address
        building
        floor
        unit
        postcode
        lat
        lng
      }
      centreLevels {
        ID
        fkLevel
        fkProgram
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
  }
}
    `) as unknown as TypedDocumentString<CentreDetailQuery, CentreDetailQueryVariables>;
export const OfferableLevelsDocument = new TypedDocumentString(`
    query OfferableLevels($IDSchool: Int!) {
  getLevelsForSchool(IDSchool: $IDSchool) {
    ID
    label
    programs {
      ID
      label
      from
      to
    }
  }
}
    `) as unknown as TypedDocumentString<OfferableLevelsQuery, OfferableLevelsQueryVariables>;
export const GeocodePostalCodeDocument = new TypedDocumentString(`
    query GeocodePostalCode($postalCode: String!) {
  geocodePostalCode(postalCode: $postalCode) {
    postalCode
    address
    building
    lat
    lng
    approximate
  }
}
    `) as unknown as TypedDocumentString<GeocodePostalCodeQuery, GeocodePostalCodeQueryVariables>;
export const SaveCentreDocument = new TypedDocumentString(`
    mutation SaveCentre($IDSchool: Int!, $centreID: Int, $centreData: CentreInput!, $postcodes: [String!], $levels: [CentreLevelInput!]!, $addressData: CentreAddressInput!) {
  insertOrUpdateCentreForSchool(
    IDSchool: $IDSchool
    centreID: $centreID
    centreData: $centreData
    postcodes: $postcodes
    levels: $levels
    addressData: $addressData
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<SaveCentreMutation, SaveCentreMutationVariables>;
export const RemoveCentreDocument = new TypedDocumentString(`
    mutation RemoveCentre($IDSchool: Int!, $centreID: Int!) {
  removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)
}
    `) as unknown as TypedDocumentString<RemoveCentreMutation, RemoveCentreMutationVariables>;
export const ClassesListDocument = new TypedDocumentString(`
    query ClassesList($IDSchool: Int!, $filter: ClassFilter, $pagination: Pagination) {
  getAllClassInfo(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    data {
      ID
      label
      centre {
        ID
        label
      }
      level {
        ID
        label
      }
      teachers {
        ID
        firstname
        lastname
      }
      currentChildrenCount
      upcomingChildrenCount
      capacity
      overCapacity
    }
  }
}
    `) as unknown as TypedDocumentString<ClassesListQuery, ClassesListQueryVariables>;
export const ClassDetailDocument = new TypedDocumentString(`
    query ClassDetail($IDSchool: Int!, $classID: Int!) {
  getAllClassInfo(IDSchool: $IDSchool, classID: $classID) {
    data {
      ID
      label
      description
      coverPhotoKey
      coverPhotoURL
      profilePhotoKey
      profilePhotoURL
      centre {
        ID
        label
      }
      level {
        ID
        label
      }
      teachers {
        ID
        firstname
        lastname
        email
        fkUser
      }
      currentChildrenCount
      upcomingChildrenCount
      capacity
      overCapacity
      children {
        ID
        firstname
        lastname
        dateOfBirth
        from
        upcoming
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ClassDetailQuery, ClassDetailQueryVariables>;
export const ClassCentresDocument = new TypedDocumentString(`
    query ClassCentres {
  getAccessibleCentresForModule(module: "class_management", accessType: "write") {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<ClassCentresQuery, ClassCentresQueryVariables>;
export const ChildListCentresDocument = new TypedDocumentString(`
    query ChildListCentres {
  getAccessibleCentresForModule(module: "class_management", accessType: "read") {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<ChildListCentresQuery, ChildListCentresQueryVariables>;
export const ClassCentreLevelsDocument = new TypedDocumentString(`
    query ClassCentreLevels($IDSchool: Int!, $centreID: Int!) {
  findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {
    data {
      ID
      level {
        ID
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ClassCentreLevelsQuery, ClassCentreLevelsQueryVariables>;
export const ClassTeacherSearchDocument = new TypedDocumentString(`
    query ClassTeacherSearch($IDSchool: Int!, $centreID: Int!, $search: String!) {
  getTeacherListOnInput(IDSchool: $IDSchool, centreID: $centreID, search: $search) {
    ID
    firstname
    lastname
    email
    fkUser
  }
}
    `) as unknown as TypedDocumentString<ClassTeacherSearchQuery, ClassTeacherSearchQueryVariables>;
export const CreateNewClassDocument = new TypedDocumentString(`
    mutation CreateNewClass($IDSchool: Int!, $classData: ClassInput!) {
  createNewClass(IDSchool: $IDSchool, classData: $classData) {
    ID
    label
    overCapacity
  }
}
    `) as unknown as TypedDocumentString<CreateNewClassMutation, CreateNewClassMutationVariables>;
export const UpdateClassDetailsDocument = new TypedDocumentString(`
    mutation UpdateClassDetails($IDSchool: Int!, $classID: Int!, $classData: ClassInput!) {
  updateClassDetails(
    IDSchool: $IDSchool
    classID: $classID
    classData: $classData
  ) {
    ID
    label
    overCapacity
  }
}
    `) as unknown as TypedDocumentString<UpdateClassDetailsMutation, UpdateClassDetailsMutationVariables>;
export const DeleteClassAndTeachersDocument = new TypedDocumentString(`
    mutation DeleteClassAndTeachers($IDSchool: Int!, $classID: Int!, $moveToClassID: Int) {
  deleteClassAndTeachers(
    IDSchool: $IDSchool
    classID: $classID
    moveToClassID: $moveToClassID
  )
}
    `) as unknown as TypedDocumentString<DeleteClassAndTeachersMutation, DeleteClassAndTeachersMutationVariables>;
export const ClassPhotoUploadUrlDocument = new TypedDocumentString(`
    mutation ClassPhotoUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {
  getClassPhotoUploadURL(
    IDSchool: $IDSchool
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<ClassPhotoUploadUrlMutation, ClassPhotoUploadUrlMutationVariables>;
export const ChildrenToAssignDocument = new TypedDocumentString(`
    query ChildrenToAssign($IDSchool: Int!, $classID: Int!) {
  getChildrenToAssignToClass(IDSchool: $IDSchool, classID: $classID) {
    ID
    firstname
    lastname
    dateOfBirth
    upcomingLevel {
      from
    }
  }
}
    `) as unknown as TypedDocumentString<ChildrenToAssignQuery, ChildrenToAssignQueryVariables>;
export const AssignChildrenToClassDocument = new TypedDocumentString(`
    mutation AssignChildrenToClass($IDSchool: Int!, $classID: Int!, $childIDs: [Int!]!, $from: Date!) {
  assignChildrenToClass(
    IDSchool: $IDSchool
    classID: $classID
    childIDs: $childIDs
    from: $from
  ) {
    ID
    overCapacity
  }
}
    `) as unknown as TypedDocumentString<AssignChildrenToClassMutation, AssignChildrenToClassMutationVariables>;
export const ClassChildrenDocument = new TypedDocumentString(`
    query ClassChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {
  getChildrenData(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    data {
      ...ChildListRow
    }
  }
}
    fragment ChildListRow on Child {
  ID
  firstname
  lastname
  dateOfBirth
  closestLevel {
    centre {
      ID
      label
    }
    level {
      ID
      label
    }
    from
    to
    moveReason
  }
  currentClass {
    class {
      ID
      label
    }
  }
  upcomingClass {
    class {
      ID
      label
    }
  }
}`) as unknown as TypedDocumentString<ClassChildrenQuery, ClassChildrenQueryVariables>;
export const ClassPastChildrenDocument = new TypedDocumentString(`
    query ClassPastChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {
  getPastChildrenData(
    IDSchool: $IDSchool
    filter: $filter
    pagination: $pagination
  ) {
    totalCount
    data {
      ...ChildListRow
    }
  }
}
    fragment ChildListRow on Child {
  ID
  firstname
  lastname
  dateOfBirth
  closestLevel {
    centre {
      ID
      label
    }
    level {
      ID
      label
    }
    from
    to
    moveReason
  }
  currentClass {
    class {
      ID
      label
    }
  }
  upcomingClass {
    class {
      ID
      label
    }
  }
}`) as unknown as TypedDocumentString<ClassPastChildrenQuery, ClassPastChildrenQueryVariables>;
export const ChildProfileDocument = new TypedDocumentString(`
    query ChildProfile($IDSchool: Int!, $IDChild: Int!) {
  childByID(IDSchool: $IDSchool, IDChild: $IDChild) {
    ID
    firstname
    lastname
    dateOfBirth
    birthCertificate
    nationality
    race
    gender
    householdIncomeRange
    numFamilyMembers
    imageURL
    enrolmentDate
    childCurrentEstimatedPromotionDate
    currentLevel {
      centre {
        label
      }
      level {
        label
      }
      program {
        label
      }
      from
    }
    upcomingLevel {
      centre {
        label
      }
      level {
        label
      }
      from
    }
    currentClass {
      class {
        ID
        label
      }
      from
      teachers {
        ID
        firstname
        lastname
      }
    }
    upcomingClass {
      class {
        ID
        label
      }
      from
      teachers {
        ID
        firstname
        lastname
      }
    }
    levels {
      ID
      centre {
        label
      }
      level {
        label
      }
      from
      to
      moveReason
      nextLevel {
        label
      }
    }
    classes {
      ID
      class {
        label
      }
      level {
        label
      }
      from
      to
    }
  }
}
    `) as unknown as TypedDocumentString<ChildProfileQuery, ChildProfileQueryVariables>;
export const ChildGuardiansDocument = new TypedDocumentString(`
    query ChildGuardians($IDChild: Int!) {
  findAllGuardian(IDChild: $IDChild) {
    ID
    firstname
    lastname
    email
    mobilePhoneCountryCode
    mobilePhone
    relation
    isMainApplicant
    guardianAccess
  }
}
    `) as unknown as TypedDocumentString<ChildGuardiansQuery, ChildGuardiansQueryVariables>;
export const PromotionPreviewDocument = new TypedDocumentString(`
    query PromotionPreview($IDSchool: Int!, $centreID: Int) {
  getPromotionPreview(IDSchool: $IDSchool, centreID: $centreID) {
    child {
      ID
      firstname
      lastname
      dateOfBirth
    }
    centre {
      ID
      label
    }
    fromLevel {
      ID
      label
    }
    toLevel {
      ID
      label
    }
    class {
      ID
      label
    }
    from
    moveReason
    warning
  }
}
    `) as unknown as TypedDocumentString<PromotionPreviewQuery, PromotionPreviewQueryVariables>;
export const PromoteChildrenAndAssignClassDocument = new TypedDocumentString(`
    mutation PromoteChildrenAndAssignClass($IDSchool: Int!, $items: [PromotionItemInput!]!) {
  promoteChildrenAndAssignClass(IDSchool: $IDSchool, items: $items) {
    moved
  }
}
    `) as unknown as TypedDocumentString<PromoteChildrenAndAssignClassMutation, PromoteChildrenAndAssignClassMutationVariables>;
export const ChildActivityPageDocument = new TypedDocumentString(`
    query ChildActivityPage($IDChild: Int!, $pagination: Pagination) {
  findAllChildActivityLogByChild(IDChild: $IDChild, pagination: $pagination) {
    totalCount
    data {
      ID
      mode
      action
      remark
      updatedAt
      user {
        ID
        firstname
        lastname
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ChildActivityPageQuery, ChildActivityPageQueryVariables>;
export const FamilyContactsDocument = new TypedDocumentString(`
    query FamilyContacts($IDChild: Int!) {
  getFamilyContacts(IDChild: $IDChild) {
    address {
      postcode
      address
      building
      floor
      unit
      city
      country
    }
    emergencyContact
  }
}
    `) as unknown as TypedDocumentString<FamilyContactsQuery, FamilyContactsQueryVariables>;
export const ChildProfileSaveAddressDocument = new TypedDocumentString(`
    mutation ChildProfileSaveAddress($IDChild: Int!, $addressData: UserAddressInput!) {
  updateMyAddressFromChild(IDChild: $IDChild, addressData: $addressData) {
    emergencyContact
  }
}
    `) as unknown as TypedDocumentString<ChildProfileSaveAddressMutation, ChildProfileSaveAddressMutationVariables>;
export const ChildProfileSaveEmergencyContactDocument = new TypedDocumentString(`
    mutation ChildProfileSaveEmergencyContact($IDChild: Int!, $data: JSON!) {
  updateChildEmergencyContact(IDChild: $IDChild, data: $data) {
    emergencyContact
  }
}
    `) as unknown as TypedDocumentString<ChildProfileSaveEmergencyContactMutation, ChildProfileSaveEmergencyContactMutationVariables>;
export const ChildProfileUpdateChildDocument = new TypedDocumentString(`
    mutation ChildProfileUpdateChild($IDChild: Int!, $data: ChildFieldsInput!) {
  updateChildByFields(IDChild: $IDChild, data: $data) {
    ID
  }
}
    `) as unknown as TypedDocumentString<ChildProfileUpdateChildMutation, ChildProfileUpdateChildMutationVariables>;
export const DocumentSummaryDocument = new TypedDocumentString(`
    query DocumentSummary($IDEnquiry: Int!) {
  getEnquiryDocumentSummary(IDEnquiry: $IDEnquiry) {
    IDEnquiry
    IDChild
    stateCode
    stateLabel
    childName
    childDateOfBirth
    birthCertificate
    parentName
    parentEmail
    centreLabel
    levelLabel
    enrollmentPlan
    canUpload
    canSubmit
    canConsent
  }
}
    `) as unknown as TypedDocumentString<DocumentSummaryQuery, DocumentSummaryQueryVariables>;
export const RequiredDocumentsDocument = new TypedDocumentString(`
    query RequiredDocuments($IDEnquiry: Int!) {
  listRequiredDocuments(IDEnquiry: $IDEnquiry) {
    DocumentTypeID
    ParentID
    ChildID
    Fullname
    DocumentType
    isRequired
    Status
    Remarks
    UploadAccess
    documents {
      ID
      fkChild
      filename
      sizeBytes
      status
      statusText
      remark
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<RequiredDocumentsQuery, RequiredDocumentsQueryVariables>;
export const DocumentUploadUrlDocument = new TypedDocumentString(`
    mutation DocumentUploadUrl($IDEnquiry: Int!, $filename: String!, $contentType: String!) {
  getEnquiryDocumentUploadUrl(
    IDEnquiry: $IDEnquiry
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<DocumentUploadUrlMutation, DocumentUploadUrlMutationVariables>;
export const SaveDocumentsDocument = new TypedDocumentString(`
    mutation SaveDocuments($IDEnquiry: Int!, $uploadedDocuments: [UploadedDocumentInput!]!) {
  saveDocumentsByIDEnquiry(
    IDEnquiry: $IDEnquiry
    uploadedDocuments: $uploadedDocuments
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<SaveDocumentsMutation, SaveDocumentsMutationVariables>;
export const RemoveDocumentDocument = new TypedDocumentString(`
    mutation RemoveDocument($IDDocument: Int!, $IDEnquiry: Int!) {
  removeDocumentByIDEnquiry(IDDocument: $IDDocument, IDEnquiry: $IDEnquiry)
}
    `) as unknown as TypedDocumentString<RemoveDocumentMutation, RemoveDocumentMutationVariables>;
export const CompleteDocumentUploadDocument = new TypedDocumentString(`
    mutation CompleteDocumentUpload($IDEnquiry: Int!) {
  setDocumentUploadAsCompleted(IDEnquiry: $IDEnquiry)
}
    `) as unknown as TypedDocumentString<CompleteDocumentUploadMutation, CompleteDocumentUploadMutationVariables>;
export const DocumentUrlDocument = new TypedDocumentString(`
    query DocumentUrl($IDDocument: Int!, $IDChild: Int) {
  getDocumentURL(IDDocument: $IDDocument, IDChild: $IDChild)
}
    `) as unknown as TypedDocumentString<DocumentUrlQuery, DocumentUrlQueryVariables>;
export const PendingDocumentsDocument = new TypedDocumentString(`
    query PendingDocuments($IDCentre: Int, $pagination: Pagination) {
  findAllPendingDocument(IDCentre: $IDCentre, pagination: $pagination) {
    totalCount
    data {
      ID
      IDEnquiry
      IDChild
      childName
      centreLabel
      documentType
      filename
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<PendingDocumentsQuery, PendingDocumentsQueryVariables>;
export const ApproveDocumentDocument = new TypedDocumentString(`
    mutation ApproveDocument($IDDocument: Int!) {
  approveEnquiryDocument(IDDocument: $IDDocument) {
    ID
  }
}
    `) as unknown as TypedDocumentString<ApproveDocumentMutation, ApproveDocumentMutationVariables>;
export const RejectDocumentDocument = new TypedDocumentString(`
    mutation RejectDocument($IDDocument: Int!, $remark: String!) {
  rejectEnquiryDocument(IDDocument: $IDDocument, remark: $remark) {
    ID
  }
}
    `) as unknown as TypedDocumentString<RejectDocumentMutation, RejectDocumentMutationVariables>;
export const MarkDocumentNotRequiredDocument = new TypedDocumentString(`
    mutation MarkDocumentNotRequired($IDEnquiry: Int!, $documentTypeID: Int!, $remark: String!) {
  markEnquiryDocumentAsNotRequired(
    IDEnquiry: $IDEnquiry
    documentTypeID: $documentTypeID
    remark: $remark
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<MarkDocumentNotRequiredMutation, MarkDocumentNotRequiredMutationVariables>;
export const DocumentTypeConfigsDocument = new TypedDocumentString(`
    query DocumentTypeConfigs($IDSchool: Int!) {
  documentTypeConfigsByFkDocumentTypeConfig(IDSchool: $IDSchool) {
    ID
    label
    description
    category
    isRequired
    listAccess
    uploadAccess
    sortOrder
    active
  }
}
    `) as unknown as TypedDocumentString<DocumentTypeConfigsQuery, DocumentTypeConfigsQueryVariables>;
export const SaveDocumentTypeDocument = new TypedDocumentString(`
    mutation SaveDocumentType($IDSchool: Int!, $ID: Int, $data: DocumentTypeConfigInput!) {
  insertOrUpdateDocumentTypeConfig(IDSchool: $IDSchool, ID: $ID, data: $data) {
    ID
  }
}
    `) as unknown as TypedDocumentString<SaveDocumentTypeMutation, SaveDocumentTypeMutationVariables>;
export const EnquiryOptionListsDocument = new TypedDocumentString(`
    query EnquiryOptionLists($fkSchool: Int!, $labels: [String!]!) {
  codesByLabelFkSchool(fkSchool: $fkSchool, labels: $labels) {
    category
    codes {
      ID
      label
      description
    }
  }
}
    `) as unknown as TypedDocumentString<EnquiryOptionListsQuery, EnquiryOptionListsQueryVariables>;
export const EnquirySuggestLevelDocument = new TypedDocumentString(`
    query EnquirySuggestLevel($IDSchool: Int!, $dateOfBirth: Date!, $enrollmentDate: Date!, $isRadiusSearch: Boolean) {
  suggestLevel(
    IDSchool: $IDSchool
    dateOfBirth: $dateOfBirth
    enrollmentDate: $enrollmentDate
    isRadiusSearch: $isRadiusSearch
  ) {
    ID
    label
    programs {
      ID
      label
    }
  }
}
    `) as unknown as TypedDocumentString<EnquirySuggestLevelQuery, EnquirySuggestLevelQueryVariables>;
export const EnquiryIsExistingParentDocument = new TypedDocumentString(`
    query EnquiryIsExistingParent($email: String!) {
  isExistingParent(email: $email)
}
    `) as unknown as TypedDocumentString<EnquiryIsExistingParentQuery, EnquiryIsExistingParentQueryVariables>;
export const EnquiryIsExistingChildDocument = new TypedDocumentString(`
    query EnquiryIsExistingChild($birthCertificate: String!, $fkSchool: Int!) {
  isExistingChild(birthCertificate: $birthCertificate, fkSchool: $fkSchool)
}
    `) as unknown as TypedDocumentString<EnquiryIsExistingChildQuery, EnquiryIsExistingChildQueryVariables>;
export const NewEnquiryDocument = new TypedDocumentString(`
    mutation NewEnquiry($schoolID: Int!, $email: String!, $phoneNumberCountryCode: String!, $phoneNumber: String!, $centreIDs: [Int!]!, $enquiry: EnquiryDetailsInput!, $pdpaConsentVersion: String, $preferredLanguage: String) {
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
      centre {
        ID
        label
        code
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NewEnquiryMutation, NewEnquiryMutationVariables>;
export const EnquiryEnrollmentCentresDocument = new TypedDocumentString(`
    query EnquiryEnrollmentCentres($IDSchool: Int!, $enrollmentDate: Date!, $level: Int!, $program: Int, $nationality: String) {
  findAllEnrollmentCentresForSchool(
    IDSchool: $IDSchool
    enrollmentDate: $enrollmentDate
    level: $level
    program: $program
    nationality: $nationality
  ) {
    ...OfferedCentreList
  }
}
    fragment OfferedCentreList on EnrollmentCentreList {
  totalCount
  data {
    ID
    label
    code
    distance
    vacancyAvailable
    addresses {
      ID
      address
      postcode
      lat
      lng
    }
  }
}`) as unknown as TypedDocumentString<EnquiryEnrollmentCentresQuery, EnquiryEnrollmentCentresQueryVariables>;
export const EnquiryCentresByPostalCodeDocument = new TypedDocumentString(`
    query EnquiryCentresByPostalCode($postalCode: String!, $radius: Float!, $enrollmentDate: Date!, $level: Int!, $filter: CentreSearchFilter!, $pagination: Pagination) {
  findAllCentreByDistance(
    postalCode: $postalCode
    radius: $radius
    enrollmentDate: $enrollmentDate
    level: $level
    filter: $filter
    pagination: $pagination
  ) {
    ...OfferedCentreList
  }
}
    fragment OfferedCentreList on EnrollmentCentreList {
  totalCount
  data {
    ID
    label
    code
    distance
    vacancyAvailable
    addresses {
      ID
      address
      postcode
      lat
      lng
    }
  }
}`) as unknown as TypedDocumentString<EnquiryCentresByPostalCodeQuery, EnquiryCentresByPostalCodeQueryVariables>;
export const EnquiryCentresByLocationDocument = new TypedDocumentString(`
    query EnquiryCentresByLocation($location: LatLngInput!, $radius: Float!, $enrollmentDate: Date!, $level: Int!, $filter: CentreSearchFilter!, $pagination: Pagination) {
  findNearestCentresByLatLong(
    location: $location
    radius: $radius
    enrollmentDate: $enrollmentDate
    level: $level
    filter: $filter
    pagination: $pagination
  ) {
    ...OfferedCentreList
  }
}
    fragment OfferedCentreList on EnrollmentCentreList {
  totalCount
  data {
    ID
    label
    code
    distance
    vacancyAvailable
    addresses {
      ID
      address
      postcode
      lat
      lng
    }
  }
}`) as unknown as TypedDocumentString<EnquiryCentresByLocationQuery, EnquiryCentresByLocationQueryVariables>;
export const EnquiryPostalCodeLocationDocument = new TypedDocumentString(`
    query EnquiryPostalCodeLocation($postalCode: String!) {
  geocodePostalCode(postalCode: $postalCode) {
    postalCode
    address
    lat
    lng
  }
}
    `) as unknown as TypedDocumentString<EnquiryPostalCodeLocationQuery, EnquiryPostalCodeLocationQueryVariables>;
export const EnquiryPlaceSuggestionsDocument = new TypedDocumentString(`
    query EnquiryPlaceSuggestions($searchVal: String!) {
  searchPlaces(searchVal: $searchVal) {
    postalCode
    address
    building
    lat
    lng
  }
}
    `) as unknown as TypedDocumentString<EnquiryPlaceSuggestionsQuery, EnquiryPlaceSuggestionsQueryVariables>;
export const ConsentFormDocument = new TypedDocumentString(`
    query ConsentForm($IDEnquiry: Int!) {
  getConsentForm(IDEnquiry: $IDEnquiry) {
    ID
    eDocumentStatus
    contentSha256
    signedDocumentAvailable
    linksExpired
    participants {
      ID
      displayName
      order
      email
      role
      status
      signedAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsentFormQuery, ConsentFormQueryVariables>;
export const CreateForm1Document = new TypedDocumentString(`
    mutation CreateForm1($IDEnquiry: Int!, $participants: [ConsentParticipantInput!]!) {
  createForm1(IDEnquiry: $IDEnquiry, participants: $participants) {
    ID
  }
}
    `) as unknown as TypedDocumentString<CreateForm1Mutation, CreateForm1MutationVariables>;
export const SignedFormUrlDocument = new TypedDocumentString(`
    query SignedFormUrl($IDEnquiry: Int!) {
  getEnrolmentDocumentURL(IDEnquiry: $IDEnquiry)
}
    `) as unknown as TypedDocumentString<SignedFormUrlQuery, SignedFormUrlQueryVariables>;
export const SigningDocumentDocument = new TypedDocumentString(`
    query SigningDocument($token: String!) {
  getSigningDocument(token: $token) {
    title
    schoolName
    declaration
    contentSha256
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
      order
      role
      status
    }
  }
}
    `) as unknown as TypedDocumentString<SigningDocumentQuery, SigningDocumentQueryVariables>;
export const SignConsentFormDocument = new TypedDocumentString(`
    mutation SignConsentForm($token: String!, $signature: SignatureInput!) {
  signConsentForm(token: $token, signature: $signature) {
    status
    signedAt
  }
}
    `) as unknown as TypedDocumentString<SignConsentFormMutation, SignConsentFormMutationVariables>;
export const StaffEventPhotosDocument = new TypedDocumentString(`
    query StaffEventPhotos($IDEvent: Int!) {
  getEventPhotos(IDEvent: $IDEvent) {
    ...EventPhotoItem
  }
}
    fragment EventPhotoItem on EventPhoto {
  ID
  status
  caption
  url
  thumbnailUrl
  width
  height
  tags {
    childID
    childName
    photoConsent
  }
}`) as unknown as TypedDocumentString<StaffEventPhotosQuery, StaffEventPhotosQueryVariables>;
export const MyEventPhotosDocument = new TypedDocumentString(`
    query MyEventPhotos($IDEvent: Int!, $IDChild: Int!) {
  getMyEventPhotos(IDEvent: $IDEvent, IDChild: $IDChild) {
    photoConsent
    photos {
      ...EventPhotoItem
    }
  }
}
    fragment EventPhotoItem on EventPhoto {
  ID
  status
  caption
  url
  thumbnailUrl
  width
  height
  tags {
    childID
    childName
    photoConsent
  }
}`) as unknown as TypedDocumentString<MyEventPhotosQuery, MyEventPhotosQueryVariables>;
export const EventAlbumUploadUrlsDocument = new TypedDocumentString(`
    mutation EventAlbumUploadUrls($IDEvent: Int!, $files: [EventPhotoFileInput!]!) {
  getEventPhotoAlbumUploadUrl(IDEvent: $IDEvent, files: $files) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<EventAlbumUploadUrlsMutation, EventAlbumUploadUrlsMutationVariables>;
export const AddEventPhotosDocument = new TypedDocumentString(`
    mutation AddEventPhotos($IDEvent: Int!, $photos: [EventPhotoInput!]!) {
  addEventPhotos(IDEvent: $IDEvent, photos: $photos) {
    ID
  }
}
    `) as unknown as TypedDocumentString<AddEventPhotosMutation, AddEventPhotosMutationVariables>;
export const UpdateEventPhotoTagsDocument = new TypedDocumentString(`
    mutation UpdateEventPhotoTags($IDEvent: Int!, $IDPhoto: Int!, $childIDs: [Int!]!) {
  updateEventPhotoTags(IDEvent: $IDEvent, IDPhoto: $IDPhoto, childIDs: $childIDs) {
    ID
  }
}
    `) as unknown as TypedDocumentString<UpdateEventPhotoTagsMutation, UpdateEventPhotoTagsMutationVariables>;
export const DeleteEventPhotosDocument = new TypedDocumentString(`
    mutation DeleteEventPhotos($IDEvent: Int!, $IDPhotos: [Int!]!) {
  deleteEventPhotos(IDEvent: $IDEvent, IDPhotos: $IDPhotos) {
    ID
  }
}
    `) as unknown as TypedDocumentString<DeleteEventPhotosMutation, DeleteEventPhotosMutationVariables>;
export const UpdateEventPhotosStatusDocument = new TypedDocumentString(`
    mutation UpdateEventPhotosStatus($IDEvent: Int!, $IDPhotos: [Int!]!, $status: String!) {
  updateEventPhotosStatus(IDEvent: $IDEvent, IDPhotos: $IDPhotos, status: $status) {
    ID
  }
}
    `) as unknown as TypedDocumentString<UpdateEventPhotosStatusMutation, UpdateEventPhotosStatusMutationVariables>;
export const SetChildPhotoConsentDocument = new TypedDocumentString(`
    mutation SetChildPhotoConsent($IDChild: Int!, $photoConsent: Boolean!) {
  setChildPhotoConsent(IDChild: $IDChild, photoConsent: $photoConsent)
}
    `) as unknown as TypedDocumentString<SetChildPhotoConsentMutation, SetChildPhotoConsentMutationVariables>;
export const DraftEventsDocument = new TypedDocumentString(`
    query DraftEvents($IDSchool: Int!, $pagination: Pagination) {
  getDraftEvents(IDSchool: $IDSchool, pagination: $pagination) {
    totalCount
    data {
      ...EventItem
    }
  }
}
    fragment EventItem on Event {
  ID
  status
  category
  title
  description
  eventType
  from
  to
  publishDate
  cancellationDate
  rsvpDeadline
  location
  parentConsentRequired
  termsAndConditions
  paymentRequired
  childEventFee
  guestEventFee
  guestsAllowed
  guestsDetailsRequired
  guestCountLimit
  fkSubmitter
  cancelRemarks
  attendingCount
  scopes {
    ID
    centreID
    centreLabel
    classID
    classLabel
  }
}`) as unknown as TypedDocumentString<DraftEventsQuery, DraftEventsQueryVariables>;
export const PendingEventsDocument = new TypedDocumentString(`
    query PendingEvents($IDSchool: Int!, $pagination: Pagination) {
  getPendingEvents(IDSchool: $IDSchool, pagination: $pagination) {
    totalCount
    data {
      ...EventItem
    }
  }
}
    fragment EventItem on Event {
  ID
  status
  category
  title
  description
  eventType
  from
  to
  publishDate
  cancellationDate
  rsvpDeadline
  location
  parentConsentRequired
  termsAndConditions
  paymentRequired
  childEventFee
  guestEventFee
  guestsAllowed
  guestsDetailsRequired
  guestCountLimit
  fkSubmitter
  cancelRemarks
  attendingCount
  scopes {
    ID
    centreID
    centreLabel
    classID
    classLabel
  }
}`) as unknown as TypedDocumentString<PendingEventsQuery, PendingEventsQueryVariables>;
export const UpcomingEventsDocument = new TypedDocumentString(`
    query UpcomingEvents($IDSchool: Int!, $pagination: Pagination) {
  getUpcomingEvents(IDSchool: $IDSchool, pagination: $pagination) {
    totalCount
    data {
      ...EventItem
    }
  }
}
    fragment EventItem on Event {
  ID
  status
  category
  title
  description
  eventType
  from
  to
  publishDate
  cancellationDate
  rsvpDeadline
  location
  parentConsentRequired
  termsAndConditions
  paymentRequired
  childEventFee
  guestEventFee
  guestsAllowed
  guestsDetailsRequired
  guestCountLimit
  fkSubmitter
  cancelRemarks
  attendingCount
  scopes {
    ID
    centreID
    centreLabel
    classID
    classLabel
  }
}`) as unknown as TypedDocumentString<UpcomingEventsQuery, UpcomingEventsQueryVariables>;
export const PastEventsDocument = new TypedDocumentString(`
    query PastEvents($IDSchool: Int!, $pagination: Pagination) {
  getPastEvents(IDSchool: $IDSchool, pagination: $pagination) {
    totalCount
    data {
      ...EventItem
    }
  }
}
    fragment EventItem on Event {
  ID
  status
  category
  title
  description
  eventType
  from
  to
  publishDate
  cancellationDate
  rsvpDeadline
  location
  parentConsentRequired
  termsAndConditions
  paymentRequired
  childEventFee
  guestEventFee
  guestsAllowed
  guestsDetailsRequired
  guestCountLimit
  fkSubmitter
  cancelRemarks
  attendingCount
  scopes {
    ID
    centreID
    centreLabel
    classID
    classLabel
  }
}`) as unknown as TypedDocumentString<PastEventsQuery, PastEventsQueryVariables>;
export const EventDetailsDocument = new TypedDocumentString(`
    query EventDetails($IDEvent: Int!) {
  eventById(IDEvent: $IDEvent) {
    ...EventItem
  }
  getRsvpStatusCountDetails(IDEvent: $IDEvent) {
    status
    children
    guests
  }
}
    fragment EventItem on Event {
  ID
  status
  category
  title
  description
  eventType
  from
  to
  publishDate
  cancellationDate
  rsvpDeadline
  location
  parentConsentRequired
  termsAndConditions
  paymentRequired
  childEventFee
  guestEventFee
  guestsAllowed
  guestsDetailsRequired
  guestCountLimit
  fkSubmitter
  cancelRemarks
  attendingCount
  scopes {
    ID
    centreID
    centreLabel
    classID
    classLabel
  }
}`) as unknown as TypedDocumentString<EventDetailsQuery, EventDetailsQueryVariables>;
export const EventRsvpsDocument = new TypedDocumentString(`
    query EventRsvps($IDEvent: Int!, $status: String, $pagination: Pagination) {
  getEventRsvpChildList(
    IDEvent: $IDEvent
    status: $status
    pagination: $pagination
  ) {
    totalCount
    data {
      ID
      childID
      childName
      centreLabel
      classLabel
      status
      consentAcceptedAt
      guests {
        ID
        name
        mobile
        relation
      }
    }
  }
  getRsvpAttendeesClassAndCentreCountByStatus(IDEvent: $IDEvent, status: $status) {
    centreID
    centreLabel
    classID
    classLabel
    children
    guests
  }
}
    `) as unknown as TypedDocumentString<EventRsvpsQuery, EventRsvpsQueryVariables>;
export const EventRsvpExportDocument = new TypedDocumentString(`
    query EventRsvpExport($IDEvent: Int!, $status: String) {
  exportRsvpList(IDEvent: $IDEvent, status: $status)
}
    `) as unknown as TypedDocumentString<EventRsvpExportQuery, EventRsvpExportQueryVariables>;
export const EventCentresDocument = new TypedDocumentString(`
    query EventCentres {
  getAccessibleCentresForModule(module: "event_management", accessType: "write") {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<EventCentresQuery, EventCentresQueryVariables>;
export const EventClassesDocument = new TypedDocumentString(`
    query EventClasses($IDSchool: Int!) {
  getEventClasses(IDSchool: $IDSchool) {
    ID
    label
    centreLabel
  }
}
    `) as unknown as TypedDocumentString<EventClassesQuery, EventClassesQueryVariables>;
export const SaveEventDraftDocument = new TypedDocumentString(`
    mutation SaveEventDraft($IDEvent: Int, $eventData: EventInput!) {
  createOrSaveEventDraft(IDEvent: $IDEvent, eventData: $eventData) {
    ID
    title
  }
}
    `) as unknown as TypedDocumentString<SaveEventDraftMutation, SaveEventDraftMutationVariables>;
export const UpdateEventDetailsDocument = new TypedDocumentString(`
    mutation UpdateEventDetails($IDEvent: Int!, $eventData: EventInput!) {
  updateEventDetails(IDEvent: $IDEvent, eventData: $eventData) {
    ID
    title
  }
}
    `) as unknown as TypedDocumentString<UpdateEventDetailsMutation, UpdateEventDetailsMutationVariables>;
export const SubmitEventDocument = new TypedDocumentString(`
    mutation SubmitEvent($IDEvent: Int!) {
  submitEvent(IDEvent: $IDEvent) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<SubmitEventMutation, SubmitEventMutationVariables>;
export const PublishEventDocument = new TypedDocumentString(`
    mutation PublishEvent($IDEvent: Int!) {
  publishEvent(IDEvent: $IDEvent) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<PublishEventMutation, PublishEventMutationVariables>;
export const CancelEventDocument = new TypedDocumentString(`
    mutation CancelEvent($IDEvent: Int!, $remarks: String) {
  cancelEvent(IDEvent: $IDEvent, remarks: $remarks) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<CancelEventMutation, CancelEventMutationVariables>;
export const RemoveRsvpChildDocument = new TypedDocumentString(`
    mutation RemoveRsvpChild($IDEvent: Int!, $IDChild: Int!) {
  removeChildFromRsvpList(IDEvent: $IDEvent, IDChild: $IDChild) {
    ID
  }
}
    `) as unknown as TypedDocumentString<RemoveRsvpChildMutation, RemoveRsvpChildMutationVariables>;
export const RemoveRsvpGuestDocument = new TypedDocumentString(`
    mutation RemoveRsvpGuest($IDEvent: Int!, $IDGuest: Int!) {
  removeEventRsvpGuest(IDEvent: $IDEvent, IDGuest: $IDGuest) {
    ID
  }
}
    `) as unknown as TypedDocumentString<RemoveRsvpGuestMutation, RemoveRsvpGuestMutationVariables>;
export const MyEventsDocument = new TypedDocumentString(`
    query MyEvents {
  getMyEvents {
    childID
    childName
    canRsvp
    event {
      ...EventItem
    }
    rsvp {
      ID
      status
      consentAcceptedAt
      feeCents
      guests {
        ID
        name
        mobile
        relation
      }
    }
  }
}
    fragment EventItem on Event {
  ID
  status
  category
  title
  description
  eventType
  from
  to
  publishDate
  cancellationDate
  rsvpDeadline
  location
  parentConsentRequired
  termsAndConditions
  paymentRequired
  childEventFee
  guestEventFee
  guestsAllowed
  guestsDetailsRequired
  guestCountLimit
  fkSubmitter
  cancelRemarks
  attendingCount
  scopes {
    ID
    centreID
    centreLabel
    classID
    classLabel
  }
}`) as unknown as TypedDocumentString<MyEventsQuery, MyEventsQueryVariables>;
export const RsvpEventDocument = new TypedDocumentString(`
    mutation RsvpEvent($IDEvent: Int!, $IDChild: Int!, $rsvp: EventRsvpInput!) {
  rsvpEvent(IDEvent: $IDEvent, IDChild: $IDChild, rsvp: $rsvp) {
    childID
  }
}
    `) as unknown as TypedDocumentString<RsvpEventMutation, RsvpEventMutationVariables>;
export const EventIcsDocument = new TypedDocumentString(`
    query EventIcs($IDEvent: Int!, $IDChild: Int!) {
  getEventCalendarFile(IDEvent: $IDEvent, IDChild: $IDChild)
}
    `) as unknown as TypedDocumentString<EventIcsQuery, EventIcsQueryVariables>;
export const FeeTiersDocument = new TypedDocumentString(`
    query FeeTiers($IDSchool: Int!, $fkCentre: Int) {
  findAllCurrentFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {
    ...FeeTierFields
  }
}
    fragment FeeTierFields on FeeTier {
  ID
  fkCentre
  label
  effectiveForRegistrationFrom
  effectiveForRegistrationTo
  isLastTierInGroup
  active
  pending
  feeGroup {
    ID
    groupCode
  }
  centre {
    ID
    label
  }
  fees {
    ID
    nationality
    amount
    effectiveFrom
    effectiveTo
    level {
      ID
      label
    }
    program {
      ID
      label
    }
  }
  numberOfChildren {
    level {
      ID
      label
    }
    numberOfChildren
  }
}`) as unknown as TypedDocumentString<FeeTiersQuery, FeeTiersQueryVariables>;
export const UpcomingFeeTiersDocument = new TypedDocumentString(`
    query UpcomingFeeTiers($IDSchool: Int!, $fkCentre: Int) {
  findAllUpcomingFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {
    ...FeeTierFields
  }
}
    fragment FeeTierFields on FeeTier {
  ID
  fkCentre
  label
  effectiveForRegistrationFrom
  effectiveForRegistrationTo
  isLastTierInGroup
  active
  pending
  feeGroup {
    ID
    groupCode
  }
  centre {
    ID
    label
  }
  fees {
    ID
    nationality
    amount
    effectiveFrom
    effectiveTo
    level {
      ID
      label
    }
    program {
      ID
      label
    }
  }
  numberOfChildren {
    level {
      ID
      label
    }
    numberOfChildren
  }
}`) as unknown as TypedDocumentString<UpcomingFeeTiersQuery, UpcomingFeeTiersQueryVariables>;
export const FeeGroupsDocument = new TypedDocumentString(`
    query FeeGroups($IDSchool: Int!) {
  findAllFeeGroup(IDSchool: $IDSchool) {
    ID
    groupCode
    label
  }
}
    `) as unknown as TypedDocumentString<FeeGroupsQuery, FeeGroupsQueryVariables>;
export const FeeDraftsDocument = new TypedDocumentString(`
    query FeeDrafts($IDSchool: Int!, $pagination: Pagination) {
  findAllFeeDraft(IDSchool: $IDSchool, pagination: $pagination) {
    totalCount
    pendingCount
    data {
      ID
      fkUser
      status
      can
      effectiveFrom
      createdAt
      centre {
        ID
        label
      }
      feeTier {
        ID
        label
      }
      user {
        ID
        firstname
        lastname
      }
      approver {
        ID
        firstname
        lastname
      }
      items {
        ID
        nationality
        amount
        lastAmount
        level {
          label
        }
        program {
          label
        }
      }
      activityLogs {
        ID
        status
        remark
        createdAt
        user {
          firstname
          lastname
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FeeDraftsQuery, FeeDraftsQueryVariables>;
export const FeeImpactDocument = new TypedDocumentString(`
    query FeeImpact($IDFeeDraft: Int!) {
  getFeeDraftImpact(IDFeeDraft: $IDFeeDraft) {
    effectiveFrom
    noticeMonths
    needsNoticeWarning
    lines {
      nationality
      lastAmount
      amount
      difference
      numberOfChildren
      level {
        label
      }
      program {
        label
      }
    }
    families {
      email
      difference
      parent {
        ID
        firstname
        lastname
      }
      children {
        ID
        firstname
        lastname
        difference
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FeeImpactQuery, FeeImpactQueryVariables>;
export const FeeCentresDocument = new TypedDocumentString(`
    query FeeCentres {
  getAccessibleCentresForModule(module: "fee_management", accessType: "write") {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<FeeCentresQuery, FeeCentresQueryVariables>;
export const FeeReadCentresDocument = new TypedDocumentString(`
    query FeeReadCentres {
  getAccessibleCentresForModule(module: "fee_management", accessType: "read") {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<FeeReadCentresQuery, FeeReadCentresQueryVariables>;
export const FeeCentreOfferDocument = new TypedDocumentString(`
    query FeeCentreOffer($IDSchool: Int!, $centreID: Int!) {
  findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {
    data {
      ID
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
    `) as unknown as TypedDocumentString<FeeCentreOfferQuery, FeeCentreOfferQueryVariables>;
export const NewFeeTierDocument = new TypedDocumentString(`
    mutation NewFeeTier($IDSchool: Int!, $data: FeeTierInput!) {
  newFeeTier(IDSchool: $IDSchool, data: $data) {
    ID
  }
}
    `) as unknown as TypedDocumentString<NewFeeTierMutation, NewFeeTierMutationVariables>;
export const NewFeeDraftDocument = new TypedDocumentString(`
    mutation NewFeeDraft($IDSchool: Int!, $fkCentre: Int!, $data: FeeDraftInput!) {
  newFeeDraft(IDSchool: $IDSchool, fkCentre: $fkCentre, data: $data) {
    ID
  }
}
    `) as unknown as TypedDocumentString<NewFeeDraftMutation, NewFeeDraftMutationVariables>;
export const UpdateFeeDraftItemsDocument = new TypedDocumentString(`
    mutation UpdateFeeDraftItems($IDFeeDraft: Int!, $items: [FeeDraftItemInput!]!) {
  updateFeeDraftItems(IDFeeDraft: $IDFeeDraft, items: $items) {
    ID
  }
}
    `) as unknown as TypedDocumentString<UpdateFeeDraftItemsMutation, UpdateFeeDraftItemsMutationVariables>;
export const SubmitFeeDraftDocument = new TypedDocumentString(`
    mutation SubmitFeeDraft($IDFeeDraft: Int!, $remark: String) {
  submitFeeDraft(IDFeeDraft: $IDFeeDraft, remark: $remark) {
    ID
  }
}
    `) as unknown as TypedDocumentString<SubmitFeeDraftMutation, SubmitFeeDraftMutationVariables>;
export const ApproveFeeChangeDocument = new TypedDocumentString(`
    mutation ApproveFeeChange($IDFeeDraft: Int!, $remark: String) {
  approveFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
    ID
  }
}
    `) as unknown as TypedDocumentString<ApproveFeeChangeMutation, ApproveFeeChangeMutationVariables>;
export const RejectFeeChangeDocument = new TypedDocumentString(`
    mutation RejectFeeChange($IDFeeDraft: Int!, $remark: String!) {
  rejectFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
    ID
  }
}
    `) as unknown as TypedDocumentString<RejectFeeChangeMutation, RejectFeeChangeMutationVariables>;
export const CancelFeeChangeDocument = new TypedDocumentString(`
    mutation CancelFeeChange($IDFeeDraft: Int!, $remark: String) {
  cancelFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
    ID
  }
}
    `) as unknown as TypedDocumentString<CancelFeeChangeMutation, CancelFeeChangeMutationVariables>;
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
      date
      status
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceSearchQuery, FinanceSearchQueryVariables>;
export const FinanceAccountListingDocument = new TypedDocumentString(`
    query FinanceAccountListing($IDChild: Int!, $isCDA: Boolean) {
  getAccountListing(IDChild: $IDChild, isCDA: $isCDA) {
    IDChild
    childName
    closingBalance
    CDABalance
    nonCDABalance
    entries {
      kind
      ID
      IDInvoice
      date
      number
      label
      paymentType
      debit
      credit
      balance
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceAccountListingQuery, FinanceAccountListingQueryVariables>;
export const FinanceCreateOfflineInvoiceDocument = new TypedDocumentString(`
    mutation FinanceCreateOfflineInvoice($IDCentre: Int!, $IDChild: Int!, $items: [OfflineInvoiceItemInput!]!, $requestKey: String) {
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
    `) as unknown as TypedDocumentString<FinanceCreateOfflineInvoiceMutation, FinanceCreateOfflineInvoiceMutationVariables>;
export const FinanceCentreChildrenDocument = new TypedDocumentString(`
    query FinanceCentreChildren($IDSchool: Int!, $centreID: Int!) {
  findAllChild(
    IDSchool: $IDSchool
    filter: {centreID: $centreID}
    pagination: {page: 1, perPage: 500}
  ) {
    data {
      ID
      firstname
      lastname
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceCentreChildrenQuery, FinanceCentreChildrenQueryVariables>;
export const FinanceAgeingDocument = new TypedDocumentString(`
    query FinanceAgeing($IDSchool: Int!) {
  getAgeingReport(IDSchool: $IDSchool) {
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
export const FinanceInvoiceRunsDocument = new TypedDocumentString(`
    query FinanceInvoiceRuns($IDSchool: Int!, $pagination: Pagination) {
  findAllInvoiceRun(IDSchool: $IDSchool, pagination: $pagination) {
    totalCount
    data {
      ...FinanceInvoiceRunFields
    }
  }
}
    fragment FinanceInvoiceRunFields on InvoiceRun {
  ID
  IDCentre
  centreName
  month
  status
  total
  processed
  makerName
  invoiceCount
  skippedCount
  grandTotal
  error
  createdAt
  can
}`) as unknown as TypedDocumentString<FinanceInvoiceRunsQuery, FinanceInvoiceRunsQueryVariables>;
export const FinanceInvoiceRunDocument = new TypedDocumentString(`
    query FinanceInvoiceRun($IDInvoiceRun: Int!) {
  getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {
    ...FinanceInvoiceRunFields
  }
}
    fragment FinanceInvoiceRunFields on InvoiceRun {
  ID
  IDCentre
  centreName
  month
  status
  total
  processed
  makerName
  invoiceCount
  skippedCount
  grandTotal
  error
  createdAt
  can
}`) as unknown as TypedDocumentString<FinanceInvoiceRunQuery, FinanceInvoiceRunQueryVariables>;
export const FinanceRunDraftsDocument = new TypedDocumentString(`
    query FinanceRunDrafts($IDInvoiceRun: Int!, $skipped: Boolean, $pagination: Pagination) {
  findAllInvoiceRunDraft(
    IDInvoiceRun: $IDInvoiceRun
    skipped: $skipped
    pagination: $pagination
  ) {
    totalCount
    data {
      ID
      IDChild
      childName
      centreName
      skipReason
      skipMessage
      totalAmount
      totalTaxAmount
      grandTotal
      CDAAmount
      nonCDAAmount
      previousGrandTotal
      change
      IDInvoice
      items {
        label
        quantity
        unitPrice
        taxAmount
        displayTotalAmount
        cdaPayable
        source
        explanation
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceRunDraftsQuery, FinanceRunDraftsQueryVariables>;
export const FinanceCreateInvoiceRunDocument = new TypedDocumentString(`
    mutation FinanceCreateInvoiceRun($IDSchool: Int!, $IDCentre: Int, $month: Date!) {
  createInvoiceRun(IDSchool: $IDSchool, IDCentre: $IDCentre, month: $month) {
    ...FinanceInvoiceRunFields
  }
}
    fragment FinanceInvoiceRunFields on InvoiceRun {
  ID
  IDCentre
  centreName
  month
  status
  total
  processed
  makerName
  invoiceCount
  skippedCount
  grandTotal
  error
  createdAt
  can
}`) as unknown as TypedDocumentString<FinanceCreateInvoiceRunMutation, FinanceCreateInvoiceRunMutationVariables>;
export const FinanceIssueInvoiceRunDocument = new TypedDocumentString(`
    mutation FinanceIssueInvoiceRun($IDInvoiceRun: Int!) {
  issueInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {
    ...FinanceInvoiceRunFields
  }
}
    fragment FinanceInvoiceRunFields on InvoiceRun {
  ID
  IDCentre
  centreName
  month
  status
  total
  processed
  makerName
  invoiceCount
  skippedCount
  grandTotal
  error
  createdAt
  can
}`) as unknown as TypedDocumentString<FinanceIssueInvoiceRunMutation, FinanceIssueInvoiceRunMutationVariables>;
export const FinanceDiscardInvoiceRunDocument = new TypedDocumentString(`
    mutation FinanceDiscardInvoiceRun($IDInvoiceRun: Int!) {
  discardInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {
    ...FinanceInvoiceRunFields
  }
}
    fragment FinanceInvoiceRunFields on InvoiceRun {
  ID
  IDCentre
  centreName
  month
  status
  total
  processed
  makerName
  invoiceCount
  skippedCount
  grandTotal
  error
  createdAt
  can
}`) as unknown as TypedDocumentString<FinanceDiscardInvoiceRunMutation, FinanceDiscardInvoiceRunMutationVariables>;
export const FinanceCentresDocument = new TypedDocumentString(`
    query FinanceCentres {
  getAccessibleCentresForModule(module: "finance_management", accessType: "read") {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<FinanceCentresQuery, FinanceCentresQueryVariables>;
export const FinanceInvoiceListDocument = new TypedDocumentString(`
    query FinanceInvoiceList($IDSchool: Int!, $filter: InvoiceFilter, $pagination: Pagination) {
  findAllInvoice(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    data {
      ...FinanceInvoiceFields
    }
  }
}
    fragment FinanceInvoiceFields on Invoice {
  ID
  fkChild
  invoiceNo
  invoiceType
  label
  status
  invoiceDate
  invoiceDueDate
  totalAmount
  totalTaxAmount
  grandTotal
  outstandingAmount
}`) as unknown as TypedDocumentString<FinanceInvoiceListQuery, FinanceInvoiceListQueryVariables>;
export const InvoiceDetailDocument = new TypedDocumentString(`
    query InvoiceDetail($IDInvoice: Int!) {
  getInvoice(IDInvoice: $IDInvoice) {
    IDCentre
    centreName
    childName
    month
    CDAAmount
    nonCDAAmount
    can
    lines {
      label
      quantity
      unitPrice
      taxable
      taxAmount
      totalAmount
      displayTotalAmount
      cdaPayable
      explanation
    }
    creditNotes {
      ID
      creditNoteNo
      amount
      remark
      createdAt
    }
    invoice {
      ...FinanceInvoiceFields
      receipts {
        ID
        IDInvoice
        IDEnquiry
        receiptNo
        amount
        paymentType
        referenceNo
        createdAt
      }
      payNow {
        uen
        reference
        amount
        payload
      }
    }
  }
}
    fragment FinanceInvoiceFields on Invoice {
  ID
  fkChild
  invoiceNo
  invoiceType
  label
  status
  invoiceDate
  invoiceDueDate
  totalAmount
  totalTaxAmount
  grandTotal
  outstandingAmount
}`) as unknown as TypedDocumentString<InvoiceDetailQuery, InvoiceDetailQueryVariables>;
export const FinanceRefundListDocument = new TypedDocumentString(`
    query FinanceRefundList($IDSchool: Int!, $filter: RefundFilter, $pagination: Pagination) {
  findAllConsolidatedRefund(
    IDSchool: $IDSchool
    filter: $filter
    pagination: $pagination
  ) {
    totalCount
    data {
      IDChild
      childName
      totalAmount
      refunds {
        ID
        date
        refundCompletionDate
        label
        amount
        type
        status
        isCda
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceRefundListQuery, FinanceRefundListQueryVariables>;
export const FinanceReceiptTypeListDocument = new TypedDocumentString(`
    query FinanceReceiptTypeList {
  getOfflineOfflinePaymentReceiptTypes
}
    `) as unknown as TypedDocumentString<FinanceReceiptTypeListQuery, FinanceReceiptTypeListQueryVariables>;
export const FinanceRecordOfflinePaymentDocument = new TypedDocumentString(`
    mutation FinanceRecordOfflinePayment($IDInvoice: [Int!]!, $referenceNo: String!, $paymentType: String!) {
  createReceiptForOfflinePayment(
    IDInvoice: $IDInvoice
    referenceNo: $referenceNo
    paymentType: $paymentType
  ) {
    ID
    receiptNo
    amount
  }
}
    `) as unknown as TypedDocumentString<FinanceRecordOfflinePaymentMutation, FinanceRecordOfflinePaymentMutationVariables>;
export const FinanceCreateCreditNoteDocument = new TypedDocumentString(`
    mutation FinanceCreateCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!, $requestKey: String) {
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
    `) as unknown as TypedDocumentString<FinanceCreateCreditNoteMutation, FinanceCreateCreditNoteMutationVariables>;
export const FinanceChildInvoicesDocument = new TypedDocumentString(`
    query FinanceChildInvoices($IDChild: Int!) {
  invoicesByFkChild(IDChild: $IDChild) {
    ...FinanceInvoiceFields
  }
  getChildCurrentBalance(IDChild: $IDChild) {
    CDABalance
    nonCDABalance
  }
}
    fragment FinanceInvoiceFields on Invoice {
  ID
  fkChild
  invoiceNo
  invoiceType
  label
  status
  invoiceDate
  invoiceDueDate
  totalAmount
  totalTaxAmount
  grandTotal
  outstandingAmount
}`) as unknown as TypedDocumentString<FinanceChildInvoicesQuery, FinanceChildInvoicesQueryVariables>;
export const FinanceGiroFilesDocument = new TypedDocumentString(`
    query FinanceGiroFiles($IDSchool: Int!, $pagination: Pagination) {
  findAllUploadedGiroFiles(IDSchool: $IDSchool, pagination: $pagination) {
    totalCount
    data {
      ...FinanceUploadedFileFields
    }
  }
}
    fragment FinanceUploadedFileFields on UploadedFile {
  ID
  label
  URL
  status
  log
  docType
  user
  createdAt
  month
  valueDate
  rowCount
  totalAmount
}`) as unknown as TypedDocumentString<FinanceGiroFilesQuery, FinanceGiroFilesQueryVariables>;
export const FinanceSubsidyFilesDocument = new TypedDocumentString(`
    query FinanceSubsidyFiles($IDSchool: Int!, $pagination: Pagination) {
  findAllUploadedSubsidyFiles(IDSchool: $IDSchool, pagination: $pagination) {
    totalCount
    data {
      ...FinanceUploadedFileFields
    }
  }
}
    fragment FinanceUploadedFileFields on UploadedFile {
  ID
  label
  URL
  status
  log
  docType
  user
  createdAt
  month
  valueDate
  rowCount
  totalAmount
}`) as unknown as TypedDocumentString<FinanceSubsidyFilesQuery, FinanceSubsidyFilesQueryVariables>;
export const FinanceGiroDeductionArchiveDocument = new TypedDocumentString(`
    mutation FinanceGiroDeductionArchive($IDSchool: Int!, $month: Date!, $valueDate: Date!) {
  generateGiroDeductionArchive(
    IDSchool: $IDSchool
    month: $month
    valueDate: $valueDate
  ) {
    ...FinanceUploadedFileFields
  }
}
    fragment FinanceUploadedFileFields on UploadedFile {
  ID
  label
  URL
  status
  log
  docType
  user
  createdAt
  month
  valueDate
  rowCount
  totalAmount
}`) as unknown as TypedDocumentString<FinanceGiroDeductionArchiveMutation, FinanceGiroDeductionArchiveMutationVariables>;
export const FinanceGiroRefundArchiveDocument = new TypedDocumentString(`
    mutation FinanceGiroRefundArchive($IDSchool: Int!, $valueDate: Date!) {
  generateGiroRefundArchive(IDSchool: $IDSchool, valueDate: $valueDate) {
    ...FinanceUploadedFileFields
  }
}
    fragment FinanceUploadedFileFields on UploadedFile {
  ID
  label
  URL
  status
  log
  docType
  user
  createdAt
  month
  valueDate
  rowCount
  totalAmount
}`) as unknown as TypedDocumentString<FinanceGiroRefundArchiveMutation, FinanceGiroRefundArchiveMutationVariables>;
export const FinanceDocumentUploadUrlDocument = new TypedDocumentString(`
    mutation FinanceDocumentUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {
  getFinanceDocumentUploadURL(
    IDSchool: $IDSchool
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<FinanceDocumentUploadUrlMutation, FinanceDocumentUploadUrlMutationVariables>;
export const FinanceUploadGiroFileDocument = new TypedDocumentString(`
    mutation FinanceUploadGiroFile($IDSchool: Int!, $fileKey: String!) {
  uploadGiroFile(IDSchool: $IDSchool, fileKey: $fileKey) {
    ...FinanceUploadedFileFields
  }
}
    fragment FinanceUploadedFileFields on UploadedFile {
  ID
  label
  URL
  status
  log
  docType
  user
  createdAt
  month
  valueDate
  rowCount
  totalAmount
}`) as unknown as TypedDocumentString<FinanceUploadGiroFileMutation, FinanceUploadGiroFileMutationVariables>;
export const FinanceUploadSubsidyFileDocument = new TypedDocumentString(`
    mutation FinanceUploadSubsidyFile($IDSchool: Int!, $fileKey: String!) {
  uploadSubsidyFile(IDSchool: $IDSchool, fileKey: $fileKey) {
    ...FinanceUploadedFileFields
  }
}
    fragment FinanceUploadedFileFields on UploadedFile {
  ID
  label
  URL
  status
  log
  docType
  user
  createdAt
  month
  valueDate
  rowCount
  totalAmount
}`) as unknown as TypedDocumentString<FinanceUploadSubsidyFileMutation, FinanceUploadSubsidyFileMutationVariables>;
export const FinanceUnappliedDocument = new TypedDocumentString(`
    query FinanceUnapplied($IDSchool: Int!, $pagination: Pagination) {
  findAllUnappliedCardPayment(IDSchool: $IDSchool, pagination: $pagination) {
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
    `) as unknown as TypedDocumentString<FinanceUnappliedQuery, FinanceUnappliedQueryVariables>;
export const FinanceUnappliedTargetsDocument = new TypedDocumentString(`
    query FinanceUnappliedTargets($IDPaymentSession: Int!) {
  findUnappliedCardPaymentTargets(IDPaymentSession: $IDPaymentSession) {
    ID
    invoiceNo
    invoiceDate
    childName
    outstandingAmount
  }
}
    `) as unknown as TypedDocumentString<FinanceUnappliedTargetsQuery, FinanceUnappliedTargetsQueryVariables>;
export const FinanceRefundUnappliedDocument = new TypedDocumentString(`
    mutation FinanceRefundUnapplied($IDPaymentSession: Int!, $remark: String) {
  refundUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, remark: $remark) {
    ID
    resolution
    IDRefund
  }
}
    `) as unknown as TypedDocumentString<FinanceRefundUnappliedMutation, FinanceRefundUnappliedMutationVariables>;
export const FinanceApplyUnappliedDocument = new TypedDocumentString(`
    mutation FinanceApplyUnapplied($IDPaymentSession: Int!, $IDInvoice: Int!) {
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
    `) as unknown as TypedDocumentString<FinanceApplyUnappliedMutation, FinanceApplyUnappliedMutationVariables>;
export const GiroBankCodesDocument = new TypedDocumentString(`
    query GiroBankCodes {
  findAllBankBicCode {
    ID
    bankName
    bankCode
    bicCode
  }
}
    `) as unknown as TypedDocumentString<GiroBankCodesQuery, GiroBankCodesQueryVariables>;
export const GiroEnquiryInfoDocument = new TypedDocumentString(`
    query GiroEnquiryInfo($IDEnquiry: Int!) {
  bankAccountInfoByIDEnquiry(IDEnquiry: $IDEnquiry) {
    IDEnquiry
    IDChild
    skipGiroSetup
    canPayRegistrationByGiro
    payingByGiro
    accounts {
      ...GiroBankAccountFields
    }
  }
}
    fragment GiroBankAccountFields on BankAccount {
  ID
  payerAccountNumber
  payerAccountName
  source
  status
  billReferenceNumber
  isCda
  effectiveFrom
  applicationDate
  createdAt
  bank {
    ID
    bankName
    bankCode
  }
  statusChanges {
    ID
    fromStatus
    toStatus
    reason
    remarks
    userName
    createdAt
  }
}`) as unknown as TypedDocumentString<GiroEnquiryInfoQuery, GiroEnquiryInfoQueryVariables>;
export const GiroChildBankAccountsDocument = new TypedDocumentString(`
    query GiroChildBankAccounts($IDChild: Int!) {
  bankAccountInfoByIDChild(IDChild: $IDChild) {
    IDChild
    accounts {
      ...GiroBankAccountFields
    }
  }
}
    fragment GiroBankAccountFields on BankAccount {
  ID
  payerAccountNumber
  payerAccountName
  source
  status
  billReferenceNumber
  isCda
  effectiveFrom
  applicationDate
  createdAt
  bank {
    ID
    bankName
    bankCode
  }
  statusChanges {
    ID
    fromStatus
    toStatus
    reason
    remarks
    userName
    createdAt
  }
}`) as unknown as TypedDocumentString<GiroChildBankAccountsQuery, GiroChildBankAccountsQueryVariables>;
export const GiroStatusReasonsDocument = new TypedDocumentString(`
    query GiroStatusReasons($status: String!) {
  getBankAccountStatusChangeReasonsByStatus(status: $status) {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<GiroStatusReasonsQuery, GiroStatusReasonsQueryVariables>;
export const GiroSaveApplicationDocument = new TypedDocumentString(`
    mutation GiroSaveApplication($IDChild: Int!, $IDSchool: Int!, $giroApplication: GiroApplicationInput!) {
  saveGiroApplication(
    IDChild: $IDChild
    IDSchool: $IDSchool
    giroApplication: $giroApplication
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<GiroSaveApplicationMutation, GiroSaveApplicationMutationVariables>;
export const GiroUpdateBankAccountStatusDocument = new TypedDocumentString(`
    mutation GiroUpdateBankAccountStatus($IDBankAccount: Int!, $status: String!, $fkReason: Int!, $remarks: String!) {
  updateBankAccountStatus(
    IDBankAccount: $IDBankAccount
    status: $status
    fkReason: $fkReason
    remarks: $remarks
  ) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<GiroUpdateBankAccountStatusMutation, GiroUpdateBankAccountStatusMutationVariables>;
export const GiroExportApplicationPdfDocument = new TypedDocumentString(`
    mutation GiroExportApplicationPdf($IDBankAccount: Int!) {
  exportGiroApplicationPdf(IDBankAccount: $IDBankAccount)
}
    `) as unknown as TypedDocumentString<GiroExportApplicationPdfMutation, GiroExportApplicationPdfMutationVariables>;
export const GiroPayRegistrationFeeDocument = new TypedDocumentString(`
    mutation GiroPayRegistrationFee($IDEnquiry: Int!) {
  payRegistrationFeeByGiro(IDEnquiry: $IDEnquiry) {
    IDEnquiry
    payingByGiro
  }
}
    `) as unknown as TypedDocumentString<GiroPayRegistrationFeeMutation, GiroPayRegistrationFeeMutationVariables>;
export const GiroAddPaperFormDocument = new TypedDocumentString(`
    mutation GiroAddPaperForm($giroAccount: GiroAccountInput!, $paymentType: String!) {
  addGiro(giroAccount: $giroAccount, paymentType: $paymentType) {
    ID
  }
}
    `) as unknown as TypedDocumentString<GiroAddPaperFormMutation, GiroAddPaperFormMutationVariables>;
export const HolidaysOfYearDocument = new TypedDocumentString(`
    query HolidaysOfYear($IDSchool: Int!, $year: Int!) {
  getCentreHolidaysOfYear(IDSchool: $IDSchool, year: $year) {
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
}
    `) as unknown as TypedDocumentString<HolidaysOfYearQuery, HolidaysOfYearQueryVariables>;
export const HolidayCentreOptionsDocument = new TypedDocumentString(`
    query HolidayCentreOptions {
  getAccessibleCentresForModule(module: "holiday_management", accessType: "write") {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<HolidayCentreOptionsQuery, HolidayCentreOptionsQueryVariables>;
export const CreateHolidayDocument = new TypedDocumentString(`
    mutation CreateHoliday($IDSchool: Int!, $holiday: HolidayInput!) {
  createHoliday(IDSchool: $IDSchool, holiday: $holiday) {
    ID
    from
  }
}
    `) as unknown as TypedDocumentString<CreateHolidayMutation, CreateHolidayMutationVariables>;
export const UpdateHolidayDetailsDocument = new TypedDocumentString(`
    mutation UpdateHolidayDetails($IDSchool: Int!, $holidayID: Int!, $holiday: HolidayInput!) {
  updateHolidayDetails(
    IDSchool: $IDSchool
    holidayID: $holidayID
    holiday: $holiday
  ) {
    ID
    from
  }
}
    `) as unknown as TypedDocumentString<UpdateHolidayDetailsMutation, UpdateHolidayDetailsMutationVariables>;
export const DeleteHolidayDetailsDocument = new TypedDocumentString(`
    mutation DeleteHolidayDetails($IDSchool: Int!, $holidayID: Int!) {
  deleteHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID)
}
    `) as unknown as TypedDocumentString<DeleteHolidayDetailsMutation, DeleteHolidayDetailsMutationVariables>;
export const HolidayPhotoUploadUrlDocument = new TypedDocumentString(`
    mutation HolidayPhotoUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {
  getHolidayPhotoUploadURL(
    IDSchool: $IDSchool
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<HolidayPhotoUploadUrlMutation, HolidayPhotoUploadUrlMutationVariables>;
export const AccessibleCentresDocument = new TypedDocumentString(`
    query AccessibleCentres($module: String!, $accessType: String!) {
  getAccessibleCentresForModule(module: $module, accessType: $accessType) {
    ID
    label
    code
    addresses {
      ID
      address
      postcode
      city
      active
    }
  }
}
    `) as unknown as TypedDocumentString<AccessibleCentresQuery, AccessibleCentresQueryVariables>;
export const HomeAdmissionStageCountsDocument = new TypedDocumentString(`
    query HomeAdmissionStageCounts($IDSchool: Int!) {
  findAllAdmission(
    IDSchool: $IDSchool
    stageCode: "pre_registration"
    pagination: {page: 1, perPage: 1}
  ) {
    stageCounts {
      code
      label
      count
    }
  }
}
    `) as unknown as TypedDocumentString<HomeAdmissionStageCountsQuery, HomeAdmissionStageCountsQueryVariables>;
export const HomePendingDocumentCountDocument = new TypedDocumentString(`
    query HomePendingDocumentCount {
  findAllPendingDocument(pagination: {page: 1, perPage: 1}) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<HomePendingDocumentCountQuery, HomePendingDocumentCountQueryVariables>;
export const HomePendingCapacityRequestCountDocument = new TypedDocumentString(`
    query HomePendingCapacityRequestCount($IDSchool: Int!) {
  capacityDraftsByFkSchool(
    IDSchool: $IDSchool
    filter: {status: "pending"}
    pagination: {page: 1, perPage: 1}
  ) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<HomePendingCapacityRequestCountQuery, HomePendingCapacityRequestCountQueryVariables>;
export const HomePendingBlacklistRequestCountDocument = new TypedDocumentString(`
    query HomePendingBlacklistRequestCount($IDSchool: Int!) {
  blacklistDraftsByFkSchool(
    IDSchool: $IDSchool
    status: "pending"
    pagination: {page: 1, perPage: 1}
  ) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<HomePendingBlacklistRequestCountQuery, HomePendingBlacklistRequestCountQueryVariables>;
export const InvoicePaymentAccessDocument = new TypedDocumentString(`
    query InvoicePaymentAccess($IDInvoice: Int!) {
  getInvoicePaymentAccess(IDInvoice: $IDInvoice) {
    ...PaymentAccessFields
  }
}
    fragment PaymentAccessFields on PaymentAccess {
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
}`) as unknown as TypedDocumentString<InvoicePaymentAccessQuery, InvoicePaymentAccessQueryVariables>;
export const KioskCentresDocument = new TypedDocumentString(`
    query KioskCentres {
  getAccessibleCentresForModule(
    module: "attendance_management"
    accessType: "write"
  ) {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<KioskCentresQuery, KioskCentresQueryVariables>;
export const KioskStartSessionDocument = new TypedDocumentString(`
    mutation KioskStartSession($centreId: Int!) {
  startKioskSession(centreId: $centreId) {
    token
    centreID
    centreLabel
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<KioskStartSessionMutation, KioskStartSessionMutationVariables>;
export const KioskInfoDocument = new TypedDocumentString(`
    query KioskInfo($kioskToken: String!) {
  getKiosk(kioskToken: $kioskToken) {
    centreID
    centreLabel
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<KioskInfoQuery, KioskInfoQueryVariables>;
export const KioskIdentifyFamilyDocument = new TypedDocumentString(`
    mutation KioskIdentifyFamily($kioskToken: String!, $credential: KioskCredentialInput!) {
  kioskIdentify(kioskToken: $kioskToken, credential: $credential) {
    ID
    firstname
    lastname
    classLabel
    collectors {
      name
      relation
      mobileEnding
      photoURL
    }
  }
}
    `) as unknown as TypedDocumentString<KioskIdentifyFamilyMutation, KioskIdentifyFamilyMutationVariables>;
export const KioskCheckInChildrenDocument = new TypedDocumentString(`
    mutation KioskCheckInChildren($kioskToken: String!, $credential: KioskCredentialInput!, $children: [Int!]!, $mobile: String!, $healthChecks: [KioskHealthAnswer!]) {
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
    `) as unknown as TypedDocumentString<KioskCheckInChildrenMutation, KioskCheckInChildrenMutationVariables>;
export const KioskCheckOutChildrenDocument = new TypedDocumentString(`
    mutation KioskCheckOutChildren($kioskToken: String!, $credential: KioskCredentialInput!, $children: [Int!]!, $mobile: String!) {
  kioskCheckOut(
    kioskToken: $kioskToken
    credential: $credential
    children: $children
    mobile: $mobile
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<KioskCheckOutChildrenMutation, KioskCheckOutChildrenMutationVariables>;
export const KioskIssuePassDocument = new TypedDocumentString(`
    mutation KioskIssuePass {
  issueKioskPass {
    qrToken
    pin
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<KioskIssuePassMutation, KioskIssuePassMutationVariables>;
export const LeaveTypeChoicesDocument = new TypedDocumentString(`
    query LeaveTypeChoices($IDSchool: Int!) {
  getLeaveTypes(IDSchool: $IDSchool) {
    ID
    code
    label
    halfDayApplicable
    applicableToChild
    applicableToStaff
    approveRequired
  }
}
    `) as unknown as TypedDocumentString<LeaveTypeChoicesQuery, LeaveTypeChoicesQueryVariables>;
export const LeaveTypesAdminDocument = new TypedDocumentString(`
    query LeaveTypesAdmin($IDSchool: Int!) {
  getLeaveTypes(IDSchool: $IDSchool, includeInactive: true) {
    ...LeaveTypeRow
  }
}
    fragment LeaveTypeRow on LeaveType {
  ID
  code
  label
  halfDayApplicable
  applicableToChild
  applicableToStaff
  approveRequired
  active
}`) as unknown as TypedDocumentString<LeaveTypesAdminQuery, LeaveTypesAdminQueryVariables>;
export const SaveLeaveTypeDocument = new TypedDocumentString(`
    mutation SaveLeaveType($IDSchool: Int!, $leaveTypeID: Int, $leaveTypeData: LeaveTypeInput!) {
  insertOrUpdateLeaveType(
    IDSchool: $IDSchool
    leaveTypeID: $leaveTypeID
    leaveTypeData: $leaveTypeData
  ) {
    ...LeaveTypeRow
  }
}
    fragment LeaveTypeRow on LeaveType {
  ID
  code
  label
  halfDayApplicable
  applicableToChild
  applicableToStaff
  approveRequired
  active
}`) as unknown as TypedDocumentString<SaveLeaveTypeMutation, SaveLeaveTypeMutationVariables>;
export const ChildLeaveRequestsDocument = new TypedDocumentString(`
    query ChildLeaveRequests($childID: Int!) {
  getChildLeaveRequests(childID: $childID) {
    ...LeaveRequestRow
  }
}
    fragment LeaveRequestRow on LeaveRequest {
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
  remark
  requestedBy
  approver
  approverRemark
}`) as unknown as TypedDocumentString<ChildLeaveRequestsQuery, ChildLeaveRequestsQueryVariables>;
export const CentreLeaveRequestsDocument = new TypedDocumentString(`
    query CentreLeaveRequests($centreID: Int!, $from: Date!, $to: Date!) {
  getCentreLeaveRequests(centreID: $centreID, from: $from, to: $to) {
    ...LeaveRequestRow
  }
}
    fragment LeaveRequestRow on LeaveRequest {
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
  remark
  requestedBy
  approver
  approverRemark
}`) as unknown as TypedDocumentString<CentreLeaveRequestsQuery, CentreLeaveRequestsQueryVariables>;
export const RequestChildLeaveDocument = new TypedDocumentString(`
    mutation RequestChildLeave($childID: Int!, $leaveData: LeaveRequestInput!) {
  requestChildLeave(childID: $childID, leaveData: $leaveData) {
    ...LeaveRequestRow
  }
}
    fragment LeaveRequestRow on LeaveRequest {
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
  remark
  requestedBy
  approver
  approverRemark
}`) as unknown as TypedDocumentString<RequestChildLeaveMutation, RequestChildLeaveMutationVariables>;
export const MyLeaveRequestsDocument = new TypedDocumentString(`
    query MyLeaveRequests {
  getMyLeaveRequests {
    ...LeaveRequestRow
  }
}
    fragment LeaveRequestRow on LeaveRequest {
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
  remark
  requestedBy
  approver
  approverRemark
}`) as unknown as TypedDocumentString<MyLeaveRequestsQuery, MyLeaveRequestsQueryVariables>;
export const RequestStaffLeaveDocument = new TypedDocumentString(`
    mutation RequestStaffLeave($leaveData: LeaveRequestInput!) {
  requestStaffLeave(leaveData: $leaveData) {
    ...LeaveRequestRow
  }
}
    fragment LeaveRequestRow on LeaveRequest {
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
  remark
  requestedBy
  approver
  approverRemark
}`) as unknown as TypedDocumentString<RequestStaffLeaveMutation, RequestStaffLeaveMutationVariables>;
export const CancelMyLeaveRequestDocument = new TypedDocumentString(`
    mutation CancelMyLeaveRequest($IDLeaveRequest: Int!) {
  cancelMyLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {
    ...LeaveRequestRow
  }
}
    fragment LeaveRequestRow on LeaveRequest {
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
  remark
  requestedBy
  approver
  approverRemark
}`) as unknown as TypedDocumentString<CancelMyLeaveRequestMutation, CancelMyLeaveRequestMutationVariables>;
export const ApproveLeaveRequestDocument = new TypedDocumentString(`
    mutation ApproveLeaveRequest($IDLeaveRequest: Int!, $remark: String) {
  approveLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {
    ...LeaveRequestRow
  }
}
    fragment LeaveRequestRow on LeaveRequest {
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
  remark
  requestedBy
  approver
  approverRemark
}`) as unknown as TypedDocumentString<ApproveLeaveRequestMutation, ApproveLeaveRequestMutationVariables>;
export const RejectLeaveRequestDocument = new TypedDocumentString(`
    mutation RejectLeaveRequest($IDLeaveRequest: Int!, $remark: String!) {
  rejectLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {
    ...LeaveRequestRow
  }
}
    fragment LeaveRequestRow on LeaveRequest {
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
  remark
  requestedBy
  approver
  approverRemark
}`) as unknown as TypedDocumentString<RejectLeaveRequestMutation, RejectLeaveRequestMutationVariables>;
export const CancelLeaveRequestDocument = new TypedDocumentString(`
    mutation CancelLeaveRequest($IDLeaveRequest: Int!) {
  cancelLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {
    ...LeaveRequestRow
  }
}
    fragment LeaveRequestRow on LeaveRequest {
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
  remark
  requestedBy
  approver
  approverRemark
}`) as unknown as TypedDocumentString<CancelLeaveRequestMutation, CancelLeaveRequestMutationVariables>;
export const LevelsConfigDocument = new TypedDocumentString(`
    query LevelsConfig($IDSchool: Int!) {
  findAllLevelsConfig(IDSchool: $IDSchool) {
    totalCount
    data {
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
}
    `) as unknown as TypedDocumentString<LevelsConfigQuery, LevelsConfigQueryVariables>;
export const SaveLevelDocument = new TypedDocumentString(`
    mutation SaveLevel($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {
  insertOrUpdateLevelForSchool(
    IDSchool: $IDSchool
    levelID: $levelID
    levelData: $levelData
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<SaveLevelMutation, SaveLevelMutationVariables>;
export const RemoveLevelDocument = new TypedDocumentString(`
    mutation RemoveLevel($IDSchool: Int!, $levelID: Int!) {
  removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)
}
    `) as unknown as TypedDocumentString<RemoveLevelMutation, RemoveLevelMutationVariables>;
export const PaymentAccessDocument = new TypedDocumentString(`
    query PaymentAccess($IDEnquiry: Int!) {
  getPaymentAccess(IDEnquiry: $IDEnquiry) {
    ...PaymentAccessFields
  }
}
    fragment PaymentAccessFields on PaymentAccess {
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
}`) as unknown as TypedDocumentString<PaymentAccessQuery, PaymentAccessQueryVariables>;
export const CreatePaymentSessionDocument = new TypedDocumentString(`
    mutation CreatePaymentSession($InvoiceID: Int!) {
  createPaymentSession(InvoiceID: $InvoiceID) {
    Id
    checkoutUrl
    Order {
      Id
      Amount
      Currency
    }
  }
}
    `) as unknown as TypedDocumentString<CreatePaymentSessionMutation, CreatePaymentSessionMutationVariables>;
export const UpdatePaymentSessionDocument = new TypedDocumentString(`
    mutation UpdatePaymentSession($paymentOrderID: String!) {
  updatePaymentSession(paymentOrderID: $paymentOrderID) {
    orderId
    status
    errorCode
    message
    IDReceipt
  }
}
    `) as unknown as TypedDocumentString<UpdatePaymentSessionMutation, UpdatePaymentSessionMutationVariables>;
export const PaymentRegistrationInvoiceDocument = new TypedDocumentString(`
    query PaymentRegistrationInvoice($IDEnquiry: Int!) {
  getEnquiryRegistrationInvoice(IDEnquiry: $IDEnquiry) {
    ID
    invoiceNo
    label
    status
    invoiceDate
    invoiceDueDate
    totalAmount
    totalTaxAmount
    grandTotal
    outstandingAmount
    items {
      label
      quantity
      unitPrice
      taxable
      taxAmount
      totalAmount
      displayTotalAmount
    }
    receipts {
      ID
      receiptNo
      amount
      paymentType
      referenceNo
      createdAt
    }
    payNow {
      uen
      reference
      amount
      payload
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentRegistrationInvoiceQuery, PaymentRegistrationInvoiceQueryVariables>;
export const PaymentDraftMonthlyDocument = new TypedDocumentString(`
    query PaymentDraftMonthly($IDEnquiry: Int!) {
  getEnquiryDraftMonthlyFeeInvoice(IDEnquiry: $IDEnquiry) {
    label
    month
    totalAmount
    totalTaxAmount
    grandTotal
    items {
      label
      quantity
      unitPrice
      taxable
      taxAmount
      totalAmount
      displayTotalAmount
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentDraftMonthlyQuery, PaymentDraftMonthlyQueryVariables>;
export const PaymentEnrolmentStatusDocument = new TypedDocumentString(`
    query PaymentEnrolmentStatus($IDEnquiry: Int!) {
  getEnrolmentStatus(IDEnquiry: $IDEnquiry) {
    IDEnquiry
    state
    invoicePaid
    giroRequired
    enrolled
  }
}
    `) as unknown as TypedDocumentString<PaymentEnrolmentStatusQuery, PaymentEnrolmentStatusQueryVariables>;
export const PaymentInvoicePdfDocument = new TypedDocumentString(`
    query PaymentInvoicePdf($IDInvoice: Int!) {
  invoicePdf(IDInvoice: $IDInvoice) {
    filename
    contentBase64
  }
}
    `) as unknown as TypedDocumentString<PaymentInvoicePdfQuery, PaymentInvoicePdfQueryVariables>;
export const PaymentReceiptPdfDocument = new TypedDocumentString(`
    query PaymentReceiptPdf($IDReceipt: Int!) {
  receiptPdf(IDReceipt: $IDReceipt) {
    filename
    contentBase64
  }
}
    `) as unknown as TypedDocumentString<PaymentReceiptPdfQuery, PaymentReceiptPdfQueryVariables>;
export const PaymentConfirmRegistrationDocument = new TypedDocumentString(`
    mutation PaymentConfirmRegistration($IDEnquiry: Int!, $paymentType: String!, $referenceNo: String!) {
  markRegistrationPaymentAsSuccessful(
    IDEnquiry: $IDEnquiry
    paymentType: $paymentType
    referenceNo: $referenceNo
  ) {
    duplicate
    enquiryState
    receipt {
      ID
      receiptNo
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentConfirmRegistrationMutation, PaymentConfirmRegistrationMutationVariables>;
export const ChildPickupsDocument = new TypedDocumentString(`
    query ChildPickups($childID: Int!) {
  getChildAuthorisedPickups(childID: $childID) {
    ID
    name
    relation
    mobile
    photoKey
    photoURL
  }
}
    `) as unknown as TypedDocumentString<ChildPickupsQuery, ChildPickupsQueryVariables>;
export const SaveChildPickupDocument = new TypedDocumentString(`
    mutation SaveChildPickup($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {
  saveChildAuthorisedPickup(
    childID: $childID
    pickupID: $pickupID
    pickup: $pickup
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<SaveChildPickupMutation, SaveChildPickupMutationVariables>;
export const RemoveChildPickupDocument = new TypedDocumentString(`
    mutation RemoveChildPickup($childID: Int!, $pickupID: Int!) {
  removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {
    ID
  }
}
    `) as unknown as TypedDocumentString<RemoveChildPickupMutation, RemoveChildPickupMutationVariables>;
export const PickupPhotoUploadUrlDocument = new TypedDocumentString(`
    mutation PickupPhotoUploadURL($childID: Int!, $filename: String!, $contentType: String!) {
  getAuthorisedPickupPhotoUploadURL(
    childID: $childID
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<PickupPhotoUploadUrlMutation, PickupPhotoUploadUrlMutationVariables>;
export const PlanningCentresDocument = new TypedDocumentString(`
    query PlanningCentres {
  getAccessibleCentresForModule(module: "enrollment_planning", accessType: "read") {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<PlanningCentresQuery, PlanningCentresQueryVariables>;
export const PlanningLevelsDocument = new TypedDocumentString(`
    query PlanningLevels($IDSchool: Int!, $centreID: Int!) {
  findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {
    data {
      fkLevel
      active
      level {
        ID
        label
        active
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PlanningLevelsQuery, PlanningLevelsQueryVariables>;
export const PlanningVacancyMonthsDocument = new TypedDocumentString(`
    query PlanningVacancyMonths($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {
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
  capacitiesByFkCentreFkLevelYear(
    IDCentre: $CentreID
    IDLevel: $ServiceLevel
    Year: $Year
  ) {
    ID
    date
    capacity
  }
}
    `) as unknown as TypedDocumentString<PlanningVacancyMonthsQuery, PlanningVacancyMonthsQueryVariables>;
export const PlanningNegativeVacanciesDocument = new TypedDocumentString(`
    query PlanningNegativeVacancies($centreID: Int!) {
  findAllNegativeVacanciesByCentre(centreID: $centreID) {
    levelId
    level
    year
    shortfall
    firstMonth
  }
}
    `) as unknown as TypedDocumentString<PlanningNegativeVacanciesQuery, PlanningNegativeVacanciesQueryVariables>;
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
      centreLabel
      status
      year
      createdAt
      updatedAt
      requesterName
      approverName
      can
      items {
        ID
        fkLevel
        capacity
        date
        label
        currentCapacity
      }
      activityLogs {
        ID
        remark
        status
        userName
        createdAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PlanningDraftsQuery, PlanningDraftsQueryVariables>;
export const PlanningSubmitRequestDocument = new TypedDocumentString(`
    mutation PlanningSubmitRequest($CapacityDraft: CapacityDraftInput!, $remarks: String, $CapacityDraftItems: [CapacityDraftItemInput!]!) {
  submitVacancyPlanning(
    CapacityDraft: $CapacityDraft
    remarks: $remarks
    CapacityDraftItems: $CapacityDraftItems
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<PlanningSubmitRequestMutation, PlanningSubmitRequestMutationVariables>;
export const PlanningApproveRequestDocument = new TypedDocumentString(`
    mutation PlanningApproveRequest($DraftID: Int!, $Remarks: String) {
  approveCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<PlanningApproveRequestMutation, PlanningApproveRequestMutationVariables>;
export const PlanningRejectRequestDocument = new TypedDocumentString(`
    mutation PlanningRejectRequest($DraftID: Int!, $Remarks: String) {
  rejectCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<PlanningRejectRequestMutation, PlanningRejectRequestMutationVariables>;
export const PlanningRecallRequestDocument = new TypedDocumentString(`
    mutation PlanningRecallRequest($DraftID: Int!, $Remarks: String) {
  cancelCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<PlanningRecallRequestMutation, PlanningRecallRequestMutationVariables>;
export const PublicLevelsDocument = new TypedDocumentString(`
    query PublicLevels($IDSchool: Int!) {
  getLevelsForSchool(IDSchool: $IDSchool) {
    ID
    label
    programs {
      ID
      label
    }
  }
}
    `) as unknown as TypedDocumentString<PublicLevelsQuery, PublicLevelsQueryVariables>;
export const CentreOutlooksDocument = new TypedDocumentString(`
    query CentreOutlooks($IDSchool: Int!, $centres: [Int!]!, $level: Int!, $program: Int, $enrollmentDate: Date!, $household: PublicHouseholdInput) {
  getCentreOutlooks(
    IDSchool: $IDSchool
    centres: $centres
    level: $level
    program: $program
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
    `) as unknown as TypedDocumentString<CentreOutlooksQuery, CentreOutlooksQueryVariables>;
export const SchoolIntroductionDocument = new TypedDocumentString(`
    query SchoolIntroduction($IDSchool: Int!) {
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
      code
      addresses {
        ID
        address
        postcode
        lat
        lng
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SchoolIntroductionQuery, SchoolIntroductionQueryVariables>;
export const ParentInformationDocument = new TypedDocumentString(`
    query ParentInformation($IDSchool: Int!) {
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
      ...SubsidyTables
    }
    documentsToPrepare
    faqs {
      question
      answer
    }
  }
}
    fragment SubsidyTables on SubsidySchedule {
  basic {
    careType
    working
    amountCents
  }
  additional {
    careType
    incomeMaxCents
    perCapitaMaxCents
    amountCents
  }
}`) as unknown as TypedDocumentString<ParentInformationQuery, ParentInformationQueryVariables>;
export const PublicPagesEditDocument = new TypedDocumentString(`
    query PublicPagesEdit($IDSchool: Int!) {
  getPublicPagesForEdit(IDSchool: $IDSchool) {
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
    `) as unknown as TypedDocumentString<PublicPagesEditQuery, PublicPagesEditQueryVariables>;
export const SavePublicPagesDocument = new TypedDocumentString(`
    mutation SavePublicPages($IDSchool: Int!, $content: PublicPagesInput!) {
  savePublicPages(IDSchool: $IDSchool, content: $content) {
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SavePublicPagesMutation, SavePublicPagesMutationVariables>;
export const PublicPageImageUploadDocument = new TypedDocumentString(`
    mutation PublicPageImageUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {
  getPublicPageImageUploadURL(
    IDSchool: $IDSchool
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<PublicPageImageUploadMutation, PublicPageImageUploadMutationVariables>;
export const RegistrationPageEnquiryDocument = new TypedDocumentString(`
    query RegistrationPageEnquiry($id: Int!) {
  enquiryByID(id: $id) {
    ID
    fkSchool
    fkChild
    childFirstname
    childLastname
    enrollmentPlan
    admissionStatus {
      stateCode
      label
      group
    }
    centre {
      ID
      label
    }
    level {
      ID
      label
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationPageEnquiryQuery, RegistrationPageEnquiryQueryVariables>;
export const RegistrationPageFormDocument = new TypedDocumentString(`
    query RegistrationPageForm($IDEnquiry: Int!) {
  getEnrolmentForm(IDEnquiry: $IDEnquiry) {
    IDEnquiry
    step
    completedSteps
    isInfantCare
    prefill
    steps {
      step
      completed
      data
    }
  }
  getAdditionalInformation(IDEnquiry: $IDEnquiry) {
    IDEnquiry
    step
    completedSteps
    steps {
      step
      completed
      data
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationPageFormQuery, RegistrationPageFormQueryVariables>;
export const RegistrationPageSubsidyDocument = new TypedDocumentString(`
    query RegistrationPageSubsidy($IDEnquiry: Int!) {
  getSubsidySchedule(IDEnquiry: $IDEnquiry) {
    ...SubsidyTables
  }
}
    fragment SubsidyTables on SubsidySchedule {
  basic {
    careType
    working
    amountCents
  }
  additional {
    careType
    incomeMaxCents
    perCapitaMaxCents
    amountCents
  }
}`) as unknown as TypedDocumentString<RegistrationPageSubsidyQuery, RegistrationPageSubsidyQueryVariables>;
export const RegistrationPageStartDocument = new TypedDocumentString(`
    mutation RegistrationPageStart($IDEnquiry: Int!, $IDChild: Int!) {
  startRegistration(IDEnquiry: $IDEnquiry, IDChild: $IDChild) {
    ID
  }
}
    `) as unknown as TypedDocumentString<RegistrationPageStartMutation, RegistrationPageStartMutationVariables>;
export const RegistrationPageSaveFormDocument = new TypedDocumentString(`
    mutation RegistrationPageSaveForm($IDEnquiry: Int!, $EnrolmentForm: EnrolmentFormInput!) {
  saveEnrolmentForm(IDEnquiry: $IDEnquiry, EnrolmentForm: $EnrolmentForm) {
    IDEnquiry
  }
}
    `) as unknown as TypedDocumentString<RegistrationPageSaveFormMutation, RegistrationPageSaveFormMutationVariables>;
export const RegistrationPageSaveAdditionalDocument = new TypedDocumentString(`
    mutation RegistrationPageSaveAdditional($IDEnquiry: Int!, $step: String!, $data: JSON!) {
  saveAdditionalInformation(IDEnquiry: $IDEnquiry, step: $step, data: $data) {
    IDEnquiry
  }
}
    `) as unknown as TypedDocumentString<RegistrationPageSaveAdditionalMutation, RegistrationPageSaveAdditionalMutationVariables>;
export const RegistrationPageCompleteDocument = new TypedDocumentString(`
    mutation RegistrationPageComplete($IDEnquiry: Int!) {
  markAsCompleted(IDEnquiry: $IDEnquiry) {
    ID
  }
}
    `) as unknown as TypedDocumentString<RegistrationPageCompleteMutation, RegistrationPageCompleteMutationVariables>;
export const SchoolConfigSettingsDocument = new TypedDocumentString(`
    query SchoolConfigSettings($fkSchool: Int!) {
  findAllSchoolConfig(filter: {fkSchool: $fkSchool}) {
    totalCount
    data {
      ID
      key
      value
    }
  }
}
    `) as unknown as TypedDocumentString<SchoolConfigSettingsQuery, SchoolConfigSettingsQueryVariables>;
export const UpdateSchoolConfigDocument = new TypedDocumentString(`
    mutation UpdateSchoolConfig($IDSchool: Int!, $entries: [SchoolConfigEntryInput!]!) {
  updateSchoolConfig(IDSchool: $IDSchool, entries: $entries) {
    ID
    key
    value
  }
}
    `) as unknown as TypedDocumentString<UpdateSchoolConfigMutation, UpdateSchoolConfigMutationVariables>;
export const AdminCodesDocument = new TypedDocumentString(`
    query AdminCodes($IDSchool: Int!, $searchCategory: String!, $pagination: Pagination) {
  findAllCodesForAdmin(
    IDSchool: $IDSchool
    searchCategory: $searchCategory
    pagination: $pagination
  ) {
    totalCount
    data {
      ID
      category
      label
      description
      sortOrder
      active
    }
  }
}
    `) as unknown as TypedDocumentString<AdminCodesQuery, AdminCodesQueryVariables>;
export const SaveCodeDocument = new TypedDocumentString(`
    mutation SaveCode($IDSchool: Int!, $codeID: Int, $category: String!, $code: CodeInput!) {
  insertOrUpdateCode(
    IDSchool: $IDSchool
    codeID: $codeID
    category: $category
    code: $code
  ) {
    ID
    label
    active
  }
}
    `) as unknown as TypedDocumentString<SaveCodeMutation, SaveCodeMutationVariables>;
export const SetCodeActiveDocument = new TypedDocumentString(`
    mutation SetCodeActive($IDSchool: Int!, $codeID: Int!, $active: Boolean!) {
  setCodeActive(IDSchool: $IDSchool, codeID: $codeID, active: $active) {
    ID
    active
  }
}
    `) as unknown as TypedDocumentString<SetCodeActiveMutation, SetCodeActiveMutationVariables>;
export const SchoolBrandingUploadUrlDocument = new TypedDocumentString(`
    mutation SchoolBrandingUploadURL($IDSchool: Int!, $purpose: String!, $filename: String!, $contentType: String!) {
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
    `) as unknown as TypedDocumentString<SchoolBrandingUploadUrlMutation, SchoolBrandingUploadUrlMutationVariables>;
export const StateMapDocument = new TypedDocumentString(`
    query StateMap($IDSchool: Int!) {
  findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {
    ID
    priority
    fromState {
      ID
      stateCode
      label
      group
    }
    toState {
      ID
      stateCode
      label
      group
    }
  }
  findAllEnquiryState {
    ID
    stateCode
    label
    group
  }
  strandedEnquiryStates(IDSchool: $IDSchool) {
    states {
      count
      state {
        ID
        label
      }
      enquiries {
        ID
        childFirstname
        childLastname
        centreLabel
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StateMapQuery, StateMapQueryVariables>;
export const StateMapImpactOfDocument = new TypedDocumentString(`
    query StateMapImpactOf($IDSchool: Int!, $IDMap: Int!) {
  enquiryStateMachineMapImpact(IDSchool: $IDSchool, IDMap: $IDMap) {
    states {
      count
      stranded
      state {
        ID
        label
      }
      enquiries {
        ID
        childFirstname
        childLastname
        centreLabel
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StateMapImpactOfQuery, StateMapImpactOfQueryVariables>;
export const StateMapAddMappingDocument = new TypedDocumentString(`
    mutation StateMapAddMapping($IDSchool: Int!, $fromState: String!, $toState: String!, $priority: Int) {
  addEnquiryStateMachineMap(
    IDSchool: $IDSchool
    fromState: $fromState
    toState: $toState
    priority: $priority
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<StateMapAddMappingMutation, StateMapAddMappingMutationVariables>;
export const StateMapRemoveMappingDocument = new TypedDocumentString(`
    mutation StateMapRemoveMapping($IDSchool: Int!, $IDMap: Int!, $confirm: Boolean) {
  removeEnquiryStateMachineMap(
    IDSchool: $IDSchool
    IDMap: $IDMap
    confirm: $confirm
  )
}
    `) as unknown as TypedDocumentString<StateMapRemoveMappingMutation, StateMapRemoveMappingMutationVariables>;
export const TransferDraftsDocument = new TypedDocumentString(`
    query TransferDrafts($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {
  getTransferDrafts(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    data {
      ...TransferDraftFields
    }
  }
}
    fragment TransferDraftFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  subsidyNotice
  updatedAt
  can
  sourceCentre {
    ID
    label
  }
  destinationCentre {
    ID
    label
  }
  submittedBy {
    ID
    firstname
    lastname
  }
  sourceApprover {
    ID
    firstname
    lastname
  }
  destinationApprover {
    ID
    firstname
    lastname
  }
  item {
    effectiveDate
    remark
    fkEnquiry
    child {
      ID
      firstname
      lastname
    }
    reason {
      ID
      label
    }
  }
  activityLogs {
    ID
    status
    remark
    createdAt
    user {
      ID
      firstname
      lastname
    }
  }
}`) as unknown as TypedDocumentString<TransferDraftsQuery, TransferDraftsQueryVariables>;
export const CompletedTransfersDocument = new TypedDocumentString(`
    query CompletedTransfers($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {
  getCompletedTransferRequests(
    IDSchool: $IDSchool
    filter: $filter
    pagination: $pagination
  ) {
    totalCount
    data {
      ...TransferDraftFields
    }
  }
}
    fragment TransferDraftFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  subsidyNotice
  updatedAt
  can
  sourceCentre {
    ID
    label
  }
  destinationCentre {
    ID
    label
  }
  submittedBy {
    ID
    firstname
    lastname
  }
  sourceApprover {
    ID
    firstname
    lastname
  }
  destinationApprover {
    ID
    firstname
    lastname
  }
  item {
    effectiveDate
    remark
    fkEnquiry
    child {
      ID
      firstname
      lastname
    }
    reason {
      ID
      label
    }
  }
  activityLogs {
    ID
    status
    remark
    createdAt
    user {
      ID
      firstname
      lastname
    }
  }
}`) as unknown as TypedDocumentString<CompletedTransfersQuery, CompletedTransfersQueryVariables>;
export const TransferDetailDocument = new TypedDocumentString(`
    query TransferDetail($IDTransfer: Int!) {
  getTransferDraft(IDTransfer: $IDTransfer) {
    ...TransferDraftFields
  }
}
    fragment TransferDraftFields on TransferDraft {
  ID
  status
  additionalStatus
  vacancyAvailableForTransferRequest
  subsidyNotice
  updatedAt
  can
  sourceCentre {
    ID
    label
  }
  destinationCentre {
    ID
    label
  }
  submittedBy {
    ID
    firstname
    lastname
  }
  sourceApprover {
    ID
    firstname
    lastname
  }
  destinationApprover {
    ID
    firstname
    lastname
  }
  item {
    effectiveDate
    remark
    fkEnquiry
    child {
      ID
      firstname
      lastname
    }
    reason {
      ID
      label
    }
  }
  activityLogs {
    ID
    status
    remark
    createdAt
    user {
      ID
      firstname
      lastname
    }
  }
}`) as unknown as TypedDocumentString<TransferDetailQuery, TransferDetailQueryVariables>;
export const ApproveTransferSourceDocument = new TypedDocumentString(`
    mutation ApproveTransferSource($IDTransfer: Int!, $decision: TransferDecisionInput) {
  approveTransferRequestBySourceCentreStaff(
    IDTransfer: $IDTransfer
    decision: $decision
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<ApproveTransferSourceMutation, ApproveTransferSourceMutationVariables>;
export const RejectTransferSourceDocument = new TypedDocumentString(`
    mutation RejectTransferSource($IDTransfer: Int!, $decision: TransferDecisionInput!) {
  rejectTransferRequestBySourceCentreStaff(
    IDTransfer: $IDTransfer
    decision: $decision
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<RejectTransferSourceMutation, RejectTransferSourceMutationVariables>;
export const ApproveTransferDestinationDocument = new TypedDocumentString(`
    mutation ApproveTransferDestination($IDTransfer: Int!, $decision: TransferDecisionInput) {
  approveTransferRequestByDestinationCentreStaff(
    IDTransfer: $IDTransfer
    decision: $decision
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<ApproveTransferDestinationMutation, ApproveTransferDestinationMutationVariables>;
export const RejectTransferDestinationDocument = new TypedDocumentString(`
    mutation RejectTransferDestination($IDTransfer: Int!, $decision: TransferDecisionInput!) {
  rejectTransferRequestByDestinationCentreStaff(
    IDTransfer: $IDTransfer
    decision: $decision
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<RejectTransferDestinationMutation, RejectTransferDestinationMutationVariables>;
export const CancelTransferByUserDocument = new TypedDocumentString(`
    mutation CancelTransferByUser($IDTransfer: Int!, $remark: String) {
  cancelTransferRequestByUser(IDTransfer: $IDTransfer, remark: $remark) {
    ID
  }
}
    `) as unknown as TypedDocumentString<CancelTransferByUserMutation, CancelTransferByUserMutationVariables>;
export const CompleteTransferDocument = new TypedDocumentString(`
    mutation CompleteTransfer($IDTransfer: Int!, $remark: String) {
  completeTransferRequest(IDTransfer: $IDTransfer, remark: $remark) {
    ID
  }
}
    `) as unknown as TypedDocumentString<CompleteTransferMutation, CompleteTransferMutationVariables>;
export const TransferDestinationsDocument = new TypedDocumentString(`
    query TransferDestinations($childID: Int!, $effectiveDate: Date) {
  getTransferDestinations(childID: $childID, effectiveDate: $effectiveDate) {
    vacancyAvailable
    centre {
      ID
      label
    }
  }
}
    `) as unknown as TypedDocumentString<TransferDestinationsQuery, TransferDestinationsQueryVariables>;
export const TransferReasonsDocument = new TypedDocumentString(`
    query TransferReasons($fkSchool: Int!) {
  codesByLabelFkSchool(fkSchool: $fkSchool, labels: ["transfer_reason"]) {
    category
    codes {
      ID
      label
    }
  }
}
    `) as unknown as TypedDocumentString<TransferReasonsQuery, TransferReasonsQueryVariables>;
export const SubmitTransferDocument = new TypedDocumentString(`
    mutation SubmitTransfer($childID: Int!, $transferData: TransferInput!) {
  submitNewTransferRequest(childID: $childID, transferData: $transferData) {
    ID
  }
}
    `) as unknown as TypedDocumentString<SubmitTransferMutation, SubmitTransferMutationVariables>;
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
      ...StaffFields
    }
  }
}
    fragment StaffFields on Staff {
  ID
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
export const StaffByIdDocument = new TypedDocumentString(`
    query StaffByID($IDSchool: Int!, $staffID: Int!) {
  findStaffByID(IDSchool: $IDSchool, staffID: $staffID) {
    ...StaffFields
  }
}
    fragment StaffFields on Staff {
  ID
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
}`) as unknown as TypedDocumentString<StaffByIdQuery, StaffByIdQueryVariables>;
export const AddNewStaffDocument = new TypedDocumentString(`
    mutation AddNewStaff($IDSchool: Int!, $staffData: StaffInput!) {
  addNewStaff(IDSchool: $IDSchool, staffData: $staffData) {
    ID
  }
}
    `) as unknown as TypedDocumentString<AddNewStaffMutation, AddNewStaffMutationVariables>;
export const UpdateStaffDocument = new TypedDocumentString(`
    mutation UpdateStaff($IDSchool: Int!, $staffID: Int!, $staffData: StaffInput!) {
  updateStaff(IDSchool: $IDSchool, staffID: $staffID, staffData: $staffData) {
    ID
  }
}
    `) as unknown as TypedDocumentString<UpdateStaffMutation, UpdateStaffMutationVariables>;
export const RemoveStaffDocument = new TypedDocumentString(`
    mutation RemoveStaff($IDSchool: Int!, $staffID: Int!) {
  removeStaff(IDSchool: $IDSchool, staffID: $staffID)
}
    `) as unknown as TypedDocumentString<RemoveStaffMutation, RemoveStaffMutationVariables>;
export const ActivateStaffDocument = new TypedDocumentString(`
    mutation ActivateStaff($IDSchool: Int!, $staffID: Int!) {
  activateStaff(IDSchool: $IDSchool, staffID: $staffID) {
    ID
  }
}
    `) as unknown as TypedDocumentString<ActivateStaffMutation, ActivateStaffMutationVariables>;
export const DirectoryUserByEmailDocument = new TypedDocumentString(`
    query DirectoryUserByEmail($email: String!) {
  getADUserByEmail(email: $email) {
    email
    displayName
    givenName
    surname
    businessPhones
  }
}
    `) as unknown as TypedDocumentString<DirectoryUserByEmailQuery, DirectoryUserByEmailQueryVariables>;
export const DirectoryUsersByNameDocument = new TypedDocumentString(`
    query DirectoryUsersByName($name: String!) {
  getADUsersByName(name: $name) {
    email
    displayName
    givenName
    surname
    businessPhones
  }
}
    `) as unknown as TypedDocumentString<DirectoryUsersByNameQuery, DirectoryUsersByNameQueryVariables>;
export const UserManagementCentresDocument = new TypedDocumentString(`
    query UserManagementCentres($accessType: String!) {
  getAccessibleCentresForModule(
    module: "user_management"
    accessType: $accessType
  ) {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<UserManagementCentresQuery, UserManagementCentresQueryVariables>;
export const RolesDocument = new TypedDocumentString(`
    query Roles($IDSchool: Int!) {
  findRoleByFkSchool(IDSchool: $IDSchool) {
    totalCount
    data {
      ID
      label
      name
      active
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
        access
        label
        moduleCategory {
          ID
          moduleCategoryCode
          label
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RolesQuery, RolesQueryVariables>;
export const ModuleCategoriesDocument = new TypedDocumentString(`
    query ModuleCategories($IDSchool: Int!) {
  findAllModuleCategory(IDSchool: $IDSchool) {
    ID
    label
    moduleCategoryCode
  }
}
    `) as unknown as TypedDocumentString<ModuleCategoriesQuery, ModuleCategoriesQueryVariables>;
export const AddRoleDocument = new TypedDocumentString(`
    mutation AddRole($IDSchool: Int!, $roleData: RoleInput!) {
  addRole(IDSchool: $IDSchool, roleData: $roleData) {
    ID
  }
}
    `) as unknown as TypedDocumentString<AddRoleMutation, AddRoleMutationVariables>;
export const UpdateRoleDocument = new TypedDocumentString(`
    mutation UpdateRole($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {
  updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {
    ID
  }
}
    `) as unknown as TypedDocumentString<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const RemoveRoleDocument = new TypedDocumentString(`
    mutation RemoveRole($IDSchool: Int!, $roleID: Int!) {
  removeRole(IDSchool: $IDSchool, roleID: $roleID)
}
    `) as unknown as TypedDocumentString<RemoveRoleMutation, RemoveRoleMutationVariables>;
export const ActivateRoleDocument = new TypedDocumentString(`
    mutation ActivateRole($IDSchool: Int!, $roleID: Int!, $active: Boolean!) {
  activateRole(IDSchool: $IDSchool, roleID: $roleID, active: $active) {
    ID
  }
}
    `) as unknown as TypedDocumentString<ActivateRoleMutation, ActivateRoleMutationVariables>;
export const ParentChildrenDocument = new TypedDocumentString(`
    query ParentChildren {
  findAllChildrenByParent {
    ID
    firstname
    lastname
    dateOfBirth
  }
}
    `) as unknown as TypedDocumentString<ParentChildrenQuery, ParentChildrenQueryVariables>;
export const ParentEnquiriesDocument = new TypedDocumentString(`
    query ParentEnquiries($filter: EnquiryFilter) {
  findAllEnquiry(filter: $filter) {
    totalCount
    data {
      ID
      fkChild
      enrollmentPlan
      active
      vacancyAvailable
      createdAt
      admissionStatus {
        ID
        stateCode
        label
        group
      }
      centre {
        ID
        label
      }
      level {
        ID
        label
      }
      program {
        ID
        label
      }
      visits {
        ID
        visitType
        visitFrom
        visitTo
        status
        statusText
        comment
        trialPeriodFee
        trialPeriodPaymentStatus
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ParentEnquiriesQuery, ParentEnquiriesQueryVariables>;
export const EnquiryFrontendStatesDocument = new TypedDocumentString(`
    query EnquiryFrontendStates($IDEnquiry: Int!) {
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
    `) as unknown as TypedDocumentString<EnquiryFrontendStatesQuery, EnquiryFrontendStatesQueryVariables>;
export const TrialPeriodInvoiceDocument = new TypedDocumentString(`
    query TrialPeriodInvoice($IDEnquiry: Int!) {
  getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {
    IDVisit
    label
    amount
    status
  }
}
    `) as unknown as TypedDocumentString<TrialPeriodInvoiceQuery, TrialPeriodInvoiceQueryVariables>;
export const AvailableDaysOfMonthDocument = new TypedDocumentString(`
    query AvailableDaysOfMonth($IDEnquiry: Int!, $visitType: String!, $month: String!) {
  getAvailableDaysOfMonth(
    IDEnquiry: $IDEnquiry
    visitType: $visitType
    month: $month
  )
}
    `) as unknown as TypedDocumentString<AvailableDaysOfMonthQuery, AvailableDaysOfMonthQueryVariables>;
export const VisitTimeSlotsDocument = new TypedDocumentString(`
    query VisitTimeSlots($date: Date!, $IDEnquiry: Int!, $visitType: String!) {
  getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: $visitType) {
    from
    to
    remaining
  }
}
    `) as unknown as TypedDocumentString<VisitTimeSlotsQuery, VisitTimeSlotsQueryVariables>;
export const VisitCalendarFileDocument = new TypedDocumentString(`
    query VisitCalendarFile($IDVisit: Int!) {
  getVisitCalendarFile(IDVisit: $IDVisit)
}
    `) as unknown as TypedDocumentString<VisitCalendarFileQuery, VisitCalendarFileQueryVariables>;
export const BookVisitDocument = new TypedDocumentString(`
    mutation BookVisit($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {
  bookVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<BookVisitMutation, BookVisitMutationVariables>;
export const RescheduleVisitDocument = new TypedDocumentString(`
    mutation RescheduleVisit($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {
  rescheduleVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<RescheduleVisitMutation, RescheduleVisitMutationVariables>;
export const ScheduleTrialPeriodVisitDocument = new TypedDocumentString(`
    mutation ScheduleTrialPeriodVisit($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {
  scheduleTrialPeriodVisit(
    IDEnquiry: $IDEnquiry
    date: $date
    from: $from
    to: $to
  ) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<ScheduleTrialPeriodVisitMutation, ScheduleTrialPeriodVisitMutationVariables>;
export const RescheduleTrialPeriodVisitDocument = new TypedDocumentString(`
    mutation RescheduleTrialPeriodVisit($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {
  rescheduleTrialPeriodVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<RescheduleTrialPeriodVisitMutation, RescheduleTrialPeriodVisitMutationVariables>;
export const CancelParentMeetingDocument = new TypedDocumentString(`
    mutation CancelParentMeeting($IDVisit: Int!) {
  cancelParentMeeting(IDVisit: $IDVisit) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<CancelParentMeetingMutation, CancelParentMeetingMutationVariables>;
export const CancelEnquiryDocument = new TypedDocumentString(`
    mutation CancelEnquiry($ID: Int!) {
  cancelEnquiry(ID: $ID) {
    ID
    active
  }
}
    `) as unknown as TypedDocumentString<CancelEnquiryMutation, CancelEnquiryMutationVariables>;
export const WaitListDocument = new TypedDocumentString(`
    query WaitList($filter: WaitListFilter, $tag: Int, $preferEnrolDate: Date, $filterByVacancy: Boolean, $race: String, $pagination: Pagination) {
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
      childFirstname
      childLastname
      firstname
      lastname
      enrollmentPlan
      createdAt
      waitlistedAt
      queueWeight
      queuePosition
      admissionStatus {
        ID
        label
      }
      centre {
        ID
        label
      }
      level {
        ID
        label
      }
      waitlistTags {
        ID
        description
        weight
      }
      stateHistory {
        ID
        createdAt
        toState {
          label
        }
      }
      offer {
        ID
        month
        dueDate
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WaitListQuery, WaitListQueryVariables>;
export const WaitListFilterOptionsDocument = new TypedDocumentString(`
    query WaitListFilterOptions {
  getWaitListFilter {
    centres {
      ID
      label
    }
    tags {
      ID
      description
    }
    levels {
      ID
      label
    }
    preferMonthOfEnrolmentOptions
    races
  }
}
    `) as unknown as TypedDocumentString<WaitListFilterOptionsQuery, WaitListFilterOptionsQueryVariables>;
export const WaitListEnquiryDocument = new TypedDocumentString(`
    query WaitListEnquiry($IDEnquiry: Int!) {
  getWaitListEnquiry(IDEnquiry: $IDEnquiry) {
    ID
    firstname
    lastname
    email
    mobilePhone
    childFirstname
    childLastname
    enrollmentPlan
    createdAt
    waitlistedAt
    queueWeight
    queuePosition
    admissionStatus {
      ID
      label
      stateCode
    }
    centre {
      ID
      label
    }
    level {
      ID
      label
    }
    program {
      ID
      label
    }
    waitlistTags {
      ID
      description
      weight
    }
    stateHistory {
      ID
      action
      remarks
      createdAt
      toState {
        label
      }
    }
    offer {
      ID
      month
      status
      dueDate
    }
  }
}
    `) as unknown as TypedDocumentString<WaitListEnquiryQuery, WaitListEnquiryQueryVariables>;
export const WaitlistTagsDocument = new TypedDocumentString(`
    query WaitlistTags {
  findAllTags {
    ID
    description
    weight
    isCustom
  }
}
    `) as unknown as TypedDocumentString<WaitlistTagsQuery, WaitlistTagsQueryVariables>;
export const WaitlistActivityLogDocument = new TypedDocumentString(`
    query WaitlistActivityLog($IDEnquiry: Int!, $pagination: Pagination) {
  findAllChildActivityLog(IDEnquiry: $IDEnquiry, pagination: $pagination) {
    totalCount
    data {
      ID
      mode
      action
      remark
      updatedAt
      user {
        ID
        firstname
        lastname
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistActivityLogQuery, WaitlistActivityLogQueryVariables>;
export const WaitlistNewTagDocument = new TypedDocumentString(`
    mutation WaitlistNewTag($description: String!) {
  newTag(description: $description) {
    ID
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
export const WaitlistTagOnDocument = new TypedDocumentString(`
    mutation WaitlistTagOn($IDEnquiry: Int!, $IDTag: Int!) {
  updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {
    ID
  }
}
    `) as unknown as TypedDocumentString<WaitlistTagOnMutation, WaitlistTagOnMutationVariables>;
export const WaitlistTagOffDocument = new TypedDocumentString(`
    mutation WaitlistTagOff($IDEnquiry: Int!, $IDTag: Int!) {
  removeEnquiryTag(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {
    ID
  }
}
    `) as unknown as TypedDocumentString<WaitlistTagOffMutation, WaitlistTagOffMutationVariables>;
export const WaitlistAddNoteDocument = new TypedDocumentString(`
    mutation WaitlistAddNote($IDEnquiry: Int!, $remark: String!) {
  addChildActivityLog(IDEnquiry: $IDEnquiry, remark: $remark) {
    ID
  }
}
    `) as unknown as TypedDocumentString<WaitlistAddNoteMutation, WaitlistAddNoteMutationVariables>;
export const WaitlistOfferPlaceDocument = new TypedDocumentString(`
    mutation WaitlistOfferPlace($IDEnquiry: Int!, $month: Date) {
  acceptVacancyForRegistration(IDEnquiry: $IDEnquiry, month: $month) {
    ID
  }
}
    `) as unknown as TypedDocumentString<WaitlistOfferPlaceMutation, WaitlistOfferPlaceMutationVariables>;
export const WaitlistDeclineOfferDocument = new TypedDocumentString(`
    mutation WaitlistDeclineOffer($IDEnquiry: Int!, $remarks: String) {
  rejectVacancyForRegistration(IDEnquiry: $IDEnquiry, remarks: $remarks) {
    ID
  }
}
    `) as unknown as TypedDocumentString<WaitlistDeclineOfferMutation, WaitlistDeclineOfferMutationVariables>;
export const MyWaitlistPositionsDocument = new TypedDocumentString(`
    query MyWaitlistPositions {
  getMyWaitlistPositions {
    IDEnquiry
    childFirstname
    centreLabel
    levelLabel
    enrollmentPlan
    position
    queueLength
    expectedOfferMonth
    reasons
    offer {
      ID
      month
      dueDate
      status
    }
  }
}
    `) as unknown as TypedDocumentString<MyWaitlistPositionsQuery, MyWaitlistPositionsQueryVariables>;
export const WaitlistVacancyTabDocument = new TypedDocumentString(`
    query WaitlistVacancyTab($IDCentre: Int!) {
  getVacancyTab(IDCentre: $IDCentre) {
    month
    fkLevel
    levelLabel
    capacity
    enrolled
    offered
    vacancies
    waiting
  }
}
    `) as unknown as TypedDocumentString<WaitlistVacancyTabQuery, WaitlistVacancyTabQueryVariables>;
export const WaitlistSearchDocument = new TypedDocumentString(`
    query WaitlistSearch($q: String!) {
  searchChildInWaitList(q: $q) {
    ID
    childFirstname
    childLastname
    firstname
    lastname
    queuePosition
    centre {
      ID
      label
    }
    level {
      ID
      label
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistSearchQuery, WaitlistSearchQueryVariables>;
export const WaitlistUpdateDetailDocument = new TypedDocumentString(`
    mutation WaitlistUpdateDetail($ID: Int!, $data: EnquiryDetailUpdate!) {
  updateEnquiryDetail(ID: $ID, data: $data) {
    ID
  }
}
    `) as unknown as TypedDocumentString<WaitlistUpdateDetailMutation, WaitlistUpdateDetailMutationVariables>;
export const WithdrawalDraftsDocument = new TypedDocumentString(`
    query WithdrawalDrafts($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {
  findAllWithdrawalDraft(
    IDSchool: $IDSchool
    filter: $filter
    pagination: $pagination
  ) {
    totalCount
    data {
      ...WithdrawalDraftFields
    }
  }
}
    fragment WithdrawalDraftFields on WithdrawalDraft {
  ID
  fkCentre
  status
  documentsVerified
  updatedAt
  can
  centre {
    ID
    label
  }
  submittedBy {
    ID
    firstname
    lastname
  }
  centreApprover {
    ID
    firstname
    lastname
  }
  hqApprover {
    ID
    firstname
    lastname
  }
  withdrawalDraftItem {
    noticeDate
    effectiveDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    remark
    child {
      ID
      firstname
      lastname
    }
    codeByParentReason {
      ID
      label
    }
    codeByReason {
      ID
      label
    }
  }
  activityLogs {
    ID
    status
    remark
    createdAt
    user {
      ID
      firstname
      lastname
    }
  }
}`) as unknown as TypedDocumentString<WithdrawalDraftsQuery, WithdrawalDraftsQueryVariables>;
export const CompletedWithdrawalsDocument = new TypedDocumentString(`
    query CompletedWithdrawals($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {
  findAllWithdrawal(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    data {
      ...WithdrawalDraftFields
    }
  }
}
    fragment WithdrawalDraftFields on WithdrawalDraft {
  ID
  fkCentre
  status
  documentsVerified
  updatedAt
  can
  centre {
    ID
    label
  }
  submittedBy {
    ID
    firstname
    lastname
  }
  centreApprover {
    ID
    firstname
    lastname
  }
  hqApprover {
    ID
    firstname
    lastname
  }
  withdrawalDraftItem {
    noticeDate
    effectiveDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    remark
    child {
      ID
      firstname
      lastname
    }
    codeByParentReason {
      ID
      label
    }
    codeByReason {
      ID
      label
    }
  }
  activityLogs {
    ID
    status
    remark
    createdAt
    user {
      ID
      firstname
      lastname
    }
  }
}`) as unknown as TypedDocumentString<CompletedWithdrawalsQuery, CompletedWithdrawalsQueryVariables>;
export const WithdrawalDetailDocument = new TypedDocumentString(`
    query WithdrawalDetail($IDWithdrawal: Int!) {
  getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {
    ...WithdrawalDraftFields
    eConsentStatus
    forms {
      ID
      formType
      eDocumentStatus
      participants {
        ID
        displayName
        role
        status
        signedAt
      }
    }
  }
}
    fragment WithdrawalDraftFields on WithdrawalDraft {
  ID
  fkCentre
  status
  documentsVerified
  updatedAt
  can
  centre {
    ID
    label
  }
  submittedBy {
    ID
    firstname
    lastname
  }
  centreApprover {
    ID
    firstname
    lastname
  }
  hqApprover {
    ID
    firstname
    lastname
  }
  withdrawalDraftItem {
    noticeDate
    effectiveDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    remark
    child {
      ID
      firstname
      lastname
    }
    codeByParentReason {
      ID
      label
    }
    codeByReason {
      ID
      label
    }
  }
  activityLogs {
    ID
    status
    remark
    createdAt
    user {
      ID
      firstname
      lastname
    }
  }
}`) as unknown as TypedDocumentString<WithdrawalDetailQuery, WithdrawalDetailQueryVariables>;
export const WithdrawalEstimateDocument = new TypedDocumentString(`
    query WithdrawalEstimate($childID: Int!, $noticeDate: Date!, $effectiveDate: Date!) {
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
    `) as unknown as TypedDocumentString<WithdrawalEstimateQuery, WithdrawalEstimateQueryVariables>;
export const WithdrawalReasonsDocument = new TypedDocumentString(`
    query WithdrawalReasons($fkSchool: Int!) {
  codesByLabelFkSchool(
    fkSchool: $fkSchool
    labels: ["withdrawal_parent_reason", "withdrawal_reason"]
  ) {
    category
    codes {
      ID
      label
    }
  }
}
    `) as unknown as TypedDocumentString<WithdrawalReasonsQuery, WithdrawalReasonsQueryVariables>;
export const SubmitWithdrawalDocument = new TypedDocumentString(`
    mutation SubmitWithdrawal($childID: Int!, $withdrawalData: WithdrawalInput!) {
  submitWithdrawalRequest(childID: $childID, withdrawalData: $withdrawalData) {
    ...WithdrawalDraftFields
  }
}
    fragment WithdrawalDraftFields on WithdrawalDraft {
  ID
  fkCentre
  status
  documentsVerified
  updatedAt
  can
  centre {
    ID
    label
  }
  submittedBy {
    ID
    firstname
    lastname
  }
  centreApprover {
    ID
    firstname
    lastname
  }
  hqApprover {
    ID
    firstname
    lastname
  }
  withdrawalDraftItem {
    noticeDate
    effectiveDate
    refundDepositAmount
    refundFeeAmount
    feeInLieuAmount
    feeInLieuAccepted
    monthlyFee
    depositAmount
    remark
    child {
      ID
      firstname
      lastname
    }
    codeByParentReason {
      ID
      label
    }
    codeByReason {
      ID
      label
    }
  }
  activityLogs {
    ID
    status
    remark
    createdAt
    user {
      ID
      firstname
      lastname
    }
  }
}`) as unknown as TypedDocumentString<SubmitWithdrawalMutation, SubmitWithdrawalMutationVariables>;
export const ApproveWithdrawalCentreDocument = new TypedDocumentString(`
    mutation ApproveWithdrawalCentre($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {
  approveWithdrawalRequestByCentreStaff(
    IDWithdrawal: $IDWithdrawal
    decision: $decision
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<ApproveWithdrawalCentreMutation, ApproveWithdrawalCentreMutationVariables>;
export const RejectWithdrawalCentreDocument = new TypedDocumentString(`
    mutation RejectWithdrawalCentre($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {
  rejectWithdrawalRequestByCentreStaff(
    IDWithdrawal: $IDWithdrawal
    decision: $decision
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<RejectWithdrawalCentreMutation, RejectWithdrawalCentreMutationVariables>;
export const ApproveWithdrawalHqDocument = new TypedDocumentString(`
    mutation ApproveWithdrawalHQ($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {
  approveWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {
    ID
  }
}
    `) as unknown as TypedDocumentString<ApproveWithdrawalHqMutation, ApproveWithdrawalHqMutationVariables>;
export const RejectWithdrawalHqDocument = new TypedDocumentString(`
    mutation RejectWithdrawalHQ($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {
  rejectWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {
    ID
  }
}
    `) as unknown as TypedDocumentString<RejectWithdrawalHqMutation, RejectWithdrawalHqMutationVariables>;
export const VerifyWithdrawalDocumentsDocument = new TypedDocumentString(`
    mutation VerifyWithdrawalDocuments($IDWithdrawal: Int!) {
  onAllWithdrawalDocumentedVerified(IDWithdrawal: $IDWithdrawal) {
    ID
  }
}
    `) as unknown as TypedDocumentString<VerifyWithdrawalDocumentsMutation, VerifyWithdrawalDocumentsMutationVariables>;
export const CancelWithdrawalRequestDocument = new TypedDocumentString(`
    mutation CancelWithdrawalRequest($IDWithdrawal: Int!, $remark: String) {
  cancelWithdrawalRequest(IDWithdrawal: $IDWithdrawal, remark: $remark) {
    ID
  }
}
    `) as unknown as TypedDocumentString<CancelWithdrawalRequestMutation, CancelWithdrawalRequestMutationVariables>;
export const CancelApprovedWithdrawalDocument = new TypedDocumentString(`
    mutation CancelApprovedWithdrawal($IDWithdrawal: Int!, $remark: String) {
  cancelWithdrawal(IDWithdrawal: $IDWithdrawal, remark: $remark) {
    ID
  }
}
    `) as unknown as TypedDocumentString<CancelApprovedWithdrawalMutation, CancelApprovedWithdrawalMutationVariables>;
export const SendWithdrawalFormLinkDocument = new TypedDocumentString(`
    mutation SendWithdrawalFormLink($IDWithdrawal: Int!) {
  sendWithdrawalFormLink(IDWithdrawal: $IDWithdrawal) {
    ID
  }
}
    `) as unknown as TypedDocumentString<SendWithdrawalFormLinkMutation, SendWithdrawalFormLinkMutationVariables>;
export const PendingForm2ChildrenDocument = new TypedDocumentString(`
    query PendingForm2Children {
  getPendingForm2ESignatureChildren {
    ...PendingSignatureFields
  }
}
    fragment PendingSignatureFields on PendingESignatureChild {
  IDWithdrawal
  formType
  pendingStatus
  signer
  effectiveDate
  createdAt
  child {
    ID
    firstname
    lastname
  }
  centre {
    ID
    label
  }
}`) as unknown as TypedDocumentString<PendingForm2ChildrenQuery, PendingForm2ChildrenQueryVariables>;
export const PendingForm3ChildrenDocument = new TypedDocumentString(`
    query PendingForm3Children {
  getPendingWithdrawalForm3ESignatureChildren {
    ...PendingSignatureFields
  }
}
    fragment PendingSignatureFields on PendingESignatureChild {
  IDWithdrawal
  formType
  pendingStatus
  signer
  effectiveDate
  createdAt
  child {
    ID
    firstname
    lastname
  }
  centre {
    ID
    label
  }
}`) as unknown as TypedDocumentString<PendingForm3ChildrenQuery, PendingForm3ChildrenQueryVariables>;
export const SidebarMenuDocument = new TypedDocumentString(`
    query SidebarMenu($fkSchool: Int!) {
  findSidebarMenuByUser(filter: {fkSchool: $fkSchool}) {
    ID
    icon
    path
    active
    label
    fkNavigation
  }
}
    `) as unknown as TypedDocumentString<SidebarMenuQuery, SidebarMenuQueryVariables>;
export const NotificationCountDocument = new TypedDocumentString(`
    query NotificationCount {
  getNotifications(filter: {read: false}, pagination: {page: 1, perPage: 1}) {
    unreadCount
  }
}
    `) as unknown as TypedDocumentString<NotificationCountQuery, NotificationCountQueryVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($pagination: Pagination) {
  getNotifications(pagination: $pagination) {
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
    `) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationsDocument = new TypedDocumentString(`
    mutation MarkNotifications($notificationIds: [Int!]!, $read: Boolean!) {
  markNotifications(notificationIds: $notificationIds, read: $read)
}
    `) as unknown as TypedDocumentString<MarkNotificationsMutation, MarkNotificationsMutationVariables>;
export const WebPushPublicKeyDocument = new TypedDocumentString(`
    query WebPushPublicKey {
  webPushPublicKey
}
    `) as unknown as TypedDocumentString<WebPushPublicKeyQuery, WebPushPublicKeyQueryVariables>;
export const SubscribeWebPushDocument = new TypedDocumentString(`
    mutation SubscribeWebPush($subscription: WebPushSubscriptionInput!) {
  subscribeWebPush(subscription: $subscription)
}
    `) as unknown as TypedDocumentString<SubscribeWebPushMutation, SubscribeWebPushMutationVariables>;
export const UnsubscribeWebPushDocument = new TypedDocumentString(`
    mutation UnsubscribeWebPush($endpoint: String!) {
  unsubscribeWebPush(endpoint: $endpoint)
}
    `) as unknown as TypedDocumentString<UnsubscribeWebPushMutation, UnsubscribeWebPushMutationVariables>;
export const UpdateMyPreferredLanguageDocument = new TypedDocumentString(`
    mutation UpdateMyPreferredLanguage($language: String!) {
  updateMyPreferredLanguage(language: $language)
}
    `) as unknown as TypedDocumentString<UpdateMyPreferredLanguageMutation, UpdateMyPreferredLanguageMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
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
    preferredLanguage
    userRoleRelations {
      ID
      fkRole
      role {
        ID
        name
        label
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
      ID
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
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const SchoolThemeDocument = new TypedDocumentString(`
    query SchoolTheme($fkSchool: Int!) {
  findAllSchoolConfig(filter: {fkSchool: $fkSchool}) {
    totalCount
    data {
      ID
      fkSchool
      key
      value
    }
  }
  findSchool(ID: $fkSchool) {
    ID
    name
  }
}
    `) as unknown as TypedDocumentString<SchoolThemeQuery, SchoolThemeQueryVariables>;