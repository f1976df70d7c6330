import type { RecurType } from './enquiry-states'
import { addDays, weekdayOf } from './format/calendar'

/**
 * Expanding a visit availability into the concrete slots it offers: the dates by its recurrence, the times by its
 * slot length. Pure, so the server (free days, time slots, booking checks) and the web calendar agree.
 */
export interface AvailabilityPattern {
  /** First and last date, YYYY-MM-DD, both included. */
  start: string
  end: string
  /** The daily window, HH:mm (Singapore time). */
  from: string
  to: string
  recurType: RecurType
  /** Weekly only: 0 = Sunday to 6 = Saturday. */
  recurOnDays: readonly number[]
  slotMinutes: number
}

/** One slot of a day, HH:mm to HH:mm. */
export interface SlotTime {
  from: string
  to: string
}

export const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const pad = (n: number) => String(n).padStart(2, '0')
export const fromMinutes = (minutes: number): string =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

/** Whether the availability receives visitors on a date. A monthly one repeats on the start date's day of month. */
export function occursOn(pattern: AvailabilityPattern, date: string): boolean {
  if (date < pattern.start || date > pattern.end) return false
  switch (pattern.recurType) {
    case 'none':
      return date === pattern.start
    case 'daily':
      return true
    case 'weekly':
      return pattern.recurOnDays.includes(weekdayOf(date))
    case 'monthly':
      return date.slice(8, 10) === pattern.start.slice(8, 10)
  }
}

/** The dates from..to (inclusive) on which the availability receives visitors, in order. */
export function availabilityDates(pattern: AvailabilityPattern, from: string, to: string): string[] {
  const dates: string[] = []
  const last = to < pattern.end ? to : pattern.end
  for (let date = from > pattern.start ? from : pattern.start; date <= last; date = addDays(date, 1)) {
    if (occursOn(pattern, date)) dates.push(date)
  }
  return dates
}

/** The daily window cut into whole slots; a remainder shorter than a slot is not offered. */
export function slotTimes(pattern: Pick<AvailabilityPattern, 'from' | 'to' | 'slotMinutes'>): SlotTime[] {
  const slots: SlotTime[] = []
  const end = toMinutes(pattern.to)
  for (
    let start = toMinutes(pattern.from);
    start + pattern.slotMinutes <= end;
    start += pattern.slotMinutes
  ) {
    slots.push({ from: fromMinutes(start), to: fromMinutes(start + pattern.slotMinutes) })
  }
  return slots
}

/** The slots the availability offers on a date (none when it does not occur that day). */
export const slotsOn = (pattern: AvailabilityPattern, date: string): SlotTime[] =>
  occursOn(pattern, date) ? slotTimes(pattern) : []

/** Whether from..to is exactly one of the availability's slots on that date. */
export const offersSlot = (pattern: AvailabilityPattern, date: string, slot: SlotTime): boolean =>
  slotsOn(pattern, date).some((s) => s.from === slot.from && s.to === slot.to)
