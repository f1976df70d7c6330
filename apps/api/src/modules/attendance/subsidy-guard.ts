import { attendanceMonthSchema } from '@preschool/domain'
import { and, asc, eq, gte, isNull, lte, not, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { attendanceEntries, childLevels, children } from '../../db/schema'
import { parseInput } from '../../platform/errors/domain-error'

/**
 * The subsidy guard: the children with a seat at the centre during the month and not one check-in in it. ECDA
 * pays the subsidy of a month only for a child who attended at least one day, so staff see them before the
 * invoice run. The check-ins are looked up per child by the (child, date) index.
 */
export async function childrenWithoutAttendance(
  db: DbOrTx,
  schoolId: number,
  centreId: number,
  rawMonth: string,
) {
  const month = parseInput(attendanceMonthSchema, rawMonth)
  const attended = sql`exists (select 1 from ${attendanceEntries} as mark
    where mark.fk_child = ${childLevels.fkChild} and mark.date between ${month.from} and ${month.to}
      and mark.type = 'check_in' and mark.active)`
  return db
    .selectDistinctOn([children.firstname, children.lastname, children.id], {
      childId: children.id,
      firstname: children.firstname,
      lastname: children.lastname,
      enrolledFrom: childLevels.from,
      enrolledTo: childLevels.to,
    })
    .from(childLevels)
    .innerJoin(children, eq(children.id, childLevels.fkChild))
    .where(
      and(
        eq(childLevels.fkSchool, schoolId),
        eq(childLevels.fkCentre, centreId),
        lte(childLevels.from, month.to),
        or(isNull(childLevels.to), gte(childLevels.to, month.from)),
        not(attended),
      ),
    )
    .orderBy(asc(children.firstname), asc(children.lastname), asc(children.id), asc(childLevels.from))
}
