import { centsToDecimal, singaporeDate, singaporeTime } from '@preschool/domain'

/** 'DD/MM/YYYY HH:mm-HH:mm' in Singapore time (the spec's date format). */
export function eventWhen(from: string, to: string): string {
  const [y, m, d] = singaporeDate(new Date(from)).split('-')
  return `${d}/${m}/${y} ${singaporeTime(new Date(from))}-${singaporeTime(new Date(to))}`
}

export const dollars = (cents: number) => `$${centsToDecimal(cents)}`
