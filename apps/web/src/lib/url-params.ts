/** A whole number above 0 from a URL parameter, else null (a hand-edited or stale link). */
export const positiveParam = (value: string | null): number | null => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}
