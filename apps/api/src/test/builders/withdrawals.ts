import { codes, withdrawals } from '../../db/schema'
import { type TestSchool, unique } from './school'

/** A code of the withdrawal lists (parent's reason, centre's reason). */
export async function buildWithdrawalCode(
  school: TestSchool,
  category: 'withdrawal_parent_reason' | 'withdrawal_reason',
) {
  const [code] = await school.db
    .insert(codes)
    .values({ fkSchool: school.id, category, label: `Reason ${unique()}`, description: 'Moving away' })
    .returning()
  return code.id
}

/** A withdrawal written straight to the table (pending the centre by default), submitted by `userId`. */
export async function buildWithdrawal(
  school: TestSchool,
  at: {
    childId: number
    centreId: number
    userId: number
    status?: (typeof withdrawals.$inferInsert)['status']
  },
) {
  const [row] = await school.db
    .insert(withdrawals)
    .values({
      fkSchool: school.id,
      fkCentre: at.centreId,
      fkChild: at.childId,
      noticeDate: '2030-01-01',
      effectiveDate: '2030-02-28',
      fkCodeByParentReason: await buildWithdrawalCode(school, 'withdrawal_parent_reason'),
      monthlyFeeAmount: 120_000,
      depositAmount: 120_000,
      refundDepositAmount: 120_000,
      fkSubmittedBy: at.userId,
      status: at.status ?? 'pending_centre',
    })
    .returning()
  return row.id
}
