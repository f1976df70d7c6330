import { type FieldValues, useController } from 'react-hook-form'
import type { FieldProps } from '../field-props'

/** A kit field's binding to its form, and the error message it shows instead of its help. */
export function useFieldState<T extends FieldValues, C, O>({
  control,
  name,
}: Pick<FieldProps<T, C, O>, 'control' | 'name'>) {
  const { field, fieldState } = useController({ name, control })
  return { field, message: fieldState.error?.message }
}
