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

/**
 * An actor whose name and address a service writes into what it sends (a notice naming who asked or decided, a
 * form that names its sender), as the caller signed in: the service need not read its own user again.
 */
export interface NamedActor extends Actor {
  firstname: string
  lastname: string
  email: string
}

export const namedActorOf = (
  viewer: Pick<Viewer, 'schoolId' | 'userId' | 'firstname' | 'lastname' | 'email'>,
): NamedActor => ({
  ...actorOf(viewer),
  firstname: viewer.firstname,
  lastname: viewer.lastname,
  email: viewer.email,
})

/** The actor's name as a notice shows it. */
export const actorName = (actor: Pick<NamedActor, 'firstname' | 'lastname'>) =>
  `${actor.firstname} ${actor.lastname}`.trim()
