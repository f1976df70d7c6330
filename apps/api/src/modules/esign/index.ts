import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const esignModule = defineModule(import.meta.url, resolvers)

// The module's public surface: what other modules may use of esign (withdrawal forms 2 and 3 will reuse it).
export { type ConsentContent, consentDocumentContent } from './consent-content'
export { consentFormOf } from './forms'
export type { ConsentCompleted } from './events'
