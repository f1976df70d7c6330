import { useSession } from './session-context'

/**
 * The session on a staff screen. The route gate mounts staff screens only for a signed-in user holding the
 * route's permission, so `me` is loaded; a missing one is a wiring bug, not a state to render.
 */
export function useStaffSession() {
  const { me, can } = useSession()
  if (!me) throw new Error('Staff screens are mounted only for a signed-in user')
  return { me, can }
}
