import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A section heading of the form, with an optional note under it. */
export function SectionTitle({ id, title, note }: { id: string; title: string; note?: ReactNode }) {
  return (
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
  )
}
