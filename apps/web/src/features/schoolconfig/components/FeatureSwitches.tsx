import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import { ConfigSwitchKeys, SchoolConfigLabel } from '@preschool/domain'
import type { InputHTMLAttributes } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ConfigFormValues } from '../config-form'
import { configHelpText } from '../text-keys'

/** The school's feature switches; each is stored as '1' (on) or '0' (off). */
export function FeatureSwitches() {
  const { t } = useTranslation()
  const { control } = useFormContext<ConfigFormValues>()
  return (
    <Stack spacing={1.5}>
      {ConfigSwitchKeys.map((key) => (
        <Controller
          key={key}
          control={control}
          name={key}
          render={({ field, fieldState }) => (
            <div>
              <FormControlLabel
                label={SchoolConfigLabel[key]}
                control={
                  <Switch
                    checked={field.value === '1'}
                    onChange={(_event, checked) => field.onChange(checked ? '1' : '0')}
                    onBlur={field.onBlur}
                    name={field.name}
                    disabled={field.disabled}
                    slotProps={{
                      input: {
                        ...testIdProps(`config-${key}`),
                        'aria-describedby': `config-${key}-help`,
                        ref: field.ref,
                      },
                    }}
                  />
                }
              />
              <FormHelperText
                id={`config-${key}-help`}
                error={Boolean(fieldState.error)}
                sx={{ mt: 0, ml: 6 }}
              >
                {fieldState.error?.message ?? t(configHelpText[key])}
              </FormHelperText>
            </div>
          )}
        />
      ))}
    </Stack>
  )
}

/** data-* attributes are valid on the input, but the slot's props type does not list them. */
const testIdProps = (testId: string) => ({ 'data-testid': testId }) as InputHTMLAttributes<HTMLInputElement>
