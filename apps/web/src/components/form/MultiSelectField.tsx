import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { type FieldValues, useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { FieldProps } from './field-props'
import type { Option } from './SelectField'

type Props<T extends FieldValues, C, O, V extends string | number> = FieldProps<T, C, O> & {
  options: readonly Option<V>[]
  loading?: boolean
  /**
   * Keep values the options do not hold (centres outside the editor's reach): the server keeps them as they are,
   * so the form must not drop them. Off by default.
   */
  keepUnlisted?: boolean
}

/**
 * Several choices from an option list, chosen by label and typed to search. Options get the test id
 * <testId>-option-<value>. Staff screens only: it brings MUI's Autocomplete and Popper.
 */
export function FormMultiSelect<T extends FieldValues, C, O, V extends string | number>({
  control,
  name,
  testId,
  options,
  loading = false,
  keepUnlisted = false,
  label,
  helperText,
  required,
  disabled,
}: Props<T, C, O, V>) {
  const { t } = useTranslation()
  const { field, fieldState } = useController({ name, control })
  const values = (field.value ?? []) as V[]
  const unlisted = keepUnlisted ? values.filter((v) => !options.some((o) => o.value === v)) : []
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      loading={loading}
      options={options}
      value={options.filter((o) => values.includes(o.value))}
      onChange={(_event, chosen) => field.onChange([...unlisted, ...chosen.map((c) => c.value)])}
      onBlur={field.onBlur}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(o, v) => o.value === v.value}
      noOptionsText={t('common.noOptions')}
      loadingText={t('common.loading')}
      renderOption={(props, option) => (
        <li {...props} key={option.value} data-testid={`${testId}-option-${option.value}`}>
          {option.label}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
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
}
