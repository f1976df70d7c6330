import { DateFormat } from '@preschool/domain'

/*
 * A date field shows the spec's DD/MM/YYYY (spec 000 section 9) and holds the stored YYYY-MM-DD once the date is
 * complete; while it is incomplete the field holds the text as shown, which the form's schema refuses.
 */

const STORED = /^(\d{4})-(\d{2})-(\d{2})$/
const ISO_LIKE = /^(\d{4})[-/](\d{2})[-/](\d{2})/
const SHOWN = /^(\d{2})\/(\d{2})\/(\d{4})$/

const plausible = (day: string, month: string) =>
  Number(day) >= 1 && Number(day) <= 31 && Number(month) >= 1 && Number(month) <= 12

/**
 * What a date field shows while typing: digits only, slashes put in for the reader, so the text is always a prefix
 * of DD/MM/YYYY and a four-digit year caps dates at 31/12/9999. A year-first date (pasted, filled, or typed as
 * digits that cannot be a day and month) is turned round: 20240115 cannot start with day 20 of month 24.
 */
export function formatDateText(typed: string): string {
  const iso = ISO_LIKE.exec(typed)
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`
  const digits = typed.replace(/\D/g, '').slice(0, 8)
  if (digits.length === 8 && !plausible(digits.slice(0, 2), digits.slice(2, 4))) {
    const [year, month, day] = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6)]
    if (plausible(day, month)) return `${day}/${month}/${year}`
  }
  if (digits.length <= 2) return digits
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`
}

/** The field's value for what it shows: the stored YYYY-MM-DD when complete, else the text itself. */
export function dateTextValue(shown: string): string {
  const match = SHOWN.exec(shown)
  return match ? `${match[3]}-${match[2]}-${match[1]}` : shown
}

/** What a field shows for its value: a stored date as DD/MM/YYYY, anything else (incomplete text) as it is. */
export function shownDateText(value: string): string {
  const match = STORED.exec(value)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value
}

export const DATE_PLACEHOLDER = DateFormat.display
