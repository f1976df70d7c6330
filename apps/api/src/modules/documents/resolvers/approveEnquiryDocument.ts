import type { MutationApproveEnquiryDocumentArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { approveDocument } from '../review'
import { toDocument } from './document-mapper'

export const approveEnquiryDocument = guard(
  actions.documents.verify,
  (a: MutationApproveEnquiryDocumentArgs) => ({ document: a.IDDocument }),
  async (args, grant, ctx) => toDocument(await approveDocument(ctx.db, ctx, grant, args.IDDocument)),
)
