import { codes, transfers } from '../../db/schema'
import { type TestSchool, unique } from './school'

/** A code of the transfer_reason list. */
export async function buildTransferReason(school: TestSchool) {
  const [code] = await school.db
    .insert(codes)
    .values({
      fkSchool: school.id,
      category: 'transfer_reason',
      label: `Reason ${unique()}`,
      description: 'Moving',
    })
    .returning()
  return code.id
}

/** A transfer written straight to the table (waiting for the source centre by default), submitted by `userId`. */
export async function buildTransfer(
  school: TestSchool,
  at: {
    childId: number
    sourceCentreId: number
    destinationCentreId: number
    levelId: number
    userId: number
    status?: (typeof transfers.$inferInsert)['status']
  },
) {
  const [row] = await school.db
    .insert(transfers)
    .values({
      fkSchool: school.id,
      fkChild: at.childId,
      fkSourceCentre: at.sourceCentreId,
      fkDestinationCentre: at.destinationCentreId,
      fkLevel: at.levelId,
      effectiveDate: '2030-03-01',
      fkCodeByReason: await buildTransferReason(school),
      fkSubmittedBy: at.userId,
      status: at.status ?? 'pending_source',
    })
    .returning()
  return row.id
}
