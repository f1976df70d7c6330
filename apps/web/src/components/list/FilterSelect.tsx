import { OutlinedSelect, type OutlinedSelectProps } from '../form/OutlinedField'
import type { Option } from '../form/SelectField'

interface Props<V extends string | number> {
  label: string
  /** null: no filter (the first option). */
  value: V | null
  options: readonly Option<V>[]
  /** The first option's text, for 'no filter' ('All'); left out, the list always has a value. */
  allLabel?: string
  /** The picked value, as the option's type (numbers stay numbers); null for 'no filter'. */
  onChange: (value: V | null) => void
  testId: string
  sx?: OutlinedSelectProps['sx']
}

/**
 * One filter of a list as a native select (light, the phone's own picker, easy to drive in tests): the form kit's
 * frame without a form, since a list's filters live in the address (useListParams), not in react-hook-form.
 */
export function FilterSelect<V extends string | number>({
  label,
  value,
  options,
  allLabel,
  onChange,
  testId,
  sx,
}: Props<V>) {
  return (
    <OutlinedSelect
      label={label}
      sx={sx}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const text = event.target.value
        onChange(text === '' ? null : (options.find((o) => String(o.value) === text)?.value ?? null))
      }}
      htmlSelect={{ 'data-testid': testId }}
    >
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </OutlinedSelect>
  )
}
