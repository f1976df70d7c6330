import type { QueryFindAllEnquiryArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listReach, reachCondition } from '../../../platform/authz/reach'
import { listEnquiries } from '../parent-enquiries'
import { toEnquiry } from './enquiry-mapper'

export const findAllEnquiry = guard(
  actions.enquiries.list,
  async (args: QueryFindAllEnquiryArgs, grant, ctx) => {
    const reach = reachCondition(grant, listReach.enquiries)
    const page = await listEnquiries(ctx.db, grant.viewer, reach, args.filter, args.pagination)
    return { totalCount: page.totalCount, data: page.data.map(toEnquiry) }
  },
)
