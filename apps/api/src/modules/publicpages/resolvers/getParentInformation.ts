import type { QueryGetParentInformationArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { parentInformation } from '../pages'

export const getParentInformation = guard(
  actions.publicPages.read,
  async (args: QueryGetParentInformationArgs, _grant, ctx) => parentInformation(ctx.db, ctx.ip, args),
)
