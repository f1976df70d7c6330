import { centsToDecimal, singaporeDate, singaporeTime } from '@preschool/domain'

const day = (instant: Date) => singaporeDate(instant).split('-').reverse().join('/')

/** 'DD/MM/YYYY HH:mm-HH:mm' in Singapore time (the spec's date format). */
export const eventWhen = (from: string, to: string): string =>
  `${day(new Date(from))} ${singaporeTime(new Date(from))}-${singaporeTime(new Date(to))}`

/** 'DD/MM/YYYY HH:mm' in Singapore time. */
export const dayAndTime = (iso: string): string => `${day(new Date(iso))} ${singaporeTime(new Date(iso))}`

export const dollars = (cents: number) => `$${centsToDecimal(cents)}`
