import { actorOf } from '../../../platform/authz/actor'
import type { MutationSaveBroadcastingArgs as Args } from '../../../generated/graphql'
import type { SignedInGrant } from '../../../platform/authz/authorize'
import { actions } from '../../../platform/authz/catalogue'
import { guard, guardByCase } from '../../../platform/authz/guard'
import type { Context } from '../../../platform/context'
import { withDetails } from '../listing'
import { saveBroadcast } from '../publishing'
import { toBroadcast } from './broadcast-mapper'

const idsOf = (a: Args, type: string) => a.dto.scopes.filter((s) => s.type === type).map((s) => s.ID)

/** Every school, centre, class and child the broadcast goes to is a target: the caller must reach each one. */
const targetsOf = (a: Args) => ({
  school: [a.IDSchool, ...idsOf(a, 'school')],
  broadcast: a.dto.ID ?? null,
  centre: idsOf(a, 'centre'),
  class: idsOf(a, 'class'),
  child: idsOf(a, 'child'),
})

const save = async (args: Args, grant: SignedInGrant, ctx: Context) => {
  const row = await saveBroadcast(ctx.db, ctx, actorOf(grant.viewer), args.dto, args.publish)
  const [saved] = await withDetails(ctx.db, ctx, [{ ...row, readCount: 0, isRead: null }])
  return toBroadcast(saved)
}

/** A broadcast to the whole school (a school scope) is head office's; any other, the writer's who reaches it. */
export const saveBroadcasting = guardByCase(
  (a: Args) => idsOf(a, 'school').length > 0,
  guard(actions.broadcasts.writeSchoolWide, targetsOf, save),
  guard(actions.broadcasts.write, targetsOf, save),
)
