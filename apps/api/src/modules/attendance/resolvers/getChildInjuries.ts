import type { QueryGetChildInjuriesArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { childInjuries } from '../injuries'
import { toInjury } from './injury-mapper'

export const getChildInjuries = guard(
  actions.attendance.ofChild,
  (a: QueryGetChildInjuriesArgs) => ({ child: a.childID }),
  async (args: QueryGetChildInjuriesArgs, { viewer }, ctx) =>
    (await childInjuries(ctx.db, viewer.schoolId, args.childID, args.from, args.to)).map(toInjury),
)
