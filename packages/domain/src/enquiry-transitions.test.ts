import { describe, expect, it } from 'vitest'
import { enquiryState } from './enquiry-states'
import { canTransition, enquiryStateCode, EnquiryTransitions, isOpenEnquiry } from './enquiry-transitions'

const enquiry = (
  code: Parameters<typeof enquiryState>[0],
  extra: { active?: boolean; skipCentreVisit?: boolean } = {},
) => ({
  id: 1,
  active: extra.active ?? true,
  fkEnquiryState: enquiryState(code).id,
  skipCentreVisit: extra.skipCentreVisit ?? false,
})

describe('enquiry transitions', () => {
  it('reads the state code and refuses an unknown state id', () => {
    expect(enquiryStateCode(enquiry('pending_visit'))).toBe('pending_visit')
    expect(() => enquiryStateCode({ id: 7, fkEnquiryState: 999 })).toThrow('enquiry 7 has unknown state 999')
  })

  it('is open only while active and neither cancelled nor blacklisted', () => {
    expect(isOpenEnquiry(enquiry('new_enquiry'))).toBe(true)
    expect(isOpenEnquiry(enquiry('new_enquiry', { active: false }))).toBe(false)
    expect(isOpenEnquiry(enquiry('cancelled_enquiry'))).toBe(false)
    expect(isOpenEnquiry(enquiry('blacklisted'))).toBe(false)
  })

  it('allows a transition from its from-states only', () => {
    expect(canTransition(EnquiryTransitions.bookVisit, enquiry('visit_rejected'))).toBe(true)
    expect(canTransition(EnquiryTransitions.bookVisit, enquiry('pending_visit'))).toBe(false)
  })

  it('lets the trial be the first booking only with the centre visit skipped', () => {
    expect(canTransition(EnquiryTransitions.bookTrial, enquiry('new_enquiry'))).toBe(false)
    expect(
      canTransition(EnquiryTransitions.bookTrial, enquiry('new_enquiry', { skipCentreVisit: true })),
    ).toBe(true)
    expect(canTransition(EnquiryTransitions.skipTrial, enquiry('visit', { skipCentreVisit: true }))).toBe(
      true,
    )
    expect(canTransition(EnquiryTransitions.skipVisit, enquiry('visit_approved'))).toBe(false)
  })
})
