import { SINGAPORE_BOUNDS } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { distanceKm } from '../../modules/enquiries/centre-search'
import { POSTAL_SECTORS, postalSectorOf } from './postal-sectors'
import { createTableGeocoder, loadPostcodeTable } from './table-geocoder'

const geocoder = createTableGeocoder()
const table = loadPostcodeTable()

describe('the postal sector fallback', () => {
  it('covers every sector in use (01 to 82 but 74), each inside Singapore', () => {
    const expected = Array.from({ length: 82 }, (_, i) => String(i + 1).padStart(2, '0')).filter(
      (s) => s !== '74',
    )
    expect(Object.keys(POSTAL_SECTORS).sort()).toEqual(expected)
    for (const [code, sector] of Object.entries(POSTAL_SECTORS)) {
      expect(sector.lat, code).toBeGreaterThan(SINGAPORE_BOUNDS.minLat)
      expect(sector.lat, code).toBeLessThan(SINGAPORE_BOUNDS.maxLat)
      expect(sector.lng, code).toBeGreaterThan(SINGAPORE_BOUNDS.minLng)
      expect(sector.lng, code).toBeLessThan(SINGAPORE_BOUNDS.maxLng)
    }
  })

  it("puts each listed postal code within 5 km of its sector's centre (the sectors are where the table says)", () => {
    for (const row of table.values()) {
      const sector = postalSectorOf(row.postalCode)
      expect(sector, row.postalCode).not.toBeNull()
      expect(distanceKm(row, sector!), `${row.postalCode} ${row.address}`).toBeLessThan(5)
    }
  })

  it('answers a valid code the table does not list with its sector, flagged approximate', async () => {
    expect(table.has('018936')).toBe(false)
    expect(await geocoder.lookup('018936')).toEqual({
      postalCode: '018936',
      address: 'Postal sector 01 (Raffles Place, Marina)',
      building: null,
      lat: POSTAL_SECTORS['01'].lat,
      lng: POSTAL_SECTORS['01'].lng,
      approximate: true,
    })
  })

  it('knows real addresses exactly, such as 018956 (Marina Bay Sands), and nothing for sector 74 or 00', async () => {
    expect(await geocoder.lookup('018956')).toMatchObject({
      address: '10 Bayfront Avenue',
      building: 'Marina Bay Sands',
    })
    expect((await geocoder.lookup('018956'))?.approximate).toBeUndefined()
    expect(await geocoder.lookup('740001')).toBeNull()
    expect(await geocoder.lookup('001234')).toBeNull()
  })
})
