/** PostgreSQL reports a unique violation as 23505; both drivers surface the code, drizzle wraps it in `cause`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string; message?: string }
    if (pgError.code === '23505') {
      return !constraint || pgError.constraint === constraint || (pgError.message ?? '').includes(constraint)
    }
  }
  return false
}
