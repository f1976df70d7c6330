import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import type { InputHTMLAttributes } from 'react'
import { type Control, Controller } from 'react-hook-form'
import type { StaffFormValues } from '../staff-form-values'

interface Props {
  control: Control<StaffFormValues>
  name: 'isHQStaff' | 'hasCentreScopeAccess'
  label: string
  testId: string
}

/** A yes/no setting of the staff member; MUI's Switch is controlled, hence the Controller. */
export function FormSwitch({ control, name, label, testId }: Props) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(_event, checked) => field.onChange(checked)}
              onBlur={field.onBlur}
              name={field.name}
              slotProps={{
                input: { 'data-testid': testId, ref: field.ref } as InputHTMLAttributes<HTMLInputElement>,
              }}
            />
          }
        />
      )}
    />
  )
}
