import type { MutationIssueInvoiceRunArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { issueRunRequest } from '../run-service'
import { selectRunView, toInvoiceRun } from '../run-views'

export const issueInvoiceRun = guard(
  actions.finance.issueRun,
  (a: MutationIssueInvoiceRunArgs) => ({ invoiceRun: a.IDInvoiceRun }),
  async (args: MutationIssueInvoiceRunArgs, { viewer }, ctx) => {
    const actor = { schoolId: viewer.schoolId, userId: viewer.userId }
    await issueRunRequest(ctx.db, actor, args.IDInvoiceRun)
    return toInvoiceRun((await selectRunView(ctx.db, viewer.schoolId, args.IDInvoiceRun))!, viewer)
  },
)
