import { formatDate } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { tellParent } from '../notifications'
import { transferNotice } from './notice-texts'
import { selectFamily, type TransferRow } from './queries'

/** The transfer's record, for staff and the family alike (the web route `/transfers/:id`). */
export const transferRecordPath = (id: number) => `/transfers/${id}`

/**
 * Tells the child's main applicant (bell and email, in their language) of a decision on the transfer or its
 * completion, opening the transfer's record; in the step's transaction, so the notice exists exactly when the step does.
 */
export async function tellFamily(
  tx: DbOrTx,
  publicUrl: string,
  t: TransferRow,
  event: 'approved' | 'rejected' | 'completed',
) {
  const family = await selectFamily(tx, t.fkSchool, t.fkChild)
  if (!family) return
  await tellParent(
    tx,
    {
      schoolId: t.fkSchool,
      userId: family.userId,
      navigate: transferRecordPath(t.id),
      ...transferNotice(event, family.childFirstname, formatDate(t.effectiveDate)),
    },
    publicUrl,
  )
}
