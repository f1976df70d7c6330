import { type AccessType, hasAccess, type ModuleCategoryCode } from '@preschool/domain'
import { type CentreScope, centreScopeOf, scopeIncludes } from './centre-scope'
import { limitedToClasses } from './class-scope'
import type { RowFacts } from './targets'
import type { Viewer } from './viewer'

/**
 * One way an action may be satisfied; an action holds when any of its rules does (eVaka's `Action.kt` model).
 * - public: anyone, signed in or not;
 * - signedIn: any signed-in user of the target's school, acting on their own data;
 * - parent: a signed-in user whose first role is not a staff role, and a parent of the target (a child's parent or
 *   guardian, the family of an enquiry or visit; at school level any parent of the school);
 * - staff: a staff user holding `access` on `module` (any staff user when `module` is null) whose centres reach
 *   one of the target's centres (HQ reaches every centre; a school-wide target needs no centre); a class-scope user
 *   only reaches a class or child of their classes. With `schoolWide`, only head-office (HQ) staff hold it: the
 *   school's own settings, and what changes every centre at once (a public holiday, a new centre).
 */
export type Rule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'parent' }
  | { kind: 'staff'; module: ModuleCategoryCode | null; access: AccessType; schoolWide?: true }

export const open = { kind: 'public' } as const satisfies Rule
export const signedIn = { kind: 'signedIn' } as const satisfies Rule
export const parent = { kind: 'parent' } as const satisfies Rule
export const anyStaff = { kind: 'staff', module: null, access: 'read' } as const satisfies Rule
export const staff = (module: ModuleCategoryCode, access: AccessType) =>
  ({ kind: 'staff', module, access }) as const satisfies Rule
/** Head-office staff holding `access` on `module`: they reach every centre, and only they change the whole school. */
export const hq = (module: ModuleCategoryCode, access: AccessType) =>
  ({ kind: 'staff', module, access, schoolWide: true }) as const satisfies Rule

/** The part of a rule that depends on the caller alone: checked before any target is loaded. */
export function holdsForViewer(viewer: Viewer, rule: Rule): boolean {
  switch (rule.kind) {
    case 'public':
    case 'signedIn':
      return true
    case 'parent':
      return !viewer.isStaff
    case 'staff':
      return (
        viewer.isStaff &&
        (!rule.schoolWide || viewer.isHQStaff) &&
        (rule.module === null || hasAccess(viewer.access[rule.module] ?? 0, rule.access))
      )
  }
}

/** Staff reach a target through one of its centres, or through every one where the target changes each of them. */
function reaches(scope: CentreScope, target: RowFacts): boolean {
  if (scope.all) return true
  if (target.centreIds === null) return !target.reachEvery
  return target.reachEvery
    ? target.centreIds.every((id) => scopeIncludes(scope, id))
    : target.centreIds.some((id) => scopeIncludes(scope, id))
}

/** The part of a rule that depends on the target (already known to be of the caller's school). */
export function holdsAt(viewer: Viewer, rule: Rule, target: RowFacts): boolean {
  switch (rule.kind) {
    case 'public':
    case 'signedIn':
      return true
    case 'parent':
      return target.isParent
    case 'staff':
      // Class scope narrows staff to their classes where the target belongs to classes (a class, a child).
      return (
        reaches(centreScopeOf(viewer), target) && !(limitedToClasses(viewer) && target.inClassScope === false)
      )
  }
}
