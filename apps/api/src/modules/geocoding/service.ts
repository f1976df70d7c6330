import { CentreMsg, ErrorCode, geocodeArgsSchema } from '@preschool/domain'
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

export async function geocodePostalCode(
  db: DbOrTx,
  geocoder: Geocoder,
  clientIp: string,
  raw: { postalCode: string },
): Promise<GeocodeResult | null> {
  const { postalCode } = parseInput(geocodeArgsSchema, raw)
  await consumeRate(db, `geocode:${clientIp}`, GEOCODE_RATE)
  try {
    return await geocoder.lookup(postalCode)
  } catch (error) {
    if (error instanceof GeocoderUnavailableError)
      throw new DomainError(ErrorCode.Internal, CentreMsg.geocoderUnavailable)
    throw error
  }
}
