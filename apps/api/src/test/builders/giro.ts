import {
  Access,
  BANK_ACCOUNT_REASON_CATEGORY,
  type BankAccountStatus,
  type BankAccountTargetStatus,
  type EnquiryStateCode,
} from '@preschool/domain'
import { asc } from 'drizzle-orm'
import { bankAccounts, bankBicCodes, codes, levels } from '../../db/schema'
import type { Family } from './family'
import { buildFamily } from './family'
import {
  buildCentre,
  buildHQ,
  buildParent,
  buildSchool,
  buildStaff,
  type TestSchool,
  type TestUser,
  unique,
} from './school'

const ALL = Access.read | Access.write | Access.approve

/** One reason of each target status's list (approved, rejected, terminated), by status. */
export async function buildBankAccountReasons(
  school: TestSchool,
): Promise<Record<BankAccountTargetStatus, number>> {
  const rows = await school.db
    .insert(codes)
    .values(
      Object.entries(BANK_ACCOUNT_REASON_CATEGORY).map(([status, category]) => ({
        fkSchool: school.id,
        category,
        label: `${status} reason`,
        description: `Why an account is ${status}`,
      })),
    )
    .returning({ id: codes.id, category: codes.category })
  const idOf = (status: BankAccountTargetStatus) =>
    rows.find((r) => r.category === BANK_ACCOUNT_REASON_CATEGORY[status])!.id
  return { approved: idOf('approved'), rejected: idOf('rejected'), terminated: idOf('terminated') }
}

/** The first bank of the migration's list (DBS / POSB). */
export async function firstBankId(school: TestSchool): Promise<number> {
  const [bank] = await school.db
    .select({ id: bankBicCodes.id })
    .from(bankBicCodes)
    .orderBy(asc(bankBicCodes.displayOrder))
    .limit(1)
  return bank.id
}

/** A bank account of a child, written straight to the table (a paper form by default). */
export async function buildBankAccount(
  school: TestSchool,
  opts: { childId: number; isCda?: boolean; status?: BankAccountStatus },
): Promise<number> {
  const [row] = await school.db
    .insert(bankAccounts)
    .values({
      fkSchool: school.id,
      fkChild: opts.childId,
      fkBankBicCode: await firstBankId(school),
      payerAccountNumber: '0123456789',
      payerAccountNames: ['Test Parent'],
      source: 'paper',
      status: opts.status ?? 'pending',
      isCda: opts.isCda ?? false,
      billReferenceNumber: `T${unique()}`,
    })
    .returning({ id: bankAccounts.id })
  return row.id
}

/** A school with a centre, finance staff of each kind, GIRO reasons and families at the payment step. */
export interface GiroWorld {
  school: TestSchool
  centreId: number
  otherCentreId: number
  /** Finance staff with read, write and approve at the centre. */
  finance: TestUser
  /** Finance staff with read only at the centre. */
  readOnly: TestUser
  /** Staff at the centre without the finance module. */
  noModule: TestUser
  /** Finance staff with every access at the other centre only. */
  otherCentre: TestUser
  hq: TestUser
  /** A parent of the school with no child here. */
  stranger: TestUser
  reasons: Record<BankAccountTargetStatus, number>
  bankId: number
  family(state?: EnquiryStateCode, centreId?: number): Promise<Family>
}

export async function buildGiroWorld(): Promise<GiroWorld> {
  const school = await buildSchool()
  const centre = await buildCentre(school)
  const other = await buildCentre(school)
  const [level] = await school.db
    .insert(levels)
    .values({ fkSchool: school.id, label: `K1 ${unique()}`, fromMonth: 48, toMonth: 60 })
    .returning()
  return {
    school,
    centreId: centre.id,
    otherCentreId: other.id,
    finance: await buildStaff(school, { finance_management: ALL }, [centre.id]),
    readOnly: await buildStaff(school, { finance_management: Access.read }, [centre.id]),
    noModule: await buildStaff(school, { enquiry_management: ALL }, [centre.id]),
    otherCentre: await buildStaff(school, { finance_management: ALL }, [other.id]),
    hq: await buildHQ(school, { finance_management: ALL }),
    stranger: await buildParent(school),
    reasons: await buildBankAccountReasons(school),
    bankId: await firstBankId(school),
    family: (state = 'pending_registration_payment', centreId = centre.id) =>
      buildFamily(school, {
        centreId,
        levelId: level.id,
        enrollmentPlan: '2031-03-01',
        state,
        child: { dateOfBirth: '2027-02-01', lastname: `Tan${unique()}`, birthCertificate: `T${unique()}` },
      }),
  }
}
