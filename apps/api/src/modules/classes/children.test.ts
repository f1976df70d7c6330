import { ClassMsg, FileMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accessControls, childLevels } from '../../db/schema'
import { jpegBytes, pdfBytes } from '../../platform/storage/test-files'
import { buildClass, buildParent } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import {
  ASSIGN,
  buildClassScopeStaff,
  buildClassWorld,
  buildEnrolled,
  CHILD,
  CHILD_PHOTO_URL,
  CHILDREN,
  GUARDIANS,
  PAST_CHILDREN,
  putFile,
  today,
  TO_ASSIGN,
  UPDATE_CHILD,
} from './test-support'

describe('children', () => {
  it("lists enrolled children of the caller's centres with their level and class; the class filter drops empty strings", async () => {
    const w = await buildClassWorld()
    const klass = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, label: 'Daisy' })
    const placed = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id, classId: klass.id })
    const unplaced = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id })
    const west = await buildEnrolled(w.school, { centreId: w.west.id, levelId: w.n1.id })
    const east = await gql(CHILDREN, { IDSchool: w.school.id }, w.principal.token)
    expect(east.data!.getChildrenData.data.map((c) => c.ID).sort()).toEqual(
      [placed.childId, unplaced.childId].sort(),
    )
    const all = await gql(CHILDREN, { IDSchool: w.school.id }, w.hq.token)
    expect(all.data!.getChildrenData.totalCount).toBe(3)
    const byClass = await gql(
      CHILDREN,
      { IDSchool: w.school.id, filter: { classIDs: ['', String(klass.id)] } },
      w.hq.token,
    )
    expect(byClass.data!.getChildrenData.data).toEqual([
      expect.objectContaining({
        ID: placed.childId,
        currentClass: { class: { ID: klass.id, label: 'Daisy' } },
      }),
    ])
    const onlyEmpty = await gql(CHILDREN, { IDSchool: w.school.id, filter: { classIDs: [''] } }, w.hq.token)
    expect(onlyEmpty.data!.getChildrenData.totalCount).toBe(3)
    const byCentre = await gql(
      CHILDREN,
      { IDSchool: w.school.id, filter: { centreID: w.west.id } },
      w.hq.token,
    )
    expect(byCentre.data!.getChildrenData.data.map((c) => c.ID)).toEqual([west.childId])
  })

  it('lists past children: withdrawn and graduated', async () => {
    const w = await buildClassWorld()
    const gone = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.k1.id, from: '2024-01-01' })
    await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id })
    await w.school.db
      .update(childLevels)
      .set({ to: '2025-12-31', moveReason: 'graduated' })
      .where(eq(childLevels.fkChild, gone.childId))
    const past = await gql(PAST_CHILDREN, { IDSchool: w.school.id }, w.principal.token)
    expect(past.data!.getPastChildrenData.data).toEqual([
      { ID: gone.childId, closestLevel: { moveReason: 'graduated', to: '2025-12-31' } },
    ])
  })

  it('shows a child profile to staff who reach it and to its parent, with class, teachers and guardians', async () => {
    const w = await buildClassWorld()
    const klass = await buildClass(w.school, {
      centreId: w.east.id,
      levelId: w.n1.id,
      label: 'Daisy',
      teachers: 2,
    })
    const family = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id, classId: klass.id })
    const staffView = await gql(CHILD, { IDSchool: w.school.id, IDChild: family.childId }, w.principal.token)
    expect(staffView.errors).toBeUndefined()
    const parentView = await gql(
      CHILD,
      { IDSchool: w.school.id, IDChild: family.childId },
      family.parent.token,
    )
    const child = parentView.data!.childByID
    expect(child.currentLevel?.level.ID).toBe(w.n1.id)
    expect(child.childCurrentEstimatedPromotionDate).toBe('2027-01-01')
    expect(child.currentClass?.class.label).toBe('Daisy')
    expect(child.currentClass?.teachers).toHaveLength(2)
    expect(child.mainApplicant?.ID).toBe(family.parent.id)
    const guardians = await gql(GUARDIANS, { IDChild: family.childId }, family.parent.token)
    expect(guardians.data!.findAllGuardian).toEqual([
      expect.objectContaining({ ID: family.parent.id, isMainApplicant: true, guardianAccess: true }),
    ])
    const stranger = await buildParent(w.school)
    expect(
      errorCode(await gql(CHILD, { IDSchool: w.school.id, IDChild: family.childId }, stranger.token)),
    ).toBe('FORBIDDEN')
    expect(
      errorCode(await gql(CHILD, { IDSchool: w.school.id, IDChild: family.childId }, w.westStaff.token)),
    ).toBe('FORBIDDEN')
    expect(
      errorCode(await gql(CHILD, { IDSchool: w.school.id, IDChild: family.childId }, w.noModule.token)),
    ).toBe('FORBIDDEN')
    expect(errorCode(await gql(GUARDIANS, { IDChild: family.childId }, stranger.token))).toBe('FORBIDDEN')
  })

  it('limits a class-scope user to the children and classes they teach', async () => {
    const w = await buildClassWorld()
    const teacher = await buildClassScopeStaff(w, w.east.id)
    const mine = await buildClass(w.school, {
      centreId: w.east.id,
      levelId: w.n1.id,
      label: 'Mine',
      teacherUserId: teacher.id,
    })
    const theirs = await buildClass(w.school, {
      centreId: w.east.id,
      levelId: w.n1.id,
      label: 'Theirs',
      teachers: 1,
    })
    const mineChild = await buildEnrolled(w.school, {
      centreId: w.east.id,
      levelId: w.n1.id,
      classId: mine.id,
    })
    const otherChild = await buildEnrolled(w.school, {
      centreId: w.east.id,
      levelId: w.n1.id,
      classId: theirs.id,
    })
    const list = await gql(CHILDREN, { IDSchool: w.school.id }, teacher.token)
    expect(list.data!.getChildrenData.data.map((c) => c.ID)).toEqual([mineChild.childId])
    expect(
      (await gql(CHILD, { IDSchool: w.school.id, IDChild: mineChild.childId }, teacher.token)).errors,
    ).toBeUndefined()
    expect(
      errorCode(await gql(CHILD, { IDSchool: w.school.id, IDChild: otherChild.childId }, teacher.token)),
    ).toBe('FORBIDDEN')
    expect(
      errorCode(await gql(TO_ASSIGN, { IDSchool: w.school.id, classID: theirs.id }, teacher.token)),
    ).toBe('FORBIDDEN')
    // A class named in the user's access controls counts as theirs too.
    await w.school.db
      .insert(accessControls)
      .values({ fkUser: teacher.id, fkSchool: w.school.id, fkClass: theirs.id })
    expect(
      (await gql(CHILD, { IDSchool: w.school.id, IDChild: otherChild.childId }, teacher.token)).errors,
    ).toBeUndefined()
  })

  it('updates what staff may change of a child, with a profile photo of at most the spec rule', async () => {
    const w = await buildClassWorld()
    const family = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id })
    const target = await gql(
      CHILD_PHOTO_URL,
      { IDChild: family.childId, filename: 'me.jpg', contentType: 'image/jpeg' },
      w.principal.token,
    )
    const { Url, Key } = target.data!.getChildPhotoUploadURL
    expect(await putFile(Url, jpegBytes, 'image/jpeg')).toBe(200)
    const updated = await gql(
      UPDATE_CHILD,
      {
        IDChild: family.childId,
        data: { nationality: 'Singapore Citizen', numFamilyMembers: 4, imageKey: Key },
      },
      w.principal.token,
    )
    expect(updated.data!.updateChildByFields).toMatchObject({
      nationality: 'Singapore Citizen',
      numFamilyMembers: 4,
      imageKey: Key,
    })
    expect(updated.data!.updateChildByFields.imageURL).toContain(Key)
    const webp = await gql(
      CHILD_PHOTO_URL,
      { IDChild: family.childId, filename: 'me.webp', contentType: 'image/webp' },
      w.principal.token,
    )
    expect(webp.errors?.[0].message).toBe(FileMsg.invalidFiletype)
    const pdf = await gql(
      CHILD_PHOTO_URL,
      { IDChild: family.childId, filename: 'me.jpg', contentType: 'image/jpeg' },
      w.principal.token,
    )
    await putFile(pdf.data!.getChildPhotoUploadURL.Url, pdfBytes, 'image/jpeg')
    const wrongBytes = await gql(
      UPDATE_CHILD,
      { IDChild: family.childId, data: { imageKey: pdf.data!.getChildPhotoUploadURL.Key } },
      w.principal.token,
    )
    expect(wrongBytes.errors?.[0].message).toBe(FileMsg.invalidFiletype)
    const tooMany = await gql(
      UPDATE_CHILD,
      { IDChild: family.childId, data: { numFamilyMembers: 99 } },
      w.principal.token,
    )
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT')
    for (const token of [family.parent.token, w.readOnly.token, w.westStaff.token])
      expect(
        errorCode(await gql(UPDATE_CHILD, { IDChild: family.childId, data: { race: 'X' } }, token)),
      ).toBe('FORBIDDEN')
  })

  it('assigns enrolled children to a class, and never twice to one level, even at the same moment', async () => {
    const w = await buildClassWorld()
    const a = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, label: 'A', teachers: 1 })
    const b = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, label: 'B', teachers: 1 })
    const kids = [
      await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id }),
      await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id }),
      await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id }),
    ]
    const offered = await gql(TO_ASSIGN, { IDSchool: w.school.id, classID: a.id }, w.principal.token)
    expect(offered.data!.getChildrenToAssignToClass).toHaveLength(3)
    const ids = kids.map((k) => k.childId)
    const assigned = await gql(
      ASSIGN,
      { IDSchool: w.school.id, classID: a.id, childIDs: ids, from: today() },
      w.principal.token,
    )
    // One teacher at a ratio of 2: three children are over it, which warns but does not refuse.
    expect(assigned.data!.assignChildrenToClass).toMatchObject({
      currentChildrenCount: 3,
      overCapacity: true,
    })
    const again = await gql(
      ASSIGN,
      { IDSchool: w.school.id, classID: b.id, childIDs: [ids[0]], from: today() },
      w.principal.token,
    )
    expect(again.errors?.[0].message).toBe(ClassMsg.childAlreadyInClass)
    const fresh = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id })
    const both = await Promise.all(
      [a.id, b.id].map((classID) =>
        gql(
          ASSIGN,
          { IDSchool: w.school.id, classID, childIDs: [fresh.childId], from: today() },
          w.principal.token,
        ),
      ),
    )
    expect(both.filter((r) => !r.errors)).toHaveLength(1)
    expect(both.find((r) => r.errors)?.errors?.[0].message).toBe(ClassMsg.childAlreadyInClass)
    const westChild = await buildEnrolled(w.school, { centreId: w.west.id, levelId: w.n1.id })
    const wrong = await gql(
      ASSIGN,
      { IDSchool: w.school.id, classID: b.id, childIDs: [westChild.childId], from: today() },
      w.principal.token,
    )
    expect(wrong.errors?.[0].message).toBe(ClassMsg.childNotAtLevel)
    expect(
      errorCode(
        await gql(
          ASSIGN,
          { IDSchool: w.school.id, classID: b.id, childIDs: [fresh.childId], from: today() },
          w.readOnly.token,
        ),
      ),
    ).toBe('FORBIDDEN')
    expect(
      errorCode(
        await gql(
          ASSIGN,
          { IDSchool: w.school.id, classID: b.id, childIDs: [], from: today() },
          w.principal.token,
        ),
      ),
    ).toBe('BAD_USER_INPUT')
  })
})
