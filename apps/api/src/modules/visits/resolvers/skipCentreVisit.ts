import type { MutationSkipCentreVisitArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { notFound } from '../../../platform/errors/domain-error'
import { selectEnquiryView } from '../../enquiries'
import { toEnquiry } from '../../enquiries'
import { skipCentreVisitStep } from '../decisions'

export const skipCentreVisit = guard(
  actions.visits.skip,
  (a: MutationSkipCentreVisitArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: MutationSkipCentreVisitArgs, grant, ctx) => {
    const enquiryId = await skipCentreVisitStep(ctx.db, ctx.config, grant, args.IDEnquiry, args.remarks)
    const view = await selectEnquiryView(ctx.db, grant.viewer.schoolId, enquiryId)
    if (!view) throw notFound('Enquiry')
    return toEnquiry(view)
  },
)
