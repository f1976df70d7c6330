import { type WithdrawalStatus, withdrawalFilterSchema } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { Pagination } from '../../generated/graphql'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { listReach, reachCondition } from '../../platform/authz/reach'
import { notFound, parseInput } from '../../platform/errors/domain-error'
import { selectWithdrawalForms } from '../esign'
import { toLimitOffset } from '../../platform/pagination'
import {
  selectCentreLabels,
  selectChildNames,
  selectCodes,
  selectUserNames,
  selectWithdrawal,
  selectWithdrawalLogs,
  selectWithdrawalPage,
  type WithdrawalRow,
} from './queries'
import type { WithdrawalSource } from './resolvers/withdrawal-mapper'

const byId = <T extends { ID: number }>(rows: T[]) => new Map(rows.map((r) => [r.ID, r]))
const unique = (ids: (number | null)[]) => [...new Set(ids.filter((i): i is number => i !== null))]

/**
 * Withdrawals with their child, centre, people, codes, forms and activity: seven statements whatever their number. Every row
 * reached a caller through the catalogue (its guard or the list's reach), and a parent reaches only their own
 * children's, so `isParent` holds for any parent who sees one (staff never pass the parent rule).
 */
export async function withdrawalViews(db: DbOrTx, rows: WithdrawalRow[]): Promise<WithdrawalSource[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [logs, kids, codeRows, centreRows, forms] = await Promise.all([
    selectWithdrawalLogs(db, ids),
    selectChildNames(db, unique(rows.map((r) => r.fkChild))),
    selectCodes(db, unique(rows.flatMap((r) => [r.fkCodeByParentReason, r.fkCodeByReason]))),
    selectCentreLabels(db, unique(rows.map((r) => r.fkCentre))),
    selectWithdrawalForms(db, ids),
  ])
  const userIds = unique([
    ...rows.flatMap((r) => [r.fkSubmittedBy, r.fkCentreApprover, r.fkHQApprover]),
    ...logs.map((l) => l.fkUser),
  ])
  const users = byId(await selectUserNames(db, userIds))
  const child = byId(kids)
  const code = byId(codeRows)
  const centre = byId(centreRows)
  const person = (id: number | null) => (id === null ? null : (users.get(id) ?? null))
  return rows.map((w) => ({
    ID: w.id,
    fkSchool: w.fkSchool,
    fkCentre: w.fkCentre,
    fkChild: w.fkChild,
    isParent: true,
    makerId: w.fkSubmittedBy,
    status: w.status,
    documentsVerified: w.documentsVerifiedAt !== null,
    updatedAt: w.updatedAt.toISOString(),
    createdAt: w.createdAt.toISOString(),
    centre: centre.get(w.fkCentre)!,
    submittedBy: person(w.fkSubmittedBy)!,
    centreApprover: person(w.fkCentreApprover),
    hqApprover: person(w.fkHQApprover),
    withdrawalDraftItem: {
      refundFeeAmount: w.refundFeeAmount,
      refundDepositAmount: w.refundDepositAmount,
      effectiveDate: w.effectiveDate,
      noticeDate: w.noticeDate,
      feeInLieuAmount: w.feeInLieuAmount,
      feeInLieuAccepted: w.feeInLieuAccepted,
      monthlyFee: w.monthlyFeeAmount,
      depositAmount: w.depositAmount,
      child: child.get(w.fkChild)!,
      codeByReason: w.fkCodeByReason === null ? null : (code.get(w.fkCodeByReason) ?? null),
      codeByParentReason: code.get(w.fkCodeByParentReason)!,
      remark: w.remark,
    },
    forms: forms.get(w.id) ?? [],
    eConsentStatus: forms.get(w.id)?.[0]?.eDocumentStatus ?? null,
    activityLogs: logs
      .filter((l) => l.fkWithdrawal === w.id)
      .map((l) => ({
        ID: l.id,
        status: l.status,
        remark: l.remark,
        createdAt: l.createdAt.toISOString(),
        user: person(l.fkUser),
      })),
  }))
}

export async function withdrawalView(db: DbOrTx, schoolId: number, id: number): Promise<WithdrawalSource> {
  const row = await selectWithdrawal(db, schoolId, id)
  if (!row) throw notFound('Withdrawal')
  return (await withdrawalViews(db, [row]))[0]
}

/** Requests in progress or decided (findAllWithdrawalDraft), and completed withdrawals (findAllWithdrawal). */
const DRAFT_STATUSES: readonly WithdrawalStatus[] = [
  'pending_centre',
  'pending_hq',
  'approved',
  'rejected',
  'cancelled',
]

export async function listWithdrawals(
  db: DbOrTx,
  grant: SignedInGrant,
  rawFilter: unknown,
  pagination: Pagination | null | undefined,
  which: 'drafts' | 'completed',
) {
  const filter = parseInput(withdrawalFilterSchema, rawFilter)
  const { rows, totalCount } = await selectWithdrawalPage(
    db,
    grant.viewer.schoolId,
    reachCondition(grant, listReach.withdrawals),
    filter,
    which === 'drafts' ? DRAFT_STATUSES : ['withdrawn'],
    toLimitOffset(pagination),
    which === 'drafts' ? 'updated' : 'lastDay',
  )
  return { totalCount, data: await withdrawalViews(db, rows) }
}
