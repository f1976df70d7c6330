import type { MutationGetFinanceDocumentUploadUrlArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { createUploadTarget } from '../../../platform/storage/files'

export const getFinanceDocumentUploadURL = guard(
  actions.financeFiles.upload,
  bySchool,
  (args: MutationGetFinanceDocumentUploadUrlArgs, { viewer }, ctx) =>
    createUploadTarget(ctx.db, ctx, {
      schoolId: viewer.schoolId,
      userId: viewer.userId,
      purpose: 'finance_document',
      filename: args.filename,
      contentType: args.contentType,
    }),
)
