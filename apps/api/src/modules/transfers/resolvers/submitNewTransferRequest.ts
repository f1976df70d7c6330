import type { MutationSubmitNewTransferRequestArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { submitTransfer } from '../request'
import { transferView } from '../views'

export const submitNewTransferRequest = guard(
  actions.transfers.submit,
  (a: MutationSubmitNewTransferRequestArgs) => ({ child: a.childID }),
  async (args: MutationSubmitNewTransferRequestArgs, { viewer }, ctx) =>
    transferView(
      ctx.db,
      viewer.schoolId,
      await submitTransfer(ctx.db, viewer, args.childID, args.transferData),
    ),
)
