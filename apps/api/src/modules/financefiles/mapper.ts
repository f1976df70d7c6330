import type { UploadedFile } from '../../generated/graphql'
import { type StorageDeps, signedFileUrl } from '../../platform/storage/files'
import type { FinanceFileRow } from './queries'

/** A finance file as the API answers it, its download link signed now (the key never leaves the server). */
export async function toUploadedFile(
  deps: StorageDeps,
  file: FinanceFileRow,
  userName: string | null = null,
): Promise<UploadedFile> {
  return {
    ID: file.id,
    label: file.label,
    URL: file.fileKey ? await signedFileUrl(deps, file.fileKey) : null,
    status: file.status,
    log: file.log,
    docType: file.docType,
    user: userName,
    createdAt: file.createdAt.toISOString(),
    month: file.month,
    valueDate: file.valueDate,
    rowCount: file.rowCount,
    totalAmount: file.totalCents,
  }
}
