import { describe, expect, it } from 'vitest'
import { readAuditLogParams, toAuditLogVariables, writeAuditLogParams } from './list-params'

describe('audit log URL parameters', () => {
  it('reads defaults, and ignores a page size the list does not offer', () => {
    expect(readAuditLogParams(new URLSearchParams('perPage=7&page=0'))).toEqual({
      person: '',
      action: '',
      from: '',
      to: '',
      page: 1,
      perPage: 25,
    })
  })
  it('goes back to the first page on a filter change and leaves defaults out', () => {
    const current = new URLSearchParams('action=login&page=3&perPage=50')
    expect(writeAuditLogParams(current, { person: ' hq@x.sg ' }).toString()).toBe(
      'person=hq%40x.sg&action=login&perPage=50',
    )
    expect(writeAuditLogParams(current, { page: 4 }).toString()).toBe('action=login&page=4&perPage=50')
  })
  it('sends only the filters that are set', () => {
    const params = readAuditLogParams(new URLSearchParams('from=2026-01-01&person=42'))
    expect(toAuditLogVariables(3, params)).toEqual({
      IDSchool: 3,
      pagination: { page: 1, perPage: 25 },
      filter: { person: '42', from: '2026-01-01' },
    })
  })
})
