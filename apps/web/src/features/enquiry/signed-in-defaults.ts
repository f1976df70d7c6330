import { DEFAULT_CALLING_CODE, normaliseEmail } from '@preschool/domain'
import type { Me } from '../../shell/session/documents'
import { emptyEnquiryForm, type EnquiryFormValues } from './form-values'

/** A signed-in parent's own details, filled in (the email twice, as it is locked). */
export function signedInDefaults(me: Me): EnquiryFormValues {
  const empty = emptyEnquiryForm()
  const email = normaliseEmail(me.email)
  return {
    ...empty,
    parent: {
      ...empty.parent,
      firstName: me.firstname,
      lastName: me.lastname,
      email,
      confirmEmail: email,
      mobileCountryCode: me.mobilePhoneCountryCode || DEFAULT_CALLING_CODE,
      mobileNumber: me.mobilePhone ?? '',
      monthlyHouseholdIncome: me.parent?.monthlyIncome ?? '',
      workplaceStaff: me.parent?.workplaceStaff ?? '',
    },
  }
}
