import { type VisitAvailabilityInput, singaporeToday } from '@preschool/domain'
import type { ServerErrors } from '../../lib/form-errors'
import type { GqlError } from '../../lib/request'

/** The add-availability form's values, as the shared schema takes them. */
export type AvailabilityFormValues = VisitAvailabilityInput

const FIELDS = [
  'visitType',
  'start',
  'end',
  'from',
  'to',
  'recurType',
  'recurOnDays',
  'slotMinutes',
  'familiesPerSlot',
] as const
type FieldName = (typeof FIELDS)[number]

/** Today (Singapore) to today, weekly on weekdays, 09:00 to 12:00 in 30-minute slots for two families. */
export function defaultAvailability(today = singaporeToday()): AvailabilityFormValues {
  return {
    visitType: 'centre_visit',
    start: today,
    end: today,
    from: '09:00',
    to: '12:00',
    recurType: 'weekly',
    recurOnDays: [1, 2, 3, 4, 5],
    slotMinutes: 30,
    familiesPerSlot: 2,
  }
}

/**
 * A refused add split for the form: the server keys field messages by the argument path (availability.start, or
 * start); those the form has go under their field, the rest to the form's alert.
 */
export function availabilityServerErrors(error: GqlError): ServerErrors<FieldName> {
  const fields: [FieldName, string][] = []
  for (const [key, message] of Object.entries(error.fields)) {
    const name = key.replace(/^availability\./, '').split('.')[0]
    const field = FIELDS.find((f) => f === name)
    if (field && !fields.some(([known]) => known === field)) fields.push([field, message])
  }
  return { fields, formMessage: fields.length ? null : error.message }
}

/** Monday first, as the school's week (spec: week starts Monday=1 to Sunday=0). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const
