import type { MutationSaveBroadcastingArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { withDetails } from '../listing'
import { saveBroadcast } from '../publishing'
import { toBroadcast } from './broadcast-mapper'

const idsOf = (a: MutationSaveBroadcastingArgs, type: string) =>
  a.dto.scopes.filter((s) => s.type === type).map((s) => s.ID)

/** Every centre, class and child the broadcast goes to is a target: the caller must reach each one. */
export const saveBroadcasting = guard(
  actions.broadcasts.write,
  (a: MutationSaveBroadcastingArgs) => ({
    school: a.IDSchool,
    broadcast: a.dto.ID ?? null,
    centre: idsOf(a, 'centre'),
    class: idsOf(a, 'class'),
    child: idsOf(a, 'child'),
  }),
  async (args: MutationSaveBroadcastingArgs, grant, ctx) => {
    const row = await saveBroadcast(ctx.db, ctx, grant.viewer, args.dto, args.publish)
    const [saved] = await withDetails(ctx.db, ctx, [{ ...row, readCount: 0, isRead: null }])
    return toBroadcast(saved)
  },
)
