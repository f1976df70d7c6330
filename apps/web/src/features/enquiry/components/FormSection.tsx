import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

interface Props {
  /** The heading's id, which names the section for screen readers; the note's test id is `<id>-note`. */
  id: string
  title: string
  /** Under the heading. */
  note?: ReactNode
  /** The section's FieldCells. */
  children: ReactNode
}

/** A section of the form: its heading, an optional note under it, and its fields on the grid. */
export function FormSection({ id, title, note, children }: Props) {
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <div>
        <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid={`${id}-note`}>
            {note}
          </Typography>
        )}
      </div>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Stack>
  )
}
