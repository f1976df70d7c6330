import { CentreSearchMsg, ErrorCode, Messages, V } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildHQ, buildParent, buildSchool } from '../../test/builders'
import { gqlFrom, newIp } from '../identity/test-support'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { ANCHORVALE, bornMonthsBefore, buildEnquiryWorld, buildFamily, newCertificate } from './test-fixtures'

const SUGGEST = graphql(`
  query EnquiriesFormSuggest($IDSchool: Int!, $dateOfBirth: Date!, $enrollmentDate: Date!) {
    suggestLevel(IDSchool: $IDSchool, dateOfBirth: $dateOfBirth, enrollmentDate: $enrollmentDate) {
      ID
      label
      fromMonth
      toMonth
      isInfant
      programs {
        ID
        label
        from
        to
        active
      }
    }
  }
`)

graphql(`
  fragment EnquiriesFormCentreList on EnrollmentCentreList {
    totalCount
    data {
      ID
      fkSchool
      label
      code
      active
      distance
      vacancyAvailable
      addresses {
        postcode
        lat
        lng
      }
    }
  }
`)
const SCHOOL_CENTRES = graphql(`
  query EnquiriesFormSchoolCentres(
    $IDSchool: Int!
    $enrollmentDate: Date!
    $level: Int!
    $program: Int
    $nationality: String
  ) {
    findAllEnrollmentCentresForSchool(
      IDSchool: $IDSchool
      enrollmentDate: $enrollmentDate
      level: $level
      program: $program
      nationality: $nationality
    ) {
      ...EnquiriesFormCentreList
    }
  }
`)
const NEAREST = graphql(`
  query EnquiriesFormNearest(
    $location: LatLngInput!
    $radius: Float!
    $enrollmentDate: Date!
    $level: Int!
    $filter: CentreSearchFilter!
    $pagination: Pagination
  ) {
    findNearestCentresByLatLong(
      location: $location
      radius: $radius
      enrollmentDate: $enrollmentDate
      level: $level
      filter: $filter
      pagination: $pagination
    ) {
      ...EnquiriesFormCentreList
    }
  }
`)
const BY_DISTANCE = graphql(`
  query EnquiriesFormByDistance(
    $postalCode: String!
    $radius: Float!
    $enrollmentDate: Date!
    $level: Int!
    $filter: CentreSearchFilter!
  ) {
    findAllCentreByDistance(
      postalCode: $postalCode
      radius: $radius
      enrollmentDate: $enrollmentDate
      level: $level
      filter: $filter
    ) {
      ...EnquiriesFormCentreList
    }
  }
`)

describe('suggestLevel', () => {
  it('suggests the level of the age in whole months at the enrolment date, with its active programmes', async () => {
    const world = await buildEnquiryWorld()
    const ask = (months: number) =>
      gql(SUGGEST, {
        IDSchool: world.school.id,
        dateOfBirth: bornMonthsBefore(world.nextMonth, months),
        enrollmentDate: world.nextMonth,
      })
    const playgroup = await ask(24)
    expect(playgroup.errors).toBeUndefined()
    expect(playgroup.data?.suggestLevel).toMatchObject({ ID: world.levels.playgroup.id, label: 'Playgroup' })
    expect(playgroup.data?.suggestLevel?.programs.map((p) => p.label)).toEqual(['Full Day', 'Half Day AM'])
    expect((await ask(2)).data?.suggestLevel?.label).toBe('Infant Care')
    expect((await ask(18)).data?.suggestLevel?.label).toBe('Playgroup')
    expect((await ask(40)).data?.suggestLevel?.label).toBe('Nursery 1')
    // Under 2 months, or older than any level of the school.
    expect((await ask(1)).data?.suggestLevel).toBeNull()
    expect((await ask(50)).data?.suggestLevel).toBeNull()
  })

  it('refuses dates that are not dates', async () => {
    const world = await buildEnquiryWorld()
    const result = await gql(SUGGEST, {
      IDSchool: world.school.id,
      dateOfBirth: '2024-02-30',
      enrollmentDate: world.nextMonth,
    })
    expect(errorCode(result)).toBe(ErrorCode.BadUserInput)
    expect(result.errors?.[0].message).toContain(V.invalidDate)
  })
})

describe('findAllEnrollmentCentresForSchool', () => {
  it('lists the active centres offering the level and programme, by label, with their vacancy', async () => {
    const world = await buildEnquiryWorld()
    const args = {
      IDSchool: world.school.id,
      enrollmentDate: world.nextMonth,
      level: world.levels.playgroup.id,
    }
    const result = await gql(SCHOOL_CENTRES, args)
    expect(result.errors).toBeUndefined()
    expect(result.data?.findAllEnrollmentCentresForSchool).toMatchObject({
      totalCount: 2,
      data: [
        { ID: world.near.id, label: 'Anchorvale', distance: null, vacancyAvailable: true },
        { ID: world.middle.id, label: 'Bishan', distance: null, vacancyAvailable: false },
      ],
    })
    const infant = await gql(SCHOOL_CENTRES, {
      ...args,
      level: world.levels.infant.id,
      program: world.levels.infant.halfDay,
      nationality: 'Singapore Citizen',
    })
    expect(infant.data?.findAllEnrollmentCentresForSchool.data.map((c) => c.label)).toEqual([
      'Anchorvale',
      'Bishan',
      'Clementi',
    ])
  })

  it('finds nothing for another school’s level', async () => {
    const world = await buildEnquiryWorld()
    const other = await buildSchool()
    const result = await gql(SCHOOL_CENTRES, {
      IDSchool: other.id,
      enrollmentDate: world.nextMonth,
      level: world.levels.playgroup.id,
    })
    expect(result.data?.findAllEnrollmentCentresForSchool).toEqual({ totalCount: 0, data: [] })
  })
})

