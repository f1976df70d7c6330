import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

/** GIRO deduction and refund archives, the banks' return files and subsidy files (decision 0049-giro). */
export const financeFilesModule = defineModule(import.meta.url, resolvers)
