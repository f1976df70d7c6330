import { actorOf } from '../../../platform/authz/actor'
import type { MutationCancelEnquiryArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { cancelEnquiry as cancel } from '../enquiry-changes'
import { toEnquiry } from './enquiry-mapper'

export const cancelEnquiry = guard(
  actions.enquiries.cancel,
  (a: MutationCancelEnquiryArgs) => ({ enquiry: a.ID }),
  async (args: MutationCancelEnquiryArgs, { viewer }, ctx) =>
    toEnquiry(
      await cancel(ctx.db, ctx.config, actorOf(viewer), args.ID, viewer.isStaff ? 'staff' : 'family'),
    ),
)
