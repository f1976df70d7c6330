import { DocumentAccess } from '@preschool/domain'
import type { QueryGetUploadedDocumentArgs } from '../../../generated/graphql'
import { heldAsStaff } from '../../../platform/authz/authorize'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectEnquiryDocuments } from '../queries'
import { toDocument } from './document-mapper'

export const getUploadedDocument = guard(
  actions.documents.read,
  (a: QueryGetUploadedDocumentArgs) => ({ enquiry: a.IDEnquiry }),
  async (args, grant, ctx) => {
    // The family sees the documents of the types it lists; staff see them all.
    const listBit = heldAsStaff(grant) ? undefined : DocumentAccess.parent
    const rows = await selectEnquiryDocuments(
      ctx.db,
      args.IDEnquiry,
      args.documentTypeIDs ?? undefined,
      listBit,
    )
    return rows.map(toDocument)
  },
)
