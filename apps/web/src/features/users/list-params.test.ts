import { describe, expect, it } from 'vitest'
import { dropEmpty, readListParams } from '../../components/list/list-params'
import { STAFF_LIST, toStaffListVariables } from './list-params'

const filtersOf = (query: string) => dropEmpty(readListParams(STAFF_LIST, new URLSearchParams(query)).filters)

describe('staff list parameters', () => {
  it('sends only the filters that are set', () => {
    expect(toStaffListVariables(3, filtersOf(''), { page: 1, perPage: 25 })).toEqual({
      IDSchool: 3,
      pagination: { page: 1, perPage: 25 },
    })
    expect(
      toStaffListVariables(3, filtersOf('q= lim &role=4&centre=7&active=false'), { page: 2, perPage: 10 }),
    ).toEqual({
      IDSchool: 3,
      pagination: { page: 2, perPage: 10 },
      searchString: 'lim',
      role: 4,
      centre: 7,
      filter: { active: false },
    })
  })

  it('ignores a status that is neither active nor inactive', () => {
    expect(toStaffListVariables(3, filtersOf('active=maybe&role=x'), { page: 1, perPage: 25 })).toEqual({
      IDSchool: 3,
      pagination: { page: 1, perPage: 25 },
    })
  })
})
