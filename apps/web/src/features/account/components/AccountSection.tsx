import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { FormEventHandler, ReactNode } from 'react'
import { FormErrorAlert } from '../../../components/form'

/** One part of the account page on its own paper: a form when it has onSubmit, with its alert (`error`) under the title. */
export function AccountSection(props: {
  title: string
  description?: string
  testId: string
  onSubmit?: FormEventHandler
  /** The form's message that belongs to no field (a request that got no answer). */
  error?: string
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
        <FormErrorAlert message={props.error} testId={`${props.testId}-error`} />
        {props.children}
      </Stack>
    </Paper>
  )
}
