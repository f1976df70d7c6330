import { namedActorOf } from '../../../platform/authz/actor'
import type { MutationSubmitFeeDraftArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { submitDraft } from '../drafts'

export const submitFeeDraft = guard(
  actions.fees.editDraft,
  (a: MutationSubmitFeeDraftArgs) => ({ feeDraft: a.IDFeeDraft }),
  (args: MutationSubmitFeeDraftArgs, { viewer }, ctx) =>
    submitDraft(ctx.db, namedActorOf(viewer), args.IDFeeDraft, args.remark, ctx.config.publicUrl),
)
