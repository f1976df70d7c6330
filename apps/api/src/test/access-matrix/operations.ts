import type { Victims } from './world'
const busDriverData = (v: Victims) => ({
  fkCentre: v.world.centre.id,
  firstname: 'Ah Kow',
  lastname: 'Lim',
  mobilePhone: '91234567',
})

/** Who calls in the matrix: no session, or one of the intruders of `world.ts`. */
export type Caller = 'anonymous' | 'otherParent' | 'noModule' | 'readOnly' | 'otherCentre' | 'otherSchoolHq'

/**
 * What the matrix expects of one root field. By default every caller is refused, except read-only staff on a query
 * (reading is what they may do) and staff of another centre on a school-wide action (`on: 'school'`: they are
 * staff of the same school), unless it is head office's alone (the school's settings: `hq` rules only). An entry
 * says only where that default does not fit.
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
  // the e-signature page: the single-use, expiring link's token is the capability (modules/esign tests)
  'getSigningDocument',
  'signConsentForm',
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
  // card payments: the enquiry's own parents only, never staff (modules/payments tests)
  getPaymentAccess: {},
  createPaymentSession: { variables: (v) => ({ InvoiceID: v.invoiceId }) },
  updatePaymentSession: { variables: (v) => ({ paymentOrderID: v.cardOrderId }) },
  // registration (the family's form; staff with enquiry read see it, the family alone writes it)
  enquiryByID: { variables: (v) => ({ id: v.family.enquiryId }) },
  getEnrolmentForm: {},
  getAdditionalInformation: {},
  getSubsidySchedule: {},
  startRegistration: {},
  saveEnrolmentForm: {},
  saveAdditionalInformation: {},
  markAsCompleted: {},
  insertOrUpdateParentByFkUser: {},
  insertOrUpdateUserAddress: {},
  // classes and children (class_management; lists filtered by the caller's centres and class scope)
  getAllClassInfo: {},
  getTeacherListOnInput: {},
  createNewClass: {},
  updateClassDetails: {},
  deleteClassAndTeachers: {},
  getClassPhotoUploadURL: {},
  findAllChild: {
    rows: {
      callers: ['otherCentre'],
      selection: '{ data { ID } }',
      ids: page,
      victim: (v) => v.family.childId,
    },
  },
  getChildrenData: {
    rows: {
      callers: ['otherCentre'],
      selection: '{ data { ID } }',
      ids: page,
      victim: (v) => v.family.childId,
    },
  },
  getPastChildrenData: {},
  childByID: {},
  getChildrenToAssignToClass: {},
  findAllGuardian: {},
  getFamilyContacts: {},
  updateMyAddressFromChild: {},
  updateChildEmergencyContact: {},
  // The preview and the run read only the children the caller reaches: another centre's staff get theirs.
  getPromotionPreview: {},
  promoteChildrenAndAssignClass: {},
  assignChildrenToClass: {},
  updateChildByFields: {},
  getChildPhotoUploadURL: {},
  // planning: capacity and vacancies of the victims' centre, and its capacity change requests
  capacitiesByFkCentreFkLevelYear: {},
  findAllVacancies: {},
  findAllNegativeVacanciesByCentre: {},
  capacityDraftsByFkSchool: {
    rows: {
      callers: ['otherCentre'],
      selection: '{ data { ID } }',
      ids: page,
      victim: (v) => v.capacityDraftId,
    },
  },
  submitVacancyPlanning: { variables: (v) => ({ CapacityDraft: { fkCentre: v.world.centre.id } }) },
  approveCapacityChangeRequest: {},
  rejectCapacityChangeRequest: {},
  cancelCapacityChangeRequest: {},
  // waitlist: lists answer within the caller's own reach (another centre's staff, another school's HQ get theirs)
  getWaitList: {
    rows: {
      callers: ['otherCentre', 'otherSchoolHq'],
      selection: '{ data { ID } }',
      ids: page,
      victim: (v) => v.family.enquiryId,
    },
  },
  searchChildInWaitList: {
    variables: () => ({ q: 'Ethan' }),
    rows: {
      callers: ['otherCentre', 'otherSchoolHq'],
      selection: '{ ID }',
      ids,
      victim: (v) => v.family.enquiryId,
    },
  },
  getWaitListFilter: {
    rows: {
      callers: ['otherCentre', 'otherSchoolHq'],
      selection: '{ centres { ID } }',
      ids: (data) => ids((data as { centres: unknown }).centres),
      victim: (v) => v.world.centre.id,
    },
  },
  getVacancyTab: {},
  getWaitListEnquiry: {},
  findAllChildActivityLog: {},
  findAllChildActivityLogByChild: {},
  // Tags belong to the school: staff of any of its centres read them; another school's HQ reads its own.
  findAllTags: {
    allow: ['otherCentre'],
    rows: { callers: ['otherSchoolHq'], selection: '{ ID }', ids, victim: (v) => v.tagId },
  },
  // A new tag goes to the caller's own school (no id names another).
  newTag: { allow: ['otherCentre', 'otherSchoolHq'] },
  // A school-wide tag's weight: any staff of the school with waitlist write.
  updateTagByFields: { allow: ['otherCentre'], variables: (v) => ({ ID: v.tagId }) },
  updateEnquiryTags: {},
  removeEnquiryTag: {},
  addChildActivityLog: {},
  updateEnquiryDetail: { variables: (v) => ({ ID: v.family.enquiryId }) },
  acceptVacancyForRegistration: {},
  rejectVacancyForRegistration: {},
  // The parent's own places in the queue (no id in the arguments; staff are refused by the rule).
  getMyWaitlistPositions: {
    rows: {
      callers: ['otherParent'],
      selection: '{ IDEnquiry }',
      ids: (rows) => (rows as { IDEnquiry: number }[]).map((row) => row.IDEnquiry),
      victim: (v) => v.family.enquiryId,
    },
  },
  // the enquiry state map (reference states are the same for every school)
  findAllEnquiryState: { allow: ['otherCentre', 'otherSchoolHq'] },
  findAllEnquiryStateMachineMap: {},
  enquiryStateMachineMapImpact: { variables: (v) => ({ IDSchool: v.world.school.id, IDMap: v.mapId }) },
  strandedEnquiryStates: {},
  addEnquiryStateMachineMap: {
    variables: (v) => ({ IDSchool: v.world.school.id, fromState: 'visit', toState: 'trial' }),
  },
  updateEnquiryStateMachineMap: {
    variables: (v) => ({ IDSchool: v.world.school.id, IDMap: v.mapId, priority: 3 }),
  },
  removeEnquiryStateMachineMap: {
    variables: (v) => ({ IDSchool: v.world.school.id, IDMap: v.mapId, confirm: true }),
  },
  // admissions
  findAllAdmission: {
    variables: (v) => ({ IDSchool: v.world.school.id, stageCode: 'blacklisted' }),
  },
  // Staff of any school may search; they find only their own centres' families.
  searchAdmissions: {
    allow: ['otherCentre', 'otherSchoolHq'],
    variables: (v) => ({ q: v.family.parent.email }),
    rows: {
      callers: ['otherCentre', 'otherSchoolHq'],
      selection: '{ ID }',
      ids,
      victim: (v) => v.family.enquiryId,
    },
  },
  getAdmissionFilters: {},
  admissionByID: {},
  // blacklist
  getBlackListData: {
    rows: { callers: ['otherCentre'], selection: '{ data { ID } }', ids: page, victim: (v) => v.blacklistId },
  },
  blacklistDraftsByFkSchool: {
    rows: {
      callers: ['otherCentre'],
      selection: '{ data { ID } }',
      ids: page,
      victim: (v) => v.blacklistDraftId,
    },
  },
  getChildRelationData: {},
  submitNewBlacklist: {
    variables: (v) => ({
      input: {
        fkChild: v.family.childId,
        fkParent: v.family.parent.id,
        fkCentre: v.world.centre.id,
        fkCode: v.codeId,
        remark: 'Matrix',
      },
    }),
  },
  submitRemoveBlacklist: { variables: (v) => ({ IDBlacklist: v.blacklistId, remark: 'Matrix' }) },
  approveBlacklistDraft: { variables: (v) => ({ IDBlacklistDraft: v.blacklistDraftId }) },
  rejectBlacklistDraft: { variables: (v) => ({ IDBlacklistDraft: v.blacklistDraftId, remark: 'Matrix' }) },
  cancelBlacklistDraft: { variables: (v) => ({ IDBlacklistDraft: v.blacklistDraftId, remark: 'Matrix' }) },
  // documents
  listRequiredDocuments: {},
  getEnquiryDocumentSummary: {},
  getUploadedDocument: {},
  getDocumentURL: { variables: (v) => ({ IDDocument: v.documentId }) },
  documentTypeConfigsByFkDocumentTypeConfig: {},
  getDocumentTypeByDocumentCategory: {},
  // The queue of the caller's own reach: staff of another centre and HQ of another school get theirs, never the
  // victims' document.
  findAllPendingDocument: {
    allow: ['otherCentre', 'otherSchoolHq'],
    rows: {
      callers: ['otherCentre', 'otherSchoolHq'],
      selection: '{ data { ID } }',
      ids: page,
      victim: (v) => v.documentId,
    },
  },
  getEnquiryDocumentUploadUrl: {},
  saveDocumentsByIDEnquiry: {
    variables: (v) => ({ uploadedDocuments: [{ documentTypeID: v.documentTypeId, key: 'x' }] }),
  },
  removeDocumentByIDEnquiry: { variables: (v) => ({ IDDocument: v.documentId }) },
  setDocumentUploadAsCompleted: {},
  submitForEndorsement: {},
  getDocumentUploadURLByIDDocumentTypeConfig: {
    variables: (v) => ({ IDDocumentTypeConfig: v.documentTypeId }),
  },
  saveDocument: { variables: (v) => ({ IDDocumentTypeConfig: v.documentTypeId }) },
  removeDocumentByStaff: { variables: (v) => ({ IDDocument: v.documentId }) },
  approveEnquiryDocument: { variables: (v) => ({ IDDocument: v.documentId }) },
  rejectEnquiryDocument: { variables: (v) => ({ IDDocument: v.documentId }) },
  markEnquiryDocumentAsNotRequired: { variables: (v) => ({ documentTypeID: v.documentTypeId }) },
  insertOrUpdateDocumentTypeConfig: {},
  // e-sign
  getConsentForm: {},
  getEnrolmentDocumentURL: {},
  createForm1: {},
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
  // ledger: the family's invoices and receipts, and staff's confirmation of a payment
  getEnquiryRegistrationInvoice: {},
  getEnquiryDraftMonthlyFeeInvoice: {},
  invoicePdf: {},
  receiptPdf: {},
  receiptByEnquiryID: {
    rows: {
      callers: ['otherParent', 'otherCentre', 'otherSchoolHq'],
      selection: '{ ID }',
      ids,
      victim: (v) => v.receiptId,
    },
  },
  findAllPurchaseItem: {},
  markRegistrationPaymentAsSuccessful: {},
  getEnrolmentStatus: {},
  // giro
  findAllBankBicCode: { own: true },
  bankAccountInfoByIDChild: {},
  bankAccountInfoByIDEnquiry: {},
  // Reasons are read from the caller's own school: staff with finance read elsewhere get their own school's list.
  getBankAccountStatusChangeReasonsByStatus: {
    allow: ['otherCentre', 'otherSchoolHq'],
    variables: () => ({ status: 'approved' }),
  },
  saveGiroApplication: {},
  addGiro: {},
  updateBankAccountStatus: {},
  // A mutation by the spec's name, but a read: finance staff with read may print the form for the bank.
  exportGiroApplicationPdf: { allow: ['readOnly'] },
  payRegistrationFeeByGiro: {},
  payGiroByInvoiceID: {},
}
