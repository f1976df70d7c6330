import { actorOf } from '../../../platform/authz/actor'
import type { MutationApproveTransferRequestBySourceCentreStaffArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { decideBySource } from '../decisions'
import { transferView } from '../views'

export const approveTransferRequestBySourceCentreStaff = guard(
  actions.transfers.approveSource,
  (a: Args) => ({ transferSource: a.IDTransfer }),
  async (args: Args, { viewer }, ctx) => {
    await decideBySource(ctx.db, ctx.config, actorOf(viewer), args.IDTransfer, true, args.decision)
    return transferView(ctx.db, viewer.schoolId, args.IDTransfer)
  },
)
