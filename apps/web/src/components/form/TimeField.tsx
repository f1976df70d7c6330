import type { FieldValues } from 'react-hook-form'
import type { FieldProps } from './field-props'
import { FormTextField } from './TextField'

/**
 * Typed digits as HH:mm: the colon comes by itself after the hour ('0930' -> '09:30'), at most five characters.
 * A native time input would show 12-hour time in some locales; the spec's times are 24-hour everywhere.
 */
export function formatTimeText(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits
}

/** A time of day as 24-hour HH:mm text (the schema checks it is a real time). */
export function FormTimeField<T extends FieldValues, C, O>(props: FieldProps<T, C, O>) {
  return (
    <FormTextField
      {...props}
      transform={formatTimeText}
      placeholder="HH:mm"
      autoComplete="off"
      htmlInput={{ inputMode: 'numeric', maxLength: 5 }}
    />
  )
}
