import { invoices } from '../../../db/schema'
import type { QueryFindAllUnappliedCardPaymentArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { centreScopeOf, scopeCondition } from '../../../platform/authz/centre-scope'
import { bySchool, guard } from '../../../platform/authz/guard'
import { toLimitOffset } from '../../../platform/pagination'
import { selectUnappliedSessions } from '../unapplied-queries'

export const findAllUnappliedCardPayment = guard(
  actions.payments.unapplied,
  bySchool,
  async (args: QueryFindAllUnappliedCardPaymentArgs, { viewer }, ctx) => {
    const page = await selectUnappliedSessions(
      ctx.db,
      viewer.schoolId,
      scopeCondition(centreScopeOf(viewer), invoices.fkCentre),
      toLimitOffset(args.pagination),
    )
    return {
      totalCount: page.total,
      data: page.rows.map((r) => ({
        ID: r.id,
        orderId: r.orderId,
        IDInvoice: r.invoiceId,
        invoiceNo: r.invoiceNo,
        IDChild: r.childId,
        childName: r.childName,
        IDCentre: r.centreId,
        amount: r.amountCents,
        paidAt: r.paidAt?.toISOString() ?? null,
      })),
    }
  },
)
