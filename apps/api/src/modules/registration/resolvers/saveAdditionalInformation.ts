import type { MutationSaveAdditionalInformationArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { additionalInformation } from '../progress'
import { saveRegistrationStep } from '../registration'

export const saveAdditionalInformation = guard(
  actions.registration.fill,
  (a: MutationSaveAdditionalInformationArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: MutationSaveAdditionalInformationArgs, { viewer }, ctx) => {
    await saveRegistrationStep(ctx.db, viewer, args.IDEnquiry, 'additionalInformation', args.step, args.data)
    return additionalInformation(ctx.db, viewer, args.IDEnquiry)
  },
)
