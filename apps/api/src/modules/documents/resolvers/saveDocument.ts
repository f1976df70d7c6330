import type { MutationSaveDocumentArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { saveStaffDocument } from '../child-documents'
import { toDocument } from './document-mapper'

export const saveDocument = guard(
  actions.documents.childFiles,
  (a: MutationSaveDocumentArgs) => ({ child: a.IDChild, enquiry: a.IDEnquiry }),
  async (args, grant, ctx) =>
    toDocument(
      await saveStaffDocument(ctx.db, ctx, grant, {
        childId: args.IDChild,
        typeId: args.IDDocumentTypeConfig,
        key: args.key,
        enquiryId: args.IDEnquiry,
      }),
    ),
)
