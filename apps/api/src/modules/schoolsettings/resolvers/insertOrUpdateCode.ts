import type { MutationInsertOrUpdateCodeArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { toCode } from '../../tenancy'
import { saveCode } from '../service'

export const insertOrUpdateCode = guard(
  actions.schoolConfig.write,
  async (args: MutationInsertOrUpdateCodeArgs, { viewer }, ctx) =>
    toCode(
      await saveCode(
        ctx.db,
        assertOwnSchool(viewer, args.IDSchool),
        args.codeID ?? undefined,
        args.category,
        args.code,
      ),
    ),
)
