import type { MutationUpdateMyPushPreferencesArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { updateOwnPushPreferences } from '../push'

export const updateMyPushPreferences = guard(
  actions.notifications.push,
  (args: MutationUpdateMyPushPreferencesArgs, { viewer }, ctx) =>
    updateOwnPushPreferences(ctx.db, viewer, args),
)
