import { describe, expect, it } from 'vitest'
import { readStaffParams, toStaffListVariables, writeStaffParams } from './list-params'

const params = (query: string) => new URLSearchParams(query)

describe('staff list parameters', () => {
  it('reads filters and page from the URL, ignoring what is not valid', () => {
    expect(readStaffParams(params('q=lim&role=4&centre=7&active=false&page=3&perPage=50'))).toEqual({
      search: 'lim',
      role: 4,
      centre: 7,
      active: false,
      page: 3,
      perPage: 50,
    })
    expect(readStaffParams(params('role=x&centre=-1&active=maybe&page=0&perPage=7'))).toEqual({
      search: '',
      role: null,
      centre: null,
      active: null,
      page: 1,
      perPage: 25,
    })
  })

  it('goes back to the first page when a filter changes, keeping the tab', () => {
    const next = writeStaffParams(params('tab=staff&page=4&q=tan'), { role: 2 })
    expect(next.toString()).toBe('tab=staff&q=tan&role=2')
    expect(writeStaffParams(params('q=tan'), { page: 2 }).toString()).toBe('q=tan&page=2')
    expect(writeStaffParams(params('q=tan&active=true'), { search: ' ', active: null }).toString()).toBe('')
  })

  it('sends only the filters that are set', () => {
    expect(toStaffListVariables(3, readStaffParams(params('')))).toEqual({
      IDSchool: 3,
      pagination: { page: 1, perPage: 25 },
    })
    expect(toStaffListVariables(3, readStaffParams(params('q= lim &role=4&centre=7&active=true')))).toEqual({
      IDSchool: 3,
      pagination: { page: 1, perPage: 25 },
      searchString: 'lim',
      role: 4,
      centre: 7,
      filter: { active: true },
    })
  })
})
