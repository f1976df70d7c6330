import { describe, expect, it } from 'vitest'
import { dateTextValue, formatDateText, shownDateText } from './format-date-text'

describe('formatDateText', () => {
  it('puts the slashes in as the digits come, day first', () => {
    expect(formatDateText('2')).toBe('2')
    expect(formatDateText('271')).toBe('27/1')
    expect(formatDateText('2711')).toBe('27/11')
    expect(formatDateText('271120')).toBe('27/11/20')
    expect(formatDateText('27112026')).toBe('27/11/2026')
  })

  it('turns a year-first date round, pasted, filled or typed', () => {
    expect(formatDateText('2024-01-15')).toBe('15/01/2024')
    expect(formatDateText('2024/01/15 10:00')).toBe('15/01/2024')
    expect(formatDateText('20240115')).toBe('15/01/2024')
    expect(formatDateText('abc')).toBe('')
  })

  it('never grows past a four-digit year', () => {
    expect(formatDateText('31129999123')).toBe('31/12/9999')
    expect(formatDateText('99991231123')).toBe('31/12/9999')
  })
})

describe('the value of a date field', () => {
  it('holds the stored YYYY-MM-DD once complete, the text while not', () => {
    expect(dateTextValue('27/11/2026')).toBe('2026-11-27')
    expect(dateTextValue('27/11/20')).toBe('27/11/20')
    expect(shownDateText('2026-11-27')).toBe('27/11/2026')
    expect(shownDateText('27/11')).toBe('27/11')
  })
})
