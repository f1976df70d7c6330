import { describe, expect, it } from 'vitest'
import { LeaveMsg, leaveRequestInputSchema, leaveTypeInputSchema } from './leave'
import { V } from './messages'

const request = { leaveTypeID: 1, from: '2030-01-07', to: '2030-01-08', halfDay: null, remark: ' fever ' }
const requestIssues = (overrides: Record<string, unknown>) =>
  leaveRequestInputSchema
    .safeParse({ ...request, ...overrides })
    .error?.issues.map((i) => [i.path.join('.'), i.message])

const type = {
  code: 'mc',
  label: 'Medical',
  halfDayApplicable: false,
  applicableToStaff: true,
  applicableToChild: true,
  approveRequired: true,
  active: true,
}

describe('leaveRequestInputSchema', () => {
  it('accepts a range and trims the remark', () => {
    expect(leaveRequestInputSchema.parse(request).remark).toBe('fever')
    expect(leaveRequestInputSchema.parse({ ...request, remark: '  ' }).remark).toBeNull()
    // The form's "whole days" choice is the empty value.
    expect(leaveRequestInputSchema.parse({ ...request, halfDay: '' }).halfDay).toBeNull()
  })

  it('refuses dates out of order, a too long range and a half day over several days', () => {
    expect(requestIssues({ to: '2030-01-06' })).toEqual([['to', LeaveMsg.toBeforeFrom]])
    expect(requestIssues({ to: '2030-03-20' })).toEqual([['to', LeaveMsg.tooLong]])
    expect(requestIssues({ halfDay: 'am' })).toEqual([['halfDay', LeaveMsg.halfDayOneDay]])
    expect(requestIssues({ halfDay: 'pm', to: request.from })).toBeUndefined()
  })
})

describe('leaveTypeInputSchema', () => {
  it('upper-cases the code and refuses a type for nobody', () => {
    expect(leaveTypeInputSchema.parse(type).code).toBe('MC')
    const nobody = leaveTypeInputSchema.safeParse({
      ...type,
      applicableToStaff: false,
      applicableToChild: false,
    })
    expect(nobody.error?.issues.map((i) => i.message)).toEqual([LeaveMsg.appliesToNobody])
    expect(leaveTypeInputSchema.safeParse({ ...type, code: 'a b' }).error?.issues[0].message).toBe(
      LeaveMsg.codeFormat,
    )
    expect(leaveTypeInputSchema.safeParse({ ...type, label: ' ' }).error?.issues[0].message).toBe(V.required)
  })
})
