import { childInjuries, symptomClusters } from '../../db/schema'
import type { TestSchool } from './school'

/** An injury of a child written straight to the table (a bump on the forehead, not acknowledged). */
export async function buildInjury(
  school: TestSchool,
  at: { childId: number; classId: number; centreId: number; date?: string },
) {
  const [row] = await school.db
    .insert(childInjuries)
    .values({
      fkSchool: school.id,
      fkCentre: at.centreId,
      fkClass: at.classId,
      fkChild: at.childId,
      date: at.date ?? '2030-01-07',
      side: 'front',
      pointTop: 8,
      pointLeft: 50,
      injuryType: 'bump',
      remarks: 'Bumped the forehead on a table; ice pack applied.',
    })
    .returning({ id: childInjuries.id })
  return row.id
}

/** A symptom cluster of two children of the class (no health checks behind it: the row is what the guard reads). */
export async function buildSymptomCluster(
  school: TestSchool,
  at: { classId: number; centreId: number; date?: string },
) {
  const date = at.date ?? '2030-01-07'
  const [row] = await school.db
    .insert(symptomClusters)
    .values({
      fkSchool: school.id,
      fkCentre: at.centreId,
      fkClass: at.classId,
      symptom: 'Conjunctivitis',
      firstDate: date,
      lastDate: date,
      childCount: 2,
    })
    .returning({ id: symptomClusters.id })
  return row.id
}
