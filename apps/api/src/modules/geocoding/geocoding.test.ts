import { CentreMsg, ErrorCode, PlaceMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildParent, buildSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gqlFrom, newIp } from '../identity/test-support'
import { errorCode, gql } from '../../test/server'

const GEOCODE = graphql(`
  query GeocodingGeocode($postalCode: String!) {
    geocodePostalCode(postalCode: $postalCode) {
      postalCode
      address
      building
      lat
      lng
    }
  }
`)

describe('geocodePostalCode', () => {
  it('answers anyone with the address and position of a known postal code', async () => {
    const result = await gql(GEOCODE, { postalCode: '540339' })
    expect(result.errors).toBeUndefined()
    expect(result.data?.geocodePostalCode).toEqual({
      postalCode: '540339',
      address: '339 Anchorvale Road',
      building: 'Anchorvale Village',
      lat: 1.396793,
      lng: 103.888437,
    })
    const parent = await buildParent(await buildSchool())
    const signedIn = await gql(GEOCODE, { postalCode: ' 560628 ' }, parent.token)
    expect(signedIn.data?.geocodePostalCode).toMatchObject({
      address: 'Blk 628 Ang Mo Kio Avenue 4',
      building: null,
    })
  })

  it('answers null for a postal code it does not know', async () => {
    const result = await gql(GEOCODE, { postalCode: '999999' })
    expect(result.errors).toBeUndefined()
    expect(result.data?.geocodePostalCode).toBeNull()
  })

  it('refuses anything but six digits', async () => {
    for (const postalCode of ['56062', '5606288', 'S560628', '']) {
      const result = await gql(GEOCODE, { postalCode })
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].message).toBe(`postalCode: ${CentreMsg.postalCode}`)
    }
  })
})

const SEARCH = graphql(`
  query GeocodingSearchPlaces($searchVal: String!) {
    searchPlaces(searchVal: $searchVal) {
      postalCode
      address
      building
      lat
      lng
    }
  }
`)

describe('searchPlaces', () => {
  it('finds places by postal code prefix, street or building name, in any case, at most 10', async () => {
    const ip = newIp()
    const byBuilding = await gqlFrom(ip, SEARCH, { searchVal: ' ANCHORVALE   village ' })
    expect(byBuilding.errors).toBeUndefined()
    expect(byBuilding.data?.searchPlaces).toEqual([
      {
        postalCode: '540339',
        address: '339 Anchorvale Road',
        building: 'Anchorvale Village',
        lat: 1.396793,
        lng: 103.888437,
      },
    ])
    const byPrefix = await gqlFrom(ip, SEARCH, { searchVal: '56' })
    expect(byPrefix.data?.searchPlaces.length).toBe(10)
    expect(byPrefix.data?.searchPlaces.every((p) => p.postalCode.startsWith('56'))).toBe(true)
    const byStreet = await gqlFrom(ip, SEARCH, { searchVal: 'ang mo kio avenue 4' })
    expect(byStreet.data?.searchPlaces.map((p) => p.address)).toContain('Blk 628 Ang Mo Kio Avenue 4')
  })

  it('finds nothing for empty or unknown text, and refuses long text', async () => {
    const ip = newIp()
    expect((await gqlFrom(ip, SEARCH, { searchVal: '  ' })).data?.searchPlaces).toEqual([])
    expect((await gqlFrom(ip, SEARCH, { searchVal: 'Atlantis' })).data?.searchPlaces).toEqual([])
    const long = await gqlFrom(ip, SEARCH, { searchVal: 'x'.repeat(101) })
    expect(errorCode(long)).toBe(ErrorCode.BadUserInput)
    expect(long.errors?.[0].message).toBe(`searchVal: ${PlaceMsg.tooLong}`)
  })

  it('is limited per client address', async () => {
    const ip = newIp()
    for (let i = 0; i < 120; i++) await gqlFrom(ip, SEARCH, { searchVal: 'bedok' })
    const blocked = await gqlFrom(ip, SEARCH, { searchVal: 'bedok' })
    expect(errorCode(blocked)).toBe(ErrorCode.RateLimited)
    expect((await gqlFrom(newIp(), SEARCH, { searchVal: 'bedok' })).errors).toBeUndefined()
  })
})
