import { describe, expect, it } from 'vitest'
import {
  KIND_COLOURS,
  allowedVisitActions,
  asRecurType,
  availabilityEntries,
  calendarEntries,
  holidayEntry,
  leaveEntry,
  monthsOfRange,
  singaporeWallClock,
  visitEntry,
} from './calendar-events'
import type { CalendarAvailability, CalendarMonth, CalendarVisit } from './documents'

const visit = (over: Partial<CalendarVisit> = {}): CalendarVisit => ({
  ID: 7,
  visitType: 'centre_visit',
  // 10:00 to 10:30 in Singapore.
  visitFrom: '2026-11-28T02:00:00.000Z',
  visitTo: '2026-11-28T02:30:00.000Z',
  completed: false,
  status: 'created',
  statusText: 'Pending centre visit',
  approvalDisplay: 'Pending Approval',
  comment: null,
  trialPeriodFee: null,
  trialPeriodPaymentStatus: null,
  userName: 'Rachel Tan',
  userPhone: '+65 91234567',
  IDEnquiry: 3,
  fkCentre: 1,
  centreLabel: 'Little Steps @ Tampines',
  fkChild: 4,
  childName: 'Ethan Tan',
  levelLabel: 'Nursery 1',
  ...over,
})

const availability = (over: Partial<CalendarAvailability> = {}): CalendarAvailability => ({
  ID: 11,
  visitType: 'centre_visit',
  start: '2026-11-01',
  end: '2026-11-30',
  from: '09:00',
  to: '12:00',
  recurType: 'weekly',
  recurOnDays: [6],
  slotMinutes: 30,
  familiesPerSlot: 2,
  active: true,
  ...over,
})

describe('singaporeWallClock', () => {
  it('shows an instant as Singapore local time without an offset', () => {
    expect(singaporeWallClock('2026-11-27T16:30:00.000Z')).toBe('2026-11-28T00:30:00')
  })
})

describe('visitEntry', () => {
  it('places a pending centre visit at its Singapore times, lighter with the kind colour as border', () => {
    const entry = visitEntry(visit())
    expect(entry).toMatchObject({
      id: 'visit-7',
      title: '⌂ Ethan Tan · Pending centre visit',
      start: '2026-11-28T10:00:00',
      end: '2026-11-28T10:30:00',
      allDay: false,
      borderColor: KIND_COLOURS.centreVisit,
      textColor: '#000000',
      extendedProps: { ref: { kind: 'centreVisit', visitId: 7 } },
    })
    expect(entry.backgroundColor).not.toBe(KIND_COLOURS.centreVisit)
    expect(entry.classNames).toContain('calendar-pending')
  })

  it('fills an approved trial with the trial colour', () => {
    const entry = visitEntry(
      visit({ visitType: 'trial', status: 'completed', completed: true, statusText: 'Trial Class Approved' }),
    )
    expect(entry.backgroundColor).toBe(KIND_COLOURS.trial)
    expect(entry.textColor).toBe('#FFFFFF')
    expect(entry.title).toBe('★ Ethan Tan · Trial Class Approved')
    expect(entry.extendedProps.ref).toEqual({ kind: 'trial', visitId: 7 })
  })
})

describe('holidayEntry', () => {
  it('is an all-day bar whose end is the day after the last day (FullCalendar ends are exclusive)', () => {
    expect(
      holidayEntry({ ID: 2, title: 'Christmas Day', from: '2026-12-25', to: '2026-12-25', isPublic: true }),
    ).toMatchObject({
      id: 'holiday-2',
      title: 'Christmas Day',
      start: '2026-12-25',
      end: '2026-12-26',
      allDay: true,
      backgroundColor: KIND_COLOURS.holiday,
    })
  })
})

describe('availabilityEntries', () => {
  it('draws a weekly availability behind the visits on each of its days within the range', () => {
    const entries = availabilityEntries(
      availability(),
      '2026-11-01',
      '2026-11-30',
      'Centre visit availability',
    )
    // The Saturdays of November 2026.
    expect(entries.map((e) => e.start)).toEqual([
      '2026-11-07T09:00:00',
      '2026-11-14T09:00:00',
      '2026-11-21T09:00:00',
      '2026-11-28T09:00:00',
    ])
    expect(entries[0]).toMatchObject({ end: '2026-11-07T12:00:00', display: 'background' })
  })

  it('draws a one-time availability on its day only, and a withdrawn one not at all', () => {
    const once = availability({ recurType: 'none', start: '2026-11-10', end: '2026-11-10', recurOnDays: [] })
    expect(availabilityEntries(once, '2026-11-01', '2026-11-30', 'x').map((e) => e.start)).toEqual([
      '2026-11-10T09:00:00',
    ])
    expect(availabilityEntries(availability({ active: false }), '2026-11-01', '2026-11-30', 'x')).toEqual([])
  })

  it('shades whole days in a month grid, with the window in the title', () => {
    const [first] = availabilityEntries(
      availability(),
      '2026-11-01',
      '2026-11-30',
      'Centre visit availability',
      true,
    )
    expect(first).toMatchObject({
      title: 'Centre visit availability 09:00 – 12:00',
      start: '2026-11-07',
      end: '2026-11-08',
      allDay: true,
      display: 'background',
    })
  })

  it('repeats a monthly availability on the start date’s day of the month', () => {
    const monthly = availability({
      recurType: 'monthly',
      start: '2026-10-15',
      end: '2027-03-31',
      recurOnDays: [],
    })
    expect(availabilityEntries(monthly, '2026-11-01', '2026-11-30', 'x').map((e) => e.start)).toEqual([
      '2026-11-15T09:00:00',
    ])
  })
})

