import { defineModule } from '../../platform/module'
import { admissionByID } from './resolvers/admissionByID'
import { findAllAdmission } from './resolvers/findAllAdmission'
import { getAdmissionFilters } from './resolvers/getAdmissionFilters'
import { searchAdmissions } from './resolvers/searchAdmissions'

export const admissionsModule = defineModule(import.meta.url, {
  Query: { findAllAdmission, searchAdmissions, getAdmissionFilters, admissionByID },
})
