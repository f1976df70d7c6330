import { attendanceRangeSchema } from '@preschool/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { classes } from '../../db/schema'
import type { AttendanceSummaryFilter, LatePickupFilter, Pagination } from '../../generated/graphql'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { inClassesOf, limitedToClasses } from '../../platform/authz/class-scope'
import { parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import { selectLatePickupsPage, selectLatePickupTotals } from './queries'
import { attendanceRules } from './settings'
import { selectCentreSummary } from './summary-queries'

/**
 * A centre's summary per class and weekday. A class-scope user sees their classes only; `ownClasses` narrows any
 * caller to the classes they teach or are assigned to (getCentreAttendanceSummariesForStaff).
 */
export async function centreSummary(
  db: DbOrTx,
  grant: SignedInGrant,
  args: { centreId: number; from: string; to: string; filter?: AttendanceSummaryFilter | null },
  ownClasses: boolean,
) {
  const range = parseInput(attendanceRangeSchema, { from: args.from, to: args.to })
  const { viewer } = grant
  const own = ownClasses || limitedToClasses(viewer) ? inClassesOf(classes.id, viewer.userId) : undefined
  const one = args.filter?.classID ? eq(classes.id, args.filter.classID) : undefined
  const rules = await attendanceRules(db, viewer.schoolId, args.centreId)
  return selectCentreSummary(db, {
    schoolId: viewer.schoolId,
    centreId: args.centreId,
    ...range,
    lateAfter: rules.lateArrivalAfter,
    classFilter: and(sql`true`, own, one)!,
  })
}

/** A page of a child's late pickups of a range and the totals of the whole range. */
export async function childLatePickups(
  db: DbOrTx,
  schoolId: number,
  args: {
    childID: number
    from: string
    to: string
    pagination?: Pagination | null
    filter?: LatePickupFilter | null
  },
) {
  const range = parseInput(attendanceRangeSchema, { from: args.from, to: args.to })
  const scope = { ...range, active: args.filter?.active ?? true }
  const page = toLimitOffset(args.pagination)
  const [data, totals] = await Promise.all([
    selectLatePickupsPage(db, schoolId, args.childID, scope, page),
    selectLatePickupTotals(db, schoolId, args.childID, scope),
  ])
  return { data, totalCount: totals.count, totalFee: totals.fee }
}
