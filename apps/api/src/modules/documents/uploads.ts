import {
  DOCUMENT_UPLOAD_STATES,
  DocumentAccess,
  enquiryStateCode,
  FileMsg,
  REGISTRATION_DOCUMENTS_MAX_TOTAL_BYTES,
  type UploadedDocumentInput,
  uploadedDocumentsSchema,
  ErrorCode,
} from '@preschool/domain'
import { eq } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { documents } from '../../db/schema'
import { heldAsStaff, type SignedInGrant } from '../../platform/authz/authorize'
import { badInput, notFound, parseInput, refusal } from '../../platform/errors/domain-error'
import {
  claimUploadedFile,
  createUploadTarget,
  deleteStoredFile,
  type StorageDeps,
  type UploadTarget,
} from '../../platform/storage/files'
import { assertOpenEnquiry, type EnquiryRow, selectEnquiry } from '../enquiries'
import {
  deleteDocuments,
  type DocumentRow,
  insertDocument,
  rejectedOfType,
  selectDocument,
  selectDocumentType,
  sumEnquiryBytes,
} from './queries'

export interface DocumentDeps extends StorageDeps {
  config: { publicUrl: string }
}

/** The bit of the caller's side: a parent uploads types with the parent bit, staff those with the staff bit. */
const sideOf = (grant: SignedInGrant) => (heldAsStaff(grant) ? DocumentAccess.staff : DocumentAccess.parent)

/**
 * The enquiry at its document step: open, and between form completion and consent. Locked for a change of its
 * documents (`lock`), so changes of one enquiry's documents take turns.
 */
export async function lockEnquiryForDocuments(tx: DbOrTx, schoolId: number, enquiryId: number, lock = true) {
  const enquiry = await selectEnquiry(tx, schoolId, enquiryId, { lock })
  if (!enquiry) throw notFound('Enquiry')
  assertOpenEnquiry(enquiry)
  if (!DOCUMENT_UPLOAD_STATES.includes(enquiryStateCode(enquiry)))
    throw refusal(ErrorCode.Conflict, 'documents.notUploadable')
  return enquiry
}

/** A registration document's upload target for the caller: pdf or jpg, 1.5 MB (checked again on the bytes). */
export const documentUploadTarget = (
  db: DbOrTx,
  deps: StorageDeps,
  grant: SignedInGrant,
  file: { filename: string; contentType: string },
) =>
  createUploadTarget(db, deps, {
    schoolId: grant.viewer.schoolId,
    userId: grant.viewer.userId,
    purpose: 'registration_document',
    ...file,
  })

/** getEnquiryDocumentUploadUrl: where the browser PUTs one registration document (pdf or jpg, 1.5 MB). */
export async function enquiryUploadTarget(
  db: DbOrTx,
  deps: StorageDeps,
  grant: SignedInGrant,
  input: { enquiryId: number; filename: string; contentType: string },
): Promise<UploadTarget> {
  await lockEnquiryForDocuments(db, grant.viewer.schoolId, input.enquiryId, false)
  return documentUploadTarget(db, deps, grant, { filename: input.filename, contentType: input.contentType })
}

/**
 * Saves uploaded files as documents of the enquiry, pending verification, in one transaction: each type must be
 * one the caller's side uploads, each file's real bytes pdf or jpg within 1.5 MB (checked by the claim), all the
 * enquiry's documents within 50 MB. A new file of a type replaces that type's rejected ones.
 */
export async function saveEnquiryDocuments(
  db: Db,
  deps: StorageDeps,
  grant: SignedInGrant,
  enquiryId: number,
  raw: unknown,
): Promise<DocumentRow[]> {
  const uploads = parseInput(uploadedDocumentsSchema, raw)
  const schoolId = grant.viewer.schoolId
  const replaced: string[] = []
  const saved = await oneDocumentPerFile(() =>
    db.transaction(async (tx) => {
      const enquiry = await lockEnquiryForDocuments(tx, schoolId, enquiryId)
      const rows: DocumentRow[] = []
      for (const upload of uploads) {
        replaced.push(...(await deleteDocuments(tx, rejectedOfType(enquiry.id, upload.documentTypeID))))
        rows.push(await saveOne(tx, deps, grant, enquiry, upload))
      }
      const total = await sumEnquiryBytes(tx, enquiry.id)
      if (total > REGISTRATION_DOCUMENTS_MAX_TOTAL_BYTES)
        throw badInput(FileMsg.totalTooLarge, { uploadedDocuments: FileMsg.totalTooLarge })
      return rows
    }),
  )
  await forgetFiles(db, deps, schoolId, replaced)
  return saved
}

