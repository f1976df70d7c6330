import type { QueryIsExistingParentArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { isExistingParent as check } from '../duplicates'

export const isExistingParent = guard(
  actions.enquiries.form,
  (args: QueryIsExistingParentArgs, { viewer }, ctx) => check(ctx.db, ctx.ip, viewer, args),
)
