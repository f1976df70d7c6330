import type { SxProps, Theme } from '@mui/material/styles'
import type { InputHTMLAttributes, ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { FieldProps } from './field-props'
import { outlinedBinding, useFieldState } from './hooks/use-field-state'
import { OutlinedField } from './OutlinedField'

export type FormTextFieldProps<T extends FieldValues, C = unknown, O = T> = FieldProps<T, C, O> & {
  type?: 'text' | 'email' | 'password' | 'search' | 'url' | 'tel'
  autoComplete?: string
  placeholder?: string
  multiline?: boolean
  minRows?: number
  /** Applied to every keystroke, so the field shows the value as it will be sent (a lower-cased email). */
  transform?: (value: string) => string
  /** Shown instead of the value (the birth certificate of an unborn child reads '-'). */
  displayValue?: string
  /** The error as shown: the message, with a link where the message asks for one. */
  renderError?: (message: string) => ReactNode
  autoFocus?: boolean
  /** Before the input (a calling code). */
  startAdornment?: ReactNode
  /** After the input (a password's show/hide toggle). */
  endAdornment?: ReactNode
  htmlInput?: InputHTMLAttributes<HTMLInputElement>
  /** On the field's frame; `& input` styles the input itself (the one-time code's wide digits). */
  sx?: SxProps<Theme>
}

/**
 * A text field of the form (the kit's one): light (no MUI TextField, so it never pulls Select and Popover into a
 * page), controlled so values filled in by code show like typed ones.
 */
export function FormTextField<T extends FieldValues, C, O>({
  control,
  name,
  testId,
  transform,
  displayValue,
  renderError,
  helperText,
  htmlInput,
  ...props
}: FormTextFieldProps<T, C, O>) {
  const { field, message } = useFieldState({ control, name })
  return (
    <OutlinedField
      {...props}
      {...outlinedBinding(field, message, testId, props.disabled)}
      value={displayValue ?? (field.value == null ? '' : String(field.value))}
      onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
      helperText={message ? (renderError ? renderError(message) : message) : helperText}
      htmlInput={{ ...htmlInput, 'data-testid': testId }}
    />
  )
}
