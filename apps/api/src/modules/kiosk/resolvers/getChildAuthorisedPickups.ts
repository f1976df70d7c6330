import type { QueryGetChildAuthorisedPickupsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectPickups } from '../queries'
import { toPickups } from './mappers'

export const getChildAuthorisedPickups = guard(
  actions.kiosk.pickups,
  (a: QueryGetChildAuthorisedPickupsArgs) => ({ child: a.childID }),
  async (args: QueryGetChildAuthorisedPickupsArgs, { viewer }, ctx) =>
    toPickups(ctx, await selectPickups(ctx.db, viewer.schoolId, [args.childID])),
)
