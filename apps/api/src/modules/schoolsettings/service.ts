import {
  brandingUploadPurposeSchema,
  ConfigCodeMsg,
  codeCategoryArgsSchema,
  configByCategoryArgsSchema,
  configCodeInputSchema,
  ErrorCode,
  schoolConfigEntriesSchema,
} from '@preschool/domain'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { Pagination } from '../../generated/graphql'
import { DomainError, notFound, parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import { createUploadTarget, type StorageDeps } from '../../platform/storage/files'
import { selectSchoolConfigs, upsertSchoolConfig } from '../tenancy'
import { type BrandingFiles, storedImageValue } from './branding'
import { insertCode, labelTaken, selectCode, selectCodesPage, updateCode } from './queries'

/** Sets the sent configuration values in one transaction; returns every value of the school afterwards. */
export async function updateSchoolConfig(
  db: Db,
  files: BrandingFiles,
  schoolId: number,
  rawEntries: unknown,
) {
  const changes = parseInput(schoolConfigEntriesSchema, rawEntries)
  return db.transaction(async (tx) => {
    const current = new Map((await selectSchoolConfigs(tx, schoolId)).map((row) => [row.key, row.value]))
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue
      const stored = await storedImageValue(tx, files, schoolId, key, value, current.get(key))
      await upsertSchoolConfig(tx, schoolId, key, stored)
    }
    return selectSchoolConfigs(tx, schoolId)
  })
}

export function listCodesForAdmin(
  db: Db,
  schoolId: number,
  rawCategory: string,
  pagination: Pagination | null | undefined,
) {
  const { searchCategory } = parseInput(configByCategoryArgsSchema, { searchCategory: rawCategory })
  return selectCodesPage(db, schoolId, searchCategory, toLimitOffset(pagination))
}

const labelTakenError = () =>
  new DomainError(ErrorCode.Conflict, ConfigCodeMsg.labelTaken, { label: ConfigCodeMsg.labelTaken })

/** Creates a code in a category, or updates one that belongs to that category of the school. */
export async function saveCode(
  db: Db,
  schoolId: number,
  codeId: number | undefined,
  rawCategory: string,
  raw: unknown,
) {
  const { category } = parseInput(codeCategoryArgsSchema, { category: rawCategory })
  const input = parseInput(configCodeInputSchema, raw)
  try {
    return await db.transaction(async (tx) => {
      if (codeId !== undefined) {
        const existing = await selectCode(tx, schoolId, codeId)
        if (!existing || existing.category !== category) throw notFound('Code')
      }
      if (await labelTaken(tx, schoolId, category, input.label, codeId)) throw labelTakenError()
      if (codeId === undefined) return insertCode(tx, schoolId, category, input)
      return (await updateCode(tx, schoolId, codeId, input))!
    })
  } catch (error) {
    // Two saves racing past the check above meet the unique index instead.
    if (isUniqueViolation(error, 'codes_school_category_label')) throw labelTakenError()
    throw error
  }
}

export async function setCodeActive(db: Db, schoolId: number, codeId: number, active: boolean) {
  const row = await db.transaction((tx) => updateCode(tx, schoolId, codeId, { active }))
  if (!row) throw notFound('Code')
  return row
}

/** A signed upload target for a logo or banner; the file is claimed when updateSchoolConfig saves its key. */
export function brandingUploadTarget(
  db: Db,
  deps: StorageDeps,
  input: { schoolId: number; userId: number; purpose: string; filename: string; contentType: string },
) {
  const { purpose } = parseInput(brandingUploadPurposeSchema, { purpose: input.purpose })
  return db.transaction((tx) => createUploadTarget(tx, deps, { ...input, purpose }))
}
