import type { QueryIsExistingChildArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { isExistingChild as check } from '../duplicates'

export const isExistingChild = guard(
  actions.enquiries.form,
  (args: QueryIsExistingChildArgs, { viewer }, ctx) => check(ctx.db, ctx.ip, viewer, args),
)
