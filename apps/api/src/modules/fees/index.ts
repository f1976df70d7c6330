import { defineModule } from '../../platform/module'
import { approveFeeChangeRequest } from './resolvers/approveFeeChangeRequest'
import { cancelFeeChangeRequest } from './resolvers/cancelFeeChangeRequest'
import { findAllCurrentFeeTier } from './resolvers/findAllCurrentFeeTier'
import { findAllFeeDraft } from './resolvers/findAllFeeDraft'
import { feeDraftCan } from './resolvers/fee-mapper'
import { findAllFeeGroup } from './resolvers/findAllFeeGroup'
import { findAllUpcomingFeeTier } from './resolvers/findAllUpcomingFeeTier'
import { getFeeDraftImpact } from './resolvers/getFeeDraftImpact'
import { newFeeDraft } from './resolvers/newFeeDraft'
import { newFeeTier } from './resolvers/newFeeTier'
import { rejectFeeChangeRequest } from './resolvers/rejectFeeChangeRequest'
import { submitFeeDraft } from './resolvers/submitFeeDraft'
import { updateFeeDraftItems } from './resolvers/updateFeeDraftItems'

export const feesModule = defineModule(import.meta.url, {
  Query: {
    findAllFeeGroup,
    findAllCurrentFeeTier,
    findAllUpcomingFeeTier,
    findAllFeeDraft,
    getFeeDraftImpact,
  },
  Mutation: {
    newFeeTier,
    newFeeDraft,
    updateFeeDraftItems,
    submitFeeDraft,
    approveFeeChangeRequest,
    rejectFeeChangeRequest,
    cancelFeeChangeRequest,
  },
  FeeDraft: { can: feeDraftCan },
})

// The module's public surface: the ledger bills a family's monthly fee (and deposit) from the centre's tier.
export { type FeeQuestion, type MonthlyFee, monthlyFeeFor } from './fee-lookup'
