import { describe, expect, it } from 'vitest'
import { V } from './messages'
import {
  calendarMonthSchema,
  dateRangeSchema,
  optionalRemarksSchema,
  requiredRemarksSchema,
  scheduledVisitsFilterSchema,
  skipTrialSchema,
  VisitMsg,
  visitApprovalDisplay,
  visitAvailabilityInputSchema,
  visitDecisionSchema,
  visitMonthSchema,
  visitSlotInputSchema,
  visitStatusText,
} from './visits'

const TODAY = '2030-03-01'
const valid = {
  visitType: 'centre_visit',
  start: '2030-03-01',
  end: '2030-05-31',
  from: '09:00',
  to: '12:00',
  recurType: 'weekly',
  recurOnDays: [5, 1, 3, 1],
  slotMinutes: 30,
  familiesPerSlot: 2,
}
const issues = (overrides: Record<string, unknown>) =>
  visitAvailabilityInputSchema(TODAY)
    .safeParse({ ...valid, ...overrides })
    .error?.issues.map((i) => [i.path.join('.'), i.message])

describe('visitAvailabilityInputSchema', () => {
  it('accepts an availability; weekly days come sorted without repeats, other kinds keep none', () => {
    expect(visitAvailabilityInputSchema(TODAY).parse(valid).recurOnDays).toEqual([1, 3, 5])
    const daily = visitAvailabilityInputSchema(TODAY).parse({ ...valid, recurType: 'daily' })
    expect(daily.recurOnDays).toEqual([])
  })

  it('checks dates: real, ordered, not in the past, one day when not repeating, a year at most', () => {
    expect(issues({ start: '2030-02-30' })).toEqual([['start', V.invalidDate]])
    expect(issues({ end: undefined })).toEqual([['end', V.required]])
    expect(issues({ start: '2030-02-28' })).toEqual([['start', VisitMsg.startPast]])
    expect(issues({ end: '2030-02-28', start: '2030-03-02' })).toEqual([['end', VisitMsg.endDate]])
    expect(issues({ recurType: 'none' })).toEqual([['end', VisitMsg.oneDay]])
    expect(issues({ recurType: 'none', end: '2030-03-01' })).toBeUndefined()
    expect(issues({ end: '2031-03-01' })).toBeUndefined()
    expect(issues({ end: '2031-03-02' })).toEqual([['end', VisitMsg.tooLong]])
    expect(VisitMsg.tooLong).toBe('An availability can span at most 366 days')
  })

  it('checks times as HH:mm, end after start, and a slot that fits the window', () => {
    expect(issues({ from: '9:00' })).toEqual([['from', VisitMsg.time]])
    expect(issues({ to: '24:00' })).toEqual([['to', VisitMsg.time]])
    expect(issues({ to: '09:00' })).toEqual([['to', VisitMsg.toAfterFrom]])
    expect(issues({ to: '08:00' })).toEqual([['to', VisitMsg.toAfterFrom]])
    expect(issues({ to: '09:20' })).toEqual([['slotMinutes', VisitMsg.slotFits]])
    expect(issues({ to: '09:30' })).toBeUndefined()
  })

  it('keeps the slot length within 5..480 minutes and families within 1..100', () => {
    const slot = 'Slot length must be a whole number of minutes from 5 to 480'
    const families = 'Families per slot must be a whole number from 1 to 100'
    expect(VisitMsg.slotMinutes).toBe(slot)
    expect(VisitMsg.families).toBe(families)
    for (const slotMinutes of [4, 481, 7.5])
      expect(issues({ slotMinutes, to: '20:00' })).toEqual([['slotMinutes', slot]])
    for (const familiesPerSlot of [0, 101, 1.5])
      expect(issues({ familiesPerSlot })).toEqual([['familiesPerSlot', families]])
    expect(issues({ slotMinutes: 480, from: '08:00', to: '16:00' })).toBeUndefined()
    expect(issues({ familiesPerSlot: 100 })).toBeUndefined()
  })

  it('wants days 0..6 for a weekly availability', () => {
    expect(issues({ recurOnDays: [] })).toEqual([['recurOnDays', VisitMsg.recurOnDaysRequired]])
    expect(issues({ recurOnDays: null })).toEqual([['recurOnDays', VisitMsg.recurOnDaysRequired]])
    expect(issues({ recurOnDays: [7] })).toEqual([['recurOnDays.0', VisitMsg.recurOnDay]])
    expect(issues({ recurOnDays: [-1] })).toEqual([['recurOnDays.0', VisitMsg.recurOnDay]])
    expect(issues({ recurType: 'monthly', recurOnDays: null })).toBeUndefined()
  })

  it('knows the visit types and the repeat kinds', () => {
    expect(issues({ visitType: 'tour' })).toEqual([['visitType', VisitMsg.visitType]])
    expect(issues({ recurType: 'yearly' })).toEqual([['recurType', VisitMsg.recurType]])
  })
})

