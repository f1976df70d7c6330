import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { loadMe } from '../me'
import { toUser } from './user-mapper'

export const me = guard(actions.signedIn, async (_args: Record<string, never>, { viewer }, ctx) =>
  toUser(await loadMe(ctx.db, viewer), viewer),
)
