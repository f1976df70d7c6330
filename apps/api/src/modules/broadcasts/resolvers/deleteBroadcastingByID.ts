import type { MutationDeleteBroadcastingByIdArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { deleteBroadcast } from '../publishing'

export const deleteBroadcastingByID = guard(
  actions.broadcasts.write,
  (a: MutationDeleteBroadcastingByIdArgs) => ({ broadcast: a.IDBroadcasting }),
  async (args: MutationDeleteBroadcastingByIdArgs, grant, ctx) => {
    await deleteBroadcast(ctx.db, grant.viewer.schoolId, args.IDBroadcasting)
    return true
  },
)
