import {
  codesByLabelsArgsSchema,
  configByCategoryArgsSchema,
  schoolConfigKeyArgsSchema,
} from '@preschool/domain'
import type { Db } from '../../db/client'
import type { Pagination } from '../../generated/graphql'
import { parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import {
  type CodeRow,
  selectActiveCodes,
  selectActiveCodesPage,
  selectSchool,
  selectSchoolConfig,
  selectSchoolConfigs,
} from './queries'

// Public reads: the school comes from the arguments, and an unknown school simply has no rows (no error).

export const findSchoolById = (db: Db, schoolId: number) => selectSchool(db, schoolId)

export const listSchoolConfig = (db: Db, schoolId: number) => selectSchoolConfigs(db, schoolId)

export function getSchoolConfig(db: Db, schoolId: number, rawKey: string) {
  const { key } = parseInput(schoolConfigKeyArgsSchema, { key: rawKey })
  return selectSchoolConfig(db, schoolId, key)
}

export function listCodesOfCategory(
  db: Db,
  schoolId: number,
  rawCategory: string,
  pagination: Pagination | null | undefined,
) {
  const { searchCategory } = parseInput(configByCategoryArgsSchema, { searchCategory: rawCategory })
  return selectActiveCodesPage(db, schoolId, searchCategory, toLimitOffset(pagination))
}

export async function listCodesByCategories(
  db: Db,
  schoolId: number,
  rawCategories: string[],
): Promise<{ category: string; codes: CodeRow[] }[]> {
  const { labels: categories } = parseInput(codesByLabelsArgsSchema, { labels: rawCategories })
  const rows = await selectActiveCodes(db, schoolId, categories)
  return categories.map((category) => ({ category, codes: rows.filter((r) => r.category === category) }))
}
