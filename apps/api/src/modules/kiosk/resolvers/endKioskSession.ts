import type { MutationEndKioskSessionArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { openKiosk } from '../kiosk'
import { endKiosk } from '../queries'

// The kiosk's token is its proof: whoever holds the tablet may close it.
export const endKioskSession = guard(
  actions.kiosk.use,
  async (args: MutationEndKioskSessionArgs, _grant, ctx) => {
    await endKiosk(ctx.db, (await openKiosk(ctx.db, args.kioskToken)).id)
    return true
  },
)
