import type { QueryFindAllUploadedGiroFilesArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listFinanceFiles } from '../list'

export const findAllUploadedGiroFiles = guard(
  actions.financeFiles.read,
  bySchool,
  (args: QueryFindAllUploadedGiroFilesArgs, { viewer }, ctx) =>
    listFinanceFiles(
      ctx.db,
      ctx,
      viewer.schoolId,
      ['giro_deduction', 'giro_refund', 'giro_return'],
      args.pagination,
    ),
)
