const WEIGHTS = [2, 7, 6, 5, 4, 3, 2]
// Check letters of NRICs and birth certificates issued to citizens and PRs (S for births before 2000, T after).
const LETTERS = 'JZIHGFEDCBA'

/**
 * A Singapore identity number (NRIC or birth certificate) with a correct check letter: the prefix, the last two
 * digits of the year of birth, then five serial digits.
 */
export function identityNumber(birthYear: number, serial: number): string {
  const prefix = birthYear >= 2000 ? 'T' : 'S'
  const digits = `${String(birthYear % 100).padStart(2, '0')}${String(serial).padStart(5, '0')}`
  const sum = [...digits].reduce(
    (total, digit, i) => total + Number(digit) * WEIGHTS[i],
    prefix === 'T' ? 4 : 0,
  )
  return `${prefix}${digits}${LETTERS[sum % 11]}`
}
