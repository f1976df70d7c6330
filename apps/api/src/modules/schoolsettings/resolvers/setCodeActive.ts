import type { MutationSetCodeActiveArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { toCode } from '../../tenancy'
import { setCodeActive as setActive } from '../service'

export const setCodeActive = guard(
  actions.schoolConfig.write,
  bySchool,
  async (args: MutationSetCodeActiveArgs, { viewer }, ctx) =>
    toCode(await setActive(ctx.db, viewer.schoolId, args.codeID, args.active)),
)
