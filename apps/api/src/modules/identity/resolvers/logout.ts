import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { logout as signOut } from '../login'

export const logout = guard(actions.identity.self, async (_args: Record<string, never>, { viewer }, ctx) => {
  await signOut(ctx.db, viewer.sessionId)
  return true
})
