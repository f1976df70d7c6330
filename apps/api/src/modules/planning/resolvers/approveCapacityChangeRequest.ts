import type { MutationApproveCapacityChangeRequestArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { approveCapacityRequest } from '../capacity-requests'
import { toCapacityDraft } from './draft-mapper'

export const approveCapacityChangeRequest = guard(
  actions.planning.decide,
  (a: MutationApproveCapacityChangeRequestArgs) => ({ capacityDraft: a.DraftID }),
  async (args: MutationApproveCapacityChangeRequestArgs, grant, ctx) =>
    toCapacityDraft(await approveCapacityRequest(ctx.db, ctx.config, grant, args.DraftID, args.Remarks)),
)
