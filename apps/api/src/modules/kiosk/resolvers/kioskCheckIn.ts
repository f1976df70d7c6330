import type { MutationKioskCheckInArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { markAtKiosk } from '../kiosk'
import { kioskDeps, toKioskChildren } from './mappers'

export const kioskCheckIn = guard(actions.kiosk.use, async (args: MutationKioskCheckInArgs, _grant, ctx) =>
  toKioskChildren(ctx, await markAtKiosk(kioskDeps(ctx), 'check_in', { ...args, token: args.kioskToken })),
)
