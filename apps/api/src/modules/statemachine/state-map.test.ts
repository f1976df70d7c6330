import { defaultStateMap, enquiryState, StateMapMsg } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { enquiries, enquiryStateMaps } from '../../db/schema'
import { type AdmissionsWorld, buildAdmissionsWorld, buildSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { syncEnquiryStateMap } from './sync'

const MAP = graphql(`
  query StateMapList($IDSchool: Int!) {
    findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {
      ID
      priority
      fromState {
        stateCode
      }
      toState {
        stateCode
      }
    }
  }
`)
const STATES = graphql(`
  query StateMapStates {
    findAllEnquiryState {
      ID
      stateCode
      group
    }
  }
`)
const ADD = graphql(`
  mutation StateMapAdd($IDSchool: Int!, $fromState: String!, $toState: String!, $priority: Int) {
    addEnquiryStateMachineMap(
      IDSchool: $IDSchool
      fromState: $fromState
      toState: $toState
      priority: $priority
    ) {
      ID
      priority
      toState {
        stateCode
      }
    }
  }
`)
const REMOVE = graphql(`
  mutation StateMapRemove($IDSchool: Int!, $IDMap: Int!, $confirm: Boolean) {
    removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: $confirm)
  }
`)
const UPDATE = graphql(`
  mutation StateMapUpdate(
    $IDSchool: Int!
    $IDMap: Int!
    $priority: Int!
    $toState: String
    $confirm: Boolean
  ) {
    updateEnquiryStateMachineMap(
      IDSchool: $IDSchool
      IDMap: $IDMap
      priority: $priority
      toState: $toState
      confirm: $confirm
    ) {
      ID
      priority
      toState {
        stateCode
      }
    }
  }
`)
const IMPACT = graphql(`
  query StateMapImpact($IDSchool: Int!, $IDMap: Int!, $toState: String) {
    enquiryStateMachineMapImpact(IDSchool: $IDSchool, IDMap: $IDMap, toState: $toState) {
      states {
        count
        stranded
        state {
          stateCode
        }
        enquiries {
          ID
        }
      }
    }
  }
`)
const STRANDED = graphql(`
  query StateMapStranded($IDSchool: Int!) {
    strandedEnquiryStates(IDSchool: $IDSchool) {
      states {
        count
        state {
          stateCode
        }
      }
    }
  }
`)
const CANCEL = graphql(`
  mutation StateMapCancelEnquiry($ID: Int!) {
    cancelEnquiry(ID: $ID) {
      ID
      admissionStatus {
        stateCode
      }
    }
  }
`)

const message = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message

describe('the enquiry state map', () => {
  let w: AdmissionsWorld
  beforeEach(async () => {
    w = await buildAdmissionsWorld()
  })

  const mappingId = async (from: string, to: string) => {
    const map = (await gql(MAP, { IDSchool: w.school.id }, w.hq.token)).data!.findAllEnquiryStateMachineMap
    return map.find((m) => m.fromState.stateCode === from && m.toState.stateCode === to)?.ID
  }

  it('is seeded for a new school from every transition of EnquiryTransitions', async () => {
    const map = (await gql(MAP, { IDSchool: w.school.id }, w.hq.token)).data!.findAllEnquiryStateMachineMap
    const pairs = map.map((m) => `${m.fromState.stateCode}>${m.toState.stateCode}`).sort()
    expect(pairs).toEqual(
      defaultStateMap()
        .map((p) => `${p.from}>${p.to}`)
        .sort(),
    )
    expect(pairs).toContain('new_enquiry>cancelled_enquiry')
    expect(pairs).toContain('pending_trial_payment>blacklisted')
    const states = (await gql(STATES, {}, w.readOnly.token)).data!.findAllEnquiryState
    expect(states.map((s) => s.stateCode)).toContain('enrolled')
  })

  it('refuses a move the school map does not allow, with the states named', async () => {
    const family = await w.family('new_enquiry')
    const id = await mappingId('new_enquiry', 'cancelled_enquiry')
    const removed = await gql(REMOVE, { IDSchool: w.school.id, IDMap: id!, confirm: true }, w.hq.token)
    expect(removed.errors).toBeUndefined()
    const refused = await gql(CANCEL, { ID: family.enquiryId }, family.parent.token)
    expect(message(refused)).toBe(StateMapMsg.notAllowed('New Enquiry', 'Cancelled'))
    const [row] = await w.school.db.select().from(enquiries).where(eq(enquiries.id, family.enquiryId))
    expect(row.fkEnquiryState).toBe(enquiryState('new_enquiry').id)
    // Restored, the move is allowed again.
    await gql(
      ADD,
      { IDSchool: w.school.id, fromState: 'new_enquiry', toState: 'cancelled_enquiry' },
      w.hq.token,
    )
    const cancelled = await gql(CANCEL, { ID: family.enquiryId }, family.parent.token)
    expect(cancelled.data?.cancelEnquiry.admissionStatus.stateCode).toBe('cancelled_enquiry')
  })

  it('warns before a removal strands open enquiries, listing them, and refuses without confirm', async () => {
    const family = await w.family('pending_econsent')
    const id = (await mappingId('pending_econsent', 'cancelled_enquiry'))!
    // Other moves still leave pending_econsent: the enquiries may need this one.
    const needed = await gql(REMOVE, { IDSchool: w.school.id, IDMap: id }, w.hq.token)
    expect(message(needed)).toBe(StateMapMsg.needed(1, 'Pending E-Consent'))
    expect(errorCode(needed)).toBe('CONFLICT')
    await gql(REMOVE, { IDSchool: w.school.id, IDMap: id, confirm: true }, w.hq.token)
    const signed = (await mappingId('pending_econsent', 'pending_registration_payment'))!
    await gql(REMOVE, { IDSchool: w.school.id, IDMap: signed, confirm: true }, w.hq.token)
    // A transfer enquiry is enrolled from any registration step when its transfer completes.
    const transferred = (await mappingId('pending_econsent', 'enrolled'))!
    await gql(REMOVE, { IDSchool: w.school.id, IDMap: transferred, confirm: true }, w.hq.token)
    // The last move out (blacklisting) strands them.
    const last = (await mappingId('pending_econsent', 'blacklisted'))!
    const impact = await gql(IMPACT, { IDSchool: w.school.id, IDMap: last }, w.hq.token)
    expect(impact.data!.enquiryStateMachineMapImpact.states).toEqual([
      {
        count: 1,
        stranded: true,
        state: { stateCode: 'pending_econsent' },
        enquiries: [{ ID: family.enquiryId }],
      },
    ])
    const strands = await gql(REMOVE, { IDSchool: w.school.id, IDMap: last }, w.hq.token)
    expect(message(strands)).toBe(StateMapMsg.strands(1, 'Pending E-Consent'))
    expect(await mappingId('pending_econsent', 'blacklisted')).toBe(last)
    await gql(REMOVE, { IDSchool: w.school.id, IDMap: last, confirm: true }, w.hq.token)
    const stranded = await gql(STRANDED, { IDSchool: w.school.id }, w.readOnly.token)
    expect(stranded.data!.strandedEnquiryStates.states).toEqual([
      { count: 1, state: { stateCode: 'pending_econsent' } },
    ])
  })

  it('removes a mapping no open enquiry needs without asking, and a later sync keeps it removed', async () => {
    const id = (await mappingId('visit_rejected', 'pending_visit'))!
    expect((await gql(REMOVE, { IDSchool: w.school.id, IDMap: id }, w.hq.token)).errors).toBeUndefined()
    await syncEnquiryStateMap(w.school.db, w.school.id)
    expect(await mappingId('visit_rejected', 'pending_visit')).toBeUndefined()
  })

  it('adds, re-prioritises and redirects mappings with their rules', async () => {
    const added = await gql(
      ADD,
      { IDSchool: w.school.id, fromState: 'visit_approved', toState: 'pending_econsent', priority: 5 },
      w.hq.token,
    )
    expect(added.data!.addEnquiryStateMachineMap).toMatchObject({
      priority: 5,
      toState: { stateCode: 'pending_econsent' },
    })
    const again = await gql(
      ADD,
      { IDSchool: w.school.id, fromState: 'visit_approved', toState: 'pending_econsent' },
      w.hq.token,
    )
    expect(message(again)).toBe(StateMapMsg.exists)
    const self = await gql(ADD, { IDSchool: w.school.id, fromState: 'visit', toState: 'visit' }, w.hq.token)
    expect(self.errors?.[0]?.extensions?.fields?.toState).toBe(StateMapMsg.sameState)
    const unknown = await gql(
      ADD,
      { IDSchool: w.school.id, fromState: 'nowhere', toState: 'visit' },
      w.hq.token,
    )
    expect(unknown.errors?.[0]?.extensions?.fields?.fromState).toBe(StateMapMsg.unknownState)
    const badPriority = await gql(
      ADD,
      { IDSchool: w.school.id, fromState: 'visit', toState: 'trial', priority: 1000 },
      w.hq.token,
    )
    expect(badPriority.errors?.[0]?.extensions?.fields?.priority).toBe(StateMapMsg.priority)

    const id = added.data!.addEnquiryStateMachineMap.ID
    const reprioritised = await gql(UPDATE, { IDSchool: w.school.id, IDMap: id, priority: 2 }, w.hq.token)
    expect(reprioritised.data!.updateEnquiryStateMachineMap.priority).toBe(2)
    await w.family('visit_approved')
    const redirect = { IDSchool: w.school.id, IDMap: id, priority: 2, toState: 'pending_form_completion' }
    expect(message(await gql(UPDATE, redirect, w.hq.token))).toBe(StateMapMsg.needed(1, 'Visit Approved'))
    const redirected = await gql(UPDATE, { ...redirect, confirm: true }, w.hq.token)
    expect(redirected.data!.updateEnquiryStateMachineMap.toState.stateCode).toBe('pending_form_completion')
    expect(await mappingId('visit_approved', 'pending_econsent')).toBeUndefined()
  })

  it('lets read-only staff read the map and only approvers change it; no other school or intruder', async () => {
    expect((await gql(MAP, { IDSchool: w.school.id }, w.readOnly.token)).errors).toBeUndefined()
    const add = { IDSchool: w.school.id, fromState: 'visit', toState: 'trial' }
    for (const token of [w.readOnly.token, w.staff.token, w.noModule.token, undefined])
      expect((await gql(ADD, add, token)).errors?.[0]?.message).toBe('unauthorized')
    expect((await gql(MAP, { IDSchool: w.school.id }, w.noModule.token)).errors?.[0]?.message).toBe(
      'unauthorized',
    )
    const family = await w.family()
    expect((await gql(MAP, { IDSchool: w.school.id }, family.parent.token)).errors?.[0]?.message).toBe(
      'unauthorized',
    )

    const other = await buildSchool()
    expect((await gql(MAP, { IDSchool: other.id }, w.hq.token)).errors?.[0]?.message).toBe('unauthorized')
    const otherMapping = await other.db
      .select({ id: enquiryStateMaps.id })
      .from(enquiryStateMaps)
      .where(and(eq(enquiryStateMaps.fkSchool, other.id), eq(enquiryStateMaps.active, true)))
      .limit(1)
    const stolen = await gql(
      REMOVE,
      { IDSchool: w.school.id, IDMap: otherMapping[0].id, confirm: true },
      w.hq.token,
    )
    expect(errorCode(stolen)).toBe('NOT_FOUND')
  })
})
