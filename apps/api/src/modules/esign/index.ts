import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const esignModule = defineModule(import.meta.url, resolvers)

// The module's public surface: what other modules may use of esign (withdrawal forms 2 and 3 reuse its signer).
export { type ConsentContent, consentDocumentContent } from './consent-content'
export { consentFormOf, type EsignDeps } from './forms'
export { createWithdrawalForm, selectWithdrawalForms, sendWithdrawalFormLink } from './withdrawal-forms'
export type { ConsentCompleted } from './events'
