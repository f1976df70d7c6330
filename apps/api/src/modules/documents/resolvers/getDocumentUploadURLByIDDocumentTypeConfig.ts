import type { MutationGetDocumentUploadUrlByIdDocumentTypeConfigArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { staffUploadTarget } from '../child-documents'

export const getDocumentUploadURLByIDDocumentTypeConfig = guard(
  actions.documents.childFiles,
  (a: MutationGetDocumentUploadUrlByIdDocumentTypeConfigArgs) => ({ child: a.IDChild }),
  (args, grant, ctx) =>
    staffUploadTarget(ctx.db, ctx, grant, {
      typeId: args.IDDocumentTypeConfig,
      filename: args.filename,
      contentType: args.contentType,
    }),
)
