import {
  canTransition,
  DocumentMsg,
  documentRemarkSchema,
  EnquiryTransitions,
  type EnquiryStateCode,
  ErrorCode,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { badInput, conflict, notFound, parseInput, refusal } from '../../platform/errors/domain-error'
import { type EnquiryRow, transitionEnquiry } from '../enquiries'
import { tellParent, tellStaff } from '../notifications'
import { DocumentNotices } from './notices'
import {
  type DocumentRow,
  deleteDocuments,
  filesOfType,
  insertDocument,
  marksOfType,
  selectDocument,
  selectDocumentType,
  selectEnquiryPeople,
  updateDocument,
} from './queries'
import { allSettled, missingDocuments, requiredDocuments } from './required'
import { type DocumentDeps, forgetFiles, lockEnquiryForDocuments } from './uploads'

type Transition = { from: readonly EnquiryStateCode[]; to?: EnquiryStateCode }

/** Moves the enquiry by a declared transition (EnquiryTransitions), its `to` the target. */
function move(
  tx: DbOrTx,
  enquiry: EnquiryRow,
  rule: Transition,
  action: string,
  actorId: number,
  remarks?: string,
) {
  return transitionEnquiry(tx, { enquiry, to: rule.to!, action, actorId, remarks })
}

/** When the family has submitted and every document is settled, the enquiry goes on to the e-consent. */
async function advanceWhenSettled(tx: DbOrTx, deps: DocumentDeps, enquiry: EnquiryRow, actorId: number) {
  if (!canTransition(EnquiryTransitions.documentsVerified, enquiry)) return enquiry
  if (!allSettled(await requiredDocuments(tx, enquiry.fkSchool, enquiry.id))) return enquiry
  const moved = await move(tx, enquiry, EnquiryTransitions.documentsVerified, 'documents_verified', actorId)
  await tellParent(
    tx,
    { schoolId: enquiry.fkSchool, userId: enquiry.fkUser, kind: 'document', ...DocumentNotices.verified() },
    deps.config.publicUrl,
  )
  return moved
}

/**
 * setDocumentUploadAsCompleted (the family) and submitForEndorsement (staff for the family): every required
 * document is in, so the enquiry waits for verification; the centre's staff hear of it. Already settled (staff
 * verified as the files came), it goes straight on to the e-consent.
 */
export async function submitDocuments(db: Db, deps: DocumentDeps, grant: SignedInGrant, enquiryId: number) {
  return db.transaction(async (tx) => {
    const enquiry = await lockEnquiryForDocuments(tx, grant.viewer.schoolId, enquiryId)
    if (!canTransition(EnquiryTransitions.submitDocuments, enquiry))
      throw refusal(ErrorCode.Conflict, 'documents.notUploadable')
    const list = await requiredDocuments(tx, enquiry.fkSchool, enquiry.id)
    const missing = missingDocuments(list)
    if (missing.length > 0)
      throw badInput(`${DocumentMsg.missingRequired}: ${missing.map((doc) => doc.type.label).join(', ')}`)
    const moved = await move(
      tx,
      enquiry,
      EnquiryTransitions.submitDocuments,
      'documents_submitted',
      grant.viewer.userId,
    )
    const people = await selectEnquiryPeople(tx, enquiry.id)
    await tellStaff(
      tx,
      {
        schoolId: enquiry.fkSchool,
        centreId: enquiry.fkCentre,
        module: 'enquiry_management',
        ...DocumentNotices.submitted(people.childName, people.centreLabel),
        navigate: `/documentreview/${enquiry.id}`,
        actionLabel: 'Review the documents',
      },
      deps.config.publicUrl,
    )
    return advanceWhenSettled(tx, deps, moved, grant.viewer.userId)
  })
}

/** A document pending verification, with its enquiry locked first (the order every document change takes). */
async function pendingDocument(tx: DbOrTx, grant: SignedInGrant, documentId: number) {
  const schoolId = grant.viewer.schoolId
  const found = await selectDocument(tx, schoolId, documentId)
  if (!found) throw notFound('Document')
  const enquiry = found.fkEnquiry ? await lockEnquiryForDocuments(tx, schoolId, found.fkEnquiry) : null
  const document = (await selectDocument(tx, schoolId, documentId, { lock: true }))!
  if (document.status !== 'pending_verification') throw conflict(DocumentMsg.notPending)
  return { document, enquiry }
}

/** approveEnquiryDocument: verified; the last one settles the enquiry's documents. */
export async function approveDocument(db: Db, deps: DocumentDeps, grant: SignedInGrant, documentId: number) {
  return db.transaction(async (tx) => {
    const { document, enquiry } = await pendingDocument(tx, grant, documentId)
    const saved = await review(tx, grant, document, 'verified', null)
    if (enquiry) await advanceWhenSettled(tx, deps, enquiry, grant.viewer.userId)
    return saved
  })
}

/**
 * rejectEnquiryDocument: rejected with the remark (required); the family is asked for a new one by bell and
 * email, and an enquiry waiting for verification goes back to document submission.
 */
export async function rejectDocument(
  db: Db,
  deps: DocumentDeps,
  grant: SignedInGrant,
  documentId: number,
  rawRemark: unknown,
) {
  const remark = parseInput(documentRemarkSchema, rawRemark ?? '')
  return db.transaction(async (tx) => {
    const { document, enquiry } = await pendingDocument(tx, grant, documentId)
    const saved = await review(tx, grant, document, 'rejected', remark)
    if (enquiry) {
      if (canTransition(EnquiryTransitions.rejectDocument, enquiry))
        await move(
          tx,
          enquiry,
          EnquiryTransitions.rejectDocument,
          'document_rejected',
          grant.viewer.userId,
          remark,
        )
      const type = await selectDocumentType(tx, enquiry.fkSchool, document.fkDocumentType)
      await tellParent(
        tx,
        {
          schoolId: enquiry.fkSchool,
          userId: enquiry.fkUser,
          kind: 'document',
          ...DocumentNotices.rejected(type?.label ?? '', remark),
        },
        deps.config.publicUrl,
      )
    }
    return saved
  })
}

function review(
  tx: DbOrTx,
  grant: SignedInGrant,
  document: DocumentRow,
  status: string,
  remark: string | null,
) {
  return updateDocument(tx, document.id, {
    status,
    remark,
    fkReviewedBy: grant.viewer.userId,
    reviewedAt: new Date(),
  })
}

/**
 * markEnquiryDocumentAsNotRequired: the family need not give this type (remark required). Its files, if any,
 * are dropped for the mark; the last open type settles the enquiry's documents.
 */
export async function markNotRequired(
  db: Db,
  deps: DocumentDeps,
  grant: SignedInGrant,
  input: { enquiryId: number; documentTypeId: number; remark: unknown },
) {
  const remark = parseInput(documentRemarkSchema, input.remark ?? '')
  const schoolId = grant.viewer.schoolId
  let dropped: string[] = []
  const saved = await db.transaction(async (tx) => {
    const enquiry = await lockEnquiryForDocuments(tx, schoolId, input.enquiryId)
    const type = await selectDocumentType(tx, schoolId, input.documentTypeId)
    if (!type?.active) throw badInput(DocumentMsg.typeUnknown, { documentTypeID: DocumentMsg.typeUnknown })
    dropped = await deleteDocuments(tx, filesOfType(enquiry.id, type.id))
    await deleteDocuments(tx, marksOfType(enquiry.id, type.id))
    const row = await insertDocument(tx, {
      fkSchool: schoolId,
      fkCentre: enquiry.fkCentre,
      fkEnquiry: enquiry.id,
      fkChild: enquiry.fkChild,
      fkDocumentType: type.id,
      status: 'not_required',
      remark,
      fkUploadedBy: grant.viewer.userId,
      fkReviewedBy: grant.viewer.userId,
      reviewedAt: new Date(),
    })
    await advanceWhenSettled(tx, deps, enquiry, grant.viewer.userId)
    return row
  })
  await forgetFiles(db, deps, schoolId, dropped)
  return saved
}
