import type { MutationCreateForm1Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { createForm1 as create } from '../forms'
import { toConsentForm } from './consent-mapper'

export const createForm1 = guard(
  actions.esign.create,
  (a: MutationCreateForm1Args) => ({ enquiry: a.IDEnquiry }),
  async (args, grant, ctx) => {
    const { form, participants } = await create(ctx.db, ctx, grant, args.IDEnquiry, args.participants)
    return toConsentForm(form, participants)
  },
)
