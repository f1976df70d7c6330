import type { QueryGetTransferDraftArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { transferView } from '../views'

export const getTransferDraft = guard(
  actions.transfers.view,
  (a: QueryGetTransferDraftArgs) => ({ transfer: a.IDTransfer }),
  (args: QueryGetTransferDraftArgs, { viewer }, ctx) =>
    transferView(ctx.db, viewer.schoolId, args.IDTransfer),
)
