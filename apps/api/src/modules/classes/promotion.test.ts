import { ClassMsg } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { centreLevels, childClasses, childLevels, levels } from '../../db/schema'
import { buildClass, unique } from '../../test/builders'
import { errorCode, gql, testServer } from '../../test/server'
import { runDuePromotions } from './promotion'
import { buildClassWorld, buildEnrolled, CHILD, PREVIEW, PROMOTE } from './test-support'

/** A world with N1 children of age to move on 2027-01-01 into two N2 classes of two places each. */
async function yearEnd() {
  const w = await buildClassWorld()
  const n1 = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, label: 'N1', teachers: 1 })
  const n2a = await buildClass(w.school, {
    centreId: w.east.id,
    levelId: w.n2.id,
    label: 'N2 A',
    teachers: 1,
  })
  const n2b = await buildClass(w.school, {
    centreId: w.east.id,
    levelId: w.n2.id,
    label: 'N2 B',
    teachers: 1,
  })
  const kids = []
  for (const dob of ['2022-03-01', '2022-04-01', '2022-05-01'])
    kids.push(
      await buildEnrolled(w.school, {
        centreId: w.east.id,
        levelId: w.n1.id,
        classId: n1.id,
        dateOfBirth: dob,
      }),
    )
  // Too young to move: 36 months on 2027-01-01.
  const young = await buildEnrolled(w.school, {
    centreId: w.east.id,
    levelId: w.n1.id,
    dateOfBirth: '2024-01-01',
  })
  return { w, n1, n2a, n2b, kids, young }
}

