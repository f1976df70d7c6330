import { and, asc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centreLevels, levels } from '../../db/schema'

/** The labels of the active levels each centre offers (youngest first), by centre ID: one statement. */
export async function selectCentreLevelLabels(
  db: DbOrTx,
  schoolId: number,
  centreIds: readonly number[],
): Promise<Map<number, string[]>> {
  const rows = await db
    .selectDistinct({ centre: centreLevels.fkCentre, label: levels.label, fromMonth: levels.fromMonth })
    .from(centreLevels)
    .innerJoin(levels, eq(levels.id, centreLevels.fkLevel))
    .where(
      and(
        eq(centreLevels.fkSchool, schoolId),
        inArray(centreLevels.fkCentre, [...centreIds]),
        eq(levels.active, true),
      ),
    )
    .orderBy(asc(levels.fromMonth), asc(levels.label))
  const out = new Map<number, string[]>()
  for (const row of rows) out.set(row.centre, [...(out.get(row.centre) ?? []), row.label])
  return out
}
