import type { Injury } from '../../../generated/graphql'
import type { InjuryRow } from '../injury-queries'

export const toInjury = (i: InjuryRow): Injury => ({
  ID: i.id,
  childID: i.fkChild,
  classID: i.fkClass,
  date: i.date,
  side: i.side,
  top: i.pointTop,
  left: i.pointLeft,
  injuryType: i.injuryType,
  remarks: i.remarks,
  reportedBy: i.reportedByName,
  reportedAt: i.reportedAt.toISOString(),
  acknowledgedBy: i.acknowledgedByName,
  acknowledgedAt: i.acknowledgedAt?.toISOString() ?? null,
})
