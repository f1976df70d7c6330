import { describe, expect, it, vi } from 'vitest'
import { GeocoderUnavailableError } from './geocoder'
import { createOneMapGeocoder, titleCase } from './onemap-geocoder'

const hit = (overrides: Record<string, string> = {}) => ({
  SEARCHVAL: 'KAMPUNG ADMIRALTY',
  BLK_NO: '676',
  ROAD_NAME: 'WOODLANDS DRIVE 71',
  BUILDING: 'KAMPUNG ADMIRALTY',
  ADDRESS: '676 WOODLANDS DRIVE 71 KAMPUNG ADMIRALTY SINGAPORE 730676',
  POSTAL: '730676',
  X: '24544.2',
  Y: '46520.1',
  LATITUDE: '1.43975033',
  LONGITUDE: '103.800721',
  ...overrides,
})

function geocoderAnswering(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: URL | RequestInfo, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
  return { fetch, geocoder: createOneMapGeocoder({ baseUrl: 'https://onemap.test/', fetch }) }
}

describe('the OneMap geocoder', () => {
  it('searches by postal code and turns the hit into an address as people write it', async () => {
    const { fetch, geocoder } = geocoderAnswering({
      found: 1,
      totalNumPages: 1,
      pageNum: 1,
      results: [hit()],
    })
    expect(await geocoder.lookup('730676')).toEqual({
      postalCode: '730676',
      address: '676 Woodlands Drive 71',
      building: 'Kampung Admiralty',
      lat: 1.43975033,
      lng: 103.800721,
    })
    const url = new URL(String(fetch.mock.calls[0][0]))
    expect(url.origin + url.pathname).toBe('https://onemap.test/api/common/elastic/search')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      searchVal: '730676',
      returnGeom: 'Y',
      getAddrDetails: 'Y',
      pageNum: '1',
    })
  })

  it('takes only a hit with exactly that postal code, and no building for NIL', async () => {
    const { geocoder } = geocoderAnswering({
      found: 2,
      results: [
        hit({ POSTAL: '730677', BUILDING: 'ELSEWHERE' }),
        hit({ BLK_NO: '215', ROAD_NAME: 'ANG MO KIO AVENUE 1', BUILDING: 'NIL', POSTAL: '730676' }),
      ],
    })
    expect(await geocoder.lookup('730676')).toMatchObject({
      address: '215 Ang Mo Kio Avenue 1',
      building: null,
    })
  })

  it('answers null when nothing matches', async () => {
    expect(await geocoderAnswering({ found: 0, results: [] }).geocoder.lookup('999999')).toBeNull()
    expect(await geocoderAnswering({ found: 1, results: [hit()] }).geocoder.lookup('999999')).toBeNull()
  })

  it('reports the service as unavailable when it fails', async () => {
    await expect(geocoderAnswering({ error: 'down' }, 503).geocoder.lookup('730676')).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    )
    const failing = createOneMapGeocoder({
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    await expect(failing.lookup('730676')).rejects.toBeInstanceOf(GeocoderUnavailableError)
  })

  it('searches places by any text, keeping hits with a postal code once each, up to the limit', async () => {
    const { fetch, geocoder } = geocoderAnswering({
      found: 4,
      results: [
        hit(),
        hit({ BLK_NO: '', ROAD_NAME: 'WOODLANDS DRIVE 71', BUILDING: 'NIL', POSTAL: 'NIL' }),
        hit(),
        hit({ BLK_NO: '677', BUILDING: 'NIL', POSTAL: '730677', LATITUDE: '1.44', LONGITUDE: '103.8' }),
        hit({ BLK_NO: '678', POSTAL: '730678' }),
      ],
    })
    expect(await geocoder.search('kampung admiralty', 2)).toEqual([
      {
        postalCode: '730676',
        address: '676 Woodlands Drive 71',
        building: 'Kampung Admiralty',
        lat: 1.43975033,
        lng: 103.800721,
      },
      { postalCode: '730677', address: '677 Woodlands Drive 71', building: null, lat: 1.44, lng: 103.8 },
    ])
    const url = new URL(String(fetch.mock.calls[0][0]))
    expect(url.searchParams.get('searchVal')).toBe('kampung admiralty')
    expect(await geocoderAnswering({ found: 0, results: [] }).geocoder.search('nowhere', 10)).toEqual([])
    await expect(geocoderAnswering({}, 500).geocoder.search('x', 10)).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    )
  })

  it('title-cases OneMap capitals', () => {
    expect(titleCase('BLK 9 TELOK BLANGAH CRESCENT')).toBe('Blk 9 Telok Blangah Crescent')
    expect(titleCase("ST. ANDREW'S JUNIOR SCHOOL")).toBe("St. Andrew's Junior School")
    expect(titleCase('E!HUB@DOWNTOWN EAST')).toBe('E!hub@downtown East')
  })
})
