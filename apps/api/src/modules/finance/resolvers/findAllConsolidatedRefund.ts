import { REFUND_STATUSES } from '@preschool/domain'
import { refunds } from '../../../db/schema'
import type { QueryFindAllConsolidatedRefundArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { centreScopeOf, scopeCondition } from '../../../platform/authz/centre-scope'
import { bySchool, guard } from '../../../platform/authz/guard'
import { badInput } from '../../../platform/errors/domain-error'
import { toLimitOffset } from '../../../platform/pagination'
import { selectConsolidatedRefunds } from '../refund-queries'

const STATUS_MSG = `Choose the status from: ${REFUND_STATUSES.join(', ')}`
const isStatus = (s: string): s is (typeof REFUND_STATUSES)[number] =>
  (REFUND_STATUSES as readonly string[]).includes(s)

export const findAllConsolidatedRefund = guard(
  actions.finance.invoices,
  bySchool,
  async (args: QueryFindAllConsolidatedRefundArgs, { viewer }, ctx) => {
    const status = args.filter?.status || null
    if (status !== null && !isStatus(status)) throw badInput(STATUS_MSG, { status: STATUS_MSG })
    const page = await selectConsolidatedRefunds(
      ctx.db,
      viewer.schoolId,
      scopeCondition(centreScopeOf(viewer), refunds.fkCentre),
      { status, centreId: args.filter?.centreID ?? null },
      toLimitOffset(args.pagination),
    )
    return {
      totalCount: page.total,
      data: page.rows.map((fam) => ({
        IDChild: fam.childId,
        childName: fam.childName,
        totalAmount: fam.totalAmount,
        refunds: fam.items.map((r) => ({
          ID: r.id,
          date: r.refundDate,
          refundCompletionDate: r.refundCompletionDate,
          label: r.label,
          IDChild: r.fkChild,
          amount: r.amountCents,
          type: r.refundType,
          status: r.status,
          isCda: r.isCda,
        })),
      })),
    }
  },
)
