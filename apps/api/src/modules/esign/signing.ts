import {
  canTransition,
  EnquiryTransitions,
  ErrorCode,
  isOpenEnquiry,
  signatureInputSchema,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import { auditSchool } from '../../platform/audit/request-scope'
import { consumeRate, RateRules, refundRate } from '../../platform/auth/rate-limit'
import { parseInput, refusal } from '../../platform/errors/domain-error'
import { publish } from '../../platform/events/bus'
import { type StorageDeps, storeGeneratedFile } from '../../platform/storage/files'
import { keepSignedForm } from '../documents'
import { selectEnquiry, transitionEnquiry } from '../enquiries'
import { tellParent } from '../notifications'
import { consentText } from './notice-texts'
import type { ConsentContent } from './consent-content'
import './events'
import { type EsignDeps, inviteNext, turnStatus } from './forms'
import {
  type ConsentFormRow,
  type ParticipantRow,
  selectFormById,
  selectParticipantByTokenHash,
  selectParticipants,
  updateForm,
  updateParticipant,
} from './queries'
import { assertSignaturePng } from './signature-image'
import { renderSignedPdf } from './signed-pdf'
import { assertWithdrawalSignable, isUnnamedCentreSigner, withdrawalFormLabel } from './withdrawal-forms'
import { selectWithdrawalOwner } from './withdrawal-queries'

export interface SigningDeps {
  platform: EsignDeps['platform'] & StorageDeps['platform']
  config: { publicUrl: string }
}

const invalidLink = () => refusal(ErrorCode.InvalidToken, 'esign.invalidLink')

/**
 * The participant a link was given to, with their form and its signers, when the link may still sign: known
 * (only the token's hash is stored, and signing clears it), not expired, their turn, every earlier signer done.
 * A replayed, forged or expired link is refused alike, saying nothing about which it was.
 */
async function participantOfLink(tx: DbOrTx, deps: SigningDeps, token: string) {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) throw invalidLink()
  const participant = await selectParticipantByTokenHash(tx, deps.platform.esign.hashToken(token))
  if (!participant?.tokenExpiresAt || participant.tokenExpiresAt.getTime() <= Date.now()) throw invalidLink()
  if (participant.status === 'Signed' || participant.status === 'Waiting') throw invalidLink()
  const form = (await selectFormById(tx, participant.fkForm, { lock: true }))!
  if (form.status !== 'Pending') throw invalidLink()
  if (form.fkEnquiry === null) await assertWithdrawalSignable(tx, form)
  else {
    // A cancelled enquiry, or one that left the e-consent step, takes no more signatures.
    const enquiry = await selectEnquiry(tx, form.fkSchool, form.fkEnquiry, { lock: true })
    if (!enquiry || !isOpenEnquiry(enquiry) || !canTransition(EnquiryTransitions.consentSigned, enquiry))
      throw refusal(ErrorCode.Conflict, 'esign.enquiryClosed')
  }
  const participants = await selectParticipants(tx, form.id)
  if (participants.some((p) => p.signOrder < participant.signOrder && p.status !== 'Signed'))
    throw refusal(ErrorCode.Conflict, 'esign.notYourTurn')
  return { participant, form, participants }
}

/** getSigningDocument: what the signing page shows: the document, its hash, who signs and who has. */
export async function signingDocument(db: Db, deps: SigningDeps, token: string) {
  return db.transaction(async (tx) => {
    const { participant, form, participants } = await participantOfLink(tx, deps, token)
    return { participant, form, participants }
  })
}

/**
 * signConsentForm: records the signature (image, typed name), the time, the signer's address and the SHA-256 of
 * the document they saw; the link dies. Anonymous, so failures are limited per client address. The next signer is sent theirs; after the last, the signed PDF is stored
 * and the enquiry goes on to the registration payment.
 */
