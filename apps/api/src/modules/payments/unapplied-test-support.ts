import { Access } from '@preschool/domain'
import { loadConfig } from '../../config'
import { completeSandboxOrder } from '../../platform/payments/sandbox-gateway'
import {
  buildChildAtCentre,
  buildFamilyAtCentre,
  buildStaff,
  relateParent,
  type TestSchool,
} from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'
import { issueInvoice, settleInvoice } from '../ledger'
import { sessionIdOfOrder } from './order-id'
import { CREATE, monthlyPayingFamily, notify } from './test-support'

const ALL = Access.read | Access.write | Access.approve

export const UNAPPLIED = graphql(`
  query PaymentsUnapplied($IDSchool: Int!) {
    findAllUnappliedCardPayment(IDSchool: $IDSchool) {
      totalCount
      data {
        ID
        orderId
        IDInvoice
        invoiceNo
        IDChild
        childName
        amount
        paidAt
      }
    }
  }
`)

export const TARGETS = graphql(`
  query PaymentsUnappliedTargets($IDPaymentSession: Int!) {
    findUnappliedCardPaymentTargets(IDPaymentSession: $IDPaymentSession) {
      ID
      IDChild
      outstandingAmount
    }
  }
`)

export const REFUND = graphql(`
  mutation PaymentsRefundUnapplied($IDPaymentSession: Int!, $remark: String) {
    refundUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, remark: $remark) {
      ID
      resolution
      IDRefund
    }
  }
`)

export const APPLY = graphql(`
  mutation PaymentsApplyUnapplied($IDPaymentSession: Int!, $IDInvoice: Int!) {
    applyUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, IDInvoice: $IDInvoice) {
      ID
      resolution
      IDInvoice
      IDReceipt
    }
  }
`)

/** An invoice of `amountCents` (no GST) issued to a child at a centre, as an ad hoc invoice. */
export async function issueAdhoc(school: TestSchool, centreId: number, childId: number, amountCents: number) {
  const invoice = await school.db.transaction((tx) =>
    issueInvoice(tx, {
      schoolId: school.id,
      centreId,
      childId,
      enquiryId: null,
      type: 'adhoc',
      label: 'Excursion',
      invoiceDate: '2027-03-02',
      dueDate: '2027-03-16',
      lines: [
        {
          fkPurchaseItem: null,
          label: 'Excursion',
          quantity: 1,
          unitPriceCents: amountCents,
          taxable: false,
        },
      ],
    }),
  )
  return invoice.id
}

/**
 * A card order paid for an invoice a cheque had already settled: the checkout was left open, the cheque closed it,
 * and the bank's late success arrived by the webhook (UNAPPLIED). With the family's sibling's open invoice, another
 * family's, and finance staff at the centre.
 */
export async function unappliedWorld() {
  const f = await monthlyPayingFamily()
  const session = (await gql(CREATE, { InvoiceID: f.invoiceId }, f.token)).data!.createPaymentSession
  await completeSandboxOrder(f.school.db, session.Id, 'approve')
  await f.school.db.transaction((tx) =>
    settleInvoice(tx, loadConfig(process.env), {
      schoolId: f.school.id,
      invoiceId: f.invoiceId,
      amountCents: f.outstanding,
      paymentType: 'cheque',
      reference: 'CHQ 100200',
      actorId: null,
    }),
  )
  await notify(session.Order.Id)
  const siblingId = await buildChildAtCentre(f.school, f.centre.id)
  await relateParent(f.school, siblingId, f.parent.id)
  const siblingInvoiceId = await issueAdhoc(f.school, f.centre.id, siblingId, f.outstanding + 5_000)
  const stranger = await buildFamilyAtCentre(f.school, f.centre.id)
  return {
    ...f,
    orderId: session.Order.Id,
    sessionId: sessionIdOfOrder(session.Order.Id),
    siblingId,
    siblingInvoiceId,
    strangerInvoiceId: await issueAdhoc(f.school, f.centre.id, stranger.childId, f.outstanding + 5_000),
    finance: await buildStaff(f.school, { finance_management: ALL }, [f.centre.id]),
  }
}
