import type { MutationSubmitEventArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { submitEvent as run } from '../drafts'
import { toEvent } from './event-mapper'

export const submitEvent = guard(
  actions.events.write,
  (a: MutationSubmitEventArgs) => ({ event: a.IDEvent }),
  async (args: MutationSubmitEventArgs, { viewer }, ctx) => toEvent(await run(ctx.db, viewer, args.IDEvent)),
)
