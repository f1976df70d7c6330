import { defineModule } from '../../platform/module'
import { centreDetails } from './resolvers/centre-details'
import { findAllCentreForSchool } from './resolvers/findAllCentreForSchool'
import { findAllCentreLevel } from './resolvers/findAllCentreLevel'
import { getAccessibleCentresForModule } from './resolvers/getAccessibleCentresForModule'
import { insertOrUpdateCentreForSchool } from './resolvers/insertOrUpdateCentreForSchool'
import { removeCentreForSchool } from './resolvers/removeCentreForSchool'

export const centresModule = defineModule(import.meta.url, {
  Query: { getAccessibleCentresForModule, findAllCentreForSchool, findAllCentreLevel },
  Mutation: { insertOrUpdateCentreForSchool, removeCentreForSchool },
  Centre: centreDetails,
})

// The module's public surface: what other modules may use of centres.
export {
  type CentreAddressRow,
  type CentreWithAddresses,
  selectCentre,
  selectCentreAddresses,
  withAddresses,
} from './queries'
export { toCentreAddress } from './resolvers/centre-mapper'
