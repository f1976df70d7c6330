import type { MutationUpdateEventDetailsArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard, guardByCase } from '../../../platform/authz/guard'
import type { Grant } from '../../../platform/authz/authorize'
import type { Context } from '../../../platform/context'
import { updateDetails } from '../drafts'
import { toEvent } from './event-mapper'
import { isSchoolWide, scopeTargets } from './event-targets'

const update = async (args: Args, { viewer }: Grant<typeof actions.events.manage>, ctx: Context) =>
  toEvent(await updateDetails(ctx.db, viewer, args.IDEvent, args.eventData))

export const updateEventDetails = guardByCase(
  isSchoolWide,
  guard(actions.events.manageSchoolWide, (a: Args) => ({ event: a.IDEvent }), update),
  guard(actions.events.manage, (a: Args) => scopeTargets(a.IDEvent, a.eventData), update),
)
