/*
 * The one way money becomes text (decision 0036). Amounts are integer cents in Singapore dollars; the locale is the
 * reader's language in Singapore (en-SG by default: emails and PDFs), so '$2,500.00' in English.
 */

const formats = new Map<string, Intl.NumberFormat>()

/** An amount in cents as Singapore dollars, e.g. 250000 -> '$2,500.00' in en-SG. */
export function formatMoney(cents: number, locale = 'en-SG'): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'SGD',
      currencyDisplay: 'narrowSymbol',
    })
    formats.set(locale, format)
  }
  return format.format(cents / 100)
}

/** An amount in cents as the plain decimal a gateway, a QR code or a money field takes: 250000 -> '2500.00'. */
export const centsToDecimal = (cents: number): string => (cents / 100).toFixed(2)
