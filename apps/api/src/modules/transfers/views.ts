import { type TransferStatus, TransferMsg, transferFilterSchema } from '@preschool/domain'
import { or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import type { Pagination } from '../../generated/graphql'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { listReach, reachCondition } from '../../platform/authz/reach'
import { notFound, parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import { centreLevelVacancies, vacancyKey } from '../planning'
import { selectCentreLabels, selectChildNames, selectCodes, selectUserNames } from '../withdrawals'
import {
  selectFamilies,
  selectTransfer,
  selectTransferLogs,
  selectTransferPage,
  type TransferRow,
} from './queries'
import type { TransferSource } from './resolvers/transfer-mapper'

const byId = <T extends { ID: number }>(rows: T[]) => new Map(rows.map((r) => [r.ID, r]))
const unique = (ids: (number | null)[]) => [...new Set(ids.filter((i): i is number => i !== null))]

const WAITING_FOR: Partial<Record<TransferStatus, string>> = {
  pending_source: 'Waiting for the source centre',
  pending_destination: 'Waiting for the destination centre',
  approved: 'Place held: registration at the destination',
}

/**
 * Transfers with their child, family, centres, people, code, activity and the destination's vacancy: seven
 * statements whatever their number. Every row reached the caller through the catalogue (its guard or the list's
 * reach), and a parent reaches only their own children's, so `isParent` holds for any parent who sees one.
 */
export async function transferViews(db: DbOrTx, rows: TransferRow[]): Promise<TransferSource[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const waiting = rows.filter((r) => r.status === 'pending_source' || r.status === 'pending_destination')
  const cells = waiting.map((r) => ({
    fkCentre: r.fkDestinationCentre,
    fkLevel: r.fkLevel,
    date: r.effectiveDate,
  }))
  const [logs, kids, families, codeRows, centreRows, vacancy] = await Promise.all([
    selectTransferLogs(db, ids),
    selectChildNames(db, unique(rows.map((r) => r.fkChild))),
    selectFamilies(db, unique(rows.map((r) => r.fkChild))),
    selectCodes(db, unique(rows.map((r) => r.fkCodeByReason))),
    selectCentreLabels(db, unique(rows.flatMap((r) => [r.fkSourceCentre, r.fkDestinationCentre]))),
    centreLevelVacancies(db, rows[0].fkSchool, cells),
  ])
  const userIds = unique([
    ...rows.flatMap((r) => [r.fkSubmittedBy, r.fkSourceApprover, r.fkDestinationApprover]),
    ...logs.map((l) => l.fkUser),
  ])
  const users = byId(await selectUserNames(db, userIds))
  const child = byId(kids)
  const code = byId(codeRows)
  const centre = byId(centreRows)
  const family = new Map(families.map((f) => [f.childId, f.user]))
  const person = (id: number | null) => (id === null ? null : (users.get(id) ?? null))
  return rows.map((t) => ({
    ID: t.id,
    fkSchool: t.fkSchool,
    fkSourceCentre: t.fkSourceCentre,
    fkDestinationCentre: t.fkDestinationCentre,
    isParent: true,
    makerId: t.fkSubmittedBy,
    status: t.status,
    additionalStatus: WAITING_FOR[t.status] ?? null,
    vacancyAvailableForTransferRequest:
      t.status === 'approved' ||
      t.status === 'completed' ||
      (vacancy.get(vacancyKey({ fkCentre: t.fkDestinationCentre, fkLevel: t.fkLevel, date: t.effectiveDate }))
        ?.available ??
        false),
    withdrawalEConsentCompleted: t.fkSourceApprover !== null && t.status !== 'rejected',
    destinationCentreEnrollmentCompleted: t.status === 'completed',
    sourceCentre: centre.get(t.fkSourceCentre)!,
    destinationCentre: centre.get(t.fkDestinationCentre)!,
    sourceApprover: person(t.fkSourceApprover),
    destinationApprover: person(t.fkDestinationApprover),
    submittedBy: person(t.fkSubmittedBy)!,
    item: {
      child: child.get(t.fkChild)!,
      user: family.get(t.fkChild) ?? null,
      sourceCentre: centre.get(t.fkSourceCentre)!,
      destinationCentre: centre.get(t.fkDestinationCentre)!,
      effectiveDate: t.effectiveDate,
      reason: code.get(t.fkCodeByReason)!,
      remark: t.remark,
      fkEnquiry: t.fkEnquiry,
      refundFeeAmount: 0,
      refundDepositAmount: 0,
    },
    activityLogs: logs
      .filter((l) => l.fkTransfer === t.id)
      .map((l) => ({
        ID: l.id,
        status: l.status,
        remark: l.remark,
        createdAt: l.createdAt.toISOString(),
        user: person(l.fkUser),
      })),
    subsidyNotice: TransferMsg.subsidyNotice,
    updatedAt: t.updatedAt.toISOString(),
    createdAt: t.createdAt.toISOString(),
  }))
}

export async function transferView(db: DbOrTx, schoolId: number, id: number): Promise<TransferSource> {
  const row = await selectTransfer(db, schoolId, id)
  if (!row) throw notFound('Transfer')
  return (await transferViews(db, [row]))[0]
}

const DRAFT_STATUSES: readonly TransferStatus[] = [
  'pending_source',
  'pending_destination',
  'approved',
  'rejected',
  'cancelled',
]

/** getTransferDrafts (every status but completed) and getCompletedTransferRequests, over the caller's reach. */
export async function listTransfers(
  db: DbOrTx,
  grant: SignedInGrant,
  rawFilter: unknown,
  pagination: Pagination | null | undefined,
  which: 'drafts' | 'completed',
) {
  const filter = parseInput(transferFilterSchema, rawFilter)
  // Staff reach a transfer from either of its centres.
  const reach = or(
    reachCondition(grant, listReach.transfersOut),
    reachCondition(grant, listReach.transfersIn),
  )!
  const { rows, totalCount } = await selectTransferPage(
    db,
    grant.viewer.schoolId,
    reach,
    filter,
    which === 'drafts' ? DRAFT_STATUSES : ['completed'],
    toLimitOffset(pagination),
  )
  return { totalCount, data: await transferViews(db, rows) }
}
