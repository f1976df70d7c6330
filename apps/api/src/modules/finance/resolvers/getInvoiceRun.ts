import type { QueryGetInvoiceRunArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { notFound } from '../../../platform/errors/domain-error'
import { selectRunView, toInvoiceRun } from '../run-views'

export const getInvoiceRun = guard(
  actions.finance.run,
  (a: QueryGetInvoiceRunArgs) => ({ invoiceRun: a.IDInvoiceRun }),
  async (args: QueryGetInvoiceRunArgs, { viewer }, ctx) => {
    const view = await selectRunView(ctx.db, viewer.schoolId, args.IDInvoiceRun)
    if (!view) throw notFound('Invoice run')
    return toInvoiceRun(view, viewer)
  },
)
