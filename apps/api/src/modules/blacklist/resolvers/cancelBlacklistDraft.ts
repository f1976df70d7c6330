import type { MutationCancelBlacklistDraftArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { cancel } from '../requests'
import { toBlacklistDraft } from './blacklist-mapper'

export const cancelBlacklistDraft = guard(
  actions.blacklist.cancel,
  (a: MutationCancelBlacklistDraftArgs) => ({ blacklistDraft: a.IDBlacklistDraft }),
  async (args: MutationCancelBlacklistDraftArgs, grant, ctx) =>
    toBlacklistDraft(await cancel(ctx.db, grant.viewer, args.IDBlacklistDraft, args.remark)),
)
