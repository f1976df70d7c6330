import type { MutationInsertOrUpdateCodeArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { toCode } from '../../tenancy'
import { saveCode } from '../service'

export const insertOrUpdateCode = guard(
  actions.schoolConfig.write,
  bySchool,
  async (args: MutationInsertOrUpdateCodeArgs, { viewer }, ctx) =>
    toCode(await saveCode(ctx.db, viewer.schoolId, args.codeID ?? undefined, args.category, args.code)),
)
