import { LeaveMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildStaff } from '../../test/builders'
import { onFixedClock } from '../../test/clock'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { buildLeaveWorld, type LeaveWorld, MY_LEAVE, REQUEST_CHILD, REQUEST_STAFF } from './test-support'

// Tuesday 5 March 2030, 10:30 in Singapore.
onFixedClock('2030-03-05T10:30:00+08:00')

const CANCEL_MINE = graphql(`
  mutation LeaveCancelMine($IDLeaveRequest: Int!) {
    cancelMyLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {
      ID
      status
    }
  }
`)

async function ownRequest(w: LeaveWorld, day: string) {
  const asked = await gql(
    REQUEST_STAFF,
    { leaveData: { leaveTypeID: w.medical, from: day, to: day } },
    w.teacher.token,
  )
  return asked.data!.requestStaffLeave.ID
}

describe('a member of staff withdraws their own leave', () => {
  it('withdraws a request not yet started; a replay is refused', async () => {
    const w = await buildLeaveWorld()
    const id = await ownRequest(w, '2030-03-11')
    const done = await gql(CANCEL_MINE, { IDLeaveRequest: id }, w.teacher.token)
    expect(done.data!.cancelMyLeaveRequest).toEqual({ ID: id, status: 'cancelled' })
    const again = await gql(CANCEL_MINE, { IDLeaveRequest: id }, w.teacher.token)
    expect([errorCode(again), again.errors?.[0].message]).toEqual(['CONFLICT', LeaveMsg.notCancellable])
    expect((await gql(MY_LEAVE, {}, w.teacher.token)).data!.getMyLeaveRequests).toEqual([
      { ID: id, status: 'cancelled', subject: expect.anything() },
    ])
  })

  it('refuses a request that has started', async () => {
    const w = await buildLeaveWorld()
    const id = await ownRequest(w, '2030-03-05')
    const started = await gql(CANCEL_MINE, { IDLeaveRequest: id }, w.teacher.token)
    expect([errorCode(started), started.errors?.[0].message]).toEqual(['CONFLICT', LeaveMsg.alreadyStarted])
  })

  it('finds nobody else’s request: a colleague’s, a child’s, or one of another school', async () => {
    const w = await buildLeaveWorld()
    const mine = await ownRequest(w, '2030-03-11')
    const colleague = await buildStaff(w.school, {}, [w.centreId])
    const child = await gql(
      REQUEST_CHILD,
      { childID: w.kids[0], leaveData: { leaveTypeID: w.medical, from: '2030-03-11', to: '2030-03-11' } },
      w.parent.token,
    )
    const other = await buildLeaveWorld()
    for (const [id, token] of [
      [mine, colleague.token],
      [mine, w.principal.token],
      [child.data!.requestChildLeave.ID, w.teacher.token],
      [mine, other.teacher.token],
    ] as const) {
      const refused = await gql(CANCEL_MINE, { IDLeaveRequest: id }, token)
      expect(errorCode(refused)).toBe('NOT_FOUND')
    }
    // A parent is not staff: refused before anything is looked up.
    expect(errorCode(await gql(CANCEL_MINE, { IDLeaveRequest: mine }, w.parent.token))).toBe('FORBIDDEN')
    expect((await gql(MY_LEAVE, {}, w.teacher.token)).data!.getMyLeaveRequests[0].status).toBe('pending')
  })
})
