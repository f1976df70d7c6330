import { sql } from 'drizzle-orm'
import type { Tx } from '../../client'
import { codes, schoolConfigs, schools } from '../../schema'
import { demoCodeRows } from '../content/codes'
import { demoSchools, schoolConfigValues } from '../content/schools'

/** The schools with their configuration and option lists. */
export async function insertSchools(tx: Tx): Promise<void> {
  // Explicit ids: the spec's fallback school is 3, whatever an earlier failed attempt did to the sequence.
  await tx.insert(schools).values(demoSchools.map((s) => ({ id: s.id, code: s.code, name: s.name })))
  // Move the identity past them so schools created later do not collide.
  await tx.execute(sql`select setval(pg_get_serial_sequence('schools', 'id'), (select max(id) from schools))`)

  await tx.insert(schoolConfigs).values(
    demoSchools.flatMap((school) =>
      Object.entries(schoolConfigValues(school)).map(([key, value]) => ({
        fkSchool: school.id,
        key,
        value,
      })),
    ),
  )

  await tx.insert(codes).values(demoSchools.flatMap((school) => demoCodeRows(school.id)))
}
