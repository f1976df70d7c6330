import { CentreMsg, V } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { levels } from '../../db/schema'
import { errorCode, gql } from '../../test/server'
import { SAVE, setup, type Offer, args, list, saved } from './test-support'

describe('centre management', () => {
  it('creates a centre with its address, nearby postcodes and offer, taking the position from the postal code', async () => {
    const { school, hq, offer } = await setup()
    const centre = saved(
      await gql(
        SAVE,
        args(school.id, [offer.n1Full, offer.k1Am, offer.n1Full], {
          centreData: { code: ' ls-skg ' },
          addressData: { floor: '01', unit: '23' },
          postcodes: ['544326', '544964', '544326'],
        }),
        hq.token,
      ),
    )
    expect(centre).toMatchObject({ code: 'LS-SKG', ecdaCode: 'PT1111', teacherRatio: 10, active: true })
    expect(centre.addresses).toEqual([
      expect.objectContaining({
        name: 'Anchorvale Village',
        address: '339 Anchorvale Road',
        floor: '01',
        unit: '23',
        postcode: '540339',
        city: 'Singapore',
        lat: 1.396793,
        lng: 103.888437,
      }),
    ])
    expect(centre.centreNearbyPostcodes.map((p) => p.postcode)).toEqual(['544326', '544964'])
    expect(centre.centreLevels.map((l) => `${l.level.label} ${l.program.label}`)).toEqual([
      'Nursery 1 Full Day',
      'K1 Kindergarten (AM)',
    ])
  })

  it('keeps the coordinates given, even for a postal code the geocoder does not know', async () => {
    const { school, hq, offer } = await setup()
    const centre = saved(
      await gql(
        SAVE,
        args(school.id, [offer.n1Full], { addressData: { postcode: '999999', lat: 1.3521, lng: 103.8198 } }),
        hq.token,
      ),
    )
    expect(centre.addresses[0]).toMatchObject({ postcode: '999999', lat: 1.3521, lng: 103.8198 })
  })

  it('refuses a postal code the geocoder does not know without coordinates', async () => {
    const { school, hq, offer } = await setup()
    const result = await gql(
      SAVE,
      args(school.id, [offer.n1Full], { addressData: { postcode: '999999' } }),
      hq.token,
    )
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors?.[0].message).toBe(CentreMsg.postalCodeUnknown)
    expect(result.errors?.[0].extensions?.fields).toEqual({
      'addressData.postcode': CentreMsg.postalCodeUnknown,
    })
    expect((await list(school, hq.token)).data?.findAllCentreForSchool.totalCount).toBe(0)
  })

  it('updates a centre: replaces the address, postcodes and offer', async () => {
    const { school, hq, offer } = await setup()
    const created = saved(await gql(SAVE, args(school.id, [offer.n1Full, offer.k1Am]), hq.token))
    const updated = saved(
      await gql(
        SAVE,
        args(school.id, [offer.n1Half, offer.k1Am], {
          centreID: created.ID,
          centreData: { label: 'Little Steps @ Ang Mo Kio', teacherRatio: 12, ecdaCode: '' },
          addressData: { postcode: '560628', address: 'Blk 628 Ang Mo Kio Avenue 4', building: null },
          postcodes: ['560627'],
        }),
        hq.token,
      ),
    )
    expect(updated).toMatchObject({ ID: created.ID, label: 'Little Steps @ Ang Mo Kio', ecdaCode: null })
    expect(updated.addresses).toHaveLength(1)
    expect(updated.addresses[0]).toMatchObject({
      postcode: '560628',
      building: null,
      lat: 1.380988,
      lng: 103.840628,
    })
    expect(updated.centreNearbyPostcodes.map((p) => p.postcode)).toEqual(['560627'])
    expect(updated.centreLevels.map((l) => l.program.label)).toEqual(['Half Day', 'Kindergarten (AM)'])
    // No postcodes at all clears them.
    const cleared = saved(
      await gql(SAVE, args(school.id, [offer.n1Half], { centreID: created.ID, postcodes: null }), hq.token),
    )
    expect(cleared.centreNearbyPostcodes).toEqual([])
  })

  it('keeps codes unique in a school, whatever their case, but not across schools', async () => {
    const { school, hq, offer } = await setup()
    saved(await gql(SAVE, args(school.id, [offer.n1Full]), hq.token))
    const duplicate = await gql(
      SAVE,
      args(school.id, [offer.n1Full], { centreData: { code: 'ls-skg', label: 'Other' } }),
      hq.token,
    )
    expect(errorCode(duplicate)).toBe('CONFLICT')
    expect(duplicate.errors?.[0].message).toBe(CentreMsg.codeTaken)
    expect(duplicate.errors?.[0].extensions?.fields).toEqual({ 'centreData.code': CentreMsg.codeTaken })
    const other = await setup()
    saved(await gql(SAVE, args(other.school.id, [other.offer.n1Full]), other.hq.token))
  })

  it('refuses bad input with the rule message and writes nothing', async () => {
    const { school, hq, offer } = await setup()
    const cases: [Parameters<typeof args>[2], Offer[], string][] = [
      [{ centreData: { code: ' ' } }, [offer.n1Full], `centreData.code: ${V.required}`],
      [{ centreData: { code: 'LS AMK' } }, [offer.n1Full], `centreData.code: ${CentreMsg.code}`],
      [{ centreData: { label: '' } }, [offer.n1Full], `centreData.label: ${V.required}`],
      [
        { centreData: { teacherRatio: 0 } },
        [offer.n1Full],
        `centreData.teacherRatio: ${CentreMsg.teacherRatio}`,
      ],
      [
        { addressData: { postcode: '5403' } },
        [offer.n1Full],
        `addressData.postcode: ${CentreMsg.postalCode}`,
      ],
      [{ addressData: { address: ' ' } }, [offer.n1Full], `addressData.address: ${V.required}`],
      [{ addressData: { lat: 1.39 } }, [offer.n1Full], `addressData.lat: ${CentreMsg.coordinatesPair}`],
      [
        { addressData: { lat: 48.85, lng: 2.35 } },
        [offer.n1Full],
        `addressData.lat: ${CentreMsg.coordinates}`,
      ],
      [{ postcodes: ['54432'] }, [offer.n1Full], `postcodes.0: ${CentreMsg.nearbyPostcode}`],
      [{}, [], `levels: ${CentreMsg.levelsRequired}`],
      [{}, [{ fkLevel: offer.k1Am.fkLevel, fkProgram: offer.n1Full.fkProgram }], CentreMsg.programNotOfLevel],
      [{}, [{ fkLevel: offer.n1Full.fkLevel, fkProgram: 999999 }], CentreMsg.levelUnavailable],
    ]
    for (const [overrides, levelsOffered, message] of cases) {
      const result = await gql(SAVE, args(school.id, levelsOffered, overrides), hq.token)
      expect(errorCode(result), message).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].message).toBe(message)
    }
    expect((await list(school, hq.token)).data?.findAllCentreForSchool.totalCount).toBe(0)
  })

  it("refuses inactive levels or programmes and another school's", async () => {
    const { school, hq, offer, k1 } = await setup()
    const other = await setup()
    await school.db.update(levels).set({ active: false }).where(eq(levels.id, k1.id))
    for (const pair of [offer.k1Am, other.offer.n1Full]) {
      const result = await gql(SAVE, args(school.id, [offer.n1Full, pair]), hq.token)
      expect(result.errors?.[0].message).toBe(CentreMsg.levelUnavailable)
      expect(result.errors?.[0].extensions?.fields).toEqual({ 'levels.1': CentreMsg.levelUnavailable })
    }
    // An inactive centre may offer nothing yet.
    saved(await gql(SAVE, args(school.id, [], { centreData: { active: false } }), hq.token))
  })
})
