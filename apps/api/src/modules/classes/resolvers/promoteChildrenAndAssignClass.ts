import type { MutationPromoteChildrenAndAssignClassArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { promoteChildren } from '../promotion'

// Every child moved and every class named is a target: the caller must reach each (its current placement).
export const promoteChildrenAndAssignClass = guard(
  actions.children.write,
  (a: MutationPromoteChildrenAndAssignClassArgs) => ({
    school: a.IDSchool,
    child: a.items.map((item) => item.childID),
    class: a.items.flatMap((item) => (item.classID ? [item.classID] : [])),
  }),
  async (args: MutationPromoteChildrenAndAssignClassArgs, grant, ctx) => ({
    moved: await promoteChildren(ctx.db, grant, { items: args.items }),
  }),
)