describe('booking and list inputs', () => {
  it('wants a real date and a slot as HH:mm with the end after the start', () => {
    expect(visitSlotInputSchema.safeParse({ date: '2030-03-04', from: '09:00', to: '09:30' }).success).toBe(
      true,
    )
    const slotIssues = (v: Record<string, unknown>) =>
      visitSlotInputSchema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(slotIssues({ date: '04/03/2030', from: '09:00', to: '09:30' })).toEqual([['date', V.invalidDate]])
    expect(slotIssues({ date: '2030-03-04', from: '0900', to: '09:30' })).toEqual([['from', VisitMsg.time]])
    expect(slotIssues({ date: '2030-03-04', from: '09:30', to: '09:00' })).toEqual([
      ['to', VisitMsg.toAfterFrom],
    ])
  })

  it('reads months as YYYY-MM and calendar months as 1..12', () => {
    expect(visitMonthSchema.safeParse('2030-03').success).toBe(true)
    for (const m of ['2030-3', '2030-13', '2030-00', '203003']) {
      expect(visitMonthSchema.safeParse(m).error?.issues[0].message).toBe(VisitMsg.month)
    }
    expect(calendarMonthSchema.safeParse({ year: 2030, month: 13 }).error?.issues[0].message).toBe(
      VisitMsg.calendarMonth,
    )
    expect(calendarMonthSchema.safeParse({ year: 0, month: 1 }).error?.issues[0].message).toBe(VisitMsg.year)
  })

  it('checks list filters and ranges', () => {
    expect(scheduledVisitsFilterSchema.safeParse({ status: 'done' }).error?.issues[0].message).toBe(
      VisitMsg.status,
    )
    expect(
      scheduledVisitsFilterSchema.safeParse({ from: '2030-03-02', to: '2030-03-01' }).error?.issues[0]
        .message,
    ).toBe(VisitMsg.rangeOrder)
    expect(dateRangeSchema.safeParse({ from: '2030-03-02', to: '2030-03-01' }).error?.issues[0].message).toBe(
      VisitMsg.rangeOrder,
    )
  })

  it('requires remarks to skip the trial, and keeps blank optional remarks as none', () => {
    expect(VisitMsg.remarksRequired).toBe('Remarks are required')
    for (const remarks of ['', '   ', undefined]) {
      expect(requiredRemarksSchema.safeParse(remarks).error?.issues[0].message).toBe('Remarks are required')
    }
    expect(requiredRemarksSchema.parse('  Sibling already enrolled ')).toBe('Sibling already enrolled')
    expect(requiredRemarksSchema.safeParse('x'.repeat(1001)).error?.issues[0].message).toBe(
      'At most 1000 characters',
    )
    expect(
      skipTrialSchema.safeParse({ remarks: ' ' }).error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['remarks', 'Remarks are required']])
    expect(visitDecisionSchema.parse({})).toEqual({ remarks: null })
    expect(optionalRemarksSchema.parse('  ')).toBeNull()
    expect(optionalRemarksSchema.parse(undefined)).toBeNull()
  })
})

describe('status texts', () => {
  it('shows the spec’s visit status texts, the trial’s own, and capitalised others', () => {
    expect(visitStatusText('centre_visit', 'created')).toBe('Pending centre visit')
    expect(visitStatusText('centre_visit', 'completed')).toBe('Centre Visit Approved')
    expect(visitStatusText('centre_visit', 'rejected')).toBe('Centre Visit Rejected')
    expect(visitStatusText('centre_visit', 'cancelled')).toBe('Cancelled')
    expect(visitStatusText('trial', 'created')).toBe('Pending trial class')
    expect(visitStatusText('trial', 'skipped')).toBe('Skipped')
  })

  it('maps statuses to the approval display', () => {
    expect(['created', 'completed', 'rejected', 'cancelled', 'skipped'].map(visitApprovalDisplay)).toEqual([
      'Pending Approval',
      'Approved',
      'Declined',
      'Cancelled',
      'Skipped',
    ])
  })
})
