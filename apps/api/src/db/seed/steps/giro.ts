import { BANK_ACCOUNT_REASON_CATEGORY } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../client'
import {
  bankAccounts,
  bankAccountStatusChanges,
  bankBicCodes,
  childRelations,
  children,
  codes,
  users,
} from '../../schema'
import { demoChild, demoParent, demoStaff } from '../content/accounts'

const billReference = (id: number) => `GR${String(id).padStart(8, '0')}`

/**
 * The demo parent's child (Ethan Tan, parent@littlesteps.demo) pays by GIRO: a CDA account the HQ approved when the
 * bank answered, and a non-CDA application the family made last week, waiting for the bank.
 */
export async function insertDemoBankAccounts(tx: Tx, today: Date): Promise<void> {
  const [own] = await tx
    .select({ id: children.id, fkSchool: children.fkSchool })
    .from(children)
    .innerJoin(childRelations, eq(childRelations.fkChild, children.id))
    .innerJoin(users, and(eq(users.id, childRelations.fkUser), eq(users.email, demoParent.email)))
    .where(eq(children.firstname, demoChild(today).firstname))
  if (!own) return
  const bank = async (code: string) =>
    (await tx.select({ id: bankBicCodes.id }).from(bankBicCodes).where(eq(bankBicCodes.bankCode, code)))[0].id
  const hqEmail = demoStaff.find((s) => s.school === demoParent.school && s.listedAs === 'HQ')!.email
  const [hq] = await tx.select({ id: users.id }).from(users).where(eq(users.email, hqEmail))
  const [reason] = await tx
    .select({ id: codes.id })
    .from(codes)
    .where(and(eq(codes.fkSchool, own.fkSchool), eq(codes.category, BANK_ACCOUNT_REASON_CATEGORY.approved)))
    .limit(1)
  const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10)
  const names = [`${demoParent.firstname} ${demoParent.lastname}`]
  const [cda, savings] = await tx
    .insert(bankAccounts)
    .values([
      {
        fkSchool: own.fkSchool,
        fkChild: own.id,
        fkBankBicCode: await bank('7171'),
        payerAccountNumber: '1234567890',
        payerAccountNames: names,
        mobilePhoneCountryCode: demoParent.mobilePhoneCountryCode,
        mobilePhone: demoParent.mobilePhone,
        applicationDate: daysAgo(30),
        source: 'online',
        status: 'approved',
        isCda: true,
        effectiveFrom: daysAgo(14),
        fkCreatedBy: hq.id,
      },
      {
        fkSchool: own.fkSchool,
        fkChild: own.id,
        fkBankBicCode: await bank('7339'),
        payerAccountNumber: '501234567001',
        payerAccountNames: names,
        mobilePhoneCountryCode: demoParent.mobilePhoneCountryCode,
        mobilePhone: demoParent.mobilePhone,
        applicationDate: daysAgo(7),
        source: 'online',
        status: 'pending',
        isCda: false,
      },
    ])
    .returning({ id: bankAccounts.id })
  for (const account of [cda, savings])
    await tx
      .update(bankAccounts)
      .set({ billReferenceNumber: billReference(account.id) })
      .where(eq(bankAccounts.id, account.id))
  await tx.insert(bankAccountStatusChanges).values({
    fkSchool: own.fkSchool,
    fkBankAccount: cda.id,
    fromStatus: 'pending',
    toStatus: 'approved',
    fkReason: reason.id,
    remarks: 'DBS approved the CDA deduction authorisation',
    fkUser: hq.id,
  })
}
