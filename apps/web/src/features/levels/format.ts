import { formatDate as formatStoredDate } from '../../lib/format'

/** A stored date (YYYY-MM-DD) as the spec's display format DD/MM/YYYY; null when there is none. */
export const formatDate = (iso: string | null) => (iso ? formatStoredDate(iso) : null)

/** Programme hours as '07:00–19:00'. */
export const formatHours = (from: string, to: string) => `${from}–${to}`
