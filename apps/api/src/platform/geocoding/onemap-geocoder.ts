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
 * code also matches other text containing those digits, so a lookup only takes a hit with exactly that postal code.
 */
export function createOneMapGeocoder(
  opts: { baseUrl?: string; fetch?: typeof fetch; timeoutMs?: number } = {},
): Geocoder {
  const baseUrl = (opts.baseUrl ?? ONEMAP_URL).replace(/\/$/, '')
  const doFetch = opts.fetch ?? fetch

  async function searchHits(searchVal: string): Promise<OneMapHit[]> {
    const url = new URL(`${baseUrl}/api/common/elastic/search`)
    url.search = new URLSearchParams({
      searchVal,
      returnGeom: 'Y',
      getAddrDetails: 'Y',
      pageNum: '1',
    }).toString()
    try {
      const response = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`OneMap answered ${response.status}`)
      return ((await response.json()) as OneMapSearch).results ?? []
    } catch (error) {
      throw new GeocoderUnavailableError('OneMap search failed', { cause: error })
    }
  }

  return {
    async lookup(postalCode) {
      for (const hit of await searchHits(postalCode)) {
        if (hit.POSTAL !== postalCode) continue
        const result = toGeocodeResult(postalCode, hit)
        if (result) return result
      }
      return null
    },
    async search(text, limit) {
      const results: GeocodeResult[] = []
      const seen = new Set<string>()
      // OneMap covers Singapore only; hits without a postal code (parks, roads) cannot be placed on the form.
      for (const hit of await searchHits(text)) {
        const postalCode = present(hit.POSTAL)
        if (!/^\d{6}$/.test(postalCode) || seen.has(postalCode)) continue
        const result = toGeocodeResult(postalCode, hit)
        if (!result) continue
        seen.add(postalCode)
        results.push(result)
        if (results.length === limit) break
      }
      return results
    },
  }
}
