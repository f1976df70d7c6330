import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm'
import type { Viewer } from './viewer'

/** The centres a grant reaches: every centre of the school (HQ) or a fixed list. */
export type CentreScope = { all: true } | { all: false; ids: readonly number[] }

/** HQ staff reach every centre of their school; other staff the centres assigned to them. */
export function centreScopeOf(viewer: Viewer): CentreScope {
  return viewer.isHQStaff ? { all: true } : { all: false, ids: viewer.centreIds }
}

export function scopeIncludes(scope: CentreScope, centreId: number): boolean {
  return scope.all || scope.ids.includes(centreId)
}

/** The scope as a SQL condition on a centre id column, for list queries. */
export function scopeCondition(scope: CentreScope, column: AnyColumn): SQL {
  if (scope.all) return sql`true`
  if (scope.ids.length === 0) return sql`false`
  return inArray(column, [...scope.ids])
}
