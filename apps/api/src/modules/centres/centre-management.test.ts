import { Access, CentreMsg, V } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { childClasses, children, classes, levels, programs } from '../../db/schema'
import {
  buildCentre,
  buildHQ,
  buildParent,
  buildSchool,
  buildStaff,
  type TestSchool,
} from '../../test/builders'
import { errorCode, type GqlResult, gql } from '../../test/server'

const RW = Access.read | Access.write

const CENTRE_FIELDS = `ID fkSchool code ecdaCode label teacherRatio active
  addresses { ID name address building floor unit postcode city country lat lng active }
  centreLevels { ID fkLevel fkProgram active level { ID label active } program { ID label active } }
  centreNearbyPostcodes { ID postcode }`
const SAVE = /* GraphQL */ `
  mutation Save($IDSchool: Int!, $centreID: Int, $centreData: CentreInput!, $postcodes: [String!],
      $levels: [CentreLevelInput!]!, $addressData: CentreAddressInput!) {
    insertOrUpdateCentreForSchool(IDSchool: $IDSchool, centreID: $centreID, centreData: $centreData,
      postcodes: $postcodes, levels: $levels, addressData: $addressData) { ${CENTRE_FIELDS} }
  }`
const LIST = /* GraphQL */ `
  query List($IDSchool: Int!, $filter: CentreFilter, $pagination: Pagination) {
    findAllCentreForSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount data { ${CENTRE_FIELDS} }
    }
  }`
const OFFER = /* GraphQL */ `
  query Offer($IDSchool: Int!, $centreID: Int!) {
    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {
      totalCount
      data {
        fkLevel
        fkProgram
        level {
          label
        }
        program {
          label
        }
      }
    }
  }
`
const REMOVE = /* GraphQL */ `
  mutation Remove($IDSchool: Int!, $centreID: Int!) {
    removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)
  }
`
const ACCESSIBLE = /* GraphQL */ `
  query Accessible {
    getAccessibleCentresForModule(module: "centre_management", accessType: "read") {
      label
    }
  }
`

interface Centre {
  ID: number
  code: string
  label: string
  active: boolean
  addresses: { address: string; building: string | null; postcode: string; lat: number; lng: number }[]
  centreLevels: { fkLevel: number; fkProgram: number; level: { label: string }; program: { label: string } }[]
  centreNearbyPostcodes: { postcode: string }[]
}
type Saved = { insertOrUpdateCentreForSchool: Centre }
type Listed = { findAllCentreForSchool: { totalCount: number; data: Centre[] } }

/** A school with two levels (one with two programmes) and an HQ user who manages centres. */
async function setup() {
  const school = await buildSchool()
  const hq = await buildHQ(school, { centre_management: RW })
  const [n1, k1] = await school.db
    .insert(levels)
    .values([
      { fkSchool: school.id, label: 'Nursery 1', fromMonth: 36, toMonth: 48 },
      { fkSchool: school.id, label: 'K1', fromMonth: 60, toMonth: 72 },
    ])
    .returning()
  const [fullDay, halfDay, k1Am] = await school.db
    .insert(programs)
    .values([
      { fkSchool: school.id, fkLevel: n1.id, label: 'Full Day', from: '07:00', to: '19:00' },
      { fkSchool: school.id, fkLevel: n1.id, label: 'Half Day', from: '07:00', to: '13:00' },
      { fkSchool: school.id, fkLevel: k1.id, label: 'Kindergarten (AM)', from: '08:00', to: '11:30' },
    ])
    .returning()
  const offer = {
    n1Full: { fkLevel: n1.id, fkProgram: fullDay.id },
    n1Half: { fkLevel: n1.id, fkProgram: halfDay.id },
    k1Am: { fkLevel: k1.id, fkProgram: k1Am.id },
  }
  return { school, hq, n1, k1, offer }
}

type Offer = { fkLevel: number; fkProgram: number }
const args = (
  schoolId: number,
  offer: Offer[],
  o: { centreData?: object; addressData?: object; postcodes?: string[] | null; centreID?: number } = {},
) => ({
  IDSchool: schoolId,
  centreID: o.centreID,
  centreData: {
    code: 'LS-SKG',
    ecdaCode: 'PT1111',
    label: 'Little Steps @ Sengkang',
    teacherRatio: 10,
    active: true,
    ...o.centreData,
  },
  // 540339 is in the bundled postcode table (Anchorvale Village); the position comes from there.
  addressData: {
    postcode: '540339',
    address: '339 Anchorvale Road',
    building: 'Anchorvale Village',
    ...o.addressData,
  },
  postcodes: o.postcodes === undefined ? ['544326', '544964'] : o.postcodes,
  levels: offer,
})

