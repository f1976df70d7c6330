import { FileMsg, FinanceFileMsg, GIRO_RETURN_HEADER, SUBSIDY_FILE_HEADER } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { giroDeductions, notifications, receipts } from '../../db/schema'
import { errorCode, gql, testServer } from '../../test/server'
import { CHILD_INVOICES } from '../finance/test-support'
import { pathOf } from '../holidays/test-support'
import {
  buildGiroFilesWorld,
  GENERATE,
  GIRO_FILES,
  UPLOAD_GIRO,
  UPLOAD_SUBSIDY,
  uploadCsv,
} from './test-support'

const MONTH = '2027-03-01'
const VALUE_DATE = '2099-04-15'

describe('GIRO deduction archive and return file', () => {
  it('deducts the unpaid invoice, a return file with a failure tells the family and queues a second try', async () => {
    const w = await buildGiroFilesWorld({ retry: true })
    const generated = await gql(
      GENERATE,
      { IDSchool: w.school.id, month: MONTH, valueDate: VALUE_DATE },
      w.approver.token,
    )
    expect(generated.errors).toBeUndefined()
    const file = generated.data!.generateGiroDeductionArchive
    expect(file).toMatchObject({ status: 'generated', rowCount: 1 })
    const [invoice] = (await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.approver.token)).data!
      .invoicesByFkChild
    expect(file.totalAmount).toBe(invoice.outstandingAmount)
    // The archive holds DBS's and OCBC's non-CDA files with the deduction.
    const { app } = await testServer()
    const zipped = await app.inject({ method: 'GET', url: pathOf(file.URL!) })
    const zip = await JSZip.loadAsync(zipped.rawPayload)
    expect(Object.keys(zip.files).sort()).toEqual([
      `dbs-noncda-${VALUE_DATE}.txt`,
      `ocbc-noncda-${VALUE_DATE}.txt`,
    ])
    const dbs = await zip.file(`dbs-noncda-${VALUE_DATE}.txt`)!.async('string')
    expect(dbs).toContain(String(invoice.outstandingAmount).padStart(11, '0'))
    // Nothing is deducted twice.
    const again = await gql(
      GENERATE,
      { IDSchool: w.school.id, month: MONTH, valueDate: VALUE_DATE },
      w.approver.token,
    )
    expect(again.errors?.[0].message).toBe(FinanceFileMsg.nothingToDeduct)

    const [deduction] = await w.school.db
      .select()
      .from(giroDeductions)
      .where(eq(giroDeductions.fkSchool, w.school.id))
    const ref = `GD${String(deduction.id).padStart(10, '0')}`
    const failed = `${GIRO_RETURN_HEADER}\r\n${ref},${deduction.billReference},${deduction.amountCents},F,R01,Insufficient funds\r\n`
    const result = await gql(
      UPLOAD_GIRO,
      { IDSchool: w.school.id, fileKey: await uploadCsv(w.school.id, w.approver.token, failed) },
      w.approver.token,
    )
    expect(result.data!.uploadGiroFile.status).toBe('applied')
    expect(result.data!.uploadGiroFile.log[1]).toContain('R01 Insufficient funds')
    const bell = await w.school.db
      .select()
      .from(notifications)
      .where(eq(notifications.fkUser, w.working.parent.id))
    expect(bell.map((n) => n.navigate)).toContain(`/finance/invoice/${invoice.ID}`)
    // The same bytes again apply once.
    const replay = await gql(
      UPLOAD_GIRO,
      { IDSchool: w.school.id, fileKey: await uploadCsv(w.school.id, w.approver.token, failed) },
      w.approver.token,
    )
    expect(replay.data!.uploadGiroFile.status).toBe('failed')
    expect(replay.data!.uploadGiroFile.log[0]).toMatch(/already applied/)

    // The second try goes out in the next file and its success makes a receipt.
    const retry = await gql(
      GENERATE,
      { IDSchool: w.school.id, month: MONTH, valueDate: VALUE_DATE },
      w.approver.token,
    )
    expect(retry.data!.generateGiroDeductionArchive.log).toContain('1 second attempt(s) of failed deductions')
    const second = (
      await w.school.db
        .select()
        .from(giroDeductions)
        .where(and(eq(giroDeductions.fkSchool, w.school.id), eq(giroDeductions.attempt, 2)))
    )[0]
    const ok = `${GIRO_RETURN_HEADER}\n GD${String(second.id).padStart(10, '0')},${second.billReference},${second.amountCents},S,,\n`
    const bad = await gql(
      UPLOAD_GIRO,
      { IDSchool: w.school.id, fileKey: await uploadCsv(w.school.id, w.approver.token, ok) },
      w.approver.token,
    )
    expect(bad.data!.uploadGiroFile.status).toBe('failed')
    expect(bad.data!.uploadGiroFile.log).toContain(`Line 2: ${FinanceFileMsg.reference}`)
    const paid = await gql(
      UPLOAD_GIRO,
      {
        IDSchool: w.school.id,
        fileKey: await uploadCsv(w.school.id, w.approver.token, ok.replace(' GD', 'GD')),
      },
      w.approver.token,
    )
    expect(paid.data!.uploadGiroFile.status).toBe('applied')
    const after = (await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.approver.token)).data!
      .invoicesByFkChild[0]
    expect(after.outstandingAmount).toBe(0)
    expect(await w.school.db.select().from(receipts).where(eq(receipts.fkSchool, w.school.id))).toHaveLength(
      1,
    )
    const list = await gql(GIRO_FILES, { IDSchool: w.school.id }, w.approver.token)
    expect(list.data!.findAllUploadedGiroFiles.data.map((f) => `${f.docType}:${f.status}`)).toEqual([
      'giro_return:applied',
      'giro_return:failed',
      'giro_deduction:generated',
      'giro_return:failed',
      'giro_return:applied',
      'giro_deduction:generated',
    ])
  })

  it('refuses a file with control characters, a wrong header or unknown references, and changes nothing', async () => {
    const w = await buildGiroFilesWorld()
    await gql(GENERATE, { IDSchool: w.school.id, month: MONTH, valueDate: VALUE_DATE }, w.approver.token)
    const upload = async (text: string) =>
      (
        await gql(
          UPLOAD_GIRO,
          { IDSchool: w.school.id, fileKey: await uploadCsv(w.school.id, w.approver.token, text) },
          w.approver.token,
        )
      ).data!.uploadGiroFile
    // A control byte at the start is refused as not text when the upload is claimed; DEL further on by the parser.
    const bell = await uploadCsv(
      w.school.id,
      w.approver.token,
      `${GIRO_RETURN_HEADER}\nGD0000000001,x,1,S,\u0007,\n`,
    )
    const refused = await gql(UPLOAD_GIRO, { IDSchool: w.school.id, fileKey: bell }, w.approver.token)
    expect(refused.errors?.[0].message).toBe(FileMsg.invalidFiletype)
    expect((await upload(`${GIRO_RETURN_HEADER}\nGD0000000001,x,1,S,\u007f,\n`)).log).toEqual([
      FinanceFileMsg.notText,
    ])
    expect((await upload('ref,amount\nGD1,1\n')).log).toEqual([FinanceFileMsg.header(GIRO_RETURN_HEADER)])
    // Malformed lines are reported first, each with its reasons; then lines that match nothing sent.
    const malformed = await upload(
      `${GIRO_RETURN_HEADER}\nGD9999999999,GR1,100,S,,\nGD0000000001,GR1,abc,F,,\n`,
    )
    expect(malformed.log).toEqual([
      FinanceFileMsg.rowsFailed(1),
      `Line 3: ${FinanceFileMsg.amount}; ${FinanceFileMsg.reasonRequired}`,
    ])
    const unknown = await upload(`${GIRO_RETURN_HEADER}\nGD9999999999,GR1,100,S,,\n`)
    expect(unknown.log).toEqual([FinanceFileMsg.rowsFailed(1), `Line 2: ${FinanceFileMsg.unknownReference}`])
    const [d] = await w.school.db
      .select()
      .from(giroDeductions)
      .where(eq(giroDeductions.fkSchool, w.school.id))
    expect(d.status).toBe('sent')
  })

  it('is head office finance only: centre staff, read-only, a parent and another school are refused', async () => {
    const w = await buildGiroFilesWorld()
    const vars = { IDSchool: w.school.id, month: MONTH, valueDate: VALUE_DATE }
    for (const token of [w.centreStaff.token, w.reader.token, w.working.parent.token])
      expect(errorCode(await gql(GENERATE, vars, token))).toBe('FORBIDDEN')
    const past = await gql(GENERATE, { ...vars, valueDate: '2000-01-01' }, w.approver.token)
    expect(past.errors?.[0].extensions?.fields?.valueDate).toBe(FinanceFileMsg.valueDatePast)
  })
})

