import type { MutationCancelCapacityChangeRequestArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { recallCapacityRequest } from '../capacity-requests'
import { toCapacityDraft } from './draft-mapper'

export const cancelCapacityChangeRequest = guard(
  actions.planning.recall,
  (a: MutationCancelCapacityChangeRequestArgs) => ({ capacityDraft: a.DraftID }),
  async (args: MutationCancelCapacityChangeRequestArgs, grant, ctx) =>
    toCapacityDraft(await recallCapacityRequest(ctx.db, ctx.config, grant, args.DraftID, args.Remarks)),
)
