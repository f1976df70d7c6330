import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { codes } from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'
import type { CodeRow } from '../tenancy'

type CodeValues = Pick<CodeRow, 'label' | 'description' | 'sortOrder' | 'active'>

/** Every code of a category, inactive ones included, in the order the option lists use. */
export async function selectCodesPage(
  db: DbOrTx,
  schoolId: number,
  category: string,
  page: LimitOffset,
): Promise<{ totalCount: number; rows: CodeRow[] }> {
  const where = and(eq(codes.fkSchool, schoolId), eq(codes.category, category))
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(codes).where(where),
    db
      .select()
      .from(codes)
      .where(where)
      .orderBy(asc(codes.sortOrder), asc(codes.label), asc(codes.id))
      .limit(page.limit)
      .offset(page.offset),
  ])
  return { totalCount: total.n, rows }
}

export const selectCode = async (db: DbOrTx, schoolId: number, codeId: number) =>
  (
    await db
      .select()
      .from(codes)
      .where(and(eq(codes.id, codeId), eq(codes.fkSchool, schoolId)))
  )[0] ?? null

/** Another code of the category with the same label, ignoring case ('chinese' and 'Chinese' would confuse forms). */
export async function labelTaken(
  db: DbOrTx,
  schoolId: number,
  category: string,
  label: string,
  exceptId: number | undefined,
): Promise<boolean> {
  const [row] = await db
    .select({ id: codes.id })
    .from(codes)
    .where(
      and(
        eq(codes.fkSchool, schoolId),
        eq(codes.category, category),
        sql`lower(${codes.label}) = lower(${label})`,
        exceptId === undefined ? undefined : ne(codes.id, exceptId),
      ),
    )
    .limit(1)
  return Boolean(row)
}

export async function insertCode(db: DbOrTx, schoolId: number, category: string, values: CodeValues) {
  const [row] = await db
    .insert(codes)
    .values({ ...values, fkSchool: schoolId, category })
    .returning()
  return row
}

export async function updateCode(db: DbOrTx, schoolId: number, codeId: number, values: Partial<CodeValues>) {
  const [row] = await db
    .update(codes)
    .set(values)
    .where(and(eq(codes.id, codeId), eq(codes.fkSchool, schoolId)))
    .returning()
  return row ?? null
}
