import type { MutationRemoveEnquiryTagArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { setEnquiryTag } from '../tags'
import { waitListItem } from '../waitlist'
import { toWaitListItem } from './waitlist-mapper'

export const removeEnquiryTag = guard(
  actions.waitlist.write,
  (a: MutationRemoveEnquiryTagArgs) => ({ enquiry: a.IDEnquiry, tag: a.IDTag }),
  async (args: MutationRemoveEnquiryTagArgs, { viewer }, ctx) => {
    await setEnquiryTag(ctx.db, viewer, args.IDEnquiry, args.IDTag, false)
    return toWaitListItem(await waitListItem(ctx.db, viewer.schoolId, args.IDEnquiry))
  },
)
