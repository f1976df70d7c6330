import { Access } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { codes } from '../../db/schema'
import { buildParent, buildStaff } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
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
    const writes: [string, Record<string, unknown>][] = [
      [UPDATE, { IDSchool: school.id, entries: entries({ primary_color: '#000000' }) }],
      [SAVE_CODE, { IDSchool: school.id, category: 'Race', code: code() }],
      [SET_ACTIVE, { IDSchool: school.id, codeID: 1, active: false }],
      [
        UPLOAD_URL,
        { IDSchool: school.id, purpose: 'school_logo', filename: 'logo.png', contentType: 'image/png' },
      ],
    ]
    for (const token of [undefined, parent.token, otherModule.token]) {
      for (const [query, variables] of [
        ...writes,
        [ADMIN_LIST, { IDSchool: school.id, searchCategory: 'Race' }],
      ]) {
        const result = await gql(query as string, variables as Record<string, unknown>, token)
        expect(result.errors?.[0].message).toBe('unauthorized')
      }
    }
    for (const [query, variables] of writes) {
      const result = await gql(query, variables, readOnly.token)
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
    for (const [query, variables] of [
      [UPDATE, { IDSchool: other.school.id, entries: entries({ primary_color: '#000000' }) }],
      [SAVE_CODE, { IDSchool: other.school.id, category: 'Race', code: code() }],
      [SET_ACTIVE, { IDSchool: other.school.id, codeID: otherCode.id, active: false }],
      [ADMIN_LIST, { IDSchool: other.school.id, searchCategory: 'Race' }],
      [
        UPLOAD_URL,
        { IDSchool: other.school.id, purpose: 'school_logo', filename: 'logo.png', contentType: 'image/png' },
      ],
    ] as const) {
      const result = await gql(query, variables, hq.token)
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
