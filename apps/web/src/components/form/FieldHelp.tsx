import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText'
import type { ReactNode } from 'react'

interface Props extends Pick<FormHelperTextProps, 'id' | 'sx'> {
  /** The field's error: shown instead of the help, and read out at once. */
  message: string | undefined
  helperText: ReactNode
}

/** The line under a field that is not a text box (a box to tick, a switch, a group): its error, else its help. */
export function FieldHelp({ message, helperText, ...props }: Props) {
  if (!(message ?? helperText)) return null
  return (
    <FormHelperText {...props} error={Boolean(message)} role={message ? 'alert' : undefined}>
      {message ?? helperText}
    </FormHelperText>
  )
}
