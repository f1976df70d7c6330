import { DocumentAccess, ErrorCode } from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { notFound, refusal } from '../../platform/errors/domain-error'
import type { StorageDeps, UploadTarget } from '../../platform/storage/files'
import { type DocumentRow, insertDocument, selectDocument, selectDocumentType } from './queries'
import {
  claimOwnUpload,
  documentUploadTarget,
  maySeeDocument,
  oneDocumentPerFile,
  saveEnquiryDocuments,
} from './uploads'

/** A document link lives two minutes: enough to open it, too short to pass around. */
export const DOCUMENT_LINK_TTL_S = 120

async function staffType(db: DbOrTx, schoolId: number, typeId: number) {
  const type = await selectDocumentType(db, schoolId, typeId)
  if (!type?.active) throw refusal(ErrorCode.BadUserInput, 'documents.typeUnknown', 'documentTypeID')
  if ((type.uploadAccess & DocumentAccess.staff) === 0)
    throw refusal(ErrorCode.BadUserInput, 'documents.typeUnknown', 'documentTypeID')
  return type
}

/** getDocumentUploadURLByIDDocumentTypeConfig: staff upload a file of a type the centre uploads. */
export async function staffUploadTarget(
  db: DbOrTx,
  deps: StorageDeps,
  grant: SignedInGrant,
  input: { typeId: number; filename: string; contentType: string },
): Promise<UploadTarget> {
  await staffType(db, grant.viewer.schoolId, input.typeId)
  return documentUploadTarget(db, deps, grant, { filename: input.filename, contentType: input.contentType })
}

/**
 * saveDocument: staff save an uploaded file as a document of a child: of its enquiry's registration when one is
 * named (as the family would, pending verification), else of the child's profile, verified by the saving.
 */
export async function saveStaffDocument(
  db: Db,
  deps: StorageDeps,
  grant: SignedInGrant,
  input: { childId: number; typeId: number; key: string; enquiryId?: number | null },
): Promise<DocumentRow> {
  if (input.enquiryId) {
    const [row] = await saveEnquiryDocuments(db, deps, grant, input.enquiryId, [
      { documentTypeID: input.typeId, key: input.key },
    ])
    if (row.fkChild !== input.childId) throw notFound('Document')
    return row
  }
  const schoolId = grant.viewer.schoolId
  return oneDocumentPerFile(() =>
    db.transaction(async (tx) => {
      const type = await staffType(tx, schoolId, input.typeId)
      const file = await claimOwnUpload(tx, deps, grant, input.key)
      return insertDocument(tx, {
        fkSchool: schoolId,
        fkChild: input.childId,
        fkDocumentType: type.id,
        fileKey: file.key,
        filename: file.filename,
        sizeBytes: file.sizeBytes,
        status: 'verified',
        fkUploadedBy: grant.viewer.userId,
        fkReviewedBy: grant.viewer.userId,
        reviewedAt: new Date(),
      })
    }),
  )
}

/** getDocumentURL: a short-lived link to a document the guard let the caller read; it must be the child's. */
export async function documentUrl(
  db: DbOrTx,
  deps: StorageDeps,
  grant: SignedInGrant,
  documentId: number,
  childId?: number | null,
): Promise<string> {
  const document = await selectDocument(db, grant.viewer.schoolId, documentId)
  if (!document?.fileKey || (childId && document.fkChild !== childId)) throw notFound('Document')
  if (!(await maySeeDocument(db, grant, document))) throw notFound('Document')
  return deps.platform.storage.signedGetUrl(document.fileKey, DOCUMENT_LINK_TTL_S)
}
