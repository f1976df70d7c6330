import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const centresModule = defineModule(import.meta.url, resolvers)

// The module's public surface: what other modules may use of centres.
export {
  type CentreAddressRow,
  type CentreWithAddresses,
  selectCentre,
  selectCentreAddresses,
  withAddresses,
} from './queries'
export { toCentreAddress } from './resolvers/centre-mapper'
