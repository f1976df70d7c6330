import type { MutationDiscardInvoiceRunArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { discardRun } from '../run-service'
import { selectRunView, toInvoiceRun } from '../run-views'

export const discardInvoiceRun = guard(
  actions.finance.discardRun,
  (a: MutationDiscardInvoiceRunArgs) => ({ invoiceRun: a.IDInvoiceRun }),
  async (args: MutationDiscardInvoiceRunArgs, { viewer }, ctx) => {
    await discardRun(ctx.db, { schoolId: viewer.schoolId, userId: viewer.userId }, args.IDInvoiceRun)
    return toInvoiceRun((await selectRunView(ctx.db, viewer.schoolId, args.IDInvoiceRun))!, viewer)
  },
)
