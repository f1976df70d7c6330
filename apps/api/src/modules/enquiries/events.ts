/** The domain events the enquiries module publishes; other modules subscribe through the platform's bus. */
export interface EnquiryCancelled {
  schoolId: number
  enquiryId: number
}

/** A new enquiry was made (the public form), inside the submitting transaction, after its answer was read. */
export interface EnquiryCreated {
  schoolId: number
  enquiryId: number
}

declare module '../../platform/events/bus' {
  interface DomainEvents {
    /**
     * A new enquiry was made. Published after the answer to the form was read, so that what a subscriber does (a
     * blacklisted family's enquiry is closed) never shows in the answer to a possibly anonymous caller.
     */
    enquiryCreated: EnquiryCreated
    /** An open enquiry was cancelled, inside the cancelling transaction. */
    enquiryCancelled: EnquiryCancelled
  }
}
