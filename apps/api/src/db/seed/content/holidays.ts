import { addDays, weekdayOf } from '@preschool/domain'

/** A public holiday as the demo seeds it: every centre of every school closes. */
export interface DemoHoliday {
  title: string
  description: string
  from: string
  to: string
}

type Festival = 'cny' | 'puasa' | 'vesak' | 'haji' | 'deepavali'

/**
 * The holidays that follow the lunar, Islamic or Hindu calendars, as first days (YYYY-MM-DD). 2026 is the
 * Ministry of Manpower's gazetted list; 2027 is not gazetted yet and holds the expected dates (Hari Raya dates
 * in particular move by a day when the new moon is sighted), so its descriptions say so.
 */
const festivalDates: Readonly<Record<number, Record<Festival, string>>> = {
  2026: {
    cny: '2026-02-17',
    puasa: '2026-03-21',
    haji: '2026-05-27',
    vesak: '2026-05-31',
    deepavali: '2026-11-08',
  },
  2027: {
    cny: '2027-02-06',
    puasa: '2027-03-10',
    haji: '2027-05-17',
    vesak: '2027-05-20',
    deepavali: '2027-10-28',
  },
}
const gazettedYears = new Set([2026])

const pad = (n: number) => String(n).padStart(2, '0')

/** Easter Sunday (the anonymous Gregorian computus), from which Good Friday falls two days earlier. */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${pad(month)}-${pad(day)}`
}

/** Singapore's rule: a holiday ending on a Sunday gives the Monday after it off, so centres stay closed then too. */
function holiday(title: string, from: string, days: number, note: string): DemoHoliday {
  const last = addDays(from, days - 1)
  const inLieu = weekdayOf(last) === 0
  const to = inLieu ? addDays(last, 1) : last
  const lieuNote = inLieu ? ` The Monday after is the day off in lieu.` : ''
  return { title, description: `${note}${lieuNote}`, from, to }
}

/**
 * Singapore's public holidays of a year (eleven days in ten entries), sorted by date. Fixed-date ones and Good Friday are computed for
 * any year; the festival ones only for the years listed above (none otherwise, rather than guessed dates).
 */
export function singaporePublicHolidays(year: number): DemoHoliday[] {
  const note = 'Singapore public holiday: all centres are closed.'
  const festivals = festivalDates[year]
  const festivalNote = gazettedYears.has(year)
    ? note
    : `${note} Expected date, to be confirmed when gazetted.`
  const list = [
    holiday('New Year’s Day', `${year}-01-01`, 1, note),
    holiday('Good Friday', addDays(easterSunday(year), -2), 1, note),
    holiday('Labour Day', `${year}-05-01`, 1, note),
    holiday('National Day', `${year}-08-09`, 1, note),
    holiday('Christmas Day', `${year}-12-25`, 1, note),
  ]
  if (festivals) {
    list.push(
      holiday('Chinese New Year', festivals.cny, 2, festivalNote),
      holiday('Hari Raya Puasa', festivals.puasa, 1, festivalNote),
      holiday('Vesak Day', festivals.vesak, 1, festivalNote),
      holiday('Hari Raya Haji', festivals.haji, 1, festivalNote),
      holiday('Deepavali', festivals.deepavali, 1, festivalNote),
    )
  }
  return list.sort((x, y) => x.from.localeCompare(y.from))
}
