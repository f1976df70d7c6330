import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
} from 'libphonenumber-js/min'
import { DEFAULT_COUNTRY } from '../constants'

/** '+65' -> 'SG'. Where countries share a calling code the default country wins, then the first listed. */
export function countryForCallingCode(callingCode: string): CountryCode | undefined {
  const digits = callingCode.replace(/\D/g, '')
  if (digits === getCountryCallingCode(DEFAULT_COUNTRY)) return DEFAULT_COUNTRY
  return getCountries().find((c) => getCountryCallingCode(c) === digits)
}

/**
 * The spec's mobile rule: at least 2 characters, digits only, does not start with the country code,
 * and is a valid number of the chosen country (default SG).
 */
export function isValidMobile(
  number: string,
  callingCode = `+${getCountryCallingCode(DEFAULT_COUNTRY)}`,
): boolean {
  if (number.length < 2 || !/^\d+$/.test(number)) return false
  const code = callingCode.replace(/\D/g, '')
  if (!code || number.startsWith(code)) return false
  const country = countryForCallingCode(code)
  return country !== undefined && isValidPhoneNumber(number, country)
}

/** '+6591234567' -> '******4567': the one-time-code prompt shows only the last 4 digits. */
export function maskPhone(number: string): string {
  const digits = number.replace(/\D/g, '')
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`
}

/** The only country code the enquiry and registration take: the one-time code goes to a Singapore mobile. */
export const SINGAPORE_CALLING_CODE = '+65'

/** Spaces typed in a number (such as '9123 4567') are ignored: removed before checking and storing. */
export const normalisePhone = (value: string) => value.replace(/\s/g, '')

/**
 * A Singapore mobile: +65 and 8 digits starting with 8 or 9. Landlines (6...) and service numbers cannot receive
 * the one-time code, so the enquiry and registration refuse them.
 */
export function isSingaporeMobile(number: string, callingCode: string = SINGAPORE_CALLING_CODE): boolean {
  return normalisePhone(callingCode) === SINGAPORE_CALLING_CODE && /^[89]\d{7}$/.test(normalisePhone(number))
}
