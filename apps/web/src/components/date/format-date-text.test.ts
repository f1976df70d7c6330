import { describe, expect, it } from 'vitest'
import { formatDateText } from './format-date-text'

describe('formatDateText', () => {
  it('puts the dashes in as the digits come', () => {
    expect(formatDateText('2')).toBe('2')
    expect(formatDateText('20240')).toBe('2024-0')
    expect(formatDateText('202401')).toBe('2024-01')
    expect(formatDateText('2024011')).toBe('2024-01-1')
    expect(formatDateText('20240115')).toBe('2024-01-15')
  })

  it('keeps a pasted or filled date as it is, and drops anything else', () => {
    expect(formatDateText('2024-01-15')).toBe('2024-01-15')
    expect(formatDateText('2024/01/15 10:00')).toBe('2024-01-15')
    expect(formatDateText('abc')).toBe('')
  })

  it('never grows past a four-digit year', () => {
    expect(formatDateText('99991231123')).toBe('9999-12-31')
  })
})
