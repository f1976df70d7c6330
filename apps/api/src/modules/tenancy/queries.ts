import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client'
import { codes, schoolConfigs, schools } from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

export type SchoolConfigRow = typeof schoolConfigs.$inferSelect
export type CodeRow = typeof codes.$inferSelect

export const selectSchool = async (db: DbOrTx, schoolId: number) =>
  (
    await db
      .select({ id: schools.id, name: schools.name, code: schools.code })
      .from(schools)
      .where(eq(schools.id, schoolId))
  )[0] ?? null

/**
 * Locks the school's row until the transaction ends: serialises the changes of one school whose checks read before
 * they write (level overlap, last administrator, role labels and roles in use), so two requests cannot both pass.
 */
export async function lockSchool(tx: Tx, schoolId: number): Promise<void> {
  await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update')
}

export const selectSchoolConfigs = (db: DbOrTx, schoolId: number) =>
  db.select().from(schoolConfigs).where(eq(schoolConfigs.fkSchool, schoolId)).orderBy(asc(schoolConfigs.key))

/** Sets one configuration value, creating the key for the school when it has none yet. */
export async function upsertSchoolConfig(db: DbOrTx, schoolId: number, key: string, value: string) {
  await db
    .insert(schoolConfigs)
    .values({ fkSchool: schoolId, key, value })
    .onConflictDoUpdate({
      target: [schoolConfigs.fkSchool, schoolConfigs.key],
      set: { value, updatedAt: new Date() },
    })
}

export const selectSchoolConfig = async (db: DbOrTx, schoolId: number, key: string) =>
  (
    await db
      .select()
      .from(schoolConfigs)
      .where(and(eq(schoolConfigs.fkSchool, schoolId), eq(schoolConfigs.key, key)))
  )[0] ?? null

const activeCodesOf = (schoolId: number, categories: readonly string[]) =>
  and(eq(codes.fkSchool, schoolId), eq(codes.active, true), inArray(codes.category, [...categories]))

const codeOrder = [asc(codes.sortOrder), asc(codes.label), asc(codes.id)]

export async function selectActiveCodesPage(
  db: DbOrTx,
  schoolId: number,
  category: string,
  page: LimitOffset,
): Promise<{ totalCount: number; rows: CodeRow[] }> {
  const where = activeCodesOf(schoolId, [category])
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(codes).where(where),
    db
      .select()
      .from(codes)
      .where(where)
      .orderBy(...codeOrder)
      .limit(page.limit)
      .offset(page.offset),
  ])
  return { totalCount: total.n, rows }
}

/** The active codes of several categories in one query; callers group them by category. */
export async function selectActiveCodes(
  db: DbOrTx,
  schoolId: number,
  categories: readonly string[],
): Promise<CodeRow[]> {
  if (categories.length === 0) return []
  return db
    .select()
    .from(codes)
    .where(activeCodesOf(schoolId, categories))
    .orderBy(...codeOrder)
}
