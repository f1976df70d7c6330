import type { MutationUpdateEnquiryDetailArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { updateWaitlistedEnquiry } from '../enquiry-detail'
import { waitListItem } from '../waitlist'
import { toWaitListItem } from './waitlist-mapper'

export const updateEnquiryDetail = guard(
  actions.waitlist.write,
  (a: MutationUpdateEnquiryDetailArgs) => ({ enquiry: a.ID }),
  async (args: MutationUpdateEnquiryDetailArgs, { viewer }, ctx) => {
    await updateWaitlistedEnquiry(ctx.db, viewer, args.ID, args.data)
    return toWaitListItem(await waitListItem(ctx.db, viewer.schoolId, args.ID))
  },
)
