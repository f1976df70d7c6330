import { describe, expect, it } from 'vitest'
import type { ParentVisit } from './documents'
import {
  calendarFileName,
  canAddToCalendar,
  enquiryActions,
  initialMonth,
  pendingVisit,
  shownVisits,
  visitWhen,
} from './enquiry-actions'

const visit = (ID: number, visitType: string, status: string, visitFrom: string): ParentVisit => ({
  ID,
  visitType,
  status,
  visitFrom,
  visitTo: new Date(Date.parse(visitFrom) + 30 * 60_000).toISOString(),
  statusText: status,
  trialPeriodFee: null,
  comment: null,
  trialPeriodPaymentStatus: null,
})

// 09:00 Singapore is 01:00 UTC.
const cancelled = visit(1, 'centre_visit', 'cancelled', '2026-11-24T01:00:00.000Z')
const pending = visit(2, 'centre_visit', 'created', '2026-11-25T01:30:00.000Z')
const approved = visit(3, 'centre_visit', 'completed', '2026-11-20T02:00:00.000Z')
const trial = visit(4, 'trial', 'created', '2026-12-01T01:00:00.000Z')

// Before every visit below.
const before = { now: new Date('2026-11-19T00:00:00.000Z') }

describe('the actions of an enquiry card', () => {
  it('offers booking a centre visit, then changing or cancelling the pending one', () => {
    expect(enquiryActions('book_visit', [])).toEqual([{ kind: 'book', visitType: 'centre_visit' }])
    expect(enquiryActions('await_visit_approval', [cancelled, pending], before)).toEqual([
      { kind: 'reschedule', visit: pending },
      { kind: 'cancelVisit', visit: pending },
    ])
  })

  it('offers booking a trial class once the visit is approved, then rescheduling it while it waits', () => {
    expect(enquiryActions('book_trial', [approved])).toEqual([{ kind: 'book', visitType: 'trial' }])
    expect(enquiryActions('await_trial_approval', [approved, trial], before)).toEqual([
      { kind: 'reschedule', visit: trial },
    ])
    expect(enquiryActions('pay_trial', [approved, trial], before)).toEqual([
      { kind: 'reschedule', visit: trial },
    ])
  })

  it('offers no change of a pending visit that has started: the server would refuse it', () => {
    const started = { now: new Date('2026-12-01T01:00:00.000Z') }
    expect(enquiryActions('await_visit_approval', [pending], started)).toEqual([])
    expect(enquiryActions('await_trial_approval', [trial], started)).toEqual([])
    expect(enquiryActions('pay_trial', [trial], started)).toEqual([])
  })

  it('lets the parent move or cancel an approved centre visit still to come, before the trial is booked', () => {
    const now = new Date('2026-11-19T00:00:00.000Z')
    expect(enquiryActions('book_trial', [approved], { stateCode: 'visit_approved', now })).toEqual([
      { kind: 'book', visitType: 'trial' },
      { kind: 'reschedule', visit: approved },
      { kind: 'cancelVisit', visit: approved },
    ])
    // Once it has taken place, or the enquiry is past visit_approved, the server would refuse: no buttons.
    const after = new Date('2026-11-20T02:00:00.000Z')
    expect(enquiryActions('book_trial', [approved], { stateCode: 'visit_approved', now: after })).toEqual([
      { kind: 'book', visitType: 'trial' },
    ])
    expect(enquiryActions('book_trial', [approved], { stateCode: 'trial_rejected', now })).toEqual([
      { kind: 'book', visitType: 'trial' },
    ])
    // With the trial skipped, registration follows: the approved visit can still be moved or cancelled.
    expect(enquiryActions('register', [approved], { stateCode: 'visit_approved', now })).toEqual([
      { kind: 'reschedule', visit: approved },
      { kind: 'cancelVisit', visit: approved },
    ])
    expect(enquiryActions('register', [approved], { stateCode: 'enrolment', now })).toEqual([])
  })

  it('offers no button for registration, a closed enquiry, or a wait without a booked visit', () => {
    expect(enquiryActions('register', [approved])).toEqual([])
    expect(enquiryActions('none', [])).toEqual([])
    expect(enquiryActions('await_visit_approval', [approved], before)).toEqual([])
  })
})

describe('visits on a card', () => {
  it('leaves cancelled visits out and lists the rest earliest first', () => {
    expect(shownVisits([trial, cancelled, pending, approved]).map((v) => v.ID)).toEqual([3, 2, 4])
  })

  it('finds the latest pending visit of a type', () => {
    const later = visit(5, 'centre_visit', 'created', '2026-12-10T01:00:00.000Z')
    expect(pendingVisit([later, pending, trial], 'centre_visit')?.ID).toBe(5)
    expect(pendingVisit([approved], 'centre_visit')).toBeUndefined()
  })

  it('offers a calendar file for booked and approved visits only', () => {
    expect([pending, approved, cancelled].map(canAddToCalendar)).toEqual([true, true, false])
  })

  it('shows the day and times in Singapore time', () => {
    expect(visitWhen(pending)).toEqual({ date: 'Wed, 25 Nov 2026', time: '09:30 – 10:00' })
    // 23:30 UTC is the next morning in Singapore.
    expect(visitWhen(visit(9, 'trial', 'created', '2026-11-30T23:30:00.000Z')).date).toBe('Tue, 01 Dec 2026')
  })

  it('names the calendar file after the visit type and day', () => {
    expect(calendarFileName(pending)).toBe('centre-visit-2026-11-25.ics')
    expect(calendarFileName(trial)).toBe('trial-class-2026-12-01.ics')
  })
})

describe('the booking dialog', () => {
  it("opens on this month, or on a rescheduled visit's later month", () => {
    expect(initialMonth({ kind: 'book', IDEnquiry: 1, visitType: 'centre_visit' }, '2026-11-23')).toBe(
      '2026-11',
    )
    expect(
      initialMonth({ kind: 'reschedule', IDEnquiry: 1, visitType: 'trial', visit: trial }, '2026-11-23'),
    ).toBe('2026-12')
    expect(
      initialMonth(
        { kind: 'reschedule', IDEnquiry: 1, visitType: 'centre_visit', visit: approved },
        '2026-12-02',
      ),
    ).toBe('2026-12')
  })
})
