import { type WithdrawalFormType, withdrawalPendingStatusSchema } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { listReach, reachCondition } from '../../platform/authz/reach'
import { parseInput } from '../../platform/errors/domain-error'
import { selectPendingSignatures } from './queries'

/**
 * getPendingForm2ESignatureChildren / getPendingWithdrawalForm3ESignatureChildren: the children whose live
 * withdrawal's form of the type waits for a signature, with whose turn it is (the first participant not signed), over the centres the
 * caller reaches, oldest form first.
 */
export async function pendingSignatureChildren(
  db: DbOrTx,
  grant: SignedInGrant,
  formType: WithdrawalFormType,
  rawStatus: unknown,
) {
  const pendingStatus = parseInput(withdrawalPendingStatusSchema, rawStatus)
  const rows = await selectPendingSignatures(db, {
    schoolId: grant.viewer.schoolId,
    formType,
    pendingStatus,
    reach: reachCondition(grant, listReach.withdrawals),
  })
  return rows.map((r) => ({
    IDWithdrawal: r.IDWithdrawal,
    formType: r.formType,
    pendingStatus: r.pendingStatus,
    signer: r.signer,
    child: { ID: r.childId, firstname: r.childFirstname, lastname: r.childLastname },
    centre: { ID: r.centreId, label: r.centreLabel, description: r.centreCode },
    effectiveDate: r.effectiveDate,
    createdAt: r.createdAt.toISOString(),
  }))
}
