import type { MutationGenerateGiroDeductionArchiveArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { generateDeductionArchive } from '../deduction-archive'
import { toUploadedFile } from '../mapper'

export const generateGiroDeductionArchive = guard(
  actions.financeFiles.generate,
  bySchool,
  async (args: MutationGenerateGiroDeductionArchiveArgs, { viewer }, ctx) =>
    toUploadedFile(ctx, await generateDeductionArchive(ctx.db, ctx, viewer, args)),
)
