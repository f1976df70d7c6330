import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { pendingVisitCounts } from '../lists'

export const getPendingVisitCounts = guard(
  actions.visits.read,
  // No one centre: the counts cover every centre in the caller's reach.
  () => ({ centre: null }),
  async (_args, { viewer, centres }, ctx) =>
    (await pendingVisitCounts(ctx.db, viewer, centres)).map((row) => ({
      IDCentre: row.centreId,
      pending: row.pending,
    })),
)
