import type { MutationStartRegistrationArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectEnquiryView, toEnquiry } from '../../enquiries'
import { startRegistration as start } from '../registration'

export const startRegistration = guard(
  actions.registration.fill,
  (a: MutationStartRegistrationArgs) => ({ enquiry: a.IDEnquiry, child: a.IDChild }),
  async (args: MutationStartRegistrationArgs, { viewer }, ctx) => {
    const moved = await start(ctx.db, viewer, args.IDEnquiry, args.IDChild)
    return toEnquiry((await selectEnquiryView(ctx.db, viewer.schoolId, moved.id))!)
  },
)
