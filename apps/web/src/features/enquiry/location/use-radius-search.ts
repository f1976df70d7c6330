import { Debounce, POSTAL_CODE_PATTERN } from '@preschool/domain'
import { useMemo, useState } from 'react'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import {
  type CentreCriteria,
  useCentresByLocation,
  useCentresByPostalCode,
  usePlaceSuggestions,
  usePostalCodeLocation,
} from './hooks'
import type { Place } from './PlaceSearchField'
import type { LatLng } from './use-report-location'

/**
 * The radius centre search by a postal code or a place in Singapore (the enquiry form's, and the public centre
 * search's): the typed text, the place picked from the suggestions, and the centres within the radius of either,
 * nearest first.
 */
export function useRadiusSearch(criteria: CentreCriteria) {
  const [text, setText] = useState('')
  const [place, setPlace] = useState<Place | null>(null)
  const settled = useDebouncedValue(text.trim(), Debounce.search)
  const cleared = text.trim() === ''
  const postalCode = !cleared && !place && POSTAL_CODE_PATTERN.test(settled) ? settled : null
  // Words (not a postal code) are looked up as places in Singapore, once the typing has paused for 1 s.
  const wantsPlaces = !place && settled.length >= 2 && !POSTAL_CODE_PATTERN.test(settled)
  const suggestions = usePlaceSuggestions(settled, wantsPlaces)

  const byPostalCode = useCentresByPostalCode(criteria, postalCode)
  const byPlace = useCentresByLocation(criteria, place)
  const search = place ? byPlace : postalCode ? byPostalCode : null

  const postalLocation = usePostalCodeLocation(postalCode ?? '')
  const location: LatLng | null = place ?? (postalCode ? postalLocation : null)

  const centres = useMemo(
    () => [...(search?.centres ?? [])].sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity)),
    [search?.centres],
  )

  return {
    field: {
      text,
      place,
      suggestions: suggestions.places,
      suggesting: text.trim() !== settled || suggestions.isFetching,
      onTextChange: (value: string) => {
        setText(value)
        if (place && value !== place.label) setPlace(null)
      },
      onPlaceChange: setPlace,
    },
    search,
    centres,
    location,
  }
}
