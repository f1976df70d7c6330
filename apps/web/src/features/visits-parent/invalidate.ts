import type { QueryClient } from '@tanstack/react-query'

/** Everything a booking or cancellation changes: the enquiries, their flow, fees, and the free days and times. */
const AFFECTED = [
  'ParentEnquiries',
  'EnquiryFrontendStates',
  'TrialPeriodInvoice',
  'AvailableDaysOfMonth',
  'VisitTimeSlots',
  'ParentChildren',
]

export const invalidateEnquiryData = (queryClient: QueryClient) =>
  Promise.all(AFFECTED.map((name) => queryClient.invalidateQueries({ queryKey: [name] })))
