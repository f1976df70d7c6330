import type { QueryGetUploadedDocumentArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectEnquiryDocuments } from '../queries'
import { toDocument } from './document-mapper'

export const getUploadedDocument = guard(
  actions.documents.read,
  (a: QueryGetUploadedDocumentArgs) => ({ enquiry: a.IDEnquiry }),
  async (args, _grant, ctx) =>
    (await selectEnquiryDocuments(ctx.db, args.IDEnquiry, args.documentTypeIDs ?? undefined)).map(toDocument),
)
