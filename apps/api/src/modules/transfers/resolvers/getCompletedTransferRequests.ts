import type { QueryGetCompletedTransferRequestsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listTransfers } from '../views'

export const getCompletedTransferRequests = guard(
  actions.transfers.read,
  bySchool,
  (args: QueryGetCompletedTransferRequestsArgs, grant, ctx) =>
    listTransfers(ctx.db, grant, args.filter, args.pagination, 'completed'),
)
