import type { QueryGetCentreOutlooksArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { centreOutlooks } from '../outlook'

export const getCentreOutlooks = guard(
  actions.publicPages.read,
  async (args: QueryGetCentreOutlooksArgs, _grant, ctx) => centreOutlooks(ctx.db, ctx.ip, args),
)
