import type { MutationSubmitForEndorsementArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { submitDocuments } from '../review'

export const submitForEndorsement = guard(
  actions.documents.endorse,
  (a: MutationSubmitForEndorsementArgs) => ({ enquiry: a.IDEnquiry }),
  async (args, grant, ctx) => {
    await submitDocuments(ctx.db, ctx, grant, args.IDEnquiry)
    return true
  },
)
