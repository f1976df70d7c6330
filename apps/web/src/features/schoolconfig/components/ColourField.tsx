import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
import { type ConfigColourKey, SchoolConfigLabel } from '@preschool/domain'
import { type Control, useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { OutlinedField } from '../../../components/form/OutlinedField'
import type { ConfigFormValues } from '../config-form'

interface Props {
  control: Control<ConfigFormValues>
  name: ConfigColourKey
}

const HEX = /^#[0-9a-f]{6}$/i

/**
 * A theme colour: the browser's colour picker for choosing, and the #RRGGBB text beside it for typing or pasting
 * a brand colour exactly. Both edit the same value.
 */
export function ColourField({ control, name }: Props) {
  const { t } = useTranslation()
  const label = SchoolConfigLabel[name]
  const { field, fieldState } = useController({ control, name })
  const message = fieldState.error?.message
  return (
    <OutlinedField
      id={`field-config-${name}`}
      label={label}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      name={field.name}
      inputRef={field.ref}
      disabled={field.disabled}
      error={Boolean(message)}
      helperText={message ?? t('schoolConfig.colourHelp')}
      helperRole={message ? 'alert' : undefined}
      htmlInput={{ 'data-testid': `config-${name}`, maxLength: 7, spellCheck: false }}
      startAdornment={
        <InputAdornment position="start">
          <Box
            component="input"
            type="color"
            aria-label={t('schoolConfig.colourPicker', { label })}
            data-testid={`config-${name}-picker`}
            disabled={field.disabled}
            // The picker only knows #rrggbb; while the text is half typed it keeps showing black.
            value={HEX.test(field.value) ? field.value.toLowerCase() : '#000000'}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            sx={{
              width: 32,
              height: 32,
              p: 0,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'transparent',
              cursor: 'pointer',
            }}
          />
        </InputAdornment>
      }
    />
  )
}
