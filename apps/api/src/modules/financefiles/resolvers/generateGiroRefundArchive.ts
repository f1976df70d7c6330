import type { MutationGenerateGiroRefundArchiveArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { toUploadedFile } from '../mapper'
import { generateRefundArchive } from '../refund-archive'

export const generateGiroRefundArchive = guard(
  actions.financeFiles.generate,
  bySchool,
  async (args: MutationGenerateGiroRefundArchiveArgs, { viewer }, ctx) =>
    toUploadedFile(ctx, await generateRefundArchive(ctx.db, ctx, viewer, args)),
)
