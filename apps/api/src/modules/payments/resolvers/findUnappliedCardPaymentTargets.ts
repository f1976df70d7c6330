import { invoices } from '../../../db/schema'
import type { QueryFindUnappliedCardPaymentTargetsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { centreScopeOf, scopeCondition } from '../../../platform/authz/centre-scope'
import { guard } from '../../../platform/authz/guard'
import { notFound } from '../../../platform/errors/domain-error'
import { selectFamilyOpenInvoices, selectSessionWithInvoice } from '../unapplied-queries'

export const findUnappliedCardPaymentTargets = guard(
  actions.payments.resolveUnapplied,
  (a: QueryFindUnappliedCardPaymentTargetsArgs) => ({ paymentSession: a.IDPaymentSession }),
  async (args, { viewer }, ctx) => {
    const found = await selectSessionWithInvoice(ctx.db, viewer.schoolId, args.IDPaymentSession)
    if (!found) throw notFound('Payment order')
    const rows = await selectFamilyOpenInvoices(
      ctx.db,
      viewer.schoolId,
      found.childId,
      found.session.amountCents,
      found.session.fkInvoice,
      scopeCondition(centreScopeOf(viewer), invoices.fkCentre),
    )
    return rows.map((r) => ({
      ID: r.id,
      invoiceNo: r.invoiceNo,
      invoiceDate: r.invoiceDate,
      IDChild: r.childId,
      childName: r.childName,
      outstandingAmount: r.outstandingCents,
    }))
  },
)
