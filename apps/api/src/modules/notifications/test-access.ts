import type { ModuleAccess } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    getNotifications: { own: true },
    markNotifications: { own: true },
    // A parent's own devices: any parent subscribes theirs; staff and visitors are refused.
    webPushPublicKey: { allow: ['otherParent'] },
    subscribeWebPush: { allow: ['otherParent'] },
    unsubscribeWebPush: { allow: ['otherParent'] },
    myPushPreferences: { allow: ['otherParent'] },
    updateMyPushPreferences: { allow: ['otherParent'] },
  },
}
