import type { MutationRejectVacancyForRegistrationArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { declineOffer } from '../offers'
import { waitListItem } from '../waitlist'
import { toWaitListItem } from './waitlist-mapper'

export const rejectVacancyForRegistration = guard(
  actions.waitlist.write,
  (a: MutationRejectVacancyForRegistrationArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: MutationRejectVacancyForRegistrationArgs, { viewer }, ctx) => {
    await declineOffer(ctx.db, ctx.config, viewer, args.IDEnquiry, args.remarks)
    return toWaitListItem(await waitListItem(ctx.db, viewer.schoolId, args.IDEnquiry))
  },
)
