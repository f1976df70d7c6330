import type { MutationSubmitNewBlacklistArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { submitNew } from '../requests'
import { toBlacklistDraft } from './blacklist-mapper'

export const submitNewBlacklist = guard(
  actions.blacklist.request,
  // The family must be within reach too: the child (its enquiries' and seats' centres), not only the centre named.
  (a: MutationSubmitNewBlacklistArgs) => ({ centre: a.input.fkCentre, child: a.input.fkChild }),
  async (args: MutationSubmitNewBlacklistArgs, grant, ctx) =>
    toBlacklistDraft(await submitNew(ctx.db, grant.viewer, args.input)),
)
