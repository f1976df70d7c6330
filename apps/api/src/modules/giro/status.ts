import {
  BANK_ACCOUNT_REASON_CATEGORY,
  type BankAccountStatus,
  bankAccountStatusUpdateSchema,
  canMoveBankAccount,
  GiroMsg,
  singaporeToday,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { publish } from '../../platform/events/bus'
import { tellParent, tellStaff } from '../notifications'
import { bankAccountsPath, type GiroDeps } from './applications'
import { GiroNotices } from './notices'
import {
  type BankAccountRow,
  insertStatusChange,
  selectAccount,
  selectAccountWithBank,
  selectChildPeople,
  selectReason,
  selectReasons,
  selectStatusChanges,
  updateAccount,
} from './queries'

/** getBankAccountStatusChangeReasonsByStatus: the reasons staff choose from when moving an account to `status`. */
export async function reasonsFor(db: DbOrTx, schoolId: number, status: string) {
  const parsed = bankAccountStatusUpdateSchema.shape.status.safeParse(status)
  if (!parsed.success) throw badInput(GiroMsg.statusUnknown, { status: GiroMsg.statusUnknown })
  return selectReasons(db, schoolId, BANK_ACCOUNT_REASON_CATEGORY[parsed.data])
}

/**
 * updateBankAccountStatus: staff record the bank's answer (pending -> approved | rejected) or end a mandate
 * (approved -> terminated), with a reason of the target status's list and remarks. The change is logged, the family
 * and the centre's staff are told, and an approval publishes giroApproved (the enrolment may complete), a rejection or
 * termination giroEnded (a registration fee it was to pay is open to card and PayNow again).
 */
export async function updateBankAccountStatus(
  db: Db,
  deps: GiroDeps,
  grant: SignedInGrant,
  accountId: number,
  raw: unknown,
) {
  const input = parseInput(bankAccountStatusUpdateSchema, raw)
  const schoolId = grant.viewer.schoolId
  return db.transaction(async (tx) => {
    const account = await selectAccount(tx, schoolId, accountId, { lock: true })
    if (!account) throw notFound('Bank account')
    const from = account.status as BankAccountStatus
    if (!canMoveBankAccount(from, input.status))
      throw conflict(GiroMsg.moveNotAllowed(from, input.status), {
        status: GiroMsg.moveNotAllowed(from, input.status),
      })
    const reason = await selectReason(
      tx,
      schoolId,
      BANK_ACCOUNT_REASON_CATEGORY[input.status],
      input.fkReason,
    )
    if (!reason) throw badInput(GiroMsg.reasonUnknown, { fkReason: GiroMsg.reasonUnknown })
    const moved = await updateAccount(tx, account.id, {
      status: input.status,
      // The first deduction can be made from the day the bank approved the mandate, unless staff set a date.
      ...(input.status === 'approved' && !account.effectiveFrom ? { effectiveFrom: singaporeToday() } : {}),
    })
    await insertStatusChange(tx, {
      fkSchool: schoolId,
      fkBankAccount: account.id,
      fromStatus: from,
      toStatus: input.status,
      fkReason: reason.id,
      remarks: input.remarks,
      fkUser: grant.viewer.userId,
    })
    if (input.status === 'approved')
      await publish(tx, 'giroApproved', {
        schoolId,
        childId: account.fkChild,
        publicUrl: deps.config.publicUrl,
      })
    if (input.status === 'rejected' || input.status === 'terminated')
      await publish(tx, 'giroEnded', {
        schoolId,
        childId: account.fkChild,
        status: input.status,
        actorId: grant.viewer.userId,
        publicUrl: deps.config.publicUrl,
      })
    await tellFamilyAndCentre(tx, deps, moved, reason.label)
    const changes = await selectStatusChanges(tx, [account.id])
    return { ...(await selectAccountWithBank(tx, schoolId, account.id))!, changes }
  })
}

async function tellFamilyAndCentre(tx: DbOrTx, deps: GiroDeps, account: BankAccountRow, reason: string) {
  const people = await selectChildPeople(tx, account.fkSchool, account.fkChild)
  if (!people) return
  const notice = GiroNotices.statusChanged(
    people.childName,
    account,
    account.status as BankAccountStatus,
    reason,
  )
  for (const userId of people.parentIds)
    await tellParent(tx, { schoolId: account.fkSchool, userId, ...notice }, deps.config.publicUrl)
  if (people.centreId)
    await tellStaff(
      tx,
      {
        schoolId: account.fkSchool,
        centreId: people.centreId,
        module: 'finance_management',
        ...notice.inLanguage('en'),
        navigate: bankAccountsPath(account.fkChild),
        actionLabel: 'See the bank accounts',
      },
      deps.config.publicUrl,
    )
}
