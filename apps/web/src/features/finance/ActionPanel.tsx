import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'

/**
 * A finance action's panel (start an invoice run, make the GIRO files): its title, a line of help, the server's
 * refusal (`<testId>-error`), its controls in one row (a column on a phone), then anything shown below them.
 */
export function ActionPanel(props: {
  title: string
  hint: string
  error: string | undefined
  testId: string
  controls: ReactNode
  children?: ReactNode
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={props.testId}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {props.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {props.hint}
        </Typography>
        <FormErrorAlert message={props.error} testId={`${props.testId}-error`} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {props.controls}
        </Stack>
        {props.children}
      </Stack>
    </Paper>
  )
}
