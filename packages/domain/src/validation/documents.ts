import { z } from 'zod'
import type { EnquiryStateCode } from '../enquiry-states'
import { V } from './messages'

/**
 * Registration documents (spec 002 s.3 Documents, s.4, s.5; spec 001 Document). A stored document's status, and
 * the text the spec shows for it. `not_required` is what staff mark a required type the family need not give.
 */
export const DocumentStatus = ['pending_verification', 'verified', 'rejected', 'not_required'] as const
export type DocumentStatus = (typeof DocumentStatus)[number]

export const DocumentStatusText: Record<DocumentStatus | 'not_uploaded', string> = {
  not_uploaded: 'Not Uploaded',
  pending_verification: 'Pending Verification',
  verified: 'Verified',
  rejected: 'Rejected',
  not_required: 'Not Required',
}

/**
 * Who lists and who uploads a document type, as bits like the access bits: 1 the parent, 2 staff. The spec's
 * "types filtered by list access level 2" is the staff bit; a required-document row carries UploadAccess.
 */
export const DocumentAccess = { parent: 1, staff: 2 } as const
export const DOCUMENT_ACCESS_BOTH = DocumentAccess.parent | DocumentAccess.staff

/** Document categories: registration documents of an enquiry, or documents of an enrolled child's profile. */
export const DocumentCategory = ['registration', 'child'] as const
export type DocumentCategory = (typeof DocumentCategory)[number]

export const DOCUMENT_REMARK_MAX = 500
export const DOCUMENT_TYPE_LABEL_MAX = 100

export const DocumentMsg = {
  remarkRequired: 'Remark is required',
  remarkMax: `At most ${DOCUMENT_REMARK_MAX} characters`,
  labelRequired: 'Document type name is required',
  labelMax: `At most ${DOCUMENT_TYPE_LABEL_MAX} characters`,
  labelTaken: 'A document type with this name already exists',
  access: 'Choose the parent, staff or both',
  category: 'Category must be registration or child',
  notUploadable: 'Documents cannot be changed at this step of the registration',
  parentMayNotUpload: 'The centre uploads this document',
  typeUnknown: 'This document type is not used by the school',
  missingRequired: 'Upload every required document before submitting',
  notPending: 'Only a document pending verification can be reviewed',
  notRemovable: 'A verified document cannot be removed',
  noFiles: 'Choose at least one document',
  tooManyFiles: 'At most 20 documents at a time',
} as const

/** The remark staff must give to reject a document or mark it not required (spec 002 s.5). */
export const documentRemarkSchema = z
  .string({ error: DocumentMsg.remarkRequired })
  .trim()
  .min(1, DocumentMsg.remarkRequired)
  .max(DOCUMENT_REMARK_MAX, DocumentMsg.remarkMax)

export const documentRemarkFormSchema = z.object({ remark: documentRemarkSchema })
export type DocumentRemarkForm = z.infer<typeof documentRemarkFormSchema>

const accessBits = z
  .number({ error: DocumentMsg.access })
  .int(DocumentMsg.access)
  .min(1, DocumentMsg.access)
  .max(DOCUMENT_ACCESS_BOTH, DocumentMsg.access)

/** A document type as HQ configures it (settings screen). */
export const documentTypeConfigInputSchema = z.object({
  label: z
    .string({ error: DocumentMsg.labelRequired })
    .trim()
    .min(1, DocumentMsg.labelRequired)
    .max(DOCUMENT_TYPE_LABEL_MAX, DocumentMsg.labelMax),
  description: z.string().trim().max(DOCUMENT_REMARK_MAX, DocumentMsg.remarkMax).nullish(),
  category: z.enum(DocumentCategory, { error: DocumentMsg.category }),
  isRequired: z.boolean(),
  listAccess: accessBits,
  uploadAccess: accessBits,
  sortOrder: z.number().int(V.required).min(0).max(9999),
  active: z.boolean(),
})
export type DocumentTypeConfigInput = z.infer<typeof documentTypeConfigInputSchema>

/** The files a parent or staff member saves at once: stored-file keys with their document type. */
export const uploadedDocumentsSchema = z
  .array(z.object({ documentTypeID: z.number().int().positive(), key: z.string().min(1).max(300) }), {
    error: DocumentMsg.noFiles,
  })
  .min(1, DocumentMsg.noFiles)
  .max(20, DocumentMsg.tooManyFiles)
export type UploadedDocumentInput = z.infer<typeof uploadedDocumentsSchema>[number]

/** The status a required-document row shows: what its documents say together. */
export function requiredDocumentStatus(statuses: readonly DocumentStatus[]): DocumentStatus | 'not_uploaded' {
  if (statuses.includes('not_required')) return 'not_required'
  if (statuses.includes('pending_verification')) return 'pending_verification'
  // A replacement removes the rejected files of its type, so a rejection left here still waits for one.
  if (statuses.includes('rejected')) return 'rejected'
  return statuses.length > 0 ? 'verified' : 'not_uploaded'
}

/** A required type is settled once verified or marked not required; the family then waits for no more. */
export const isSettled = (status: DocumentStatus | 'not_uploaded') =>
  status === 'verified' || status === 'not_required'

/**
 * Where an enquiry must stand for its documents to change (uploads, removals, reviews): from the form's completion
 * until every document is settled. The state moves themselves are in EnquiryTransitions.
 */
export const DOCUMENT_UPLOAD_STATES: readonly EnquiryStateCode[] = [
  'pending_form_completion',
  'pending_document_submission',
  'pending_document_verification',
]
