import { LiveWithdrawalStatus } from '@preschool/domain'
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { consentForms, consentParticipants, withdrawals } from '../../db/schema'
import type { ConsentFormRow, ParticipantRow } from './queries'

/** The child and centre of a form's withdrawal. */
export async function selectWithdrawalOwner(tx: DbOrTx, withdrawalId: number) {
  const [row] = await tx
    .select({ fkChild: withdrawals.fkChild, fkCentre: withdrawals.fkCentre })
    .from(withdrawals)
    .where(eq(withdrawals.id, withdrawalId))
  return row
}

/** Locks the withdrawal if it is live (not rejected, cancelled or done); false when it is not. */
export async function lockLiveWithdrawal(tx: DbOrTx, withdrawalId: number): Promise<boolean> {
  const [open] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.id, withdrawalId), inArray(withdrawals.status, [...LiveWithdrawalStatus])))
    .for('update')
  return open !== undefined
}

/** The id of a withdrawal's live (not voided) form, if it has one. */
export async function selectLiveWithdrawalFormId(tx: DbOrTx, withdrawalId: number) {
  const [live] = await tx
    .select({ id: consentForms.id })
    .from(consentForms)
    .where(and(eq(consentForms.fkWithdrawal, withdrawalId), ne(consentForms.status, 'Voided')))
  return live?.id
}

/** The live (not voided) forms of withdrawals; no statement for no withdrawals. */
export async function selectLiveWithdrawalForms(
  db: DbOrTx,
  withdrawalIds: number[],
): Promise<ConsentFormRow[]> {
  if (withdrawalIds.length === 0) return []
  return db
    .select()
    .from(consentForms)
    .where(and(inArray(consentForms.fkWithdrawal, withdrawalIds), ne(consentForms.status, 'Voided')))
}

/** The participants of forms in signing order; no statement for no forms. */
export async function selectParticipantsOfForms(db: DbOrTx, formIds: number[]): Promise<ParticipantRow[]> {
  if (formIds.length === 0) return []
  return db
    .select()
    .from(consentParticipants)
    .where(inArray(consentParticipants.fkForm, formIds))
    .orderBy(asc(consentParticipants.signOrder))
}
