import { formatDate } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { tellParent } from '../notifications'
import { selectChildNames, selectGuardians } from '../withdrawals'
import { transferNotice } from './notice-texts'
import type { TransferRow } from './queries'

/** The transfer's record, for staff and the family alike (the web route `/transfers/:id`). */
export const transferRecordPath = (id: number) => `/transfers/${id}`

/**
 * Tells every guardian of the child (bell and email, each in their language) of a decision on the transfer or its
 * completion, opening the transfer's record; in the step's transaction, so the notice exists exactly when the step does.
 */
export async function tellFamily(
  tx: DbOrTx,
  publicUrl: string,
  t: TransferRow,
  event: 'approved' | 'rejected' | 'completed',
) {
  const [{ firstname: child }] = await selectChildNames(tx, [t.fkChild])
  const words = transferNotice(event, child, formatDate(t.effectiveDate))
  for (const userId of await selectGuardians(tx, t.fkSchool, t.fkChild))
    await tellParent(
      tx,
      { schoolId: t.fkSchool, userId, navigate: transferRecordPath(t.id), ...words },
      publicUrl,
    )
}
