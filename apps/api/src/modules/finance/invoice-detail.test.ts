import { describe, expect, it } from 'vitest'
import { buildParent } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { buildIssuedWorld, buildRunWorld, CREDIT_NOTE, INVOICES, START, workRuns } from './test-support'

const DETAIL = graphql(`
  query FinanceInvoiceDetail($IDInvoice: Int!) {
    getInvoice(IDInvoice: $IDInvoice) {
      childName
      centreName
      month
      CDAAmount
      nonCDAAmount
      can
      lines {
        label
        cdaPayable
        explanation
      }
      creditNotes {
        creditNoteNo
        remark
      }
      invoice {
        ID
        grandTotal
        outstandingAmount
      }
    }
  }
`)

const RUN_CAN = graphql(`
  query FinanceRunCan($IDInvoiceRun: Int!) {
    getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {
      status
      can
    }
  }
`)

describe('an invoice’s detail and what the caller may do', () => {
  it('explains each line, shows notes and offers payment and credit note only to those allowed', async () => {
    const w = await buildIssuedWorld()
    const list = (await gql(INVOICES, { IDSchool: w.school.id }, w.approver.token)).data!.findAllInvoice.data
    const id = list.find((i) => i.fkChild === w.working.childId)!.ID
    await gql(CREDIT_NOTE, { IDInvoice: id, amount: 500, remark: 'Goodwill' }, w.approver.token)
    const staff = (await gql(DETAIL, { IDInvoice: id }, w.approver.token)).data!.getInvoice
    expect(staff.centreName).toBe('Tampines')
    expect(staff.month).toBe('2027-03-01')
    expect(staff.lines.every((l) => l.explanation)).toBe(true)
    expect(staff.lines.find((l) => l.label.startsWith('Late pickup'))!.cdaPayable).toBe(false)
    expect(staff.CDAAmount + staff.nonCDAAmount).toBe(staff.invoice.grandTotal)
    expect(staff.creditNotes).toEqual([{ creditNoteNo: 'CN-000001', remark: 'Goodwill' }])
    expect(staff.can.sort()).toEqual(['finance.creditNote', 'finance.recordPayment'])
    // Finance write without approve records payments, never credit notes.
    expect((await gql(DETAIL, { IDInvoice: id }, w.maker.token)).data!.getInvoice.can).toEqual([
      'finance.recordPayment',
    ])
    const family = (await gql(DETAIL, { IDInvoice: id }, w.working.parent.token)).data!.getInvoice
    expect(family.can).toEqual([])
    expect(family.lines.length).toBe(staff.lines.length)
    const stranger = await buildParent(w.school)
    for (const token of [stranger.token, w.otherStaff.token, w.reader.token])
      expect(errorCode(await gql(DETAIL, { IDInvoice: id }, token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(DETAIL, { IDInvoice: 999_999 }, w.approver.token))).toBe('NOT_FOUND')
  })

  it('offers the issue of a finished dry run to a second approver, never to its maker', async () => {
    const w = await buildRunWorld()
    const started = await gql(
      START,
      { IDSchool: w.school.id, IDCentre: w.centre.id, month: '2027-03-01' },
      w.centreStaff.token,
    )
    const IDInvoiceRun = started.data!.createInvoiceRun.ID
    await workRuns()
    const maker = (await gql(RUN_CAN, { IDInvoiceRun }, w.centreStaff.token)).data!.getInvoiceRun
    expect(maker).toEqual({ status: 'draft', can: ['finance.discardRun'] })
    const other = (await gql(RUN_CAN, { IDInvoiceRun }, w.approver.token)).data!.getInvoiceRun
    expect(other.can.sort()).toEqual(['finance.discardRun', 'finance.issueRun'])
    expect((await gql(RUN_CAN, { IDInvoiceRun }, w.maker.token)).data!.getInvoiceRun.can).toEqual([
      'finance.discardRun',
    ])
  })
})
