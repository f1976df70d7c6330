import { ConfigCodeMsg, ConfigMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'

import type { CodeInput } from '../../test/generated/graphql'
import { errorCode, gql } from '../../test/server'
import { SAVE_CODE, SET_ACTIVE, ADMIN_LIST, PUBLIC_CODES, code, setup } from './test-support'

describe('configuration codes', () => {
  it('adds, edits and hides codes; the admin list shows inactive ones, the public list does not', async () => {
    const { school, hq } = await setup()
    const created = await gql(
      SAVE_CODE,
      { IDSchool: school.id, category: 'Race', code: code({ label: ' Eurasian ' }) },
      hq.token,
    )
    expect(created.errors).toBeUndefined()
    expect(created.data!.insertOrUpdateCode).toMatchObject({
      label: 'Eurasian',
      category: 'Race',
      active: true,
    })
    const codeID = created.data!.insertOrUpdateCode.ID
    await gql(
      SAVE_CODE,
      { IDSchool: school.id, category: 'Race', code: code({ label: 'Chinese', sortOrder: 1 }) },
      hq.token,
    )

    const edited = await gql(
      SAVE_CODE,
      { IDSchool: school.id, codeID, category: 'Race', code: code({ label: 'Eurasian (SG)', sortOrder: 0 }) },
      hq.token,
    )
    expect(edited.data!.insertOrUpdateCode).toMatchObject({ ID: codeID, label: 'Eurasian (SG)' })

    const hidden = await gql(SET_ACTIVE, { IDSchool: school.id, codeID, active: false }, hq.token)
    expect(hidden.data).toEqual({ setCodeActive: { ID: codeID, active: false } })

    const admin = await gql(ADMIN_LIST, { IDSchool: school.id, searchCategory: 'Race' }, hq.token)
    expect(admin.data!.findAllCodesForAdmin.totalCount).toBe(2)
    expect(admin.data!.findAllCodesForAdmin.data.map((c) => [c.label, c.active])).toEqual([
      ['Eurasian (SG)', false],
      ['Chinese', true],
    ])
    const page = await gql(
      ADMIN_LIST,
      { IDSchool: school.id, searchCategory: 'Race', pagination: { page: 2, perPage: 1 } },
      hq.token,
    )
    expect(page.data!.findAllCodesForAdmin.data.map((c) => c.label)).toEqual(['Chinese'])
    const publicList = await gql(PUBLIC_CODES, {
      fkSchool: school.id,
    })
    expect(publicList.data!.findAllConfigByCategory.data.map((c) => c.label)).toEqual(['Chinese'])
  })

  it('keeps labels unique within a category, ignoring case, but not across categories', async () => {
    const { school, hq } = await setup()
    const first = await gql(SAVE_CODE, { IDSchool: school.id, category: 'Race', code: code() }, hq.token)
    const duplicate = await gql(
      SAVE_CODE,
      { IDSchool: school.id, category: 'Race', code: code({ label: 'EURASIAN' }) },
      hq.token,
    )
    expect(errorCode(duplicate)).toBe('CONFLICT')
    expect(duplicate.errors?.[0].message).toBe(ConfigCodeMsg.labelTaken)
    expect(duplicate.errors?.[0].extensions?.fields).toEqual({ label: ConfigCodeMsg.labelTaken })
    const otherCategory = await gql(
      SAVE_CODE,
      { IDSchool: school.id, category: 'Nationality', code: code() },
      hq.token,
    )
    expect(otherCategory.errors).toBeUndefined()
    // Saving a code under its own label is not a clash.
    const same = await gql(
      SAVE_CODE,
      {
        IDSchool: school.id,
        codeID: first.data!.insertOrUpdateCode.ID,
        category: 'Race',
        code: code({ sortOrder: 9 }),
      },
      hq.token,
    )
    expect(same.errors).toBeUndefined()
  })

  it('refuses bad input with the rule message', async () => {
    const { school, hq } = await setup()
    const cases: [string, CodeInput, string][] = [
      ['race', code(), `category: ${ConfigMsg.unknownCategory}`],
      ['Race', code({ label: '  ' }), 'label: *Required'],
      ['Race', code({ description: '' }), 'description: *Required'],
      ['Race', code({ sortOrder: -1 }), `sortOrder: ${ConfigCodeMsg.sortOrder}`],
      ['Race', code({ label: 'x'.repeat(101) }), `label: ${ConfigCodeMsg.labelLength}`],
    ]
    for (const [category, input, message] of cases) {
      const result = await gql(SAVE_CODE, { IDSchool: school.id, category, code: input }, hq.token)
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].message).toBe(message)
    }
    const list = await gql(ADMIN_LIST, { IDSchool: school.id, searchCategory: 'Religion' }, hq.token)
    expect(list.errors?.[0].message).toBe(`searchCategory: ${ConfigMsg.unknownCategory}`)
  })

  it('edits a code only within its own category', async () => {
    const { school, hq } = await setup()
    const created = await gql(SAVE_CODE, { IDSchool: school.id, category: 'Race', code: code() }, hq.token)
    const moved = await gql(
      SAVE_CODE,
      {
        IDSchool: school.id,
        codeID: created.data!.insertOrUpdateCode.ID,
        category: 'Nationality',
        code: code(),
      },
      hq.token,
    )
    expect(errorCode(moved)).toBe('NOT_FOUND')
    expect(moved.errors?.[0].message).toBe('Code not found')
  })
})
