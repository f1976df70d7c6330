import type { MutationMarkEnquiryDocumentAsNotRequiredArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { markNotRequired } from '../review'
import { toDocument } from './document-mapper'

export const markEnquiryDocumentAsNotRequired = guard(
  actions.documents.waive,
  (a: MutationMarkEnquiryDocumentAsNotRequiredArgs) => ({ enquiry: a.IDEnquiry }),
  async (args, grant, ctx) =>
    toDocument(
      await markNotRequired(ctx.db, ctx, grant, {
        enquiryId: args.IDEnquiry,
        documentTypeId: args.documentTypeID,
        remark: args.remark,
      }),
    ),
)
