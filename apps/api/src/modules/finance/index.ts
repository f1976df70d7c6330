import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const financeModule = defineModule(import.meta.url, resolvers)

// The module's public surface: the composition lists its jobs.
export { invoiceRunDraftJob, invoiceRunIssueJob } from './run-jobs'
