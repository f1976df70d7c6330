import type { MutationPromoteChildrenAndAssignClassArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { promoteChildren } from '../promotion'

// Each child must be within the caller's reach: the run reads only seats the caller reaches.
export const promoteChildrenAndAssignClass = guard(
  actions.children.promote,
  bySchool,
  async (args: MutationPromoteChildrenAndAssignClassArgs, grant, ctx) => ({
    moved: await promoteChildren(ctx.db, grant, { items: args.items }),
  }),
)
