import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const feesModule = defineModule(import.meta.url, resolvers)

// The module's public surface: the ledger bills a family's monthly fee (and deposit) from the centre's tier.
export { type FeeQuestion } from './fee-lookup-queries'
export { type MonthlyFee, monthlyFeeFor } from './fee-lookup'
// The public /parentinfo page shows the school's fees in force.
export { type FeeRange, feeRangesInForce } from './fee-ranges'
