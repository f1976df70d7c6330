import { namedActorOf } from '../../../platform/authz/actor'
import type { MutationApproveFeeChangeRequestArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { approveDraft } from '../drafts'

export const approveFeeChangeRequest = guard(
  actions.fees.approve,
  (a: MutationApproveFeeChangeRequestArgs) => ({ feeDraft: a.IDFeeDraft }),
  (args: MutationApproveFeeChangeRequestArgs, { viewer }, ctx) =>
    approveDraft(ctx.db, namedActorOf(viewer), args.IDFeeDraft, args.remark, ctx.config.publicUrl),
)
