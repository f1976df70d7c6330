/**
 * Calendar arithmetic on stored dates (YYYY-MM-DD). Dates are read as UTC midnights: pure calendar arithmetic that
 * no machine's time zone can shift, the same on the server and in any browser.
 */

const utc = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`)
const pad = (n: number) => String(n).padStart(2, '0')

/** The date `days` days after `date` (negative: before). */
export const addDays = (date: string, days: number): string =>
  new Date(utc(date) + days * 86_400_000).toISOString().slice(0, 10)

/** The 1st of the month `n` months after the month of `date` (YYYY-MM or YYYY-MM-DD). */
export function addMonths(date: string, n: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + n
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`
}

/** 0 = Sunday to 6 = Saturday (spec 000 section 9 counts the week that way). */
export const weekdayOf = (date: string): number => new Date(utc(date)).getUTCDay()

/** The first and last date of the month of `date`, given as a month (YYYY-MM) or any day of it (YYYY-MM-DD). */
export function monthBounds(date: string): { first: string; last: string } {
  const prefix = date.slice(0, 7)
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate()
  return { first: `${prefix}-01`, last: `${prefix}-${pad(lastDay)}` }
}
