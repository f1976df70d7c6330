/** One column of an export: its heading and each row's value. */
export interface ExportColumn<Row> {
  header: string
  value: (row: Row) => string | number | null | undefined
}

const CSV_SPECIAL = /[",\r\n]/
// A cell starting like a formula runs in a spreadsheet (CSV injection): such text is prefixed with a quote.
const FORMULA_START = /^[=+\-@\t\r]/

function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return CSV_SPECIAL.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The rows as CSV text (RFC 4180, CRLF), headings first. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** Hands a file made in the page to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}

/** Saves the rows as a CSV file (with a byte order mark, so Excel reads the text as UTF-8). */
export function downloadCsv<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[], name: string) {
  downloadBlob(new Blob(['\uFEFF', toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`)
}

/** The rows as an XLSX workbook. exceljs is loaded here, on first use, so it never weighs on a page's first load. */
export async function toXlsx<Row>(
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
  sheet: string,
) {
  const { Workbook } = await import('exceljs')
  const book = new Workbook()
  const worksheet = book.addWorksheet(sheet.slice(0, 31))
  worksheet.addRow(columns.map((c) => c.header)).font = { bold: true }
  for (const row of rows) worksheet.addRow(columns.map((c) => c.value(row) ?? null))
  return book.xlsx.writeBuffer()
}

/** Saves the rows as an XLSX file. */
export async function downloadXlsx<Row>(
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
  name: string,
) {
  const buffer = await toXlsx(rows, columns, name)
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  downloadBlob(new Blob([buffer], { type }), `${name}.xlsx`)
}
