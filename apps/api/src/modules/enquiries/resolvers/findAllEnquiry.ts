import type { QueryFindAllEnquiryArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listEnquiries } from '../parent-enquiries'
import { toEnquiry } from './enquiry-mapper'

export const findAllEnquiry = guard(
  actions.enquiries.track,
  async (args: QueryFindAllEnquiryArgs, { viewer }, ctx) => {
    const page = await listEnquiries(ctx.db, viewer, args.filter, args.pagination)
    return { totalCount: page.totalCount, data: page.data.map(toEnquiry) }
  },
)
