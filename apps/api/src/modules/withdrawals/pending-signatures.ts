import {
  LiveWithdrawalStatus,
  type WithdrawalFormType,
  withdrawalPendingStatusSchema,
} from '@preschool/domain'
import { and, asc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centres, children, consentForms, consentParticipants, withdrawals } from '../../db/schema'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { listReach, reachCondition } from '../../platform/authz/reach'
import { parseInput } from '../../platform/errors/domain-error'

/** At most this many rows: a centre's forms waiting for signatures are few; the list is a work queue, not a report. */
const LIMIT = 500

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
  // Whose turn it is: the form's first participant not signed, read per form through (fk_form, sign_order) so
  // no other school's or enrolment's participants are ever scanned.
  const turn = db
    .select({ status: consentParticipants.status, displayName: consentParticipants.displayName })
    .from(consentParticipants)
    .where(and(eq(consentParticipants.fkForm, consentForms.id), ne(consentParticipants.status, 'Signed')))
    .orderBy(asc(consentParticipants.signOrder))
    .limit(1)
    .as('turn')
  const conditions: SQL[] = [
    eq(consentForms.fkSchool, grant.viewer.schoolId),
    eq(consentForms.formType, formType),
    eq(consentForms.status, 'Pending'),
    // Written out so the partial index consent_forms_withdrawal_pending serves the list.
    isNotNull(consentForms.fkWithdrawal),
    inArray(withdrawals.status, [...LiveWithdrawalStatus]),
    reachCondition(grant, listReach.withdrawals),
  ]
  if (pendingStatus) conditions.push(eq(turn.status, pendingStatus))
  const rows = await db
    .select({
      IDWithdrawal: withdrawals.id,
      formType: consentForms.formType,
      pendingStatus: turn.status,
      signer: turn.displayName,
      childId: children.id,
      childFirstname: children.firstname,
      childLastname: children.lastname,
      centreId: centres.id,
      centreLabel: centres.label,
      centreCode: centres.code,
      effectiveDate: withdrawals.effectiveDate,
      createdAt: consentForms.createdAt,
    })
    .from(consentForms)
    .innerJoin(withdrawals, eq(withdrawals.id, consentForms.fkWithdrawal))
    .innerJoinLateral(turn, sql`true`)
    .innerJoin(children, eq(children.id, withdrawals.fkChild))
    .innerJoin(centres, eq(centres.id, withdrawals.fkCentre))
    .where(and(...conditions))
    .orderBy(asc(consentForms.createdAt), asc(consentForms.id))
    .limit(LIMIT)
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
