import type { MutationSetCodeActiveArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { toCode } from '../../tenancy'
import { setCodeActive as setActive } from '../service'

export const setCodeActive = guard(
  actions.schoolConfig.write,
  async (args: MutationSetCodeActiveArgs, { viewer }, ctx) =>
    toCode(await setActive(ctx.db, assertOwnSchool(viewer, args.IDSchool), args.codeID, args.active)),
)
