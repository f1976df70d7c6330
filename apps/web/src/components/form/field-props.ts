import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'

/**
 * What every field of the kit takes: the form's control and the field's name (typed by the form's values), its
 * label, and a test id on the control itself. The field's error message replaces the helper text.
 */
export interface FieldProps<T extends FieldValues, C = unknown, O = T> {
  control: Control<T, C, O>
  name: FieldPath<T>
  label: ReactNode
  testId: string
  helperText?: ReactNode
  required?: boolean
  disabled?: boolean
}

/** data-* attributes are valid on an input element, but MUI's slot prop types do not list them. */
export const testIdAttrs = (testId: string) => ({ 'data-testid': testId }) as Record<string, string>
