import { actorOf } from '../../../platform/authz/actor'
import type { MutationNewFeeDraftArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { openDraft } from '../drafts'

export const newFeeDraft = guard(
  actions.fees.write,
  (a: MutationNewFeeDraftArgs) => ({ school: a.IDSchool, centre: a.fkCentre }),
  (args: MutationNewFeeDraftArgs, { viewer }, ctx) =>
    openDraft(ctx.db, actorOf(viewer), args.fkCentre, args.data),
)
