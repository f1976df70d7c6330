import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const financeModule = defineModule(import.meta.url, resolvers)

// The module's public surface: the composition lists its jobs.
export { invoiceRunDraftJob, invoiceRunIssueJob } from './run-jobs'
// The demo seed issues last month's run and adds a credit note to one of its invoices.
export { issueMonthNow } from './issue-month-now'
export { createCreditNote } from './credit-note'
export { createOfflineInvoice } from './offline-invoice'
