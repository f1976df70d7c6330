import { useSession } from '../../shell/session/session-context'

/** The session on the school configuration page, which the route gate mounts only for a signed-in user. */
export function useStaffSession() {
  const { me, can } = useSession()
  if (!me) throw new Error('The school configuration page is mounted only for a signed-in user')
  return { me, can }
}
