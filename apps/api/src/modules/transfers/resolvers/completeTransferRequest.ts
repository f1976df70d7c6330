import type { MutationCompleteTransferRequestArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { completeTransfer } from '../completion'
import { transferView } from '../views'

export const completeTransferRequest = guard(
  actions.transfers.complete,
  (a: Args) => ({ transferDestination: a.IDTransfer }),
  async (args: Args, { viewer }, ctx) => {
    await completeTransfer(ctx.db, ctx.config, viewer, args.IDTransfer, args.remark)
    return transferView(ctx.db, viewer.schoolId, args.IDTransfer)
  },
)
