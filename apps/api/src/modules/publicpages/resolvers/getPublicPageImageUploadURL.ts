import type { MutationGetPublicPageImageUploadUrlArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { createUploadTarget } from '../../../platform/storage/files'

export const getPublicPageImageUploadURL = guard(
  actions.publicPages.write,
  bySchool,
  async (args: MutationGetPublicPageImageUploadUrlArgs, { viewer }, ctx) =>
    createUploadTarget(ctx.db, ctx, {
      schoolId: viewer.schoolId,
      userId: viewer.userId,
      purpose: 'public_page_image',
      filename: args.filename,
      contentType: args.contentType,
    }),
)
