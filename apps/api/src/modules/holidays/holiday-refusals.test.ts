import { Access } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildParent, buildStaff } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import { RW, LIST, CREATE, UPDATE, DELETE, holiday, setup, create, list } from './test-support'

describe('holiday refusals', () => {
  it('refuses callers without a session, staff without the module, and read-only staff writing', async () => {
    const { school, east } = await setup()
    const otherModule = await buildStaff(school, { level_management: RW })
    const readOnly = await buildStaff(school, { holiday_management: Access.read })
    const parent = await buildParent(school)
    const write = { IDSchool: school.id, holiday: holiday({ centreIDs: [east.id] }) }
    const anonymous = await gql(LIST, { IDSchool: school.id, year: 2027 })
    expect(anonymous.errors?.[0].message).toBe('unauthorized')
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED')
    expect(errorCode(await gql(CREATE, write))).toBe('UNAUTHENTICATED')
    for (const token of [otherModule.token, readOnly.token, parent.token]) {
      const result = await gql(CREATE, write, token)
      expect(result.errors?.[0].message).toBe('unauthorized')
      expect(errorCode(result)).toBe('FORBIDDEN')
    }
    const otherList = await gql(LIST, { IDSchool: school.id, year: 2027 }, otherModule.token)
    expect(errorCode(otherList)).toBe('FORBIDDEN')
    expect((await gql(LIST, { IDSchool: school.id, year: 2027 }, readOnly.token)).errors).toBeUndefined()
  })

  it("never reaches another school's holidays or centres", async () => {
    const mine = await setup()
    const other = await setup()
    const theirs = await create(other.school, other.hq.token, { centreIDs: [other.east.id] })
    const IDSchool = other.school.id
    const token = mine.hq.token
    for (const call of [
      () => gql(LIST, { IDSchool, year: 2027 }, token),
      () => gql(CREATE, { IDSchool, holiday: holiday({ isPublic: true }) }, token),
      () => gql(UPDATE, { IDSchool, holidayID: theirs.ID, holiday: holiday({ isPublic: true }) }, token),
      () => gql(DELETE, { IDSchool, holidayID: theirs.ID }, token),
    ]) {
      expect((await call()).errors?.[0].message).toBe('unauthorized')
    }
    // Its own school with the other school's holiday is refused: the guard checks every target.
    const update = await gql(
      UPDATE,
      { IDSchool: mine.school.id, holidayID: theirs.ID, holiday: holiday({ isPublic: true }) },
      mine.hq.token,
    )
    expect(errorCode(update)).toBe('FORBIDDEN')
    expect(
      errorCode(await gql(DELETE, { IDSchool: mine.school.id, holidayID: theirs.ID }, mine.hq.token)),
    ).toBe('FORBIDDEN')
    // Each centre a holiday closes is a target (decision 0035): another school's is refused like any other target.
    const foreignCentre = await gql(
      CREATE,
      { IDSchool: mine.school.id, holiday: holiday({ centreIDs: [mine.east.id, other.east.id] }) },
      mine.hq.token,
    )
    expect(errorCode(foreignCentre)).toBe('FORBIDDEN')
    expect(await list(mine.school, mine.hq, 2027)).toEqual([])
    expect(await list(other.school, other.hq, 2027)).toHaveLength(1)
  })
})
