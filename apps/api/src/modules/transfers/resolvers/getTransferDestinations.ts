import type { QueryGetTransferDestinationsArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { transferDestinations } from '../destinations'

// Whoever may ask for the child's transfer may see where it can go.
export const getTransferDestinations = guard(
  actions.transfers.submit,
  (a: Args) => ({ child: a.childID }),
  (args: Args, { viewer }, ctx) =>
    transferDestinations(ctx.db, viewer.schoolId, args.childID, args.effectiveDate),
)
