import type { MutationGetEnquiryDocumentUploadUrlArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { enquiryUploadTarget } from '../uploads'

export const getEnquiryDocumentUploadUrl = guard(
  actions.documents.upload,
  (a: MutationGetEnquiryDocumentUploadUrlArgs) => ({ enquiry: a.IDEnquiry }),
  (args, grant, ctx) =>
    enquiryUploadTarget(ctx.db, ctx, grant, {
      enquiryId: args.IDEnquiry,
      filename: args.filename,
      contentType: args.contentType,
    }),
)
