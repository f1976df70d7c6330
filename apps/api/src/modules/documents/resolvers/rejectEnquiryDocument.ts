import type { MutationRejectEnquiryDocumentArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { rejectDocument } from '../review'
import { toDocument } from './document-mapper'

export const rejectEnquiryDocument = guard(
  actions.documents.verify,
  (a: MutationRejectEnquiryDocumentArgs) => ({ document: a.IDDocument }),
  async (args, grant, ctx) =>
    toDocument(await rejectDocument(ctx.db, ctx, grant, args.IDDocument, args.remark)),
)
