import type { MutationCreateNewClassArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { saveClass } from '../class-service'
import { toClassInfo } from './class-mapper'

export const createNewClass = guard(
  actions.classes.create,
  (a: MutationCreateNewClassArgs) => ({ school: a.IDSchool, centre: a.classData.fkCentre }),
  async (args: MutationCreateNewClassArgs, { viewer }, ctx) =>
    toClassInfo(await saveClass(ctx.db, ctx, viewer.schoolId, undefined, args.classData), ctx),
)
