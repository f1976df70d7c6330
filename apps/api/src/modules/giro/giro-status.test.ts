import { GiroMsg, V, enquiryState } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bankAccounts, enquiries, invoices, schoolConfigs } from '../../db/schema'
import { subscribe } from '../../platform/events/bus'
import type { GiroApproved } from '.'
import { buildBankAccount, buildGiroWorld, buildPaymentSituation } from '../../test/builders'
import { errorCode, gql, testServer } from '../../test/server'
import { readPdf } from '../esign/test-support'
import { registrationInvoiceOf } from '../ledger'
import { loadConfig } from '../../config'
import {
  bellOf,
  EXPORT_PDF,
  OF_CHILD,
  OF_ENQUIRY,
  PAY_BY_GIRO,
  PAY_BY_INVOICE,
  REASONS,
  UPDATE_STATUS,
} from './test-support'

const approvedEvents: GiroApproved[] = []
subscribe('giroApproved', async (_tx, event) => {
  approvedEvents.push(event)
})

describe('status change reasons', () => {
  it('lists the reasons of the target status only, to finance staff', async () => {
    const w = await buildGiroWorld()
    const approved = await gql(REASONS, { status: 'approved' }, w.readOnly.token)
    expect(approved.data?.getBankAccountStatusChangeReasonsByStatus).toEqual([
      { ID: w.reasons.approved, label: 'approved reason' },
    ])
    const rejected = await gql(REASONS, { status: 'rejected' }, w.finance.token)
    expect(rejected.data?.getBankAccountStatusChangeReasonsByStatus.map((r) => r.ID)).toEqual([
      w.reasons.rejected,
    ])
    expect((await gql(REASONS, { status: 'pending' }, w.finance.token)).errors?.[0].message).toBe(
      GiroMsg.statusUnknown,
    )
    expect(errorCode(await gql(REASONS, { status: 'approved' }, w.noModule.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(REASONS, { status: 'approved' }, w.stranger.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(REASONS, { status: 'approved' }))).toBe('UNAUTHENTICATED')
  })
})

describe('updateBankAccountStatus', () => {
  it('approves a pending account with a reason and remarks, logs it, publishes giroApproved and tells the family', async () => {
    const w = await buildGiroWorld()
    const family = await w.family()
    const accountId = await buildBankAccount(w.school, { childId: family.childId, isCda: true })
    const result = await gql(
      UPDATE_STATUS,
      {
        IDBankAccount: accountId,
        status: 'approved',
        fkReason: w.reasons.approved,
        remarks: 'DDA approved by DBS',
      },
      w.finance.token,
    )
    expect(result.data?.updateBankAccountStatus).toMatchObject({
      status: 'approved',
      statusChanges: [
        {
          fromStatus: 'pending',
          toStatus: 'approved',
          reason: 'approved reason',
          remarks: 'DDA approved by DBS',
        },
      ],
    })
    expect(result.data?.updateBankAccountStatus.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(approvedEvents).toContainEqual(
      expect.objectContaining({ schoolId: w.school.id, childId: family.childId }),
    )
    const bell = await bellOf(w.school, family.parent.id)
    expect(bell.map((n) => n.title)).toEqual(['CDA account approved'])
    expect(bell[0].body).toContain('******6789')
    expect((await bellOf(w.school, w.readOnly.id)).map((n) => n.title)).toEqual(['CDA account approved'])
    const history = await gql(OF_CHILD, { IDChild: family.childId }, family.parent.token)
    expect(history.data?.bankAccountInfoByIDChild.accounts[0].statusChanges[0].userName).toBe('Test Staff')
  })

  it('allows pending to rejected and approved to terminated, and nothing else', async () => {
    const w = await buildGiroWorld()
    const family = await w.family()
    const move = (IDBankAccount: number, status: string, fkReason: number) =>
      gql(UPDATE_STATUS, { IDBankAccount, status, fkReason, remarks: 'Bank letter' }, w.finance.token)
    const pending = await buildBankAccount(w.school, { childId: family.childId, isCda: false })
    expect((await move(pending, 'terminated', w.reasons.terminated)).errors?.[0].message).toBe(
      GiroMsg.moveNotAllowed('pending', 'terminated'),
    )
    expect((await move(pending, 'rejected', w.reasons.rejected)).data?.updateBankAccountStatus.status).toBe(
      'rejected',
    )
    expect((await move(pending, 'approved', w.reasons.approved)).errors?.[0].message).toBe(
      GiroMsg.moveNotAllowed('rejected', 'approved'),
    )
    const approved = await buildBankAccount(w.school, {
      childId: family.childId,
      isCda: true,
      status: 'approved',
    })
    expect(
      (await move(approved, 'terminated', w.reasons.terminated)).data?.updateBankAccountStatus.status,
    ).toBe('terminated')
    expect((await move(approved, 'approved', w.reasons.approved)).errors?.[0].message).toBe(
      GiroMsg.moveNotAllowed('terminated', 'approved'),
    )
  })

  it('needs a reason of the target status list and remarks', async () => {
    const w = await buildGiroWorld()
    const family = await w.family()
    const other = await buildGiroWorld()
    const accountId = await buildBankAccount(w.school, { childId: family.childId })
    const fieldsOf = async (fkReason: number, remarks: string, status = 'approved') =>
      (await gql(UPDATE_STATUS, { IDBankAccount: accountId, status, fkReason, remarks }, w.finance.token))
        .errors?.[0]?.extensions?.fields
    expect(await fieldsOf(w.reasons.rejected, 'ok')).toEqual({ fkReason: GiroMsg.reasonUnknown })
    expect(await fieldsOf(other.reasons.approved, 'ok')).toEqual({ fkReason: GiroMsg.reasonUnknown })
    expect(await fieldsOf(w.reasons.approved, '   ')).toEqual({ remarks: V.required })
    expect(await fieldsOf(w.reasons.approved, 'x'.repeat(1001))).toEqual({ remarks: GiroMsg.remarksMax })
    expect(await fieldsOf(w.reasons.approved, 'ok', 'closed')).toEqual({ status: GiroMsg.statusUnknown })
    const [row] = await w.school.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId))
    expect(row.status).toBe('pending')
  })

  it('is for finance staff with approve who reach the child', async () => {
    const w = await buildGiroWorld()
    const family = await w.family()
    const other = await buildGiroWorld()
    const accountId = await buildBankAccount(w.school, { childId: family.childId })
    const vars = { IDBankAccount: accountId, status: 'approved', fkReason: w.reasons.approved, remarks: 'ok' }
    expect(errorCode(await gql(UPDATE_STATUS, vars))).toBe('UNAUTHENTICATED')
    for (const user of [family.parent, w.readOnly, w.noModule, w.otherCentre, other.hq])
      expect(errorCode(await gql(UPDATE_STATUS, vars, user.token))).toBe('FORBIDDEN')
    const [row] = await w.school.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId))
    expect(row.status).toBe('pending')
    expect((await gql(UPDATE_STATUS, vars, w.hq.token)).data?.updateBankAccountStatus.status).toBe('approved')
  })
})

