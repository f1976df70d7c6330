import type { MutationAcceptVacancyForRegistrationArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { offerPlace } from '../offers'
import { waitListItem } from '../waitlist'
import { toWaitListItem } from './waitlist-mapper'

export const acceptVacancyForRegistration = guard(
  actions.waitlist.write,
  (a: MutationAcceptVacancyForRegistrationArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: MutationAcceptVacancyForRegistrationArgs, { viewer }, ctx) => {
    await offerPlace(ctx.db, ctx.config, viewer, args.IDEnquiry, args.month)
    return toWaitListItem(await waitListItem(ctx.db, viewer.schoolId, args.IDEnquiry))
  },
)