const list = (school: TestSchool, token: string, variables: object = {}) =>
  gql<Listed>(LIST, { IDSchool: school.id, ...variables }, token)
const saved = (result: GqlResult<Saved>) => {
  expect(result.errors).toBeUndefined()
  return result.data!.insertOrUpdateCentreForSchool
}

describe('centre management', () => {
  it('creates a centre with its address, nearby postcodes and offer, taking the position from the postal code', async () => {
    const { school, hq, offer } = await setup()
    const centre = saved(
      await gql<Saved>(
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
      await gql<Saved>(
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
    const created = saved(await gql<Saved>(SAVE, args(school.id, [offer.n1Full, offer.k1Am]), hq.token))
    const updated = saved(
      await gql<Saved>(
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
      await gql<Saved>(
        SAVE,
        args(school.id, [offer.n1Half], { centreID: created.ID, postcodes: null }),
        hq.token,
      ),
    )
    expect(cleared.centreNearbyPostcodes).toEqual([])
  })

  it('keeps codes unique in a school, whatever their case, but not across schools', async () => {
    const { school, hq, offer } = await setup()
    saved(await gql<Saved>(SAVE, args(school.id, [offer.n1Full]), hq.token))
    const duplicate = await gql(
      SAVE,
      args(school.id, [offer.n1Full], { centreData: { code: 'ls-skg', label: 'Other' } }),
      hq.token,
    )
    expect(errorCode(duplicate)).toBe('CONFLICT')
    expect(duplicate.errors?.[0].message).toBe(CentreMsg.codeTaken)
    expect(duplicate.errors?.[0].extensions?.fields).toEqual({ 'centreData.code': CentreMsg.codeTaken })
    const other = await setup()
    saved(await gql<Saved>(SAVE, args(other.school.id, [other.offer.n1Full]), other.hq.token))
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
    saved(await gql<Saved>(SAVE, args(school.id, [], { centreData: { active: false } }), hq.token))
  })

  it('lists centres by label with filters, search and pages', async () => {
    const { school, hq, offer } = await setup()
    for (const [code, label, active] of [
      ['LS-TMP', 'Little Steps @ Tampines', true],
      ['LS-AMK', 'Little Steps @ Ang Mo Kio', true],
      ['LS-KVN', 'Kovan 50%_Centre', false],
    ] as const) {
      saved(
        await gql<Saved>(
          SAVE,
          args(school.id, [offer.n1Full], { centreData: { code, label, active } }),
          hq.token,
        ),
      )
    }
    await buildCentre(await buildSchool(), { label: 'Another school' })
    const all = await list(school, hq.token)
    expect(all.data?.findAllCentreForSchool.totalCount).toBe(3)
    expect(all.data?.findAllCentreForSchool.data.map((c) => c.code)).toEqual(['LS-KVN', 'LS-AMK', 'LS-TMP'])
    const labels = async (variables: object) =>
      (await list(school, hq.token, variables)).data?.findAllCentreForSchool.data.map((c) => c.code)
    expect(await labels({ filter: { active: true } })).toEqual(['LS-AMK', 'LS-TMP'])
    expect(await labels({ filter: { active: false } })).toEqual(['LS-KVN'])
    expect(await labels({ filter: { search: 'ang mo' } })).toEqual(['LS-AMK'])
    expect(await labels({ filter: { search: 'ls-t' } })).toEqual(['LS-TMP'])
    expect(await labels({ filter: { search: '50%_' } })).toEqual(['LS-KVN'])
    expect(await labels({ filter: { search: '%' } })).toEqual(['LS-KVN'])
    expect(await labels({ filter: { search: '  ', active: null } })).toHaveLength(3)
    const second = await list(school, hq.token, { pagination: { page: 2, perPage: 2 } })
    expect(second.data?.findAllCentreForSchool).toMatchObject({ totalCount: 3, data: [{ code: 'LS-TMP' }] })
    const first = all.data!.findAllCentreForSchool.data[0]
    expect(await labels({ filter: { ID: first.ID } })).toEqual(['LS-KVN'])
  })

  it('shows scoped staff only their centres, and lets them edit those but not create', async () => {
    const { school, hq, offer } = await setup()
    const mine = saved(await gql<Saved>(SAVE, args(school.id, [offer.n1Full]), hq.token))
    const theirs = saved(
      await gql<Saved>(SAVE, args(school.id, [offer.n1Full], { centreData: { code: 'LS-AMK' } }), hq.token),
    )
    const scoped = await buildStaff(school, { centre_management: RW }, [mine.ID])
    const listed = await list(school, scoped.token)
    expect(listed.data?.findAllCentreForSchool.data.map((c) => c.ID)).toEqual([mine.ID])
    const edited = await gql<Saved>(
      SAVE,
      args(school.id, [offer.n1Half], { centreID: mine.ID, centreData: { teacherRatio: 8 } }),
      scoped.token,
    )
    expect(saved(edited).centreLevels.map((l) => l.program.label)).toEqual(['Half Day'])
    for (const variables of [
      args(school.id, [offer.n1Full], { centreData: { code: 'NEW' } }),
      args(school.id, [offer.n1Full], { centreID: theirs.ID, centreData: { code: 'LS-AMK' } }),
    ]) {
      const refused = await gql(SAVE, variables, scoped.token)
      expect(refused.errors?.[0].message).toBe('unauthorized')
      expect(errorCode(refused)).toBe('FORBIDDEN')
    }
    const removal = await gql(REMOVE, { IDSchool: school.id, centreID: mine.ID }, scoped.token)
    expect(errorCode(removal)).toBe('FORBIDDEN')
    expect(
      (await gql(OFFER, { IDSchool: school.id, centreID: theirs.ID }, scoped.token)).errors?.[0].message,
    ).toBe('unauthorized')
  })

  it('answers the offer of a centre to staff of other modules, youngest level first', async () => {
    const { school, hq, offer } = await setup()
    const centre = saved(
      await gql<Saved>(SAVE, args(school.id, [offer.k1Am, offer.n1Half, offer.n1Full]), hq.token),
    )
    const classStaff = await buildStaff(school, { class_management: RW }, [centre.ID])
    const result = await gql<{ findAllCentreLevel: { totalCount: number; data: Offer[] } }>(
      OFFER,
      { IDSchool: school.id, centreID: centre.ID },
      classStaff.token,
    )
    expect(result.errors).toBeUndefined()
    expect(result.data?.findAllCentreLevel.totalCount).toBe(3)
    expect(result.data?.findAllCentreLevel.data).toEqual([
      { ...offer.n1Full, level: { label: 'Nursery 1' }, program: { label: 'Full Day' } },
      { ...offer.n1Half, level: { label: 'Nursery 1' }, program: { label: 'Half Day' } },
      { ...offer.k1Am, level: { label: 'K1' }, program: { label: 'Kindergarten (AM)' } },
    ])
    const missing = await gql(OFFER, { IDSchool: school.id, centreID: 999999 }, hq.token)
    expect(errorCode(missing)).toBe('NOT_FOUND')
    const parent = await buildParent(school)
    expect(errorCode(await gql(OFFER, { IDSchool: school.id, centreID: centre.ID }, parent.token))).toBe(
      'FORBIDDEN',
    )
  })

  it('deletes an unused centre and hides a deactivated one from centre lists', async () => {
    const { school, hq, offer } = await setup()
    const centre = saved(await gql<Saved>(SAVE, args(school.id, [offer.n1Full]), hq.token))
    const kept = saved(
      await gql<Saved>(
        SAVE,
        args(school.id, [offer.n1Full], { centreData: { code: 'LS-AMK', label: 'Kept' } }),
        hq.token,
      ),
    )
    const reader = await buildHQ(school, { centre_management: Access.read })
    const accessible = async () =>
      (
        await gql<{ getAccessibleCentresForModule: { label: string }[] }>(ACCESSIBLE, {}, reader.token)
      ).data?.getAccessibleCentresForModule.map((c) => c.label)
    expect(await accessible()).toEqual(['Kept', 'Little Steps @ Sengkang'])
    saved(
      await gql<Saved>(
        SAVE,
        args(school.id, [offer.n1Full], {
          centreID: kept.ID,
          centreData: { code: 'LS-AMK', label: 'Kept', active: false },
        }),
        hq.token,
      ),
    )
    expect(await accessible()).toEqual(['Little Steps @ Sengkang'])

    const removal = await gql(REMOVE, { IDSchool: school.id, centreID: centre.ID }, hq.token)
    expect(removal.data).toEqual({ removeCentreForSchool: true })
    expect((await list(school, hq.token)).data?.findAllCentreForSchool.data.map((c) => c.ID)).toEqual([
      kept.ID,
    ])
    expect(errorCode(await gql(REMOVE, { IDSchool: school.id, centreID: centre.ID }, hq.token))).toBe(
      'NOT_FOUND',
    )
  })

  it('refuses to delete a centre with classes, or with children in its classes', async () => {
    const { school, hq, offer, n1 } = await setup()
    const centre = saved(await gql<Saved>(SAVE, args(school.id, [offer.n1Full]), hq.token))
    const [klass] = await school.db
      .insert(classes)
      .values({ fkSchool: school.id, fkCentre: centre.ID, fkLevel: n1.id, label: 'N1 Sunflower' })
      .returning()
    const withClass = await gql(REMOVE, { IDSchool: school.id, centreID: centre.ID }, hq.token)
    expect(errorCode(withClass)).toBe('CONFLICT')
    expect(withClass.errors?.[0].message).toBe(CentreMsg.hasClasses)
    const [child] = await school.db
      .insert(children)
      .values({ fkSchool: school.id, firstname: 'Mei', lastname: 'Tan', dateOfBirth: '2022-03-01' })
      .returning()
    await school.db.insert(childClasses).values({
      fkSchool: school.id,
      fkChild: child.id,
      fkClass: klass.id,
      fkProgram: offer.n1Full.fkProgram,
      from: '2025-01-02',
    })
    const withChildren = await gql(REMOVE, { IDSchool: school.id, centreID: centre.ID }, hq.token)
    expect(withChildren.errors?.[0].message).toBe(CentreMsg.hasChildren)
    expect((await list(school, hq.token)).data?.findAllCentreForSchool.totalCount).toBe(1)
  })

  describe('refusals', () => {
    it('refuses callers without a session, parents, staff without the module, and read-only staff writing', async () => {
      const { school, offer } = await setup()
      const centre = await buildCentre(school)
      const parent = await buildParent(school)
      const otherModule = await buildHQ(school, { level_management: RW })
      const readOnly = await buildHQ(school, { centre_management: Access.read })
      const noSession = await list(school, undefined as unknown as string)
      expect(noSession.errors?.[0].message).toBe('unauthorized')
      expect(errorCode(noSession)).toBe('UNAUTHENTICATED')
      for (const token of [parent.token, otherModule.token]) {
        const refused = await list(school, token)
        expect(refused.errors?.[0].message).toBe('unauthorized')
        expect(errorCode(refused)).toBe('FORBIDDEN')
      }
      expect((await list(school, readOnly.token)).errors).toBeUndefined()
      for (const [query, variables] of [
        [SAVE, args(school.id, [offer.n1Full])],
        [SAVE, args(school.id, [offer.n1Full], { centreID: centre.id })],
        [REMOVE, { IDSchool: school.id, centreID: centre.id }],
      ] as const) {
        for (const token of [undefined, parent.token, otherModule.token, readOnly.token]) {
          const refused = await gql(query, variables, token)
          expect(refused.errors?.[0].message).toBe('unauthorized')
        }
      }
    })

    it("never reaches another school's centres", async () => {
      const { school, hq, offer } = await setup()
      const other = await setup()
      const theirs = saved(
        await gql<Saved>(SAVE, args(other.school.id, [other.offer.n1Full]), other.hq.token),
      )
      for (const [query, variables] of [
        [LIST, { IDSchool: other.school.id }],
        [OFFER, { IDSchool: other.school.id, centreID: theirs.ID }],
        [SAVE, args(other.school.id, [other.offer.n1Full], { centreData: { code: 'X' } })],
        [REMOVE, { IDSchool: other.school.id, centreID: theirs.ID }],
      ] as const) {
        expect((await gql(query, variables, hq.token)).errors?.[0].message).toBe('unauthorized')
      }
      // Naming its own school with the other school's centre is refused too: the guard checks every target.
      const update = await gql(SAVE, args(school.id, [offer.n1Full], { centreID: theirs.ID }), hq.token)
      expect(errorCode(update)).toBe('FORBIDDEN')
      expect(errorCode(await gql(REMOVE, { IDSchool: school.id, centreID: theirs.ID }, hq.token))).toBe(
        'FORBIDDEN',
      )
      expect(errorCode(await gql(OFFER, { IDSchool: school.id, centreID: theirs.ID }, hq.token))).toBe(
        'FORBIDDEN',
      )
    })
  })
})
