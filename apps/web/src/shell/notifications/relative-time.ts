import dayjs from 'dayjs'
import relativeTime from 'dayjs/plugin/relativeTime'

dayjs.extend(relativeTime)

/** "5 minutes ago", "a day ago"... */
export const fromNow = (timestamp: string) => dayjs(timestamp).fromNow()

/** The exact time, for the tooltip and the time element. */
export { formatDateTime as exactTime } from '../../lib/format'
