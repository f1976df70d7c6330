import type { QueryGetVisitCalendarFileArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { visitCalendarFile } from '../calendar-file'

export const getVisitCalendarFile = guard(
  actions.visits.manage,
  (a: QueryGetVisitCalendarFileArgs) => ({ visit: a.IDVisit }),
  async (args: QueryGetVisitCalendarFileArgs, { viewer }, ctx) =>
    visitCalendarFile(ctx.db, viewer, args.IDVisit, ctx.config.publicUrl),
)
