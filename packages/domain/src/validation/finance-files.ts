import { z } from 'zod'
import { isoDateSchema } from './date-bounds'
import { V } from './messages'

/** The largest number of lines one GIRO return or subsidy file may hold (a large operator's month is ~50,000). */
export const FINANCE_FILE_MAX_ROWS = 60_000

/** The header line each uploaded file must start with, exactly (decision 0049-giro documents the columns). */
export const GIRO_RETURN_HEADER = 'reference,billReference,amountCents,status,reasonCode,reasonText'
export const SUBSIDY_FILE_HEADER = 'birthCertificate,month,amountCents,remark'

export const FinanceFileMsg = {
  month: 'Month must be the first day of a month (YYYY-MM-01)',
  valueDatePast: 'Value date cannot be in the past',
  noOriginator: "Set the school's GIRO originating account (School Configuration) before making a bank file",
  nothingToDeduct: 'No GIRO deductions are due for this month',
  nothingToRefund: 'No refunds are waiting to be paid by GIRO',
  header: (expected: string) => `The first line must be the header ${expected}`,
  empty: 'The file has no rows',
  tooManyRows: `The file has more than ${FINANCE_FILE_MAX_ROWS} rows`,
  notText: 'The file must be plain text (CSV) without control characters',
  replayed: (label: string) => `This file was already applied (${label}): nothing was changed`,
  rowsFailed: (n: number) =>
    `${n} row(s) failed: nothing was applied. Correct them and upload the file again.`,
  columns: (n: number) => `Expected ${n} columns`,
  reference: 'Reference must be GD or RF followed by 10 digits',
  amount: 'Amount must be a whole number of cents above 0',
  status: 'Status must be S (success) or F (failed)',
  reasonRequired: 'A failed row needs its reason code',
  text: 'Text must be at most 140 characters without control characters',
  unknownReference: 'No deduction or refund of this school has this reference',
  notSent: 'This line was already settled by an earlier return file',
  amountMismatch: (expected: string) => `The amount does not match the ${expected} sent`,
  billReferenceMismatch: 'The bill reference does not match the mandate the deduction was sent to',
  birthCertificate: 'Birth certificate must be 1 to 20 letters and digits',
  subsidyMonth: 'Month must be YYYY-MM',
  unknownChild: 'No child of this school has this birth certificate number',
  noInvoice: 'The child has no issued monthly invoice for this month',
  duplicateRow: 'The same child and month appear twice in the file',
  overOutstanding: (outstanding: string) =>
    `The subsidy is more than the ${outstanding} the invoice still owes`,
} as const

/** generateGiroDeductionArchive: the billed month and the day the banks debit the families. */
export const giroDeductionArchiveInputSchema = z.object({
  month: isoDateSchema().refine((m) => m.endsWith('-01'), FinanceFileMsg.month),
  valueDate: isoDateSchema(),
})

const plainText = z
  .string()
  .max(140, FinanceFileMsg.text)
  .refine((v) => !/[\p{Cc}\p{Cf}]/u.test(v), FinanceFileMsg.text)
const cents = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, FinanceFileMsg.amount)
  .transform(Number)

/** One line of a bank's return file (after the header). */
export const giroReturnRowSchema = z
  .object({
    reference: z.string().regex(/^(GD|RF)\d{10}$/, FinanceFileMsg.reference),
    billReference: plainText,
    amountCents: cents,
    status: z.enum(['S', 'F'], { error: FinanceFileMsg.status }),
    reasonCode: plainText,
    reasonText: plainText,
  })
  .refine((r) => r.status === 'S' || r.reasonCode.trim() !== '', {
    message: FinanceFileMsg.reasonRequired,
    path: ['reasonCode'],
  })
export type GiroReturnRow = z.output<typeof giroReturnRowSchema>

/** One line of a subsidy file: the child by birth certificate, the month billed, the amount in cents. */
export const subsidyRowSchema = z.object({
  birthCertificate: z
    .string({ error: V.required })
    .trim()
    .regex(/^[A-Za-z0-9]{1,20}$/, FinanceFileMsg.birthCertificate),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, FinanceFileMsg.subsidyMonth),
  amountCents: cents,
  remark: plainText,
})
export type SubsidyRow = z.output<typeof subsidyRowSchema>

/** Splits one CSV line: commas, fields optionally in double quotes ("" is a quote). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field === '') quoted = true
    else if (c === ',') {
      fields.push(field)
      field = ''
    } else field += c
  }
  fields.push(field)
  return fields
}

export type ParsedCsv<T> = { ok: true; rows: { line: number; row: T }[] } | { ok: false; errors: string[] }

/**
 * A whole uploaded CSV against its header and row schema: every failing line is reported ('Line 3: ...'), or
 * the file's own problem (header, no rows, too many). Blank lines are skipped.
 */
export function parseCsvFile<S extends z.ZodObject>(
  text: string,
  header: string,
  schema: S | z.ZodType<z.output<S>>,
  columns: readonly string[],
): ParsedCsv<z.output<S>> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  if (lines[0]?.trim() !== header) return { ok: false, errors: [FinanceFileMsg.header(header)] }
  const body = lines
    .map((l, i) => ({ text: l, line: i + 1 }))
    .slice(1)
    .filter((l) => l.text.trim() !== '')
  if (body.length === 0) return { ok: false, errors: [FinanceFileMsg.empty] }
  if (body.length > FINANCE_FILE_MAX_ROWS) return { ok: false, errors: [FinanceFileMsg.tooManyRows] }
  const rows: { line: number; row: z.output<S> }[] = []
  const errors: string[] = []
  for (const { text: raw, line } of body) {
    const fields = splitCsvLine(raw)
    if (fields.length !== columns.length) {
      errors.push(`Line ${line}: ${FinanceFileMsg.columns(columns.length)}`)
      continue
    }
    const parsed = schema.safeParse(Object.fromEntries(columns.map((c, i) => [c, fields[i]])))
    if (parsed.success) rows.push({ line, row: parsed.data })
    else errors.push(`Line ${line}: ${parsed.error.issues.map((i) => i.message).join('; ')}`)
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows }
}
