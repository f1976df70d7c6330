import { formatDate, formatLongDate } from '../../lib/format'

export { formatDate, formatLongDate }

/** '09/08/2027' for one day, '06/02/2027 – 08/02/2027' for several. */
export const formatRange = (from: string, to: string) =>
  from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`

/** 'Mon, 09 Aug 2027', or 'Sat, 06 Feb 2027 – Mon, 08 Feb 2027'. */
export const formatLongRange = (from: string, to: string) =>
  from === to ? formatLongDate(from) : `${formatLongDate(from)} – ${formatLongDate(to)}`
