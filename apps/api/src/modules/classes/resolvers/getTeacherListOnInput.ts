import type { QueryGetTeacherListOnInputArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { teacherOptions } from '../class-service'

export const getTeacherListOnInput = guard(
  actions.classes.create,
  (a: QueryGetTeacherListOnInputArgs) => ({ school: a.IDSchool, centre: a.centreID }),
  (args: QueryGetTeacherListOnInputArgs, { viewer }, ctx) =>
    teacherOptions(ctx.db, viewer.schoolId, args.centreID, args.search),
)
