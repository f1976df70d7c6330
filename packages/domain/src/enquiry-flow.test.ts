import { describe, expect, it } from 'vitest'
import { type EnquiryFlowInput, enquiryFlow } from './enquiry-flow'
import { ENQUIRY_STATES, type EnquiryStateCode } from './enquiry-states'

const flow = (stateCode: EnquiryStateCode, flags: Partial<EnquiryFlowInput> = {}) =>
  enquiryFlow({ stateCode, skipCentreVisit: false, skipTrial: false, ...flags })
const statuses = (stateCode: EnquiryStateCode, flags: Partial<EnquiryFlowInput> = {}) =>
  flow(stateCode, flags).steps.map((s) => s.status)

describe('enquiryFlow', () => {
  it('lists the four parent-facing steps with their labels, in order', () => {
    expect(flow('new_enquiry').steps.map((s) => [s.code, s.label])).toEqual([
      ['schedule', 'Schedule'],
      ['centre_visit', 'Centre Visit'],
      ['trial_class', 'Trial Class'],
      ['registration', 'Registration'],
    ])
  })

  it('starts at schedule with a visit to book, or the trial when the visit is skipped', () => {
    expect(flow('new_enquiry')).toMatchObject({ current: 'schedule', nextAction: 'book_visit' })
    expect(statuses('new_enquiry')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming'])
    expect(flow('new_enquiry', { skipCentreVisit: true }).nextAction).toBe('book_trial')
    expect(statuses('enquire', { skipCentreVisit: true })).toEqual([
      'current',
      'skipped',
      'upcoming',
      'upcoming',
    ])
    expect(flow('new_enquiry', { skipCentreVisit: true, skipTrial: true }).nextAction).toBe('register')
  })

  it('waits for the centre while a visit is booked, and books again after a rejection', () => {
    for (const code of ['pending_visit', 'scheduled_visit'] as const) {
      expect(flow(code)).toMatchObject({ current: 'centre_visit', nextAction: 'await_visit_approval' })
      expect(statuses(code)).toEqual(['done', 'current', 'upcoming', 'upcoming'])
    }
    expect(flow('visit_rejected').nextAction).toBe('book_visit')
    expect(flow('visit').nextAction).toBe('book_visit')
  })

  it('moves to the trial after the visit is approved or skipped, or to registration without a trial', () => {
    expect(flow('visit_approved')).toMatchObject({ current: 'trial_class', nextAction: 'book_trial' })
    expect(statuses('visit_approved')).toEqual(['done', 'done', 'current', 'upcoming'])
    expect(statuses('visit_skipped', { skipCentreVisit: true })).toEqual([
      'done',
      'skipped',
      'current',
      'upcoming',
    ])
    expect(flow('visit_approved', { skipTrial: true })).toMatchObject({
      current: 'registration',
      nextAction: 'register',
    })
    expect(statuses('visit_approved', { skipTrial: true })).toEqual(['done', 'done', 'skipped', 'current'])
  })

  it('walks the trial: approval, payment, rejection', () => {
    expect(flow('pending_trial')).toMatchObject({
      current: 'trial_class',
      nextAction: 'await_trial_approval',
    })
    expect(flow('scheduled_trial').nextAction).toBe('await_trial_approval')
    expect(flow('pending_trial_payment').nextAction).toBe('pay_trial')
    expect(flow('trial_rejected').nextAction).toBe('book_trial')
    expect(flow('trial').nextAction).toBe('book_trial')
    expect(statuses('pending_trial', { skipCentreVisit: true })).toEqual([
      'done',
      'skipped',
      'current',
      'upcoming',
    ])
    expect(flow('trial_approved')).toMatchObject({ current: 'registration', nextAction: 'register' })
    expect(statuses('trial_approved')).toEqual(['done', 'done', 'done', 'current'])
  })

  it('registers in every state of the enrolment group', () => {
    for (const state of ENQUIRY_STATES.filter((s) => s.group === 'enrolment')) {
      expect(flow(state.code)).toMatchObject({ current: 'registration', nextAction: 'register' })
      expect(statuses(state.code, { skipTrial: true })).toEqual(['done', 'done', 'skipped', 'current'])
    }
  })

  it('never leaves the enquiry at a step skipped for it while nothing is booked in it', () => {
    const both = { skipCentreVisit: true, skipTrial: true }
    for (const code of ['enquire', 'new_enquiry', 'visit'] as const) {
      expect(flow(code, both)).toMatchObject({ current: 'registration', nextAction: 'register' })
      expect(statuses(code, both)).toEqual(['done', 'skipped', 'skipped', 'current'])
    }
    expect(flow('visit', { skipCentreVisit: true })).toMatchObject({
      current: 'trial_class',
      nextAction: 'book_trial',
    })
    expect(statuses('visit', { skipCentreVisit: true })).toEqual(['done', 'skipped', 'current', 'upcoming'])
    for (const code of ['trial', 'trial_rejected'] as const) {
      expect(flow(code, { skipTrial: true })).toMatchObject({
        current: 'registration',
        nextAction: 'register',
      })
      expect(statuses(code, { skipTrial: true })).toEqual(['done', 'done', 'skipped', 'current'])
    }
  })

  it('offers nothing once closed', () => {
    for (const code of ['cancelled_enquiry', 'blacklisted'] as const) {
      expect(flow(code)).toMatchObject({ current: null, nextAction: 'none' })
      expect(statuses(code, { skipTrial: true })).toEqual(['upcoming', 'upcoming', 'skipped', 'upcoming'])
    }
  })

  it('answers every state', () => {
    for (const state of ENQUIRY_STATES) {
      const result = flow(state.code)
      expect(result.steps.filter((s) => s.status === 'current').length).toBe(result.current ? 1 : 0)
    }
  })
})
