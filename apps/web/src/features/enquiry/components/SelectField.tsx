import type { ReactNode } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { OutlinedSelect } from '../../../components/form/OutlinedField'

interface Props<T extends FieldValues, O> {
  name: FieldPath<T>
  control: Control<T, unknown, O>
  label: string
  options: readonly { value: string; label: string }[]
  testId: string
  /** The first, empty option's text: 'Choose…' unless given ('Prefer not to say' for an optional list). */
  emptyLabel?: string
  required?: boolean
  disabled?: boolean
  helperText?: ReactNode
  /** Called after the value is set, with the new value. */
  onPicked?: (value: string) => void
}

/**
 * A native select bound to the form: the phone's own picker on small screens, keyboard friendly, and easy to drive
 * in tests. The field's error replaces the helper text.
 */
export function SelectField<T extends FieldValues, O>(props: Props<T, O>) {
  const { t } = useTranslation()
  const { field, fieldState } = useController({ name: props.name, control: props.control })
  const message = fieldState.error?.message
  return (
    <OutlinedSelect
      id={`enquiry-${props.testId}`}
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => {
        field.onChange(event.target.value)
        props.onPicked?.(event.target.value)
      }}
      error={Boolean(message)}
      helperText={message ?? props.helperText}
      helperRole={message ? 'alert' : undefined}
      htmlSelect={{ 'data-testid': props.testId }}
    >
      <option value="">{props.emptyLabel ?? t('enquiry.choose')}</option>
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </OutlinedSelect>
  )
}
