import type { DbOrTx } from '../../db/client'
import type { StoredFile } from '../../platform/storage/files'
import { type DocumentRow, insertDocument, signedFormType } from './queries'

/** A form every party signed, kept in the child's documents as verified (the signatures are its proof). */
export async function keepSignedForm(
  db: DbOrTx,
  input: { schoolId: number; childId: number; centreId: number; label: string; file: StoredFile },
): Promise<DocumentRow> {
  return insertDocument(db, {
    fkSchool: input.schoolId,
    fkCentre: input.centreId,
    fkChild: input.childId,
    fkDocumentType: await signedFormType(db, input.schoolId, input.label),
    fileKey: input.file.key,
    filename: input.file.filename,
    sizeBytes: input.file.sizeBytes,
    status: 'verified',
    reviewedAt: new Date(),
  })
}
