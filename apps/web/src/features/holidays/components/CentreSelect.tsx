import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { type Control, Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { CentreOption } from '../documents'
import type { HolidayFormValues } from '../form-values'

interface Props {
  control: Control<HolidayFormValues>
  options: CentreOption[]
  loading: boolean
  disabled: boolean
}

/** The centres the holiday closes, chosen from those the user may write holidays for. */
export function CentreSelect({ control, options, loading, disabled }: Props) {
  const { t } = useTranslation()
  return (
    <Controller
      control={control}
      name="centreIDs"
      render={({ field, fieldState }) => {
        const ids = field.value ?? []
        return (
          <Autocomplete
            multiple
            disabled={disabled}
            loading={loading}
            options={options}
            value={options.filter((o) => ids.includes(o.ID))}
            onChange={(_event, chosen) => field.onChange(chosen.map((c) => c.ID))}
            onBlur={field.onBlur}
            getOptionLabel={(o) => o.label}
            isOptionEqualToValue={(o, v) => o.ID === v.ID}
            noOptionsText={t('common.noOptions')}
            loadingText={t('common.loading')}
            renderOption={(props, option) => (
              <li {...props} key={option.ID} data-testid={`holiday-centre-option-${option.ID}`}>
                {option.label}
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('holidays.centres')}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? (disabled ? t('holidays.centresPublic') : null)}
                inputRef={field.ref}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'holiday-centres' },
                }}
              />
            )}
          />
        )
      }}
    />
  )
}
