import type { QueryGetSigningDocumentArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { signingDocument } from '../signing'
import { toSigningDocument } from './consent-mapper'

export const getSigningDocument = guard(
  actions.esign.sign,
  async (args: QueryGetSigningDocumentArgs, _grant, ctx) => {
    const { form, participant, participants } = await signingDocument(ctx.db, ctx, args.token)
    return toSigningDocument(form, participant, participants)
  },
)
