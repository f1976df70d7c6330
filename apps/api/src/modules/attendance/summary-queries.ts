import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { attendanceEntries, childClasses, classes, leaveRequests } from '../../db/schema'

export interface SummaryRow {
  classId: number
  classLabel: string
  date: string
  expected: number
  present: number
  absent: number
  late: number
  notArrived: number
}

/**
 * A centre's register per class and weekday of a range, in one statement: the children placed in each class that
 * day (expected), those checked in (present; late when the first check-in is after `lateAfter`), those marked
 * absent or on approved leave without a check-in, and those with neither (not yet arrived, or missing). The marks come by the (centre, date) index; `classFilter` narrows the classes
 * (one class, or the caller's own).
 */
export async function selectCentreSummary(
  db: DbOrTx,
  args: { schoolId: number; centreId: number; from: string; to: string; lateAfter: string; classFilter: SQL },
): Promise<SummaryRow[]> {
  const { schoolId, centreId, from, to, lateAfter, classFilter } = args
  const result = await db.execute<{
    class_id: number
    class_label: string
    day: string
    expected: number
    present: number
    absent: number
    late: number
    not_arrived: number
  }>(sql`
    with days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as d
      where extract(isodow from d) < 6
    ),
    placed as (
      select ${classes.id} as class_id, ${classes.label} as class_label, days.day, placement.fk_child
      from ${classes}
      join ${childClasses} as placement on placement.fk_class = ${classes.id}
      join days on placement.from_date <= days.day and (placement.to_date is null or placement.to_date >= days.day)
      where ${classes.fkSchool} = ${schoolId} and ${classes.fkCentre} = ${centreId} and ${classFilter}
    ),
    marks as (
      select ${attendanceEntries.fkClass} as class_id, ${attendanceEntries.date} as day,
        ${attendanceEntries.fkChild} as fk_child,
        bool_or(${attendanceEntries.type} = 'check_in') as present,
        bool_or(${attendanceEntries.type} = 'absent') as absent,
        min(${attendanceEntries.time}) filter (where ${attendanceEntries.type} = 'check_in') as first_in
      from ${attendanceEntries}
      where ${attendanceEntries.fkCentre} = ${centreId} and ${attendanceEntries.date} between ${from} and ${to}
        and ${attendanceEntries.active}
      group by 1, 2, 3
    ),
    on_leave as (
      select distinct ${leaveRequests.fkChild} as fk_child, days.day
      from ${leaveRequests}
      join days on ${leaveRequests.fromDate} <= days.day and ${leaveRequests.toDate} >= days.day
      where ${leaveRequests.fkCentre} = ${centreId} and ${leaveRequests.status} = 'approved'
        and ${leaveRequests.fkChild} is not null
    )
    select placed.class_id, placed.class_label, to_char(placed.day, 'YYYY-MM-DD') as day,
      count(*)::int as expected,
      count(*) filter (where marks.present)::int as present,
      count(*) filter (where (marks.absent or on_leave.fk_child is not null) and marks.present is not true)::int
        as absent,
      count(*) filter (where marks.first_in > (placed.day + ${lateAfter}::time) at time zone 'Asia/Singapore')::int
        as late,
      count(*) filter (where marks.fk_child is null and on_leave.fk_child is null)::int as not_arrived
    from placed
    left join marks on marks.class_id = placed.class_id and marks.day = placed.day
      and marks.fk_child = placed.fk_child
    left join on_leave on on_leave.fk_child = placed.fk_child and on_leave.day = placed.day
    group by placed.class_id, placed.class_label, placed.day
    order by placed.day, placed.class_label, placed.class_id`)
  return result.rows.map((r) => ({
    classId: r.class_id,
    classLabel: r.class_label,
    date: r.day,
    expected: r.expected,
    present: r.present,
    absent: r.absent,
    late: r.late,
    notArrived: r.not_arrived,
  }))
}
