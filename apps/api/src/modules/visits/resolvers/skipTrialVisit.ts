import type { MutationSkipTrialVisitArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { notFound } from '../../../platform/errors/domain-error'
import { selectEnquiryView } from '../../enquiries'
import { toEnquiry } from '../../enquiries'
import { skipTrialStep } from '../decisions'

export const skipTrialVisit = guard(
  actions.visits.skip,
  (a: MutationSkipTrialVisitArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: MutationSkipTrialVisitArgs, grant, ctx) => {
    const enquiryId = await skipTrialStep(ctx.db, ctx.config, grant, args.IDEnquiry, args.remarks)
    const view = await selectEnquiryView(ctx.db, grant.viewer.schoolId, enquiryId)
    if (!view) throw notFound('Enquiry')
    return toEnquiry(view)
  },
)
