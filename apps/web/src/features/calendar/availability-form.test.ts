import { describe, expect, it } from 'vitest'
import { defaultAvailability } from './availability-form'

describe('defaultAvailability', () => {
  it('starts and ends today, weekly on weekdays', () => {
    expect(defaultAvailability('2026-11-23')).toMatchObject({
      start: '2026-11-23',
      end: '2026-11-23',
      recurType: 'weekly',
      recurOnDays: [1, 2, 3, 4, 5],
    })
  })
})
