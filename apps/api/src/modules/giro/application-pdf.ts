import { formatDate } from '@preschool/domain'
import { PDFDocument, rgb } from 'pdf-lib'
import type { Db } from '../../db/client'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { notFound } from '../../platform/errors/domain-error'
import { MARGIN, PageWriter } from '../../platform/pdf/page-writer'
import { type StorageDeps, signedFileUrl, storeGeneratedFile } from '../../platform/storage/files'
import { selectSchool } from '../tenancy'
import {
  type BankAccountWithBank,
  selectAccount,
  selectAccountWithBank,
  selectChildPeople,
  updateAccount,
} from './queries'

interface FormFacts {
  schoolName: string
  childName: string
  account: BankAccountWithBank
}

/**
 * The GIRO application as the bank reads it: the billing organisation (the school), the bank with its code and
 * BIC, the account and its holders, the bill reference the deductions quote, and a signature line per holder.
 */
export async function renderGiroApplicationPdf({ schoolName, childName, account }: FormFacts) {
  const pdf = await PDFDocument.create()
  const title = account.isCda
    ? 'Application for GIRO deduction from a Child Development Account (CDA)'
    : 'Application for GIRO (interbank direct debit)'
  pdf.setTitle(title)
  pdf.setAuthor(schoolName)
  const w = await PageWriter.open(pdf)
  await w.text(schoolName, { size: 12, bold: true })
  await w.text(title, { size: 14, bold: true })
  const section = async (heading: string, rows: [string, string][]) => {
    w.y -= 6
    await w.text(heading, { size: 12, bold: true })
    for (const [label, value] of rows) await w.text(`${label}: ${value}`)
  }
  await section('Billing organisation', [
    ['Name', schoolName],
    ['Bill reference number', account.billReferenceNumber ?? ''],
    ['Child', childName],
  ])
  await section("Payer's bank", [
    ['Bank', account.bank.bankName],
    ['Bank code', account.bank.bankCode],
    ['SWIFT BIC', account.bank.bicCode],
  ])
  await section("Payer's account", [
    ['Account type', account.isCda ? 'Child Development Account (CDA)' : 'Savings or current account'],
    ['Account number', account.payerAccountNumber],
    ...account.payerAccountNames.map((name, i): [string, string] => [`Account holder ${i + 1}`, name]),
    [
      'Mobile number',
      account.mobilePhone ? `${account.mobilePhoneCountryCode ?? ''} ${account.mobilePhone}`.trim() : '',
    ],
    ['Date of application', formatDate(account.applicationDate ?? account.createdAt)],
  ])
  w.y -= 10
  await w.text(
    'I/We authorise the bank to debit the account above for payments to the billing organisation named above.',
    { size: 9 },
  )
  for (const name of account.payerAccountNames) {
    w.ensure(60)
    w.y -= 36
    w.page.drawLine({
      start: { x: MARGIN, y: w.y },
      end: { x: MARGIN + 240, y: w.y },
      thickness: 0.5,
      color: rgb(0.4, 0.4, 0.4),
    })
    w.y -= 12
    await w.text(`Signature of ${name}`, { size: 9 })
  }
  return pdf.save({ useObjectStreams: false })
}

/**
 * exportGiroApplicationPdf: a short-lived link to the account's application form. Rendered and stored on the first
 * export (its contents never change after the application), then the same file is linked again.
 */
export async function giroApplicationPdfUrl(
  db: Db,
  deps: StorageDeps,
  grant: SignedInGrant,
  accountId: number,
): Promise<string> {
  const schoolId = grant.viewer.schoolId
  const key = await db.transaction(async (tx) => {
    // Locked: two simultaneous first exports store one file.
    if (!(await selectAccount(tx, schoolId, accountId, { lock: true }))) throw notFound('Bank account')
    const account = (await selectAccountWithBank(tx, schoolId, accountId))!
    if (account.applicationFileKey) return account.applicationFileKey
    const [school, people] = await Promise.all([
      selectSchool(tx, schoolId),
      selectChildPeople(tx, schoolId, account.fkChild),
    ])
    const bytes = await renderGiroApplicationPdf({
      schoolName: school?.name ?? '',
      childName: people?.childName ?? '',
      account,
    })
    const file = await storeGeneratedFile(tx, deps, {
      schoolId,
      userId: grant.viewer.userId,
      purpose: 'finance_document',
      filename: `giro-application-${account.billReferenceNumber ?? account.id}.pdf`,
      format: 'pdf',
      bytes,
    })
    await updateAccount(tx, account.id, { applicationFileKey: file.key })
    return file.key
  })
  return signedFileUrl(deps, key)
}
