import type { Victims } from './world'

/** Who calls in the matrix: no session, or one of the intruders of `world.ts`. */
export type Caller = 'anonymous' | 'otherParent' | 'noModule' | 'readOnly' | 'otherCentre' | 'otherSchoolHq'

/**
 * What the matrix expects of one root field. By default every caller is refused, except read-only staff on a query
 * (reading is what they may do) and staff of another centre on a school-wide action (`on: 'school'`: they are
 * staff of the same school). An entry says only where that default does not fit.
 */
export interface MatrixEntry {
  /** The caller acts on their own data (their session, menu, notifications): only a caller without one is refused. */
  own?: true
  /** Callers who may legitimately call the operation on these arguments (each says why, in a comment). */
  allow?: Caller[]
  /** A list answered to these callers must not hold the victims' row. */
  rows?: {
    callers: Caller[]
    selection: string
    ids: (data: unknown) => number[]
    victim: (v: Victims) => number
  }
  /** Variables the generated ones do not fit (an id under another name, a value the list needs to answer). */
  variables?: (v: Victims) => Record<string, unknown>
}

const busDriverData = (v: Victims) => ({
  fkCentre: v.world.centre.id,
  firstname: 'Ah Kow',
  lastname: 'Lim',
  mobilePhone: '91234567',
})
const ids = (rows: unknown) => (rows as { ID: number }[]).map((row) => row.ID)
const page = (data: unknown) => ids((data as { data: unknown }).data)

/**
 * Root fields anyone may call, signed in or not: sign-in and registration before a session exists, a school's
 * public face (name, theme, settings, option lists, active levels) and the public enquiry form with its look-ups.
 * They are not called here: each module's tests cover their abuse (rate limits, duplicates).
 */
export const PUBLIC_OPERATIONS = [
  // the load balancer's health check
  'health',
  // identity and SSO: before any session exists
  'login',
  'registrationInfo',
  'getLoginUrl',
  'validateUser',
  'forgetPassword',
  'resetPassword',
  'register',
  'sendOTP',
  'validateOTP',
  // tenancy: what the sign-in and enquiry pages show of a school
  'findAllSchoolConfig',
  'schoolConfigByFkSchoolKey',
  'findAllConfigByCategory',
  'codesByLabelFkSchool',
  'findSchool',
  'getLevelsForSchool',
  // the public enquiry form and its look-ups (rate-limited per address)
  'geocodePostalCode',
  'searchPlaces',
  'suggestLevel',
  'findAllEnrollmentCentresForSchool',
  'findNearestCentresByLatLong',
  'findAllCentreByDistance',
  'isExistingParent',
  'isExistingChild',
  'newEnquiry',
] as const