describe('promotion', () => {
  it('previews every child of age with its next level and a class, filling classes up to their size', async () => {
    const { w, n2a, n2b, kids, young } = await yearEnd()
    const preview = await gql(PREVIEW, { IDSchool: w.school.id }, w.hq.token)
    const rows = preview.data!.getPromotionPreview
    expect(rows.map((r) => r.child.ID)).toEqual(kids.map((k) => k.childId))
    expect(rows.every((r) => r.toLevel?.ID === w.n2.id && r.from === '2027-01-01')).toBe(true)
    expect(rows.map((r) => r.class?.ID).sort()).toEqual([n2a.id, n2a.id, n2b.id].sort())
    expect(rows.some((r) => r.child.ID === young.childId)).toBe(false)
    // Nothing changed.
    const seats = await w.school.db.select().from(childLevels).where(eq(childLevels.fkChild, kids[0].childId))
    expect(seats).toHaveLength(1)
  })

  it('applies the preview in one transaction: seats and classes move the day before', async () => {
    const { w, n2a, kids } = await yearEnd()
    const rows = (await gql(PREVIEW, { IDSchool: w.school.id }, w.hq.token)).data!.getPromotionPreview
    const items = rows.map((r) => ({
      childID: r.child.ID,
      levelID: r.toLevel?.ID,
      classID: r.class?.ID,
      from: r.from,
      moveReason: r.moveReason,
    }))
    const applied = await gql(PROMOTE, { IDSchool: w.school.id, items }, w.hq.token)
    expect(applied.data!.promoteChildrenAndAssignClass.moved).toBe(3)
    const child = (await gql(CHILD, { IDSchool: w.school.id, IDChild: kids[0].childId }, w.hq.token)).data!
      .childByID
    expect(child.levels).toEqual([
      {
        level: { ID: w.n1.id },
        from: '2026-01-01',
        to: '2026-12-31',
        moveReason: 'promotion',
        nextLevel: { ID: w.n2.id },
      },
      { level: { ID: w.n2.id }, from: '2027-01-01', to: null, moveReason: null, nextLevel: null },
    ])
    expect(child.upcomingLevel?.level.ID).toBe(w.n2.id)
    expect(child.classes.map((c) => c.to)).toEqual(['2026-12-31', null])
    expect(child.upcomingClass?.class.ID).toBe(n2a.id)
    // A second run finds nothing left to move for those children.
    const again = await gql(PROMOTE, { IDSchool: w.school.id, items }, w.hq.token)
    expect(again.errors?.[0].message).toBe(ClassMsg.movePast)
  })

  it('refuses the whole run when one item does not hold', async () => {
    const { w, n1, kids } = await yearEnd()
    const items = [
      { childID: kids[0].childId, levelID: w.n2.id, from: '2027-01-01', moveReason: 'promotion' },
      // A class of the old level is not a class of the new one.
      {
        childID: kids[1].childId,
        levelID: w.n2.id,
        classID: n1.id,
        from: '2027-01-01',
        moveReason: 'promotion',
      },
    ]
    const refused = await gql(PROMOTE, { IDSchool: w.school.id, items }, w.hq.token)
    expect(refused.errors?.[0].message).toBe(ClassMsg.classOfLevel)
    const seats = await w.school.db.select().from(childLevels).where(eq(childLevels.fkChild, kids[0].childId))
    expect(seats.map((s) => s.to)).toEqual([null])
  })

  it("refuses a level the child's centre does not offer", async () => {
    const { w, kids } = await yearEnd()
    // K2 is a level of the school that no centre offers.
    const [k2] = await w.school.db
      .insert(levels)
      .values({ fkSchool: w.school.id, label: `K2 ${unique()}`, fromMonth: 72, toMonth: 84 })
      .returning()
    const items = [{ childID: kids[0].childId, levelID: k2.id, from: '2027-01-01', moveReason: 'promotion' }]
    const refused = await gql(PROMOTE, { IDSchool: w.school.id, items }, w.hq.token)
    expect(refused.errors?.[0].message).toBe(ClassMsg.levelNotOffered)
    const seats = await w.school.db.select().from(childLevels).where(eq(childLevels.fkChild, kids[0].childId))
    expect(seats.map((s) => s.to)).toEqual([null])
  })

  it('moves a single child with a reason, and graduates one', async () => {
    const { w, kids } = await yearEnd()
    const moved = await gql(
      PROMOTE,
      {
        IDSchool: w.school.id,
        items: [
          {
            childID: kids[0].childId,
            levelID: w.n2.id,
            from: '2026-06-01',
            moveReason: 'correction',
            remark: 'Placed by age',
          },
        ],
      },
      w.principal.token,
    )
    expect(moved.data!.promoteChildrenAndAssignClass.moved).toBe(1)
    const graduated = await gql(
      PROMOTE,
      {
        IDSchool: w.school.id,
        items: [{ childID: kids[1].childId, from: '2026-06-01', moveReason: 'graduated' }],
      },
      w.principal.token,
    )
    expect(graduated.errors).toBeUndefined()
    const placements = await w.school.db
      .select()
      .from(childClasses)
      .where(eq(childClasses.fkChild, kids[1].childId))
    expect(placements.map((p) => p.to)).toEqual(['2026-05-31'])
    const noReason = await gql(
      PROMOTE,
      {
        IDSchool: w.school.id,
        items: [{ childID: kids[2].childId, levelID: w.n2.id, from: '2026-06-01', moveReason: 'whim' }],
      },
      w.principal.token,
    )
    expect(noReason.errors?.[0].message).toContain(ClassMsg.reasonRequired)
  })

  it("refuses children out of the caller's reach, read-only staff and parents", async () => {
    const { w, kids } = await yearEnd()
    const item = { childID: kids[0].childId, levelID: w.n2.id, from: '2027-01-01', moveReason: 'promotion' }
    // Each child is a target (issue 29 item 22): refused before the run, not failed half-way inside it.
    const west = await gql(PROMOTE, { IDSchool: w.school.id, items: [item] }, w.westStaff.token)
    expect(west.errors?.[0].message).toBe('unauthorized')
    expect(
      (await gql(PREVIEW, { IDSchool: w.school.id }, w.westStaff.token)).data!.getPromotionPreview,
    ).toEqual([])
    expect(
      errorCode(await gql(PREVIEW, { IDSchool: w.school.id, centreID: w.east.id }, w.westStaff.token)),
    ).toBe('FORBIDDEN')
    expect(errorCode(await gql(PROMOTE, { IDSchool: w.school.id, items: [item] }, w.readOnly.token))).toBe(
      'FORBIDDEN',
    )
    expect(
      errorCode(await gql(PROMOTE, { IDSchool: w.school.id, items: [item] }, kids[0].parent.token)),
    ).toBe('FORBIDDEN')
  })

  it('proposes only a level the centre offers: without one above, the child graduates, in the preview and the job', async () => {
    const { w, kids } = await yearEnd()
    // East runs no K1: its N2 children of K1 age leave it, and its N1 children still go on to N2.
    await w.school.db
      .delete(centreLevels)
      .where(and(eq(centreLevels.fkCentre, w.east.id), eq(centreLevels.fkLevel, w.k1.id)))
    await w.school.db.update(levels).set({ promotionDate: '2026-12-02' }).where(eq(levels.id, w.n2.id))
    const older = await buildEnrolled(w.school, {
      centreId: w.east.id,
      levelId: w.n2.id,
      dateOfBirth: '2021-06-01',
    })
    const rows = (await gql(PREVIEW, { IDSchool: w.school.id }, w.hq.token)).data!.getPromotionPreview
    expect(rows.find((r) => r.child.ID === older.childId)).toMatchObject({
      toLevel: null,
      class: null,
      moveReason: 'graduated',
      from: '2026-12-02',
    })
    expect(rows.find((r) => r.child.ID === kids[0].childId)?.toLevel?.ID).toBe(w.n2.id)

    const { db } = await testServer()
    await runDuePromotions(db, '2026-12-02')
    const seats = await w.school.db.select().from(childLevels).where(eq(childLevels.fkChild, older.childId))
    expect(seats.map((s) => [s.fkLevel, s.to, s.moveReason, s.fkNextLevel])).toEqual([
      [w.n2.id, '2026-12-01', 'graduated', null],
    ])
  })

  it('moves children on their level’s promotion date (the scheduled job)', async () => {
    const { w, kids } = await yearEnd()
    await w.school.db.update(levels).set({ promotionDate: '2026-12-01' }).where(eq(levels.id, w.n1.id))
    const { db } = await testServer()
    expect(await runDuePromotions(db, '2026-11-30')).toBe(0)
    await runDuePromotions(db, '2026-12-01')
    const seats = await w.school.db.select().from(childLevels).where(eq(childLevels.fkChild, kids[0].childId))
    expect(seats.map((s) => [s.fkLevel, s.from, s.to])).toEqual([
      [w.n1.id, '2026-01-01', '2026-11-30'],
      [w.n2.id, '2026-12-01', null],
    ])
  })
})
