import { INVOICE_STATUSES, INVOICE_TYPES } from '@preschool/domain'
import { invoices } from '../../../db/schema'
import type { QueryFindAllInvoiceArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { centreScopeOf, scopeCondition } from '../../../platform/authz/centre-scope'
import { bySchool, guard } from '../../../platform/authz/guard'
import { badInput } from '../../../platform/errors/domain-error'
import { toLimitOffset } from '../../../platform/pagination'
import { invoiceViews, toInvoice } from '../../ledger'
import { selectInvoicesPage } from '../invoice-queries'

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, field: string) => {
  if (value == null || value === '') return null
  if (!(values as readonly string[]).includes(value)) {
    const msg = `Choose the ${field} from: ${values.join(', ')}`
    throw badInput(msg, { [field]: msg })
  }
  return value as T
}

export const findAllInvoice = guard(
  actions.finance.invoices,
  bySchool,
  async (args: QueryFindAllInvoiceArgs, { viewer }, ctx) => {
    const f = args.filter
    const page = await selectInvoicesPage(
      ctx.db,
      viewer.schoolId,
      scopeCondition(centreScopeOf(viewer), invoices.fkCentre),
      {
        centreId: f?.centreID ?? null,
        month: f?.month ?? null,
        status: oneOf(INVOICE_STATUSES, f?.status, 'status'),
        type: oneOf(INVOICE_TYPES, f?.type, 'type'),
      },
      toLimitOffset(args.pagination),
    )
    return { data: (await invoiceViews(ctx.db, page.rows)).map(toInvoice), totalCount: page.total }
  },
)
