import { defineModule } from '../../platform/module'
import { codesByLabelFkSchool } from './resolvers/codesByLabelFkSchool'
import { findAllConfigByCategory } from './resolvers/findAllConfigByCategory'
import { findAllSchoolConfig } from './resolvers/findAllSchoolConfig'
import { findSchool } from './resolvers/findSchool'
import { schoolConfigByFkSchoolKey } from './resolvers/schoolConfigByFkSchoolKey'

export const tenancyModule = defineModule(import.meta.url, {
  Query: {
    findAllSchoolConfig,
    schoolConfigByFkSchoolKey,
    findAllConfigByCategory,
    codesByLabelFkSchool,
    findSchool,
  },
})

// The module's public surface: what other modules may use of tenancy.
export {
  type CodeRow,
  lockSchool,
  selectActiveCodes,
  selectSchool,
  selectSchoolConfig,
  selectSchoolConfigs,
} from './queries'
export { toCode, toSchoolConfig } from './resolvers/tenancy-mapper'
