import { CENTRE_SEARCH_RADIUS_KM } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { centreLevels, programs } from '../../db/schema'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'
import { gqlFrom, newIp } from '../identity/test-support'
import { bornMonthsBefore, buildEnquiryWorld, type EnquiryWorld } from './test-fixtures'

const SUGGEST = graphql(`
  query EnquiriesMapSearchSuggest(
    $IDSchool: Int!
    $dateOfBirth: Date!
    $enrollmentDate: Date!
    $isRadiusSearch: Boolean
  ) {
    suggestLevel(
      IDSchool: $IDSchool
      dateOfBirth: $dateOfBirth
      enrollmentDate: $enrollmentDate
      isRadiusSearch: $isRadiusSearch
    ) {
      ID
      programs {
        label
      }
    }
  }
`)
const BY_DISTANCE = graphql(`
  query EnquiriesMapSearchByDistance($p: String!, $r: Float!, $d: Date!, $l: Int!, $f: CentreSearchFilter!) {
    findAllCentreByDistance(postalCode: $p, radius: $r, enrollmentDate: $d, level: $l, filter: $f) {
      totalCount
      data {
        label
        distance
      }
    }
  }
`)

/** A third active programme of playgroup that no centre offers. */
async function addUnofferedProgramme(world: EnquiryWorld) {
  await world.school.db.insert(programs).values({
    fkSchool: world.school.id,
    fkLevel: world.levels.playgroup.id,
    label: 'Weekend',
    from: '09:00',
    to: '12:00',
  })
}

const programmesOf = async (world: EnquiryWorld, isRadiusSearch?: boolean) => {
  const result = await gql(SUGGEST, {
    IDSchool: world.school.id,
    dateOfBirth: bornMonthsBefore(world.nextMonth, 24),
    enrollmentDate: world.nextMonth,
    isRadiusSearch,
  })
  expect(result.errors).toBeUndefined()
  return result.data?.suggestLevel?.programs.map((p) => p.label)
}

describe('suggestLevel honours its radius-search flag', () => {
  it('without radius search (the map): only programmes an active centre offers, so each shows centres', async () => {
    const world = await buildEnquiryWorld()
    await addUnofferedProgramme(world)
    expect(await programmesOf(world, false)).toEqual(['Full Day', 'Half Day AM'])
    expect(await programmesOf(world)).toEqual(['Full Day', 'Half Day AM'])
  })

  it('with radius search: every active programme of the level (the search narrows the centres later)', async () => {
    const world = await buildEnquiryWorld()
    await addUnofferedProgramme(world)
    expect(await programmesOf(world, true)).toEqual(['Full Day', 'Half Day AM', 'Weekend'])
  })

  it('an offer of an inactive centre does not count on the map', async () => {
    const world = await buildEnquiryWorld()
    await addUnofferedProgramme(world)
    const [weekend] = await world.school.db.select().from(programs).where(eq(programs.label, 'Weekend'))
    await world.school.db.insert(centreLevels).values({
      fkSchool: world.school.id,
      fkCentre: world.closed.id,
      fkLevel: world.levels.playgroup.id,
      fkProgram: weekend.id,
    })
    expect(await programmesOf(world, false)).toEqual(['Full Day', 'Half Day AM'])
  })
})

describe("the map's centre lookup: within 7 km of the postal code, nearest first", () => {
  it('lists the offering centres within the radius, nearest first, with their distance', async () => {
    const world = await buildEnquiryWorld()
    const result = await gqlFrom(newIp(), BY_DISTANCE, {
      p: '540339',
      r: CENTRE_SEARCH_RADIUS_KM,
      d: world.nextMonth,
      l: world.levels.playgroup.id,
      f: { fkSchool: world.school.id },
    })
    expect(result.errors).toBeUndefined()
    const found = result.data!.findAllCentreByDistance
    // Anchorvale next door and Bishan about 5 km away; Clementi (14 km, infant only) and closed Dover are not.
    expect(found.data.map((c) => c.label)).toEqual(['Anchorvale', 'Bishan'])
    expect(found.data[0].distance).toBeLessThan(found.data[1].distance!)
    expect(found.data[1].distance).toBeLessThanOrEqual(CENTRE_SEARCH_RADIUS_KM)
  })
})
