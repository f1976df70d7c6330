/** The message for any text holding a character no field accepts. */
export const TEXT_NOT_ALLOWED = 'Text contains characters that are not allowed'

/**
 * Characters no text field stores: C0 controls except tab, line feed and carriage return (which multi-line
 * fields such as remarks need), DEL, and UTF-16 surrogates without their pair. PostgreSQL refuses NUL outright
 * and the others only ever arrive by mistake or from someone probing the server.
 */
const DISALLOWED =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function hasDisallowedCharacters(text: string): boolean {
  return DISALLOWED.test(text)
}

/** Where, in a nested input (GraphQL variables), the first text with a disallowed character is; null if none. */
export function findDisallowedText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return hasDisallowedCharacters(value) ? path : null
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findDisallowedText(value[i], [...path, String(i)])
      if (found) return found
    }
    return null
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, inner] of Object.entries(value)) {
      const found = hasDisallowedCharacters(key) ? [...path, key] : findDisallowedText(inner, [...path, key])
      if (found) return found
    }
  }
  return null
}
