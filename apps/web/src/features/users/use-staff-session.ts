import { useSession } from '../../shell/session/session-context'

/**
 * The session on a user management page. The route gate mounts these pages only for a signed-in user holding the
 * route's permission, so `me` is loaded; a missing one is a wiring bug, not a state to render.
 */
export function useStaffSession() {
  const { me, can } = useSession()
  if (!me) throw new Error('User management pages are mounted only for a signed-in user')
  return { me, can }
}
