import { type GeocodeResult, type Geocoder, GeocoderUnavailableError } from './geocoder'

export const ONEMAP_URL = 'https://www.onemap.gov.sg'
const TIMEOUT_MS = 5000

/** One hit of OneMap's search (api/common/elastic/search with getAddrDetails=Y and returnGeom=Y). */
interface OneMapHit {
  BLK_NO?: string
  ROAD_NAME?: string
  BUILDING?: string
  POSTAL?: string
  LATITUDE?: string
  LONGITUDE?: string
}

interface OneMapSearch {
  found?: number
  results?: OneMapHit[]
}

/** OneMap answers in capitals ('215 ANG MO KIO AVENUE 1'); the app shows addresses as people write them. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s(/-])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase())
}

/** 'NIL' and blanks mean no value in OneMap's answers. */
const present = (value: string | undefined) => (value && value.trim() !== 'NIL' ? value.trim() : '')

export function toGeocodeResult(postalCode: string, hit: OneMapHit): GeocodeResult | null {
  const lat = Number(hit.LATITUDE)
  const lng = Number(hit.LONGITUDE)
  const road = present(hit.ROAD_NAME)
  if (!road || !Number.isFinite(lat) || !Number.isFinite(lng)) return null
  const block = present(hit.BLK_NO)
  const building = present(hit.BUILDING)
  return {
    postalCode,
    address: titleCase(block ? `${block} ${road}` : road),
    building: building ? titleCase(building) : null,
    lat,
    lng,
  }
}

/**
 * OneMap, the Singapore Land Authority's map service. The search endpoint needs no token. A search for a postal
 * code also matches other text containing those digits, so only a hit with exactly that postal code counts.
 */
export function createOneMapGeocoder(
  opts: { baseUrl?: string; fetch?: typeof fetch; timeoutMs?: number } = {},
): Geocoder {
  const baseUrl = (opts.baseUrl ?? ONEMAP_URL).replace(/\/$/, '')
  const doFetch = opts.fetch ?? fetch
  return {
    async lookup(postalCode) {
      const url = new URL(`${baseUrl}/api/common/elastic/search`)
      url.search = new URLSearchParams({
        searchVal: postalCode,
        returnGeom: 'Y',
        getAddrDetails: 'Y',
        pageNum: '1',
      }).toString()
      let body: OneMapSearch
      try {
        const response = await doFetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS),
        })
        if (!response.ok) throw new Error(`OneMap answered ${response.status}`)
        body = (await response.json()) as OneMapSearch
      } catch (error) {
        throw new GeocoderUnavailableError('OneMap search failed', { cause: error })
      }
      for (const hit of body.results ?? []) {
        if (hit.POSTAL !== postalCode) continue
        const result = toGeocodeResult(postalCode, hit)
        if (result) return result
      }
      return null
    },
  }
}
