import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import type { FieldValues } from 'react-hook-form'
import { FieldHelp } from './FieldHelp'
import { type FieldProps, testIdAttrs } from './field-props'
import { useFieldState } from './hooks/use-field-state'

/** A box to tick (a consent, an agreement); the value is true or false. */
export function FormCheckbox<T extends FieldValues, C, O>(props: FieldProps<T, C, O>) {
  const { label, testId, helperText, required, disabled } = props
  const { field, message } = useFieldState(props)
  return (
    <div>
      <FormControlLabel
        label={label}
        required={required}
        disabled={disabled || field.disabled}
        control={
          <Checkbox
            checked={Boolean(field.value)}
            onChange={(_event, checked) => field.onChange(checked)}
            onBlur={field.onBlur}
            name={field.name}
            slotProps={{ input: { ...testIdAttrs(testId), ref: field.ref } }}
          />
        }
      />
      <FieldHelp message={message} helperText={helperText} sx={{ mt: 0 }} />
    </div>
  )
}
