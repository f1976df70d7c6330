import dayjs from 'dayjs'
import { z } from 'zod'
import { singaporeToday } from '../singapore-time'
import { isoDateSchema, planningDateSchema } from './date-bounds'
import { V } from './messages'
import { isValidMobile, normalisePhone } from './phone'

/** A bank account's life (spec 002 section 4, Bank account status): the bank approves or rejects the mandate. */
export const BankAccountStatus = ['pending', 'approved', 'rejected', 'terminated'] as const
export type BankAccountStatus = (typeof BankAccountStatus)[number]

/** Pending and approved accounts are live: a child has at most one live CDA and one live non-CDA account. */
export const LIVE_BANK_ACCOUNT_STATUSES: readonly BankAccountStatus[] = ['pending', 'approved']

/** Where an account came from: the parent's online application, or a paper form staff typed in (addGiro). */
export const BankAccountSource = ['online', 'paper'] as const
export type BankAccountSource = (typeof BankAccountSource)[number]

/** The moves staff may make: the bank's answer to a pending mandate, then ending an approved one. */
export const BANK_ACCOUNT_MOVES: Record<BankAccountStatus, readonly BankAccountStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['terminated'],
  rejected: [],
  terminated: [],
}

/** The statuses an account can be moved to, each with its own list of reasons (a code category per status). */
export type BankAccountTargetStatus = Exclude<BankAccountStatus, 'pending'>
export const BANK_ACCOUNT_REASON_CATEGORY = {
  approved: 'bank_account_approved_reason',
  rejected: 'bank_account_rejected_reason',
  terminated: 'bank_account_terminated_reason',
} as const satisfies Record<BankAccountTargetStatus, string>

export const canMoveBankAccount = (from: BankAccountStatus, to: BankAccountStatus) =>
  BANK_ACCOUNT_MOVES[from].includes(to)

/** The only payment type addGiro takes: the account is a GIRO (direct debit) mandate. */
export const GIRO_PAYMENT_TYPE = 'giro'

/** Singapore bank account numbers are 7 (some CIMB) to 14 (some foreign banks) digits; dashes are formatting. */
export const BANK_ACCOUNT_NUMBER_MIN = 7
export const BANK_ACCOUNT_NUMBER_MAX = 14
/** Banks print at most 70 characters of an account holder's name on a direct debit mandate. */
export const ACCOUNT_HOLDER_NAME_MAX = 70
/** A joint account has at most two holders on the mandate. */
export const ACCOUNT_HOLDERS_MAX = 2
export const BANK_ACCOUNT_REMARKS_MAX = 1000
/** An application signed more than 90 days ago is stale for the bank. */
export const GIRO_APPLICATION_DAYS_BACK = 90

/**
 * The banks that hold Child Development Accounts, by clearing code: the CDA trustee banks (DBS/POSB, OCBC, UOB).
 * Spec 002 names none; decision 0038-parent-cda-banks records the choice.
 */
export const CDA_BANK_CODES: readonly string[] = ['7171', '7339', '7375']
export const holdsCda = (bankCode: string) => CDA_BANK_CODES.includes(bankCode)

export const GiroMsg = {
  accountNumberDigits: 'Account number must contain digits only',
  accountNumberLength: `Account number must be ${BANK_ACCOUNT_NUMBER_MIN} to ${BANK_ACCOUNT_NUMBER_MAX} digits`,
  holderNameMax: `At most ${ACCOUNT_HOLDER_NAME_MAX} characters`,
  holdersMax: `At most ${ACCOUNT_HOLDERS_MAX} account holders`,
  remarksMax: `At most ${BANK_ACCOUNT_REMARKS_MAX} characters`,
  bankUnknown: 'Choose a bank from the list',
  bankNoCda: 'A Child Development Account is held at DBS/POSB, OCBC or UOB: choose one of them',
  dateFuture: 'Date cannot be in the future',
  dateTooOld: `Date cannot be more than ${GIRO_APPLICATION_DAYS_BACK} days ago`,
  liveCda: 'This child already has a CDA account pending or approved',
  liveNonCda: 'This child already has a bank account pending or approved',
  moveNotAllowed: (from: BankAccountStatus, to: BankAccountStatus) =>
    `A ${from} bank account cannot be ${to}`,
  reasonUnknown: 'Choose a reason from the list',
  statusUnknown: 'Choose a status: approved, rejected or terminated',
  paymentType: 'Only GIRO is taken as the payment type',
  changed: 'This bank account was changed by someone else; reload and try again',
  noApplication: 'Apply for GIRO for this child before paying by GIRO',
  notPayable: 'This registration fee cannot be paid by GIRO now',
  notRegistrationInvoice: 'Only a registration invoice can be paid by GIRO here',
} as const

