import { actorOf } from '../../../platform/authz/actor'
import type { MutationUpdateFeeDraftItemsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { updateItems } from '../drafts'

export const updateFeeDraftItems = guard(
  actions.fees.editDraft,
  (a: MutationUpdateFeeDraftItemsArgs) => ({ feeDraft: a.IDFeeDraft }),
  (args: MutationUpdateFeeDraftItemsArgs, { viewer }, ctx) =>
    updateItems(ctx.db, actorOf(viewer), args.IDFeeDraft, args.items),
)
