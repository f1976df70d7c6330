import { describe, expect, it } from 'vitest'
import { type ExportColumn, toCsv, toXlsx } from './export'

interface Row {
  name: string
  fee: number | null
}
const columns: ExportColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Fee (cents)', value: (r) => r.fee },
]

describe('toCsv', () => {
  it('quotes what needs it, leaves blanks empty and defuses formulas', () => {
    const rows = [
      { name: 'Tan, Mei "May"', fee: 2500 },
      { name: '=HYPERLINK("x")', fee: null },
    ]
    expect(toCsv(rows, columns)).toBe(
      'Name,Fee (cents)\r\n"Tan, Mei ""May""",2500\r\n"\'=HYPERLINK(""x"")",\r\n',
    )
  })
})

describe('toXlsx', () => {
  it('writes a workbook whose first sheet holds the headings and the rows', async () => {
    const buffer = await toXlsx([{ name: 'Mei', fee: 2500 }], columns, 'Centres')
    const { Workbook } = await import('exceljs')
    const book = new Workbook()
    await book.xlsx.load(buffer)
    const sheet = book.getWorksheet('Centres')
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Fee (cents)'])
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Mei', 2500])
  })
})