/** Dashes and spaces are how the number is printed on a cheque book; only the digits are stored. */
export const normaliseAccountNumber = (value: string) => value.replace(/[\s-]/g, '')

const accountNumber = z
  .string({ error: V.required })
  .transform(normaliseAccountNumber)
  // One message at a time: empty, then not digits, then the length.
  .pipe(z.string().min(1, V.required))
  .pipe(z.string().regex(/^\d+$/, GiroMsg.accountNumberDigits))
  .pipe(
    z
      .string()
      .min(BANK_ACCOUNT_NUMBER_MIN, GiroMsg.accountNumberLength)
      .max(BANK_ACCOUNT_NUMBER_MAX, GiroMsg.accountNumberLength),
  )

const holderName = z
  .string({ error: V.required })
  .trim()
  .min(1, V.required)
  .max(ACCOUNT_HOLDER_NAME_MAX, GiroMsg.holderNameMax)

/** The first holder is required; a second (joint account) may be left empty. */
const holderNames = z
  .array(z.string({ error: V.required }), { error: V.required })
  .transform((names) => names.map((n) => n.trim()).filter((n, i) => i === 0 || n.length > 0))
  .pipe(z.array(holderName).min(1, V.required).max(ACCOUNT_HOLDERS_MAX, GiroMsg.holdersMax))

const bankId = z.number({ error: GiroMsg.bankUnknown }).int().positive(GiroMsg.bankUnknown)

/** Why an application date (YYYY-MM-DD) is out of range on `today`, or null. */
export function giroApplicationDateIssue(date: string, today: string = singaporeToday()): string | null {
  if (date > today) return GiroMsg.dateFuture
  if (date < dayjs(today).subtract(GIRO_APPLICATION_DAYS_BACK, 'day').format('YYYY-MM-DD'))
    return GiroMsg.dateTooOld
  return null
}

/** saveGiroApplication's giroApplication (spec 002 section 3, GIRO application), as the parent fills it in. */
export const giroApplicationSchema = (today: string = singaporeToday()) =>
  z
    .object({
      fkBankBicCode: bankId,
      bankAccountNumber: accountNumber,
      IsCDA: z.boolean({ error: V.required }),
      nameOfAccountHolders: holderNames,
      mobilePhoneCountryCode: z
        .string({ error: V.required })
        .trim()
        .min(1, V.required)
        .regex(/^\+\d{1,4}$/, V.mobileInvalidEnquiry),
      mobilePhone: z
        .string({ error: V.required })
        .transform(normalisePhone)
        .pipe(z.string().min(1, V.required)),
      applicationDate: isoDateSchema(),
    })
    .superRefine((input, ctx) => {
      if (/^\+\d{1,4}$/.test(input.mobilePhoneCountryCode) && input.mobilePhone.length > 0) {
        if (!isValidMobile(input.mobilePhone, input.mobilePhoneCountryCode))
          ctx.addIssue({ code: 'custom', path: ['mobilePhone'], message: V.mobileInvalidEnquiry })
      }
      const dateIssue = giroApplicationDateIssue(input.applicationDate, today)
      if (dateIssue) ctx.addIssue({ code: 'custom', path: ['applicationDate'], message: dateIssue })
    })
export type GiroApplicationInput = z.input<ReturnType<typeof giroApplicationSchema>>
export type GiroApplication = z.output<ReturnType<typeof giroApplicationSchema>>

/** addGiro's giroAccount: staff type in a paper mandate for a child. */
export const giroAccountSchema = z.object({
  IDChild: z.number({ error: V.required }).int().positive(),
  fkBankBicCode: bankId,
  payerAccountNumber: accountNumber,
  payerAccountNames: holderNames,
  isCda: z.boolean({ error: V.required }),
  effectiveFrom: planningDateSchema().nullish(),
})
export type GiroAccountInput = z.input<typeof giroAccountSchema>

export const giroPaymentTypeSchema = z.literal(GIRO_PAYMENT_TYPE, { error: GiroMsg.paymentType })

/** updateBankAccountStatus: the target status, a reason from its list and remarks (spec 002 section 5). */
export const bankAccountStatusUpdateSchema = z.object({
  status: z.enum(['approved', 'rejected', 'terminated'], { error: GiroMsg.statusUnknown }),
  fkReason: z.number({ error: GiroMsg.reasonUnknown }).int().positive(GiroMsg.reasonUnknown),
  remarks: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(BANK_ACCOUNT_REMARKS_MAX, GiroMsg.remarksMax),
})
export type BankAccountStatusUpdateInput = z.input<typeof bankAccountStatusUpdateSchema>

/** A stored account number shown with all but its last 4 digits hidden (lists, notifications). */
export const maskAccountNumber = (number: string) =>
  `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`
