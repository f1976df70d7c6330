import { addDays } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { buildIssuedWorld, CHILD_INVOICES } from './test-support'

const AGEING = graphql(`
  query FinanceAgeing($IDSchool: Int!, $asOf: Date) {
    getAgeingReport(IDSchool: $IDSchool, asOf: $asOf) {
      IDCentre
      centreName
      current
      days31to60
      days61to90
      over90
      total
      invoiceCount
    }
  }
`)

const DUE = graphql(`
  query FinanceAgeingDue($IDInvoice: Int!) {
    getInvoice(IDInvoice: $IDInvoice) {
      invoice {
        invoiceDueDate
      }
    }
  }
`)

describe('getAgeingReport', () => {
  it('puts each centre’s outstanding amounts in buckets by days past due, in the caller’s reach only', async () => {
    const w = await buildIssuedWorld()
    const owed = await Promise.all(
      [w.working.childId, w.starter.childId].map(
        async (IDChild) =>
          (await gql(CHILD_INVOICES, { IDChild }, w.approver.token)).data!.invoicesByFkChild[0],
      ),
    )
    const total = owed.reduce((sum, i) => sum + i.outstandingAmount, 0)
    // Both invoices of the run fall due on the same day.
    const due = (await gql(DUE, { IDInvoice: owed[0].ID }, w.approver.token)).data!.getInvoice.invoice
      .invoiceDueDate
    const report = async (asOf: string, token = w.maker.token) =>
      (await gql(AGEING, { IDSchool: w.school.id, asOf }, token)).data!.getAgeingReport
    const row = (current: number, d60: number, d90: number, over: number) => [
      {
        IDCentre: w.centre.id,
        centreName: 'Tampines',
        current,
        days31to60: d60,
        days61to90: d90,
        over90: over,
        total,
        invoiceCount: 2,
      },
    ]
    expect(await report(due)).toEqual(row(total, 0, 0, 0))
    expect(await report(addDays(due, 30))).toEqual(row(total, 0, 0, 0))
    expect(await report(addDays(due, 31))).toEqual(row(0, total, 0, 0))
    expect(await report(addDays(due, 75))).toEqual(row(0, 0, total, 0))
    expect(await report(addDays(due, 91))).toEqual(row(0, 0, 0, total))
    // Staff of another centre see no row of this one.
    expect(await report(due, w.otherStaff.token)).toEqual([])
  })

  it('refuses staff without finance access, parents and a date out of range', async () => {
    const w = await buildIssuedWorld()
    const call = (token: string, asOf?: string) => gql(AGEING, { IDSchool: w.school.id, asOf }, token)
    expect(errorCode(await call(w.reader.token))).toBe('FORBIDDEN')
    expect(errorCode(await call(w.working.parent.token))).toBe('FORBIDDEN')
    expect(errorCode(await call(w.maker.token, '1800-01-01'))).toBe('BAD_USER_INPUT')
  })
})
