import { type CodeCategory, EnquiryMsg, type NewEnquiryInput } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { badInput } from '../../platform/errors/domain-error'
import { selectActiveCodes } from '../tenancy'

/** The enquiry's option fields: where the value is, the list it comes from, and the field's name in messages. */
const OPTION_FIELDS: readonly {
  path: string
  category: CodeCategory
  name: string
  value: (input: NewEnquiryInput) => string | null
}[] = [
  { path: 'enquiry.childRace', category: 'Race', name: 'Race', value: (i) => i.enquiry.childRace },
  {
    path: 'enquiry.childNationality',
    category: 'Nationality',
    name: 'Nationality',
    value: (i) => i.enquiry.childNationality,
  },
  {
    path: 'enquiry.householdIncomeRange',
    category: 'Household_Income_Range',
    name: 'Monthly household income',
    value: (i) => i.enquiry.householdIncomeRange,
  },
  {
    path: 'enquiry.workplaceStaff',
    category: 'workplace_staff',
    name: 'Workplace staff',
    value: (i) => i.enquiry.workplaceStaff,
  },
]

/**
 * Each option value given must be an active configuration code (its label) of the school's list for the field:
 * the form only offers those, so anything else is a stale form or a hand-made request. Every field is reported.
 */
export async function assertEnquiryOptions(db: DbOrTx, input: NewEnquiryInput): Promise<void> {
  const codes = await selectActiveCodes(
    db,
    input.schoolID,
    OPTION_FIELDS.map((f) => f.category),
  )
  const offered = (category: string, label: string) =>
    codes.some((code) => code.category === category && code.label === label)
  const fields: Record<string, string> = {}
  for (const field of OPTION_FIELDS) {
    const value = field.value(input)
    if (value !== null && !offered(field.category, value))
      fields[field.path] = EnquiryMsg.optionNotOffered(field.name)
  }
  const [first] = Object.values(fields)
  if (first) throw badInput(first, fields)
}
