import type { ComponentProps } from 'react'
import { type FieldPath, type FieldValues, useController } from 'react-hook-form'
import type { FieldProps } from './field-props'
import { outlinedBinding } from './hooks/use-field-state'
import { useTypedText } from './hooks/use-typed-text'
import { OutlinedField } from './OutlinedField'

type Props<T extends FieldValues, C, O> = FieldProps<T, C, O> & {
  parse: (text: string) => number | null
  format: (value: number | null | undefined) => string
  startAdornment?: ComponentProps<typeof OutlinedField>['startAdornment']
  htmlInput: Record<string, unknown>
  /** Fields whose rules read this one too: checked again when it changes (a pair of coordinates). */
  deps?: FieldPath<T>[]
}

/**
 * A number typed as text (no spinner, no scroll-wheel changes): the field keeps what the person typed and hands the
 * form `parse`'s value. The number and money fields are this with their own parsing.
 */
export function ParsedTextField<T extends FieldValues, C, O>({
  control,
  name,
  testId,
  helperText,
  parse,
  format,
  htmlInput,
  deps,
  ...props
}: Props<T, C, O>) {
  const { field, fieldState } = useController({ name, control, rules: deps ? { deps } : undefined })
  const message = fieldState.error?.message
  const [text, setText] = useTypedText(field.value as number | null, format, parse)
  return (
    <OutlinedField
      {...props}
      {...outlinedBinding(field, message, testId, props.disabled)}
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        field.onChange(parse(event.target.value))
      }}
      helperText={message ?? helperText}
      htmlInput={{ ...htmlInput, 'data-testid': testId }}
    />
  )
}
