import type { ConsentContent } from '../consent-content'
import { linksExpired } from '../forms'
import type { ConsentFormRow, ParticipantRow } from '../queries'

export const toParticipant = (p: ParticipantRow) => ({
  ID: p.id,
  displayName: p.displayName,
  order: p.signOrder,
  email: p.email,
  role: p.role,
  status: p.status,
  signedAt: p.signedAt?.toISOString() ?? null,
})

export const toConsentForm = (form: ConsentFormRow, participants: ParticipantRow[]) => ({
  ID: form.id,
  formType: form.formType,
  eDocumentStatus: form.status,
  contentSha256: form.contentSha256,
  createdAt: form.createdAt.toISOString(),
  completedAt: form.completedAt?.toISOString() ?? null,
  participants: participants.map(toParticipant),
  signedDocumentAvailable: form.signedFileKey !== null,
  linksExpired: linksExpired(form, participants),
})

const toSigningParticipant = (p: ParticipantRow) => ({
  displayName: p.displayName,
  order: p.signOrder,
  role: p.role,
  status: p.status,
})

export function toSigningDocument(
  form: ConsentFormRow,
  signer: ParticipantRow,
  participants: ParticipantRow[],
) {
  const content = form.content as ConsentContent
  return {
    ...content,
    contentSha256: form.contentSha256,
    signer: toSigningParticipant(signer),
    participants: participants.map(toSigningParticipant),
  }
}
