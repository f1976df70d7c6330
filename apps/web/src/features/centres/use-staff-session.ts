import { useSession } from '../../shell/session/session-context'

/**
 * The session on a centre page. The route gate mounts these pages only for a signed-in user holding the route's
 * permission, so `me` is loaded. Creating and deleting centres is for head office staff: the server refuses
 * others, so the screens do not offer it to them.
 */
export function useStaffSession() {
  const { me, can } = useSession()
  if (!me) throw new Error('Centre pages are mounted only for a signed-in user')
  const canWrite = can('centres.write')
  return { me, can, canWrite, canCreate: canWrite && me.isHQStaff }
}