/** Every guarded root field: a new one fails the matrix until it has an entry here. */
export const MATRIX: Record<string, MatrixEntry> = {
  // levels, school configuration, roles, staff: school-wide
  findAllLevelsConfig: {},
  findAllAuditLog: {},
  findAllFailedJob: {},
  insertOrUpdateLevelForSchool: {},
  removeLevelForSchool: {},
  findAllCodesForAdmin: {},
  updateSchoolConfig: {},
  insertOrUpdateCode: {},
  setCodeActive: {},
  getSchoolBrandingUploadURL: {},
  findRoleByFkSchool: {},
  findAllModuleCategory: {},
  addRole: {},
  updateRole: {},
  removeRole: {},
  activateRole: {},
  findAllStaff: {},
  findStaffByID: {},
  addNewStaff: {},
  updateStaff: {},
  removeStaff: {},
  activateStaff: {},
  // Directory look-ups read the identity provider, not school data: any staff with user management write.
  getADUserByEmail: { allow: ['otherCentre', 'otherSchoolHq'] },
  getADUsersByName: { allow: ['otherCentre', 'otherSchoolHq'] },
  // the caller's own session, menu, notifications and files
  me: { own: true },
  logout: { own: true },
  getNotifications: { own: true },
  markNotifications: { own: true },
  fileUrl: { own: true },
  // the parent's own account page (no user id in the arguments; staff are refused by the rule)
  myAccount: { own: true },
  myConsents: { own: true },
  updateMyProfile: { own: true },
  requestEmailChange: { own: true },
  confirmEmailChange: { own: true },
  changeMyPassword: { own: true },
  // Everyone of the school has a menu; another school's is refused.
  findSidebarMenuByUser: { allow: ['otherParent', 'noModule'] },
  // centres
  findAllCentreForSchool: {
    rows: {
      callers: ['otherCentre'],
      selection: '{ data { ID } }',
      ids: page,
      victim: (v) => v.world.centre.id,
    },
  },
  // Any staff member who reaches the centre may see what it offers.
  findAllCentreLevel: { allow: ['noModule'] },
  getAccessibleCentresForModule: {
    variables: () => ({ module: 'centre_management', accessType: 'read' }),
    rows: {
      callers: ['noModule', 'otherCentre', 'otherSchoolHq'],
      selection: '{ ID }',
      ids,
      victim: (v) => v.world.centre.id,
    },
  },
  insertOrUpdateCentreForSchool: {},
  removeCentreForSchool: {},
  // holidays
  getCentreHolidaysOfYear: {
    variables: (v) => ({ IDSchool: v.world.school.id, year: v.holidayYear }),
    rows: { callers: ['otherParent'], selection: '{ ID }', ids, victim: (v) => v.holidayId },
  },
  createHoliday: {},
  getHolidayPhotoUploadURL: {},
  updateHolidayDetails: {},
  deleteHolidayDetails: {},
  // enquiries
  findAllEnquiry: {
    rows: {
      callers: ['otherParent', 'otherCentre', 'otherSchoolHq'],
      selection: '{ data { ID } }',
      ids: page,
      victim: (v) => v.family.enquiryId,
    },
  },
  findAllChildrenByParent: {
    rows: { callers: ['otherParent'], selection: '{ ID }', ids, victim: (v) => v.family.childId },
  },
  getEnquiryFrontendStates: {},
  cancelEnquiry: { variables: (v) => ({ ID: v.family.enquiryId }) },
  // visits
  getAvailableDaysOfMonth: {},
  getVisitTimeSlot: {},
  getScheduledVisits: {},
  getScheduledVisitsOfChild: {},
  // Any staff member who reaches the centre may ask for its vacancy.
  vacancyAvailableInCentreForLevel: { allow: ['noModule'] },
  findAllCalendarEvent: {},
  // Counts of the caller's own reach: staff of another centre and HQ of another school get theirs, never the
  // victims' centre.
  getPendingVisitCounts: {
    allow: ['otherCentre', 'otherSchoolHq'],
    rows: {
      callers: ['otherCentre', 'otherSchoolHq'],
      selection: '{ IDCentre }',
      ids: (rows) => (rows as { IDCentre: number }[]).map((row) => row.IDCentre),
      victim: (v) => v.world.centre.id,
    },
  },
  findAllVisitAvailability: {},
  getTrialPeriodInvoice: {},
  getVisitCalendarFile: {},
  addCalendarEvent: {},
  cancelAvailability: {},
  bookVisit: {},
  rescheduleVisit: {},
  cancelParentMeeting: {},
  approveParentMeeting: {},
  rejectScheduledVisit: {},
  skipCentreVisit: {},
  scheduleTrialPeriodVisit: {},
  rescheduleTrialPeriodVisit: {},
  recordTrialPeriodPayment: {},
  approveTrialPeriodVisit: {},
  rejectTrialPeriodVisit: {},
  skipTrialVisit: {},
  findAllBus: {
    rows: { callers: ['otherCentre'], selection: '{ data { ID } }', ids: page, victim: (v) => v.busId },
  },
  findAllBusDriver: {
    rows: { callers: ['otherCentre'], selection: '{ data { ID } }', ids: page, victim: (v) => v.busDriverId },
  },
  findAllChildrenNotAssignedToBus: {},
  // The victims' centre, a valid plate and a child of that centre: only the reach can refuse.
  insertOrUpdateBusForSchool: {
    variables: (v) => ({
      data: { fkCentre: v.world.centre.id, plateNumber: 'SBS3229P' },
      children: [v.busFreeChildId],
    }),
  },
  removeBusById: {},
  insertBusDriver: { variables: (v) => ({ data: busDriverData(v) }) },
  updateBusDriverByFields: { variables: (v) => ({ data: busDriverData(v) }) },
  deleteBusDriverByID: {},
  findAllFeeGroup: {},
  findAllCurrentFeeTier: {
    rows: { callers: ['otherCentre'], selection: '{ ID }', ids, victim: (v) => v.feeTierId },
  },
  findAllUpcomingFeeTier: {},
  findAllFeeDraft: {
    rows: { callers: ['otherCentre'], selection: '{ data { ID } }', ids: page, victim: (v) => v.feeDraftId },
  },
  getFeeDraftImpact: {},
  newFeeTier: {},
  newFeeDraft: { variables: (v) => ({ fkCentre: v.world.centre.id }) },
  updateFeeDraftItems: {},
  submitFeeDraft: {},
  approveFeeChangeRequest: {},
  rejectFeeChangeRequest: {},
  cancelFeeChangeRequest: {},
}
