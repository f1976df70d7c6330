import { randomUUID } from 'node:crypto'
import { FinanceMsg } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditNotes, invoices, notifications, outbox } from '../../db/schema'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { buildIssuedWorld, CHILD_INVOICES } from './test-support'

const CREATE = graphql(`
  mutation FinanceKeyedInvoice(
    $IDCentre: Int!
    $IDChild: Int!
    $items: [OfflineInvoiceItemInput!]!
    $requestKey: String
  ) {
    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items, requestKey: $requestKey) {
      ID
      invoiceNo
    }
  }
`)

const NOTE = graphql(`
  mutation FinanceKeyedCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!, $requestKey: String) {
    createAdHocCreditNote(IDInvoice: $IDInvoice, amount: $amount, remark: $remark, requestKey: $requestKey) {
      ID
      creditNoteNo
    }
  }
`)

const ITEMS = [
  { label: 'Art kit', explanation: 'Term 1 art materials', quantity: 1, unitPrice: 3_000, taxable: true },
]

describe('an ad hoc invoice with the form’s request key', () => {
  it('is issued once for two simultaneous submits and a replay, and told to the family once', async () => {
    const w = await buildIssuedWorld()
    const requestKey = randomUUID()
    const vars = { IDCentre: w.centre.id, IDChild: w.working.childId, items: ITEMS, requestKey }
    const both = await Promise.all([gql(CREATE, vars, w.approver.token), gql(CREATE, vars, w.approver.token)])
    const ids = both.map((r) => r.data?.createOfflineInvoice.ID)
    expect(ids[0]).toBeDefined()
    expect(ids[1]).toBe(ids[0])
    const replay = await gql(CREATE, vars, w.centreStaff.token)
    expect(replay.data?.createOfflineInvoice.ID).toBe(ids[0])
    const made = await w.school.db.select().from(invoices).where(eq(invoices.requestKey, requestKey))
    expect(made).toHaveLength(1)

    // The bell opens the invoice; the email went through the outbox; neither twice.
    const bells = await w.school.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.fkUser, w.working.parent.id),
          eq(notifications.navigate, `/finance/invoice/${ids[0]}`),
        ),
      )
    expect(bells).toHaveLength(1)
    expect(bells[0].title).toBe(`Invoice ${made[0].invoiceNo}: Art kit`)
    const mails = await w.school.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, w.working.parent.email), eq(outbox.subject, bells[0].title)))
    expect(mails).toHaveLength(1)
    expect(mails[0].bodyText).toContain(`/finance/invoice/${ids[0]}`)
  })

  it('refuses the key for another child, a key that is not a UUID, and issues nothing for either', async () => {
    const w = await buildIssuedWorld()
    const requestKey = randomUUID()
    const vars = { IDCentre: w.centre.id, IDChild: w.working.childId, items: ITEMS, requestKey }
    await gql(CREATE, vars, w.approver.token)
    const other = await gql(CREATE, { ...vars, IDChild: w.starter.childId }, w.approver.token)
    expect(other.errors?.[0].message).toBe(FinanceMsg.requestKeyUsed)
    const bad = await gql(CREATE, { ...vars, requestKey: 'not-a-uuid' }, w.approver.token)
    expect(bad.errors?.[0].extensions?.fields?.requestKey).toBe(FinanceMsg.requestKey)
    const hostile = await gql(CREATE, { ...vars, requestKey: 'x\u0007'.repeat(300) }, w.approver.token)
    expect(errorCode(hostile)).toBe('BAD_USER_INPUT')
    expect(errorCode(await gql(CREATE, { ...vars, requestKey: randomUUID() }, w.maker.token))).toBe(
      'FORBIDDEN',
    )
    const adhoc = await w.school.db.select().from(invoices).where(eq(invoices.invoiceType, 'adhoc'))
    expect(adhoc.filter((i) => i.fkSchool === w.school.id)).toHaveLength(1)
  })
})

describe('a credit note with the form’s request key', () => {
  it('is issued once for two simultaneous submits and a replay; the key on another invoice is refused', async () => {
    const w = await buildIssuedWorld()
    const [invoice] = (await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.approver.token)).data!
      .invoicesByFkChild
    const requestKey = randomUUID()
    const vars = { IDInvoice: invoice.ID, amount: 1_000, remark: 'Closure day', requestKey }
    const both = await Promise.all([gql(NOTE, vars, w.approver.token), gql(NOTE, vars, w.approver.token)])
    expect(both[1].data?.createAdHocCreditNote).toEqual(both[0].data?.createAdHocCreditNote)
    expect((await gql(NOTE, vars, w.approver.token)).data?.createAdHocCreditNote.ID).toBe(
      both[0].data?.createAdHocCreditNote.ID,
    )
    const notes = await w.school.db.select().from(creditNotes).where(eq(creditNotes.fkInvoice, invoice.ID))
    expect(notes).toHaveLength(1)
    const after = (await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.approver.token)).data!
      .invoicesByFkChild[0]
    expect(after.outstandingAmount).toBe(invoice.outstandingAmount - 1_000)

    const [starterInvoice] = (await gql(CHILD_INVOICES, { IDChild: w.starter.childId }, w.approver.token))
      .data!.invoicesByFkChild
    const elsewhere = await gql(NOTE, { ...vars, IDInvoice: starterInvoice.ID }, w.approver.token)
    expect(elsewhere.errors?.[0].message).toBe(FinanceMsg.requestKeyUsed)
    expect(errorCode(await gql(NOTE, { ...vars, requestKey: randomUUID() }, w.maker.token))).toBe('FORBIDDEN')
  })
})
