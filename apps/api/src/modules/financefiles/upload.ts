import { createHash } from 'node:crypto'
import { FinanceFileMsg, FileMsg } from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { badInput } from '../../platform/errors/domain-error'
import { claimUploadedFile, readStoredFile, type StorageDeps } from '../../platform/storage/files'
import { type FinanceFileType, insertFinanceFile, selectAppliedByContent, updateFinanceFile } from './queries'
import { type Actor } from '../../platform/authz/actor'

/** Thrown inside the applying transaction when rows fail: it rolls everything back, the reasons are kept. */
export class RowsFailed extends Error {
  constructor(readonly reasons: string[]) {
    super('rows failed')
  }
}

export interface Applied {
  rowCount: number
  totalCents: number
  log: string[]
}

/**
 * An uploaded GIRO return or subsidy file, applied whole or not at all: the bytes are claimed (type and size
 * checked), must be text, and are applied by `apply` in one transaction together with the file's 'applied' row,
 * whose content hash is unique: the same bytes again (even at the same moment) apply once. A refused file is
 * kept as 'failed' with every reason, and changes nothing else.
 */
export async function applyUploadedFile(
  db: Db,
  deps: StorageDeps,
  actor: Actor,
  input: { fileKey: string; docType: FinanceFileType; label: string },
  apply: (tx: DbOrTx, text: string, fileId: number) => Promise<Applied>,
) {
  const stored = await db.transaction((tx) =>
    claimUploadedFile(tx, deps, {
      schoolId: actor.schoolId,
      key: input.fileKey,
      purpose: 'finance_document',
      field: 'fileKey',
    }),
  )
  if (stored.contentType === 'application/pdf')
    throw badInput(FileMsg.invalidFiletype, { fileKey: FileMsg.invalidFiletype })
  const bytes = await readStoredFile(deps, stored.key)
  if (!bytes) throw badInput(FileMsg.uploadFailed, { fileKey: FileMsg.uploadFailed })
  const sha = createHash('sha256').update(bytes).digest('hex')
  const label = `${input.label}: ${stored.filename}`
  const fail = (log: string[]) =>
    insertFinanceFile(db, {
      fkSchool: actor.schoolId,
      docType: input.docType,
      label,
      fileKey: stored.key,
      status: 'failed',
      log,
      contentSha256: sha,
      fkUser: actor.userId,
    })
  const replayed = async () => {
    const first = await selectAppliedByContent(db, actor.schoolId, input.docType, sha)
    return fail([FinanceFileMsg.replayed(first?.label ?? label)])
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  // Control characters other than tab and line breaks (and bytes that are not UTF-8) are not a CSV's.
  if (/[\p{Cc}\ufffd]/u.test(text.replace(/[\t\r\n]/g, ''))) return fail([FinanceFileMsg.notText])
  if (await selectAppliedByContent(db, actor.schoolId, input.docType, sha)) return replayed()
  try {
    return await db.transaction(async (tx) => {
      const file = await insertFinanceFile(tx, {
        fkSchool: actor.schoolId,
        docType: input.docType,
        label,
        fileKey: stored.key,
        status: 'applied',
        log: [],
        contentSha256: sha,
        fkUser: actor.userId,
      })
      const result = await apply(tx, text, file.id)
      return updateFinanceFile(tx, file.id, result)
    })
  } catch (error) {
    if (error instanceof RowsFailed) {
      const rows = error.reasons.filter((r) => r.startsWith('Line ')).length
      return fail(rows > 0 ? [FinanceFileMsg.rowsFailed(rows), ...error.reasons] : error.reasons)
    }
    if (isUniqueViolation(error, 'finance_files_applied_content')) return replayed()
    throw error
  }
}
