import { nricCheckLetter } from '@preschool/domain'

/**
 * A Singapore identity number (NRIC or birth certificate) with a correct check letter: the prefix (S for births
 * before 2000, T after), the last two digits of the year of birth, then five serial digits.
 */
export function identityNumber(birthYear: number, serial: number): string {
  const prefix = birthYear >= 2000 ? 'T' : 'S'
  const digits = `${String(birthYear % 100).padStart(2, '0')}${String(serial).padStart(5, '0')}`
  return `${prefix}${digits}${nricCheckLetter(prefix, digits)}`
}