describe('exportGiroApplicationPdf', () => {
  it('links the family and finance staff to the same stored PDF, and nobody else', async () => {
    const w = await buildGiroWorld()
    const family = await w.family()
    const accountId = await buildBankAccount(w.school, { childId: family.childId, isCda: true })
    const first = (await gql(EXPORT_PDF, { IDBankAccount: accountId }, family.parent.token)).data!
      .exportGiroApplicationPdf
    const { app } = await testServer()
    const link = new URL(first)
    const response = await app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(response.statusCode).toBe(200)
    const pdf = await readPdf(response.rawPayload)
    for (const expected of [
      'Application for GIRO deduction from a Child Development Account (CDA)',
      'Account number: 0123456789',
      'Bank code: 7171',
      'SWIFT BIC: DBSSSGSG',
      'Signature of Test Parent',
    ])
      expect(pdf.text).toContain(expected)
    const [row] = await w.school.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId))
    expect(row.applicationFileKey).toBeTruthy()
    await gql(EXPORT_PDF, { IDBankAccount: accountId }, w.readOnly.token)
    const [again] = await w.school.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId))
    expect(again.applicationFileKey).toBe(row.applicationFileKey)
    for (const user of [w.stranger, w.noModule, w.otherCentre])
      expect(errorCode(await gql(EXPORT_PDF, { IDBankAccount: accountId }, user.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(EXPORT_PDF, { IDBankAccount: accountId }))).toBe('UNAUTHENTICATED')
  })
})

