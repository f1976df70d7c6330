import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const auditLogModule = defineModule(import.meta.url, resolvers)
