import { describe, expect, it } from 'vitest'
import { singaporeDate, singaporeInstant, singaporeTime, singaporeToday } from './singapore-time'
import {
  type AvailabilityPattern,
  availabilityDates,
  occursOn,
  offersSlot,
  slotsOn,
  slotTimes,
} from './visit-slots'

const pattern = (overrides: Partial<AvailabilityPattern> = {}): AvailabilityPattern => ({
  start: '2030-03-01',
  end: '2030-03-31',
  from: '09:00',
  to: '12:00',
  recurType: 'daily',
  recurOnDays: [],
  slotMinutes: 30,
  ...overrides,
})

describe('Singapore time', () => {
  it('converts between Singapore wall-clock time and instants at UTC+8', () => {
    expect(singaporeInstant('2030-03-04', '09:30').toISOString()).toBe('2030-03-04T01:30:00.000Z')
    expect(singaporeInstant('2030-03-04', '07:00').toISOString()).toBe('2030-03-03T23:00:00.000Z')
    const lateUtc = new Date('2030-03-03T17:15:00Z')
    expect(singaporeDate(lateUtc)).toBe('2030-03-04')
    expect(singaporeTime(lateUtc)).toBe('01:15')
    expect(singaporeToday(new Date('2030-12-31T16:00:00Z'))).toBe('2031-01-01')
  })
})

describe('availability dates', () => {
  it('repeats daily within start..end only', () => {
    const p = pattern({ start: '2030-03-05', end: '2030-03-07' })
    expect(availabilityDates(p, '2030-03-01', '2030-03-31')).toEqual([
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
    ])
    expect(availabilityDates(p, '2030-03-06', '2030-03-06')).toEqual(['2030-03-06'])
    expect(availabilityDates(p, '2030-04-01', '2030-04-30')).toEqual([])
  })

  it('repeats weekly on the chosen days (Monday and Wednesday)', () => {
    const p = pattern({ recurType: 'weekly', recurOnDays: [1, 3] })
    expect(availabilityDates(p, '2030-03-01', '2030-03-14')).toEqual([
      '2030-03-04',
      '2030-03-06',
      '2030-03-11',
      '2030-03-13',
    ])
  })

  it('repeats monthly on the start date’s day, skipping months without that day', () => {
    const p = pattern({ start: '2030-01-31', end: '2030-05-31', recurType: 'monthly' })
    expect(availabilityDates(p, '2030-01-01', '2030-12-31')).toEqual([
      '2030-01-31',
      '2030-03-31',
      '2030-05-31',
    ])
  })

  it('happens once on the start date when it does not repeat', () => {
    const p = pattern({ start: '2030-03-10', end: '2030-03-10', recurType: 'none' })
    expect(availabilityDates(p, '2030-03-01', '2030-03-31')).toEqual(['2030-03-10'])
    expect(occursOn(p, '2030-03-11')).toBe(false)
  })
})

describe('slot times', () => {
  it('cuts the window into whole slots and drops a shorter remainder', () => {
    expect(slotTimes(pattern({ from: '09:00', to: '10:30', slotMinutes: 30 }))).toEqual([
      { from: '09:00', to: '09:30' },
      { from: '09:30', to: '10:00' },
      { from: '10:00', to: '10:30' },
    ])
    expect(slotTimes(pattern({ from: '09:00', to: '11:10', slotMinutes: 60 }))).toEqual([
      { from: '09:00', to: '10:00' },
      { from: '10:00', to: '11:00' },
    ])
    expect(slotTimes(pattern({ from: '23:00', to: '23:59', slotMinutes: 59 }))).toEqual([
      { from: '23:00', to: '23:59' },
    ])
  })

  it('offers slots only on the days the availability occurs, and only exact slots', () => {
    const p = pattern({ recurType: 'weekly', recurOnDays: [2] })
    expect(slotsOn(p, '2030-03-04')).toEqual([])
    expect(slotsOn(p, '2030-03-05')).toHaveLength(6)
    expect(offersSlot(p, '2030-03-05', { from: '09:30', to: '10:00' })).toBe(true)
    expect(offersSlot(p, '2030-03-05', { from: '09:15', to: '09:45' })).toBe(false)
    expect(offersSlot(p, '2030-03-05', { from: '09:30', to: '10:30' })).toBe(false)
    expect(offersSlot(p, '2030-03-04', { from: '09:30', to: '10:00' })).toBe(false)
  })
})
