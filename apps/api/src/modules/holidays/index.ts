import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const holidaysModule = defineModule(import.meta.url, resolvers)

// The module's public surface: what other modules may use of holidays.
export { type HolidayWithCentres } from './queries'
export { holidaysOverlapping } from './service'
