import type { QueryFileUrlArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { fileUrlForSchool } from '../../../platform/storage/files'

export const fileUrl = guard(actions.files.url, (args: QueryFileUrlArgs, { viewer }, ctx) =>
  fileUrlForSchool(ctx.db, ctx, { schoolId: viewer.schoolId, key: args.key }),
)
