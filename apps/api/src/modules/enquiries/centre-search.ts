import {
  CentreMsg,
  centresByDistanceArgsSchema,
  ErrorCode,
  enrollmentCentresArgsSchema,
  nearestCentresArgsSchema,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { Pagination } from '../../generated/graphql'
import { consumeRate } from '../../platform/auth/rate-limit'
import { DomainError, parseInput } from '../../platform/errors/domain-error'
import { type Geocoder, GeocoderUnavailableError } from '../../platform/geocoding/geocoder'
import { toLimitOffset } from '../../platform/pagination'
import type { CentreWithAddresses } from '../centres'
import { centresLevelVacancy } from '../planning'
import { selectOfferingCentres } from './queries'

/** A centre the enquiry form offers, with its distance from the searched place (km) and its vacancy. */
export type EnrollmentCentreView = CentreWithAddresses & {
  distance: number | null
  vacancyAvailable: boolean
}

export interface EnrollmentCentrePage {
  totalCount: number
  data: EnrollmentCentreView[]
}

/** Each form lookup may call the geocoder; the same allowance as the postal code lookup. */
const SEARCH_RATE = { limit: 120, windowSeconds: 60 }

const EARTH_RADIUS_KM = 6371

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

/** The distance to the centre's nearest located active address; null when none is located. */
function centreDistance(centre: CentreWithAddresses, from: { lat: number; lng: number }): number | null {
  const distances = centre.addresses.flatMap((a) =>
    a.active && a.lat !== null && a.lng !== null ? [distanceKm(from, { lat: a.lat, lng: a.lng })] : [],
  )
  return distances.length ? Math.min(...distances) : null
}

async function withVacancy(
  db: DbOrTx,
  schoolId: number,
  levelId: number,
  date: string,
  list: (CentreWithAddresses & { distance: number | null })[],
): Promise<EnrollmentCentreView[]> {
  const vacancy = await centresLevelVacancy(
    db,
    { fkSchool: schoolId, fkLevel: levelId, date },
    list.map((centre) => centre.id),
  )
  return list.map((centre) => ({ ...centre, vacancyAvailable: vacancy.get(centre.id)?.available ?? false }))
}

export async function listEnrollmentCentres(db: DbOrTx, raw: unknown): Promise<EnrollmentCentrePage> {
  const args = parseInput(enrollmentCentresArgsSchema, raw)
  const list = await selectOfferingCentres(db, args.IDSchool, args.level, args.program)
  const data = await withVacancy(
    db,
    args.IDSchool,
    args.level,
    args.enrollmentDate,
    list.map((c) => ({ ...c, distance: null })),
  )
  return { totalCount: data.length, data }
}

interface RadiusSearch {
  location: { lat: number; lng: number }
  radius: number
  enrollmentDate: string
  level: number
  filter: { fkSchool: number; program: number | null }
}

/** Offering centres within the radius of a location, nearest first, one page of them. */
async function centresWithin(
  db: DbOrTx,
  search: RadiusSearch,
  pagination: Pagination | null | undefined,
): Promise<EnrollmentCentrePage> {
  const page = toLimitOffset(pagination)
  const { fkSchool, program } = search.filter
  const offering = await selectOfferingCentres(db, fkSchool, search.level, program)
  const near = offering
    .map((centre) => ({ ...centre, distance: centreDistance(centre, search.location) }))
    .filter((c): c is typeof c & { distance: number } => c.distance !== null && c.distance <= search.radius)
    .sort((a, b) => a.distance - b.distance || a.label.localeCompare(b.label))
  const slice = near.slice(page.offset, page.offset + page.limit)
  return {
    totalCount: near.length,
    data: await withVacancy(db, fkSchool, search.level, search.enrollmentDate, slice),
  }
}

export async function nearestCentres(
  db: DbOrTx,
  raw: unknown,
  pagination: Pagination | null | undefined,
): Promise<EnrollmentCentrePage> {
  return centresWithin(db, parseInput(nearestCentresArgsSchema, raw), pagination)
}

/** The radius search around a postal code; a postal code the geocoder does not know finds nothing. */
export async function centresByPostalCode(
  db: DbOrTx,
  geocoder: Geocoder,
  clientIp: string,
  raw: unknown,
  pagination: Pagination | null | undefined,
): Promise<EnrollmentCentrePage> {
  const args = parseInput(centresByDistanceArgsSchema, raw)
  await consumeRate(db, `centre-search:${clientIp}`, SEARCH_RATE)
  const place = await geocoder.lookup(args.postalCode).catch((error: unknown) => {
    if (error instanceof GeocoderUnavailableError)
      throw new DomainError(ErrorCode.Internal, CentreMsg.geocoderUnavailable)
    throw error
  })
  if (!place) return { totalCount: 0, data: [] }
  return centresWithin(db, { ...args, location: { lat: place.lat, lng: place.lng } }, pagination)
}
