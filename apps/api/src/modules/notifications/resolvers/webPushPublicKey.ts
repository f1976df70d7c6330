import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'

/** The key a parent's device subscribes with: the server's VAPID public key (configured or generated). */
export const webPushPublicKey = guard(
  actions.notifications.push,
  async (_args: Record<string, never>, _grant, ctx): Promise<string> => ctx.platform.push.publicKey,
)
