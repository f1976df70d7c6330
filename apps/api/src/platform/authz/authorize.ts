import type { Context } from '../context'
import { forbidden, notFound, unauthenticated } from '../errors/domain-error'
import type { Action } from './catalogue'
import { type CentreScope, centreScopeOf } from './centre-scope'
import { holdsAt, holdsForViewer, type Rule } from './rules'
import { assertNotMaker, isMaker } from './maker-checker'
import { resolveTarget, type RowFacts, type TargetIds, type TargetKind, targetLabel } from './targets'
import type { Viewer } from './viewer'

/** A signed-in caller let through: who, the centres they reach, and the rules of the action that held. */
export interface SignedInGrant {
  viewer: Viewer
  centres: CentreScope
  held: readonly Rule[]
}

/**
 * Whether the guard let the caller through as staff (a staff rule held), not as a family: services that answer the
 * two sides differently (all of a list, or the family's part) ask the grant rather than the caller's role.
 */
export const heldAsStaff = (grant: SignedInGrant): boolean => grant.held.some((rule) => rule.kind === 'staff')

/** Public actions may be called without a session; every other grant has a signed-in caller. */
export type Grant<A extends Action> = [Extract<A['rules'][number], { kind: 'public' }>] extends [never]
  ? SignedInGrant
  : { viewer: Viewer | null }

/**
 * Checks an action for the caller against its targets; throws `unauthorized` when it does not hold.
 * Order: the caller alone (no statement when no rule can hold), then each target: unknown is not found, another
 * school's is refused, and the rules must hold at every target.
 */
export async function authorize<A extends Action>(
  ctx: Context,
  action: A,
  targets: TargetIds,
): Promise<Grant<A>> {
  const viewer = await ctx.viewer()
  if (action.rules.some((rule) => rule.kind === 'public')) return { viewer } as Grant<A>
  if (!viewer) throw unauthenticated()
  let held = action.rules.filter((rule) => holdsForViewer(viewer, rule))
  if (held.length === 0) throw forbidden(action.refusal)
  for (const [kind, id] of targetList(targets)) {
    const facts = await resolveTarget(ctx.db, kind, id, viewer.userId)
    if (!facts) throw notFound(targetLabel(kind))
    if (facts.schoolId !== viewer.schoolId) throw forbidden()
    held = held.filter((rule) => holdsAt(viewer, rule, facts))
    if (held.length === 0) throw forbidden(action.refusal)
    if (action.decidedByAnother) assertNotMaker(viewer, facts)
  }
  return { viewer, centres: centreScopeOf(viewer), held } as SignedInGrant as Grant<A>
}

/** Each target id named, a kind's several ids one by one; null ids (an insert) are skipped. */
function targetList(targets: TargetIds): [TargetKind, number][] {
  return (Object.entries(targets) as [TargetKind, TargetIds[TargetKind]][]).flatMap(([kind, ids]) =>
    (Array.isArray(ids) ? ids : [ids])
      .filter((id): id is number => typeof id === 'number')
      .map((id) => [kind, id] as [TargetKind, number]),
  )
}

/**
 * Whether the viewer may perform an action on a row of their school already read (its facts built from the row's
 * columns): the guard's rules, for the per-row `can` lists the UI shows and hides by (eVaka's getPermittedActions).
 */
export function mayPerform(viewer: Viewer, action: Action, facts: RowFacts): boolean {
  if (action.decidedByAnother && isMaker(viewer, facts)) return false
  return action.rules.some((rule) => holdsForViewer(viewer, rule) && holdsAt(viewer, rule, facts))
}
