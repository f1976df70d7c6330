import { eq } from 'drizzle-orm'
import { attendanceEntries, childClasses, children, latePickups } from '../db/schema'
import { saveNotifiableSymptoms } from '../modules/attendance/notifiable-symptoms'
import { buildAttendanceWorld } from '../modules/attendance/test-support'
import { dataOf, itemsOf, page, times } from './list-case-helpers'
import type { ListCase } from './list-cases'

const DAY = '2030-03-04'

/** Marks of the world's first child on `rows` days, each with its check-out (a late pickup when `late`). */
async function markDays(w: Awaited<ReturnType<typeof buildAttendanceWorld>>, rows: number, late: boolean) {
  const child = w.kids[0]
  for (const i of times(rows)) {
    const date = `2030-03-${String(i + 1).padStart(2, '0')}`
    const [out] = await w.school.db
      .insert(attendanceEntries)
      .values(
        (['check_in', 'check_out'] as const).map((type) => ({
          fkSchool: w.school.id,
          fkCentre: w.centreId,
          fkClass: w.classId,
          fkChild: child,
          date,
          sessionId: 1,
          type,
          time: new Date(`${date}T${type === 'check_in' ? '08:00' : '19:30'}:00+08:00`),
        })),
      )
      .returning()
      .then((marks) => marks.filter((r) => r.type === 'check_out'))
    if (late)
      await w.school.db.insert(latePickups).values({
        fkSchool: w.school.id,
        fkCentre: w.centreId,
        fkChild: child,
        fkEntry: out.id,
        date,
        pickupTime: out.time,
        quantity: 2,
        feeCents: 2000,
      })
  }
  return child
}

/** The register of a class, a child's days and a child's late pickups, each in a fresh school. */
export const attendanceListCases: ListCase[] = [
  {
    name: 'getAttendanceByClass',
    paged: false,
    async arrange(rows) {
      const w = await buildAttendanceWorld()
      // The world's class has three children: take them out, then place `rows` new ones.
      await w.school.db.delete(childClasses).where(eq(childClasses.fkClass, w.classId))
      const kids = await w.school.db
        .insert(children)
        .values(
          times(rows).map((i) => ({
            fkSchool: w.school.id,
            firstname: `Kid${i}`,
            lastname: 'Lim',
            dateOfBirth: '2026-01-01',
          })),
        )
        .returning({ id: children.id })
      await w.school.db.insert(childClasses).values(
        kids.map((kid) => ({
          fkSchool: w.school.id,
          fkChild: kid.id,
          fkClass: w.classId,
          fkLevel: w.levelId,
          from: '2029-01-01',
        })),
      )
      return {
        token: w.teacher.token,
        query: `query AR($classID: Int!, $date: Date!) { getAttendanceByClass(classID: $classID, date: $date) {
          childID child { firstname } present entries { ID history { action } } health { ID } } }`,
        variables: () => ({ classID: w.classId, date: DAY }),
        rows: itemsOf('getAttendanceByClass'),
      }
    },
  },
  {
    name: 'getChildAttendances',
    paged: false,
    async arrange(rows) {
      const w = await buildAttendanceWorld()
      const child = await markDays(w, rows, false)
      return {
        token: w.parent.token,
        query: `query CA($childID: Int!) { getChildAttendances(childID: $childID, from: "2030-03-01", to: "2030-03-31") {
          date checkIn checkOut entries { ID history { action } } health { ID } } }`,
        variables: () => ({ childID: child }),
        rows: itemsOf('getChildAttendances'),
      }
    },
  },
  {
    name: 'getChildLatePickupEntries',
    paged: true,
    async arrange(rows) {
      const w = await buildAttendanceWorld()
      const child = await markDays(w, rows, true)
      return {
        token: w.parent.token,
        query: `query LP($childID: Int!, $pagination: Pagination) { getChildLatePickupEntries(childID: $childID,
          from: "2030-03-01", to: "2030-03-31", pagination: $pagination) { totalCount totalFee data { ID fee invoice } } }`,
        variables: (perPage) => ({ childID: child, ...page(perPage) }),
        rows: dataOf('getChildLatePickupEntries'),
      }
    },
  },
  ...(['getCentreAttendanceSummaries', 'getCentreAttendanceSummariesForStaff'] as const).map(
    (field): ListCase => ({
      name: field,
      paged: false,
      // One row per class and weekday: `rows` weekdays from Monday 4 March 2030 for the teacher's one class.
      async arrange(rows) {
        const w = await buildAttendanceWorld()
        await markDays(w, Math.min(rows, 12), false)
        const to = weekdaysFrom('2030-03-04', rows)
        return {
          token: w.teacher.token,
          query: `query CS($centreId: Int!, $to: Date!) { ${field}(centreId: $centreId, from: "2030-03-04", to: $to) {
            date classID expected present absent late notArrived } }`,
          variables: () => ({ centreId: w.centreId, to }),
          rows: itemsOf(field),
        }
      },
    }),
  ),
  {
    name: 'getNotifiableSymptoms',
    paged: false,
    async arrange(rows) {
      const w = await buildAttendanceWorld()
      await saveNotifiableSymptoms(
        w.school.db,
        w.school.id,
        times(rows).map((i) => `Symptom ${i}`),
      )
      return {
        token: w.teacher.token,
        query: `query CS($IDSchool: Int!) { getNotifiableSymptoms(IDSchool: $IDSchool) }`,
        variables: () => ({ IDSchool: w.school.id }),
        rows: itemsOf('getNotifiableSymptoms'),
      }
    },
  },
]

/** The last of `count` weekdays from a Monday. */
function weekdaysFrom(monday: string, count: number): string {
  const days = Math.floor((count - 1) / 5) * 7 + ((count - 1) % 5)
  return new Date(Date.parse(monday) + days * 86_400_000).toISOString().slice(0, 10)
}
