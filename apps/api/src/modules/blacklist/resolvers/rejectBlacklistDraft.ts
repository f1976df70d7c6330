import type { MutationRejectBlacklistDraftArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { reject } from '../requests'
import { toBlacklistDraft } from './blacklist-mapper'

export const rejectBlacklistDraft = guard(
  actions.blacklist.decide,
  (a: MutationRejectBlacklistDraftArgs) => ({ blacklistDraft: a.IDBlacklistDraft }),
  async (args: MutationRejectBlacklistDraftArgs, grant, ctx) =>
    toBlacklistDraft(await reject(ctx.db, grant.viewer, args.IDBlacklistDraft, args.remark)),
)
