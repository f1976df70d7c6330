import { describe, expect, it } from 'vitest'
import { GqlError } from '../../lib/request'
import { availabilityServerErrors, defaultAvailability } from './availability-form'

describe('availabilityServerErrors', () => {
  it('puts field messages under the form’s fields, with or without the argument prefix', () => {
    const error = new GqlError([
      {
        message: 'availability.start: Start date cannot be in the past',
        fields: { 'availability.start': 'Start date cannot be in the past', slotMinutes: 'Slot too long' },
      },
    ])
    expect(availabilityServerErrors(error)).toEqual({
      fields: [
        ['start', 'Start date cannot be in the past'],
        ['slotMinutes', 'Slot too long'],
      ],
      formMessage: null,
    })
  })

  it('shows a refusal without a field on the form', () => {
    expect(availabilityServerErrors(new GqlError([{ message: 'unauthorized' }]))).toEqual({
      fields: [],
      formMessage: 'unauthorized',
    })
  })
})

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
