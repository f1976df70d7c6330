import type { ModuleAccess } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
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
  },
}
