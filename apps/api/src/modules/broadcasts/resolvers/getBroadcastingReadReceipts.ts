import type { QueryGetBroadcastingReadReceiptsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { readReceipts } from '../listing'

export const getBroadcastingReadReceipts = guard(
  actions.broadcasts.receipts,
  (a: QueryGetBroadcastingReadReceiptsArgs) => ({ broadcast: a.IDBroadcasting }),
  (args: QueryGetBroadcastingReadReceiptsArgs, _grant, ctx) =>
    readReceipts(ctx.db, args.IDBroadcasting, args.unreadOnly ?? false, args.pagination),
)
