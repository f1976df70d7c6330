import { FinanceMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { children, users } from '../../db/schema'
import { buildParent, relateParent } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { buildIssuedWorld, CHILD_INVOICES, CREDIT_NOTE, INVOICES, OFFLINE_RECEIPT } from './test-support'

const SEARCH = graphql(`
  query FinanceSearch($IDSchool: Int!, $keyword: String!, $pagination: Pagination) {
    searchFinance(IDSchool: $IDSchool, keyword: $keyword, pagination: $pagination) {
      totalCount
      data {
        kind
        ID
        IDInvoice
        number
        IDChild
        childName
        amount
        status
      }
    }
  }
`)

describe('searchFinance', () => {
  it('finds a family’s invoice, receipt and credit note by child name and each by its number, in reach only', async () => {
    const w = await buildIssuedWorld()
    const [invoice] = (await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.approver.token)).data!
      .invoicesByFkChild
    const note = await gql(
      CREDIT_NOTE,
      { IDInvoice: invoice.ID, amount: 2_725, remark: 'Late fee waived' },
      w.approver.token,
    )
    const [receipt] = (
      await gql(
        OFFLINE_RECEIPT,
        { IDInvoice: [invoice.ID], referenceNo: 'CHQ 100200', paymentType: 'cheque' },
        w.approver.token,
      )
    ).data!.createReceiptForOfflinePayment
    const search = (keyword: string, token = w.maker.token) =>
      gql(SEARCH, { IDSchool: w.school.id, keyword }, token)

    const [child] = await w.school.db
      .select({ lastname: children.lastname })
      .from(children)
      .where(eq(children.id, w.working.childId))
    // Part of the family name, in another case: the trigram search finds it anywhere in the name.
    const byName = (await search(child.lastname.toUpperCase())).data!.searchFinance
    expect(byName.data.map((h) => [h.kind, h.number, h.IDInvoice])).toEqual(
      expect.arrayContaining([
        ['invoice', invoice.invoiceNo, invoice.ID],
        ['receipt', receipt.receiptNo, invoice.ID],
        ['credit_note', note.data!.createAdHocCreditNote.creditNoteNo, invoice.ID],
      ]),
    )
    expect(byName.totalCount).toBe(3)
    expect(byName.data.every((h) => h.IDChild === w.working.childId)).toBe(true)
    // A number is matched whole, whatever its case: one hit, not every document with its digits.
    const byReceipt = (await search(` ${receipt.receiptNo.toLowerCase()} `)).data!.searchFinance
    expect(byReceipt.data.map((h) => [h.kind, h.amount])).toEqual([['receipt', receipt.amount]])
    const byNote = (await search(note.data!.createAdHocCreditNote.creditNoteNo)).data!.searchFinance
    expect(byNote.data.map((h) => h.kind)).toEqual(['credit_note'])
    expect((await search(invoice.invoiceNo)).data!.searchFinance.data.map((h) => h.ID)).toEqual([invoice.ID])
    // LIKE's wildcards are text: '%%' finds nobody rather than everyone.
    expect((await search('%%')).data!.searchFinance.totalCount).toBe(0)
    // Staff of another centre search the school but find nothing of this centre.
    expect((await search(invoice.invoiceNo, w.otherStaff.token)).data!.searchFinance.totalCount).toBe(0)
  })

  it('finds a family’s documents by either parent’s name, whatever its case and accents, and by exact amount', async () => {
    const w = await buildIssuedWorld()
    const [invoice] = (await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.approver.token)).data!
      .invoicesByFkChild
    await gql(
      CREDIT_NOTE,
      { IDInvoice: invoice.ID, amount: 2_725, remark: 'Late fee waived' },
      w.approver.token,
    )
    await w.school.db
      .update(users)
      .set({ firstname: 'Zoë', lastname: 'Núñez-Lim' })
      .where(eq(users.id, w.working.parent.id))
    const second = await buildParent(w.school)
    await w.school.db
      .update(users)
      .set({ firstname: 'RENÉE', lastname: 'Ångström' })
      .where(eq(users.id, second.id))
    await relateParent(w.school, w.working.childId, second.id)
    const search = (keyword: string, token = w.maker.token) =>
      gql(SEARCH, { IDSchool: w.school.id, keyword }, token)
    const invoiceHits = async (keyword: string, token?: string) =>
      (await search(keyword, token))
        .data!.searchFinance.data.filter((h) => h.kind === 'invoice')
        .map((h) => h.ID)

    // Either parent, part of the name, typed without accents or with them, in any case.
    expect(await invoiceHits('nunez')).toEqual([invoice.ID])
    expect(await invoiceHits('NÚÑEZ-L')).toEqual([invoice.ID])
    expect(await invoiceHits('zoe nu')).toEqual([invoice.ID])
    expect(await invoiceHits('angstr')).toEqual([invoice.ID])
    expect(await invoiceHits('renee')).toEqual([invoice.ID])
    expect(await invoiceHits('Nunez-Tan')).toEqual([])
    // Staff of another centre find nothing of this family.
    expect(await invoiceHits('nunez', w.otherStaff.token)).toEqual([])

    // An amount as typed, with or without the dollar sign: the document whose total it is, nothing else.
    const [detail] = (
      await gql(INVOICES, { IDSchool: w.school.id, filter: {} }, w.maker.token)
    ).data!.findAllInvoice.data.filter((i) => i.ID === invoice.ID)
    const dollars = (detail.grandTotal / 100).toFixed(2)
    expect(await invoiceHits(dollars)).toContain(invoice.ID)
    expect(await invoiceHits(`$${dollars}`)).toContain(invoice.ID)
    const byNoteAmount = (await search('$27.25')).data!.searchFinance
    expect(byNoteAmount.data.map((h) => [h.kind, h.amount])).toEqual([['credit_note', 2_725]])
    expect((await search('27.26')).data!.searchFinance.totalCount).toBe(0)
    expect((await search('$27.25', w.otherStaff.token)).data!.searchFinance.totalCount).toBe(0)
  })

  it('refuses staff without finance access, parents and hostile keywords, changing nothing', async () => {
    const w = await buildIssuedWorld()
    const search = (keyword: string, token: string) => gql(SEARCH, { IDSchool: w.school.id, keyword }, token)
    expect(errorCode(await search('Tan', w.reader.token))).toBe('FORBIDDEN')
    expect(errorCode(await search('Tan', w.working.parent.token))).toBe('FORBIDDEN')
    expect(errorCode(await search('Tan', (await buildParent(w.school)).token))).toBe('FORBIDDEN')
    const long = await search('a'.repeat(10_000), w.maker.token)
    expect(long.errors?.[0].extensions?.fields?.keyword).toBe(FinanceMsg.keywordLong)
    expect((await search(' a ', w.maker.token)).errors?.[0].extensions?.fields?.keyword).toBe(
      FinanceMsg.keywordShort,
    )
    expect(errorCode(await search('Tan\u0000', w.maker.token))).toBe('BAD_USER_INPUT')
    expect(errorCode(await search('Tan\u001b[2J', w.maker.token))).toBe('BAD_USER_INPUT')
  })
})
