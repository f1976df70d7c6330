import type { MutationUploadSubsidyFileArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { toUploadedFile } from '../mapper'
import { uploadSubsidyCsv } from '../subsidy-file'

export const uploadSubsidyFile = guard(
  actions.financeFiles.upload,
  bySchool,
  async (args: MutationUploadSubsidyFileArgs, { viewer }, ctx) =>
    toUploadedFile(ctx, await uploadSubsidyCsv(ctx.db, ctx, viewer, args.fileKey)),
)
