import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Switch from '@mui/material/Switch'
import type { InputHTMLAttributes } from 'react'
import { type Control, Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { HolidayFormValues } from '../form-values'

interface Props {
  control: Control<HolidayFormValues>
  /** Only HQ staff may close every centre; the server refuses others, so the switch says so up front. */
  disabled: boolean
}

export function PublicSwitch({ control, disabled }: Props) {
  const { t } = useTranslation()
  return (
    <Controller
      control={control}
      name="isPublic"
      render={({ field }) => (
        <div>
          <FormControlLabel
            label={t('holidays.isPublic')}
            disabled={disabled}
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(_event, checked) => field.onChange(checked)}
                onBlur={field.onBlur}
                name={field.name}
                slotProps={{ input: { ...testIdProps('holiday-public'), ref: field.ref } }}
              />
            }
          />
          <FormHelperText sx={{ mt: 0 }}>
            {disabled ? t('holidays.publicHqOnly') : t('holidays.publicHelp')}
          </FormHelperText>
        </div>
      )}
    />
  )
}

/** data-* attributes are valid on the input, but the slot's props type does not list them. */
const testIdProps = (testId: string) => ({ 'data-testid': testId }) as InputHTMLAttributes<HTMLInputElement>
