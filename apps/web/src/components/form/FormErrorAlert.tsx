import Alert from '@mui/material/Alert'

/** The server's refusal that belongs to no field (react-hook-form's root.server), above the form's fields. */
export function FormErrorAlert({ message, testId }: { message: string | undefined; testId: string }) {
  if (message === undefined) return null
  return (
    <Alert severity="error" data-testid={testId}>
      {message}
    </Alert>
  )
}
