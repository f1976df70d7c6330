import { actorOf } from '../../../platform/authz/actor'
import type { MutationApproveTransferRequestByDestinationCentreStaffArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { decideByDestination } from '../decisions'
import { transferView } from '../views'

export const approveTransferRequestByDestinationCentreStaff = guard(
  actions.transfers.approveDestination,
  (a: Args) => ({ transferDestination: a.IDTransfer }),
  async (args: Args, { viewer }, ctx) => {
    await decideByDestination(ctx.db, ctx.config, actorOf(viewer), args.IDTransfer, true, args.decision)
    return transferView(ctx.db, viewer.schoolId, args.IDTransfer)
  },
)
