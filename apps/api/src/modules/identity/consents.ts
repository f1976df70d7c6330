import { createHash } from 'node:crypto'
import { type ConsentKind, PDPA_NOTICE_TEXT, PDPA_NOTICE_VERSION } from '@preschool/domain'
import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centres, consents, enquiries } from '../../db/schema'

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
  await tx
    .insert(consents)
    .values(ids.length ? ids.map((fkEnquiry) => ({ ...base, fkEnquiry })) : [{ ...base, fkEnquiry: null }])
}

/** The consents a user gave, newest first, with the centre of the enquiry each was given with. */
export function selectConsentsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: consents.id,
      kind: consents.kind,
      version: consents.version,
      textHash: consents.textHash,
      givenAt: consents.givenAt,
      fkEnquiry: consents.fkEnquiry,
      centreLabel: centres.label,
    })
    .from(consents)
    .leftJoin(enquiries, eq(enquiries.id, consents.fkEnquiry))
    .leftJoin(centres, eq(centres.id, enquiries.fkCentre))
    .where(eq(consents.fkUser, userId))
    .orderBy(desc(consents.givenAt), desc(consents.id))
}
