import { DateFormat, singaporeDate, singaporeTime } from '@preschool/domain'
import dayjs from 'dayjs'

/** A stored date (YYYY-MM-DD) as the spec's long form, 'ddd, DD MMM YYYY'. */
export const formatLongDate = (iso: string) => dayjs(iso).format(DateFormat.long)

/** A visit's slot in Singapore time: 'Sat, 28 Nov 2026, 10:00 – 10:30'. */
export function formatSlot(visitFrom: string, visitTo: string): string {
  const from = new Date(visitFrom)
  const to = new Date(visitTo)
  return `${formatLongDate(singaporeDate(from))}, ${singaporeTime(from)} – ${singaporeTime(to)}`
}
