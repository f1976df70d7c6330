import {
  canTransition,
  EnquiryTransitions,
  EsignMsg,
  type ParticipantStatus,
  participantsSchema,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { SignedInGrant } from '../../platform/authz/authorize'
import type { EsignAdapter } from '../../platform/esign/adapter'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import type { StorageDeps } from '../../platform/storage/files'
import { DOCUMENT_LINK_TTL_S } from '../documents'
import { assertOpenEnquiry, selectEnquiry } from '../enquiries'
import { selectLanguageOfEmail } from '../identity'
import { type ConsentContent, consentDocumentContent, contentHash } from './consent-content'
import {
  type ConsentFormRow,
  insertForm,
  insertParticipants,
  isCentreSigner,
  type ParticipantRow,
  selectForm,
  selectParticipants,
  updateParticipant,
  voidForm,
} from './queries'

export interface EsignDeps {
  platform: { esign: EsignAdapter }
}

/** The status of a participant whose turn it is: the spec's PendingStaffSign for the centre's signer. */
export const turnStatus = (role: string): ParticipantStatus =>
  role === 'staff' ? 'PendingStaffSign' : 'Sent'

/** Hands the next participant their request to sign (the adapter mails the link) and marks their turn. */
export async function inviteNext(tx: DbOrTx, deps: EsignDeps, form: ConsentFormRow, next: ParticipantRow) {
  const content = form.content as ConsentContent
  const invitation = await deps.platform.esign.requestSignature(tx, {
    schoolId: form.fkSchool,
    participantId: next.id,
    email: next.email,
    displayName: next.displayName,
    documentTitle: content.title,
    isStaff: next.role === 'staff',
    language: await selectLanguageOfEmail(tx, form.fkSchool, next.email),
  })
  return updateParticipant(tx, next.id, {
    status: turnStatus(next.role),
    tokenHash: invitation.tokenHash,
    tokenExpiresAt: invitation.expiresAt,
  })
}

/**
 * A pending form that can no longer complete: a participant who has not signed holds only an expired link (links
 * are sent one at a time, so it is the one whose turn it is).
 */
export const linksExpired = (
  form: ConsentFormRow,
  participants: readonly ParticipantRow[],
  now = Date.now(),
) =>
  form.status === 'Pending' &&
  participants.some(
    (p) => p.status !== 'Signed' && p.status !== 'Waiting' && (p.tokenExpiresAt?.getTime() ?? 0) <= now,
  )

/**
 * createForm1: the registration form becomes the document the participants sign, in order (the family, then
 * the centre's signer). Its content and SHA-256 are frozen now; the first participant is sent their link. A form
 * whose links expired before it was signed is voided and replaced, in this transaction.
 */
export async function createForm1(
  db: Db,
  deps: EsignDeps,
  grant: SignedInGrant,
  enquiryId: number,
  raw: unknown,
): Promise<{ form: ConsentFormRow; participants: ParticipantRow[] }> {
  const participants = parseInput(participantsSchema, raw)
  const schoolId = grant.viewer.schoolId
  return db.transaction(async (tx) => {
    const enquiry = await selectEnquiry(tx, schoolId, enquiryId, { lock: true })
    if (!enquiry) throw notFound('Enquiry')
    assertOpenEnquiry(enquiry)
    if (!canTransition(EnquiryTransitions.consentSigned, enquiry)) throw conflict(EsignMsg.wrongStage)
    const existing = await selectForm(tx, schoolId, enquiryId)
    if (existing) {
      // Read without locking the form: a signature in progress holds it and then waits for the enquiry this
      // transaction holds; a live link refuses here before that.
      if (!linksExpired(existing, await selectParticipants(tx, existing.id))) throw conflict(EsignMsg.exists)
      await voidForm(tx, existing.id)
    }
    for (const p of participants.filter((p) => p.role === 'staff'))
      if (!enquiry.fkCentre || !(await isCentreSigner(tx, schoolId, enquiry.fkCentre, p.email)))
        throw badInput(EsignMsg.staffUnknown, { participants: EsignMsg.staffUnknown })
    const content = await consentDocumentContent(tx, schoolId, enquiryId)
    const form = await insertForm(tx, {
      fkSchool: schoolId,
      fkEnquiry: enquiryId,
      content,
      contentSha256: contentHash(content),
      fkCreatedBy: grant.viewer.userId,
    })
    const rows = await insertParticipants(
      tx,
      participants.map((p, index) => ({
        fkSchool: schoolId,
        fkForm: form.id,
        role: p.role,
        displayName: p.displayName,
        email: p.email,
        signOrder: index + 1,
      })),
    )
    const first = await inviteNext(tx, deps, form, rows[0])
    return { form, participants: [first, ...rows.slice(1)] }
  })
}

/** The enquiry's form 1 with its participants in order; null before it was created. */
export async function consentFormOf(db: DbOrTx, schoolId: number, enquiryId: number) {
  const form = await selectForm(db, schoolId, enquiryId)
  if (!form) return null
  return { form, participants: await selectParticipants(db, form.id) }
}

/** A short-lived link to the enquiry's signed form 1; not found until every participant signed. */
export async function signedFormUrl(db: DbOrTx, deps: StorageDeps, schoolId: number, enquiryId: number) {
  const form = await selectForm(db, schoolId, enquiryId)
  if (!form?.signedFileKey) throw notFound('Signed form')
  return deps.platform.storage.signedGetUrl(form.signedFileKey, DOCUMENT_LINK_TTL_S)
}
