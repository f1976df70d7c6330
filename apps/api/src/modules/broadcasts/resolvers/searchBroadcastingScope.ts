import type { QuerySearchBroadcastingScopeArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { searchScopes } from '../scope-queries'

export const searchBroadcastingScope = guard(
  actions.broadcasts.compose,
  bySchool,
  (args: QuerySearchBroadcastingScopeArgs, grant, ctx) => {
    const text = args.search.trim()
    return text.length === 0 || text.length > 60 ? [] : searchScopes(ctx.db, grant, text)
  },
)
