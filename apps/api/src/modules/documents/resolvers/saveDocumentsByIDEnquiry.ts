import type { MutationSaveDocumentsByIdEnquiryArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { saveEnquiryDocuments } from '../uploads'
import { toDocument } from './document-mapper'

export const saveDocumentsByIDEnquiry = guard(
  actions.documents.upload,
  (a: MutationSaveDocumentsByIdEnquiryArgs) => ({ enquiry: a.IDEnquiry }),
  async (args, grant, ctx) =>
    (await saveEnquiryDocuments(ctx.db, ctx, grant, args.IDEnquiry, args.uploadedDocuments)).map(toDocument),
)
