import { mayPerform } from './authorize'
import { type Action, type ActionKey, actionKey, catalogueEntries } from './catalogue'
import { holdsForViewer, type Rule } from './rules'
import type { RowFacts } from './targets'
import type { Viewer } from './viewer'

/**
 * The keys ('levels.read', 'visits.approve', ...) of the catalogue's actions the viewer may perform somewhere
 * (by their role, before any target), so the web shows and hides by them instead of re-implementing role logic.
 * Actions open to everyone, every signed-in user or any staff member say nothing of a role and are left out.
 */
const isModuleRule = (rule: Rule) => rule.kind === 'staff' && rule.module !== null
const PERMITTED_KEPT = 1000
const permittedByRoleFacts = new Map<string, ActionKey[]>()

export function permittedActions(viewer: Viewer): ActionKey[] {
  // Only the role facts the rules read decide the answer, and `me` asks on every page load: the catalogue is
  // walked once per combination of them (a school has a few dozen), not per request. Shared: callers must not
  // change the list. Bounded: emptied when it would pass PERMITTED_KEPT combinations.
  const key = viewer.isStaff
    ? `staff ${viewer.isHQStaff} ${Object.entries(viewer.access)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .join(' ')}`
    : 'parent'
  let keys = permittedByRoleFacts.get(key)
  if (!keys) {
    if (permittedByRoleFacts.size >= PERMITTED_KEPT) permittedByRoleFacts.clear()
    keys = walkCatalogue(viewer)
    permittedByRoleFacts.set(key, keys)
  }
  return keys
}

function walkCatalogue(viewer: Viewer): ActionKey[] {
  return catalogueEntries
    .filter(([, action]) =>
      action.rules.some(
        (rule) => (rule.kind === 'parent' || isModuleRule(rule)) && holdsForViewer(viewer, rule),
      ),
    )
    .map(([key]) => key)
}

/**
 * Per-row permitted actions (eVaka's getPermittedActions): of the actions a row offers in its state (a pending
 * request offers its decision), the keys of those the caller may perform on it, by the guard's own rules (reach,
 * class scope, head office, maker-approver). The UI shows a row's buttons by these keys and checks no role itself.
 */
export function permittedOn(viewer: Viewer, facts: RowFacts, offered: readonly Action[]): ActionKey[] {
  return offered.filter((action) => mayPerform(viewer, action, facts)).map(actionKey)
}

/** A GraphQL type's `can` field: the row's facts and offered actions, answered for the request's caller. */
export const canField =
  <Row>(factsOf: (row: Row) => RowFacts, offeredOf: (row: Row) => readonly Action[]) =>
  async (row: Row, _args: unknown, ctx: { viewer: () => Promise<Viewer | null> }): Promise<ActionKey[]> => {
    const viewer = await ctx.viewer()
    return viewer ? permittedOn(viewer, factsOf(row), offeredOf(row)) : []
  }
