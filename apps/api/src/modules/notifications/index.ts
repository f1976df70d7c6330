import { defineModule } from '../../platform/module'
import { getNotifications } from './resolvers/getNotifications'
import { markNotifications } from './resolvers/markNotifications'

export const notificationsModule = defineModule(import.meta.url, {
  Query: { getNotifications },
  Mutation: { markNotifications },
})

// The module's public surface: what other modules may use of notifications.
export { type ParentNotice, tellParent } from './tell-parent'
export { tellStaff, tellStaffMember } from './tell-staff'
