import type { MutationDeleteClassAndTeachersArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { deleteClass } from '../class-service'

// The class its children move to is a second target: the caller must reach it too (class scope included).
export const deleteClassAndTeachers = guard(
  actions.classes.edit,
  (a: MutationDeleteClassAndTeachersArgs) => ({
    school: a.IDSchool,
    class: a.moveToClassID ? [a.classID, a.moveToClassID] : [a.classID],
  }),
  (args: MutationDeleteClassAndTeachersArgs, grant, ctx) =>
    deleteClass(ctx.db, grant, args.classID, args.moveToClassID ?? null),
)
