import { singaporeDate } from '@preschool/domain'
import { asc, sql } from 'drizzle-orm'
import type { Tx } from '../../client'
import { schools, staffAttendances } from '../../schema'

const DAY_MS = 86_400_000

/**
 * Three weeks of the staff register of the first demo school: every active teacher on weekdays from 21 days ago to
 * yesterday, in from 07:00-07:44 and out from 18:00-18:59 (Singapore); about one day in twenty-five is leave, with a
 * remark. Today stays open, so the Staff tab and the live ratio start from nobody checked in.
 */
export async function insertDemoStaffAttendance(tx: Tx, today: Date): Promise<void> {
  const [school] = await tx.select({ id: schools.id }).from(schools).orderBy(asc(schools.id)).limit(1)
  if (!school) return
  const from = singaporeDate(new Date(today.getTime() - 21 * DAY_MS))
  const to = singaporeDate(new Date(today.getTime() - DAY_MS))
  await tx.execute(sql`
    with days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as d
      where extract(isodow from d) < 6
    ),
    staff as (
      select t.id, t.fk_centre, days.day, abs(hashtext(t.id || ':' || days.day)) as h
      from teachers t cross join days
      where t.fk_school = ${school.id} and t.active
    )
    insert into ${staffAttendances}
      (fk_school, fk_centre, fk_teacher, date, session_id, status, check_in, check_out, remarks)
    select ${school.id}, fk_centre, id, day, 1,
      case when h % 25 = 0 then 'leave' else 'present' end,
      case when h % 25 <> 0 then (day + time '07:00' + (h % 45) * interval '1 minute') at time zone 'Asia/Singapore' end,
      case when h % 25 <> 0 then (day + time '18:00' + (h % 60) * interval '1 minute') at time zone 'Asia/Singapore' end,
      case when h % 25 = 0 then 'Annual leave' end
    from staff`)
}
