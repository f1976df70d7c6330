/** The domain events the enquiries module publishes; other modules subscribe through the platform's bus. */
export interface EnquiryCancelled {
  schoolId: number
  enquiryId: number
}

declare module '../../platform/events/bus' {
  interface DomainEvents {
    /** An open enquiry was cancelled, inside the cancelling transaction. */
    enquiryCancelled: EnquiryCancelled
  }
}
