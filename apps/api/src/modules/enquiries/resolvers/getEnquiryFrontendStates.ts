import { actorOf } from '../../../platform/authz/actor'
import type { QueryGetEnquiryFrontendStatesArgs } from '../../../generated/graphql'
import { auditedRead } from '../../../platform/audit/marks'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { frontendStates } from '../enquiry-changes'
import { toEnquiryState } from '../../statemachine'

export const getEnquiryFrontendStates = auditedRead(
  'enquiry',
  guard(
    actions.enquiries.read,
    (a: QueryGetEnquiryFrontendStatesArgs) => ({ enquiry: a.IDEnquiry }),
    async (args: QueryGetEnquiryFrontendStatesArgs, { viewer }, ctx) => {
      const { enquiry, flow } = await frontendStates(ctx.db, actorOf(viewer), args.IDEnquiry)
      return {
        IDEnquiry: enquiry.id,
        current: toEnquiryState(enquiry.fkEnquiryState),
        steps: flow.steps,
        nextAction: flow.nextAction,
      }
    },
  ),
)
