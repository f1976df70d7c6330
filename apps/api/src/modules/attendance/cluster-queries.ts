import { and, asc, between, desc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  attendanceEntries,
  broadcasts,
  centres,
  classes,
  healthChecks,
  symptomClusters,
} from '../../db/schema'

export type SymptomClusterRow = typeof symptomClusters.$inferSelect

/** Where a symptom is looked for: one class of a centre of the school. */
export interface ClassAt {
  schoolId: number
  centreId: number
  classId: number
}

/**
 * The children of a class with a symptom at a live health check between two days, one row per child and day. The
 * class is the one the check's mark was made in; the symptom matches whatever its case. Index-driven by
 * `health_checks_centre_date`.
 */
export const selectSymptomCases = (db: DbOrTx, at: ClassAt, symptom: string, from: string, to: string) =>
  db
    .selectDistinct({ childId: healthChecks.fkChild, date: healthChecks.date })
    .from(healthChecks)
    .innerJoin(attendanceEntries, eq(attendanceEntries.id, healthChecks.fkEntry))
    .where(
      and(
        eq(healthChecks.fkSchool, at.schoolId),
        eq(healthChecks.fkCentre, at.centreId),
        between(healthChecks.date, from, to),
        eq(healthChecks.active, true),
        eq(attendanceEntries.fkClass, at.classId),
        sql`exists (select 1 from unnest(${healthChecks.symptoms}) as s where lower(s) = lower(${symptom}))`,
      ),
    )

/**
 * Holds the class's row until the transaction ends, so two health checks of the class at once look for clusters one
 * after the other: the second sees the first's check and joins its cluster instead of missing it or starting another.
 */
export const lockClass = (tx: DbOrTx, classId: number) =>
  tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('no key update')

/** The class's cluster of the symptom whose days come within the range, latest first. */
export const selectClusterWithin = async (
  db: DbOrTx,
  classId: number,
  symptom: string,
  from: string,
  to: string,
): Promise<SymptomClusterRow | undefined> =>
  (
    await db
      .select()
      .from(symptomClusters)
      .where(
        and(
          eq(symptomClusters.fkClass, classId),
          eq(symptomClusters.symptom, symptom),
          lte(symptomClusters.firstDate, to),
          gte(symptomClusters.lastDate, from),
        ),
      )
      .orderBy(desc(symptomClusters.lastDate))
      .limit(1)
  )[0]

/** A new cluster; undefined when the class already has one of the symptom starting that day. */
export const insertCluster = async (db: DbOrTx, row: typeof symptomClusters.$inferInsert) =>
  (await db.insert(symptomClusters).values(row).onConflictDoNothing().returning())[0]

export const updateCluster = (
  db: DbOrTx,
  id: number,
  set: Partial<Pick<SymptomClusterRow, 'firstDate' | 'lastDate' | 'childCount' | 'fkBroadcast'>>,
) => db.update(symptomClusters).set(set).where(eq(symptomClusters.id, id))

/** A cluster as the dashboard shows it: its class and centre, and the notice drafted from it if any. */
const clusterColumns = {
  id: symptomClusters.id,
  centreId: symptomClusters.fkCentre,
  classId: symptomClusters.fkClass,
  classLabel: classes.label,
  centreLabel: centres.label,
  symptom: symptomClusters.symptom,
  firstDate: symptomClusters.firstDate,
  lastDate: symptomClusters.lastDate,
  childCount: symptomClusters.childCount,
  broadcastId: broadcasts.id,
  broadcastStatus: broadcasts.status,
}
const selectClusterFlags = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(clusterColumns)
    .from(symptomClusters)
    .innerJoin(classes, eq(classes.id, symptomClusters.fkClass))
    .innerJoin(centres, eq(centres.id, symptomClusters.fkCentre))
    // A deleted draft is as if none were made: the principal may draft again.
    .leftJoin(
      broadcasts,
      and(eq(broadcasts.id, symptomClusters.fkBroadcast), ne(broadcasts.status, 'deleted')),
    )
    .where(where)
    .orderBy(desc(symptomClusters.lastDate), asc(classes.label), asc(symptomClusters.id))
export type ClusterFlagRow = Awaited<ReturnType<typeof selectClusterFlags>>[number]

/**
 * A centre's clusters whose last case is within the seven days up to the date (and none of whose cases is after it),
 * narrowed to the caller's classes for a class-scope caller. Index-driven by `symptom_clusters_centre_last`.
 */
export const selectCentreClusters = (
  db: DbOrTx,
  scope: { schoolId: number; centreId: number; classFilter: SQL | undefined },
  from: string,
  to: string,
) =>
  selectClusterFlags(
    db,
    and(
      eq(symptomClusters.fkSchool, scope.schoolId),
      eq(symptomClusters.fkCentre, scope.centreId),
      between(symptomClusters.lastDate, from, to),
      scope.classFilter,
    ),
  )

/** One cluster of the school as the dashboard shows it. */
export const selectClusterFlag = async (db: DbOrTx, schoolId: number, id: number) =>
  (await selectClusterFlags(db, and(eq(symptomClusters.fkSchool, schoolId), eq(symptomClusters.id, id))))[0]

/** A cluster's row, held until the transaction ends: two taps on "draft" make one draft. */
export const lockCluster = async (tx: DbOrTx, schoolId: number, id: number) =>
  (
    await tx
      .select()
      .from(symptomClusters)
      .where(and(eq(symptomClusters.fkSchool, schoolId), eq(symptomClusters.id, id)))
      .for('update')
  )[0]

/** The class and centre labels a notice names. */
export const selectClassLabels = async (db: DbOrTx, classId: number) =>
  (
    await db
      .select({ classLabel: classes.label, centreLabel: centres.label })
      .from(classes)
      .innerJoin(centres, eq(centres.id, classes.fkCentre))
      .where(eq(classes.id, classId))
  )[0]
