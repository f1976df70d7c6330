import type { KioskInfo, QueryGetKioskArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { openKiosk } from '../kiosk'

export const getKiosk = guard(
  actions.kiosk.use,
  async (args: QueryGetKioskArgs, _grant, ctx): Promise<KioskInfo> => {
    const kiosk = await openKiosk(ctx.db, args.kioskToken)
    return {
      centreID: kiosk.fkCentre,
      centreLabel: kiosk.centreLabel,
      expiresAt: kiosk.expiresAt.toISOString(),
    }
  },
)
