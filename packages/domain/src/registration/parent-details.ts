import { z } from 'zod'
import type { OptionValue } from './enrolment-form'
import { addressSchema, nricSchema, optionalOptionCode, optionCode } from './fields'

/** insertOrUpdateParentByFkUser's details: the parent record the back office shows (spec 001, Parent/user). */
export const parentDetailsSchema = z.object({
  identificationNo: nricSchema(),
  nationality: optionCode(),
  race: optionalOptionCode(),
  highestQualification: optionalOptionCode(),
  maritalStatus: optionalOptionCode(),
  workingStatus: optionalOptionCode(),
  occupationalTitle: optionalOptionCode(),
})
export type ParentDetailsInput = z.output<typeof parentDetailsSchema>

export const parentDetailsOptions = (p: ParentDetailsInput): OptionValue[] => [
  { path: 'nationality', category: 'Nationality', value: p.nationality },
  { path: 'race', category: 'Race', value: p.race },
  { path: 'highestQualification', category: 'Highest_Qualification', value: p.highestQualification },
  { path: 'maritalStatus', category: 'Marital_Status', value: p.maritalStatus },
  { path: 'workingStatus', category: 'Working_Status', value: p.workingStatus },
  { path: 'occupationalTitle', category: 'Occupation_Title', value: p.occupationalTitle },
]

/** insertOrUpdateUserAddress's address: a Singapore postal code and the address lines. */
export const userAddressSchema = addressSchema
