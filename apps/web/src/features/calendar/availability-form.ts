import { type VisitAvailabilityInput, singaporeToday } from '@preschool/domain'

/** The add-availability form's values, as the shared schema takes them. */
export type AvailabilityFormValues = VisitAvailabilityInput

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

/** Monday first, as the school's week (spec: week starts Monday=1 to Sunday=0). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const
