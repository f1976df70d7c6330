/* The email rule's plain helpers (no zod), so a page can use them before it loads the rules (email.ts). */

/**
 * The spec's email rule, exactly: '@' present, before the last '.', no '@@', last dot after position 2, 2+ chars
 * after it. '@' as the first character counts as no '@': an address needs a name before it (the rule the spec
 * paraphrases tests that the last '@' is after position 0).
 */
export function isValidEmail(email: string): boolean {
  const at = email.indexOf('@')
  const lastDot = email.lastIndexOf('.')
  if (at <= 0) return false
  if (email.lastIndexOf('@') > lastDot) return false
  if (email.includes('@@')) return false
  if (lastDot <= 2) return false
  if (email.length - lastDot - 1 < 2) return false
  return true
}

/** Email is lower-cased as typed and trimmed before sending. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}
