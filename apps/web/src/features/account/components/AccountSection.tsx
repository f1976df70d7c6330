import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { FormEventHandler, ReactNode } from 'react'

/** One part of the account page on its own paper: a form when it has onSubmit. */
export function AccountSection(props: {
  title: string
  description?: string
  testId: string
  onSubmit?: FormEventHandler
  children: ReactNode
}) {
  const headingId = `${props.testId}-title`
  return (
    <Paper
      component={props.onSubmit ? 'form' : 'section'}
      noValidate={props.onSubmit ? true : undefined}
      onSubmit={props.onSubmit}
      aria-labelledby={headingId}
      data-testid={props.testId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <div>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {props.title}
          </Typography>
          {props.description && (
            <Typography variant="body2" color="text.secondary">
              {props.description}
            </Typography>
          )}
        </div>
        {props.children}
      </Stack>
    </Paper>
  )
}
