import type { FieldValues, Path, RegisterOptions, UseFormRegister } from 'react-hook-form'

/**
 * register() for an MUI TextField: the ref must reach the <input> (inputRef), or RHF cannot read number inputs
 * (valueAsNumber) nor focus the first invalid field.
 */
export function registerMui<T extends FieldValues>(
  register: UseFormRegister<T>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const { ref, ...field } = register(name, options)
  return { ...field, inputRef: ref }
}
