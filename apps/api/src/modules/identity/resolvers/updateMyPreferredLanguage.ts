import type { MutationUpdateMyPreferredLanguageArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { updateMyPreferredLanguage as update } from '../language'

export const updateMyPreferredLanguage = guard(
  actions.identity.self,
  async (args: MutationUpdateMyPreferredLanguageArgs, { viewer }, ctx) => update(ctx.db, viewer, args),
)