describe('calendarEntries', () => {
  it('puts the availability of the month behind, then holidays and visits, titled by visit type', () => {
    const month: CalendarMonth = {
      IDCentre: 1,
      year: 2026,
      month: 11,
      visits: [visit()],
      holidays: [{ ID: 2, title: 'Deepavali', from: '2026-11-08', to: '2026-11-08', isPublic: true }],
      availabilities: [availability({ visitType: 'trial', start: '2026-11-20' })],
    }
    const entries = calendarEntries(month, (type) => `${type} open`)
    expect(entries.map((e) => e.id)).toEqual([
      'availability-11-2026-11-21',
      'availability-11-2026-11-28',
      'holiday-2',
      'visit-7',
    ])
    expect(entries[0].title).toBe('trial open')
  })
  it('hides open availability on the month’s holidays but keeps the visits booked on them', () => {
    const month: CalendarMonth = {
      IDCentre: 1,
      year: 2026,
      month: 11,
      // A booked visit on the holiday: it belongs to a user, so it stays.
      visits: [visit({ visitFrom: '2026-11-14T02:00:00.000Z', visitTo: '2026-11-14T02:30:00.000Z' })],
      holidays: [{ ID: 2, title: 'Centre closure', from: '2026-11-13', to: '2026-11-14', isPublic: false }],
      availabilities: [availability()],
    }
    expect(calendarEntries(month, () => 'open').map((e) => e.id)).toEqual([
      'availability-11-2026-11-07',
      'availability-11-2026-11-21',
      'availability-11-2026-11-28',
      'holiday-2',
      'visit-7',
    ])
    expect(calendarEntries(month, () => 'open', true).map((e) => e.id)).not.toContain(
      'availability-11-2026-11-14',
    )
  })
})

describe('allowedVisitActions', () => {
  it('offers approve, reject and skip on a pending centre visit to staff with approve access', () => {
    expect(allowedVisitActions({ visitType: 'centre_visit', status: 'created' }, true)).toEqual([
      'approve',
      'reject',
      'skip',
    ])
  })

  it('offers nothing without approve access', () => {
    expect(allowedVisitActions({ visitType: 'centre_visit', status: 'created' }, false)).toEqual([])
    expect(allowedVisitActions({ visitType: 'trial', status: 'created' }, false)).toEqual([])
  })

  it('offers nothing once a visit is decided, cancelled or skipped', () => {
    for (const status of ['completed', 'rejected', 'cancelled', 'skipped'])
      expect(allowedVisitActions({ visitType: 'trial', status }, true)).toEqual([])
  })

  it('asks for the trial fee before a trial can be approved', () => {
    expect(
      allowedVisitActions(
        { visitType: 'trial', status: 'created', trialPeriodPaymentStatus: 'pending' },
        true,
      ),
    ).toEqual(['recordPayment', 'reject', 'skip'])
    expect(
      allowedVisitActions(
        { visitType: 'trial', status: 'created', trialPeriodPaymentStatus: 'completed' },
        true,
      ),
    ).toEqual(['approve', 'reject', 'skip'])
    expect(
      allowedVisitActions({ visitType: 'trial', status: 'created', trialPeriodPaymentStatus: null }, true),
    ).toEqual(['approve', 'reject', 'skip'])
  })
})

describe('monthsOfRange', () => {
  it('lists each month a month view touches, across a year end', () => {
    expect(monthsOfRange('2026-11-30', '2027-01-11')).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ])
  })

  it('lists one month for a day and two for a week across a month end', () => {
    expect(monthsOfRange('2026-11-28', '2026-11-29')).toEqual([{ year: 2026, month: 11 }])
    expect(monthsOfRange('2026-11-30', '2026-12-07')).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
    ])
  })
})

describe('asRecurType', () => {
  it('keeps a known recurrence and reads an unknown one as one-time', () => {
    expect(asRecurType('weekly')).toBe('weekly')
    expect(asRecurType('yearly')).toBe('none')
  })
})

describe('leaveEntry', () => {
  it('draws approved leave as an all-day bar over its days, naming staff and the half day', () => {
    const leave = {
      ID: 7,
      from: '2030-03-11',
      to: '2030-03-12',
      halfDay: null,
      subject: { firstname: 'Aisha', lastname: 'Tan', teacherID: null },
      leaveType: { code: 'MC' },
    }
    const half = (h: 'am' | 'pm') => (h === 'am' ? 'Morning' : 'Afternoon')
    expect(leaveEntry(leave, 'Staff', half)).toMatchObject({
      id: 'leave-7',
      title: '⌀ Aisha Tan · MC',
      start: '2030-03-11',
      end: '2030-03-13',
      allDay: true,
      extendedProps: { ref: { kind: 'leave', leaveId: 7 } },
    })
    const staff = {
      ...leave,
      to: '2030-03-11',
      halfDay: 'pm' as const,
      subject: { ...leave.subject, teacherID: 3 },
    }
    expect(leaveEntry(staff, 'Staff', half).title).toBe('⌀ Aisha Tan (Staff) · MC · Afternoon')
  })
})
