import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const giroModule = defineModule(import.meta.url, resolvers)

// The module's public surface: what other modules may use of giro. Its events (giroReady, giroApproved, giroEnded): ./events.ts.
export { hasGiroApplication } from './accounts'
export { endMandatesOfChildLeft } from './child-left'
export type { GiroApproved, GiroEnded, GiroReady } from './events'
export { selectChildEnquiriesIn } from './queries'
