import type { QueryGetConsentFormArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { consentFormOf } from '../forms'
import { toConsentForm } from './consent-mapper'

export const getConsentForm = guard(
  actions.esign.read,
  (a: QueryGetConsentFormArgs) => ({ enquiry: a.IDEnquiry }),
  async (args, { viewer }, ctx) => {
    const found = await consentFormOf(ctx.db, viewer.schoolId, args.IDEnquiry)
    return found && toConsentForm(found.form, found.participants)
  },
)
