import type { MutationCreateOfflineInvoiceArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { invoiceView, toInvoice } from '../../ledger'
import { createOfflineInvoice as raiseOfflineInvoice } from '../offline-invoice'

export const createOfflineInvoice = guard(
  actions.finance.offlineInvoice,
  (a: MutationCreateOfflineInvoiceArgs) => ({ centre: a.IDCentre }),
  async (args: MutationCreateOfflineInvoiceArgs, { viewer }, ctx) => {
    const row = await raiseOfflineInvoice(
      ctx.db,
      ctx.config.publicUrl,
      viewer.schoolId,
      { centreId: args.IDCentre, childId: args.IDChild },
      { items: args.items, requestKey: args.requestKey },
    )
    return toInvoice(await invoiceView(ctx.db, row))
  },
)
