import { actorOf } from '../../../platform/authz/actor'
import type { MutationCancelTransferRequestByUserArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { cancelByUser } from '../decisions'
import { transferView } from '../views'

export const cancelTransferRequestByUser = guard(
  actions.transfers.cancel,
  (a: Args) => ({ transfer: a.IDTransfer }),
  async (args: Args, { viewer }, ctx) => {
    await cancelByUser(ctx.db, actorOf(viewer), args.IDTransfer, args.remark)
    return transferView(ctx.db, viewer.schoolId, args.IDTransfer)
  },
)
