import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const registrationModule = defineModule(import.meta.url, resolvers)

// The module's public surface: the subsidy tables for the demo seed and for tests; the saved form for the consent.
export { insertSubsidySchedule, selectRegistrationSteps, selectSubsidySchedule } from './queries'
