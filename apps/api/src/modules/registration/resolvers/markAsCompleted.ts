import type { MutationMarkAsCompletedArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectEnquiryView, toEnquiry } from '../../enquiries'
import { markAsCompleted as complete } from '../registration'

export const markAsCompleted = guard(
  actions.registration.fill,
  (a: MutationMarkAsCompletedArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: MutationMarkAsCompletedArgs, { viewer }, ctx) => {
    const moved = await complete(ctx.db, viewer, args.IDEnquiry)
    return toEnquiry((await selectEnquiryView(ctx.db, viewer.schoolId, moved.id))!)
  },
)
