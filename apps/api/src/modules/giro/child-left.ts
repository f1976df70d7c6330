import { BANK_ACCOUNT_REASON_CATEGORY, type BankAccountStatus } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { insertStatusChange, lockLiveAccountsOfChild, selectReasons, updateAccount } from './queries'

/** A live mandate of a child who left ends: an approved one is terminated, one the bank has not answered rejected. */
const ENDS: Record<'pending' | 'approved', 'rejected' | 'terminated'> = {
  pending: 'rejected',
  approved: 'terminated',
}

/**
 * The child has left the school (a withdrawal's last day): its live GIRO mandates end, each change logged with the
 * school's reason labelled 'Child Withdrawn' (else the list's first), so no deduction follows. A school with no
 * reason in the list keeps the mandate for finance to end by hand; returns how many ended.
 */
export async function endMandatesOfChildLeft(
  tx: DbOrTx,
  schoolId: number,
  childId: number,
  remarks: string,
): Promise<number> {
  const live = await lockLiveAccountsOfChild(tx, childId)
  let ended = 0
  for (const account of live) {
    const to = ENDS[account.status as 'pending' | 'approved']
    const reasons = await selectReasons(tx, schoolId, BANK_ACCOUNT_REASON_CATEGORY[to])
    const reason = reasons.find((r) => r.label === 'Child Withdrawn') ?? reasons[0]
    if (!reason) continue
    await updateAccount(tx, account.id, { status: to })
    await insertStatusChange(tx, {
      fkSchool: schoolId,
      fkBankAccount: account.id,
      fromStatus: account.status as BankAccountStatus,
      toStatus: to,
      fkReason: reason.id,
      remarks,
      fkUser: null,
    })
    ended += 1
  }
  return ended
}
