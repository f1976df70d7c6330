/**
 * Singapore vehicle registration numbers (LTA): a prefix of one to three letters, a number from 1 to 9999 without
 * leading zeros, and a checksum letter. The checksum: the last two prefix letters as numbers (A=1 ... Z=26; a
 * one-letter prefix counts as 0 and that letter), the number as four digits, weighted 9 4 5 4 3 2, summed, and
 * the remainder of division by 19 indexes the letters below. Letters I and O are never issued in a plate.
 */
const CHECK_LETTERS = 'AZYXUTSRPMLKJHGEDCB'
const WEIGHTS = [9, 4, 5, 4, 3, 2]
const PLATE = /^([A-HJ-NP-Z]{1,3})([1-9]\d{0,3})([A-HJ-NP-Z])$/

/** Spaces and case do not matter: 'sbs 3229 p' is stored as 'SBS3229P'. */
export const normalisePlate = (plate: string) => plate.replace(/\s/g, '').toUpperCase()

/** The checksum letter of a prefix and number, or null when they are not of a plate's shape. */
export function plateCheckLetter(prefix: string, number: number): string | null {
  if (!/^[A-Z]{1,3}$/.test(prefix) || !Number.isInteger(number) || number < 1 || number > 9999) return null
  const letters = prefix.slice(-2).padStart(2, '@') // '@' is code 64: the letter value 0
  const values = [...letters].map((c) => c.charCodeAt(0) - 64)
  const digits = String(number).padStart(4, '0').split('').map(Number)
  const sum = [...values, ...digits].reduce((total, value, i) => total + value * WEIGHTS[i], 0)
  return CHECK_LETTERS[sum % 19]
}

/** A well-formed Singapore plate whose last letter is its checksum. */
export function isValidSingaporePlate(plate: string): boolean {
  const match = PLATE.exec(normalisePlate(plate))
  if (!match) return false
  return plateCheckLetter(match[1], Number(match[2])) === match[3]
}
