import type { MutationPayRegistrationFeeByGiroArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { enquiryGiroInfo, payRegistrationByGiro } from '../accounts'
import { toGiroEnquiryInfo } from './giro-mapper'

export const payRegistrationFeeByGiro = guard(
  actions.giro.payRegistration,
  (a: MutationPayRegistrationFeeByGiroArgs) => ({ enquiry: a.IDEnquiry }),
  async (args, grant, ctx) => {
    await payRegistrationByGiro(ctx.db, ctx.config, grant, args.IDEnquiry)
    return toGiroEnquiryInfo(await enquiryGiroInfo(ctx.db, grant, args.IDEnquiry))
  },
)
