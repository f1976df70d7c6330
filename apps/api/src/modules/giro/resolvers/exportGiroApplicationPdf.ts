import type { MutationExportGiroApplicationPdfArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { giroApplicationPdfUrl } from '../application-pdf'

export const exportGiroApplicationPdf = guard(
  actions.giro.form,
  (a: MutationExportGiroApplicationPdfArgs) => ({ bankAccount: a.IDBankAccount }),
  (args, grant, ctx) => giroApplicationPdfUrl(ctx.db, ctx, grant, args.IDBankAccount),
)