export async function signConsentForm(
  db: Db,
  deps: SigningDeps,
  input: { token: string; signature: unknown; ip: string },
) {
  const key = `esign-sign:ip:${input.ip}`
  await consumeRate(db, key, RateRules.esignSign)
  const signed = await db.transaction(async (tx) => {
    // The link first: a forged or dead one costs one indexed read, never an image decode.
    const { participant, form, participants } = await participantOfLink(tx, deps, input.token)
    auditSchool(form.fkSchool)
    const signature = parseInput(signatureInputSchema, input.signature)
    assertSignaturePng(signature.image)
    const signed = await updateParticipant(tx, participant.id, {
      status: 'Signed',
      signedAt: new Date(),
      signedIp: input.ip,
      signatureKind: signature.kind,
      signaturePng: signature.image,
      typedName: signature.kind === 'typed' ? (signature.typedName ?? null) : null,
      signedSha256: form.contentSha256,
      tokenHash: null,
      tokenExpiresAt: null,
    })
    const all = participants.map((p) => (p.id === signed.id ? signed : p))
    const next = all.find((p) => p.status === 'Waiting')
    // A withdrawal form's centre signer is named when a staff member takes the turn (sendWithdrawalFormLink).
    if (next && isUnnamedCentreSigner(next))
      await updateParticipant(tx, next.id, { status: turnStatus(next.role) })
    else if (next) await inviteNext(tx, deps, form, next)
    else if (form.fkEnquiry === null) await completeWithdrawalForm(tx, deps, form, all)
    else await completeForm(tx, deps, form, form.fkEnquiry, all)
    return signed
  })
  await refundRate(db, key)
  return signed
}

/** Every participant signed: the PDF with the signatures and the signing record, then the enquiry moves on. */
async function completeForm(
  tx: DbOrTx,
  deps: SigningDeps,
  form: ConsentFormRow,
  enquiryId: number,
  participants: ParticipantRow[],
) {
  await storeSignedPdf(tx, deps, form, `registration-form-${enquiryId}-signed.pdf`, participants)
  const enquiry = await selectEnquiry(tx, form.fkSchool, enquiryId, { lock: true })
  if (!enquiry || !canTransition(EnquiryTransitions.consentSigned, enquiry)) return
  await transitionEnquiry(tx, {
    enquiry,
    to: EnquiryTransitions.consentSigned.to,
    action: 'consent_signed',
    actorId: null,
  })
  await publish(tx, 'consentCompleted', {
    schoolId: form.fkSchool,
    enquiryId: enquiry.id,
    publicUrl: deps.config.publicUrl,
  })
  await tellParent(
    tx,
    {
      schoolId: form.fkSchool,
      userId: enquiry.fkUser,
      inLanguage: (language) => ({
        title: consentText(language, 'signedTitle'),
        body: consentText(language, 'signed'),
      }),
    },
    deps.config.publicUrl,
  )
}

/** The signed PDF (the document, the signatures and the signing record), stored; the form is then Completed. */
async function storeSignedPdf(
  tx: DbOrTx,
  deps: SigningDeps,
  form: ConsentFormRow,
  filename: string,
  participants: ParticipantRow[],
) {
  const content = form.content as ConsentContent
  const bytes = await renderSignedPdf(content, form.contentSha256, participants)
  const file = await storeGeneratedFile(tx, deps, {
    schoolId: form.fkSchool,
    userId: null,
    purpose: 'registration_document',
    filename,
    format: 'pdf',
    bytes,
  })
  await updateForm(tx, form.id, { status: 'Completed', signedFileKey: file.key, completedAt: new Date() })
  return file
}

/** A withdrawal form signed by the family and the centre: its PDF is kept in the child's documents. */
async function completeWithdrawalForm(
  tx: DbOrTx,
  deps: SigningDeps,
  form: ConsentFormRow,
  participants: ParticipantRow[],
) {
  const owner = await selectWithdrawalOwner(tx, form.fkWithdrawal!)
  const file = await storeSignedPdf(
    tx,
    deps,
    form,
    `withdrawal-${form.formType}-${form.fkWithdrawal}-signed.pdf`,
    participants,
  )
  await keepSignedForm(tx, {
    schoolId: form.fkSchool,
    childId: owner.fkChild,
    centreId: owner.fkCentre,
    label: withdrawalFormLabel(form.formType),
    file,
  })
}
