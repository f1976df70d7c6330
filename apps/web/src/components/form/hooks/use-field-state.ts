import { type ControllerRenderProps, type FieldValues, useController } from 'react-hook-form'
import type { FieldProps } from '../field-props'

/** A kit field's binding to its form, and the error message it shows instead of its help. */
export function useFieldState<T extends FieldValues, C, O>({
  control,
  name,
}: Pick<FieldProps<T, C, O>, 'control' | 'name'>) {
  const { field, fieldState } = useController({ name, control })
  return { field, message: fieldState.error?.message }
}

/**
 * What an outlined kit field (text, parsed number, select) takes from its binding: the id its label and browser
 * tests find (`field-<testId>`), the form's name, ref, blur and disabled state, and its error, announced as an alert.
 */
export function outlinedBinding(
  field: Pick<ControllerRenderProps, 'name' | 'disabled' | 'onBlur' | 'ref'>,
  message: string | undefined,
  testId: string,
  disabled: boolean | undefined,
) {
  return {
    id: `field-${testId}`,
    name: field.name,
    disabled: disabled || field.disabled,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(message),
    helperRole: message ? ('alert' as const) : undefined,
  }
}
