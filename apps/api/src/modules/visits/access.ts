import type { VisitType } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { CentreScope } from '../../platform/authz/centre-scope'
import type { Viewer } from '../../platform/authz/viewer'
import { notFound } from '../../platform/errors/domain-error'
import { selectVisit, type VisitRow } from './queries'

/** The staff grant of a visits action: who acts, and the centres they reach. */
export interface StaffGrant {
  viewer: Viewer
  centres: CentreScope
}

/** The school's visit of the type (centre visit or trial class); any other is not found. */
export async function visitOfType(
  db: DbOrTx,
  schoolId: number,
  visitId: number,
  visitType: VisitType,
): Promise<VisitRow> {
  const found = await selectVisit(db, schoolId, visitId)
  if (!found || found.visitType !== visitType) throw notFound(visitType === 'trial' ? 'Trial class' : 'Visit')
  return found
}
