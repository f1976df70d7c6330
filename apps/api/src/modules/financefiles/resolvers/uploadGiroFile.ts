import type { MutationUploadGiroFileArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { toUploadedFile } from '../mapper'
import { uploadGiroReturnFile } from '../return-file'

export const uploadGiroFile = guard(
  actions.financeFiles.upload,
  bySchool,
  async (args: MutationUploadGiroFileArgs, { viewer }, ctx) =>
    toUploadedFile(ctx, await uploadGiroReturnFile(ctx.db, ctx, viewer, args.fileKey)),
)
