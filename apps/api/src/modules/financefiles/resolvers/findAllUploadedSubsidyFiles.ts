import type { QueryFindAllUploadedSubsidyFilesArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listFinanceFiles } from '../list'

export const findAllUploadedSubsidyFiles = guard(
  actions.financeFiles.read,
  bySchool,
  (args: QueryFindAllUploadedSubsidyFilesArgs, { viewer }, ctx) =>
    listFinanceFiles(ctx.db, ctx, viewer.schoolId, ['subsidy'], args.pagination),
)
