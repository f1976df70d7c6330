// The hot operations measured on the large-operator dataset: what each screen asks for (the web's own documents
// where it has one), called as the caller who makes it. `ids` are looked up on the loaded dataset (scale.mjs).
import { benchTokens } from './dataset.mjs'
import { webDocument } from './web-documents.mjs'

const enquiryList = /* GraphQL */ `
  query StaffEnquiries($pagination: Pagination) {
    findAllEnquiry(pagination: $pagination) {
      totalCount
      data {
        ID
        firstname
        lastname
        childFirstname
        childLastname
        enrollmentPlan
        createdAt
        admissionStatus {
          ID
          stateCode
          label
        }
        centre {
          ID
          label
          code
        }
        user {
          ID
          email
          mobilePhone
          mobilePhoneCountryCode
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
          status
        }
      }
    }
  }
`

const page = (perPage) => ({ pagination: { page: 1, perPage } })

/** Each: name, the caller's token (none: anonymous), the document and its variables; `light` ones are per page. */
export function scaleOperations(ids) {
  const search = {
    radius: 5,
    enrollmentDate: ids.enrollmentDate,
    level: ids.levelId,
    filter: { fkSchool: ids.schoolId },
    pagination: { page: 1, perPage: 100 },
  }
  const locationDocs = 'apps/web/src/features/enquiry/location/documents.ts'
  return [
    { name: '{ __typename } (framework ceiling)', token: null, query: '{ __typename }', variables: {} },
    {
      name: 'me (parent)',
      light: true,
      token: benchTokens.parent,
      query: webDocument('apps/web/src/shell/session/documents.ts', 'Me'),
      variables: {},
    },
    {
      name: 'menu (HQ)',
      light: true,
      token: benchTokens.hq,
      query: webDocument('apps/web/src/shell/layout/documents.ts', 'SidebarMenu'),
      variables: { fkSchool: ids.schoolId },
    },
    {
      name: 'getNotifications (parent, 10)',
      light: true,
      token: benchTokens.parent,
      query: webDocument('apps/web/src/shell/notifications/documents.ts', 'Notifications'),
      variables: page(10),
    },
    ...[10, 50, 200].map((perPage) => ({
      name: `findAllEnquiry (big-centre staff, ${perPage})`,
      token: benchTokens.centreStaff,
      query: enquiryList,
      variables: page(perPage),
    })),
    ...[10, 50, 200].map((perPage) => ({
      name: `findAllEnquiry (HQ, ${perPage})`,
      token: benchTokens.hq,
      query: enquiryList,
      variables: page(perPage),
    })),
    ...[10, 50].map((perPage) => ({
      name: `findAllAdmission (HQ, document stage, ${perPage})`,
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/admissions/documents.ts', 'AdmissionsList'),
      variables: { IDSchool: ids.schoolId, stageCode: 'document', ...page(perPage) },
    })),
    {
      name: 'findAllAdmission (big-centre staff, pre_registration, 50)',
      token: benchTokens.centreStaff,
      query: webDocument('apps/web/src/features/admissions/documents.ts', 'AdmissionsList'),
      variables: { IDSchool: ids.schoolId, stageCode: 'pre_registration', ...page(50) },
    },
    ...[
      ['HQ', benchTokens.hq],
      ['big-centre staff', benchTokens.centreStaff],
    ].map(([who, token]) => ({
      name: `getAdmissionFilters (${who}, stage counts)`,
      token,
      query: webDocument('apps/web/src/features/admissions/documents.ts', 'AdmissionFilters'),
      variables: { IDSchool: ids.schoolId },
    })),
    ...[
      ['HQ', benchTokens.hq],
      ['big-centre staff', benchTokens.centreStaff],
    ].map(([who, token]) => ({
      name: `searchAdmissions (${who}, a family name)`,
      token,
      query: webDocument('apps/web/src/features/admissions/documents.ts', 'AdmissionsSearch'),
      variables: { q: 'Family12' },
    })),
    {
      name: 'blacklistDraftsByFkSchool (HQ, pending, 50)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/blacklist/documents.ts', 'BlacklistDrafts'),
      variables: { IDSchool: ids.schoolId, status: 'pending', ...page(50) },
    },
    {
      name: 'getBlackListData (HQ, 50)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/blacklist/documents.ts', 'BlacklistEntries'),
      variables: { IDSchool: ids.schoolId, ...page(50) },
    },
    {
      name: 'findAllEnrollmentCentresForSchool',
      token: null,
      query: webDocument(locationDocs, 'EnquiryEnrollmentCentres'),
      variables: { IDSchool: ids.schoolId, enrollmentDate: ids.enrollmentDate, level: ids.levelId },
    },
    {
      name: 'findAllCentreByDistance',
      token: null,
      query: webDocument(locationDocs, 'EnquiryCentresByPostalCode'),
      variables: { ...search, postalCode: '540339' },
    },
    {
      name: 'findNearestCentresByLatLong',
      token: null,
      query: webDocument(locationDocs, 'EnquiryCentresByLocation'),
      variables: { ...search, location: { lat: 1.3521, lng: 103.8198 } },
    },
    ...[50, 200].map((perPage) => ({
      name: `findAllCentreForSchool (HQ, ${perPage})`,
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/centres/documents.ts', 'Centres'),
      variables: { IDSchool: ids.schoolId, ...page(perPage) },
    })),
    {
      name: 'findAllStaff (HQ, 10)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/users/documents.ts', 'StaffList'),
      variables: { IDSchool: ids.schoolId, ...page(10) },
    },
    {
      name: 'findAllStaff (HQ, search)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/users/documents.ts', 'StaffList'),
      variables: { IDSchool: ids.schoolId, searchString: 'an', ...page(10) },
    },
    {
      name: 'findAllCentreForSchool (HQ, search)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/centres/documents.ts', 'Centres'),
      variables: { IDSchool: ids.schoolId, filter: { search: 'ng' }, ...page(50) },
    },
    ...[10, 50, 200].map((perPage) => ({
      name: `getWaitList (big-centre staff, ${perPage})`,
      token: benchTokens.centreStaff,
      query: webDocument('apps/web/src/features/waitlist/documents.ts', 'WaitList'),
      variables: page(perPage),
    })),
    ...[10, 50].map((perPage) => ({
      name: `getWaitList (HQ, ${perPage})`,
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/waitlist/documents.ts', 'WaitList'),
      variables: page(perPage),
    })),
    {
      name: 'searchChildInWaitList (HQ, a family name)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/waitlist/documents.ts', 'WaitlistSearch'),
      variables: { q: 'Family12' },
    },
    {
      name: 'getWaitListFilter (HQ)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/waitlist/documents.ts', 'WaitListFilterOptions'),
      variables: {},
    },
    {
      name: 'getVacancyTab (busy centre)',
      token: benchTokens.centreStaff,
      query: webDocument('apps/web/src/features/waitlist/documents.ts', 'WaitlistVacancyTab'),
      variables: { IDCentre: ids.busyCentreId },
    },
    {
      name: 'getMyWaitlistPositions (parent)',
      token: benchTokens.parent,
      query: webDocument('apps/web/src/features/waitlist/documents.ts', 'MyWaitlistPositions'),
      variables: {},
    },
    ...[
      ['big-centre staff', benchTokens.centreStaff],
      ['HQ', benchTokens.hq],
    ].map(([who, token]) => ({
      name: `findAllPendingDocument (${who}, 50)`,
      token,
      query: webDocument('apps/web/src/features/documents/documents.ts', 'PendingDocuments'),
      variables: page(50),
    })),
    ...[
      ['big-centre staff', benchTokens.centreStaff],
      ['HQ', benchTokens.hq],
    ].flatMap(([who, token]) => [
      {
        name: `getUpcomingEvents (${who}, 50)`,
        token,
        query: webDocument('apps/web/src/features/events/documents.ts', 'UpcomingEvents'),
        variables: { IDSchool: ids.schoolId, ...page(50) },
      },
      {
        name: `getPastEvents (${who}, 50)`,
        token,
        query: webDocument('apps/web/src/features/events/documents.ts', 'PastEvents'),
        variables: { IDSchool: ids.schoolId, ...page(50) },
      },
    ]),
    {
      name: 'getEventRsvpChildList (busy centre event, attending, 500)',
      token: benchTokens.centreStaff,
      query: webDocument('apps/web/src/features/events/documents.ts', 'EventRsvps'),
      variables: { IDEvent: ids.busyEventId, status: 'attending', pagination: { page: 1, perPage: 500 } },
    },
    {
      name: 'eventById + getRsvpStatusCountDetails (busy centre event)',
      token: benchTokens.centreStaff,
      query: webDocument('apps/web/src/features/events/documents.ts', 'EventDetails'),
      variables: { IDEvent: ids.busyEventId },
    },
    {
      name: 'getEventPhotos (busy centre event, 40 photos with tags)',
      token: benchTokens.centreStaff,
      query: webDocument('apps/web/src/features/event-photos/documents.ts', 'StaffEventPhotos'),
      variables: { IDEvent: ids.busyEventId },
    },
    {
      name: 'findAllBus (HQ, 50)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/buses/documents.ts', 'Buses'),
      variables: { IDSchool: ids.schoolId, ...page(50) },
    },
    {
      name: 'findAllBusDriver (HQ, 50)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/buses/documents.ts', 'BusDrivers'),
      variables: { IDSchool: ids.schoolId, ...page(50) },
    },
    {
      name: 'findAllChildrenNotAssignedToBus (busy centre)',
      token: benchTokens.centreStaff,
      query: webDocument('apps/web/src/features/buses/documents.ts', 'BusFreeChildren'),
      variables: { IDSchool: ids.schoolId, centreID: ids.busyCentreId },
    },
    // HQ's page loads one centre's tiers at a time at this size (FeeManagementPage); the whole brand is the API's
    // worst case, about 1 MB.
    {
      name: 'findAllCurrentFeeTier (HQ, a centre)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/fees/documents.ts', 'FeeTiers'),
      variables: { IDSchool: ids.schoolId, fkCentre: ids.busyCentreId },
    },
    {
      name: 'findAllCurrentFeeTier (HQ, every centre)',
      hot: false,
      why: 'beyond ten centres the page asks one centre at a time; half the fees table is read whole, the cheaper plan',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/fees/documents.ts', 'FeeTiers'),
      variables: { IDSchool: ids.schoolId },
    },
    {
      name: 'findAllFeeDraft (HQ, 50)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/fees/documents.ts', 'FeeDrafts'),
      variables: { IDSchool: ids.schoolId, ...page(50) },
    },
    {
      name: 'findAllFeeDraft (HQ, 1 per page)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/fees/documents.ts', 'FeeDrafts'),
      variables: { IDSchool: ids.schoolId, pagination: { page: 1, perPage: 1 } },
    },
    {
      name: 'receiptByEnquiryID (HQ, 50 enquiries)',
      token: benchTokens.hq,
      query: `query BenchReceipts($IDEnquiries: [Int!]) { receiptByEnquiryID(IDEnquiries: $IDEnquiries) {
        ID IDInvoice IDEnquiry receiptNo amount paymentType referenceNo createdAt } }`,
      variables: { IDEnquiries: ids.paidEnquiryIds },
    },
    {
      name: 'getEnquiryRegistrationInvoice (HQ, issued)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/payment/documents.ts', 'PaymentRegistrationInvoice'),
      variables: { IDEnquiry: ids.payingEnquiryId },
    },
    {
      name: 'searchFinance (HQ, a family name)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/finance/account-documents.ts', 'FinanceSearch'),
      variables: { IDSchool: ids.schoolId, keyword: 'tan', ...page(50) },
    },
    {
      name: 'searchFinance (HQ, an invoice number)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/finance/account-documents.ts', 'FinanceSearch'),
      variables: { IDSchool: ids.schoolId, keyword: 'INV-000100', ...page(50) },
    },
    {
      name: 'searchFinance (HQ, a parent name)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/finance/account-documents.ts', 'FinanceSearch'),
      variables: { IDSchool: ids.schoolId, keyword: 'parent1234', ...page(50) },
    },
    {
      name: 'searchFinance (HQ, an amount)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/finance/account-documents.ts', 'FinanceSearch'),
      variables: { IDSchool: ids.schoolId, keyword: '$1,000.00', ...page(50) },
    },
    {
      name: 'getAccountListing (parent, own child)',
      token: benchTokens.parent,
      query: webDocument('apps/web/src/features/finance/account-documents.ts', 'FinanceAccountListing'),
      variables: { IDChild: ids.parentChildId },
    },
    {
      name: 'findAllCalendarEvent (busy centre, this month)',
      token: benchTokens.centreStaff,
      query: webDocument('apps/web/src/features/calendar/documents.ts', 'CalendarMonth'),
      variables: { IDCentre: ids.busyCentreId, year: ids.year, month: ids.month },
    },
    ...[50, 200].map((perPage) => ({
      name: `getAllClassInfo (HQ, ${perPage})`,
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/classes/documents.ts', 'ClassesList'),
      variables: { IDSchool: ids.schoolId, ...page(perPage) },
    })),
    ...[50, 200].map((perPage) => ({
      name: `getChildrenData (HQ, ${perPage})`,
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/classes/documents.ts', 'ClassChildren'),
      variables: { IDSchool: ids.schoolId, ...page(perPage) },
    })),
    {
      name: 'getChildrenData (HQ, search)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/classes/documents.ts', 'ClassChildren'),
      variables: { IDSchool: ids.schoolId, filter: { search: 'tan' }, ...page(50) },
    },
    {
      name: 'getChildrenData (big-centre staff, 50)',
      token: benchTokens.centreStaff,
      query: webDocument('apps/web/src/features/classes/documents.ts', 'ClassChildren'),
      variables: { IDSchool: ids.schoolId, ...page(50) },
    },
    {
      name: 'capacityDraftsByFkSchool (HQ, 10)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/planning/documents.ts', 'PlanningDrafts'),
      variables: { IDSchool: ids.schoolId, filter: {}, ...page(10) },
    },
    {
      name: 'findAllVacancies (busy centre, next 12 months)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/planning/documents.ts', 'PlanningVacancyMonths'),
      variables: {
        CentreID: ids.busyCentreId,
        ServiceLevel: ids.levelId,
        Year: ids.year,
        fromMonth: ids.enrollmentDate,
      },
    },
    {
      name: 'findAllNegativeVacanciesByCentre (busy centre)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/planning/documents.ts', 'PlanningNegativeVacancies'),
      variables: { centreID: ids.busyCentreId },
    },
    {
      name: 'getPastChildrenData (HQ, 50)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/classes/documents.ts', 'ClassPastChildren'),
      variables: { IDSchool: ids.schoolId, ...page(50) },
    },
    {
      name: 'getPromotionPreview (busy centre)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/classes/documents.ts', 'PromotionPreview'),
      variables: { IDSchool: ids.schoolId, centreID: ids.busyCentreId },
    },
    {
      name: 'getChildrenToAssignToClass (a class of the busy centre)',
      token: benchTokens.centreStaff,
      query: webDocument('apps/web/src/features/classes/documents.ts', 'ChildrenToAssign'),
      variables: { IDSchool: ids.schoolId, classID: ids.busyClassId },
    },
    {
      name: 'getTeacherListOnInput (busy centre)',
      token: benchTokens.centreStaff,
      query: webDocument('apps/web/src/features/classes/documents.ts', 'ClassTeacherSearch'),
      variables: { IDSchool: ids.schoolId, centreID: ids.busyCentreId, search: 'an' },
    },
    {
      name: 'findAllChildActivityLogByChild (the busiest child, 10)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/classes/profile-documents.ts', 'ChildActivityPage'),
      variables: { IDChild: ids.activityChildId, ...page(10) },
    },
    {
      name: 'findAllUpcomingFeeTier (HQ, a centre)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/fees/documents.ts', 'UpcomingFeeTiers'),
      variables: { IDSchool: ids.schoolId, fkCentre: ids.busyCentreId },
    },
    {
      name: 'findAllFeeGroup (HQ)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/fees/documents.ts', 'FeeGroups'),
      variables: { IDSchool: ids.schoolId },
    },
    {
      name: 'findAllTags (HQ)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/waitlist/documents.ts', 'WaitlistTags'),
      variables: {},
    },
    {
      name: 'bankAccountInfoByIDChild (HQ, a child paying by GIRO)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/giro/documents.ts', 'GiroChildBankAccounts'),
      variables: { IDChild: ids.giroChildId },
    },
    {
      name: "getAttendanceByClass (big-centre staff, a class's register yesterday)",
      token: benchTokens.centreStaff,
      query: webDocument('apps/web/src/features/attendance/documents.ts', 'AttendanceRegister'),
      variables: { classID: ids.busyClassId, date: ids.yesterday },
    },
    {
      name: 'getCentreAttendanceSummaries (big-centre staff, the month so far)',
      token: benchTokens.centreStaff,
      query: webDocument('apps/web/src/features/attendance/documents.ts', 'AttendanceCentreSummary'),
      variables: { centreId: ids.busyCentreId, from: ids.monthStart, to: ids.yesterday },
    },
    {
      name: "getChildAttendances (parent, their child's month)",
      token: benchTokens.parent,
      query: webDocument('apps/web/src/features/attendance/documents.ts', 'ChildAttendanceDays'),
      variables: { childID: ids.parentChildId, from: ids.monthStart, to: ids.yesterday },
    },
    {
      name: 'findAllBankBicCode (HQ)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/giro/documents.ts', 'GiroBankCodes'),
      variables: {},
    },
    ...[
      ['HQ', benchTokens.hq],
      ['big-centre staff', benchTokens.centreStaff],
      ['parent inbox', benchTokens.parent],
    ].map(([who, token]) => ({
      name: `getBroadcasting (${who}, 50)`,
      token,
      query: webDocument('apps/web/src/features/broadcasts/documents.ts', 'BroadcastList'),
      variables: { IDSchool: ids.schoolId, filter: {}, pagination: { page: 1, perPage: 50 } },
    })),
    // Leaving and moving (issue 26): the four request lists as HQ and the big centre's principal open them (centre
    // staff decide no withdrawal or transfer); the rows are 86-leaving.sql's.
    ...[
      ['HQ', benchTokens.hq],
      ['big-centre principal', benchTokens.principal],
    ].flatMap(([who, token]) =>
      [
        ['getTransferDrafts', 'transfers', 'TransferDrafts'],
        ['getCompletedTransferRequests', 'transfers', 'CompletedTransfers'],
        ['findAllWithdrawalDraft', 'withdrawals', 'WithdrawalDrafts'],
        ['findAllWithdrawal', 'withdrawals', 'CompletedWithdrawals'],
      ].map(([field, feature, operation]) => ({
        name: `${field} (${who}, 50)`,
        token,
        query: webDocument(`apps/web/src/features/${feature}/documents.ts`, operation),
        variables: { IDSchool: ids.schoolId, filter: {}, pagination: { page: 1, perPage: 50 } },
      })),
    ),
    // Leave (issue 28): the calendar's and the Leave tab's month of a busy centre, a child's tab and the big centre
    // staff member's own leave; the rows are 88-leave.sql's.
    {
      name: 'getCentreLeaveRequests (big-centre principal, this month)',
      token: benchTokens.principal,
      query: webDocument('apps/web/src/features/leave/documents.ts', 'CentreLeaveRequests'),
      variables: { centreID: ids.busyCentreId, from: ids.monthStart, to: ids.monthEnd },
    },
    {
      name: "getChildLeaveRequests (parent, their child's year)",
      token: benchTokens.parent,
      query: webDocument('apps/web/src/features/leave/documents.ts', 'ChildLeaveRequests'),
      variables: { childID: ids.parentChildId },
    },
    {
      name: 'getMyLeaveRequests (big-centre staff)',
      token: benchTokens.centreStaff,
      query: webDocument('apps/web/src/features/leave/documents.ts', 'MyLeaveRequests'),
      variables: {},
    },
    {
      name: 'getBroadcastingReadReceipts (HQ, school-wide, unread, 200)',
      token: benchTokens.hq,
      query: webDocument('apps/web/src/features/broadcasts/documents.ts', 'BroadcastReceipts'),
      variables: { id: ids.schoolBroadcastId, unreadOnly: true, pagination: { page: 1, perPage: 200 } },
    },
  ]
}
