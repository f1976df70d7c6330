import { DEFAULT_CALLING_CODE, type StaffFormInput, splitMobile } from '@preschool/domain'
import type { DefaultValues } from 'react-hook-form'
import type { DirectoryUser, StaffMember } from './documents'

/** What the staff form holds: the domain schema's input, so zodResolver(staffInputSchema) checks it as the server does. */
export type StaffFormValues = StaffFormInput

export const newStaffDefaults: DefaultValues<StaffFormValues> = {
  email: '',
  firstname: '',
  lastname: '',
  staffId: '',
  phoneNumber: '',
  phoneCountryCode: DEFAULT_CALLING_CODE,
  centreIDs: [],
  roleIDs: [],
  isHQStaff: false,
  hasCentreScopeAccess: false,
}

export function staffToFormValues(member: StaffMember): DefaultValues<StaffFormValues> {
  return {
    email: member.user.email,
    firstname: member.user.firstname,
    lastname: member.user.lastname,
    staffId: member.staffID,
    phoneNumber: member.user.mobilePhone ?? '',
    phoneCountryCode: member.user.mobilePhoneCountryCode ?? DEFAULT_CALLING_CODE,
    centreIDs: member.centres.map((c) => c.ID),
    roleIDs: member.roles.map((r) => r.ID),
    isHQStaff: member.user.isHQStaff,
    hasCentreScopeAccess: member.user.hasCentreScopeAccess,
  }
}

/** The fields a directory person fills in: address, names, and the first mobile number the directory lists. */
export function directoryToFormValues(person: DirectoryUser): Partial<StaffFormValues> {
  const phone = person.businessPhones.map(splitMobile).find((p) => p !== null)
  return {
    email: person.email,
    firstname: person.givenName || person.displayName,
    lastname: person.surname,
    ...(phone ?? {}),
  }
}
