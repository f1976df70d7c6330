import type { MutationApproveParentMeetingArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { approveCentreVisit } from '../decisions'
import { toVisit } from './visit-mapper'

export const approveParentMeeting = guard(
  actions.visits.approve,
  (a: MutationApproveParentMeetingArgs) => ({ visit: a.IDVisit }),
  async (args: MutationApproveParentMeetingArgs, grant, ctx) =>
    toVisit(await approveCentreVisit(ctx.db, ctx.config, grant, args.IDVisit, args.remarks)),
)
