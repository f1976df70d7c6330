import type { MutationApproveBlacklistDraftArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { approve } from '../requests'
import { toBlacklistDraft } from './blacklist-mapper'

export const approveBlacklistDraft = guard(
  actions.blacklist.decide,
  (a: MutationApproveBlacklistDraftArgs) => ({ blacklistDraft: a.IDBlacklistDraft }),
  async (args: MutationApproveBlacklistDraftArgs, grant, ctx) =>
    toBlacklistDraft(await approve(ctx.db, grant.viewer, args.IDBlacklistDraft, args.remark)),
)
