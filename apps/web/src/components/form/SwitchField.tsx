import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import type { FieldValues } from 'react-hook-form'
import { FieldHelp } from './FieldHelp'
import { type FieldProps, testIdAttrs } from './field-props'
import { useFieldState } from './hooks/use-field-state'

type Props<T extends FieldValues, C, O> = FieldProps<T, C, O> & {
  /** How the stored value reads as on/off, and back: booleans unless given (school settings store '1'/'0'). */
  isOn?: (value: unknown) => boolean
  toValue?: (on: boolean) => unknown
}

/** A yes/no setting of the form, with its line of help (or its error) below. */
export function FormSwitch<T extends FieldValues, C, O>({
  isOn = Boolean,
  toValue = (on) => on,
  ...props
}: Props<T, C, O>) {
  const { label, testId, helperText, disabled } = props
  const { field, message } = useFieldState(props)
  return (
    <div>
      <FormControlLabel
        label={label}
        disabled={disabled || field.disabled}
        control={
          <Switch
            checked={isOn(field.value)}
            onChange={(_event, on) => field.onChange(toValue(on))}
            onBlur={field.onBlur}
            name={field.name}
            slotProps={{
              input: {
                ...testIdAttrs(testId),
                // The line of help says what the switch does: read out with it.
                'aria-describedby': message || helperText ? `${testId}-help` : undefined,
                ref: field.ref,
              },
            }}
          />
        }
      />
      <FieldHelp message={message} helperText={helperText} id={`${testId}-help`} sx={{ mt: 0 }} />
    </div>
  )
}
