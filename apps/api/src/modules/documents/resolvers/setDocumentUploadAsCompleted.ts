import type { MutationSetDocumentUploadAsCompletedArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { submitDocuments } from '../review'

export const setDocumentUploadAsCompleted = guard(
  actions.documents.upload,
  (a: MutationSetDocumentUploadAsCompletedArgs) => ({ enquiry: a.IDEnquiry }),
  async (args, grant, ctx) => {
    await submitDocuments(ctx.db, ctx, grant, args.IDEnquiry)
    return true
  },
)
