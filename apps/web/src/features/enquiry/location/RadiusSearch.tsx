import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CentreResults, type CentreResultsProps } from './CentreResults'
import { PlaceSearchField, type PlaceSearchFieldProps } from './PlaceSearchField'

export type { Place } from './PlaceSearchField'

type Props = PlaceSearchFieldProps & {
  /** A postal code or a place has been searched; until then there is nothing to list. */
  searched: boolean
  results: CentreResultsProps
  chosen: ReactNode
}

/**
 * With radius search: one field for a postal code or a place in Singapore (suggested as it is typed), then the
 * centres within the radius, nearest first, with their distance and the same checkboxes.
 */
export function RadiusSearch(props: Props) {
  const { t } = useTranslation()
  return (
    <Stack spacing={2}>
      <PlaceSearchField
        text={props.text}
        place={props.place}
        suggestions={props.suggestions}
        suggesting={props.suggesting}
        disabled={props.results.disabled}
        onTextChange={props.onTextChange}
        onPlaceChange={props.onPlaceChange}
      />
      {props.chosen}
      {!props.searched ? (
        <Typography color="text.secondary" data-testid="radius-start">
          {t('enquiryLocation.searchStart')}
        </Typography>
      ) : (
        <CentreResults radius {...props.results} />
      )}
    </Stack>
  )
}
