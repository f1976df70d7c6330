import { FinanceFileMsg, SchoolConfigKey, singaporeToday } from '@preschool/domain'
import JSZip from 'jszip'
import type { DbOrTx } from '../../db/client'
import { badInput, notFound } from '../../platform/errors/domain-error'
import { type StorageDeps, storeGeneratedFile } from '../../platform/storage/files'
import { selectSchool, selectSchoolConfig } from '../tenancy'
import { BANK_FORMATS, type BankFileHeader, type BankLine, bankFile } from './bank-formats'

/** The school as the banks know it: its collecting account (a school setting) and its UEN as originator id. */
export async function originatorOf(tx: DbOrTx, schoolId: number) {
  const school = await selectSchool(tx, schoolId)
  if (!school) throw notFound('School')
  const account = (await selectSchoolConfig(tx, schoolId, SchoolConfigKey.giroOriginatorAccount))?.value ?? ''
  const [bankCode, number] = account.split('/')
  if (!/^\d{4}$/.test(bankCode ?? '') || !/^\d{7,14}$/.test(number ?? ''))
    throw badInput(FinanceFileMsg.noOriginator)
  const uen = (await selectSchoolConfig(tx, schoolId, SchoolConfigKey.paynowUen))?.value ?? ''
  return { bankCode, number, name: school.name, id: uen || `SCH${schoolId}` }
}

/**
 * The zip of bank files: each bank's format, CDA and non-CDA lines in separate files (a CDA is debited by its own
 * mandate and never for admin or late fees), stored as a finance document of the school. Returns its key.
 */
export async function storeBankArchive(
  tx: DbOrTx,
  deps: StorageDeps,
  input: {
    schoolId: number
    userId: number
    name: string
    header: Omit<BankFileHeader, 'fileDate'>
    lines: { cda: BankLine[]; nonCda: BankLine[] }
  },
): Promise<string> {
  const zip = new JSZip()
  const header = { ...input.header, fileDate: singaporeToday() }
  for (const format of BANK_FORMATS)
    for (const [part, lines] of [
      ['noncda', input.lines.nonCda],
      ['cda', input.lines.cda],
    ] as const)
      if (lines.length > 0)
        zip.file(
          `${format.bank.toLowerCase()}-${part}-${input.header.valueDate}.txt`,
          bankFile(format, header, lines),
        )
  // A fixed date for every entry: the same lines make the same bytes.
  for (const file of Object.values(zip.files)) file.date = new Date(`${input.header.valueDate}T00:00:00Z`)
  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
  const stored = await storeGeneratedFile(tx, deps, {
    schoolId: input.schoolId,
    userId: input.userId,
    purpose: 'finance_document',
    filename: `${input.name}.zip`,
    format: 'zip',
    bytes,
  })
  return stored.key
}
