import {
  type BankAccountSource,
  giroAccountSchema,
  giroApplicationSchema,
  GiroMsg,
  holdsCda,
  giroPaymentTypeSchema,
  singaporeToday,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { publish } from '../../platform/events/bus'
import { tellStaff } from '../notifications'
import { GiroNotices } from './notices'
import {
  type BankAccountWithBank,
  insertAccount,
  selectAccountWithBank,
  selectBank,
  selectChildPeople,
  selectPaymentStepEnquiry,
  updateAccount,
} from './queries'

export interface GiroDeps {
  config: { publicUrl: string }
}

/** Where staff see a child's bank accounts (the child profile's tab). */
export const bankAccountsPath = (childId: number) => `/details/child/${childId}/bankaccounts`

/** The reference the bank quotes on each deduction: unique per school because it is made from the row's id. */
const billReference = (accountId: number) => `GR${String(accountId).padStart(8, '0')}`

interface NewAccount {
  schoolId: number
  childId: number
  bankId: number
  accountNumber: string
  names: string[]
  isCda: boolean
  source: BankAccountSource
  actorId: number
  mobilePhoneCountryCode?: string
  mobilePhone?: string
  applicationDate?: string
  effectiveFrom?: string | null
}

const liveMessage = (isCda: boolean) => (isCda ? GiroMsg.liveCda : GiroMsg.liveNonCda)

/**
 * A new pending account, its bill reference and the giroReady event, in one transaction. The database keeps one
 * live account of each kind per child (bank_accounts_live_kind): of two simultaneous saves one wins, the other
 * is told the child already has one.
 */
async function createAccount(tx: DbOrTx, deps: GiroDeps, input: NewAccount): Promise<BankAccountWithBank> {
  const bank = await selectBank(tx, input.bankId)
  if (!bank) throw badInput(GiroMsg.bankUnknown, { fkBankBicCode: GiroMsg.bankUnknown })
  if (input.isCda && !holdsCda(bank.bankCode))
    throw badInput(GiroMsg.bankNoCda, { fkBankBicCode: GiroMsg.bankNoCda })
  const enquiryId = await selectPaymentStepEnquiry(tx, input.schoolId, input.childId)
  let created
  try {
    // A savepoint: the unique violation of a simultaneous save must not abort the request's transaction.
    created = await tx.transaction((sp) =>
      insertAccount(sp, {
        fkSchool: input.schoolId,
        fkChild: input.childId,
        fkEnquiry: enquiryId,
        fkBankBicCode: input.bankId,
        payerAccountNumber: input.accountNumber,
        payerAccountNames: input.names,
        isCda: input.isCda,
        source: input.source,
        status: 'pending',
        mobilePhoneCountryCode: input.mobilePhoneCountryCode ?? null,
        mobilePhone: input.mobilePhone ?? null,
        applicationDate: input.applicationDate ?? null,
        effectiveFrom: input.effectiveFrom ?? null,
        fkCreatedBy: input.actorId,
      }),
    )
  } catch (error) {
    if (isUniqueViolation(error, 'bank_accounts_live_kind'))
      throw conflict(liveMessage(input.isCda), { IsCDA: liveMessage(input.isCda) })
    throw error
  }
  await updateAccount(tx, created.id, { billReferenceNumber: billReference(created.id) })
  await publish(tx, 'giroReady', {
    schoolId: input.schoolId,
    childId: input.childId,
    enquiryId,
    publicUrl: deps.config.publicUrl,
  })
  const people = await selectChildPeople(tx, input.schoolId, input.childId)
  if (people?.centreId)
    await tellStaff(
      tx,
      {
        schoolId: input.schoolId,
        centreId: people.centreId,
        module: 'finance_management',
        access: 'approve',
        ...GiroNotices.applied(people.childName, input.isCda),
        navigate: bankAccountsPath(input.childId),
        actionLabel: 'See the bank accounts',
      },
      deps.config.publicUrl,
    )
  return (await selectAccountWithBank(tx, input.schoolId, created.id))!
}

/** saveGiroApplication: the parent applies for GIRO (CDA or not) for their child, online. */
export async function saveGiroApplication(
  db: Db,
  deps: GiroDeps,
  grant: SignedInGrant,
  childId: number,
  raw: unknown,
): Promise<BankAccountWithBank> {
  const input = parseInput(giroApplicationSchema(singaporeToday()), raw)
  return db.transaction((tx) =>
    createAccount(tx, deps, {
      schoolId: grant.viewer.schoolId,
      childId,
      bankId: input.fkBankBicCode,
      accountNumber: input.bankAccountNumber,
      names: input.nameOfAccountHolders,
      isCda: input.IsCDA,
      source: 'online',
      actorId: grant.viewer.userId,
      mobilePhoneCountryCode: input.mobilePhoneCountryCode,
      mobilePhone: input.mobilePhone,
      applicationDate: input.applicationDate,
    }),
  )
}

/** addGiro: staff type in a paper GIRO form for a child. */
export async function addGiro(
  db: Db,
  deps: GiroDeps,
  grant: SignedInGrant,
  raw: unknown,
  paymentType: unknown,
): Promise<BankAccountWithBank> {
  parseInput(giroPaymentTypeSchema, paymentType)
  const input = parseInput(giroAccountSchema, raw)
  return db.transaction(async (tx) => {
    const people = await selectChildPeople(tx, grant.viewer.schoolId, input.IDChild)
    if (!people) throw notFound('Child')
    return createAccount(tx, deps, {
      schoolId: grant.viewer.schoolId,
      childId: input.IDChild,
      bankId: input.fkBankBicCode,
      accountNumber: input.payerAccountNumber,
      names: input.payerAccountNames,
      isCda: input.isCda,
      source: 'paper',
      actorId: grant.viewer.userId,
      effectiveFrom: input.effectiveFrom,
    })
  })
}
