import type { QueryEnquiryByIdArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { notFound } from '../../../platform/errors/domain-error'
import { selectEnquiryView, toEnquiry } from '../../enquiries'

/** The parent's view of one enquiry (the registration screen's header); staff with enquiry read see it too. */
export const enquiryByID = guard(
  actions.registration.read,
  (a: QueryEnquiryByIdArgs) => ({ enquiry: a.id }),
  async (args: QueryEnquiryByIdArgs, { viewer }, ctx) => {
    const view = await selectEnquiryView(ctx.db, viewer.schoolId, args.id)
    if (!view) throw notFound('Enquiry')
    return toEnquiry(view)
  },
)
