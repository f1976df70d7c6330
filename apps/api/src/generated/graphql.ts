import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { MeSource } from '../modules/identity/me';
import type { EnquirySource } from '../modules/enquiries/resolvers/enquiry-mapper';
import type { CentreSource } from '../modules/centres/resolvers/centre-mapper';
import type { BusSource } from '../modules/buses/resolvers/bus-mapper';
import type { Context } from '../graphql/context';
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

/** Centre management's list filter; empty values mean no filter. */
export type CentreFilter = {
  /** Only this centre (the edit screen loads its centre so). */
  ID?: InputMaybe<Scalars['Int']['input']>;
  /** Only active (true) or inactive (false) centres. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the label or code, in any case. */
  search?: InputMaybe<Scalars['String']['input']>;
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

/** A person found in the organisation's directory (spec 001: Directory user). */
export type DirectoryUser = {
  __typename?: 'DirectoryUser';
  businessPhones: Array<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  givenName: Scalars['String']['output'];
  surname: Scalars['String']['output'];
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

export type LatLngInput = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
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
   * Activates (active true) or deactivates a role; holders gain or lose its access on their next request. Needs
   * user_management write and the role's access. The HQ Administrator role cannot be deactivated.
   */
  activateRole: Role;
  /** Activates a deactivated staff member and their account again; they need an active role. */
  activateStaff: Staff;
  /** Publishes times a centre receives visitors. Staff with visit_management write at the centre. */
  addCalendarEvent: VisitAvailability;
  /**
   * Adds a staff member: a user without a password (staff sign in by single sign-on), the staff record, roles and
   * centres, in one transaction. Needs user_management write; the caller must hold every access of the roles given
   * and manage the centres given. CONFLICT when the email already has an account or the staff number is taken.
   */
  addNewStaff: Staff;
  /**
   * Creates a staff role. Needs user_management write; each module's access must be within the caller's own.
   * CONFLICT when the label is taken.
   */
  addRole: Role;
  /**
   * Approves a pending request (not one's own): the new amounts become fees from its effective date. Needs
   * fee_management approve at the centre.
   */
  approveFeeChangeRequest: FeeDraft;
  /** Approves a pending centre visit (visit_approved). Staff with visit_management approve at the centre. */
  approveParentMeeting: Visit;
  /**
   * Approves a pending trial class (trial_approved). Refused while its fee is unpaid. Staff with visit_management
   * approve at the centre.
   */
  approveTrialPeriodVisit: Visit;
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
  /**
   * Cancels an open enquiry (its parent, or staff with enquiry_management write at its centre). Its visits and trials
   * that will not take place now (pending ones, approved ones still to come) are cancelled with it, their slots freed.
   */
  cancelEnquiry: Enquiry;
  /** The requester withdraws their draft or pending request. Needs fee_management write at the centre. */
  cancelFeeChangeRequest: FeeDraft;
  /**
   * Cancels a centre visit before it takes place and frees its slot; the enquiry goes back to state visit and can
   * book again. The parent only.
   */
  cancelParentMeeting: Visit;
  /**
   * Changes the password: the current one must be given, the new one follows the password rule (8 to 20 characters,
   * a letter and a digit). The parent's other sessions are signed out and an email tells them. Parents only.
   */
  changeMyPassword: Scalars['Boolean']['output'];
  /**
   * Confirms the pending email change with its code: the email changes and the old address is told. INCORRECT_OTP
   * for a wrong, used, replaced or expired code. Parents only.
   */
  confirmEmailChange: MyAccount;
  /** Creates a holiday. Needs holiday_management write; staff scoped to centres may only choose those centres and cannot make a holiday public. */
  createHoliday: Holiday;
  /** Deletes a driver; their buses then have none. Needs bus_management write at their centre. */
  deleteBusDriverByID: Scalars['Boolean']['output'];
  /** Deletes a holiday. Needs holiday_management write and, for staff scoped to centres, a holiday of their centres only. */
  deleteHolidayDetails: Scalars['Boolean']['output'];
  /**
   * Emails a reset link (valid 1 hour) when a registered parent has this email; an invited parent who has not
   * registered yet gets a fresh register link instead. Always true, so the answer does not tell whether an account
   * exists.
   */
  forgetPassword: Scalars['Boolean']['output'];
  /**
   * An upload target for a holiday photo: jpg, png or webp up to 5 MB ('Invalid filetype' otherwise). The photo is used once createHoliday or updateHolidayDetails saves its key. Needs
   * holiday_management write.
   */
  getHolidayPhotoUploadURL: UploadTarget;
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
  /** Creates a level (levelID omitted) or updates one, with its programmes. Needs level_management write. */
  insertOrUpdateLevelForSchool: Level;
  /** Ends the current session. */
  logout: Scalars['Boolean']['output'];
  /**
   * Marks the signed-in user's notifications read (or unread). Ids that are not the caller's are ignored.
   * At most 500 ids per call.
   */
  markNotifications: Scalars['Boolean']['output'];
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
  /** Creates a fee tier with its fees. Needs fee_management write at the centre. */
  newFeeTier: FeeTier;
  /** Records that the trial fee was paid at the centre; the enquiry moves to pending_trial. Staff with approve. */
  recordTrialPeriodPayment: Visit;
  /**
   * Sets the password of an invited parent with the register link's token and signs them in. When the school forces
   * a one-time code, one must have been validated for this link first. CONFLICT when already registered.
   * pdpaConsentVersion (a design addition) is the version of the PDPA notice the parent agreed to: required, and the
   * current one; the consent is stored with its time and address.
   */
  register: AuthPayload;
  /** Rejects a pending request (not one's own) with a reason. Needs fee_management approve at the centre. */
  rejectFeeChangeRequest: FeeDraft;
  /** Rejects a pending centre visit (visit_rejected) and frees its slot. Staff with visit_management approve. */
  rejectScheduledVisit: Visit;
  /** Rejects a trial class (trial_rejected) and frees its slot. Staff with visit_management approve. */
  rejectTrialPeriodVisit: Visit;
  /** Deletes a bus; its children are then free for another. Needs bus_management write at its centre. */
  removeBusById: Scalars['Boolean']['output'];
  /**
   * Deletes a centre (HQ staff with centre_management write). Refused while children are or were in its classes or it
   * still has classes; deactivate it instead. Open enquiries are not checked yet: enquiries are not stored so far.
   */
  removeCentreForSchool: Scalars['Boolean']['output'];
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
  /**
   * Emails a 6-digit code to a new address; the account's email changes only when confirmEmailChange gets the code
   * (valid 30 minutes, 5 tries). A new request replaces the previous one. CONFLICT when another account uses the
   * address. Parents only.
   */
  requestEmailChange: MyAccount;
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
  /** Shows (active) or hides (inactive) a code in its option list. Needs school_config write. */
  setCodeActive: Code;
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
  /** Submits a draft with at least one changed amount: draft -> pending. */
  submitFeeDraft: FeeDraft;
  /**
   * Updates a driver (all fields). Moving them to another centre takes them off the buses of the old one. Needs
   * bus_management write at both centres.
   */
  updateBusDriverByFields: BusDriver;
  /** Replaces a draft's items (new amounts; lastAmount is taken from the tier). Only in status draft. */
  updateFeeDraftItems: FeeDraft;
  /** Replaces a holiday's details and centres. Needs holiday_management write and, for staff scoped to centres, a holiday of their centres only. */
  updateHolidayDetails: Holiday;
  /**
   * Changes the signed-in parent's names and mobile number (a Singapore mobile: 8 digits starting with 8 or 9;
   * spaces are ignored). CONFLICT when another account has that mobile. Parents only, on their own account.
   */
  updateMyProfile: MyAccount;
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
  /**
   * Checks a one-time code (at most 5 tries per code). token is the register link's token (an addition to the spec's
   * arguments), so codes cannot be probed for arbitrary users. INCORRECT_OTP when wrong or expired.
   */
  validateOTP: Scalars['Boolean']['output'];
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


export type MutationAddNewStaffArgs = {
  IDSchool: Scalars['Int']['input'];
  staffData: StaffInput;
};


export type MutationAddRoleArgs = {
  IDSchool: Scalars['Int']['input'];
  roleData: RoleInput;
};


export type MutationApproveFeeChangeRequestArgs = {
  IDFeeDraft: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationApproveParentMeetingArgs = {
  IDVisit: Scalars['Int']['input'];
  remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationApproveTrialPeriodVisitArgs = {
  IDVisit: Scalars['Int']['input'];
  remarks?: InputMaybe<Scalars['String']['input']>;
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


export type MutationCancelEnquiryArgs = {
  ID: Scalars['Int']['input'];
};


export type MutationCancelFeeChangeRequestArgs = {
  IDFeeDraft: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCancelParentMeetingArgs = {
  IDVisit: Scalars['Int']['input'];
};


export type MutationChangeMyPasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmEmailChangeArgs = {
  code: Scalars['String']['input'];
};


export type MutationCreateHolidayArgs = {
  IDSchool: Scalars['Int']['input'];
  holiday: HolidayInput;
};


export type MutationDeleteBusDriverByIdArgs = {
  IDBusDriver: Scalars['Int']['input'];
};


export type MutationDeleteHolidayDetailsArgs = {
  IDSchool: Scalars['Int']['input'];
  holidayID: Scalars['Int']['input'];
};


export type MutationForgetPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationGetHolidayPhotoUploadUrlArgs = {
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


export type MutationInsertOrUpdateLevelForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  levelData: LevelInput;
  levelID?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationMarkNotificationsArgs = {
  notificationIds: Array<Scalars['Int']['input']>;
  read: Scalars['Boolean']['input'];
};


export type MutationNewEnquiryArgs = {
  centreIDs: Array<Scalars['Int']['input']>;
  email: Scalars['String']['input'];
  enquiry: EnquiryDetailsInput;
  pdpaConsentVersion?: InputMaybe<Scalars['String']['input']>;
  phoneNumber: Scalars['String']['input'];
  phoneNumberCountryCode: Scalars['String']['input'];
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


export type MutationRecordTrialPeriodPaymentArgs = {
  IDVisit: Scalars['Int']['input'];
};


export type MutationRegisterArgs = {
  password: Scalars['String']['input'];
  pdpaConsentVersion?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationRejectFeeChangeRequestArgs = {
  IDFeeDraft: Scalars['Int']['input'];
  remark: Scalars['String']['input'];
};


export type MutationRejectScheduledVisitArgs = {
  IDVisit: Scalars['Int']['input'];
  remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRejectTrialPeriodVisitArgs = {
  IDVisit: Scalars['Int']['input'];
  remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRemoveBusByIdArgs = {
  IDBus: Scalars['Int']['input'];
};


export type MutationRemoveCentreForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  centreID: Scalars['Int']['input'];
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


export type MutationRequestEmailChangeArgs = {
  newEmail: Scalars['String']['input'];
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


export type MutationSetCodeActiveArgs = {
  IDSchool: Scalars['Int']['input'];
  active: Scalars['Boolean']['input'];
  codeID: Scalars['Int']['input'];
};


export type MutationSkipCentreVisitArgs = {
  IDEnquiry: Scalars['Int']['input'];
  remarks?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSkipTrialVisitArgs = {
  IDEnquiry: Scalars['Int']['input'];
  remarks: Scalars['String']['input'];
};


export type MutationSubmitFeeDraftArgs = {
  IDFeeDraft: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateBusDriverByFieldsArgs = {
  IDBusDriver: Scalars['Int']['input'];
  data: BusDriverInput;
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


export type MutationUpdateMyProfileArgs = {
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  mobilePhone: Scalars['String']['input'];
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

export type Query = {
  __typename?: 'Query';
  /**
   * Several option lists in one call: for each category in labels (in the order asked, repeats answered once),
   * its active codes sorted by sort order then label. Public.
   */
  codesByLabelFkSchool: Array<CodeCategory>;
  /**
   * A signed link (valid 10 minutes) to read an uploaded file of the caller's school, by the key its record holds
   * (holidayImageKey, a logo, an attachment). Any signed-in user of the school. Uploads themselves go through each
   * feature's own upload-URL mutation (getHolidayPhotoUploadURL and the like).
   */
  fileUrl: Scalars['String']['output'];
  /** HQ: the school's audit trail, newest first, paged (PDPA). */
  findAllAuditLog: AuditLogList;
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
  /** Every level of the school for level management, inactive ones included, sorted by fromMonth. Needs level_management read. */
  findAllLevelsConfig: LevelList;
  /** The school's active module categories, by label: the rows of a role's access matrix. Needs user_management read. */
  findAllModuleCategory: Array<ModuleCategory>;
  /** Every configuration key of a school. Public: the theme loads before sign-in. An unknown school has none. */
  findAllSchoolConfig: SchoolConfigList;
  /**
   * The school's staff, by first name then last name, one page at a time. filter.active, role (a role ID), centre
   * (a centre ID) and searchString (part of a name, email or staff number) narrow the list; empty values are
   * ignored. Head office staff see every staff member; others only staff sharing one of their centres. Needs
   * user_management read.
   */
  findAllStaff: StaffList;
  /** The tiers in reach that open later or hold fees starting later, with those fees. Needs fee_management read. */
  findAllUpcomingFeeTier: Array<FeeTier>;
  /**
   * A centre's availability overlapping from..to, earliest first, withdrawn ones included (active false). Staff with
   * visit_management read at the centre.
   */
  findAllVisitAvailability: Array<VisitAvailability>;
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
   * The days of a month (YYYY-MM; this month in Singapore when left out) on which the enquiry's centre has a free slot
   * of the visit type: inside an active availability, not on a holiday, not in the past, with room left, and for a
   * trial not before the end of the enquiry's centre visit. Refused with bookVisit's vacancy message when the enquiry
   * may not book yet (and holds no booking of the type to move). The enquiry's parent only.
   */
  getAvailableDaysOfMonth: Array<Scalars['Date']['output']>;
  /**
   * The holidays of the school overlapping the year, sorted by from. Staff with holiday_management read see every
   * holiday; parents see public holidays and those of the centres their children attend that year. centreID keeps
   * the holidays that close that centre (public ones included).
   */
  getCentreHolidaysOfYear: Array<Holiday>;
  /** The parent-facing flow of one enquiry. The parent of the enquiry, or staff who reach its centre. */
  getEnquiryFrontendStates: EnquiryFrontendStates;
  /**
   * Whom a fee change request affects (families and children per changed fee, at its centre on its effective date),
   * and whether an increase comes too soon after approval. Needs fee_management approve at the draft's centre.
   */
  getFeeDraftImpact: FeeDraftImpact;
  /** The active levels of a school with their active programmes, sorted by fromMonth. Public: the enquiry form shows them. */
  getLevelsForSchool: Array<Level>;
  /** Starts a staff single sign-on for the school and returns the provider's sign-in address. Public; an unknown school is refused. */
  getLoginUrl: LoginUrl;
  /** The signed-in user's own notifications, newest first. */
  getNotifications: NotificationList;
  /**
   * For each centre in the caller's reach that has any, how many visits and trials wait for a decision (status
   * created) from today on: the counts of the calendar's centre picker. Staff with visit_management read.
   */
  getPendingVisitCounts: Array<CentrePendingVisits>;
  /**
   * A centre's visits and trials between from and to (default: from today on), earliest first; without IDCentre,
   * those of every centre in the caller's reach (HQ: all the school's; others: their assigned centres), e.g. the
   * pending ones (status created) as a work queue. Staff with visit_management read at the centre.
   */
  getScheduledVisits: VisitList;
  /** A child's visits and trials, newest first. The child's parent, or staff who reach the enquiries' centres. */
  getScheduledVisitsOfChild: Array<Visit>;
  /** The fee of the enquiry's current trial class; null when there is none or it is free. Its parent, or staff. */
  getTrialPeriodInvoice: Maybe<TrialPeriodInvoice>;
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
  /** Liveness of the API and its database; needs no sign-in. */
  health: Scalars['String']['output'];
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
  /**
   * Reads a register link (a design addition): who it is for and whether a one-time code is needed.
   * INVALID_TOKEN when the link is unknown, used or expired; CONFLICT when the user is already registered.
   */
  registrationInfo: RegistrationInfo;
  /** One configuration value of a school; null when the school has not set it. Public. */
  schoolConfigByFkSchoolKey: Maybe<SchoolConfig>;
  /**
   * Places in Singapore matching the text, for the enquiry form's place search: a postal code or its first digits, a
   * street address or a building name, in any case; at most 10, best first. Empty text finds nothing. Public, limited
   * per client address.
   */
  searchPlaces: Array<GeocodeResult>;
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
};


export type QueryCodesByLabelFkSchoolArgs = {
  fkSchool: Scalars['Int']['input'];
  labels: Array<Scalars['String']['input']>;
};


export type QueryFileUrlArgs = {
  key: Scalars['String']['input'];
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


export type QueryFindAllCurrentFeeTierArgs = {
  IDSchool: Scalars['Int']['input'];
  fkCentre?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFindAllEnquiryArgs = {
  filter?: InputMaybe<EnquiryFilter>;
  pagination?: InputMaybe<Pagination>;
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


export type QueryFindAllLevelsConfigArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryFindAllModuleCategoryArgs = {
  IDSchool: Scalars['Int']['input'];
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


export type QueryFindAllUpcomingFeeTierArgs = {
  IDSchool: Scalars['Int']['input'];
  fkCentre?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFindAllVisitAvailabilityArgs = {
  IDCentre: Scalars['Int']['input'];
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
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


export type QueryGetAvailableDaysOfMonthArgs = {
  IDEnquiry: Scalars['Int']['input'];
  month?: InputMaybe<Scalars['String']['input']>;
  visitType: Scalars['String']['input'];
};


export type QueryGetCentreHolidaysOfYearArgs = {
  IDSchool: Scalars['Int']['input'];
  centreID?: InputMaybe<Scalars['Int']['input']>;
  year: Scalars['Int']['input'];
};


export type QueryGetEnquiryFrontendStatesArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetFeeDraftImpactArgs = {
  IDFeeDraft: Scalars['Int']['input'];
};


export type QueryGetLevelsForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryGetLoginUrlArgs = {
  fkSchool: Scalars['Int']['input'];
};


export type QueryGetNotificationsArgs = {
  filter?: InputMaybe<NotificationFilter>;
  pagination?: InputMaybe<Pagination>;
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


export type QueryGetTrialPeriodInvoiceArgs = {
  IDEnquiry: Scalars['Int']['input'];
};


export type QueryGetVisitCalendarFileArgs = {
  IDVisit: Scalars['Int']['input'];
};


export type QueryGetVisitTimeSlotArgs = {
  IDEnquiry: Scalars['Int']['input'];
  date: Scalars['Date']['input'];
  visitType: Scalars['String']['input'];
};


export type QueryIsExistingChildArgs = {
  birthCertificate: Scalars['String']['input'];
  fkSchool: Scalars['Int']['input'];
};


export type QueryIsExistingParentArgs = {
  email: Scalars['String']['input'];
};


export type QueryLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type QueryRegistrationInfoArgs = {
  token: Scalars['String']['input'];
};


export type QuerySchoolConfigByFkSchoolKeyArgs = {
  fkSchool: Scalars['Int']['input'];
  key: Scalars['String']['input'];
};


export type QuerySearchPlacesArgs = {
  searchVal: Scalars['String']['input'];
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

/** The trial class fee of an enquiry's current trial, as an invoice. */
export type TrialPeriodInvoice = {
  __typename?: 'TrialPeriodInvoice';
  IDEnquiry: Scalars['Int']['output'];
  IDVisit: Scalars['Int']['output'];
  /** In cents. */
  amount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  label: Scalars['String']['output'];
  /** pending or completed. */
  status: Scalars['String']['output'];
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
  AuditLogEntry: ResolverTypeWrapper<AuditLogEntry>;
  AuditLogFilter: AuditLogFilter;
  AuditLogList: ResolverTypeWrapper<AuditLogList>;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Bus: ResolverTypeWrapper<BusSource>;
  BusCentre: ResolverTypeWrapper<BusCentre>;
  BusChild: ResolverTypeWrapper<BusChild>;
  BusDriver: ResolverTypeWrapper<BusDriver>;
  BusDriverInput: BusDriverInput;
  BusDriverList: ResolverTypeWrapper<BusDriverList>;
  BusFilter: BusFilter;
  BusInput: BusInput;
  BusList: ResolverTypeWrapper<Omit<BusList, 'data'> & { data: Array<ResolversTypes['Bus']> }>;
  CalendarHoliday: ResolverTypeWrapper<CalendarHoliday>;
  CalendarMonth: ResolverTypeWrapper<CalendarMonth>;
  CalendarVisit: ResolverTypeWrapper<CalendarVisit>;
  Centre: ResolverTypeWrapper<CentreSource>;
  CentreAddress: ResolverTypeWrapper<CentreAddress>;
  CentreAddressInput: CentreAddressInput;
  CentreFilter: CentreFilter;
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
  CentrePendingVisits: ResolverTypeWrapper<CentrePendingVisits>;
  CentreSearchFilter: CentreSearchFilter;
  Code: ResolverTypeWrapper<Code>;
  CodeCategory: ResolverTypeWrapper<CodeCategory>;
  CodeFilter: CodeFilter;
  CodeInput: CodeInput;
  CodeList: ResolverTypeWrapper<CodeList>;
  Consent: ResolverTypeWrapper<Consent>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DirectoryUser: ResolverTypeWrapper<DirectoryUser>;
  Enquiry: ResolverTypeWrapper<EnquirySource>;
  EnquiryCentre: ResolverTypeWrapper<EnquiryCentre>;
  EnquiryDetailsInput: EnquiryDetailsInput;
  EnquiryFilter: EnquiryFilter;
  EnquiryFrontendStates: ResolverTypeWrapper<EnquiryFrontendStates>;
  EnquiryFrontendStep: ResolverTypeWrapper<EnquiryFrontendStep>;
  EnquiryList: ResolverTypeWrapper<Omit<EnquiryList, 'data'> & { data: Array<ResolversTypes['Enquiry']> }>;
  EnquiryState: ResolverTypeWrapper<EnquiryState>;
  EnquiryUser: ResolverTypeWrapper<EnquiryUser>;
  EnrollmentCentre: ResolverTypeWrapper<EnrollmentCentre>;
  EnrollmentCentreList: ResolverTypeWrapper<EnrollmentCentreList>;
  FailedJob: ResolverTypeWrapper<FailedJob>;
  FailedJobList: ResolverTypeWrapper<FailedJobList>;
  Fee: ResolverTypeWrapper<Fee>;
  FeeAffectedChild: ResolverTypeWrapper<FeeAffectedChild>;
  FeeAffectedFamily: ResolverTypeWrapper<FeeAffectedFamily>;
  FeeDraft: ResolverTypeWrapper<FeeDraft>;
  FeeDraftFilter: FeeDraftFilter;
  FeeDraftImpact: ResolverTypeWrapper<FeeDraftImpact>;
  FeeDraftInput: FeeDraftInput;
  FeeDraftItem: ResolverTypeWrapper<FeeDraftItem>;
  FeeDraftItemInput: FeeDraftItemInput;
  FeeDraftList: ResolverTypeWrapper<FeeDraftList>;
  FeeDraftLog: ResolverTypeWrapper<FeeDraftLog>;
  FeeGroup: ResolverTypeWrapper<FeeGroup>;
  FeeImpactLine: ResolverTypeWrapper<FeeImpactLine>;
  FeeInput: FeeInput;
  FeeRef: ResolverTypeWrapper<FeeRef>;
  FeeTier: ResolverTypeWrapper<FeeTier>;
  FeeTierInput: FeeTierInput;
  FeeTierLevelCount: ResolverTypeWrapper<FeeTierLevelCount>;
  FeeUser: ResolverTypeWrapper<FeeUser>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeocodeResult: ResolverTypeWrapper<GeocodeResult>;
  Holiday: ResolverTypeWrapper<Holiday>;
  HolidayCentre: ResolverTypeWrapper<HolidayCentre>;
  HolidayInput: HolidayInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LatLngInput: LatLngInput;
  Level: ResolverTypeWrapper<Level>;
  LevelInput: LevelInput;
  LevelList: ResolverTypeWrapper<LevelList>;
  LoginUrl: ResolverTypeWrapper<LoginUrl>;
  MenuFilter: MenuFilter;
  ModuleCategory: ResolverTypeWrapper<ModuleCategory>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyAccount: ResolverTypeWrapper<MyAccount>;
  NewEnquiryResult: ResolverTypeWrapper<Omit<NewEnquiryResult, 'data'> & { data?: Maybe<Array<ResolversTypes['Enquiry']>> }>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationContent: ResolverTypeWrapper<NotificationContent>;
  NotificationFilter: NotificationFilter;
  NotificationList: ResolverTypeWrapper<NotificationList>;
  Pagination: Pagination;
  ParentChild: ResolverTypeWrapper<ParentChild>;
  Program: ResolverTypeWrapper<Program>;
  ProgramInput: ProgramInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegistrationInfo: ResolverTypeWrapper<RegistrationInfo>;
  ResultError: ResolverTypeWrapper<ResultError>;
  Role: ResolverTypeWrapper<Role>;
  RoleInput: RoleInput;
  RoleList: ResolverTypeWrapper<RoleList>;
  RoleModifier: ResolverTypeWrapper<RoleModifier>;
  RoleTemplate: ResolverTypeWrapper<RoleTemplate>;
  RoleTemplateInput: RoleTemplateInput;
  School: ResolverTypeWrapper<School>;
  SchoolConfig: ResolverTypeWrapper<SchoolConfig>;
  SchoolConfigEntryInput: SchoolConfigEntryInput;
  SchoolConfigFilter: SchoolConfigFilter;
  SchoolConfigList: ResolverTypeWrapper<SchoolConfigList>;
  SidebarMenuItem: ResolverTypeWrapper<SidebarMenuItem>;
  Staff: ResolverTypeWrapper<Staff>;
  StaffCentre: ResolverTypeWrapper<StaffCentre>;
  StaffFilter: StaffFilter;
  StaffInput: StaffInput;
  StaffList: ResolverTypeWrapper<StaffList>;
  StaffRole: ResolverTypeWrapper<StaffRole>;
  StaffUser: ResolverTypeWrapper<StaffUser>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SuggestedLevel: ResolverTypeWrapper<SuggestedLevel>;
  TrialPeriodInvoice: ResolverTypeWrapper<TrialPeriodInvoice>;
  UploadTarget: ResolverTypeWrapper<UploadTarget>;
  User: ResolverTypeWrapper<MeSource>;
  UserAccessControl: ResolverTypeWrapper<UserAccessControl>;
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
  Visit: ResolverTypeWrapper<Visit>;
  VisitAvailability: ResolverTypeWrapper<VisitAvailability>;
  VisitAvailabilityInput: VisitAvailabilityInput;
  VisitList: ResolverTypeWrapper<VisitList>;
  VisitTimeSlot: ResolverTypeWrapper<VisitTimeSlot>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuditLogEntry: AuditLogEntry;
  AuditLogFilter: AuditLogFilter;
  AuditLogList: AuditLogList;
  AuthPayload: AuthPayload;
  Boolean: Scalars['Boolean']['output'];
  Bus: BusSource;
  BusCentre: BusCentre;
  BusChild: BusChild;
  BusDriver: BusDriver;
  BusDriverInput: BusDriverInput;
  BusDriverList: BusDriverList;
  BusFilter: BusFilter;
  BusInput: BusInput;
  BusList: Omit<BusList, 'data'> & { data: Array<ResolversParentTypes['Bus']> };
  CalendarHoliday: CalendarHoliday;
  CalendarMonth: CalendarMonth;
  CalendarVisit: CalendarVisit;
  Centre: CentreSource;
  CentreAddress: CentreAddress;
  CentreAddressInput: CentreAddressInput;
  CentreFilter: CentreFilter;
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
  CentrePendingVisits: CentrePendingVisits;
  CentreSearchFilter: CentreSearchFilter;
  Code: Code;
  CodeCategory: CodeCategory;
  CodeFilter: CodeFilter;
  CodeInput: CodeInput;
  CodeList: CodeList;
  Consent: Consent;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DirectoryUser: DirectoryUser;
  Enquiry: EnquirySource;
  EnquiryCentre: EnquiryCentre;
  EnquiryDetailsInput: EnquiryDetailsInput;
  EnquiryFilter: EnquiryFilter;
  EnquiryFrontendStates: EnquiryFrontendStates;
  EnquiryFrontendStep: EnquiryFrontendStep;
  EnquiryList: Omit<EnquiryList, 'data'> & { data: Array<ResolversParentTypes['Enquiry']> };
  EnquiryState: EnquiryState;
  EnquiryUser: EnquiryUser;
  EnrollmentCentre: EnrollmentCentre;
  EnrollmentCentreList: EnrollmentCentreList;
  FailedJob: FailedJob;
  FailedJobList: FailedJobList;
  Fee: Fee;
  FeeAffectedChild: FeeAffectedChild;
  FeeAffectedFamily: FeeAffectedFamily;
  FeeDraft: FeeDraft;
  FeeDraftFilter: FeeDraftFilter;
  FeeDraftImpact: FeeDraftImpact;
  FeeDraftInput: FeeDraftInput;
  FeeDraftItem: FeeDraftItem;
  FeeDraftItemInput: FeeDraftItemInput;
  FeeDraftList: FeeDraftList;
  FeeDraftLog: FeeDraftLog;
  FeeGroup: FeeGroup;
  FeeImpactLine: FeeImpactLine;
  FeeInput: FeeInput;
  FeeRef: FeeRef;
  FeeTier: FeeTier;
  FeeTierInput: FeeTierInput;
  FeeTierLevelCount: FeeTierLevelCount;
  FeeUser: FeeUser;
  Float: Scalars['Float']['output'];
  GeocodeResult: GeocodeResult;
  Holiday: Holiday;
  HolidayCentre: HolidayCentre;
  HolidayInput: HolidayInput;
  Int: Scalars['Int']['output'];
  LatLngInput: LatLngInput;
  Level: Level;
  LevelInput: LevelInput;
  LevelList: LevelList;
  LoginUrl: LoginUrl;
  MenuFilter: MenuFilter;
  ModuleCategory: ModuleCategory;
  Mutation: Record<PropertyKey, never>;
  MyAccount: MyAccount;
  NewEnquiryResult: Omit<NewEnquiryResult, 'data'> & { data?: Maybe<Array<ResolversParentTypes['Enquiry']>> };
  Notification: Notification;
  NotificationContent: NotificationContent;
  NotificationFilter: NotificationFilter;
  NotificationList: NotificationList;
  Pagination: Pagination;
  ParentChild: ParentChild;
  Program: Program;
  ProgramInput: ProgramInput;
  Query: Record<PropertyKey, never>;
  RegistrationInfo: RegistrationInfo;
  ResultError: ResultError;
  Role: Role;
  RoleInput: RoleInput;
  RoleList: RoleList;
  RoleModifier: RoleModifier;
  RoleTemplate: RoleTemplate;
  RoleTemplateInput: RoleTemplateInput;
  School: School;
  SchoolConfig: SchoolConfig;
  SchoolConfigEntryInput: SchoolConfigEntryInput;
  SchoolConfigFilter: SchoolConfigFilter;
  SchoolConfigList: SchoolConfigList;
  SidebarMenuItem: SidebarMenuItem;
  Staff: Staff;
  StaffCentre: StaffCentre;
  StaffFilter: StaffFilter;
  StaffInput: StaffInput;
  StaffList: StaffList;
  StaffRole: StaffRole;
  StaffUser: StaffUser;
  String: Scalars['String']['output'];
  SuggestedLevel: SuggestedLevel;
  TrialPeriodInvoice: TrialPeriodInvoice;
  UploadTarget: UploadTarget;
  User: MeSource;
  UserAccessControl: UserAccessControl;
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
  Visit: Visit;
  VisitAvailability: VisitAvailability;
  VisitAvailabilityInput: VisitAvailabilityInput;
  VisitList: VisitList;
  VisitTimeSlot: VisitTimeSlot;
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

export type CentrePendingVisitsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentrePendingVisits'] = ResolversParentTypes['CentrePendingVisits']> = {
  IDCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DirectoryUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DirectoryUser'] = ResolversParentTypes['DirectoryUser']> = {
  businessPhones?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type GeocodeResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GeocodeResult'] = ResolversParentTypes['GeocodeResult']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approximate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  building?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type ModuleCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModuleCategory'] = ResolversParentTypes['ModuleCategory']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moduleCategoryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationActivateRoleArgs, 'IDSchool' | 'active' | 'roleID'>>;
  activateStaff?: Resolver<ResolversTypes['Staff'], ParentType, ContextType, RequireFields<MutationActivateStaffArgs, 'IDSchool' | 'staffID'>>;
  addCalendarEvent?: Resolver<ResolversTypes['VisitAvailability'], ParentType, ContextType, RequireFields<MutationAddCalendarEventArgs, 'IDCentre' | 'availability'>>;
  addNewStaff?: Resolver<ResolversTypes['Staff'], ParentType, ContextType, RequireFields<MutationAddNewStaffArgs, 'IDSchool' | 'staffData'>>;
  addRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationAddRoleArgs, 'IDSchool' | 'roleData'>>;
  approveFeeChangeRequest?: Resolver<ResolversTypes['FeeDraft'], ParentType, ContextType, RequireFields<MutationApproveFeeChangeRequestArgs, 'IDFeeDraft'>>;
  approveParentMeeting?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationApproveParentMeetingArgs, 'IDVisit'>>;
  approveTrialPeriodVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationApproveTrialPeriodVisitArgs, 'IDVisit'>>;
  bookVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationBookVisitArgs, 'IDEnquiry' | 'date' | 'from' | 'to'>>;
  cancelAvailability?: Resolver<ResolversTypes['VisitAvailability'], ParentType, ContextType, RequireFields<MutationCancelAvailabilityArgs, 'IDAvailability'>>;
  cancelEnquiry?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType, RequireFields<MutationCancelEnquiryArgs, 'ID'>>;
  cancelFeeChangeRequest?: Resolver<ResolversTypes['FeeDraft'], ParentType, ContextType, RequireFields<MutationCancelFeeChangeRequestArgs, 'IDFeeDraft'>>;
  cancelParentMeeting?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationCancelParentMeetingArgs, 'IDVisit'>>;
  changeMyPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeMyPasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmEmailChange?: Resolver<ResolversTypes['MyAccount'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'code'>>;
  createHoliday?: Resolver<ResolversTypes['Holiday'], ParentType, ContextType, RequireFields<MutationCreateHolidayArgs, 'IDSchool' | 'holiday'>>;
  deleteBusDriverByID?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteBusDriverByIdArgs, 'IDBusDriver'>>;
  deleteHolidayDetails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteHolidayDetailsArgs, 'IDSchool' | 'holidayID'>>;
  forgetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgetPasswordArgs, 'email'>>;
  getHolidayPhotoUploadURL?: Resolver<ResolversTypes['UploadTarget'], ParentType, ContextType, RequireFields<MutationGetHolidayPhotoUploadUrlArgs, 'IDSchool' | 'contentType' | 'filename'>>;
  getSchoolBrandingUploadURL?: Resolver<ResolversTypes['UploadTarget'], ParentType, ContextType, RequireFields<MutationGetSchoolBrandingUploadUrlArgs, 'IDSchool' | 'contentType' | 'filename' | 'purpose'>>;
  insertBusDriver?: Resolver<ResolversTypes['BusDriver'], ParentType, ContextType, RequireFields<MutationInsertBusDriverArgs, 'IDSchool' | 'data'>>;
  insertOrUpdateBusForSchool?: Resolver<ResolversTypes['Bus'], ParentType, ContextType, RequireFields<MutationInsertOrUpdateBusForSchoolArgs, 'IDSchool' | 'data'>>;
  insertOrUpdateCentreForSchool?: Resolver<ResolversTypes['Centre'], ParentType, ContextType, RequireFields<MutationInsertOrUpdateCentreForSchoolArgs, 'IDSchool' | 'addressData' | 'centreData' | 'levels'>>;
  insertOrUpdateCode?: Resolver<ResolversTypes['Code'], ParentType, ContextType, RequireFields<MutationInsertOrUpdateCodeArgs, 'IDSchool' | 'category' | 'code'>>;
  insertOrUpdateLevelForSchool?: Resolver<ResolversTypes['Level'], ParentType, ContextType, RequireFields<MutationInsertOrUpdateLevelForSchoolArgs, 'IDSchool' | 'levelData'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMarkNotificationsArgs, 'notificationIds' | 'read'>>;
  newEnquiry?: Resolver<ResolversTypes['NewEnquiryResult'], ParentType, ContextType, RequireFields<MutationNewEnquiryArgs, 'centreIDs' | 'email' | 'enquiry' | 'phoneNumber' | 'phoneNumberCountryCode' | 'schoolID'>>;
  newFeeDraft?: Resolver<ResolversTypes['FeeDraft'], ParentType, ContextType, RequireFields<MutationNewFeeDraftArgs, 'IDSchool' | 'data' | 'fkCentre'>>;
  newFeeTier?: Resolver<ResolversTypes['FeeTier'], ParentType, ContextType, RequireFields<MutationNewFeeTierArgs, 'IDSchool' | 'data'>>;
  recordTrialPeriodPayment?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationRecordTrialPeriodPaymentArgs, 'IDVisit'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'password' | 'token'>>;
  rejectFeeChangeRequest?: Resolver<ResolversTypes['FeeDraft'], ParentType, ContextType, RequireFields<MutationRejectFeeChangeRequestArgs, 'IDFeeDraft' | 'remark'>>;
  rejectScheduledVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationRejectScheduledVisitArgs, 'IDVisit'>>;
  rejectTrialPeriodVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationRejectTrialPeriodVisitArgs, 'IDVisit'>>;
  removeBusById?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveBusByIdArgs, 'IDBus'>>;
  removeCentreForSchool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveCentreForSchoolArgs, 'IDSchool' | 'centreID'>>;
  removeLevelForSchool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveLevelForSchoolArgs, 'IDSchool' | 'levelID'>>;
  removeRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveRoleArgs, 'IDSchool' | 'roleID'>>;
  removeStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveStaffArgs, 'IDSchool' | 'staffID'>>;
  requestEmailChange?: Resolver<ResolversTypes['MyAccount'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'newEmail'>>;
  rescheduleTrialPeriodVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationRescheduleTrialPeriodVisitArgs, 'IDVisit' | 'date' | 'from' | 'to'>>;
  rescheduleVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationRescheduleVisitArgs, 'IDVisit' | 'date' | 'from' | 'to'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'tokenString'>>;
  scheduleTrialPeriodVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationScheduleTrialPeriodVisitArgs, 'IDEnquiry' | 'date' | 'from' | 'to'>>;
  sendOTP?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendOtpArgs, 'token' | 'userId'>>;
  setCodeActive?: Resolver<ResolversTypes['Code'], ParentType, ContextType, RequireFields<MutationSetCodeActiveArgs, 'IDSchool' | 'active' | 'codeID'>>;
  skipCentreVisit?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType, RequireFields<MutationSkipCentreVisitArgs, 'IDEnquiry'>>;
  skipTrialVisit?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType, RequireFields<MutationSkipTrialVisitArgs, 'IDEnquiry' | 'remarks'>>;
  submitFeeDraft?: Resolver<ResolversTypes['FeeDraft'], ParentType, ContextType, RequireFields<MutationSubmitFeeDraftArgs, 'IDFeeDraft'>>;
  updateBusDriverByFields?: Resolver<ResolversTypes['BusDriver'], ParentType, ContextType, RequireFields<MutationUpdateBusDriverByFieldsArgs, 'IDBusDriver' | 'data'>>;
  updateFeeDraftItems?: Resolver<ResolversTypes['FeeDraft'], ParentType, ContextType, RequireFields<MutationUpdateFeeDraftItemsArgs, 'IDFeeDraft' | 'items'>>;
  updateHolidayDetails?: Resolver<ResolversTypes['Holiday'], ParentType, ContextType, RequireFields<MutationUpdateHolidayDetailsArgs, 'IDSchool' | 'holiday' | 'holidayID'>>;
  updateMyProfile?: Resolver<ResolversTypes['MyAccount'], ParentType, ContextType, RequireFields<MutationUpdateMyProfileArgs, 'firstname' | 'lastname' | 'mobilePhone'>>;
  updateRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'IDSchool' | 'roleData' | 'roleID'>>;
  updateSchoolConfig?: Resolver<Array<ResolversTypes['SchoolConfig']>, ParentType, ContextType, RequireFields<MutationUpdateSchoolConfigArgs, 'IDSchool' | 'entries'>>;
  updateStaff?: Resolver<ResolversTypes['Staff'], ParentType, ContextType, RequireFields<MutationUpdateStaffArgs, 'IDSchool' | 'staffData' | 'staffID'>>;
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

export type ProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Program'] = ResolversParentTypes['Program']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  codesByLabelFkSchool?: Resolver<Array<ResolversTypes['CodeCategory']>, ParentType, ContextType, RequireFields<QueryCodesByLabelFkSchoolArgs, 'fkSchool' | 'labels'>>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryFileUrlArgs, 'key'>>;
  findAllAuditLog?: Resolver<ResolversTypes['AuditLogList'], ParentType, ContextType, RequireFields<QueryFindAllAuditLogArgs, 'IDSchool'>>;
  findAllBus?: Resolver<ResolversTypes['BusList'], ParentType, ContextType, RequireFields<QueryFindAllBusArgs, 'IDSchool'>>;
  findAllBusDriver?: Resolver<ResolversTypes['BusDriverList'], ParentType, ContextType, RequireFields<QueryFindAllBusDriverArgs, 'IDSchool'>>;
  findAllCalendarEvent?: Resolver<ResolversTypes['CalendarMonth'], ParentType, ContextType, RequireFields<QueryFindAllCalendarEventArgs, 'month' | 'year'>>;
  findAllCentreByDistance?: Resolver<ResolversTypes['EnrollmentCentreList'], ParentType, ContextType, RequireFields<QueryFindAllCentreByDistanceArgs, 'enrollmentDate' | 'filter' | 'level' | 'postalCode' | 'radius'>>;
  findAllCentreForSchool?: Resolver<ResolversTypes['CentreList'], ParentType, ContextType, RequireFields<QueryFindAllCentreForSchoolArgs, 'IDSchool'>>;
  findAllCentreLevel?: Resolver<ResolversTypes['CentreLevelList'], ParentType, ContextType, RequireFields<QueryFindAllCentreLevelArgs, 'IDSchool' | 'centreID'>>;
  findAllChildrenByParent?: Resolver<Array<ResolversTypes['ParentChild']>, ParentType, ContextType>;
  findAllChildrenNotAssignedToBus?: Resolver<Array<ResolversTypes['BusChild']>, ParentType, ContextType, RequireFields<QueryFindAllChildrenNotAssignedToBusArgs, 'IDSchool' | 'centreID'>>;
  findAllCodesForAdmin?: Resolver<ResolversTypes['CodeList'], ParentType, ContextType, RequireFields<QueryFindAllCodesForAdminArgs, 'IDSchool' | 'searchCategory'>>;
  findAllConfigByCategory?: Resolver<ResolversTypes['CodeList'], ParentType, ContextType, RequireFields<QueryFindAllConfigByCategoryArgs, 'filter' | 'searchCategory'>>;
  findAllCurrentFeeTier?: Resolver<Array<ResolversTypes['FeeTier']>, ParentType, ContextType, RequireFields<QueryFindAllCurrentFeeTierArgs, 'IDSchool'>>;
  findAllEnquiry?: Resolver<ResolversTypes['EnquiryList'], ParentType, ContextType, Partial<QueryFindAllEnquiryArgs>>;
  findAllEnrollmentCentresForSchool?: Resolver<ResolversTypes['EnrollmentCentreList'], ParentType, ContextType, RequireFields<QueryFindAllEnrollmentCentresForSchoolArgs, 'IDSchool' | 'enrollmentDate' | 'level'>>;
  findAllFailedJob?: Resolver<ResolversTypes['FailedJobList'], ParentType, ContextType, RequireFields<QueryFindAllFailedJobArgs, 'IDSchool'>>;
  findAllFeeDraft?: Resolver<ResolversTypes['FeeDraftList'], ParentType, ContextType, RequireFields<QueryFindAllFeeDraftArgs, 'IDSchool'>>;
  findAllFeeGroup?: Resolver<Array<ResolversTypes['FeeGroup']>, ParentType, ContextType, RequireFields<QueryFindAllFeeGroupArgs, 'IDSchool'>>;
  findAllLevelsConfig?: Resolver<ResolversTypes['LevelList'], ParentType, ContextType, RequireFields<QueryFindAllLevelsConfigArgs, 'IDSchool'>>;
  findAllModuleCategory?: Resolver<Array<ResolversTypes['ModuleCategory']>, ParentType, ContextType, RequireFields<QueryFindAllModuleCategoryArgs, 'IDSchool'>>;
  findAllSchoolConfig?: Resolver<ResolversTypes['SchoolConfigList'], ParentType, ContextType, RequireFields<QueryFindAllSchoolConfigArgs, 'filter'>>;
  findAllStaff?: Resolver<ResolversTypes['StaffList'], ParentType, ContextType, RequireFields<QueryFindAllStaffArgs, 'IDSchool'>>;
  findAllUpcomingFeeTier?: Resolver<Array<ResolversTypes['FeeTier']>, ParentType, ContextType, RequireFields<QueryFindAllUpcomingFeeTierArgs, 'IDSchool'>>;
  findAllVisitAvailability?: Resolver<Array<ResolversTypes['VisitAvailability']>, ParentType, ContextType, RequireFields<QueryFindAllVisitAvailabilityArgs, 'IDCentre' | 'from' | 'to'>>;
  findNearestCentresByLatLong?: Resolver<ResolversTypes['EnrollmentCentreList'], ParentType, ContextType, RequireFields<QueryFindNearestCentresByLatLongArgs, 'enrollmentDate' | 'filter' | 'level' | 'location' | 'radius'>>;
  findRoleByFkSchool?: Resolver<ResolversTypes['RoleList'], ParentType, ContextType, RequireFields<QueryFindRoleByFkSchoolArgs, 'IDSchool'>>;
  findSchool?: Resolver<Maybe<ResolversTypes['School']>, ParentType, ContextType, RequireFields<QueryFindSchoolArgs, 'ID'>>;
  findSidebarMenuByUser?: Resolver<Array<ResolversTypes['SidebarMenuItem']>, ParentType, ContextType, RequireFields<QueryFindSidebarMenuByUserArgs, 'filter'>>;
  findStaffByID?: Resolver<ResolversTypes['Staff'], ParentType, ContextType, RequireFields<QueryFindStaffByIdArgs, 'IDSchool' | 'staffID'>>;
  geocodePostalCode?: Resolver<Maybe<ResolversTypes['GeocodeResult']>, ParentType, ContextType, RequireFields<QueryGeocodePostalCodeArgs, 'postalCode'>>;
  getADUserByEmail?: Resolver<Maybe<ResolversTypes['DirectoryUser']>, ParentType, ContextType, RequireFields<QueryGetAdUserByEmailArgs, 'email'>>;
  getADUsersByName?: Resolver<Array<ResolversTypes['DirectoryUser']>, ParentType, ContextType, RequireFields<QueryGetAdUsersByNameArgs, 'name'>>;
  getAccessibleCentresForModule?: Resolver<Array<ResolversTypes['Centre']>, ParentType, ContextType, RequireFields<QueryGetAccessibleCentresForModuleArgs, 'accessType' | 'module'>>;
  getAvailableDaysOfMonth?: Resolver<Array<ResolversTypes['Date']>, ParentType, ContextType, RequireFields<QueryGetAvailableDaysOfMonthArgs, 'IDEnquiry' | 'visitType'>>;
  getCentreHolidaysOfYear?: Resolver<Array<ResolversTypes['Holiday']>, ParentType, ContextType, RequireFields<QueryGetCentreHolidaysOfYearArgs, 'IDSchool' | 'year'>>;
  getEnquiryFrontendStates?: Resolver<ResolversTypes['EnquiryFrontendStates'], ParentType, ContextType, RequireFields<QueryGetEnquiryFrontendStatesArgs, 'IDEnquiry'>>;
  getFeeDraftImpact?: Resolver<ResolversTypes['FeeDraftImpact'], ParentType, ContextType, RequireFields<QueryGetFeeDraftImpactArgs, 'IDFeeDraft'>>;
  getLevelsForSchool?: Resolver<Array<ResolversTypes['Level']>, ParentType, ContextType, RequireFields<QueryGetLevelsForSchoolArgs, 'IDSchool'>>;
  getLoginUrl?: Resolver<ResolversTypes['LoginUrl'], ParentType, ContextType, RequireFields<QueryGetLoginUrlArgs, 'fkSchool'>>;
  getNotifications?: Resolver<ResolversTypes['NotificationList'], ParentType, ContextType, Partial<QueryGetNotificationsArgs>>;
  getPendingVisitCounts?: Resolver<Array<ResolversTypes['CentrePendingVisits']>, ParentType, ContextType>;
  getScheduledVisits?: Resolver<ResolversTypes['VisitList'], ParentType, ContextType, Partial<QueryGetScheduledVisitsArgs>>;
  getScheduledVisitsOfChild?: Resolver<Array<ResolversTypes['Visit']>, ParentType, ContextType, RequireFields<QueryGetScheduledVisitsOfChildArgs, 'IDChild'>>;
  getTrialPeriodInvoice?: Resolver<Maybe<ResolversTypes['TrialPeriodInvoice']>, ParentType, ContextType, RequireFields<QueryGetTrialPeriodInvoiceArgs, 'IDEnquiry'>>;
  getVisitCalendarFile?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryGetVisitCalendarFileArgs, 'IDVisit'>>;
  getVisitTimeSlot?: Resolver<Array<ResolversTypes['VisitTimeSlot']>, ParentType, ContextType, RequireFields<QueryGetVisitTimeSlotArgs, 'IDEnquiry' | 'date' | 'visitType'>>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isExistingChild?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIsExistingChildArgs, 'birthCertificate' | 'fkSchool'>>;
  isExistingParent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIsExistingParentArgs, 'email'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<QueryLoginArgs, 'email' | 'password'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myAccount?: Resolver<ResolversTypes['MyAccount'], ParentType, ContextType>;
  myConsents?: Resolver<Array<ResolversTypes['Consent']>, ParentType, ContextType>;
  registrationInfo?: Resolver<ResolversTypes['RegistrationInfo'], ParentType, ContextType, RequireFields<QueryRegistrationInfoArgs, 'token'>>;
  schoolConfigByFkSchoolKey?: Resolver<Maybe<ResolversTypes['SchoolConfig']>, ParentType, ContextType, RequireFields<QuerySchoolConfigByFkSchoolKeyArgs, 'fkSchool' | 'key'>>;
  searchPlaces?: Resolver<Array<ResolversTypes['GeocodeResult']>, ParentType, ContextType, RequireFields<QuerySearchPlacesArgs, 'searchVal'>>;
  suggestLevel?: Resolver<Maybe<ResolversTypes['SuggestedLevel']>, ParentType, ContextType, RequireFields<QuerySuggestLevelArgs, 'IDSchool' | 'dateOfBirth' | 'enrollmentDate'>>;
  vacancyAvailableInCentreForLevel?: Resolver<ResolversTypes['CentreLevelVacancy'], ParentType, ContextType, RequireFields<QueryVacancyAvailableInCentreForLevelArgs, 'IDCentre' | 'IDLevel' | 'date'>>;
  validateUser?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<QueryValidateUserArgs, 'tokenString'>>;
};

export type RegistrationInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationInfo'] = ResolversParentTypes['RegistrationInfo']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  otpRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  privacyPolicyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type SidebarMenuItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SidebarMenuItem'] = ResolversParentTypes['SidebarMenuItem']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fkNavigation?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type SuggestedLevelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SuggestedLevel'] = ResolversParentTypes['SuggestedLevel']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isInfant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['Program']>, ParentType, ContextType>;
  toMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrialPeriodInvoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrialPeriodInvoice'] = ResolversParentTypes['TrialPeriodInvoice']> = {
  IDEnquiry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  IDVisit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UploadTargetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UploadTarget'] = ResolversParentTypes['UploadTarget']> = {
  Key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  Url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type Resolvers<ContextType = Context> = {
  AuditLogEntry?: AuditLogEntryResolvers<ContextType>;
  AuditLogList?: AuditLogListResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Bus?: BusResolvers<ContextType>;
  BusCentre?: BusCentreResolvers<ContextType>;
  BusChild?: BusChildResolvers<ContextType>;
  BusDriver?: BusDriverResolvers<ContextType>;
  BusDriverList?: BusDriverListResolvers<ContextType>;
  BusList?: BusListResolvers<ContextType>;
  CalendarHoliday?: CalendarHolidayResolvers<ContextType>;
  CalendarMonth?: CalendarMonthResolvers<ContextType>;
  CalendarVisit?: CalendarVisitResolvers<ContextType>;
  Centre?: CentreResolvers<ContextType>;
  CentreAddress?: CentreAddressResolvers<ContextType>;
  CentreHoliday?: CentreHolidayResolvers<ContextType>;
  CentreLevel?: CentreLevelResolvers<ContextType>;
  CentreLevelList?: CentreLevelListResolvers<ContextType>;
  CentreLevelVacancy?: CentreLevelVacancyResolvers<ContextType>;
  CentreList?: CentreListResolvers<ContextType>;
  CentreNearbyPostcode?: CentreNearbyPostcodeResolvers<ContextType>;
  CentreOfferedLevel?: CentreOfferedLevelResolvers<ContextType>;
  CentreOfferedProgram?: CentreOfferedProgramResolvers<ContextType>;
  CentrePendingVisits?: CentrePendingVisitsResolvers<ContextType>;
  Code?: CodeResolvers<ContextType>;
  CodeCategory?: CodeCategoryResolvers<ContextType>;
  CodeList?: CodeListResolvers<ContextType>;
  Consent?: ConsentResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DirectoryUser?: DirectoryUserResolvers<ContextType>;
  Enquiry?: EnquiryResolvers<ContextType>;
  EnquiryCentre?: EnquiryCentreResolvers<ContextType>;
  EnquiryFrontendStates?: EnquiryFrontendStatesResolvers<ContextType>;
  EnquiryFrontendStep?: EnquiryFrontendStepResolvers<ContextType>;
  EnquiryList?: EnquiryListResolvers<ContextType>;
  EnquiryState?: EnquiryStateResolvers<ContextType>;
  EnquiryUser?: EnquiryUserResolvers<ContextType>;
  EnrollmentCentre?: EnrollmentCentreResolvers<ContextType>;
  EnrollmentCentreList?: EnrollmentCentreListResolvers<ContextType>;
  FailedJob?: FailedJobResolvers<ContextType>;
  FailedJobList?: FailedJobListResolvers<ContextType>;
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
  GeocodeResult?: GeocodeResultResolvers<ContextType>;
  Holiday?: HolidayResolvers<ContextType>;
  HolidayCentre?: HolidayCentreResolvers<ContextType>;
  Level?: LevelResolvers<ContextType>;
  LevelList?: LevelListResolvers<ContextType>;
  LoginUrl?: LoginUrlResolvers<ContextType>;
  ModuleCategory?: ModuleCategoryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyAccount?: MyAccountResolvers<ContextType>;
  NewEnquiryResult?: NewEnquiryResultResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationContent?: NotificationContentResolvers<ContextType>;
  NotificationList?: NotificationListResolvers<ContextType>;
  ParentChild?: ParentChildResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegistrationInfo?: RegistrationInfoResolvers<ContextType>;
  ResultError?: ResultErrorResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RoleList?: RoleListResolvers<ContextType>;
  RoleModifier?: RoleModifierResolvers<ContextType>;
  RoleTemplate?: RoleTemplateResolvers<ContextType>;
  School?: SchoolResolvers<ContextType>;
  SchoolConfig?: SchoolConfigResolvers<ContextType>;
  SchoolConfigList?: SchoolConfigListResolvers<ContextType>;
  SidebarMenuItem?: SidebarMenuItemResolvers<ContextType>;
  Staff?: StaffResolvers<ContextType>;
  StaffCentre?: StaffCentreResolvers<ContextType>;
  StaffList?: StaffListResolvers<ContextType>;
  StaffRole?: StaffRoleResolvers<ContextType>;
  StaffUser?: StaffUserResolvers<ContextType>;
  SuggestedLevel?: SuggestedLevelResolvers<ContextType>;
  TrialPeriodInvoice?: TrialPeriodInvoiceResolvers<ContextType>;
  UploadTarget?: UploadTargetResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAccessControl?: UserAccessControlResolvers<ContextType>;
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
  Visit?: VisitResolvers<ContextType>;
  VisitAvailability?: VisitAvailabilityResolvers<ContextType>;
  VisitList?: VisitListResolvers<ContextType>;
  VisitTimeSlot?: VisitTimeSlotResolvers<ContextType>;
};

