import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { OptionText } from '../../../components/OptionText'
import { CENTRE_SEARCH_RADIUS_KM, Messages, POSTAL_CODE_PATTERN } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** A place in Singapore the search suggests. */
export interface Place {
  key: string
  label: string
  /** A second line: the address of a named place. */
  detail: string | null
  lat: number
  lng: number
}

export interface PlaceSearchFieldProps {
  text: string
  place: Place | null
  suggestions: Place[]
  /** Suggestions are being looked for (the typing pause, or the request). */
  suggesting: boolean
  disabled?: boolean
  onTextChange: (text: string) => void
  onPlaceChange: (place: Place | null) => void
}

/** One field for a postal code or a place in Singapore, places suggested as they are typed (useRadiusSearch). */
export function PlaceSearchField({ text, place, disabled = false, ...props }: PlaceSearchFieldProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  // A postal code is searched as it is; only words are looked up as places.
  const typingWords =
    text.trim().length >= 2 && !POSTAL_CODE_PATTERN.test(text.trim()) && place?.label !== text
  return (
    <Autocomplete<Place, false, false, false>
      options={typingWords ? props.suggestions : []}
      // The server matches places; the options are already the matches.
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      value={place}
      inputValue={text}
      open={open && typingWords}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') props.onTextChange(value)
      }}
      onChange={(_event, picked) => {
        props.onPlaceChange(picked)
        props.onTextChange(picked?.label ?? '')
      }}
      clearOnBlur={false}
      forcePopupIcon={false}
      disabled={disabled}
      loading={props.suggesting}
      loadingText={t('common.loading')}
      noOptionsText={Messages.noOptions}
      renderOption={({ key, ...optionProps }, option) => (
        <li key={key} {...optionProps} data-testid={`radius-place-${option.key}`}>
          <OptionText title={option.label} detail={option.detail} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('enquiryLocation.search')}
          helperText={t('enquiryLocation.searchHint', { radius: CENTRE_SEARCH_RADIUS_KM })}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'radius-search-input' },
          }}
        />
      )}
    />
  )
}
