import type { MutationGetChildPhotoUploadUrlArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { childPhotoUploadTarget } from '../children-service'

export const getChildPhotoUploadURL = guard(
  actions.children.write,
  (a: MutationGetChildPhotoUploadUrlArgs) => ({ child: a.IDChild }),
  (args: MutationGetChildPhotoUploadUrlArgs, grant, ctx) =>
    childPhotoUploadTarget(ctx.db, ctx, grant, { filename: args.filename, contentType: args.contentType }),
)
