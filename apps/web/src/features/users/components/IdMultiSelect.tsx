import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { type Control, Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { StaffFormValues } from '../staff-form-values'

interface Option {
  ID: number
  label: string
}

interface Props {
  control: Control<StaffFormValues>
  name: 'centreIDs' | 'roleIDs'
  options: readonly Option[]
  label: string
  helperText?: string
  loading: boolean
  /** The input's test id; options get <testId>-option-<ID>. */
  testId: string
}

/**
 * A list of ids chosen by label (the staff member's centres or roles). Ids the options do not hold (centres
 * outside the editor's reach) stay in the value: the server keeps them as they are.
 */
export function IdMultiSelect({ control, name, options, label, helperText, loading, testId }: Props) {
  const { t } = useTranslation()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const ids = field.value ?? []
        const hidden = ids.filter((id) => !options.some((o) => o.ID === id))
        return (
          <Autocomplete
            multiple
            loading={loading}
            options={options}
            value={options.filter((o) => ids.includes(o.ID))}
            onChange={(_event, chosen) => field.onChange([...hidden, ...chosen.map((c) => c.ID)])}
            onBlur={field.onBlur}
            getOptionLabel={(o) => o.label}
            isOptionEqualToValue={(o, v) => o.ID === v.ID}
            noOptionsText={t('common.noOptions')}
            loadingText={t('common.loading')}
            renderOption={(props, option) => (
              <li {...props} key={option.ID} data-testid={`${testId}-option-${option.ID}`}>
                {option.label}
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={label}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? helperText}
                inputRef={field.ref}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
                }}
              />
            )}
          />
        )
      }}
    />
  )
}
