import Chip from '@mui/material/Chip'
import { alpha } from '@mui/material/styles'

export type StatusTone = 'success' | 'warning' | 'error' | 'neutral'

/**
 * A status as a soft tinted chip with body-coloured text: readable on any school theme (a filled orange chip with
 * white text falls short of the contrast the product aims for).
 */
export function StatusChip({ label, tone, testId }: { label: string; tone: StatusTone; testId?: string }) {
  return (
    <Chip
      size="small"
      label={label}
      data-testid={testId}
      sx={(theme) => {
        const main = tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].main
        return {
          bgcolor: alpha(main, 0.14),
          color: 'text.primary',
          border: 1,
          borderColor: alpha(main, 0.5),
          fontWeight: 600,
        }
      }}
    />
  )
}
