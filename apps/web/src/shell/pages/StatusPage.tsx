import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

interface StatusPageProps {
  testId: string
  icon: ReactNode
  title: string
  body?: string
  action?: ReactNode
}

/** The calm, centred layout shared by not-found, no-access and error screens. */
export function StatusPage({ testId, icon, title, body, action }: StatusPageProps) {
  return (
    <Box data-testid={testId} sx={{ display: 'grid', placeItems: 'center', minHeight: 420, px: 2, py: 6 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 460 }}>
        <Box
          aria-hidden
          sx={{
            width: 88,
            height: 88,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: (theme) => `${theme.palette.primary.main}14`,
            color: 'primary.main',
            '& svg': { fontSize: 44 },
          }}
        >
          {icon}
        </Box>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        {body && <Typography sx={{ color: 'text.secondary' }}>{body}</Typography>}
        {action && <Box sx={{ pt: 1 }}>{action}</Box>}
      </Stack>
    </Box>
  )
}
