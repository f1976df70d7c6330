import { describe, expect, it } from 'vitest'
import { AccessibleCentresMsg, accessibleCentresArgsSchema } from './accessible-centres'

describe('accessibleCentresArgsSchema', () => {
  it('takes a known module and an access type by name', () => {
    const args = { module: 'enrollment_planning', accessType: 'approve' }
    expect(accessibleCentresArgsSchema.parse(args)).toEqual(args)
  })

  it('refuses unknown modules and access types', () => {
    const first = (input: unknown) => accessibleCentresArgsSchema.safeParse(input).error?.issues[0].message
    expect(first({ module: 'payroll', accessType: 'read' })).toBe(AccessibleCentresMsg.module)
    expect(first({ module: 'centre_management', accessType: 'delete' })).toBe(AccessibleCentresMsg.accessType)
  })
})
