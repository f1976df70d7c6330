import { and, asc, between, eq, isNull, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { attendanceEntries, childInjuries, children, classes, healthChecks } from '../../db/schema'
import { acknowledger, injuryColumns, reporter } from './injury-queries'

/** Where the dashboard's flags look: one centre of the school, its classes narrowed for a class-scope caller. */
export interface FlagScope {
  schoolId: number
  centreId: number
  classFilter: SQL | undefined
}

/**
 * The fevers of a centre's day, earliest first, with the child and the class of the check-in they were taken at.
 * Index-driven by `health_checks_centre_date`.
 */
export const selectFevers = (db: DbOrTx, scope: FlagScope, date: string) =>
  db
    .select({
      id: healthChecks.id,
      childId: healthChecks.fkChild,
      firstname: children.firstname,
      lastname: children.lastname,
      classId: classes.id,
      classLabel: classes.label,
      time: healthChecks.time,
      temperatureTenths: healthChecks.temperatureTenths,
      symptoms: healthChecks.symptoms,
    })
    .from(healthChecks)
    .innerJoin(children, eq(children.id, healthChecks.fkChild))
    .innerJoin(attendanceEntries, eq(attendanceEntries.id, healthChecks.fkEntry))
    .innerJoin(classes, eq(classes.id, attendanceEntries.fkClass))
    .where(
      and(
        eq(healthChecks.fkSchool, scope.schoolId),
        eq(healthChecks.fkCentre, scope.centreId),
        eq(healthChecks.date, date),
        eq(healthChecks.fever, true),
        eq(healthChecks.active, true),
        scope.classFilter,
      ),
    )
    .orderBy(asc(healthChecks.time), asc(healthChecks.id))

/** The centre's injuries between two days that no parent has acknowledged yet, oldest first. */
export const selectUnacknowledgedInjuries = (db: DbOrTx, scope: FlagScope, from: string, to: string) =>
  db
    .select({
      ...injuryColumns,
      firstname: children.firstname,
      lastname: children.lastname,
      classLabel: classes.label,
    })
    .from(childInjuries)
    .leftJoin(reporter, eq(reporter.id, childInjuries.reportedBy))
    .leftJoin(acknowledger, eq(acknowledger.id, childInjuries.acknowledgedBy))
    .innerJoin(children, eq(children.id, childInjuries.fkChild))
    .innerJoin(classes, eq(classes.id, childInjuries.fkClass))
    .where(
      and(
        eq(childInjuries.fkSchool, scope.schoolId),
        eq(childInjuries.fkCentre, scope.centreId),
        between(childInjuries.date, from, to),
        eq(childInjuries.active, true),
        isNull(childInjuries.acknowledgedAt),
        scope.classFilter,
      ),
    )
    .orderBy(asc(childInjuries.date), asc(childInjuries.reportedAt), asc(childInjuries.id))
