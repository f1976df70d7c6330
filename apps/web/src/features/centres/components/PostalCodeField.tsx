import CircularProgress from '@mui/material/CircularProgress'
import InputAdornment from '@mui/material/InputAdornment'
import { CentreMsg, Debounce, POSTAL_CODE_PATTERN } from '@preschool/domain'
import { useEffect, useState } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { OutlinedField } from '../../../components/form/OutlinedField'
import type { CentreFormValues } from '../form-values'
import { useGeocode } from '../hooks'
import { useDebouncedValue } from '../../../lib/use-debounced-value'

/**
 * The postal code, which fills the address and its position once six digits are typed (after a pause, so there
 * is one look-up per code). An unknown code says so: the user then types the address and coordinates. Only a
 * code the user typed is looked up, so opening a centre never overwrites its stored address.
 */
export function PostalCodeField() {
  const { t } = useTranslation()
  const { control, setValue, getValues } = useFormContext<CentreFormValues>()
  const { field, fieldState } = useController({ control, name: 'addressData.postcode' })
  const [typed, setTyped] = useState<string | null>(null)
  const settled = useDebouncedValue(typed ?? '', Debounce.email)
  const lookup = useGeocode(settled)
  const found = lookup.data?.geocodePostalCode

  useEffect(() => {
    if (!found || found.postalCode !== getValues('addressData.postcode').trim()) return
    const fill = { shouldDirty: true, shouldValidate: true }
    // A sector's approximate place has no street: the address is left for the user to type.
    if (!found.approximate) {
      setValue('addressData.address', found.address, fill)
      setValue('addressData.building', found.building ?? '', fill)
    }
    setValue('addressData.lat', found.lat, fill)
    setValue('addressData.lng', found.lng, fill)
  }, [found, getValues, setValue])

  const looking = POSTAL_CODE_PATTERN.test(typed ?? '') && (settled !== typed || lookup.isFetching)
  const status = fieldState.error
    ? fieldState.error.message
    : looking || !typed || settled !== typed
      ? undefined
      : lookup.isError
        ? lookup.error.message
        : found?.approximate
          ? t('centres.postalApproximate', { area: found.address })
          : found
            ? t('centres.postalFound')
            : found === null
              ? CentreMsg.postalCodeUnknown
              : undefined

  return (
    <OutlinedField
      id="field-centre-postcode"
      required
      label={t('centres.postcode')}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        const code = event.target.value.trim()
        field.onChange(event.target.value)
        setTyped(code)
        // The old address and position belong to the old code: a new code replaces them (the lookup fills
        // them in again, or the user types them); the server takes the position from the postal code.
        if (code !== typed) {
          setValue('addressData.address', '')
          setValue('addressData.building', '')
        }
        setValue('addressData.lat', null)
        setValue('addressData.lng', null)
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error) || (found === null && !looking && settled === typed)}
      helperText={<span data-testid="centre-postcode-status">{status ?? t('centres.postcodeHint')}</span>}
      htmlInput={{
        inputMode: 'numeric',
        maxLength: 6,
        autoComplete: 'postal-code',
        'data-testid': 'centre-postcode',
      }}
      endAdornment={
        looking ? (
          <InputAdornment position="end">
            <CircularProgress size={18} aria-label={t('centres.lookingUp')} />
          </InputAdornment>
        ) : undefined
      }
    />
  )
}
