import type { MutationRemoveDocumentByStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { removeDocument } from '../uploads'

export const removeDocumentByStaff = guard(
  actions.documents.staffRemove,
  (a: MutationRemoveDocumentByStaffArgs) => ({ document: a.IDDocument }),
  (args, grant, ctx) => removeDocument(ctx.db, ctx, grant, args.IDDocument),
)
