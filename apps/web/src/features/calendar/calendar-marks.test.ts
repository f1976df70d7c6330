import { describe, expect, it } from 'vitest'
import { calendarEntries, KIND_MARKS, uniqueEntries, visitEntry } from './calendar-events'
import type { CalendarMonth, CalendarVisit } from './documents'

const holiday = { ID: 4, title: 'Year-end closure', from: '2026-12-28', to: '2027-01-02', isPublic: true }
const month = (year: number, m: number, over: Partial<CalendarMonth> = {}): CalendarMonth => ({
  IDCentre: 1,
  year,
  month: m,
  visits: [],
  holidays: [holiday],
  availabilities: [],
  ...over,
})

const visit = (visitType: string): CalendarVisit => ({
  ID: visitType === 'trial' ? 2 : 1,
  visitType,
  visitFrom: '2026-12-28T02:00:00.000Z',
  visitTo: '2026-12-28T02:30:00.000Z',
  completed: false,
  status: 'created',
  statusText: 'Pending',
  approvalDisplay: 'Pending Approval',
  comment: null,
  trialPeriodFee: null,
  trialPeriodPaymentStatus: null,
  userName: 'Rachel Tan',
  userPhone: null,
  IDEnquiry: 3,
  fkChild: 5,
  childName: 'Ethan Tan',
  levelLabel: 'Nursery',
  fkCentre: 1,
  centreLabel: 'Little Steps @ Tampines',
})

const title = (type: string) => (type === 'trial open' ? type : 'availability')

describe('calendar marks', () => {
  it('draws a holiday that spans two months once', () => {
    const entries = uniqueEntries([
      ...calendarEntries(month(2026, 12), title),
      ...calendarEntries(month(2027, 1), title),
    ])
    expect(entries.filter((e) => e.id === 'holiday-4')).toHaveLength(1)
  })

  it('tells visits and trials apart by a mark, not only by shade', () => {
    expect(visitEntry(visit('centre_visit')).title.startsWith(KIND_MARKS.centreVisit)).toBe(true)
    expect(visitEntry(visit('trial')).title.startsWith(KIND_MARKS.trial)).toBe(true)
    expect(KIND_MARKS.centreVisit).not.toBe(KIND_MARKS.trial)
  })

  it('names the centre of each visit in the calendar of all centres only', () => {
    const all = calendarEntries(month(2026, 12, { IDCentre: null, visits: [visit('trial')] }), title)
    expect(all.at(-1)!.title).toContain('Little Steps @ Tampines')
    const one = calendarEntries(month(2026, 12, { visits: [visit('trial')] }), title)
    expect(one.at(-1)!.title).not.toContain('Little Steps @ Tampines')
  })
})
