import { formatDate } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { tellParent } from '../notifications'
import { selectChildNames, selectGuardians, type WithdrawalRow } from './queries'

/** A decision the family hears about: each opens the withdrawal's record. */
export type WithdrawalDecision =
  'approvedByCentre' | 'rejectedByCentre' | 'approvedByHQ' | 'rejectedByHQ' | 'cancelled'

const notices: Record<
  WithdrawalDecision,
  (child: string, lastDay: string) => { title: string; body: string }
> = {
  approvedByCentre: (child, lastDay) => ({
    title: 'Withdrawal approved by the centre',
    body: `The centre approved ${child}'s withdrawal (last day ${lastDay}). Head office approves it next.`,
  }),
  rejectedByCentre: (child) => ({
    title: 'Withdrawal not approved',
    body: `The centre did not approve ${child}'s withdrawal. ${child} stays enrolled; see the remark for why.`,
  }),
  approvedByHQ: (child, lastDay) => ({
    title: 'Withdrawal approved',
    body: `${child}'s withdrawal is approved. ${child}'s last day is ${lastDay}.`,
  }),
  rejectedByHQ: (child) => ({
    title: 'Withdrawal not approved',
    body: `Head office did not approve ${child}'s withdrawal. ${child} stays enrolled; see the remark for why.`,
  }),
  cancelled: (child) => ({
    title: 'Withdrawal cancelled',
    body: `${child}'s withdrawal is cancelled. ${child} stays enrolled.`,
  }),
}

/** The withdrawal's record, for staff and the family alike (the web route `/withdrawals/:id`). */
export const withdrawalRecordPath = (id: number) => `/withdrawals/${id}`

/**
 * Tells every guardian of the child (bell and email) about a decision on its withdrawal, in the decision's
 * transaction so the notice exists exactly when the decision does.
 */
export async function tellFamily(
  tx: DbOrTx,
  w: WithdrawalRow,
  decision: WithdrawalDecision,
  publicUrl: string,
) {
  const [{ firstname: child }] = await selectChildNames(tx, [w.fkChild])
  const text = notices[decision](child, formatDate(w.effectiveDate))
  for (const userId of await selectGuardians(tx, w.fkSchool, w.fkChild))
    await tellParent(
      tx,
      {
        schoolId: w.fkSchool,
        userId,
        ...text,
        actionLabel: 'See the withdrawal',
        navigate: withdrawalRecordPath(w.id),
      },
      publicUrl,
    )
}
