import { addMonths, CapacityMsg, ownRequestMessage } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { capacityDraftLogs, centreCapacities, notifications } from '../../db/schema'
import {
  buildCapacityDraft,
  buildOfferedLevel,
  buildParent,
  buildPlanningWorld,
  buildStaff,
} from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import { APPROVE, CAPACITIES, DRAFTS, RECALL, REJECT, SUBMIT, thisMonth } from './test-support'

const next = () => addMonths(thisMonth(), 1)
const submitArgs = (centreId: number, levelId: number, capacity = 20, date = next()) => ({
  CapacityDraft: { fkCentre: centreId },
  remarks: 'New centre opens',
  CapacityDraftItems: [{ fkLevel: levelId, capacity, date }],
})

describe('capacity change requests', () => {
  it('HQ submits, another approver approves, and the capacity is in force from that month', async () => {
    const w = await buildPlanningWorld()
    const submitted = await gql(SUBMIT, submitArgs(w.centre.id, w.levelId), w.maker.token)
    expect(submitted.errors).toBeUndefined()
    const draft = submitted.data!.submitVacancyPlanning
    expect(draft).toMatchObject({ status: 'pending', can: ['planning.recall'] })
    // While pending, each change shows the capacity in force beside the new one (none yet for this level).
    expect(draft.items).toEqual([
      expect.objectContaining({ fkLevel: w.levelId, capacity: 20, date: next(), currentCapacity: null }),
    ])

    // The approvers of the centre are told (bell), the maker is not; the bell opens the request at its centre.
    const told = await w.school.db.select().from(notifications).where(eq(notifications.fkSchool, w.school.id))
    expect(told.map((n) => n.fkUser).sort()).toEqual([w.approver.id, w.centreApprover.id].sort())
    expect(new Set(told.map((n) => n.navigate))).toEqual(
      new Set([`/enrollmentplanning?centre=${w.centre.id}&tab=requests&request=${draft.ID}`]),
    )

    // The approver sees Review, the maker View and Recall.
    const asApprover = await gql(DRAFTS, { IDSchool: w.school.id }, w.approver.token)
    expect(asApprover.data!.capacityDraftsByFkSchool.data[0].can).toContain('planning.decide')

    const approved = await gql(APPROVE, { DraftID: draft.ID }, w.approver.token)
    expect(approved.errors).toBeUndefined()
    expect(approved.data!.approveCapacityChangeRequest).toMatchObject({
      status: 'approved',
      approverName: 'Test Staff',
    })
    expect(approved.data!.approveCapacityChangeRequest.activityLogs.map((l) => l.status)).toEqual([
      'pending',
      'approved',
    ])

    const year = Number(next().slice(0, 4))
    const capacities = await gql(
      CAPACITIES,
      { IDCentre: w.centre.id, IDLevel: w.levelId, Year: year },
      w.maker.token,
    )
    const byMonth = capacities.data!.capacitiesByFkCentreFkLevelYear
    expect(byMonth).toHaveLength(12)
    expect(byMonth.find((m) => m.date === next())?.capacity).toBe(20)
    expect(byMonth.filter((m) => m.date < next()).every((m) => m.capacity === 0)).toBe(true)
    // The maker hears the decision.
    const makerTold = await w.school.db
      .select()
      .from(notifications)
      .where(eq(notifications.fkUser, w.maker.id))
    expect(makerTold.map((n) => [n.title, n.navigate])).toEqual([
      [
        'Capacity change approved',
        `/enrollmentplanning?centre=${w.centre.id}&tab=requests&request=${draft.ID}`,
      ],
    ])
  })

  it('a pending request shows the capacity in force at each month beside the new one, and none once decided', async () => {
    const w = await buildPlanningWorld()
    const first = await gql(SUBMIT, submitArgs(w.centre.id, w.levelId, 20), w.maker.token)
    await gql(APPROVE, { DraftID: first.data!.submitVacancyPlanning.ID }, w.approver.token)
    const later = addMonths(next(), 2)
    const second = await gql(SUBMIT, submitArgs(w.centre.id, w.levelId, 26, later), w.maker.token)
    expect(second.data!.submitVacancyPlanning.items).toEqual([
      expect.objectContaining({ capacity: 26, date: later, currentCapacity: 20 }),
    ])
    const approved = await gql(APPROVE, { DraftID: second.data!.submitVacancyPlanning.ID }, w.approver.token)
    expect(approved.data!.approveCapacityChangeRequest.items).toEqual([
      expect.objectContaining({ capacity: 26, currentCapacity: null }),
    ])
  })

  it('a second approval replaces the month: the newer record is in force, the older kept inactive', async () => {
    const w = await buildPlanningWorld()
    for (const capacity of [20, 25]) {
      const { data } = await gql(SUBMIT, submitArgs(w.centre.id, w.levelId, capacity), w.maker.token)
      await gql(APPROVE, { DraftID: data!.submitVacancyPlanning.ID }, w.approver.token)
    }
    const rows = await w.school.db
      .select()
      .from(centreCapacities)
      .where(and(eq(centreCapacities.fkCentre, w.centre.id), eq(centreCapacities.date, next())))
    expect(rows.map((r) => [r.capacity, r.active]).sort()).toEqual([
      [20, false],
      [25, true],
    ])
  })

  it('refuses the maker approving or rejecting their own request', async () => {
    const w = await buildPlanningWorld()
    const draft = await buildCapacityDraft(w.school, {
      centreId: w.centre.id,
      levelId: w.levelId,
      requesterId: w.approver.id,
    })
    const own = await gql(APPROVE, { DraftID: draft.id }, w.approver.token)
    expect(errorCode(own)).toBe('FORBIDDEN')
    expect(own.errors![0].message).toBe(ownRequestMessage)
    const ownReject = await gql(REJECT, { DraftID: draft.id, Remarks: 'no' }, w.approver.token)
    expect(ownReject.errors![0].message).toBe(ownRequestMessage)
    // The requester sees View and Recall, not Review.
    const list = await gql(DRAFTS, { IDSchool: w.school.id }, w.approver.token)
    expect(list.data!.capacityDraftsByFkSchool.data[0].can).toEqual(['planning.recall'])
  })

  it('refuses a decided request: a stale or double approval', async () => {
    const w = await buildPlanningWorld()
    const draft = await buildCapacityDraft(w.school, {
      centreId: w.centre.id,
      levelId: w.levelId,
      requesterId: w.maker.id,
    })
    expect((await gql(APPROVE, { DraftID: draft.id }, w.approver.token)).errors).toBeUndefined()
    const again = await gql(APPROVE, { DraftID: draft.id }, w.centreApprover.token)
    expect(errorCode(again)).toBe('CONFLICT')
    expect(again.errors![0].message).toBe(CapacityMsg.notPending)
    const recall = await gql(RECALL, { DraftID: draft.id, Remarks: 'late' }, w.maker.token)
    expect(recall.errors![0].message).toBe(CapacityMsg.notPending)
    const written = await w.school.db
      .select()
      .from(centreCapacities)
      .where(eq(centreCapacities.fkDraft, draft.id))
    expect(written).toHaveLength(1)
  })

  it('requires remarks to reject and to recall, and logs them', async () => {
    const w = await buildPlanningWorld()
    const draft = await buildCapacityDraft(w.school, {
      centreId: w.centre.id,
      levelId: w.levelId,
      requesterId: w.maker.id,
    })
    for (const Remarks of [null, '   ']) {
      const refusals = [
        await gql(REJECT, { DraftID: draft.id, Remarks }, w.approver.token),
        await gql(RECALL, { DraftID: draft.id, Remarks }, w.maker.token),
      ]
      for (const refused of refusals) {
        expect(errorCode(refused)).toBe('BAD_USER_INPUT')
        expect(refused.errors![0].message).toBe('Remarks are required')
      }
    }
    const rejected = await gql(
      REJECT,
      { DraftID: draft.id, Remarks: 'Too many for the floor area' },
      w.approver.token,
    )
    expect(rejected.data!.rejectCapacityChangeRequest.status).toBe('rejected')
    const logs = await w.school.db
      .select()
      .from(capacityDraftLogs)
      .where(eq(capacityDraftLogs.fkDraft, draft.id))
    expect(logs.map((l) => [l.status, l.remark])).toEqual([['rejected', 'Too many for the floor area']])
    expect(
      await w.school.db.select().from(centreCapacities).where(eq(centreCapacities.fkCentre, w.centre.id)),
    ).toEqual([])
  })

  it('lets the requester or other write staff of the centre recall; recalling frees the centre for a new request', async () => {
    const w = await buildPlanningWorld()
    const writer = await buildStaff(w.school, { enrollment_planning: 3 }, [w.centre.id])
    const first = await gql(SUBMIT, submitArgs(w.centre.id, w.levelId), w.maker.token)
    const second = await gql(SUBMIT, submitArgs(w.centre.id, w.levelId), writer.token)
    expect(errorCode(second)).toBe('CONFLICT')
    expect(second.errors![0].message).toBe(CapacityMsg.pendingExists)
    const recalled = await gql(
      RECALL,
      { DraftID: first.data!.submitVacancyPlanning.ID, Remarks: 'Wrong month' },
      writer.token,
    )
    expect(recalled.data!.cancelCapacityChangeRequest).toMatchObject({
      status: 'cancelled',
      approverName: null,
    })
    expect((await gql(SUBMIT, submitArgs(w.centre.id, w.levelId), writer.token)).errors).toBeUndefined()
  })

  it('refuses bad items on their fields: past month, not the 1st, capacity, duplicates, a level not offered', async () => {
    const w = await buildPlanningWorld()
    const submit = (items: { fkLevel: number; capacity: number; date: string }[]) =>
      gql(SUBMIT, { CapacityDraft: { fkCentre: w.centre.id }, CapacityDraftItems: items }, w.maker.token)
    const cases: [{ fkLevel: number; capacity: number; date: string }[], string, string][] = [
      [
        [{ fkLevel: w.levelId, capacity: 5, date: addMonths(thisMonth(), -1) }],
        'items.0.date',
        CapacityMsg.pastMonth,
      ],
      [
        [{ fkLevel: w.levelId, capacity: 5, date: next().replace(/01$/, '15') }],
        'items.0.date',
        CapacityMsg.firstOfMonth,
      ],
      [[{ fkLevel: w.levelId, capacity: 1000, date: next() }], 'items.0.capacity', CapacityMsg.capacity],
      [[{ fkLevel: w.levelId, capacity: -1, date: next() }], 'items.0.capacity', CapacityMsg.capacity],
      [
        [
          { fkLevel: w.levelId, capacity: 5, date: next() },
          { fkLevel: w.levelId, capacity: 6, date: next() },
        ],
        'items.1.date',
        CapacityMsg.duplicate,
      ],
      [[], 'items', CapacityMsg.itemsRequired],
    ]
    for (const [items, field, message] of cases) {
      const refused = await submit(items)
      expect(errorCode(refused)).toBe('BAD_USER_INPUT')
      expect(refused.errors![0].extensions?.fields?.[field]).toBe(message)
    }
    const notOffered = await buildOfferedLevel(w.school, [w.otherCentre.id])
    const refused = await submit([{ fkLevel: notOffered.id, capacity: 5, date: next() }])
    expect(refused.errors![0].extensions?.fields?.['items.0.fkLevel']).toBe(CapacityMsg.levelNotOffered)
  })

  it('refuses read-only staff, staff out of reach, staff without approve, a parent and no session', async () => {
    const w = await buildPlanningWorld()
    const draft = await buildCapacityDraft(w.school, {
      centreId: w.centre.id,
      levelId: w.levelId,
      requesterId: w.maker.id,
    })
    const parent = await buildParent(w.school)
    for (const token of [w.readOnly.token, w.otherCentreStaff.token, parent.token, undefined]) {
      expect(errorCode(await gql(SUBMIT, submitArgs(w.centre.id, w.levelId), token))).toMatch(
        /FORBIDDEN|UNAUTHENTICATED/,
      )
      expect(errorCode(await gql(APPROVE, { DraftID: draft.id }, token))).toMatch(/FORBIDDEN|UNAUTHENTICATED/)
      expect(errorCode(await gql(RECALL, { DraftID: draft.id, Remarks: 'x' }, token))).toMatch(
        /FORBIDDEN|UNAUTHENTICATED/,
      )
    }
    // The maker holds write, not approve.
    expect(errorCode(await gql(APPROVE, { DraftID: draft.id }, w.maker.token))).toBe('FORBIDDEN')
    // Staff of another centre do not see the centre's requests.
    const list = await gql(DRAFTS, { IDSchool: w.school.id }, w.otherCentreStaff.token)
    expect(list.data!.capacityDraftsByFkSchool).toEqual({ totalCount: 0, data: [] })
    const pending = await w.school.db
      .select()
      .from(centreCapacities)
      .where(eq(centreCapacities.fkCentre, w.centre.id))
    expect(pending).toEqual([])
  })

  it('filters the list by centre and status', async () => {
    const w = await buildPlanningWorld()
    await buildCapacityDraft(w.school, { centreId: w.centre.id, levelId: w.levelId, requesterId: w.maker.id })
    await buildCapacityDraft(w.school, {
      centreId: w.otherCentre.id,
      levelId: w.levelId,
      requesterId: w.maker.id,
    })
    const mine = await gql(
      DRAFTS,
      { IDSchool: w.school.id, filter: { fkCentre: w.centre.id, status: 'pending' } },
      w.approver.token,
    )
    expect(mine.data!.capacityDraftsByFkSchool.data.map((d) => d.fkCentre)).toEqual([w.centre.id])
    const none = await gql(
      DRAFTS,
      { IDSchool: w.school.id, filter: { status: 'approved' } },
      w.approver.token,
    )
    expect(none.data!.capacityDraftsByFkSchool.totalCount).toBe(0)
  })
})
