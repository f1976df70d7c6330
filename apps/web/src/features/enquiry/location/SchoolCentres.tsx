import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { CENTRE_SEARCH_RADIUS_KM } from '@preschool/domain'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { OutlinedField } from '../../../components/form/OutlinedField'
import type { PostalCodeMarker } from './CentreMap'
import { CentreResults, type CentreResultsProps } from './CentreResults'
import type { TickedCentre } from './use-centre-selection'

// Leaflet and its CSS travel in their own chunk, loaded when the map is first shown.
const CentreMap = lazy(() => import('./CentreMap'))

interface Props {
  results: CentreResultsProps
  ticked: TickedCentre | null
  postalCode: string
  postalCodeMarker: PostalCodeMarker | null
  /** The chosen centres' cards, between the map and the list. */
  chosen: ReactNode
  onPostalCodeChange: (value: string) => void
}

/** Without radius search: the family's postal code, the map of the school's centres, and their checkboxes. */
export function SchoolCentres(props: Props) {
  const { t } = useTranslation()
  const { results, postalCode } = props
  return (
    <Stack spacing={2}>
      <OutlinedField
        label={t('enquiryLocation.postalCode')}
        value={postalCode}
        disabled={results.disabled}
        onChange={(event) => props.onPostalCodeChange(event.target.value.replace(/\s/g, ''))}
        helperText={t('enquiryLocation.postalCodeHint', { radius: CENTRE_SEARCH_RADIUS_KM })}
        sx={{ maxWidth: { sm: 280 } }}
        htmlInput={{
          inputMode: 'numeric',
          maxLength: 6,
          autoComplete: 'postal-code',
          'data-testid': 'location-postal-code',
        }}
      />
      <Suspense fallback={<MapPlaceholder />}>
        <CentreMap
          centres={results.centres}
          selected={results.selected}
          colours={results.colours}
          ticked={props.ticked}
          postalCode={props.postalCodeMarker}
          label={t('enquiryLocation.map')}
        />
      </Suspense>
      {props.chosen}
      <CentreResults {...results} />
    </Stack>
  )
}

function MapPlaceholder() {
  const { t } = useTranslation()
  return (
    <Box
      role="status"
      sx={{
        height: { xs: 300, sm: 380 },
        borderRadius: 2,
        bgcolor: '#e5e7eb',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.secondary',
      }}
    >
      {t('enquiryLocation.mapLoading')}
    </Box>
  )
}
