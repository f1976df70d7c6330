import TextField, { type TextFieldProps } from '@mui/material/TextField'
import type { InputHTMLAttributes } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import type { CentreFieldPath, CentreFormValues } from '../form-values'

type Props = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: CentreFieldPath
  testId: string
  /** Turns the typed text into the form's value (numbers, null for blank); the text itself by default. */
  parse?: (text: string) => unknown
  inputProps?: InputHTMLAttributes<HTMLInputElement>
  /** Fields whose rules read this one too: checked again when it changes (a pair of coordinates). */
  deps?: CentreFieldPath[]
}

/**
 * A text field bound to the centre form. Controlled, so that values the postal code lookup fills in show like
 * typed ones (an uncontrolled MUI field would keep its label over them).
 */
export function FormTextField({ name, testId, parse, inputProps, helperText, deps, ...props }: Props) {
  const { control } = useFormContext<CentreFormValues>()
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : undefined })
  const value = field.value === null || field.value === undefined ? '' : String(field.value)
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(parse ? parse(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ htmlInput: { ...inputProps, 'data-testid': testId } }}
    />
  )
}

/** Blank is no number: undefined for required ones (the schema says '*Required'), null for optional ones. */
export const parseRequiredNumber = (text: string) => (text.trim() === '' ? undefined : Number(text))
export const parseOptionalNumber = (text: string) => (text.trim() === '' ? null : Number(text))
