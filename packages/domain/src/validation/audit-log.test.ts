import { describe, expect, it } from 'vitest'
import { AuditLogMsg, auditLogFilterSchema } from './audit-log'

const issues = (input: Record<string, unknown>) =>
  auditLogFilterSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

describe('auditLogFilterSchema', () => {
  it('takes an empty filter and drops blank fields', () => {
    expect(auditLogFilterSchema.parse({ person: ' ', action: '', from: '', to: null })).toEqual({
      person: undefined,
      action: undefined,
      targetType: undefined,
      from: undefined,
      to: null,
    })
  })
  it('takes a user id or an email as the person, nothing else', () => {
    expect(issues({ person: '42' })).toEqual([])
    expect(issues({ person: 'Hq@Example.com' })).toEqual([])
    expect(issues({ person: 'Tan' })).toEqual([['person', AuditLogMsg.person]])
  })
  it('refuses a range that ends before it starts, and invalid dates', () => {
    expect(issues({ from: '2026-02-01', to: '2026-01-31' })).toEqual([['to', AuditLogMsg.toBeforeFrom]])
    expect(issues({ from: '2026-02-01', to: '2026-02-01' })).toEqual([])
    expect(issues({ from: '2026-02-30' })).toEqual([['from', 'Invalid date']])
  })
  it('bounds the text fields', () => {
    expect(issues({ action: 'a'.repeat(101) })).toEqual([['action', AuditLogMsg.tooLong(100)]])
  })
})
