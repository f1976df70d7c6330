import type { MutationSubmitRemoveBlacklistArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { submitRemove } from '../requests'
import { toBlacklistDraft } from './blacklist-mapper'

export const submitRemoveBlacklist = guard(
  actions.blacklist.requestRemoval,
  (a: MutationSubmitRemoveBlacklistArgs) => ({ blacklistEntry: a.IDBlacklist }),
  async (args: MutationSubmitRemoveBlacklistArgs, grant, ctx) =>
    toBlacklistDraft(await submitRemove(ctx.db, grant.viewer, args)),
)
