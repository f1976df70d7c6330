import { describe, expect, it } from 'vitest'
import { dropEmpty, type ListSpec, readListParams, writeListParams } from './list-params'

const spec: ListSpec<{ search: 'text'; active: 'flag'; role: 'id'; status: 'choice' }> = {
  filters: { search: 'text', active: 'flag', role: 'id', status: 'choice' },
  sorts: ['label', 'code'],
  tabs: ['staff', 'roles'],
  perPage: { options: [10, 25, 50], initial: 25 },
}
const read = (query: string) => readListParams(spec, new URLSearchParams(query))

describe('list parameters in the address', () => {
  it('reads filters, the spec sort format, page, page size and tab, with defaults for what is missing or wrong', () => {
    expect(
      read('search=oak&active=true&role=3&status=open&sort=code--desc&page=2&perPage=50&tab=roles'),
    ).toEqual({
      filters: { search: 'oak', active: true, role: 3, status: 'open' },
      sort: { value: 'code', order: 'desc' },
      page: 2,
      perPage: 50,
      tab: 'roles',
    })
    expect(read('role=-1&sort=nope--up&page=0&perPage=7&tab=x')).toEqual({
      filters: { search: '', active: false, role: null, status: null },
      sort: { value: 'label', order: 'asc' },
      page: 1,
      perPage: 25,
      tab: 'staff',
    })
  })

  it('writes only what differs from the defaults, goes back to page 1 on a change and keeps foreign parameters', () => {
    const url = writeListParams(spec, new URLSearchParams('page=3&year=2027'), {
      filters: { search: ' oak ', active: false },
      sort: { value: 'code', order: 'asc' },
    })
    expect(url.toString()).toBe('year=2027&search=oak&sort=code--asc')
    expect(writeListParams(spec, url, { page: 2 }).get('page')).toBe('2')
  })

  it('leaves the tab, sort and page size of the page alone when the list has none of its own', () => {
    const inner: ListSpec<{ role: 'id' }> = { filters: { role: 'id' } }
    const url = writeListParams(inner, new URLSearchParams('tab=options&sort=x--asc&perPage=10'), {
      filters: { role: 2 },
    })
    expect(url.toString()).toBe('tab=options&sort=x--asc&perPage=10&role=2')
  })

  it('drops empty and falsy filters before a query', () => {
    expect(dropEmpty({ search: '  ', active: false, role: null, status: 'open', centre: 4 })).toEqual({
      status: 'open',
      centre: 4,
    })
  })
})
