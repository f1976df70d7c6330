import type { MutationSaveEnrolmentFormArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { enrolmentForm } from '../progress'
import { saveRegistrationStep } from '../registration'

export const saveEnrolmentForm = guard(
  actions.registration.fill,
  (a: MutationSaveEnrolmentFormArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: MutationSaveEnrolmentFormArgs, { viewer }, ctx) => {
    const { step, data } = args.EnrolmentForm
    await saveRegistrationStep(ctx.db, viewer, args.IDEnquiry, 'enrolmentForm', step, data)
    return enrolmentForm(ctx.db, viewer, args.IDEnquiry)
  },
)
