import { type FieldValues, useController } from 'react-hook-form'
import type { FieldProps } from './field-props'
import { OutlinedField } from './OutlinedField'

/**
 * Typed digits as HH:mm: the colon comes by itself after the hour ('0930' -> '09:30'), at most five characters.
 * A native time input would show 12-hour time in some locales; the spec's times are 24-hour everywhere.
 */
export function formatTimeText(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits
}

/** A time of day as 24-hour HH:mm text (the schema checks it is a real time). */
export function FormTimeField<T extends FieldValues, C, O>({
  control,
  name,
  testId,
  helperText,
  ...props
}: FieldProps<T, C, O>) {
  const { field, fieldState } = useController({ name, control })
  const message = fieldState.error?.message
  return (
    <OutlinedField
      {...props}
      id={`field-${testId}`}
      name={field.name}
      disabled={props.disabled || field.disabled}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(formatTimeText(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      placeholder="HH:mm"
      error={Boolean(message)}
      helperText={message ?? helperText}
      helperRole={message ? 'alert' : undefined}
      htmlInput={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 5, 'data-testid': testId }}
    />
  )
}
