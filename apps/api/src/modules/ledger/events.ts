/** The domain events the ledger publishes; the enrolment module subscribes to them. */
export interface RegistrationInvoicePaid {
  schoolId: number
  enquiryId: number
  invoiceId: number
}

declare module '../../platform/events/bus' {
  interface DomainEvents {
    /** An enquiry's registration invoice was paid in full, inside the settling transaction. */
    registrationInvoicePaid: RegistrationInvoicePaid
  }
}
