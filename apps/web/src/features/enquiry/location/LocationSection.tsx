import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PostalCodeMarker } from './CentreMap'
import { ChosenCentres } from './ChosenCentres'
import { useChoiceColours } from './colours'
import type { OfferedCentre } from './documents'
import {
  type CentreCriteria,
  useCentresByPostalCode,
  useEnrollmentCentres,
  usePostalCodeLocation,
} from './hooks'
import { SchoolCentres } from './SchoolCentres'
import { useCatalogue } from './use-catalogue'
import { useCentreSelection } from './use-centre-selection'
import { useRadiusSearch } from './use-radius-search'
import { useReportLocation } from './use-report-location'

// The place search (an autocomplete) is only needed where the school has radius search on.
const RadiusSearch = lazy(() => import('./RadiusSearch').then((m) => ({ default: m.RadiusSearch })))

export interface LocationSectionProps {
  fkSchool: number
  /** The planned start (YYYY-MM-DD); with levelId, what the centres on offer depend on. */
  enrollmentDate: string | null
  levelId: number | null
  programId: number | null
  nationality: string | null
  /** The school's radius_centre_search switch: a search by postal code or place instead of the map. */
  radiusSearch: boolean
  /** The chosen centre IDs, in the order chosen (at most 3). */
  selected: number[]
  onSelectedChange: (ids: number[], codes: string[]) => void
  onLocationChange: (location: { lat: number; lng: number } | null) => void
  disabled?: boolean
}

/**
 * The Location section of the enquiry form (spec 000 sections 2 and 4): the centres the family is interested in,
 * up to 3, chosen on a map with a list, or through a radius search when the school has it on. The form owns the
 * choice (`selected`); this section reports changes, and drops chosen centres a new list no longer offers.
 */
export function LocationSection(props: LocationSectionProps) {
  const { t } = useTranslation()
  const { enrollmentDate, levelId, radiusSearch, selected, disabled = false } = props
  const criteria = useMemo<CentreCriteria | null>(
    () =>
      enrollmentDate && levelId
        ? {
            fkSchool: props.fkSchool,
            enrollmentDate,
            level: levelId,
            program: props.programId,
            nationality: props.nationality,
          }
        : null,
    [props.fkSchool, enrollmentDate, levelId, props.programId, props.nationality],
  )

  if (!criteria) {
    return (
      <Alert severity="info" data-testid="location-hint">
        {t('enquiryLocation.needDates')}
      </Alert>
    )
  }
  return radiusSearch ? (
    <RadiusCentres {...props} criteria={criteria} disabled={disabled} selected={selected} />
  ) : (
    <MapCentres {...props} criteria={criteria} disabled={disabled} selected={selected} />
  )
}

type ModeProps = LocationSectionProps & { criteria: CentreCriteria; disabled: boolean }

/** The choice, the cards and the pruning both ways of finding centres share. */
function useChoice(props: ModeProps, mode: string) {
  const { criteria, selected } = props
  const catalogue = useCatalogue(JSON.stringify([mode, criteria]))
  const colours = useChoiceColours()
  const selection = useCentreSelection({
    selected,
    centres: catalogue.centres,
    onSelectedChange: props.onSelectedChange,
  })
  const { report } = selection

  // A new list (other programme, level, month or nationality) may no longer offer a chosen centre.
  useEffect(() => {
    if (!catalogue.ready) return
    const kept = selected.filter((id) => catalogue.centres.has(id))
    if (kept.length !== selected.length) report(kept)
  }, [catalogue.ready, catalogue.centres, selected, report])

  const chosenCentres = selected
    .map((id) => catalogue.centres.get(id))
    .filter((centre): centre is OfferedCentre => centre !== undefined)
  const chosen = (
    <ChosenCentres
      centres={chosenCentres}
      colours={selected.flatMap((id, index) => (catalogue.centres.has(id) ? [colours[index]] : []))}
      disabled={props.disabled}
      onRemove={selection.remove}
    />
  )
  // What the list of centres needs of the choice, whichever way the centres were found.
  const choice = {
    selected,
    colours,
    disabled: props.disabled,
    limitFor: selection.limitFor,
    onToggle: selection.toggle,
    onBlocked: selection.showLimit,
  }
  return { catalogue, selection, chosen, choice }
}

/**
 * The map of the school's centres; once the family's postal code is found, the centres within the radius (7 km)
 * of it, nearest first (spec 000 section 7: the map's centre lookup uses a radius of 7 around the postal code).
 */
function MapCentres(props: ModeProps) {
  const { criteria } = props
  const { catalogue, selection, chosen, choice } = useChoice(props, 'map')
  const [postalCode, setPostalCode] = useState('')
  const code = postalCode.trim()
  const found = usePostalCodeLocation(code)
  const located = found !== null && found.postalCode === code
  const schoolList = useEnrollmentCentres(criteria)
  const nearby = useCentresByPostalCode(criteria, located ? code : null)
  const list = located ? nearby : schoolList
  const { add } = catalogue
  useEffect(() => {
    if (list.data) add(list.centres)
  }, [list.data, list.centres, add])

  const marker = useMemo<PostalCodeMarker | null>(
    () =>
      found && located
        ? {
            code,
            lat: found.lat,
            lng: found.lng,
            label: [found.postalCode, found.address].filter(Boolean).join(' '),
          }
        : null,
    [found, code, located],
  )
  useReportLocation(marker, props.onLocationChange)

  return (
    <SchoolCentres
      results={{
        ...choice,
        centres: list.centres,
        loading: list.isPending,
        error: list.error?.message ?? null,
      }}
      ticked={selection.ticked}
      postalCode={postalCode}
      postalCodeMarker={marker}
      chosen={chosen}
      onPostalCodeChange={setPostalCode}
    />
  )
}

function RadiusCentres(props: ModeProps) {
  const { t } = useTranslation()
  const { catalogue, chosen, choice } = useChoice(props, 'radius')
  const { field, search, centres, location } = useRadiusSearch(props.criteria)
  const { add } = catalogue
  useEffect(() => {
    if (search?.data) add(search.centres)
  }, [search?.data, search?.centres, add])
  useReportLocation(location, props.onLocationChange)

  return (
    <Suspense fallback={<CircularProgress size={28} aria-label={t('common.loading')} />}>
      <RadiusSearch
        {...field}
        searched={search !== null}
        results={{
          ...choice,
          centres,
          loading: search?.isPending ?? false,
          error: search?.error?.message ?? null,
        }}
        chosen={chosen}
      />
    </Suspense>
  )
}
