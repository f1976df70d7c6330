import Stack from '@mui/material/Stack'
import { ConfigSwitchKeys, SchoolConfigLabel } from '@preschool/domain'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSwitch } from '../../../components/form/SwitchField'
import type { ConfigFormValues } from '../config-form'
import { configHelpText } from '../text-keys'

const isOn = (value: unknown) => value === '1'
const toValue = (on: boolean) => (on ? '1' : '0')

/** The school's feature switches; each is stored as '1' (on) or '0' (off). */
export function FeatureSwitches() {
  const { t } = useTranslation()
  const { control } = useFormContext<ConfigFormValues>()
  return (
    <Stack spacing={1.5}>
      {ConfigSwitchKeys.map((key) => (
        <FormSwitch
          key={key}
          control={control}
          name={key}
          label={SchoolConfigLabel[key]}
          helperText={t(configHelpText[key])}
          isOn={isOn}
          toValue={toValue}
          testId={`config-${key}`}
        />
      ))}
    </Stack>
  )
}
