import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'

export type FormTextFieldProps<T extends FieldValues, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  name: FieldPath<T>
  control: Control<T, unknown, O>
  /** Applied to every keystroke, so the field shows the value as it will be sent (e.g. a lower-cased email). */
  transform?: (value: string) => string
  testId: string
}

/** A MUI text field bound to a react-hook-form field; the field's error replaces the helper text. */
export function FormTextField<T extends FieldValues, O>({
  name,
  control,
  transform,
  testId,
  helperText,
  slotProps,
  ...props
}: FormTextFieldProps<T, O>) {
  const { field, fieldState } = useController({ name, control })
  const message = fieldState.error?.message
  return (
    <TextField
      {...props}
      id={props.id ?? `auth-${testId}`}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!message}
      helperText={message ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { ...slotProps?.htmlInput, 'data-testid': testId },
        formHelperText: { ...slotProps?.formHelperText, role: message ? 'alert' : undefined },
      }}
    />
  )
}
