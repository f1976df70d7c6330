import type { DbOrTx } from '../../db/client'
import { cancelVisits, freeSeat, lockVisitsToCallOff } from './queries'
import { seatOf } from './slots'

/**
 * When an enquiry closes (cancelled; subscribed to enquiryCancelled in index.ts), its visits that will not take place are called off in the caller's
 * transaction: every one still waiting for the centre, and every approved one still to come, is marked cancelled
 * and its seat freed, so the slot is open to other families and the centre calendar no longer shows it. Visits
 * that took place stay as they were. The caller holds the enquiry's lock, which covers its visits.
 */
export async function callOffVisitsOfEnquiry(
  tx: DbOrTx,
  enquiryId: number,
  now = new Date(),
): Promise<number> {
  const open = await lockVisitsToCallOff(tx, enquiryId, now)
  if (open.length === 0) return 0
  for (const visit of open) {
    const seat = seatOf(visit)
    if (seat) await freeSeat(tx, seat)
  }
  await cancelVisits(
    tx,
    open.map((v) => v.id),
  )
  return open.length
}
