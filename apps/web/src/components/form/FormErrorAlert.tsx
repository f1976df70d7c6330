import Alert from '@mui/material/Alert'
import type { SxProps, Theme } from '@mui/material/styles'

/**
 * The server's refusal that belongs to no field: a form's (react-hook-form's root.server, above its fields) or an
 * action's (a mutation's `error.message`, beside its button). Nothing while there is none.
 */
export function FormErrorAlert({
  message,
  testId,
  sx,
}: {
  message: string | undefined
  testId?: string
  sx?: SxProps<Theme>
}) {
  if (message === undefined) return null
  return (
    <Alert severity="error" data-testid={testId} sx={sx}>
      {message}
    </Alert>
  )
}
