import { namedActorOf } from '../../../platform/authz/actor'
import type { MutationRejectFeeChangeRequestArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { rejectDraft } from '../drafts'

export const rejectFeeChangeRequest = guard(
  actions.fees.approve,
  (a: MutationRejectFeeChangeRequestArgs) => ({ feeDraft: a.IDFeeDraft }),
  (args: MutationRejectFeeChangeRequestArgs, { viewer }, ctx) =>
    rejectDraft(ctx.db, namedActorOf(viewer), args.IDFeeDraft, args.remark, ctx.config.publicUrl),
)
