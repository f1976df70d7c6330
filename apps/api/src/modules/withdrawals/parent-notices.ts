import { formatDate } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { tellParent } from '../notifications'
import { withdrawalText } from './notice-texts'
import { selectChildNames, selectGuardians, type WithdrawalRow } from './queries'

/** A decision the family hears about: each opens the withdrawal's record. */
export type WithdrawalDecision =
  'approvedByCentre' | 'rejectedByCentre' | 'approvedByHQ' | 'rejectedByHQ' | 'cancelled'

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
  const values = { child, lastDay: formatDate(w.effectiveDate) }
  for (const userId of await selectGuardians(tx, w.fkSchool, w.fkChild))
    await tellParent(
      tx,
      {
        schoolId: w.fkSchool,
        userId,
        inLanguage: (language) => ({
          title: withdrawalText(language, `${decision}Title`),
          body: withdrawalText(language, decision, values),
          actionLabel: withdrawalText(language, 'seeWithdrawal'),
        }),
        navigate: withdrawalRecordPath(w.id),
      },
      publicUrl,
    )
}
