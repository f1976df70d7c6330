import type { MutationCancelParentMeetingArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { cancelVisit } from '../booking'
import { toVisit } from './visit-mapper'

export const cancelParentMeeting = guard(
  actions.visits.manage,
  (a: MutationCancelParentMeetingArgs) => ({ visit: a.IDVisit }),
  async (args: MutationCancelParentMeetingArgs, { viewer }, ctx) =>
    toVisit(await cancelVisit(ctx.db, viewer, args.IDVisit)),
)
