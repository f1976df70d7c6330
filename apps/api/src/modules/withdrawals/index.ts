import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const withdrawalsModule = defineModule(import.meta.url, resolvers)

// The module's public surface: the last-day job (app/jobs.ts).
export { withdrawalLastDay } from './last-day'
// Names of children, people, codes and centres as the request screens show them (transfers show the same).
export {
  selectCentreLabels,
  selectChildNames,
  selectCodes,
  selectGuardians,
  selectUserNames,
} from './queries'
// The demo seed sends its waiting withdrawals' forms as a notice would.
export { makeWithdrawalForm } from './withdrawal-form'
