/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

/** A configuration code as the option-list editor sends it. */
export type CodeInput = {
  active: boolean;
  description: string;
  label: string;
  /** Place in the option list, 0 to 9999; lists are sorted by sort order, then label. */
  sortOrder: number;
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

export type LatLngInput = {
  lat: number;
  lng: number;
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
}>;


export type NewEnquiryMutation = { newEnquiry: { success: boolean, error: Array<{ message: string, code: string | null }> | null, data: Array<{ ID: number, centre: { ID: number, label: string, code: string } }> | null } };

export type OfferedCentreListFragment = { totalCount: number, data: Array<{ ID: number, label: string, code: string, distance: number | null, addresses: Array<{ ID: number, address: string, postcode: string, lat: number | null, lng: number | null }> }> };

export type EnquiryEnrollmentCentresQueryVariables = Exact<{
  IDSchool: number;
  enrollmentDate: string;
  level: number;
  program?: number | null | undefined;
  nationality?: string | null | undefined;
}>;


export type EnquiryEnrollmentCentresQuery = { findAllEnrollmentCentresForSchool: { totalCount: number, data: Array<{ ID: number, label: string, code: string, distance: number | null, addresses: Array<{ ID: number, address: string, postcode: string, lat: number | null, lng: number | null }> }> } };

export type EnquiryCentresByPostalCodeQueryVariables = Exact<{
  postalCode: string;
  radius: number;
  enrollmentDate: string;
  level: number;
  filter: CentreSearchFilter;
  pagination?: Pagination | null | undefined;
}>;


export type EnquiryCentresByPostalCodeQuery = { findAllCentreByDistance: { totalCount: number, data: Array<{ ID: number, label: string, code: string, distance: number | null, addresses: Array<{ ID: number, address: string, postcode: string, lat: number | null, lng: number | null }> }> } };

export type EnquiryCentresByLocationQueryVariables = Exact<{
  location: LatLngInput;
  radius: number;
  enrollmentDate: string;
  level: number;
  filter: CentreSearchFilter;
  pagination?: Pagination | null | undefined;
}>;


export type EnquiryCentresByLocationQuery = { findNearestCentresByLatLong: { totalCount: number, data: Array<{ ID: number, label: string, code: string, distance: number | null, addresses: Array<{ ID: number, address: string, postcode: string, lat: number | null, lng: number | null }> }> } };

export type EnquiryPostalCodeLocationQueryVariables = Exact<{
  postalCode: string;
}>;


export type EnquiryPostalCodeLocationQuery = { geocodePostalCode: { postalCode: string, address: string, lat: number, lng: number } | null };

export type EnquiryPlaceSuggestionsQueryVariables = Exact<{
  searchVal: string;
}>;


export type EnquiryPlaceSuggestionsQuery = { searchPlaces: Array<{ postalCode: string, address: string, building: string | null, lat: number, lng: number }> };

export type FeeTiersQueryVariables = Exact<{
  IDSchool: number;
  fkCentre?: number | null | undefined;
}>;


export type FeeTiersQuery = { findAllCurrentFeeTier: Array<{ ID: number, fkCentre: number, label: string, effectiveForRegistrationFrom: string, effectiveForRegistrationTo: string | null, isLastTierInGroup: boolean, pending: boolean, feeGroup: { ID: number, groupCode: string }, centre: { ID: number, label: string }, fees: Array<{ ID: number, nationality: string, amount: number, effectiveFrom: string, effectiveTo: string | null, level: { ID: number, label: string }, program: { ID: number, label: string } }>, numberOfChildren: Array<{ numberOfChildren: number, level: { ID: number, label: string } }> }> };

export type UpcomingFeeTiersQueryVariables = Exact<{
  IDSchool: number;
  fkCentre?: number | null | undefined;
}>;


export type UpcomingFeeTiersQuery = { findAllUpcomingFeeTier: Array<{ ID: number, fkCentre: number, label: string, effectiveForRegistrationFrom: string, effectiveForRegistrationTo: string | null, isLastTierInGroup: boolean, pending: boolean, feeGroup: { ID: number, groupCode: string }, centre: { ID: number, label: string }, fees: Array<{ ID: number, nationality: string, amount: number, effectiveFrom: string, effectiveTo: string | null, level: { ID: number, label: string }, program: { ID: number, label: string } }>, numberOfChildren: Array<{ numberOfChildren: number, level: { ID: number, label: string } }> }> };

export type FeeTierFieldsFragment = { ID: number, fkCentre: number, label: string, effectiveForRegistrationFrom: string, effectiveForRegistrationTo: string | null, isLastTierInGroup: boolean, pending: boolean, feeGroup: { ID: number, groupCode: string }, centre: { ID: number, label: string }, fees: Array<{ ID: number, nationality: string, amount: number, effectiveFrom: string, effectiveTo: string | null, level: { ID: number, label: string }, program: { ID: number, label: string } }>, numberOfChildren: Array<{ numberOfChildren: number, level: { ID: number, label: string } }> };

export type FeeGroupsQueryVariables = Exact<{
  IDSchool: number;
}>;


export type FeeGroupsQuery = { findAllFeeGroup: Array<{ ID: number, groupCode: string, label: string }> };

export type FeeDraftsQueryVariables = Exact<{
  IDSchool: number;
  pagination?: Pagination | null | undefined;
}>;


export type FeeDraftsQuery = { findAllFeeDraft: { totalCount: number, pendingCount: number, data: Array<{ ID: number, fkUser: number, status: string, effectiveFrom: string, createdAt: string, centre: { ID: number, label: string }, feeTier: { ID: number, label: string }, user: { ID: number, firstname: string, lastname: string }, approver: { ID: number, firstname: string, lastname: string } | null, items: Array<{ ID: number, nationality: string, amount: number, lastAmount: number | null, level: { label: string }, program: { label: string } }>, activityLogs: Array<{ ID: number, status: string, remark: string | null, createdAt: string, user: { firstname: string, lastname: string } }> }> } };

export type FeeImpactQueryVariables = Exact<{
  IDFeeDraft: number;
}>;


export type FeeImpactQuery = { getFeeDraftImpact: { effectiveFrom: string, noticeMonths: number, needsNoticeWarning: boolean, lines: Array<{ nationality: string, lastAmount: number | null, amount: number, difference: number, numberOfChildren: number, level: { label: string }, program: { label: string } }>, families: Array<{ email: string | null, difference: number, parent: { ID: number, firstname: string, lastname: string } | null, children: Array<{ ID: number, firstname: string, lastname: string, difference: number }> }> } };

export type FeeCentresQueryVariables = Exact<{ [key: string]: never; }>;


export type FeeCentresQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string }> };

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


