import type { DbOrTx } from '../../db/client'
import type { Pagination } from '../../generated/graphql'
import { toLimitOffset } from '../../platform/pagination'
import type { StorageDeps } from '../../platform/storage/files'
import { toUploadedFile } from './mapper'
import { type FinanceFileType, selectFinanceFiles } from './queries'

/** findAllUploadedGiroFiles / findAllUploadedSubsidyFiles: a page of the school's files of those types. */
export async function listFinanceFiles(
  db: DbOrTx,
  deps: StorageDeps,
  schoolId: number,
  types: readonly FinanceFileType[],
  pagination: Pagination | null | undefined,
) {
  const page = await selectFinanceFiles(db, schoolId, types, toLimitOffset(pagination))
  return {
    totalCount: page.totalCount,
    data: await Promise.all(page.rows.map((r) => toUploadedFile(deps, r.file, r.userName))),
  }
}
