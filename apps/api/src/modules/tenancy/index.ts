import { defineModule } from '../../graphql/module'
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
