import { DOCUMENT_ACCESS_BOTH, DocumentAccess } from '@preschool/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { documentTypes } from '../../db/schema'
import type { StoredFile } from '../../platform/storage/files'
import { type DocumentRow, insertDocument } from './queries'

/**
 * The school's child document type of a signed form (such as 'Withdrawal form (Form 3)'), made on first use: staff
 * keep it, the family sees it; one per label (document_types_school_label), so concurrent signings share it.
 */
async function signedFormType(db: DbOrTx, schoolId: number, label: string): Promise<number> {
  const find = () =>
    db
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(and(eq(documentTypes.fkSchool, schoolId), sql`lower(${documentTypes.label}) = lower(${label})`))
  const [existing] = await find()
  if (existing) return existing.id
  await db
    .insert(documentTypes)
    .values({
      fkSchool: schoolId,
      label,
      category: 'child',
      listAccess: DOCUMENT_ACCESS_BOTH,
      uploadAccess: DocumentAccess.staff,
    })
    .onConflictDoNothing()
  const [made] = await find()
  return made.id
}

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
