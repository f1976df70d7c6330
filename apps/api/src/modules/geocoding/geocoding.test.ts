import { CentreMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildParent, buildSchool } from '../../test/builders'
import { errorCode, gql } from '../../test/server'

const GEOCODE = /* GraphQL */ `
  query Geocode($postalCode: String!) {
    geocodePostalCode(postalCode: $postalCode) {
      postalCode
      address
      building
      lat
      lng
    }
  }
`
type Result = { geocodePostalCode: { postalCode: string; address: string; building: string | null } | null }

describe('geocodePostalCode', () => {
  it('answers anyone with the address and position of a known postal code', async () => {
    const result = await gql<Result>(GEOCODE, { postalCode: '540339' })
    expect(result.errors).toBeUndefined()
    expect(result.data?.geocodePostalCode).toEqual({
      postalCode: '540339',
      address: '339 Anchorvale Road',
      building: 'Anchorvale Village',
      lat: 1.396793,
      lng: 103.888437,
    })
    const parent = await buildParent(await buildSchool())
    const signedIn = await gql<Result>(GEOCODE, { postalCode: ' 560628 ' }, parent.token)
    expect(signedIn.data?.geocodePostalCode).toMatchObject({
      address: 'Blk 628 Ang Mo Kio Avenue 4',
      building: null,
    })
  })

  it('answers null for a postal code it does not know', async () => {
    const result = await gql<Result>(GEOCODE, { postalCode: '999999' })
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
