import type { MutationRejectCapacityChangeRequestArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { rejectCapacityRequest } from '../capacity-requests'
import { toCapacityDraft } from './draft-mapper'

export const rejectCapacityChangeRequest = guard(
  actions.planning.decide,
  (a: MutationRejectCapacityChangeRequestArgs) => ({ capacityDraft: a.DraftID }),
  async (args: MutationRejectCapacityChangeRequestArgs, grant, ctx) =>
    toCapacityDraft(await rejectCapacityRequest(ctx.db, ctx.config, grant, args.DraftID, args.Remarks)),
)
