import type { MutationSignConsentFormArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { signConsentForm as sign } from '../signing'
import { toParticipant } from './consent-mapper'

export const signConsentForm = guard(
  actions.esign.sign,
  async (args: MutationSignConsentFormArgs, _grant, ctx) =>
    toParticipant(await sign(ctx.db, ctx, { token: args.token, signature: args.signature, ip: ctx.ip })),
)
