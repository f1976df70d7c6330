/**
 * Every date and time of the schools is Singapore local time (spec 000: a Singapore operator). Singapore has kept
 * UTC+8 without daylight saving since 1982, so a fixed offset converts exactly and needs no time-zone database.
 */
export const SCHOOL_TIME_ZONE = 'Asia/Singapore'
const OFFSET_MS = 8 * 3_600_000

/** The instant of a Singapore date (YYYY-MM-DD) and time (HH:mm). */
export function singaporeInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+08:00`)
}

const shifted = (instant: Date) => new Date(instant.getTime() + OFFSET_MS).toISOString()

/** The Singapore date (YYYY-MM-DD) of an instant. */
export const singaporeDate = (instant: Date): string => shifted(instant).slice(0, 10)

/** The Singapore time (HH:mm) of an instant. */
export const singaporeTime = (instant: Date): string => shifted(instant).slice(11, 16)

/** Today's date in Singapore. */
export const singaporeToday = (now: Date = new Date()): string => singaporeDate(now)
