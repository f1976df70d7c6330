import type { MutationCancelEventArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { cancelEvent as cancel } from '../drafts'
import { toEvent } from './event-mapper'

export const cancelEvent = guard(
  actions.events.manage,
  (a: MutationCancelEventArgs) => ({ event: a.IDEvent }),
  async (args: MutationCancelEventArgs, { viewer }, ctx) =>
    toEvent(await cancel(ctx.db, viewer, args.IDEvent, { remarks: args.remarks })),
)