/**
 * Claims an uploaded file for a document: only the caller's own upload (the target was handed to them), so a key
 * that leaked (another family's scan, a signed consent form) cannot be saved, and read, as the caller's document.
 */
export async function claimOwnUpload(tx: DbOrTx, deps: StorageDeps, grant: SignedInGrant, key: string) {
  const file = await claimUploadedFile(tx, deps, {
    schoolId: grant.viewer.schoolId,
    key,
    purpose: 'registration_document',
    field: 'key',
  })
  if (file.fkUploadedBy !== grant.viewer.userId)
    throw badInput(FileMsg.uploadFailed, { key: FileMsg.uploadFailed })
  return file
}

/** A file holds one document (the database's unique key): a double submit or a key sent twice is refused. */
export async function oneDocumentPerFile<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error, 'documents_file_key'))
      throw badInput(FileMsg.uploadFailed, { key: FileMsg.uploadFailed })
    throw error
  }
}

async function saveOne(
  tx: DbOrTx,
  deps: StorageDeps,
  grant: SignedInGrant,
  enquiry: EnquiryRow,
  upload: UploadedDocumentInput,
): Promise<DocumentRow> {
  const type = await selectDocumentType(tx, enquiry.fkSchool, upload.documentTypeID)
  if (!type?.active) throw refusal(ErrorCode.BadUserInput, 'documents.typeUnknown', 'documentTypeID')
  if ((type.uploadAccess & sideOf(grant)) === 0)
    throw refusal(ErrorCode.BadUserInput, 'documents.parentMayNotUpload', 'documentTypeID')
  const file = await claimOwnUpload(tx, deps, grant, upload.key)
  return insertDocument(tx, {
    fkSchool: enquiry.fkSchool,
    fkCentre: enquiry.fkCentre,
    fkEnquiry: enquiry.id,
    fkChild: enquiry.fkChild,
    fkDocumentType: type.id,
    fileKey: file.key,
    filename: file.filename,
    sizeBytes: file.sizeBytes,
    fkUploadedBy: grant.viewer.userId,
  })
}

/**
 * Whether the caller may see a document: staff (the guard checked their reach), or the family when its type is one
 * the family lists. A type only staff list (list access 2: a medical report, an internal note) stays the centre's.
 */
export async function maySeeDocument(
  tx: DbOrTx,
  grant: SignedInGrant,
  document: DocumentRow,
): Promise<boolean> {
  if (heldAsStaff(grant)) return true
  const type = await selectDocumentType(tx, document.fkSchool, document.fkDocumentType)
  return type !== undefined && (type.listAccess & DocumentAccess.parent) !== 0
}

/**
 * Removes one document of an enquiry: the family theirs while it is not verified, staff (write) any. The enquiry
 * must still be at the document step; the file's bytes go after the change.
 */
export async function removeDocument(
  db: Db,
  deps: StorageDeps,
  grant: SignedInGrant,
  documentId: number,
  enquiryId?: number | null,
): Promise<boolean> {
  const schoolId = grant.viewer.schoolId
  const keys = await db.transaction(async (tx) => {
    const found = await selectDocument(tx, schoolId, documentId)
    if (!found || (enquiryId && found.fkEnquiry !== enquiryId)) throw notFound('Document')
    if (!(await maySeeDocument(tx, grant, found))) throw notFound('Document')
    if (found.fkEnquiry) await lockEnquiryForDocuments(tx, schoolId, found.fkEnquiry)
    if (!heldAsStaff(grant) && found.status === 'verified')
      throw refusal(ErrorCode.Conflict, 'documents.notRemovable')
    return deleteDocuments(tx, eq(documents.id, documentId))
  })
  await forgetFiles(db, deps, schoolId, keys)
  return true
}

/** Deletes the bytes of files no document holds any more; a failure only leaves a file behind. */
export async function forgetFiles(db: DbOrTx, deps: StorageDeps, schoolId: number, keys: readonly string[]) {
  for (const key of keys) {
    try {
      await deleteStoredFile(db, deps, { schoolId, key })
    } catch {
      // The document is gone either way; the orphaned bytes are harmless and rare.
    }
  }
}
