import { actorOf } from '../../../platform/authz/actor'
import type { MutationCancelFeeChangeRequestArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { cancelDraft } from '../drafts'

export const cancelFeeChangeRequest = guard(
  actions.fees.editDraft,
  (a: MutationCancelFeeChangeRequestArgs) => ({ feeDraft: a.IDFeeDraft }),
  (args: MutationCancelFeeChangeRequestArgs, { viewer }, ctx) =>
    cancelDraft(ctx.db, actorOf(viewer), args.IDFeeDraft, args.remark),
)
