import { subscribe } from '../../platform/events/bus'
import { callOffVisitsOfEnquiry } from './call-off'
import { defineModule } from '../../platform/module'
import { addCalendarEvent } from './resolvers/addCalendarEvent'
import { approveParentMeeting } from './resolvers/approveParentMeeting'
import { approveTrialPeriodVisit } from './resolvers/approveTrialPeriodVisit'
import { bookVisit } from './resolvers/bookVisit'
import { cancelAvailability } from './resolvers/cancelAvailability'
import { cancelParentMeeting } from './resolvers/cancelParentMeeting'
import { enquiryVisits } from './resolvers/enquiryVisits'
import { findAllCalendarEvent } from './resolvers/findAllCalendarEvent'
import { findAllVisitAvailability } from './resolvers/findAllVisitAvailability'
import { getAvailableDaysOfMonth } from './resolvers/getAvailableDaysOfMonth'
import { getPendingVisitCounts } from './resolvers/getPendingVisitCounts'
import { getScheduledVisits } from './resolvers/getScheduledVisits'
import { getScheduledVisitsOfChild } from './resolvers/getScheduledVisitsOfChild'
import { getTrialPeriodInvoice } from './resolvers/getTrialPeriodInvoice'
import { getVisitCalendarFile } from './resolvers/getVisitCalendarFile'
import { getVisitTimeSlot } from './resolvers/getVisitTimeSlot'
import { recordTrialPeriodPayment } from './resolvers/recordTrialPeriodPayment'
import { rejectScheduledVisit } from './resolvers/rejectScheduledVisit'
import { rejectTrialPeriodVisit } from './resolvers/rejectTrialPeriodVisit'
import { rescheduleTrialPeriodVisit } from './resolvers/rescheduleTrialPeriodVisit'
import { rescheduleVisit } from './resolvers/rescheduleVisit'
import { scheduleTrialPeriodVisit } from './resolvers/scheduleTrialPeriodVisit'
import { skipCentreVisit } from './resolvers/skipCentreVisit'
import { skipTrialVisit } from './resolvers/skipTrialVisit'
import { vacancyAvailableInCentreForLevel } from './resolvers/vacancyAvailableInCentreForLevel'

export const visitsModule = defineModule(import.meta.url, {
  Query: {
    getAvailableDaysOfMonth,
    getVisitTimeSlot,
    getScheduledVisits,
    getPendingVisitCounts,
    getScheduledVisitsOfChild,
    vacancyAvailableInCentreForLevel,
    findAllCalendarEvent,
    findAllVisitAvailability,
    getTrialPeriodInvoice,
    getVisitCalendarFile,
  },
  Mutation: {
    addCalendarEvent,
    cancelAvailability,
    bookVisit,
    rescheduleVisit,
    cancelParentMeeting,
    approveParentMeeting,
    rejectScheduledVisit,
    skipCentreVisit,
    scheduleTrialPeriodVisit,
    rescheduleTrialPeriodVisit,
    recordTrialPeriodPayment,
    approveTrialPeriodVisit,
    rejectTrialPeriodVisit,
    skipTrialVisit,
  },
  Enquiry: { visits: enquiryVisits },
})

// Cancelling an enquiry calls off its visits that will not take place, in the cancelling transaction.
subscribe('enquiryCancelled', async (tx, { enquiryId }) => {
  await callOffVisitsOfEnquiry(tx, enquiryId)
})
