import type { QueryReceiptByEnquiryIdArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listReach, reachCondition } from '../../../platform/authz/reach'
import { badInput } from '../../../platform/errors/domain-error'
import { toReceipt } from '../mapper'
import { selectReceiptsOfEnquiries } from '../view-queries'

/** At most this many enquiries per bulk call (a page of the admissions list is far below it). */
const MAX_ENQUIRIES = 200

export const receiptByEnquiryID = guard(
  actions.ledger.receipts,
  async (args: QueryReceiptByEnquiryIdArgs, grant, ctx) => {
    const ids = [...new Set([...(args.IDEnquiry ? [args.IDEnquiry] : []), ...(args.IDEnquiries ?? [])])]
    if (ids.length === 0) return []
    if (ids.length > MAX_ENQUIRIES) throw badInput(`Ask for at most ${MAX_ENQUIRIES} enquiries at once`)
    const rows = await selectReceiptsOfEnquiries(
      ctx.db,
      grant.viewer.schoolId,
      ids,
      reachCondition(grant, listReach.invoices),
    )
    return rows.map(toReceipt)
  },
)
