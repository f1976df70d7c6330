import type { UploadedFile } from './files-documents'

/** An uploaded-file record as the API answers it, for the GIRO and subsidy tab tests. */
export const buildFile = (overrides: Partial<UploadedFile> = {}): UploadedFile => ({
  ID: 1,
  label: 'GIRO deductions March 2027',
  URL: 'http://127.0.0.1/files/finance/1.zip?signature=s',
  status: 'generated',
  log: ['2 deductions, S$600.00'],
  docType: 'giro_deduction',
  user: 'Hana Head',
  createdAt: '2027-03-02T01:00:00.000Z',
  month: '2027-03-01',
  valueDate: '2027-03-05',
  rowCount: 2,
  totalAmount: 60000,
  ...overrides,
})

export const fileList = (field: string, files: UploadedFile[]) => ({
  data: { [field]: { totalCount: files.length, data: files } },
})
