/** The domain events the giro module publishes (the brief's payment-step contract); modules/enrolment subscribes. */
export interface GiroReady {
  schoolId: number
  childId: number
  /** The child's open enquiry at the payment step (pending_registration_payment or pending_giro), if any. */
  enquiryId: number | null
  /** The app's address, for the links of what subscribers send (as in ledger's registrationInvoicePaid). */
  publicUrl: string
}

export interface GiroApproved {
  schoolId: number
  childId: number
  publicUrl: string
}

export interface GiroEnded {
  schoolId: number
  childId: number
  /** What the school recorded: the bank rejected the application, or the mandate was terminated. */
  status: 'rejected' | 'terminated'
  actorId: number
  publicUrl: string
}

declare module '../../platform/events/bus' {
  interface DomainEvents {
    /** A GIRO application (a bank account, pending) was saved for a child, inside the saving transaction. */
    giroReady: GiroReady
    /**
     * The school approved a child's bank account, inside the approving transaction; or a family with an approved
     * account chose to pay the registration fee by GIRO (the approval stands for that enquiry too).
     */
    giroApproved: GiroApproved
    /** The school rejected or terminated a child's bank account, inside the changing transaction. */
    giroEnded: GiroEnded
  }
}
