import { namedActorOf } from '../../../platform/authz/actor'
import type { MutationAddChildActivityLogArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { addEnquiryNote } from '../activity-log'
import { toChildActivityLog } from './waitlist-mapper'

export const addChildActivityLog = guard(
  actions.waitlist.write,
  (a: MutationAddChildActivityLogArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: MutationAddChildActivityLogArgs, { viewer }, ctx) =>
    toChildActivityLog(
      await addEnquiryNote(ctx.db, namedActorOf(viewer), args.IDEnquiry, { remark: args.remark }),
    ),
)
