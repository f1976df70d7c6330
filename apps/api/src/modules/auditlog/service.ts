import { auditLogFilterSchema } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { AuditLogFilter, Pagination } from '../../generated/graphql'
import { parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import { type AuditLogQuery, selectAuditLogPage, selectFailedJobsPage } from './queries'

/** A day of the filter as an instant: days are Singapore days (UTC+8, no daylight saving). */
const singaporeMidnight = (day: string, plusDays = 0) =>
  new Date(new Date(`${day}T00:00:00+08:00`).getTime() + plusDays * 86_400_000)

export async function listAuditLog(
  db: DbOrTx,
  schoolId: number,
  rawFilter: AuditLogFilter | null | undefined,
  pagination: Pagination | null | undefined,
) {
  const filter = parseInput(auditLogFilterSchema, rawFilter ?? {})
  const person = filter.person
  const query: AuditLogQuery = {
    person:
      person === undefined
        ? undefined
        : /^\d+$/.test(person)
          ? { userId: Number(person) }
          : { email: person.toLowerCase() },
    operation: filter.action,
    targetType: filter.targetType,
    targetId: filter.targetId ?? undefined,
    from: filter.from ? singaporeMidnight(filter.from) : undefined,
    to: filter.to ? singaporeMidnight(filter.to, 1) : undefined,
  }
  return selectAuditLogPage(db, schoolId, query, toLimitOffset(pagination))
}

export const listFailedJobs = (db: DbOrTx, schoolId: number, pagination: Pagination | null | undefined) =>
  selectFailedJobsPage(db, schoolId, toLimitOffset(pagination))
