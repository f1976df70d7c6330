import type { Language } from '@preschool/domain'
import type { Config } from '../../config'
import type { DbOrTx } from '../../db/client'
import { EmbeddedEsign } from './embedded'

/** One participant's turn to sign a form. */
export interface SigningRequest {
  schoolId: number
  participantId: number
  email: string
  displayName: string
  documentTitle: string
  /** Staff sign as the centre's endorsement; the email says so. */
  isStaff: boolean
  /** The signer's language for the email (their account's, English without one). */
  language: Language
}

/** What the form keeps of a request: the hash of the link's token and when the link dies. */
export interface SigningInvitation {
  tokenHash: string
  expiresAt: Date
}

/**
 * Electronic signature (decision 0024). The embedded default mails each participant, in turn, a single-use,
 * expiring link to the app's own signing page, which records the signature, time, address and the document's
 * SHA-256. A provider (Docusign) would implement `requestSignature` by adding the recipient to an envelope in
 * routing order and answer its envelope/recipient ids instead of a token hash; its completion webhook then calls
 * the same `recordSignature` step of modules/esign.
 */
export interface EsignAdapter {
  readonly kind: 'embedded'
  requestSignature(tx: DbOrTx, request: SigningRequest): Promise<SigningInvitation>
  /** The stored hash of a link's token, to find the participant it was given to. */
  hashToken(token: string): string
}

export function createEsign(config: Pick<Config, 'publicUrl'>): EsignAdapter {
  return new EmbeddedEsign(config.publicUrl)
}
