import type { KioskSession, MutationStartKioskSessionArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { openKiosk, startKiosk } from '../kiosk'

export const startKioskSession = guard(
  actions.kiosk.open,
  (a: MutationStartKioskSessionArgs) => ({ centre: a.centreId }),
  async (args: MutationStartKioskSessionArgs, { viewer }, ctx): Promise<KioskSession> => {
    const { token } = await startKiosk(ctx.db, viewer, args.centreId)
    const kiosk = await openKiosk(ctx.db, token)
    return {
      token,
      centreID: kiosk.fkCentre,
      centreLabel: kiosk.centreLabel,
      expiresAt: kiosk.expiresAt.toISOString(),
    }
  },
)
