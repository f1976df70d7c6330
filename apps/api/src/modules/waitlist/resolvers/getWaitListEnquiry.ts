import type { QueryGetWaitListEnquiryArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { waitListItem } from '../waitlist'
import { toWaitListItem } from './waitlist-mapper'

export const getWaitListEnquiry = guard(
  actions.waitlist.read,
  (a: QueryGetWaitListEnquiryArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: QueryGetWaitListEnquiryArgs, { viewer }, ctx) =>
    toWaitListItem(await waitListItem(ctx.db, viewer.schoolId, args.IDEnquiry)),
)
