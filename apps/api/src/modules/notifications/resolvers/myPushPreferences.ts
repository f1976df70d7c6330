import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { ownPushPreferences } from '../push'

export const myPushPreferences = guard(
  actions.notifications.push,
  (_args: Record<string, never>, { viewer }, ctx) => ownPushPreferences(ctx.db, viewer),
)
