/**
 * What a date field shows while typing: digits only, dashes put in for the reader, so the text is always a prefix
 * of YYYY-MM-DD (the spec's display format) and a four-digit year caps dates at 9999-12-31.
 */
export function formatDateText(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8)
  if (digits.length <= 4) return digits
  if (digits.length <= 6) return `${digits.slice(0, 4)}-${digits.slice(4)}`
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`
}