describe('radius searches', () => {
  it('findNearestCentresByLatLong: offering centres within the radius, nearest first, a page at a time', async () => {
    const world = await buildEnquiryWorld()
    const args = {
      location: { lat: ANCHORVALE.lat, lng: ANCHORVALE.lng },
      radius: 7,
      enrollmentDate: world.nextMonth,
      level: world.levels.infant.id,
      filter: { fkSchool: world.school.id },
    }
    const result = await gql(NEAREST, args)
    expect(result.errors).toBeUndefined()
    const list = result.data!.findNearestCentresByLatLong
    expect(list.totalCount).toBe(2)
    expect(list.data.map((c) => c.label)).toEqual(['Anchorvale', 'Bishan'])
    expect(list.data[0].distance).toBeLessThan(0.1)
    expect(list.data[1].distance).toBeGreaterThan(4)
    expect(list.data[1].distance).toBeLessThan(7)
    const wide = await gql(NEAREST, {
      ...args,
      radius: 20,
      pagination: { page: 2, perPage: 2 },
    })
    expect(wide.data?.findNearestCentresByLatLong).toMatchObject({
      totalCount: 3,
      data: [{ label: 'Clementi' }],
    })
    const refused = await gql(NEAREST, { ...args, radius: 0 })
    expect(refused.errors?.[0].message).toBe(`radius: ${CentreSearchMsg.radius}`)
  })

  it('findAllCentreByDistance: around a postal code; an unknown one finds nothing', async () => {
    const world = await buildEnquiryWorld()
    const args = {
      postalCode: ANCHORVALE.postalCode,
      radius: 7,
      enrollmentDate: world.nextMonth,
      level: world.levels.playgroup.id,
      filter: { fkSchool: world.school.id, program: world.levels.playgroup.halfDay },
    }
    const result = await gqlFrom(newIp(), BY_DISTANCE, args)
    expect(result.errors).toBeUndefined()
    expect(result.data?.findAllCentreByDistance.data.map((c) => [c.label, c.vacancyAvailable])).toEqual([
      ['Anchorvale', true],
      ['Bishan', false],
    ])
    const unknown = await gqlFrom(newIp(), BY_DISTANCE, {
      ...args,
      postalCode: '999999',
    })
    expect(unknown.data?.findAllCentreByDistance).toEqual({ totalCount: 0, data: [] })
  })
})

const EXISTING_PARENT = graphql(`
  query EnquiriesFormExistingParent($email: String!) {
    isExistingParent(email: $email)
  }
`)
const EXISTING_CHILD = graphql(`
  query EnquiriesFormExistingChild($birthCertificate: String!, $fkSchool: Int!) {
    isExistingChild(birthCertificate: $birthCertificate, fkSchool: $fkSchool)
  }
`)

describe('duplicate checks', () => {
  it('isExistingParent: true for a parent account, E014 for a staff account, false for a new address', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    const hq = await buildHQ(school, {})
    const ip = newIp()
    expect((await gqlFrom(ip, EXISTING_PARENT, { email: parent.email.toUpperCase() })).data).toEqual({
      isExistingParent: true,
    })
    expect((await gqlFrom(ip, EXISTING_PARENT, { email: 'nobody-here@example.com' })).data).toEqual({
      isExistingParent: false,
    })
    const staff = await gqlFrom(ip, EXISTING_PARENT, { email: hq.email })
    expect(errorCode(staff)).toBe(ErrorCode.ExistingParent)
    expect(staff.errors?.[0].message).toBe(Messages.existingAccountEmail)
    // The signed-in parent's own address is not another account.
    expect((await gqlFrom(ip, EXISTING_PARENT, { email: parent.email }, parent.token)).data).toEqual({
      isExistingParent: false,
    })
    expect((await gqlFrom(ip, EXISTING_PARENT, { email: 'not-an-email' })).errors?.[0].message).toBe(
      `email: ${V.emailInvalid}`,
    )
  })

  it('isExistingChild: true for a known certificate of the school unless it is the caller’s own child', async () => {
    const world = await buildEnquiryWorld()
    const family = await buildFamily(world)
    const [child] = await world.school.db.query.children.findMany({
      where: (c, { eq }) => eq(c.id, family.childId),
    })
    const ip = newIp()
    const ask = (birthCertificate: string, fkSchool = world.school.id, token?: string) =>
      gqlFrom(ip, EXISTING_CHILD, { birthCertificate, fkSchool }, token)
    expect((await ask(child.birthCertificate!.toLowerCase())).data).toEqual({ isExistingChild: true })
    expect((await ask(newCertificate())).data).toEqual({ isExistingChild: false })
    expect((await ask(child.birthCertificate!, (await buildSchool()).id)).data).toEqual({
      isExistingChild: false,
    })
    expect((await ask(child.birthCertificate!, world.school.id, family.parent.token)).data).toEqual({
      isExistingChild: false,
    })
  })

  it('is limited per client address', async () => {
    const ip = newIp()
    for (let i = 0; i < 60; i++) await gqlFrom(ip, EXISTING_PARENT, { email: `n${i}@example.com` })
    const limited = await gqlFrom(ip, EXISTING_PARENT, { email: 'one-more@example.com' })
    expect(errorCode(limited)).toBe(ErrorCode.RateLimited)
  })
})
