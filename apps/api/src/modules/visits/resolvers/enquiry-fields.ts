import type { EnquiryResolvers } from '../../../generated/graphql'
import { toVisit } from './visit-mapper'
import { enquiryVisits as loadEnquiryVisits } from '../visit-loader'

/**
 * Enquiry.visits: not a root field, so no guard of its own. The enquiry reached the caller through an authorized
 * query, and its visits are part of what that caller may see.
 */
export const EnquiryFields: Pick<EnquiryResolvers, 'visits'> = {
  visits: async (enquiry, _args, ctx) => (await loadEnquiryVisits(ctx, enquiry)).map(toVisit),
}
