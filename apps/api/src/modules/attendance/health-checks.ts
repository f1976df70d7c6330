import type { AttendanceUpdateInput } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { Marker } from './marking'
import { type EntryRow, type HealthCheckRow, insertHealthChecks } from './queries'
import type { AttendanceRules } from './settings'

/**
 * The health checks sent with a mark (at arrival with a check-in, during the day otherwise), for the children
 * marked; a temperature at or above the school's threshold is a fever. Returns the checks recorded.
 */
export async function recordHealthChecks(
  tx: DbOrTx,
  who: Marker,
  update: AttendanceUpdateInput,
  centreId: number,
  entries: EntryRow[],
  rules: AttendanceRules,
): Promise<HealthCheckRow[]> {
  const byChild = new Map(entries.map((e) => [e.fkChild, e]))
  const rows = (update.healthChecks ?? [])
    .filter((check) => byChild.has(check.childID))
    .filter((check) => check.temperature !== null || check.symptoms.length > 0)
    .map((check) => {
      const entry = byChild.get(check.childID)!
      return {
        fkSchool: who.schoolId,
        fkCentre: centreId,
        fkChild: check.childID,
        fkEntry: entry.id,
        date: entry.date,
        time: entry.time,
        type: entry.type === 'check_in' ? ('arrival' as const) : ('during_day' as const),
        temperatureTenths: check.temperature,
        symptoms: check.symptoms,
        fever: check.temperature !== null && check.temperature >= rules.feverTenths,
        recordedBy: who.userId,
      }
    })
  return insertHealthChecks(tx, rows)
}
