import type { MutationAssignChildrenToClassArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assignChildrenToClass as assign } from '../assignment'
import { toClassInfo } from './class-mapper'

export const assignChildrenToClass = guard(
  actions.classes.edit,
  (a: MutationAssignChildrenToClassArgs) => ({ school: a.IDSchool, class: a.classID }),
  async (args: MutationAssignChildrenToClassArgs, { viewer }, ctx) =>
    toClassInfo(
      await assign(ctx.db, viewer, {
        classID: args.classID,
        childIDs: args.childIDs,
        from: args.from,
      }),
      ctx,
    ),
)
