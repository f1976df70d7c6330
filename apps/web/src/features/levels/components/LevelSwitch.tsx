import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import type { InputHTMLAttributes } from 'react'
import { type Control, Controller } from 'react-hook-form'
import type { LevelFormValues } from '../form-values'

interface Props {
  control: Control<LevelFormValues>
  name: 'offOnSaturday' | 'isInfant' | 'active'
  label: string
  testId: string
}

/** A yes/no setting of the level; MUI's Switch is controlled, hence the Controller. */
export function LevelSwitch({ control, name, label, testId }: Props) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={field.value}
              onChange={(_event, checked) => field.onChange(checked)}
              onBlur={field.onBlur}
              name={field.name}
              slotProps={{ input: { ...testIdProps(testId), ref: field.ref } }}
            />
          }
        />
      )}
    />
  )
}

/** data-* attributes are valid on the input, but the slot's props type does not list them. */
const testIdProps = (testId: string) => ({ 'data-testid': testId }) as InputHTMLAttributes<HTMLInputElement>
