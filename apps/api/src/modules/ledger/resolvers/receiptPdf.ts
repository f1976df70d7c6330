import type { QueryReceiptPdfArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { receiptPdfFile } from '../pdf-files'

export const receiptPdf = guard(
  actions.ledger.receiptPdf,
  (a: QueryReceiptPdfArgs) => ({ receipt: a.IDReceipt }),
  (args: QueryReceiptPdfArgs, { viewer }, ctx) =>
    receiptPdfFile(ctx.db, viewer.schoolId, args.IDReceipt, viewer.userId),
)
