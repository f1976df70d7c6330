import type { QueryFindAllFeeGroupArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { selectFeeGroups } from '../queries'

export const findAllFeeGroup = guard(
  actions.fees.read,
  bySchool,
  async (_args: QueryFindAllFeeGroupArgs, { viewer }, ctx) =>
    (await selectFeeGroups(ctx.db, viewer.schoolId)).map((g) => ({
      ID: g.id,
      groupCode: g.groupCode,
      label: g.label,
    })),
)
