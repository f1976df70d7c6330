import { hasAccess } from '@preschool/domain'
import type { Viewer } from '../../platform/authz/viewer'
import type { NavigationRow } from './queries'

/** The entry parents never see, whatever a school's data says (spec 000 section 2). */
const SETTINGS_KEY = 'settings'

/** Whether the entry itself suits the viewer: its audience, and for staff the module it needs. */
function suits(viewer: Viewer, row: NavigationRow): boolean {
  if (!viewer.isStaff)
    return (row.audience === 'parent' || row.audience === 'all') && row.key !== SETTINGS_KEY
  if (row.audience !== 'staff' && row.audience !== 'all') return false
  return row.moduleCategoryCode === null || hasAccess(viewer.access[row.moduleCategoryCode] ?? 0, 'read')
}

/** Memoises a per-entry answer; an entry met again while its answer is being worked out (a cycle) is hidden. */
function perEntry(answer: (row: NavigationRow) => boolean): (row: NavigationRow) => boolean {
  const known = new Map<number, boolean>()
  return (row) => {
    const cached = known.get(row.id)
    if (cached !== undefined) return cached
    known.set(row.id, false)
    const value = answer(row)
    known.set(row.id, value)
    return value
  }
}

/**
 * The entries of a school's menu the viewer sees, in the given order. An entry is shown when it suits the
 * viewer and its parent is shown; an entry with children but no module of its own (a group such as settings)
 * only when one of its children is shown, so nobody gets an empty group. Inactive entries stay in the list:
 * the web shows them disabled.
 */
export function visibleMenu(viewer: Viewer, rows: NavigationRow[]): NavigationRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]))
  const childrenOf = (row: NavigationRow) => rows.filter((r) => r.fkNavigation === row.id)
  const showsItself: (row: NavigationRow) => boolean = perEntry((row) => {
    if (!suits(viewer, row)) return false
    const children = childrenOf(row)
    return row.moduleCategoryCode !== null || children.length === 0 || children.some(showsItself)
  })
  // An entry under a hidden parent, or under a parent missing from the list, is hidden too.
  const shown: (row: NavigationRow) => boolean = perEntry((row) => {
    if (!showsItself(row)) return false
    if (row.fkNavigation === null) return true
    const parent = byId.get(row.fkNavigation)
    return parent !== undefined && shown(parent)
  })
  return rows.filter(shown)
}