export type ParentEnquiriesQuery = { findAllEnquiry: { totalCount: number, data: Array<{ ID: number, fkChild: number, enrollmentPlan: string, active: boolean, vacancyAvailable: boolean, createdAt: string, admissionStatus: { ID: number, stateCode: string, label: string }, centre: { ID: number, label: string }, level: { ID: number, label: string }, program: { ID: number, label: string } | null, visits: Array<{ ID: number, visitType: string, visitFrom: string, visitTo: string, status: string, statusText: string, comment: string | null, trialPeriodFee: number | null, trialPeriodPaymentStatus: string | null }> }> } };

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

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { ID: number, fkSchool: number, firstname: string, lastname: string, email: string, birthdate: string | null, gender: string | null, homePhone: string | null, mobilePhone: string | null, mobilePhoneCountryCode: string | null, isHQStaff: boolean, hasCentreScopeAccess: boolean, hasClassScopeAccess: boolean, isStaff: boolean, can: Array<string>, userRoleRelations: Array<{ ID: number, fkRole: number, role: { ID: number, name: string, label: string, isStaff: boolean, roleTemplates: Array<{ ID: number, fkModuleCategory: number, access: number, moduleCategory: { ID: number, moduleCategoryCode: string, label: string } }> } }>, userAccessControls: Array<{ ID: number, fkSchool: number, fkCentre: number | null, fkClass: number | null, school: { ID: number, name: string } }>, parent: { ID: number, monthlyIncome: string | null, workplaceStaff: string | null } | null, childRelations: Array<{ ID: number, fkChild: number, child: { ID: number, firstname: string, lastname: string, race: string | null, nationality: string | null, dateOfBirth: string, birthCertificate: string | null, householdIncomeRange: string | null, childClasses: Array<{ from: string, to: string | null, program: { ID: number, label: string } | null, class: { ID: number, fkCentre: number, fkLevel: number, label: string } }> } }> } };

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
export const OfferedCentreListFragmentDoc = new TypedDocumentString(`
    fragment OfferedCentreList on EnrollmentCentreList {
  totalCount
  data {
    ID
    label
    code
    distance
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
export const FeeTierFieldsFragmentDoc = new TypedDocumentString(`
    fragment FeeTierFields on FeeTier {
  ID
  fkCentre
  label
  effectiveForRegistrationFrom
  effectiveForRegistrationTo
  isLastTierInGroup
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
    mutation NewEnquiry($schoolID: Int!, $email: String!, $phoneNumberCountryCode: String!, $phoneNumber: String!, $centreIDs: [Int!]!, $enquiry: EnquiryDetailsInput!, $pdpaConsentVersion: String) {
  newEnquiry(
    schoolID: $schoolID
    email: $email
    phoneNumberCountryCode: $phoneNumberCountryCode
    phoneNumber: $phoneNumber
    centreIDs: $centreIDs
    enquiry: $enquiry
    pdpaConsentVersion: $pdpaConsentVersion
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