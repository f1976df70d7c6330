import type { MutationRemoveDocumentByIdEnquiryArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { removeDocument } from '../uploads'

export const removeDocumentByIDEnquiry = guard(
  actions.documents.remove,
  (a: MutationRemoveDocumentByIdEnquiryArgs) => ({ document: a.IDDocument, enquiry: a.IDEnquiry }),
  (args, grant, ctx) => removeDocument(ctx.db, ctx, grant, args.IDDocument, args.IDEnquiry),
)
