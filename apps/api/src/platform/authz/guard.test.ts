import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { enquiries, visits } from '../../db/schema'
import type { Context } from '../context'
import { buildIntruders, buildVictims, type Intruders, type Victims } from '../../test/access-matrix/world'
import { testServer } from '../../test/server'
import { loadViewer } from '../auth/sessions'
import { DomainError } from '../errors/domain-error'
import { authorize } from './authorize'
import { type Action, actions } from './catalogue'
import { guard } from './guard'
import { reachCondition } from './reach'
import type { TargetIds } from './targets'

let victims: Victims
let intruders: Intruders

beforeAll(async () => {
  victims = await buildVictims()
  intruders = await buildIntruders(victims)
})

const contextOf = async (token?: string): Promise<Context> => {
  const { db } = await testServer()
  const viewer = token ? await loadViewer(db, token) : null
  return { db, viewer: async () => viewer } as unknown as Context
}

/** The refusal code of an authorization, or 'ok'. */
async function outcome(action: Action, targets: TargetIds, token?: string): Promise<string> {
  try {
    await authorize(await contextOf(token), action, targets)
    return 'ok'
  } catch (error) {
    if (error instanceof DomainError) return error.code
    throw error
  }
}

describe('authorize against a target', () => {
  it('lets an enquiry through to its parent and to staff of its centre, and no one else', async () => {
    const { family, world } = victims
    const target = { enquiry: family.enquiryId }
    expect(await outcome(actions.enquiries.read, target, family.parent.token)).toBe('ok')
    expect(await outcome(actions.enquiries.read, target, world.hq.token)).toBe('FORBIDDEN')
    expect(await outcome(actions.enquiries.read, target, intruders.readOnly.token)).toBe('ok')
    expect(await outcome(actions.enquiries.read, target, intruders.otherParent.token)).toBe('FORBIDDEN')
    expect(await outcome(actions.enquiries.read, target, intruders.otherCentre.token)).toBe('FORBIDDEN')
    expect(await outcome(actions.enquiries.read, target, intruders.otherSchoolHq.token)).toBe('FORBIDDEN')
    expect(await outcome(actions.enquiries.cancel, target, intruders.readOnly.token)).toBe('FORBIDDEN')
    expect(await outcome(actions.enquiries.read, target)).toBe('UNAUTHENTICATED')
  })

  it('answers not found for an unknown target, before any rule looks at it', async () => {
    expect(await outcome(actions.visits.approve, { visit: 2_000_000_000 }, victims.world.hq.token)).toBe(
      'NOT_FOUND',
    )
  })

  it('refuses staff without the module before loading the target', async () => {
    expect(await outcome(actions.visits.approve, { visit: 2_000_000_000 }, intruders.noModule.token)).toBe(
      'FORBIDDEN',
    )
  })

  it('checks every target named: a school and a centre of another school are both refused', async () => {
    const { world } = victims
    const token = intruders.otherSchoolHq.token
    expect(await outcome(actions.centres.write, { school: world.school.id, centre: null }, token)).toBe(
      'FORBIDDEN',
    )
    expect(await outcome(actions.centres.write, { centre: world.centre.id }, token)).toBe('FORBIDDEN')
    expect(await outcome(actions.centres.write, { centre: world.centre.id }, world.hq.token)).toBe(
      'FORBIDDEN',
    )
  })

  it('resolves the visit, child, availability and holiday targets to their centres and parents', async () => {
    const { family, world, visitId, availabilityId, holidayId } = victims
    expect(await outcome(actions.visits.manage, { visit: visitId }, family.parent.token)).toBe('ok')
    expect(await outcome(actions.visits.manage, { visit: visitId }, intruders.otherParent.token)).toBe(
      'FORBIDDEN',
    )
    expect(await outcome(actions.visits.ofChild, { child: family.childId }, family.parent.token)).toBe('ok')
    expect(await outcome(actions.visits.ofChild, { child: family.childId }, world.staff.token)).toBe('ok')
    expect(
      await outcome(actions.visits.ofChild, { child: family.childId }, intruders.otherCentre.token),
    ).toBe('FORBIDDEN')
    const withdraw = actions.visits.cancelAvailability
    expect(await outcome(withdraw, { availability: availabilityId }, world.staff.token)).toBe('ok')
    expect(await outcome(withdraw, { availability: availabilityId }, intruders.otherCentre.token)).toBe(
      'FORBIDDEN',
    )
    const hq = await outcome(actions.holidays.edit, { holiday: holidayId }, intruders.otherCentre.token)
    expect(hq).toBe('FORBIDDEN')
  })
})

describe('reachCondition', () => {
  it('turns the rules that held into one condition: a parent their family, staff their centres', async () => {
    const { db } = await testServer()
    const { family } = victims
    const idsFor = async (token: string) => {
      const grant = await authorize(await contextOf(token), actions.enquiries.list, {})
      const rows = await db
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(
          reachCondition(grant, {
            centre: enquiries.fkCentre,
            parent: (userId) => eq(enquiries.fkUser, userId),
          }),
        )
      return rows.map((r) => r.id)
    }
    // The family's own enquiries: the open one and the one it cancelled at the other centre.
    const own = await idsFor(family.parent.token)
    expect(own).toContain(family.enquiryId)
    expect(own).toHaveLength(2)
    expect(await idsFor(intruders.otherCentre.token)).not.toContain(family.enquiryId)
    expect(await idsFor(intruders.readOnly.token)).toContain(family.enquiryId)
  })
})

describe('guard', () => {
  it('records its action on the resolver and refuses before the body runs', async () => {
    let ran = false
    const resolver = guard(
      actions.visits.approve,
      (args: { IDVisit: number }) => ({ visit: args.IDVisit }),
      () => {
        ran = true
        return true
      },
    )
    const ctx = await contextOf(intruders.otherCentre.token)
    // The audit hook reads the field's place in the schema: a query passes through to the check.
    const info = { parentType: { name: 'Query' }, fieldName: 'approveParentMeeting' } as never
    await expect(resolver(undefined, { IDVisit: victims.visitId }, ctx, info)).rejects.toThrow('unauthorized')
    expect(ran).toBe(false)
    const [visit] = await ctx.db.select().from(visits).where(eq(visits.id, victims.visitId))
    expect(visit.status).toBe('created')
  })
})
