import type { QueryGetDocumentUrlArgs } from '../../../generated/graphql'
import { auditedRead } from '../../../platform/audit/marks'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { documentUrl } from '../child-documents'

export const getDocumentURL = auditedRead(
  'document',
  guard(
    actions.documents.file,
    (a: QueryGetDocumentUrlArgs) => ({ document: a.IDDocument, child: a.IDChild }),
    (args, grant, ctx) => documentUrl(ctx.db, ctx, grant, args.IDDocument, args.IDChild),
  ),
)
