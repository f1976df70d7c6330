import { singaporeDate, singaporeTime } from '@preschool/domain'
import { formatLongDate } from '../../lib/format'

export { formatLongDate }

/** A visit's slot in Singapore time: 'Sat, 28 Nov 2026, 10:00 – 10:30'. */
export function formatSlot(visitFrom: string, visitTo: string): string {
  const from = new Date(visitFrom)
  const to = new Date(visitTo)
  return `${formatLongDate(singaporeDate(from))}, ${singaporeTime(from)} – ${singaporeTime(to)}`
}
