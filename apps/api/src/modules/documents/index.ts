import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const documentsModule = defineModule(import.meta.url, resolvers)

// The module's public surface: what other modules may use of documents.
export { DOCUMENT_LINK_TTL_S } from './child-documents'
export { type DocumentDeps } from './uploads'
// esign keeps each signed withdrawal form in the child's documents.
export { keepSignedForm } from './signed-forms'
