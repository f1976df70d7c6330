import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const notificationsModule = defineModule(import.meta.url, resolvers)

// The module's public surface: what other modules may use of notifications.
export { type LocalWords, notifyParents, type ParentNotice, tellParent, tellParents } from './tell-parent'
export { notifyUsers } from './service'
export { tellStaff, tellStaffMember } from './tell-staff'
