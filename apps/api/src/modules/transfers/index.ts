import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const transfersModule = defineModule(import.meta.url, resolvers)

// The module's public surface: the effective-date job (app/jobs.ts).
export { transferEffectiveDate } from './completion'