describe('payRegistrationFeeByGiro', () => {
  it('moves the enquiry to pending_giro once the child has a GIRO application; the invoice stays outstanding', async () => {
    const w = await buildGiroWorld()
    const family = await buildPaymentSituation(w.school)
    const pay = (token?: string) => gql(PAY_BY_GIRO, { IDEnquiry: family.enquiryId }, token)
    expect((await pay(family.parent.token)).errors?.[0].message).toBe(GiroMsg.noApplication)
    await buildBankAccount(w.school, { childId: family.childId, isCda: false })
    for (const user of [w.stranger, w.finance]) expect(errorCode(await pay(user.token))).toBe('FORBIDDEN')
    expect(errorCode(await pay())).toBe('UNAUTHENTICATED')
    expect((await pay(family.parent.token)).data?.payRegistrationFeeByGiro).toMatchObject({
      payingByGiro: true,
      canPayRegistrationByGiro: false,
    })
    const [row] = await w.school.db.select().from(enquiries).where(eq(enquiries.id, family.enquiryId))
    expect(row.fkEnquiryState).toBe(enquiryState('pending_giro').id)
    const [invoice] = await w.school.db
      .select()
      .from(invoices)
      .where(eq(invoices.fkEnquiry, family.enquiryId))
    expect(invoice).toMatchObject({ invoiceType: 'registration', status: 'issued' })
    expect(invoice.outstandingCents).toBe(invoice.grandTotalCents)
    expect((await pay(family.parent.token)).errors?.[0].message).toBe(GiroMsg.notPayable)
  })

  it('pays by GIRO named by the registration invoice, for the family only', async () => {
    const w = await buildGiroWorld()
    const family = await buildPaymentSituation(w.school)
    await buildBankAccount(w.school, { childId: family.childId, isCda: true })
    const [enquiry] = await w.school.db.select().from(enquiries).where(eq(enquiries.id, family.enquiryId))
    const invoice = await w.school.db.transaction((tx) => registrationInvoiceOf(tx, loadConfig({}), enquiry))
    const pay = (token?: string) => gql(PAY_BY_INVOICE, { InvoiceID: invoice.id }, token)
    expect(errorCode(await pay())).toBe('UNAUTHENTICATED')
    for (const user of [w.stranger, w.hq]) expect(errorCode(await pay(user.token))).toBe('FORBIDDEN')
    expect((await pay(family.parent.token)).data?.payGiroByInvoiceID).toBe(true)
    const [row] = await w.school.db.select().from(enquiries).where(eq(enquiries.id, family.enquiryId))
    expect(row.fkEnquiryState).toBe(enquiryState('pending_giro').id)
  })

  it('refuses before the payment step and says whether GIRO setup may be skipped', async () => {
    const w = await buildGiroWorld()
    const family = await w.family('pending_econsent')
    await buildBankAccount(w.school, { childId: family.childId })
    expect(
      (await gql(PAY_BY_GIRO, { IDEnquiry: family.enquiryId }, family.parent.token)).errors?.[0].message,
    ).toBe(GiroMsg.notPayable)
    await w.school.db
      .insert(schoolConfigs)
      .values({ fkSchool: w.school.id, key: 'skip_giro_setup_school_visit', value: '1' })
    const info = await gql(OF_ENQUIRY, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(info.data?.bankAccountInfoByIDEnquiry).toMatchObject({
      skipGiroSetup: true,
      canPayRegistrationByGiro: false,
    })
  })
})
