import { formatDate as formatStoredDate } from '../../lib/format'

const yearFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 })

/** Ages in years, for staff who think of levels as "the 3 to 4 year olds" rather than in months. */
export const monthsToYears = (months: number) => yearFormat.format(months / 12)

/** A stored date (YYYY-MM-DD) as the spec's display format DD/MM/YYYY; null when there is none. */
export const formatDate = (iso: string | null) => (iso ? formatStoredDate(iso) : null)

/** Programme hours as '07:00–19:00'. */
export const formatHours = (from: string, to: string) => `${from}–${to}`
