import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const classesModule = defineModule(import.meta.url, resolvers)

// The module's public surface: the promotion-day job (jobs.ts).
export { promotionDay } from './promotion'
