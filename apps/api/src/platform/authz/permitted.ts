import { hasAccess } from '@preschool/domain'
import { type Action, actions } from './catalogue'
import type { Viewer } from './viewer'

/** Whether a signed-in viewer holds an action: the same rules `authorize` enforces, as a yes or no. */
export function holds(viewer: Viewer, action: Action): boolean {
  switch (action.kind) {
    case 'public':
    case 'signedIn':
      return true
    case 'parent':
      return !viewer.isStaff
    case 'anyStaff':
      return viewer.isStaff
    case 'staff':
      return viewer.isStaff && hasAccess(viewer.access[action.module] ?? 0, action.access)
  }
}

const isAction = (value: object): value is Action => 'kind' in value

/**
 * The keys ('levels.read', 'levels.write', ...) of the catalogue's area actions the viewer holds, so the web shows
 * and hides by them instead of re-implementing role logic. The generic top-level kinds (public, signedIn...) are
 * not areas and are left out.
 */
export function permittedActions(viewer: Viewer): string[] {
  const keys: string[] = []
  for (const [area, entry] of Object.entries(actions)) {
    if (isAction(entry)) continue
    for (const [verb, action] of Object.entries(entry)) {
      if (holds(viewer, action)) keys.push(`${area}.${verb}`)
    }
  }
  return keys
}
