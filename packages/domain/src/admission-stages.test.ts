import { describe, expect, it } from 'vitest'
import { admissionStageOf } from './admission-stages'
import { enquiryState } from './enquiry-states'
import { defaultStateMap, EnquiryTransitions, SAME_STATE } from './enquiry-transitions'
import { AdmissionMsg, admissionArgsSchema } from './validation/admissions'

const at = (
  code: Parameters<typeof enquiryState>[0],
  extra: { active?: boolean; waitlistedAt?: string | null } = {},
) => ({
  fkEnquiryState: enquiryState(code).id,
  active: extra.active ?? true,
  waitlistedAt: extra.waitlistedAt ?? null,
})

describe('enrolment stages', () => {
  it('maps each state to its stage, the waiting list by waitlisted_at', () => {
    expect(admissionStageOf(at('pre_registration'))).toBe('pre_registration')
    expect(admissionStageOf(at('pending_form_completion'))).toBe('pending_registration')
    expect(admissionStageOf(at('pending_econsent'))).toBe('document')
    expect(admissionStageOf(at('pending_giro'))).toBe('payment')
    expect(admissionStageOf(at('enrolled'))).toBe('enrolled')
    expect(admissionStageOf(at('cancelled_enquiry', { active: false }))).toBe('cancelled')
    expect(admissionStageOf(at('blacklisted', { active: false }))).toBe('blacklisted')
    expect(admissionStageOf(at('visit_approved', { waitlistedAt: '2031-01-01' }))).toBe('waiting_list')
    expect(admissionStageOf(at('visit_approved'))).toBeNull()
    expect(admissionStageOf(at('enrolment', { waitlistedAt: '2031-01-01' }))).toBeNull()
  })

  it('takes a status of the stage only', () => {
    const wrong = admissionArgsSchema.safeParse({ stageCode: 'document', statusCode: 'enrolled' })
    expect(wrong.error?.issues[0]).toMatchObject({ message: AdmissionMsg.status, path: ['statusCode'] })
    expect(admissionArgsSchema.parse({ stageCode: 'document', statusCode: '' }).statusCode).toBeNull()
  })
})

describe('the default state map', () => {
  it('holds every move of EnquiryTransitions once, never a state to itself', () => {
    const pairs = defaultStateMap()
    const keys = pairs.map((p) => `${p.from}>${p.to}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(pairs.every((p) => p.from !== p.to)).toBe(true)
    for (const t of Object.values(EnquiryTransitions))
      if (t.to !== SAME_STATE)
        for (const from of t.from) if (from !== t.to) expect(keys).toContain(`${from}>${t.to}`)
    // The trial may be the first booking when the visit is skipped.
    expect(keys).toContain('new_enquiry>pending_trial')
    // An enrolled child is withdrawn, not cancelled.
    expect(keys).not.toContain('enrolled>cancelled_enquiry')
  })
})
