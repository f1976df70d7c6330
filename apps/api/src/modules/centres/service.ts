import { accessibleCentresArgsSchema, hasAccess } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { centres } from '../../db/schema'
import { centreScopeOf, scopeCondition } from '../../platform/authz/centre-scope'
import type { Viewer } from '../../platform/authz/viewer'
import { parseInput } from '../../platform/errors/domain-error'
import { type CentreWithAddresses, selectCentres } from './queries'

/**
 * The active centres of the viewer's school in which their roles grant `accessType` on `module`: HQ staff
 * reach every centre, others the centres assigned to them. Used by screens to fill centre pickers and by
 * approver lists (access type approve).
 */
export async function accessibleCentres(
  db: Db,
  viewer: Viewer,
  raw: { module: string; accessType: string },
): Promise<CentreWithAddresses[]> {
  const { module, accessType } = parseInput(accessibleCentresArgsSchema, raw)
  if (!hasAccess(viewer.access[module] ?? 0, accessType)) return []
  return selectCentres(
    db,
    viewer.schoolId,
    and(eq(centres.active, true), scopeCondition(centreScopeOf(viewer), centres.id)),
  )
}
