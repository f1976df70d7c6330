import type { QueryGetChildLatePickupEntriesArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { childLatePickups } from '../service'
import { toLatePickup } from './attendance-mapper'

export const getChildLatePickupEntries = guard(
  actions.attendance.ofChild,
  (a: QueryGetChildLatePickupEntriesArgs) => ({ child: a.childID }),
  async (args: QueryGetChildLatePickupEntriesArgs, { viewer }, ctx) => {
    const list = await childLatePickups(ctx.db, viewer.schoolId, args)
    return { ...list, data: list.data.map(toLatePickup) }
  },
)
