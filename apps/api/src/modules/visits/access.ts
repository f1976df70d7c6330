import type { VisitType } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { notFound } from '../../platform/errors/domain-error'
import { selectVisit, type VisitRow } from './queries'

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
