import { type FieldValues, useController } from 'react-hook-form'
import type { FieldProps } from './field-props'
import { useTypedText } from './hooks/use-typed-text'
import { OutlinedField } from './OutlinedField'

type Props<T extends FieldValues, C, O> = FieldProps<T, C, O> & {
  min?: number
  max?: number
  /** Whole numbers only (the default): the phone shows its number pad. */
  integer?: boolean
}

/**
 * The typed text as the form's number: blank is null (the schema says '*Required' where one is needed), text that
 * is no number stays NaN so the schema refuses it rather than the field silently dropping it.
 */
export const parseNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text))

const formatNumber = (value: number | null | undefined) =>
  value == null || Number.isNaN(value) ? '' : String(value)

/** A number of the form. Typed as text (no spinner, no scroll-wheel changes), kept as a number. */
export function FormNumberField<T extends FieldValues, C, O>({
  control,
  name,
  testId,
  helperText,
  min,
  max,
  integer = true,
  ...props
}: Props<T, C, O>) {
  const { field, fieldState } = useController({ name, control })
  const message = fieldState.error?.message
  const [text, setText] = useTypedText(field.value as number | null, formatNumber, parseNumber)
  return (
    <OutlinedField
      {...props}
      id={`field-${testId}`}
      name={field.name}
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        field.onChange(parseNumber(event.target.value))
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? helperText}
      helperRole={message ? 'alert' : undefined}
      htmlInput={{ inputMode: integer ? 'numeric' : 'decimal', min, max, 'data-testid': testId }}
    />
  )
}
