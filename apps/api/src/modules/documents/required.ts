import { DocumentAccess, type DocumentStatus, isSettled, requiredDocumentStatus } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { notFound } from '../../platform/errors/domain-error'
import {
  type DocumentRow,
  type DocumentTypeRow,
  selectEnquiryDocuments,
  selectEnquiryPeople,
  selectRegistrationTypes,
} from './queries'

/** One registration document type of an enquiry, with its files and what they say together (spec 002 s.3). */
export interface RequiredDocument {
  type: DocumentTypeRow
  parentId: number
  childId: number
  childName: string
  status: DocumentStatus | 'not_uploaded'
  /** The remark of the latest rejection or not-required mark. */
  remark: string | null
  documents: DocumentRow[]
}

/** The enquiry's registration documents, type by type, in the school's order. Three statements. */
export async function requiredDocuments(db: DbOrTx, schoolId: number, enquiryId: number) {
  const people = await selectEnquiryPeople(db, enquiryId)
  if (!people) throw notFound('Enquiry')
  const [types, rows] = [
    await selectRegistrationTypes(db, schoolId),
    await selectEnquiryDocuments(db, enquiryId),
  ]
  return types.map((type): RequiredDocument => {
    const own = rows.filter((row) => row.fkDocumentType === type.id)
    const remarked = own.filter((row) => row.remark).at(-1)
    return {
      type,
      parentId: people.parentId,
      childId: people.childId,
      childName: people.childName,
      status: requiredDocumentStatus(own.map((row) => row.status as DocumentStatus)),
      remark: remarked?.remark ?? null,
      documents: own.filter((row) => row.status !== 'not_required'),
    }
  })
}

/**
 * Whether the family gave what they must: every required type the parent uploads has a file waiting or
 * verified, or is marked not required; nothing rejected waits for a replacement.
 */
export function missingDocuments(list: readonly RequiredDocument[]): RequiredDocument[] {
  return list.filter(
    (doc) =>
      doc.status === 'rejected' ||
      (doc.type.isRequired &&
        (doc.type.uploadAccess & DocumentAccess.parent) !== 0 &&
        doc.status === 'not_uploaded'),
  )
}

/** Every required type verified or not required, and no file of any type still waiting or rejected. */
export function allSettled(list: readonly RequiredDocument[]): boolean {
  return list.every((doc) =>
    doc.type.isRequired ? isSettled(doc.status) : doc.status === 'not_uploaded' || isSettled(doc.status),
  )
}