describe('subsidy files', () => {
  it('applies each line as a credit note on the month invoice, all or nothing', async () => {
    const w = await buildGiroFilesWorld()
    const upload = async (text: string) =>
      (
        await gql(
          UPLOAD_SUBSIDY,
          {
            IDSchool: w.school.id,
            fileKey: await uploadCsv(w.school.id, w.approver.token, text, 'ecda.csv'),
          },
          w.approver.token,
        )
      ).data!.uploadSubsidyFile
    const refused = await upload(
      `${SUBSIDY_FILE_HEADER}\n${w.birthCertificate},2027-03,5000,\nNOSUCH1,2027-03,100,\n`,
    )
    expect(refused.status).toBe('failed')
    expect(refused.log).toEqual([FinanceFileMsg.rowsFailed(1), `Line 3: ${FinanceFileMsg.unknownChild}`])
    const [before] = (await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.approver.token)).data!
      .invoicesByFkChild
    const applied = await upload(
      `${SUBSIDY_FILE_HEADER}\n${w.birthCertificate},2027-03,5000,"ECDA additional subsidy, March"\n`,
    )
    expect(applied).toMatchObject({ status: 'applied', rowCount: 1, totalAmount: 5000 })
    const [invoice] = (await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.approver.token)).data!
      .invoicesByFkChild
    expect(invoice.outstandingAmount).toBe(before.outstandingAmount - 5000)
  })
})
