import { LeaveMsg } from '@preschool/domain'
import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications, outbox } from '../../db/schema'
import { onFixedClock } from '../../test/clock'
import { gql } from '../../test/server'
import {
  APPROVE,
  buildLeaveWorld,
  type LeaveWorld,
  REJECT,
  REQUEST_CHILD,
  REQUEST_STAFF,
} from './test-support'

// Tuesday 5 March 2030, 10:30 in Singapore.
onFixedClock('2030-03-05T10:30:00+08:00')

const bellOf = (w: LeaveWorld, userId: number) =>
  w.school.db
    .select({ title: notifications.title, body: notifications.body, navigate: notifications.navigate })
    .from(notifications)
    .where(and(eq(notifications.fkUser, userId), eq(notifications.fkSchool, w.school.id)))
const mailTo = (w: LeaveWorld, emails: string[]) =>
  w.school.db.select({ subject: outbox.subject }).from(outbox).where(inArray(outbox.recipient, emails))

async function childRequest(w: LeaveWorld, day: string) {
  const asked = await gql(
    REQUEST_CHILD,
    { childID: w.kids[0], leaveData: { leaveTypeID: w.medical, from: day, to: day } },
    w.parent.token,
  )
  return asked.data!.requestChildLeave.ID
}

describe('leave decisions are told', () => {
  it('an approval reaches the family by bell and email, opening the child’s leave record', async () => {
    const w = await buildLeaveWorld()
    const id = await childRequest(w, '2030-03-11')
    expect((await gql(APPROVE, { IDLeaveRequest: id }, w.principal.token)).errors).toBeUndefined()
    expect(await bellOf(w, w.parent.id)).toEqual([
      {
        title: 'Leave approved: Aisha Tan',
        body: 'Medical leave for Aisha Tan on 11/03/2030 was approved.',
        navigate: `/details/child/${w.kids[0]}/leave?leave=${id}`,
      },
    ])
    expect(await mailTo(w, [w.parent.email])).toEqual([{ subject: 'Leave approved: Aisha Tan' }])
  })

  it('a rejection carries its remark; a second decision (a replay) is refused and tells nobody again', async () => {
    const w = await buildLeaveWorld()
    const id = await childRequest(w, '2030-03-11')
    const remark = 'Please bring the medical certificate'
    expect((await gql(REJECT, { IDLeaveRequest: id, remark }, w.principal.token)).errors).toBeUndefined()
    const again = await gql(REJECT, { IDLeaveRequest: id, remark }, w.principal.token)
    expect(again.errors?.[0].message).toBe(LeaveMsg.notPending)
    const approve = await gql(APPROVE, { IDLeaveRequest: id }, w.principal.token)
    expect(approve.errors?.[0].message).toBe(LeaveMsg.notPending)
    const bell = await bellOf(w, w.parent.id)
    expect(bell).toHaveLength(1)
    expect(bell[0]).toMatchObject({ title: 'Leave rejected: Aisha Tan' })
    expect(bell[0].body).toContain(`was rejected. Remark: ${remark}`)
    expect(await mailTo(w, [w.parent.email])).toHaveLength(1)
  })

  it('two approvers at once: one decides and the family hears once', async () => {
    const w = await buildLeaveWorld()
    const id = await childRequest(w, '2030-03-12')
    const results = await Promise.all([
      gql(APPROVE, { IDLeaveRequest: id }, w.principal.token),
      gql(REJECT, { IDLeaveRequest: id, remark: 'No' }, w.principal.token),
    ])
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(1)
    expect(await bellOf(w, w.parent.id)).toHaveLength(1)
  })

  it('a refused decision (the maker deciding, a rejection without a reason) tells nobody', async () => {
    const w = await buildLeaveWorld()
    const id = await childRequest(w, '2030-03-11')
    expect((await gql(APPROVE, { IDLeaveRequest: id }, w.parent.token)).errors).toBeDefined()
    expect((await gql(REJECT, { IDLeaveRequest: id, remark: ' ' }, w.principal.token)).errors).toBeDefined()
    expect(await bellOf(w, w.parent.id)).toEqual([])
    expect(await mailTo(w, [w.parent.email])).toEqual([])
  })

  it('a member of staff hears of their own leave, opening their leave screen', async () => {
    const w = await buildLeaveWorld()
    const asked = await gql(
      REQUEST_STAFF,
      { leaveData: { leaveTypeID: w.medical, from: '2030-03-11', to: '2030-03-11' } },
      w.teacher.token,
    )
    const id = asked.data!.requestStaffLeave.ID
    expect((await gql(APPROVE, { IDLeaveRequest: id }, w.principal.token)).errors).toBeUndefined()
    expect(await bellOf(w, w.teacher.id)).toEqual([
      {
        title: 'Your leave was approved',
        body: 'Medical leave on 11/03/2030 was approved.',
        navigate: `/myleave?leave=${id}`,
      },
    ])
    expect(await mailTo(w, [w.teacher.email])).toEqual([{ subject: 'Your leave was approved' }])
    // The approver hears nothing of it.
    expect(await bellOf(w, w.principal.id)).toEqual([])
  })
})
