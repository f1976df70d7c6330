import type { MutationPublishEventArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { publishEvent as run } from '../drafts'
import { toEvent } from './event-mapper'

export const publishEvent = guard(
  actions.events.publish,
  (a: MutationPublishEventArgs) => ({ event: a.IDEvent }),
  async (args: MutationPublishEventArgs, { viewer }, ctx) => toEvent(await run(ctx.db, viewer, args.IDEvent)),
)
