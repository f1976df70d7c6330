import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A dashboard's greeting: title, a short line under it, and an optional tag. */
export function PageHeading({ title, subtitle, tag }: { title: string; subtitle?: string; tag?: ReactNode }) {
  return (
    <Box sx={{ mb: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography variant="h1">{title}</Typography>
        {tag}
      </Box>
      {subtitle && <Typography sx={{ color: 'text.secondary', mt: 1 }}>{subtitle}</Typography>}
    </Box>
  )
}

/** A section title with a helper line. */
export function SectionHeading({ title, help, id }: { title: string; help?: string; id?: string }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h3" component="h2" id={id}>
        {title}
      </Typography>
      {help && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {help}
        </Typography>
      )}
    </Box>
  )
}
