import { ConfigMsg, PaginationMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { codes, schoolConfigs } from '../../db/schema'
import { buildSchool, type TestSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import type { TenancyByCategoryQuery } from '../../test/generated/graphql'
import { errorCode, type GqlResult, gql } from '../../test/server'

const CONFIG = graphql(`
  query TenancyConfig($filter: SchoolConfigFilter!) {
    findAllSchoolConfig(filter: $filter) {
      totalCount
      data {
        ID
        fkSchool
        key
        value
      }
    }
  }
`)
const CONFIG_KEY = graphql(`
  query TenancyConfigKey($fkSchool: Int!, $key: String!) {
    schoolConfigByFkSchoolKey(fkSchool: $fkSchool, key: $key) {
      fkSchool
      key
      value
    }
  }
`)
const BY_CATEGORY = graphql(`
  query TenancyByCategory($searchCategory: String!, $filter: CodeFilter!, $pagination: Pagination) {
    findAllConfigByCategory(searchCategory: $searchCategory, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ID
        fkSchool
        label
        description
        active
      }
    }
  }
`)
const BY_LABELS = graphql(`
  query TenancyByLabels($fkSchool: Int!, $labels: [String!]!) {
    codesByLabelFkSchool(fkSchool: $fkSchool, labels: $labels) {
      category
      codes {
        label
      }
    }
  }
`)
const SCHOOL = graphql(`
  query TenancySchool($ID: Int!) {
    findSchool(ID: $ID) {
      ID
      name
      code
    }
  }
`)

async function seedCodes(school: TestSchool) {
  await school.db.insert(codes).values([
    { fkSchool: school.id, category: 'Nationality', label: 'Others', description: 'Others', sortOrder: 9 },
    { fkSchool: school.id, category: 'Nationality', label: 'Singaporean', description: 'SG', sortOrder: 1 },
    { fkSchool: school.id, category: 'Nationality', label: 'Malaysian', description: 'MY', sortOrder: 2 },
    { fkSchool: school.id, category: 'Nationality', label: 'Japanese', description: 'JP', sortOrder: 2 },
    { fkSchool: school.id, category: 'Nationality', label: 'Retired', description: 'x', active: false },
    { fkSchool: school.id, category: 'Race', label: 'Chinese', description: 'Chinese' },
    { fkSchool: school.id, category: 'Race', label: 'Indian', description: 'Indian' },
  ])
}

const labels = (result: { data: TenancyByCategoryQuery | null }) =>
  result.data?.findAllConfigByCategory.data.map((c) => c.label)

describe('tenancy', () => {
  it('lists a school configuration publicly and answers one key, or null when unset', async () => {
    const school = await buildSchool()
    const other = await buildSchool()
    await school.db.insert(schoolConfigs).values([
      { fkSchool: school.id, key: 'primary_color', value: '#123456' },
      { fkSchool: school.id, key: 'radius_centre_search', value: '1' },
      { fkSchool: other.id, key: 'primary_color', value: '#ffffff' },
    ])
    const all = await gql(CONFIG, { filter: { fkSchool: school.id } })
    expect(all.errors).toBeUndefined()
    expect(all.data?.findAllSchoolConfig.totalCount).toBe(2)
    expect(all.data?.findAllSchoolConfig.data.map((c) => [c.key, c.value])).toEqual([
      ['primary_color', '#123456'],
      ['radius_centre_search', '1'],
    ])
    const one = await gql(CONFIG_KEY, { fkSchool: school.id, key: 'primary_color' })
    expect(one.data).toEqual({
      schoolConfigByFkSchoolKey: { fkSchool: school.id, key: 'primary_color', value: '#123456' },
    })
    const unset = await gql(CONFIG_KEY, { fkSchool: school.id, key: 'logo_url' })
    expect(unset).toEqual({ data: { schoolConfigByFkSchoolKey: null } })
  })

  it('refuses an unknown configuration key', async () => {
    const school = await buildSchool()
    const result = await gql(CONFIG_KEY, { fkSchool: school.id, key: 'smtp_password' })
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors?.[0].message).toBe(`key: ${ConfigMsg.unknownKey}`)
  })

  it('lists the active codes of a category by sort order then label, one page at a time', async () => {
    const school = await buildSchool()
    await seedCodes(school)
    const all = await gql(BY_CATEGORY, {
      searchCategory: 'Nationality',
      filter: { fkSchool: school.id },
    })
    expect(all.errors).toBeUndefined()
    expect(all.data?.findAllConfigByCategory.totalCount).toBe(4)
    expect(labels(all)).toEqual(['Singaporean', 'Japanese', 'Malaysian', 'Others'])
    expect(all.data?.findAllConfigByCategory.data[0]).toMatchObject({
      fkSchool: school.id,
      description: 'SG',
      active: true,
    })
    const second = await gql(BY_CATEGORY, {
      searchCategory: 'Nationality',
      filter: { fkSchool: school.id },
      pagination: { page: 2, perPage: 3 },
    })
    expect(second.data?.findAllConfigByCategory.totalCount).toBe(4)
    expect(labels(second)).toEqual(['Others'])
  })

  it('answers several option lists in one call, in the order asked', async () => {
    const school = await buildSchool()
    await seedCodes(school)
    const result = await gql(BY_LABELS, {
      fkSchool: school.id,
      labels: ['Race', 'Nationality', 'Marital_Status', 'Race'],
    })
    expect(result.errors).toBeUndefined()
    expect(result.data?.codesByLabelFkSchool).toEqual([
      { category: 'Race', codes: [{ label: 'Chinese' }, { label: 'Indian' }] },
      {
        category: 'Nationality',
        codes: [{ label: 'Singaporean' }, { label: 'Japanese' }, { label: 'Malaysian' }, { label: 'Others' }],
      },
      { category: 'Marital_Status', codes: [] },
    ])
  })

  it('refuses unknown categories and bad pages', async () => {
    const school = await buildSchool()
    const cases: [() => Promise<GqlResult<unknown>>, string][] = [
      [
        () => gql(BY_CATEGORY, { searchCategory: 'Passwords', filter: { fkSchool: school.id } }),
        `searchCategory: ${ConfigMsg.unknownCategory}`,
      ],
      [
        () => gql(BY_LABELS, { fkSchool: school.id, labels: ['Race', 'race'] }),
        `labels.1: ${ConfigMsg.unknownCategory}`,
      ],
      [
        () =>
          gql(BY_CATEGORY, {
            searchCategory: 'Race',
            filter: { fkSchool: school.id },
            pagination: { page: 0 },
          }),
        `page: ${PaginationMsg.page}`,
      ],
      [
        () =>
          gql(BY_CATEGORY, {
            searchCategory: 'Race',
            filter: { fkSchool: school.id },
            pagination: { perPage: 501 },
          }),
        `perPage: ${PaginationMsg.perPage}`,
      ],
    ]
    for (const [send, message] of cases) {
      const result = await send()
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].message).toBe(message)
    }
  })

  it('finds a school by id', async () => {
    const school = await buildSchool()
    const result = await gql(SCHOOL, {
      ID: school.id,
    })
    expect(result.data?.findSchool?.ID).toBe(school.id)
    expect(result.data?.findSchool?.name).toMatch(/^School test-/)
  })

  it('answers an unknown school with empty lists and nulls, never an error', async () => {
    const unknown = 2_000_000_000
    expect(await gql(SCHOOL, { ID: unknown })).toEqual({ data: { findSchool: null } })
    expect(await gql(CONFIG, { filter: { fkSchool: unknown } })).toEqual({
      data: { findAllSchoolConfig: { totalCount: 0, data: [] } },
    })
    expect(await gql(CONFIG_KEY, { fkSchool: unknown, key: 'primary_color' })).toEqual({
      data: { schoolConfigByFkSchoolKey: null },
    })
    expect(await gql(BY_CATEGORY, { searchCategory: 'Race', filter: { fkSchool: unknown } })).toEqual({
      data: { findAllConfigByCategory: { totalCount: 0, data: [] } },
    })
    expect(await gql(BY_LABELS, { fkSchool: unknown, labels: ['Race'] })).toEqual({
      data: { codesByLabelFkSchool: [{ category: 'Race', codes: [] }] },
    })
  })

  it("never shows another school's codes", async () => {
    const school = await buildSchool()
    const other = await buildSchool()
    await seedCodes(other)
    const result = await gql(BY_LABELS, { fkSchool: school.id, labels: ['Nationality', 'Race'] })
    expect(result.data?.codesByLabelFkSchool.every((c) => c.codes.length === 0)).toBe(true)
  })
})
