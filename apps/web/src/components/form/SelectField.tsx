import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { FieldProps } from './field-props'
import { outlinedBinding, useFieldState } from './hooks/use-field-state'
import { OutlinedSelect } from './OutlinedField'

/** One choice of a list: what is stored, and what the user reads. */
export interface Option<V extends string | number = string> {
  value: V
  label: string
}

type Props<T extends FieldValues, C, O> = FieldProps<T, C, O> & {
  options: readonly Option<string | number>[]
  /** The first, empty option's text ('Choose…' unless given); `false` for a list that always has a value. */
  emptyLabel?: string | false
  /** Called after the value is set, with the new value. */
  onPicked?: (value: string) => void
}

/**
 * One choice from an option list, as a native select: the phone's own picker on small screens, keyboard friendly,
 * light (no Menu or Popover), easy to drive in tests. Numeric option values are kept as numbers.
 */
export function FormSelect<T extends FieldValues, C, O>({
  control,
  name,
  testId,
  options,
  emptyLabel,
  onPicked,
  helperText,
  ...props
}: Props<T, C, O>) {
  const { t } = useTranslation()
  const { field, message } = useFieldState({ control, name })
  const numeric = options.length > 0 && options.every((o) => typeof o.value === 'number')
  return (
    <OutlinedSelect
      {...props}
      {...outlinedBinding(field, message, testId, props.disabled)}
      value={field.value == null ? '' : String(field.value)}
      onChange={(event) => {
        const text = event.target.value
        field.onChange(numeric && text !== '' ? Number(text) : text)
        onPicked?.(text)
      }}
      helperText={message ?? helperText}
      htmlSelect={{ 'data-testid': testId }}
    >
      {emptyLabel !== false && <option value="">{emptyLabel ?? t('common.chooseOption')}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </OutlinedSelect>
  )
}
