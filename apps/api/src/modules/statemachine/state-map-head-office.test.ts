import { Access } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildAdmissionsWorld, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'

const ALL = Access.read | Access.write | Access.approve

const MAPPINGS = graphql(`
  query StateMapHeadOfficeList($IDSchool: Int!) {
    findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {
      ID
      priority
    }
  }
`)
const ADD = graphql(`
  mutation StateMapHeadOfficeAdd($IDSchool: Int!, $fromState: String!, $toState: String!) {
    addEnquiryStateMachineMap(IDSchool: $IDSchool, fromState: $fromState, toState: $toState) {
      ID
    }
  }
`)
const UPDATE = graphql(`
  mutation StateMapHeadOfficeUpdate($IDSchool: Int!, $IDMap: Int!, $priority: Int!) {
    updateEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, priority: $priority) {
      ID
    }
  }
`)
const REMOVE = graphql(`
  mutation StateMapHeadOfficeRemove($IDSchool: Int!, $IDMap: Int!) {
    removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: true)
  }
`)

/**
 * Issue 29 item 21: staff of one centre and the principal of two held enquiry-management approve (for documents)
 * and rewrote the whole school's enquiry workflow. The state map is school-wide: head office's alone.
 */
describe('the enquiry state map is head office’s', () => {
  it('refuses centre staff and a principal of some centres who hold enquiry approve, and changes nothing', async () => {
    const w = await buildAdmissionsWorld()
    const centreStaff = await buildStaff(w.school, { enquiry_management: ALL }, [w.centreId])
    const principal = await buildStaff(w.school, { enquiry_management: ALL }, [w.centreId, w.otherCentreId])
    const before = (await gql(MAPPINGS, { IDSchool: w.school.id }, w.hq.token)).data!
      .findAllEnquiryStateMachineMap
    const IDMap = before[0].ID
    for (const caller of [centreStaff, principal]) {
      const calls = [
        await gql(ADD, { IDSchool: w.school.id, fromState: 'visit', toState: 'trial' }, caller.token),
        await gql(UPDATE, { IDSchool: w.school.id, IDMap, priority: 3 }, caller.token),
        await gql(REMOVE, { IDSchool: w.school.id, IDMap }, caller.token),
      ]
      for (const result of calls) expect(result.errors?.[0].message).toBe('unauthorized')
      // They still read it (enquiry management read): reading the workflow is not changing it.
      const seen = await gql(MAPPINGS, { IDSchool: w.school.id }, caller.token)
      expect(seen.data!.findAllEnquiryStateMachineMap).toEqual(before)
    }
    const byHeadOffice = await gql(UPDATE, { IDSchool: w.school.id, IDMap, priority: 3 }, w.hq.token)
    expect(byHeadOffice.errors).toBeUndefined()
  })
})
