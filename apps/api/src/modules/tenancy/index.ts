import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const tenancyModule = defineModule(import.meta.url, resolvers)

// The module's public surface: what other modules may use of tenancy.
export {
  type CodeRow,
  lockSchool,
  selectActiveCodes,
  selectSchool,
  selectSchoolConfig,
  selectSchoolConfigs,
  upsertSchoolConfig,
} from './queries'
export { toCode, toSchoolConfig } from './resolvers/tenancy-mapper'
