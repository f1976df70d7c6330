import Grid from '@mui/material/Grid'
import type { ReactNode } from 'react'

const SIZES = { half: { xs: 12, sm: 6 }, quarter: { xs: 6, sm: 3 } } as const

/** A field's cell in a section's grid: the whole row on a phone, half (or a quarter) of it from small screens up. */
export function FieldCell({ children, width = 'half' }: { children: ReactNode; width?: keyof typeof SIZES }) {
  return <Grid size={SIZES[width]}>{children}</Grid>
}
