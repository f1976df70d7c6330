import { type Layout, layoutWidth, record } from './fixed-width'

/** One deduction (or refund credit) line of a bank file. */
export interface BankLine {
  /** The payer's (or refunded family's) bank: 4-digit Singapore clearing code. */
  bankCode: string
  accountNumber: string
  accountName: string
  amountCents: number
  /** The mandate's bill reference number (GR00000012). */
  billReference: string
  /** Ours, quoted back by the bank's return file: GD + deduction id, GR + refund id. */
  transactionReference: string
}

export interface BankFileHeader {
  /** 'debit' collects (deductions), 'credit' pays out (refunds). */
  direction: 'debit' | 'credit'
  originatorBankCode: string
  originatorAccount: string
  originatorName: string
  /** The school's UEN: the originator id the banks know it by. */
  originatorId: string
  /** YYYY-MM-DD: the day the bank moves the money. */
  valueDate: string
  /** YYYY-MM-DD: the day the file was made. */
  fileDate: string
  /** 1, 2, ...: the school's files of that value date. */
  batchNo: number
}

/**
 * The hash total: the sum of the receiving account numbers' last 11 digits, kept to 15 digits. The bank recomputes
 * it, so a file whose account numbers changed in transit is refused (see the decision for the source).
 */
export const accountHash = (lines: readonly BankLine[]) =>
  String(lines.reduce((sum, l) => (sum + BigInt(l.accountNumber.slice(-11))) % 10n ** 15n, 0n))

const ymd = (date: string) => date.replaceAll('-', '')
const dmy = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`

interface BankFormat {
  bank: 'DBS' | 'OCBC'
  header: Layout
  detail: Layout
  trailer: Layout
  headerValues(h: BankFileHeader): Record<string, string | number>
  detailValues(l: BankLine, h: BankFileHeader): Record<string, string | number>
}

const n = (name: string, width: number) => ({ name, width, kind: 'n' }) as const
const a = (name: string, width: number) => ({ name, width, kind: 'a' }) as const

/** DBS IDEAL interbank GIRO (assumed layout, decision 0049-giro): H/D/T records of 150 characters. */
const DBS: BankFormat = {
  bank: 'DBS',
  header: [
    a('type', 1),
    a('service', 3),
    n('originatorBank', 4),
    a('originatorAccount', 14),
    a('originatorName', 35),
    a('originatorId', 12),
    n('valueDate', 8),
    n('fileDate', 8),
    n('batchNo', 5),
    a('filler', 60),
  ],
  detail: [
    a('type', 1),
    a('txCode', 2),
    n('bank', 4),
    a('account', 14),
    a('name', 35),
    n('amount', 11),
    a('billReference', 12),
    a('reference', 16),
    a('purpose', 4),
    a('filler', 51),
  ],
  trailer: [a('type', 1), n('count', 7), n('total', 15), n('hash', 15), a('filler', 112)],
  headerValues: (h) => ({
    type: 'H',
    service: h.direction === 'debit' ? 'DDI' : 'GCR',
    originatorBank: h.originatorBankCode,
    originatorAccount: h.originatorAccount,
    originatorName: h.originatorName,
    originatorId: h.originatorId,
    valueDate: ymd(h.valueDate),
    fileDate: ymd(h.fileDate),
    batchNo: h.batchNo,
  }),
  detailValues: (l, h) => ({
    type: 'D',
    txCode: h.direction === 'debit' ? '30' : '20',
    bank: l.bankCode,
    account: l.accountNumber,
    name: l.accountName,
    amount: l.amountCents,
    billReference: l.billReference,
    reference: l.transactionReference,
    purpose: h.direction === 'debit' ? 'COLL' : 'REFU',
  }),
}

/** OCBC Velocity GIRO (assumed layout): records 0 (header), 1 (detail), 9 (trailer) of 120 characters, dates DDMMYYYY. */
const OCBC: BankFormat = {
  bank: 'OCBC',
  header: [
    n('type', 1),
    n('valueDate', 8),
    n('originatorBank', 4),
    a('originatorAccount', 11),
    a('originatorName', 20),
    a('originatorId', 12),
    n('batchNo', 3),
    a('direction', 2),
    n('fileDate', 8),
    a('filler', 51),
  ],
  detail: [
    n('type', 1),
    n('bank', 4),
    a('account', 11),
    a('name', 20),
    a('txCode', 2),
    n('amount', 11),
    a('billReference', 12),
    a('reference', 12),
    a('filler', 47),
  ],
  trailer: [n('type', 1), n('count', 7), n('total', 15), n('hash', 15), a('filler', 82)],
  headerValues: (h) => ({
    type: 0,
    valueDate: dmy(h.valueDate),
    originatorBank: h.originatorBankCode,
    originatorAccount: h.originatorAccount,
    originatorName: h.originatorName,
    originatorId: h.originatorId,
    batchNo: h.batchNo,
    direction: h.direction === 'debit' ? 'DD' : 'CR',
    fileDate: dmy(h.fileDate),
  }),
  detailValues: (l, h) => ({
    type: 1,
    bank: l.bankCode,
    account: l.accountNumber,
    name: l.accountName,
    txCode: h.direction === 'debit' ? '30' : '20',
    amount: l.amountCents,
    billReference: l.billReference,
    reference: l.transactionReference,
  }),
}

export const BANK_FORMATS = [DBS, OCBC] as const

/** A whole bank file: header, one detail per line, trailer with count, total in cents and hash; CRLF line ends. */
export function bankFile(format: BankFormat, header: BankFileHeader, lines: readonly BankLine[]): string {
  const total = lines.reduce((sum, l) => sum + l.amountCents, 0)
  const trailerType = format.bank === 'OCBC' ? 9 : 'T'
  const records = [
    record(format.header, format.headerValues(header)),
    ...lines.map((l) => record(format.detail, format.detailValues(l, header))),
    record(format.trailer, { type: trailerType, count: lines.length, total, hash: accountHash(lines) }),
  ]
  for (const [layout, width] of [format.header, format.detail, format.trailer].map(
    (l) => [l, layoutWidth(l)] as const,
  ))
    if (width !== layoutWidth(format.header))
      throw new RangeError(`${format.bank} layout ${layout[0].name} width`)
  return `${records.join('\r\n')}\r\n`
}
