/** The domain events the esign module publishes; other modules subscribe through the platform's bus. */
export interface ConsentCompleted {
  schoolId: number
  enquiryId: number
  /** The app's address, for subscribers that tell people with links back. */
  publicUrl: string
}

declare module '../../platform/events/bus' {
  interface DomainEvents {
    /**
     * Every participant signed an enquiry's registration consent and the enquiry moved to the registration payment,
     * inside the last signature's transaction.
     */
    consentCompleted: ConsentCompleted
  }
}
