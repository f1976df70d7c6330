import type { FieldPath, FieldValues } from 'react-hook-form'
import type { FieldProps } from './field-props'
import { ParsedTextField } from './ParsedTextField'

type Props<T extends FieldValues, C, O> = FieldProps<T, C, O> & {
  min?: number
  max?: number
  /** Whole numbers only (the default): the phone shows its number pad. */
  integer?: boolean
  /** Fields whose rules read this one too: checked again when it changes (a pair of coordinates). */
  deps?: FieldPath<T>[]
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
  min,
  max,
  integer = true,
  ...props
}: Props<T, C, O>) {
  return (
    <ParsedTextField
      {...props}
      parse={parseNumber}
      format={formatNumber}
      htmlInput={{ inputMode: integer ? 'numeric' : 'decimal', min, max }}
    />
  )
}
