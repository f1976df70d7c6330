import { DocumentAccess, DocumentMsg, documentTypeConfigInputSchema } from '@preschool/domain'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { type DocumentTypeRow, selectDocumentTypes, upsertDocumentType } from './queries'

/** documentTypeConfigsByFkDocumentTypeConfig: HQ's list of the school's types (one, when an id is given). */
export const documentTypeConfigs = (db: Db, schoolId: number, id?: number | null) =>
  selectDocumentTypes(db, schoolId, { id })

/** getDocumentTypeByDocumentCategory: the active types of a category that staff list (list access bit 2). */
export const staffDocumentTypes = (db: Db, schoolId: number, category?: string | null) =>
  selectDocumentTypes(db, schoolId, {
    activeOnly: true,
    listBit: DocumentAccess.staff,
    category: category ?? undefined,
  })

/** HQ adds or changes a document type; names are unique in the school, whatever their case. */
export async function saveDocumentType(
  db: Db,
  schoolId: number,
  id: number | null | undefined,
  raw: unknown,
): Promise<DocumentTypeRow> {
  const input = parseInput(documentTypeConfigInputSchema, raw)
  try {
    // Its own savepoint: a refused insert must not abort the request's transaction.
    const row = await db.transaction((tx) =>
      upsertDocumentType(tx, schoolId, id, { ...input, description: input.description ?? null }),
    )
    if (!row) throw notFound('Document type')
    return row
  } catch (error) {
    if (isUniqueViolation(error, 'document_types_school_label'))
      throw conflict(DocumentMsg.labelTaken, { label: DocumentMsg.labelTaken })
    throw error
  }
}
