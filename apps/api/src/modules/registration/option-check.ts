import { EnquiryMsg, type OptionValue, type RegistrationStep, registrationStepRules } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { badInput } from '../../platform/errors/domain-error'
import { selectActiveCodes } from '../tenancy'

/** The option values a parsed step holds. */
export const stepOptions = (step: RegistrationStep, data: unknown, today: string): OptionValue[] =>
  (registrationStepRules(today)[step].options as (data: unknown) => OptionValue[])(data)

/**
 * Each option value must be an active configuration code (its label) of the school's list for the field: the
 * form offers only those, so anything else is a stale form or a hand-made request. Every field is reported.
 */
export async function assertOfferedOptions(
  db: DbOrTx,
  schoolId: number,
  values: OptionValue[],
): Promise<void> {
  const options = values.filter((o) => o.value !== null)
  if (options.length === 0) return
  const codes = await selectActiveCodes(db, schoolId, [...new Set(options.map((o) => o.category))])
  const offered = new Set(codes.map((code) => `${code.category}\u0000${code.label}`))
  const fields: Record<string, string> = {}
  for (const option of options) {
    if (!offered.has(`${option.category}\u0000${option.value}`))
      fields[option.path] ??= EnquiryMsg.optionNotOffered(option.category.replace(/_/g, ' '))
  }
  const [first] = Object.entries(fields)
  if (first) throw badInput(`${first[0]}: ${first[1]}`, fields)
}
