import { defineModule } from '../../platform/module'
import { findAllAuditLog } from './resolvers/findAllAuditLog'
import { findAllFailedJob } from './resolvers/findAllFailedJob'

export const auditLogModule = defineModule(import.meta.url, {
  Query: { findAllAuditLog, findAllFailedJob },
})
