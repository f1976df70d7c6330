import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { meSource } from '../me'

/** Reads nothing beyond the viewer; the User field resolvers load what the query selects. */
export const me = guard(actions.identity.self, async (_args: Record<string, never>, { viewer }, ctx) =>
  meSource(ctx.db, viewer),
)
