import { Access } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { codes } from '../../db/schema'
import { buildParent, buildStaff } from '../../test/builders'
import { errorCode, type GqlResult, gql } from '../../test/server'
import {
  RW,
  UPDATE,
  SAVE_CODE,
  SET_ACTIVE,
  ADMIN_LIST,
  UPLOAD_URL,
  entries,
  code,
  setup,
  configOf,
} from './test-support'

describe('refusals', () => {
  it('refuses callers without a session, parents, staff without the module, and read-only staff writing', async () => {
    const { school } = await setup()
    const parent = await buildParent(school)
    const otherModule = await buildStaff(school, { level_management: RW })
    const readOnly = await buildStaff(school, { school_config: Access.read })
    const writes: ((token?: string) => Promise<GqlResult<unknown>>)[] = [
      (token) => gql(UPDATE, { IDSchool: school.id, entries: entries({ primary_color: '#000000' }) }, token),
      (token) => gql(SAVE_CODE, { IDSchool: school.id, category: 'Race', code: code() }, token),
      (token) => gql(SET_ACTIVE, { IDSchool: school.id, codeID: 1, active: false }, token),
      (token) =>
        gql(
          UPLOAD_URL,
          { IDSchool: school.id, purpose: 'school_logo', filename: 'logo.png', contentType: 'image/png' },
          token,
        ),
    ]
    const adminList = (token?: string) =>
      gql(ADMIN_LIST, { IDSchool: school.id, searchCategory: 'Race' }, token)
    for (const token of [undefined, parent.token, otherModule.token]) {
      for (const call of [...writes, adminList]) {
        const result = await call(token)
        expect(result.errors?.[0].message).toBe('unauthorized')
      }
    }
    for (const write of writes) {
      const result = await write(readOnly.token)
      expect(result.errors?.[0].message).toBe('unauthorized')
      expect(errorCode(result)).toBe('FORBIDDEN')
    }
    const list = await gql(ADMIN_LIST, { IDSchool: school.id, searchCategory: 'Race' }, readOnly.token)
    expect(list.errors).toBeUndefined()
    expect(await configOf(school)).toEqual({})
  })

  it("never reaches another school's configuration or codes", async () => {
    const { school, hq } = await setup()
    const other = await setup()
    const [otherCode] = await other.school.db
      .insert(codes)
      .values({ fkSchool: other.school.id, category: 'Race', label: 'Malay', description: 'Malay' })
      .returning()
    const IDSchool = other.school.id
    for (const call of [
      () => gql(UPDATE, { IDSchool, entries: entries({ primary_color: '#000000' }) }, hq.token),
      () => gql(SAVE_CODE, { IDSchool, category: 'Race', code: code() }, hq.token),
      () => gql(SET_ACTIVE, { IDSchool, codeID: otherCode.id, active: false }, hq.token),
      () => gql(ADMIN_LIST, { IDSchool, searchCategory: 'Race' }, hq.token),
      () =>
        gql(
          UPLOAD_URL,
          { IDSchool, purpose: 'school_logo', filename: 'logo.png', contentType: 'image/png' },
          hq.token,
        ),
    ]) {
      const result = await call()
      expect(result.errors?.[0].message).toBe('unauthorized')
      expect(errorCode(result)).toBe('FORBIDDEN')
    }
    // Naming its own school with the other school's code id finds nothing.
    const hide = await gql(SET_ACTIVE, { IDSchool: school.id, codeID: otherCode.id, active: false }, hq.token)
    expect(errorCode(hide)).toBe('NOT_FOUND')
    const edit = await gql(
      SAVE_CODE,
      { IDSchool: school.id, codeID: otherCode.id, category: 'Race', code: code() },
      hq.token,
    )
    expect(errorCode(edit)).toBe('NOT_FOUND')
    expect(await configOf(other.school)).toEqual({})
  })
})
