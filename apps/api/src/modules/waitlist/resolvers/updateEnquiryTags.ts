import type { MutationUpdateEnquiryTagsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { setEnquiryTag } from '../tags'
import { waitListItem } from '../waitlist'
import { toWaitListItem } from './waitlist-mapper'

export const updateEnquiryTags = guard(
  actions.waitlist.write,
  (a: MutationUpdateEnquiryTagsArgs) => ({ enquiry: a.IDEnquiry, tag: a.IDTag }),
  async (args: MutationUpdateEnquiryTagsArgs, { viewer }, ctx) => {
    await setEnquiryTag(ctx.db, viewer, args.IDEnquiry, args.IDTag, true)
    return toWaitListItem(await waitListItem(ctx.db, viewer.schoolId, args.IDEnquiry))
  },
)
