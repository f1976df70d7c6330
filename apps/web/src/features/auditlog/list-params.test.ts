import { describe, expect, it } from 'vitest'
import { dropEmpty, readListParams, writeListParams } from '../../components/list/list-params'
import { AUDIT_LOG_LIST, toAuditLogVariables } from './list-params'

describe('audit log address parameters', () => {
  it('reads defaults, and ignores a page size the list does not offer', () => {
    expect(readListParams(AUDIT_LOG_LIST, new URLSearchParams('perPage=7&page=0'))).toMatchObject({
      filters: { person: '', action: '', from: '', to: '' },
      page: 1,
      perPage: 25,
    })
  })

  it('goes back to the first page on a filter change and leaves defaults out', () => {
    const current = new URLSearchParams('action=login&page=3&perPage=50')
    expect(writeListParams(AUDIT_LOG_LIST, current, { filters: { person: ' hq@x.sg ' } }).toString()).toBe(
      'action=login&perPage=50&person=hq%40x.sg',
    )
    expect(writeListParams(AUDIT_LOG_LIST, current, { page: 4 }).toString()).toBe(
      'action=login&page=4&perPage=50',
    )
  })

  it('sends only the filters that are set', () => {
    const params = readListParams(AUDIT_LOG_LIST, new URLSearchParams('from=2026-01-01&person=42&action=%20'))
    expect(toAuditLogVariables(3, dropEmpty(params.filters), params)).toEqual({
      IDSchool: 3,
      pagination: { page: 1, perPage: 25 },
      filter: { person: '42', from: '2026-01-01' },
    })
  })
})
