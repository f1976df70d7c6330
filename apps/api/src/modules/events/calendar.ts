import { buildIcs } from '../visits'
import type { EventRow } from './queries'

/** An event as an iCalendar file for a family: one VEVENT in UTC, CANCELLED once cancelled; a UID stable per event. */
export const eventIcs = (event: EventRow, stamp = new Date()): string =>
  buildIcs({
    uid: `event-${event.id}@preschool`,
    stamp,
    start: event.from,
    end: event.to,
    summary: event.title,
    location: event.location,
    description: [event.description, event.cancelRemarks].filter(Boolean).join('\n\n'),
    status: event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  })
