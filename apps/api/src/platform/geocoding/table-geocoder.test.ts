import { SINGAPORE_BOUNDS } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { demoCentres } from '../../db/seed/content/centres'
import { createTableGeocoder, loadPostcodeTable, searchTable } from './table-geocoder'

const table = loadPostcodeTable()

describe('the bundled postcode table', () => {
  it('knows every demo centre at the seed address and position, and every nearby postal code', () => {
    for (const centre of demoCentres) {
      expect(table.get(centre.address.postcode), centre.code).toEqual({
        postalCode: centre.address.postcode,
        address: centre.address.address,
        building: centre.address.building ?? null,
        lat: centre.address.lat,
        lng: centre.address.lng,
      })
      for (const postcode of centre.nearbyPostcodes) expect(table.has(postcode), postcode).toBe(true)
    }
  })

  it('holds at least 150 postal codes besides the demo centres, all in Singapore', () => {
    const demo = new Set(demoCentres.flatMap((c) => [c.address.postcode, ...c.nearbyPostcodes]))
    expect([...table.keys()].filter((code) => !demo.has(code)).length).toBeGreaterThanOrEqual(150)
    for (const row of table.values()) {
      expect(row.address.trim(), row.postalCode).not.toBe('')
      expect(row.lat).toBeGreaterThan(SINGAPORE_BOUNDS.minLat)
      expect(row.lat).toBeLessThan(SINGAPORE_BOUNDS.maxLat)
      expect(row.lng).toBeGreaterThan(SINGAPORE_BOUNDS.minLng)
      expect(row.lng).toBeLessThan(SINGAPORE_BOUNDS.maxLng)
    }
  })

  it('spreads over the residential towns (postal sectors)', () => {
    const sectors = new Set([...table.keys()].map((code) => code.slice(0, 2)))
    // Ang Mo Kio, Bedok, Bishan, Bukit Batok, Bukit Merah, Bukit Panjang, Choa Chu Kang, Clementi, Hougang,
    // Jurong East and West, Pasir Ris, Punggol, Queenstown, Sembawang, Sengkang, Serangoon, Tampines, Toa Payoh,
    // Woodlands, Yishun.
    for (const sector of [
      '56',
      '46',
      '57',
      '65',
      '15',
      '67',
      '68',
      '12',
      '53',
      '60',
      '64',
      '51',
      '82',
      '14',
      '75',
      '54',
      '55',
      '52',
      '31',
      '73',
      '76',
    ]) {
      expect(sectors.has(sector), sector).toBe(true)
    }
  })

  it('answers null for a postal code it does not hold', async () => {
    const geocoder = createTableGeocoder()
    expect(await geocoder.lookup('999999')).toBeNull()
    expect(await geocoder.lookup('560628')).toMatchObject({ address: 'Blk 628 Ang Mo Kio Avenue 4' })
  })

  it('searches by postal code prefix first, then by address or building name, in any case', async () => {
    const byPrefix = searchTable(table, '5606', 10)
    expect(byPrefix.length).toBeGreaterThan(0)
    expect(byPrefix.every((r) => r.postalCode.startsWith('5606'))).toBe(true)
    const byStreet = searchTable(table, 'ANG MO KIO avenue', 50)
    expect(byStreet.length).toBeGreaterThan(1)
    expect(byStreet.every((r) => r.address.toLowerCase().includes('ang mo kio avenue'))).toBe(true)
    expect(searchTable(table, 'anchorvale village', 10)).toEqual([table.get('540339')])
    expect(searchTable(table, 'Blk', 10).length).toBe(10)
    expect(searchTable(table, '   ', 10)).toEqual([])
    expect(searchTable(table, 'no such place anywhere', 10)).toEqual([])
    expect(await createTableGeocoder().search('540339', 10)).toEqual([table.get('540339')])
  })
})
