import { addDays, singaporeToday } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { nextInSingapore, onFixedClock } from '../../test/clock'
import { graphql } from '../../test/generated'
import { buildClass, buildParent } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import { logChildActivity } from '../waitlist'
import {
  ASSIGN,
  buildClassWorld,
  buildEnrolled,
  DELETE_CLASS,
  PROMOTE,
  today,
  UPDATE_CHILD,
} from './test-support'

// A Wednesday ahead of the database clock (its sessions), so "a week ahead" is the same weekday every run.
onFixedClock(nextInSingapore(3, 12))

const ACTIVITY = graphql(`
  query ClassesChildActivity($IDChild: Int!, $pagination: Pagination) {
    findAllChildActivityLogByChild(IDChild: $IDChild, pagination: $pagination) {
      totalCount
      data {
        ID
        mode
        action
        code
        remark
        user {
          ID
          firstname
        }
        updatedAt
      }
    }
  }
`)

async function activityOf(childId: number, token: string) {
  const result = await gql(ACTIVITY, { IDChild: childId }, token)
  if (result.errors) throw new Error(result.errors[0].message)
  return result.data!.findAllChildActivityLogByChild
}

describe("a child's activity log", () => {
  it('records a class assignment in the same change, with who did it', async () => {
    const w = await buildClassWorld()
    const klass = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, label: 'Daisy' })
    const kid = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id })
    const assigned = await gql(
      ASSIGN,
      { IDSchool: w.school.id, classID: klass.id, childIDs: [kid.childId], from: today() },
      w.principal.token,
    )
    expect(assigned.errors).toBeUndefined()
    const log = await activityOf(kid.childId, w.principal.token)
    expect(log.data).toEqual([
      expect.objectContaining({
        mode: 'system',
        action: 'class_assigned',
        code: String(klass.id),
        remark: `Placed in class Daisy from ${today()}`,
        user: { ID: w.principal.id, firstname: expect.any(String) },
      }),
    ])
  })

  it('records a promotion and a graduation, each with the reason', async () => {
    const w = await buildClassWorld()
    const n2 = await buildClass(w.school, { centreId: w.east.id, levelId: w.n2.id, label: 'Tulip' })
    const moving = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id })
    const leaving = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.k1.id })
    const from = addDays(singaporeToday(), 7)
    const moved = await gql(
      PROMOTE,
      {
        IDSchool: w.school.id,
        items: [
          {
            childID: moving.childId,
            levelID: w.n2.id,
            classID: n2.id,
            from,
            moveReason: 'transfer',
            remark: 'Ready',
          },
          { childID: leaving.childId, levelID: null, classID: null, from, moveReason: 'graduated' },
        ],
      },
      w.hq.token,
    )
    expect(moved.errors).toBeUndefined()
    const [promoted] = (await activityOf(moving.childId, w.hq.token)).data
    expect(promoted).toMatchObject({ action: 'level_changed', code: 'transfer', user: { ID: w.hq.id } })
    expect(promoted.remark).toBe(
      `${w.n1.label} moved to ${w.n2.label}, class Tulip from ${from} (transfer): Ready`,
    )
    const [graduated] = (await activityOf(leaving.childId, w.hq.token)).data
    expect(graduated).toMatchObject({ action: 'graduated', code: 'graduated' })
    expect(graduated.remark).toBe(`${w.k1.label} graduated from ${from} (graduated)`)
  })

  it('records children moved out of a deleted class', async () => {
    const w = await buildClassWorld()
    const old = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, label: 'Old' })
    const next = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, label: 'New' })
    const kid = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id, classId: old.id })
    const deleted = await gql(
      DELETE_CLASS,
      { IDSchool: w.school.id, classID: old.id, moveToClassID: next.id },
      w.principal.token,
    )
    expect(deleted.errors).toBeUndefined()
    expect((await activityOf(kid.childId, w.principal.token)).data[0]).toMatchObject({
      action: 'class_moved',
      code: String(next.id),
      remark: 'Moved from class Old to New (class removed)',
    })
  })

  it('names the particulars staff changed, never their values, and logs nothing when nothing changed', async () => {
    const w = await buildClassWorld()
    const kid = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id })
    const data = { nationality: 'Permanent Resident', numFamilyMembers: 5 }
    expect(
      (await gql(UPDATE_CHILD, { IDChild: kid.childId, data }, w.principal.token)).errors,
    ).toBeUndefined()
    await gql(UPDATE_CHILD, { IDChild: kid.childId, data }, w.principal.token)
    const log = await activityOf(kid.childId, w.principal.token)
    expect(log.totalCount).toBe(1)
    expect(log.data[0]).toMatchObject({
      action: 'particulars_changed',
      remark: 'Changed nationality, number of family members',
    })
    expect(JSON.stringify(log)).not.toContain('Permanent Resident')
  })

  it('lists newest first, a page at a time; parents see their own child, without staff notes', async () => {
    const w = await buildClassWorld()
    const kid = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id })
    const base = { fkSchool: w.school.id, fkChild: kid.childId, fkEnquiry: kid.enquiryId }
    await logChildActivity(w.school.db, { ...base, fkUser: null, mode: 'system', action: 'waitlisted' })
    await logChildActivity(w.school.db, {
      ...base,
      fkUser: w.principal.id,
      mode: 'note',
      action: 'note',
      remark: 'Internal: mother called',
    })
    await logChildActivity(w.school.db, { ...base, fkUser: null, mode: 'system', action: 'offered' })
    const staffPage = await gql(
      ACTIVITY,
      { IDChild: kid.childId, pagination: { page: 1, perPage: 2 } },
      w.principal.token,
    )
    expect(staffPage.data!.findAllChildActivityLogByChild.totalCount).toBe(3)
    expect(staffPage.data!.findAllChildActivityLogByChild.data.map((e) => e.action)).toEqual([
      'offered',
      'note',
    ])
    const asParent = await activityOf(kid.childId, kid.parent.token)
    expect(asParent.data.map((e) => e.action)).toEqual(['offered', 'waitlisted'])
    expect(asParent.totalCount).toBe(2)
  })

  it("refuses another family's parent, staff without the module, another centre's staff and no token", async () => {
    const w = await buildClassWorld()
    const kid = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id })
    const stranger = await buildParent(w.school)
    for (const token of [stranger.token, w.noModule.token, w.westStaff.token])
      expect(errorCode(await gql(ACTIVITY, { IDChild: kid.childId }, token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(ACTIVITY, { IDChild: kid.childId }))).toBe('UNAUTHENTICATED')
  })
})
