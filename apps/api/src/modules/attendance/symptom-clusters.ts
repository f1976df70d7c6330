import {
  addDays,
  formatDate,
  SYMPTOM_CLUSTER_CHILDREN,
  SYMPTOM_CLUSTER_DAYS,
  symptomKey,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { tellStaff } from '../notifications'
import {
  type ClassAt,
  insertCluster,
  lockClass,
  selectClassLabels,
  selectClusterWithin,
  selectSymptomCases,
  updateCluster,
} from './cluster-queries'
import type { Marker } from './marking'
import type { EntryRow, HealthCheckRow } from './queries'

/** Days either side of a case in which another case makes a cluster with it (seven days counting both ends). */
const REACH = SYMPTOM_CLUSTER_DAYS - 1

/**
 * After health checks are recorded (decision 0070): for each class and notifiable symptom among them, two or more
 * children of the class with the symptom within seven days make a cluster. A new cluster tells the centre's
 * principals (attendance approve) by bell and email, once: a later case within seven days joins it silently. The
 * class's row is locked first, so two checks at once are looked at one after the other.
 */
export async function watchSymptomClusters(
  tx: DbOrTx,
  who: Marker,
  centreId: number,
  checks: HealthCheckRow[],
  entries: EntryRow[],
  notifiable: string[],
): Promise<void> {
  const classOf = new Map(entries.map((e) => [e.id, e.fkClass]))
  const byName = new Map(notifiable.map((name) => [symptomKey(name), name]))
  const seen = new Map<string, { classId: number; symptom: string; date: string }>()
  for (const check of checks)
    for (const typed of check.symptoms) {
      const symptom = byName.get(symptomKey(typed))
      const classId = check.fkEntry === null ? undefined : classOf.get(check.fkEntry)
      if (symptom && classId !== undefined)
        seen.set(`${classId}|${symptom}|${check.date}`, { classId, symptom, date: check.date })
    }
  const inOrder = [...seen.values()].sort((a, b) => a.classId - b.classId)
  for (const { classId } of inOrder) await lockClass(tx, classId)
  for (const found of inOrder)
    await joinOrStartCluster(tx, who, { schoolId: who.schoolId, centreId, classId: found.classId }, found)
}

async function joinOrStartCluster(
  tx: DbOrTx,
  who: Marker,
  at: ClassAt,
  { symptom, date }: { symptom: string; date: string },
) {
  const from = addDays(date, -REACH)
  const to = addDays(date, REACH)
  const near = await selectSymptomCases(tx, at, symptom, from, to)
  if (new Set(near.map((c) => c.childId)).size < SYMPTOM_CLUSTER_CHILDREN) return
  const dates = near.map((c) => c.date).sort()
  const existing = await selectClusterWithin(tx, at.classId, symptom, from, to)
  if (existing) {
    const firstDate = existing.firstDate < dates[0] ? existing.firstDate : dates[0]
    const lastDate = existing.lastDate > dates.at(-1)! ? existing.lastDate : dates.at(-1)!
    const all = await selectSymptomCases(tx, at, symptom, firstDate, lastDate)
    await updateCluster(tx, existing.id, {
      firstDate,
      lastDate,
      childCount: new Set(all.map((c) => c.childId)).size,
    })
    return
  }
  const childCount = new Set(near.map((c) => c.childId)).size
  const cluster = await insertCluster(tx, {
    fkSchool: at.schoolId,
    fkCentre: at.centreId,
    fkClass: at.classId,
    symptom,
    firstDate: dates[0],
    lastDate: dates.at(-1)!,
    childCount,
  })
  if (!cluster) return
  const labels = await selectClassLabels(tx, at.classId)
  await tellStaff(
    tx,
    {
      schoolId: at.schoolId,
      centreId: at.centreId,
      module: 'attendance_management',
      access: 'approve',
      title: `${symptom} in ${labels.classLabel}`,
      body: `${childCount} children of ${labels.classLabel} at ${labels.centreLabel} had ${symptom} at their health checks between ${formatDate(cluster.firstDate)} and ${formatDate(cluster.lastDate)}. Draft a notice to the class's parents from the dashboard.`,
      navigate: '/dashboard',
      actionLabel: 'Open the dashboard',
    },
    who.publicUrl,
  )
}
