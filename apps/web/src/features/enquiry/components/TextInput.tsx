import type { InputHTMLAttributes, ReactNode } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { OutlinedField, type OutlinedFieldProps } from '../../../components/form/OutlinedField'

type Props<T extends FieldValues, O> = Pick<
  OutlinedFieldProps,
  'label' | 'helperText' | 'required' | 'disabled' | 'type' | 'autoComplete' | 'placeholder'
> & {
  name: FieldPath<T>
  control: Control<T, unknown, O>
  testId: string
  /** Applied to every keystroke, so the field shows the value as it will be sent (a lower-cased email). */
  transform?: (value: string) => string
  /** Shown instead of the value (the birth certificate of an unborn child reads '-'). */
  displayValue?: string
  /** The error as shown: the message, with a link where the message asks for one. */
  renderError?: (message: string) => ReactNode
  htmlInput?: InputHTMLAttributes<HTMLInputElement>
}

/** A text field bound to the form; the field's error replaces the helper text. */
export function TextInput<T extends FieldValues, O>({
  name,
  control,
  testId,
  transform,
  displayValue,
  renderError,
  helperText,
  htmlInput,
  ...props
}: Props<T, O>) {
  const { field, fieldState } = useController({ name, control })
  const message = fieldState.error?.message
  return (
    <OutlinedField
      {...props}
      id={`enquiry-${testId}`}
      name={field.name}
      value={displayValue ?? field.value ?? ''}
      onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ? (renderError ? renderError(message) : message) : helperText}
      helperRole={message ? 'alert' : undefined}
      htmlInput={{ ...htmlInput, 'data-testid': testId }}
    />
  )
}
