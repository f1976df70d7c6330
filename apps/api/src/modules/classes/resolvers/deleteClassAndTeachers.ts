import type { MutationDeleteClassAndTeachersArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { deleteClass } from '../class-service'

export const deleteClassAndTeachers = guard(
  actions.classes.edit,
  (a: MutationDeleteClassAndTeachersArgs) => ({ school: a.IDSchool, class: a.classID }),
  (args: MutationDeleteClassAndTeachersArgs, grant, ctx) =>
    deleteClass(ctx.db, grant, args.classID, args.moveToClassID ?? null),
)
