import { Access } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildCentre, buildHQ, buildParent } from '../../test/builders'
import { errorCode, type GqlResult, gql } from '../../test/server'
import { RW, SAVE, LIST, OFFER, REMOVE, setup, args, list, saved } from './test-support'

describe('centre management refusals', () => {
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
    const writes: ((token?: string) => Promise<GqlResult<unknown>>)[] = [
      (token) => gql(SAVE, args(school.id, [offer.n1Full]), token),
      (token) => gql(SAVE, args(school.id, [offer.n1Full], { centreID: centre.id }), token),
      (token) => gql(REMOVE, { IDSchool: school.id, centreID: centre.id }, token),
    ]
    for (const write of writes) {
      for (const token of [undefined, parent.token, otherModule.token, readOnly.token]) {
        const refused = await write(token)
        expect(refused.errors?.[0].message).toBe('unauthorized')
      }
    }
  })

  it("never reaches another school's centres", async () => {
    const { school, hq, offer } = await setup()
    const other = await setup()
    const theirs = saved(await gql(SAVE, args(other.school.id, [other.offer.n1Full]), other.hq.token))
    for (const call of [
      () => gql(LIST, { IDSchool: other.school.id }, hq.token),
      () => gql(OFFER, { IDSchool: other.school.id, centreID: theirs.ID }, hq.token),
      () => gql(SAVE, args(other.school.id, [other.offer.n1Full], { centreData: { code: 'X' } }), hq.token),
      () => gql(REMOVE, { IDSchool: other.school.id, centreID: theirs.ID }, hq.token),
    ]) {
      expect((await call()).errors?.[0].message).toBe('unauthorized')
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
