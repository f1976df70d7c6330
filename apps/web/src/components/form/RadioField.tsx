import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId } from 'react'
import type { FieldValues } from 'react-hook-form'
import { FieldHelp } from './FieldHelp'
import { type FieldProps, testIdAttrs } from './field-props'
import { useFieldState } from './hooks/use-field-state'
import type { Option } from './SelectField'

type Props<T extends FieldValues, C, O> = FieldProps<T, C, O> & {
  options: readonly Option<string>[]
  row?: boolean
}

/** One choice of a few, all in view. Each radio gets the test id <testId>-<value>. */
export function FormRadioGroup<T extends FieldValues, C, O>({ options, row, ...props }: Props<T, C, O>) {
  const { label, testId, helperText, required, disabled } = props
  const id = useId()
  const { field, message } = useFieldState(props)
  return (
    <FormControl error={Boolean(message)} required={required} disabled={disabled} data-testid={testId}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={id}
        row={row}
        name={field.name}
        value={field.value ?? ''}
        onChange={(_event, value) => field.onChange(value)}
        onBlur={field.onBlur}
      >
        {options.map((option, i) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={
              <Radio
                slotProps={{
                  input: {
                    ...testIdAttrs(`${testId}-${option.value}`),
                    ref: i === 0 ? field.ref : undefined,
                  },
                }}
              />
            }
          />
        ))}
      </RadioGroup>
      <FieldHelp message={message} helperText={helperText} />
    </FormControl>
  )
}
