import { useTheme } from '@mui/material/styles'
import { MAX_INTERESTED_CENTRES } from '@preschool/domain'
import { useMemo } from 'react'

/** Markers of centres not chosen, and the family's postal code (told apart by its shape, not its colour). */
export const UNCHOSEN_COLOUR = '#6b7280'
export const POSTAL_CODE_COLOUR = '#1f2937'

// Colours far apart enough to tell markers apart at a glance (a Euclidean distance in RGB space).
const MIN_DISTANCE = 100
// Enough of them that any theme still ends with three choice colours (black is far from every grey and hue).
const FALLBACKS = ['#0277bd', '#7b1fa2', '#c62828', '#2e7d32', '#e65100', '#1b5e20', '#000000']

const rgb = (hex: string): [number, number, number] => {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex
  const n = Number.parseInt(full.slice(1, 7), 16)
  return [n >> 16, (n >> 8) & 255, n & 255]
}
const distance = (a: string, b: string) => {
  const [x, y] = [rgb(a), rgb(b)]
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2])
}
const isHex = (value: string) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)
/** WCAG contrast with white: a marker or card border must stand out on the light map and page. */
const contrastWithWhite = (hex: string) => {
  const linear = rgb(hex).map((c) => {
    const v = c / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
  return 1.05 / (luminance + 0.05)
}

/**
 * One colour per chosen centre (first, second, third choice), taken from the school's theme where its colours are
 * dark enough, distinct from each other and from unchosen markers, else from a fixed set.
 */
export function pickChoiceColours(candidates: readonly string[]): string[] {
  const picked: string[] = []
  for (const colour of [...candidates, ...FALLBACKS]) {
    if (picked.length === MAX_INTERESTED_CENTRES) break
    if (!isHex(colour) || contrastWithWhite(colour) < 3) continue
    const taken = [UNCHOSEN_COLOUR, ...picked]
    if (taken.every((other) => distance(colour, other) >= MIN_DISTANCE)) picked.push(colour)
  }
  return picked
}

/** The choice colours of the current school's theme. */
export function useChoiceColours(): string[] {
  const { palette } = useTheme()
  return useMemo(
    () => pickChoiceColours([palette.primary.main, palette.secondary.main, palette.info.main]),
    [palette],
  )
}
