/** The domain events the ledger publishes; the enrolment module subscribes to them. */
export interface RegistrationInvoicePaid {
  schoolId: number
  enquiryId: number
  invoiceId: number
  /**
   * The app's address: subscribers tell people by email with links back (the settling call has the configuration,
   * a subscriber has only the transaction).
   */
  publicUrl: string
}

export interface InvoiceOutstandingLowered {
  schoolId: number
  invoiceId: number
}

declare module '../../platform/events/bus' {
  interface DomainEvents {
    /** An enquiry's registration invoice was paid in full, inside the settling transaction. */
    registrationInvoicePaid: RegistrationInvoicePaid
    /**
     * A payment or a credit note lowered what an invoice of any type owes, inside its transaction: a card checkout
     * opened for the former amount must not take it.
     */
    invoiceOutstandingLowered: InvoiceOutstandingLowered
  }
}
