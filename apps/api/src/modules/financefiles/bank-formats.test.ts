import { describe, expect, it } from 'vitest'
import { accountHash, BANK_FORMATS, type BankFileHeader, type BankLine, bankFile } from './bank-formats'
import { layoutWidth } from './fixed-width'

const header: BankFileHeader = {
  direction: 'debit',
  originatorBankCode: '7171',
  originatorAccount: '0012345678',
  originatorName: 'Little Seeds Pte Ltd',
  originatorId: '201912345K',
  valueDate: '2027-04-15',
  fileDate: '2027-04-01',
  batchNo: 7,
}
const lines: BankLine[] = [
  {
    bankCode: '7339',
    accountNumber: '5012345678',
    accountName: 'Tan Mei Ling & 陈',
    amountCents: 103_525,
    billReference: 'GR00000012',
    transactionReference: 'GD0000000001',
  },
  {
    bankCode: '7375',
    accountNumber: '12345678901234',
    accountName: 'Rajeswari d/o Kumar',
    amountCents: 15_000,
    billReference: 'GR00000013',
    transactionReference: 'GD0000000002',
  },
]
const [DBS, OCBC] = BANK_FORMATS

describe('bank file formats (golden files, decision 0049-giro)', () => {
  it('every record of a format has the same width', () => {
    for (const f of BANK_FORMATS) {
      expect(layoutWidth(f.detail)).toBe(layoutWidth(f.header))
      expect(layoutWidth(f.trailer)).toBe(layoutWidth(f.header))
    }
  })

  it('the hash total sums the account numbers last 11 digits', () => {
    expect(accountHash(lines)).toBe(String(5012345678 + 45678901234))
  })

  it('DBS: H, D and T records of 150 characters, amounts in cents, count, total and hash in the trailer', () => {
    const text = bankFile(DBS, header, lines)
    const records = text.split('\r\n')
    expect(records).toHaveLength(5)
    expect(records[4]).toBe('')
    expect(records.slice(0, 4).map((r) => r.length)).toEqual([150, 150, 150, 150])
    expect(records[0]).toBe(
      'HDDI71710012345678    LITTLE SEEDS PTE LTD               201912345K  2027041520270401' +
        '00007' +
        ' '.repeat(60),
    )
    expect(records[1]).toBe(
      'D3073395012345678    TAN MEI LING &                     00000103525GR00000012  GD0000000001    COLL' +
        ' '.repeat(51),
    )
    expect(records[2].slice(0, 56)).toBe('D30737512345678901234RAJESWARI D/O KUMAR                ')
    expect(records[2].slice(56, 67)).toBe('00000015000')
    expect(records[3]).toBe(`T0000002000000000118525${'50691246912'.padStart(15, '0')}${' '.repeat(112)}`)
  })

  it('OCBC: records 0, 1 and 9 of 120 characters, dates as DDMMYYYY', () => {
    const records = bankFile(OCBC, { ...header, direction: 'credit' }, lines.slice(0, 1)).split('\r\n')
    expect(records.slice(0, 3).map((r) => r.length)).toEqual([120, 120, 120])
    expect(records[0].slice(0, 9)).toBe('015042027')
    expect(records[0]).toContain('201912345K  007CR01042027')
    expect(records[1].slice(0, 5)).toBe('17339')
    expect(records[1]).toContain('20' + '00000103525' + 'GR00000012  GD0000000001')
    expect(records[2].slice(0, 38)).toBe('9' + '0000001' + '000000000103525' + '000005012345678')
  })

  it('refuses an amount that does not fit its field rather than cutting it', () => {
    expect(() => bankFile(DBS, header, [{ ...lines[0], amountCents: 1e11 }])).toThrow(RangeError)
  })
})
