import type { MutationKioskIdentifyArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { identifyAtKiosk } from '../kiosk'
import { kioskDeps, toKioskChildren } from './mappers'

export const kioskIdentify = guard(actions.kiosk.use, async (args: MutationKioskIdentifyArgs, _grant, ctx) =>
  toKioskChildren(ctx, await identifyAtKiosk(kioskDeps(ctx), args.kioskToken, args.credential)),
)
