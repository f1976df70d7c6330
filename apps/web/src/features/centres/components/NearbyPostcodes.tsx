import AddIcon from '@mui/icons-material/Add'
import CancelIcon from '@mui/icons-material/Cancel'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { CentreMsg, POSTAL_CODE_PATTERN } from '@preschool/domain'
import { useState } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { CentreFormValues } from '../form-values'

/** Postal codes of the blocks around the centre, as chips; a code is added once however often it is typed. */
export function NearbyPostcodes() {
  const { t } = useTranslation()
  const { control } = useFormContext<CentreFormValues>()
  const { field, fieldState } = useController({ control, name: 'postcodes' })
  const codes = field.value ?? []
  const [draft, setDraft] = useState('')
  const [draftError, setDraftError] = useState<string | null>(null)

  const add = () => {
    const code = draft.trim()
    if (!POSTAL_CODE_PATTERN.test(code)) {
      setDraftError(CentreMsg.nearbyPostcode)
      return
    }
    if (!codes.includes(code)) field.onChange([...codes, code])
    setDraft('')
    setDraftError(null)
  }

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('centres.nearby')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('centres.nearbyHint')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('centres.nearbyAdd')}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value)
            setDraftError(null)
          }}
          onKeyDown={(event) => {
            // Enter adds the code instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
          error={Boolean(draftError)}
          helperText={draftError ?? ' '}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 6, 'data-testid': 'centre-nearby-input' },
          }}
          sx={{ flex: 1, maxWidth: 240 }}
        />
        <Button startIcon={<AddIcon />} onClick={add} sx={{ mt: 1 }} data-testid="centre-nearby-add">
          {t('common.add')}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="centre-nearby-list">
        {codes.map((code) => (
          <Chip
            key={code}
            label={code}
            onDelete={() => field.onChange(codes.filter((c) => c !== code))}
            // The chip is the control (Delete or Backspace removes it); the icon is for the mouse.
            deleteIcon={<CancelIcon data-testid={`centre-nearby-remove-${code}`} />}
            aria-label={t('centres.nearbyRemove', { code })}
            data-testid={`centre-nearby-${code}`}
          />
        ))}
      </Stack>
      {fieldState.error && (
        <FormHelperText error data-testid="centre-nearby-error">
          {fieldState.error.message ?? fieldState.error.root?.message}
        </FormHelperText>
      )}
    </Stack>
  )
}
