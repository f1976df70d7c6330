import { nationalityClass } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { type FeeQuestion, selectFeesFor } from './fee-lookup-queries'

export interface MonthlyFee {
  amountCents: number
  tierLabel: string
  programId: number
  programLabel: string
}

/**
 * The monthly fee a family pays: the centre's tier open on the registration day, its fee for the level, programme
 * and nationality in effect on the fee day. Nationalities are free text on both sides ('Singapore Citizen' on the
 * child, 'Singaporean' on a fee), so they are compared by class (citizen, permanent resident, other).
 */
export async function monthlyFeeFor(db: DbOrTx, q: FeeQuestion): Promise<MonthlyFee | null> {
  const rows = await selectFeesFor(db, q)
  const wanted = nationalityClass(q.nationality)
  const fee = rows.find((r) => nationalityClass(r.nationality) === wanted)
  return fee
    ? {
        amountCents: fee.amount,
        tierLabel: fee.tierLabel,
        programId: fee.programId,
        programLabel: fee.programLabel,
      }
    : null
}
