import Autocomplete from '@mui/material/Autocomplete'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { CENTRE_SEARCH_RADIUS_KM, Messages, POSTAL_CODE_PATTERN } from '@preschool/domain'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CentreResults } from './CentreResults'
import type { OfferedCentre } from './documents'

/** A place in Singapore the search suggests. */
export interface Place {
  key: string
  label: string
  /** A second line: the address of a named place. */
  detail: string | null
  lat: number
  lng: number
}

interface Props {
  text: string
  place: Place | null
  suggestions: Place[]
  /** Suggestions are being looked for (the typing pause, or the request). */
  suggesting: boolean
  /** A postal code or a place has been searched; until then there is nothing to list. */
  searched: boolean
  centres: OfferedCentre[]
  loading: boolean
  error: string | null
  selected: number[]
  colours: string[]
  limitFor: number | null
  disabled: boolean
  chosen: ReactNode
  onTextChange: (text: string) => void
  onPlaceChange: (place: Place | null) => void
  onToggle: (id: number) => void
  onBlocked: (id: number) => void
}

/**
 * With radius search: one field for a postal code or a place in Singapore (suggested as it is typed), then the
 * centres within the radius, nearest first, with their distance and the same checkboxes.
 */
export function RadiusSearch(props: Props) {
  const { t } = useTranslation()
  const { text, place, disabled, centres } = props
  const [open, setOpen] = useState(false)
  // A postal code is searched as it is; only words are looked up as places.
  const typingWords =
    text.trim().length >= 2 && !POSTAL_CODE_PATTERN.test(text.trim()) && place?.label !== text
  return (
    <Stack spacing={2}>
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
            <div>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {option.label}
              </Typography>
              {option.detail && (
                <Typography variant="body2" color="text.secondary">
                  {option.detail}
                </Typography>
              )}
            </div>
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
      {props.chosen}
      {!props.searched ? (
        <Typography color="text.secondary" data-testid="radius-start">
          {t('enquiryLocation.searchStart')}
        </Typography>
      ) : (
        <CentreResults
          radius
          centres={centres}
          loading={props.loading}
          error={props.error}
          selected={props.selected}
          colours={props.colours}
          disabled={disabled}
          limitFor={props.limitFor}
          onToggle={props.onToggle}
          onBlocked={props.onBlocked}
        />
      )}
    </Stack>
  )
}
