import { defineModule } from '../../platform/module'
import { createForm1 } from './resolvers/createForm1'
import { getConsentForm } from './resolvers/getConsentForm'
import { getEnrolmentDocumentURL } from './resolvers/getEnrolmentDocumentURL'
import { getSigningDocument } from './resolvers/getSigningDocument'
import { signConsentForm } from './resolvers/signConsentForm'

export const esignModule = defineModule(import.meta.url, {
  Query: { getConsentForm, getEnrolmentDocumentURL, getSigningDocument },
  Mutation: { createForm1, signConsentForm },
})

// The module's public surface: what other modules may use of esign (withdrawal forms 2 and 3 will reuse it).
export { type ConsentContent, consentDocumentContent } from './consent-content'
export { consentFormOf } from './forms'
export type { ConsentCompleted } from './events'
