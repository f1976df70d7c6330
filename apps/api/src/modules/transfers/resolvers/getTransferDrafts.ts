import type { QueryGetTransferDraftsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listTransfers } from '../views'

export const getTransferDrafts = guard(
  actions.transfers.read,
  bySchool,
  (args: QueryGetTransferDraftsArgs, grant, ctx) =>
    listTransfers(ctx.db, grant, args.filter, args.pagination, 'drafts'),
)
