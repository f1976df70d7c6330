/**
 * Singapore identity numbers (NRIC, FIN, and the birth certificate number a child's NRIC takes): a prefix letter,
 * seven digits and a check letter. S and T are citizens and permanent residents (born before 2000 and from 2000),
 * F and G foreigners (FINs issued before and from 2000), M foreigners' FINs issued from 2022.
 */
export const NRIC_PREFIXES = ['S', 'T', 'F', 'G', 'M'] as const
export type NricPrefix = (typeof NRIC_PREFIXES)[number]

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2]
/** The check letters by the weighted sum's remainder (mod 11) for each series. */
const CHECK_LETTERS: Record<NricPrefix, string> = {
  S: 'JZIHGFEDCBA',
  T: 'JZIHGFEDCBA',
  F: 'XWUTRQPNMLK',
  G: 'XWUTRQPNMLK',
  // The M series (2022) uses the F/G letters with J in place of M, counted with an offset of 3.
  M: 'XWUTRQPNJLK',
}
/** The weighted sum starts here: the 2000 series (T, G) add 4, the M series 3. */
const OFFSET: Record<NricPrefix, number> = { S: 0, T: 4, F: 0, G: 4, M: 3 }

const NRIC_SHAPE = /^([STFGM])(\d{7})([A-Z])$/

/** The check letter of a prefix and seven digits. */
export function nricCheckLetter(prefix: NricPrefix, digits: string): string {
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * WEIGHTS[i], OFFSET[prefix])
  return CHECK_LETTERS[prefix][sum % 11]
}

/** Whether an upper-case value is a well-formed identity number with the right check letter. */
export function isValidNric(value: string): boolean {
  const match = NRIC_SHAPE.exec(value)
  if (!match) return false
  const [, prefix, digits, letter] = match
  return nricCheckLetter(prefix as NricPrefix, digits) === letter
}

/** An identity number of a series: the prefix, seven digits and its check letter (for demo and test data). */
export function nricOf(prefix: NricPrefix, serial: number): string {
  const digits = String(serial % 10_000_000).padStart(7, '0')
  return `${prefix}${digits}${nricCheckLetter(prefix, digits)}`
}
