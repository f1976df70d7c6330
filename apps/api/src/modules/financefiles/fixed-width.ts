/** One field of a fixed-width record: its width, and how a value too short is filled. */
export interface Field {
  name: string
  width: number
  /** 'n': digits, right-aligned, zero-filled; 'a': text, left-aligned, space-filled, upper-cased. */
  kind: 'n' | 'a'
}

export type Layout = readonly Field[]

/**
 * Bank files are plain ASCII: letters the bank cannot print (accents, Chinese, Tamil) and control characters
 * become spaces, so a name can never shift the fields after it.
 */
export const toBankText = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .toUpperCase()

/** One record, every field at its width: too long text is cut, a too long number is an error (never cut). */
export function record(layout: Layout, values: Record<string, string | number>): string {
  return layout
    .map((f) => {
      const raw = values[f.name] ?? ''
      if (f.kind === 'n') {
        const digits = String(raw)
        if (!/^\d*$/.test(digits) || digits.length > f.width)
          throw new RangeError(`${f.name} does not fit ${f.width} digits`)
        return digits.padStart(f.width, '0')
      }
      return toBankText(String(raw)).slice(0, f.width).padEnd(f.width, ' ')
    })
    .join('')
}

export const layoutWidth = (layout: Layout) => layout.reduce((sum, f) => sum + f.width, 0)
