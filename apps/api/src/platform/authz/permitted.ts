import { type ActionKey, catalogueEntries } from './catalogue'
import { holdsForViewer, type Rule } from './rules'
import type { Viewer } from './viewer'

/**
 * The keys ('levels.read', 'visits.approve', ...) of the catalogue's actions the viewer may perform somewhere
 * (by their role, before any target), so the web shows and hides by them instead of re-implementing role logic.
 * Actions open to everyone, every signed-in user or any staff member say nothing of a role and are left out.
 */
const isModuleRule = (rule: Rule) => rule.kind === 'staff' && rule.module !== null

export function permittedActions(viewer: Viewer): ActionKey[] {
  return catalogueEntries
    .filter(([, action]) =>
      action.rules.some(
        (rule) => (rule.kind === 'parent' || isModuleRule(rule)) && holdsForViewer(viewer, rule),
      ),
    )
    .map(([key]) => key)
}
