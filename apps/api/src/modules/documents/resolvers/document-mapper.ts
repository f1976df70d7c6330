import { type DocumentStatus, DocumentStatusText } from '@preschool/domain'
import type { DocumentRow, DocumentTypeRow } from '../queries'
import type { RequiredDocument } from '../required'

export const toDocument = (row: DocumentRow) => ({
  ID: row.id,
  fkChild: row.fkChild,
  fkEnquiry: row.fkEnquiry,
  fkDocumentType: row.fkDocumentType,
  filename: row.filename,
  sizeBytes: row.sizeBytes,
  status: row.status,
  statusText: DocumentStatusText[row.status as DocumentStatus],
  remark: row.remark,
  createdAt: row.createdAt.toISOString(),
})

export const toDocumentType = (row: DocumentTypeRow) => ({
  ID: row.id,
  label: row.label,
  description: row.description,
  category: row.category,
  isRequired: row.isRequired,
  listAccess: row.listAccess,
  uploadAccess: row.uploadAccess,
  sortOrder: row.sortOrder,
  active: row.active,
})

export const toRequiredDocument = (doc: RequiredDocument) => ({
  DocumentTypeID: doc.type.id,
  ParentID: doc.parentId,
  ChildID: doc.childId,
  Fullname: doc.childName,
  DocumentType: doc.type.label,
  isRequired: doc.type.isRequired,
  Status: DocumentStatusText[doc.status],
  Remarks: doc.remark,
  UploadAccess: doc.type.uploadAccess,
  documents: doc.documents.map(toDocument),
})
