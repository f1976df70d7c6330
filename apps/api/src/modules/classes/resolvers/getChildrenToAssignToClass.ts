import type { QueryGetChildrenToAssignToClassArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assignableChildren } from '../children-service'
import { toChild } from './child-mapper'

export const getChildrenToAssignToClass = guard(
  actions.classes.edit,
  (a: QueryGetChildrenToAssignToClassArgs) => ({ school: a.IDSchool, class: a.classID }),
  async (args: QueryGetChildrenToAssignToClassArgs, { viewer }, ctx) =>
    Promise.all(
      (await assignableChildren(ctx.db, viewer.schoolId, args.classID)).map((c) => toChild(c, ctx)),
    ),
)
