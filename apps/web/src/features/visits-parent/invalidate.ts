import {
  availableDaysQuery,
  enquiryFrontendStatesQuery,
  parentChildrenQuery,
  parentEnquiriesQuery,
  trialPeriodInvoiceQuery,
  visitTimeSlotsQuery,
} from './documents'

/** What a booking or cancellation makes stale (useGqlMutation's `invalidates`): the enquiries, their flow, fees, and the free days and times. */
export const enquiryDocuments = [
  parentEnquiriesQuery,
  enquiryFrontendStatesQuery,
  trialPeriodInvoiceQuery,
  availableDaysQuery,
  visitTimeSlotsQuery,
  parentChildrenQuery,
]
