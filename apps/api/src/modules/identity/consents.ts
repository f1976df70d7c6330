import { createHash } from 'node:crypto'
import { type ConsentKind, PDPA_NOTICE_TEXT, PDPA_NOTICE_VERSION } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { insertConsents } from './consent-queries'

/** The SHA-256 of the notice's wording: what was agreed to, whatever the version label says. */
export const PDPA_NOTICE_HASH = createHash('sha256').update(PDPA_NOTICE_TEXT).digest('hex')

/**
 * Stores a consent to the current PDPA notice, in the caller's transaction: one row per enquiry it was given with
 * (each enquiry carries its own evidence), or one for a registration.
 */
export async function recordConsent(
  tx: DbOrTx,
  given: { schoolId: number; userId: number; kind: ConsentKind; enquiryIds?: number[]; ip: string },
): Promise<void> {
  const base = {
    fkSchool: given.schoolId,
    fkUser: given.userId,
    kind: given.kind,
    version: PDPA_NOTICE_VERSION,
    textHash: PDPA_NOTICE_HASH,
    sourceIp: given.ip || null,
  }
  const ids = given.enquiryIds ?? []
  await insertConsents(
    tx,
    ids.length ? ids.map((fkEnquiry) => ({ ...base, fkEnquiry })) : [{ ...base, fkEnquiry: null }],
  )
}
