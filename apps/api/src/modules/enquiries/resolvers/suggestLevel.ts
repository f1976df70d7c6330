import type { QuerySuggestLevelArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { suggestLevel as suggest } from '../level-suggestion'
import { toSuggestedLevel } from './enquiry-mapper'

export const suggestLevel = guard(
  actions.enquiries.form,
  async (args: QuerySuggestLevelArgs, _grant, ctx) => {
    const level = await suggest(ctx.db, args)
    return level ? toSuggestedLevel(level) : null
  },
)
