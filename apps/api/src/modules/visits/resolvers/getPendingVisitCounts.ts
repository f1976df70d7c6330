import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { pendingVisitCounts } from '../lists'

export const getPendingVisitCounts = guard(actions.visits.read, async (_args, { viewer, centres }, ctx) =>
  (await pendingVisitCounts(ctx.db, viewer, centres)).map((row) => ({
    IDCentre: row.centreId,
    pending: row.pending,
  })),
)
