import { MAX_DATE } from '@preschool/domain'
import type { FieldValues } from 'react-hook-form'
import { DateInput } from '../date/DateInput'
import type { FieldProps } from './field-props'
import { useFieldState } from './hooks/use-field-state'

type Props<T extends FieldValues, C, O> = FieldProps<T, C, O> & {
  minDate?: string
  /** At most 9999-12-31 whatever is given: a later date cannot be stored or typed. */
  maxDate?: string
  /** What an emptied field holds: '' (the schema says '*Required'), or null for an optional date. */
  emptyValue?: '' | null
  /** Called after the value is set, with the text as typed or picked (a date that decides other fields). */
  onPicked?: (value: string) => void
}

/** A date as YYYY-MM-DD, typed or picked from a calendar loaded on first use; the value is the text. */
export function FormDateField<T extends FieldValues, C, O>({
  control,
  name,
  testId,
  helperText,
  minDate,
  maxDate = MAX_DATE,
  emptyValue = '',
  onPicked,
  ...props
}: Props<T, C, O>) {
  const { field, message } = useFieldState({ control, name })
  return (
    <DateInput
      {...props}
      id={`field-${testId}`}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => {
        field.onChange(value === '' ? emptyValue : value)
        onPicked?.(value)
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      minDate={minDate}
      maxDate={maxDate < MAX_DATE ? maxDate : MAX_DATE}
      error={Boolean(message)}
      helperText={message ?? helperText}
      testId={testId}
    />
  )
}
