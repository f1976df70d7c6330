import { Access } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { broadcasts, broadcastScopes, children, notifications, symptomClusters } from '../../db/schema'
import { buildClass, buildParent, buildSchool, buildStaff, enrolChild } from '../../test/builders'
import { onFixedClock } from '../../test/clock'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { type AttendanceWorld, buildAttendanceWorld, MARK, RW } from './test-support'

// Tuesday 12 March 2030, 10:30 in Singapore.
onFixedClock('2030-03-12T10:30:00+08:00')
const TODAY = '2030-03-12'
const ALL = Access.read | Access.write | Access.approve

const CLUSTERS = graphql(`
  query SymptomClusters($centreId: Int!, $date: Date!) {
    getCentreHealthFlags(centreId: $centreId, date: $date) {
      clusters {
        ID
        classID
        classLabel
        symptom
        firstDate
        lastDate
        childCount
        broadcastID
        broadcastStatus
      }
    }
  }
`)

const DRAFT = graphql(`
  mutation SymptomClusterDraft($clusterID: Int!) {
    draftSymptomClusterNotice(clusterID: $clusterID) {
      ID
      broadcastID
      broadcastStatus
    }
  }
`)

/** The world with its principal: attendance approve (told of clusters) and broadcast write (drafts the notice). */
async function world() {
  const w = await buildAttendanceWorld()
  const principal = await buildStaff(w.school, { attendance_management: ALL, broadcast_management: RW }, [
    w.centreId,
  ])
  return { ...w, principal }
}

/** Checks a child in on a day with a symptom (a past day carries the remark the register asks for). */
async function checkIn(
  w: AttendanceWorld,
  childID: number,
  date: string,
  symptoms: string[],
  as: { classID: number; token: string } = { classID: w.classId, token: w.teacher.token },
) {
  const result = await gql(
    MARK,
    {
      attendanceUpdate: {
        classID: as.classID,
        date,
        type: 'check_in',
        time: '08:00',
        remarks: date < TODAY ? 'Entered from the paper register' : null,
        healthChecks: [{ childID, temperature: 36.8, symptoms }],
      },
      forChild: [childID],
    },
    as.token,
  )
  expect(result.errors).toBeUndefined()
}

const clustersOn = async (w: { centreId: number; principal: { token: string } }, date: string) =>
  (await gql(CLUSTERS, { centreId: w.centreId, date }, w.principal.token)).data!.getCentreHealthFlags.clusters

const bellOf = (w: AttendanceWorld, userId: number) =>
  w.school.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.fkSchool, w.school.id), eq(notifications.fkUser, userId)))

describe('the symptom cluster alert', () => {
  it('needs two children with the same notifiable symptom within seven days, and rings the principal once', async () => {
    const w = await world()
    await checkIn(w, w.kids[0], '2030-03-06', ['conjunctivitis', 'cough'])
    await checkIn(w, w.kids[1], '2030-03-06', ['Cough'])
    expect(await clustersOn(w, TODAY)).toEqual([])
    expect(await bellOf(w, w.principal.id)).toEqual([])

    // Six days later is within the week (the 6th to the 12th, both counted); the school's list names it.
    await checkIn(w, w.kids[1], TODAY, ['CONJUNCTIVITIS'])
    const [cluster] = await clustersOn(w, TODAY)
    expect(cluster).toMatchObject({
      classID: w.classId,
      classLabel: 'K1 Sunflowers',
      symptom: 'Conjunctivitis',
      firstDate: '2030-03-06',
      lastDate: TODAY,
      childCount: 2,
      broadcastID: null,
    })
    // A third child joins the cluster: counted, and no second bell.
    await checkIn(w, w.kids[2], TODAY, ['Conjunctivitis'])
    expect((await clustersOn(w, TODAY)).map((c) => [c.ID, c.childCount])).toEqual([[cluster.ID, 3]])
    const bell = await bellOf(w, w.principal.id)
    expect(bell).toEqual([
      {
        title: 'Conjunctivitis in K1 Sunflowers',
        body: expect.stringMatching(
          /^2 children of K1 Sunflowers at Tampines had Conjunctivitis at their health checks/,
        ),
      },
    ])
    expect(bell[0].body).not.toMatch(/Aisha|Ben|Chloe|Tan/)
    // The teacher (attendance write, no approve) is not the one told.
    expect(await bellOf(w, w.teacher.id)).toEqual([])
  })

  it('keeps to seven days: a week apart is no cluster, and the dashboard shows a cluster for seven days', async () => {
    const w = await world()
    await checkIn(w, w.kids[0], '2030-03-04', ['Chickenpox'])
    await checkIn(w, w.kids[1], '2030-03-11', ['Chickenpox'])
    expect(await clustersOn(w, '2030-03-11')).toEqual([])

    await checkIn(w, w.kids[2], '2030-03-05', ['Chickenpox'])
    const [cluster] = await clustersOn(w, '2030-03-11')
    expect(cluster).toMatchObject({ firstDate: '2030-03-04', lastDate: '2030-03-11', childCount: 3 })
    expect(
      await w.school.db.select().from(symptomClusters).where(eq(symptomClusters.fkClass, w.classId)),
    ).toHaveLength(1)
    // Its last case on the 11th: shown up to the 17th, gone on the 18th, and not before its days.
    expect(await clustersOn(w, '2030-03-17')).toHaveLength(1)
    expect(await clustersOn(w, '2030-03-18')).toEqual([])
    expect(await clustersOn(w, '2030-03-10')).toEqual([])
  })

  it('does not mix classes or centres', async () => {
    const w = await world()
    const klass = await buildClass(w.school, {
      centreId: w.centreId,
      levelId: w.levelId,
      label: 'K2 Dolphins',
    })
    const [child] = await w.school.db
      .insert(children)
      .values({
        fkSchool: w.school.id,
        firstname: 'Dev',
        lastname: 'Raj',
        dateOfBirth: '2026-05-01',
        nationality: 'Singaporean',
      })
      .returning({ id: children.id })
    await enrolChild(w.school, {
      childId: child.id,
      centreId: w.centreId,
      levelId: w.levelId,
      from: '2029-01-01',
      classId: klass.id,
    })
    const other = await buildAttendanceWorld(w.school)
    await checkIn(w, w.kids[0], TODAY, ['Gastroenteritis'])
    await checkIn(w, child.id, TODAY, ['Gastroenteritis'], { classID: klass.id, token: w.principal.token })
    await checkIn(other, other.kids[0], TODAY, ['Gastroenteritis'])
    expect(await clustersOn(w, TODAY)).toEqual([])
    const rows = await w.school.db
      .select()
      .from(symptomClusters)
      .where(eq(symptomClusters.fkSchool, w.school.id))
    expect(rows).toEqual([])
  })

  it('makes one cluster and one bell of two health checks at the same moment', async () => {
    const w = await world()
    await Promise.all([
      checkIn(w, w.kids[0], TODAY, ['Influenza-like illness']),
      checkIn(w, w.kids[1], TODAY, ['Influenza-like illness']),
    ])
    expect((await clustersOn(w, TODAY)).map((c) => c.childCount)).toEqual([2])
    expect(await bellOf(w, w.principal.id)).toHaveLength(1)
  })
})

