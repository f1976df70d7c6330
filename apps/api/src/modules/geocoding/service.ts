import {
  CentreMsg,
  ErrorCode,
  geocodeArgsSchema,
  MAX_PLACE_RESULTS,
  placeSearchArgsSchema,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { consumeRate } from '../../platform/auth/rate-limit'
import { DomainError, parseInput } from '../../platform/errors/domain-error'
import {
  type GeocodeResult,
  type Geocoder,
  GeocoderUnavailableError,
} from '../../platform/geocoding/geocoder'

/** Enough for a person typing postal codes into forms; the production adapter calls OneMap for each one. */
const GEOCODE_RATE = { limit: 120, windowSeconds: 60 }

/** Reports a remote geocoder that cannot answer as a message the form can show; anything else stays unexpected. */
async function asked<T>(question: () => Promise<T>): Promise<T> {
  try {
    return await question()
  } catch (error) {
    if (error instanceof GeocoderUnavailableError)
      throw new DomainError(ErrorCode.Internal, CentreMsg.geocoderUnavailable)
    throw error
  }
}

export async function geocodePostalCode(
  db: DbOrTx,
  geocoder: Geocoder,
  clientIp: string,
  raw: { postalCode: string },
): Promise<(GeocodeResult & { approximate: boolean }) | null> {
  const { postalCode } = parseInput(geocodeArgsSchema, raw)
  await consumeRate(db, `geocode:${clientIp}`, GEOCODE_RATE)
  const place = await asked(() => geocoder.lookup(postalCode))
  return place && { ...place, approximate: place.approximate ?? false }
}

/** The form's place search; the form waits 1 s after typing, so the postal code rate suits it too. */
export async function searchPlaces(
  db: DbOrTx,
  geocoder: Geocoder,
  clientIp: string,
  raw: { searchVal: string },
): Promise<(GeocodeResult & { approximate: boolean })[]> {
  const { searchVal } = parseInput(placeSearchArgsSchema, raw)
  if (!searchVal) return []
  await consumeRate(db, `place-search:${clientIp}`, GEOCODE_RATE)
  const places = await asked(() => geocoder.search(searchVal, MAX_PLACE_RESULTS))
  return places.map((place) => ({ ...place, approximate: place.approximate ?? false }))
}
