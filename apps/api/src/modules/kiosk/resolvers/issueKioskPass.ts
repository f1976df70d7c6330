import type { KioskPass } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { issuePass, passKey } from '../passes'

export const issueKioskPass = guard(
  actions.kiosk.pass,
  async (_args: unknown, { viewer }, ctx): Promise<KioskPass> => {
    const pass = await issuePass(ctx.db, passKey(ctx.config.oidcClientSecret), viewer.schoolId, viewer.userId)
    return { qrToken: pass.qrToken, pin: pass.pin, expiresAt: pass.expiresAt.toISOString() }
  },
)
