import { singaporeDate } from '@preschool/domain'
import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../client'
import { leaveRequests, leaveTypes, schools, users } from '../../schema'
import { demoChild, demoParent, demoStaff } from '../content/accounts'

const DAY_MS = 86_400_000

/**
 * Every school's leave types (annual, medical, childcare, hospitalisation), and in the demo parent's school: a child
 * on medical leave tomorrow (approved: a medical certificate needs no approval), another child's annual leave next
 * week waiting for the principal (both asked for by HQ for the parents), and a teacher's annual leave in two weeks.
 * The demo parent's own child has none, so the parent's browser test starts from an empty leave tab and today's
 * register is untouched.
 */
export async function insertDemoLeave(tx: Tx, today: Date): Promise<void> {
  await tx.execute(sql`
    insert into ${leaveTypes}
      (fk_school, code, label, half_day_applicable, applicable_to_staff, applicable_to_child, approve_required)
    select school.id, t.code, t.label, t.half, t.staff, t.child, t.approve
    from ${schools} as school cross join (values
      ('AL', 'Annual leave', true, true, true, true),
      ('MC', 'Medical leave', false, true, true, false),
      ('CCL', 'Childcare leave', true, true, false, true),
      ('HL', 'Hospitalisation leave', false, true, true, false)
    ) as t(code, label, half, staff, child, approve)`)
  const hqEmail = demoStaff.find((s) => s.school === demoParent.school && s.listedAs === 'HQ')!.email
  const [hq] = await tx
    .select({ id: users.id, schoolId: users.fkSchool })
    .from(users)
    .where(eq(users.email, hqEmail))
  if (!hq) return
  const day = (offset: number) => singaporeDate(new Date(today.getTime() + offset * DAY_MS))
  const type = (code: string) =>
    sql`(select id from ${leaveTypes} where fk_school = ${hq.schoolId} and code = ${code})`
  await tx.execute(sql`
    with kids as (
      select placement.fk_child, klass.fk_centre, row_number() over (order by placement.fk_child) as n
      from child_classes as placement
      join classes as klass on klass.id = placement.fk_class
      join children as child on child.id = placement.fk_child
      where placement.fk_school = ${hq.schoolId} and placement.from_date <= ${day(1)}
        and (placement.to_date is null or placement.to_date >= ${day(8)})
        and child.firstname <> ${demoChild(today).firstname}
    )
    insert into ${leaveRequests} (fk_school, fk_centre, fk_child, fk_leave_type, from_date, to_date, status,
      approve_required, remark, fk_requested_by)
    select ${hq.schoolId}, fk_centre, fk_child,
      case when n = 1 then ${type('MC')} else ${type('AL')} end,
      case when n = 1 then ${day(1)}::date else ${day(7)}::date end,
      case when n = 1 then ${day(1)}::date else ${day(8)}::date end,
      case when n = 1 then 'approved' else 'pending' end,
      n <> 1,
      case when n = 1 then 'Fever, clinic MC attached' else 'Family trip to Penang' end,
      ${hq.id}
    from kids where n <= 2`)
  await tx.execute(sql`
    insert into ${leaveRequests} (fk_school, fk_centre, fk_teacher, fk_leave_type, from_date, to_date, status,
      approve_required, remark, fk_requested_by)
    select ${hq.schoolId}, teacher.fk_centre, teacher.id, ${type('AL')}, ${day(14)}::date, ${day(15)}::date,
      'pending', true, 'Sister''s wedding', teacher.fk_user
    from teachers as teacher
    where teacher.fk_school = ${hq.schoolId} and teacher.active and teacher.fk_user is not null
    order by teacher.id limit 1`)
}