describe("the cluster's draft notice", () => {
  async function withCluster() {
    const w = await world()
    await checkIn(w, w.kids[0], TODAY, ['Hand-foot-and-mouth disease'])
    await checkIn(w, w.kids[1], TODAY, ['Hand-foot-and-mouth disease'])
    const [cluster] = await clustersOn(w, TODAY)
    return { ...w, cluster }
  }

  it('drafts one broadcast to the class with a ready text naming no child, again after a deleted draft', async () => {
    const w = await withCluster()
    const [first, second] = await Promise.all([
      gql(DRAFT, { clusterID: w.cluster.ID }, w.principal.token),
      gql(DRAFT, { clusterID: w.cluster.ID }, w.principal.token),
    ])
    const drafted = first.data!.draftSymptomClusterNotice
    expect(drafted).toMatchObject({ ID: w.cluster.ID, broadcastStatus: 'draft' })
    expect(second.data!.draftSymptomClusterNotice.broadcastID).toBe(drafted.broadcastID)
    const rows = await w.school.db.select().from(broadcasts).where(eq(broadcasts.fkSchool, w.school.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: drafted.broadcastID,
      status: 'draft',
      fkUser: w.principal.id,
      subject: 'Hand-foot-and-mouth disease in K1 Sunflowers',
      needsAcknowledgement: true,
    })
    expect(rows[0].description).toContain('K1 Sunflowers')
    expect(rows[0].description).toContain('signs of hand-foot-and-mouth disease')
    expect(rows[0].description).not.toMatch(/Aisha|Ben|Chloe|Tan/)
    const scopes = await w.school.db
      .select({ type: broadcastScopes.scopeType, classId: broadcastScopes.fkClass })
      .from(broadcastScopes)
      .where(eq(broadcastScopes.fkBroadcast, rows[0].id))
    expect(scopes).toEqual([{ type: 'class', classId: w.classId }])
    expect((await clustersOn(w, TODAY))[0]).toMatchObject({ broadcastID: drafted.broadcastID })

    // A draft removed (its row gone) frees the cluster for another.
    await w.school.db.delete(broadcasts).where(eq(broadcasts.id, rows[0].id))
    expect((await clustersOn(w, TODAY))[0].broadcastID).toBeNull()
    const again = (await gql(DRAFT, { clusterID: w.cluster.ID }, w.principal.token)).data!
    expect(again.draftSymptomClusterNotice.broadcastID).not.toBe(drafted.broadcastID)
  })

  it('refuses parents, staff of another centre or without broadcast write, and another school', async () => {
    const w = await withCluster()
    const other = await buildAttendanceWorld(w.school)
    const elsewhere = await buildStaff(w.school, { attendance_management: ALL, broadcast_management: RW }, [
      other.centreId,
    ])
    const noBroadcasts = await buildStaff(w.school, { attendance_management: ALL }, [w.centreId])
    const readOnly = await buildStaff(w.school, { broadcast_management: Access.read }, [w.centreId])
    const stranger = await buildParent(w.school)
    const otherSchool = await buildSchool()
    const foreign = await buildStaff(otherSchool, { attendance_management: ALL, broadcast_management: RW })
    for (const who of [w.parent, stranger, elsewhere, noBroadcasts, readOnly, w.teacher])
      expect(errorCode(await gql(DRAFT, { clusterID: w.cluster.ID }, who.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(DRAFT, { clusterID: w.cluster.ID }, foreign.token))).toMatch(
      /FORBIDDEN|NOT_FOUND/,
    )
    expect(errorCode(await gql(DRAFT, { clusterID: 999_999 }, w.principal.token))).toBe('NOT_FOUND')
    expect(await w.school.db.select().from(broadcasts).where(eq(broadcasts.fkSchool, w.school.id))).toEqual(
      [],
    )
  })
})
