import { Access } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { permittedActions } from './permitted'
import type { Viewer } from './viewer'

const viewer = (facts: Partial<Viewer>): Viewer => ({
  userId: 1,
  sessionId: 1,
  schoolId: 1,
  email: 'someone@example.com',
  firstname: 'Some',
  lastname: 'One',
  isStaff: true,
  isHQStaff: false,
  hasCentreScopeAccess: true,
  hasClassScopeAccess: false,
  roleIds: [1],
  access: {},
  centreIds: [1],
  classIds: [],
  ...facts,
})

/** `me.can` is kept per combination of role facts: each combination must still get its own answer. */
describe('permitted actions', () => {
  it('answers by the role facts, whatever was asked before', () => {
    const reader = viewer({ access: { visit_management: Access.read } })
    const writer = viewer({ access: { visit_management: Access.read | Access.write } })
    const visits = (keys: string[]) => keys.filter((key) => /^visits\.(read|write|approve)$/.test(key))
    for (let round = 0; round < 2; round += 1) {
      expect(visits(permittedActions(reader))).toEqual(['visits.read'])
      expect(visits(permittedActions(writer))).toEqual(['visits.read', 'visits.write'])
      expect(visits(permittedActions(viewer({ isStaff: false })))).toEqual([])
    }
    // The same access listed in another order is the same combination.
    const both = { visit_management: Access.read, level_management: Access.read }
    const reversed = { level_management: Access.read, visit_management: Access.read }
    expect(permittedActions(viewer({ access: reversed }))).toEqual(permittedActions(viewer({ access: both })))
    // Head office holds the school-wide actions that centre staff with the same access do not.
    const hq = permittedActions(viewer({ isHQStaff: true, access: both }))
    expect(hq.length).toBeGreaterThanOrEqual(permittedActions(viewer({ access: both })).length)
  })
})
