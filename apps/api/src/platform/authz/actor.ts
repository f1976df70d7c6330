import type { Viewer } from './viewer'

/**
 * Who a service acts for once the guard has let the caller through: their school and user. Services take this
 * rather than the grant or the whole viewer when all they do is stamp rows (created by, decided by) and keep to the
 * school; a service that lists by the caller's reach takes the grant (its centre scope and held rules).
 */
export interface Actor {
  schoolId: number
  userId: number
}

/** The actor of a signed-in caller (a grant's or a context's viewer). */
export const actorOf = (viewer: Pick<Viewer, 'schoolId' | 'userId'>): Actor => ({
  schoolId: viewer.schoolId,
  userId: viewer.userId,
})
