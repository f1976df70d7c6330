import type { MutationUpdateClassDetailsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { saveClass } from '../class-service'
import { toClassInfo } from './class-mapper'

// Both the class and the centre it moves to must be within reach.
export const updateClassDetails = guard(
  actions.classes.edit,
  (a: MutationUpdateClassDetailsArgs) => ({
    school: a.IDSchool,
    class: a.classID,
    centre: a.classData.fkCentre,
  }),
  async (args: MutationUpdateClassDetailsArgs, { viewer }, ctx) =>
    toClassInfo(await saveClass(ctx.db, ctx, viewer.schoolId, args.classID, args.classData), ctx),
)
