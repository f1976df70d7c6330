import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import type { FieldValues } from 'react-hook-form'
import { FieldHelp } from './FieldHelp'
import { type FieldProps, testIdAttrs } from './field-props'
import { useFieldState } from './hooks/use-field-state'
import type { Option } from './SelectField'

type Props<T extends FieldValues, C, O, V extends string | number> = FieldProps<T, C, O> & {
  /** The boxes, in order; `name` is each box's accessible name where its label is short ('Mon' for Monday). */
  options: readonly (Option<V> & { name?: string })[]
  /** The boxes side by side (a few short ones: the weekdays); one under another by default. */
  row?: boolean
}

/**
 * Several choices from a few, each a box to tick (the days of the week): the value is the list of the ticked
 * options' values, in the order they were ticked. The group has the test id; each box <testId>-<value>.
 */
export function FormCheckboxGroup<T extends FieldValues, C, O, V extends string | number>({
  options,
  row = false,
  ...props
}: Props<T, C, O, V>) {
  const { label, testId, helperText, required, disabled } = props
  const { field, message } = useFieldState(props)
  const values: readonly V[] = field.value ?? []
  return (
    <FormControl
      component="fieldset"
      error={Boolean(message)}
      required={required}
      disabled={disabled || field.disabled}
      data-testid={testId}
    >
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row={row}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                checked={values.includes(option.value)}
                onChange={(_event, checked) =>
                  field.onChange(
                    checked ? [...values, option.value] : values.filter((v) => v !== option.value),
                  )
                }
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    ...testIdAttrs(`${testId}-${option.value}`),
                    ...(option.name ? { 'aria-label': option.name } : {}),
                  },
                }}
              />
            }
          />
        ))}
      </FormGroup>
      <FieldHelp message={message} helperText={helperText} />
    </FormControl>
  )
}
