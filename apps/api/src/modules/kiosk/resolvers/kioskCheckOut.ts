import type { MutationKioskCheckOutArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { markAtKiosk } from '../kiosk'
import { kioskDeps, toKioskChildren } from './mappers'

export const kioskCheckOut = guard(actions.kiosk.use, async (args: MutationKioskCheckOutArgs, _grant, ctx) =>
  toKioskChildren(ctx, await markAtKiosk(kioskDeps(ctx), 'check_out', { ...args, token: args.kioskToken })),
)
