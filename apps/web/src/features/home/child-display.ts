import { singaporeToday } from '@preschool/domain'
import type { MeChild } from '../../shell/session/documents'

export type ChildPlacement = MeChild['childClasses'][number]

/** The placement running today (the latest one when several overlap); undefined when the child has none. */
export function currentPlacement(child: MeChild, today = singaporeToday()): ChildPlacement | undefined {
  return child.childClasses.filter((c) => c.from <= today && (c.to === null || c.to >= today)).at(-1)
}

export const childName = (child: Pick<MeChild, 'firstname' | 'lastname'>) =>
  `${child.firstname} ${child.lastname}`.trim()

export { formatDate as displayDate } from '../../lib/format'

export const initialsOf = (firstname: string, lastname: string) =>
  `${firstname.charAt(0)}${lastname.charAt(0)}`.toUpperCase()
