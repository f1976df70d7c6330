import { ClassMsg, FileMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { levels, teachers } from '../../db/schema'
import { elfBytes, pngBytes } from '../../platform/storage/test-files'
import { buildClass, buildSchool, buildHQ, buildStaff } from '../../test/builders'
import { errorCode, gql, testServer } from '../../test/server'
import {
  buildClassWorld,
  buildEnrolled,
  CLASS_LIST,
  CLASS_PHOTO_URL,
  classInput,
  CREATE_CLASS,
  DELETE_CLASS,
  putFile,
  RW,
  TEACHERS,
  UPDATE_CLASS,
} from './test-support'

describe('classes', () => {
  it('creates a class with two teachers and a cover photo shown through an expiring link', async () => {
    const w = await buildClassWorld()
    const target = await gql(
      CLASS_PHOTO_URL,
      { IDSchool: w.school.id, filename: 'class.png', contentType: 'image/png' },
      w.principal.token,
    )
    const { Url, Key } = target.data!.getClassPhotoUploadURL
    expect(await putFile(Url, pngBytes, 'image/png')).toBe(200)
    const created = await gql(
      CREATE_CLASS,
      { IDSchool: w.school.id, classData: classInput(w, { coverPhotoKey: Key }) },
      w.principal.token,
    )
    expect(created.errors).toBeUndefined()
    const klass = created.data!.createNewClass
    expect(klass.teachers.map((t) => t.firstname)).toEqual(['Grace', 'Hui'])
    expect(klass.capacity).toBe(4)
    expect(klass.coverPhotoURL).toContain(Key)
    const { app } = await testServer()
    const u = new URL(klass.coverPhotoURL!)
    const image = await app.inject({ method: 'GET', url: u.pathname + u.search })
    expect(image.statusCode).toBe(200)
    // The link is signed: without its signature the file is not served.
    expect((await app.inject({ method: 'GET', url: u.pathname })).statusCode).not.toBe(200)
  })

  it('refuses a photo that is not an image, a duplicate label and a level the centre does not offer', async () => {
    const w = await buildClassWorld()
    const target = await gql(
      CLASS_PHOTO_URL,
      { IDSchool: w.school.id, filename: 'class.png', contentType: 'image/png' },
      w.principal.token,
    )
    const { Url, Key } = target.data!.getClassPhotoUploadURL
    await putFile(Url, elfBytes, 'image/png')
    const bad = await gql(
      CREATE_CLASS,
      { IDSchool: w.school.id, classData: classInput(w, { coverPhotoKey: Key }) },
      w.principal.token,
    )
    expect(bad.errors?.[0].message).toBe(FileMsg.invalidFiletype)
    const input = classInput(w, { label: 'Rose' })
    expect(
      (await gql(CREATE_CLASS, { IDSchool: w.school.id, classData: input }, w.principal.token)).errors,
    ).toBeUndefined()
    const twice = await gql(
      CREATE_CLASS,
      { IDSchool: w.school.id, classData: { ...input, label: 'rose' } },
      w.principal.token,
    )
    expect(twice.errors?.[0].message).toBe(ClassMsg.labelTaken)
    const [infant] = await w.school.db
      .insert(levels)
      .values({ fkSchool: w.school.id, label: 'Infant care', fromMonth: 2, toMonth: 18 })
      .returning()
    const notOffered = await gql(
      CREATE_CLASS,
      { IDSchool: w.school.id, classData: classInput(w, { fkLevel: infant.id }) },
      w.principal.token,
    )
    expect(notOffered.errors?.[0].message).toBe(ClassMsg.levelNotOffered)
  })

  it('lists classes with counts, warns over the teacher ratio, and shows a class detail', async () => {
    const w = await buildClassWorld()
    const klass = await buildClass(w.school, {
      centreId: w.east.id,
      levelId: w.n1.id,
      label: 'Daisy',
      teachers: 1,
    })
    for (let i = 0; i < 3; i += 1)
      await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id, classId: klass.id })
    await buildClass(w.school, { centreId: w.west.id, levelId: w.n1.id, label: 'West class' })
    const list = await gql(CLASS_LIST, { IDSchool: w.school.id }, w.principal.token)
    expect(list.data!.getAllClassInfo.data.map((c) => c.label)).toEqual(['Daisy'])
    const daisy = list.data!.getAllClassInfo.data[0]
    expect(daisy).toMatchObject({ currentChildrenCount: 3, capacity: 2, overCapacity: true })
    expect(daisy.children).toHaveLength(3)
    const all = await gql(CLASS_LIST, { IDSchool: w.school.id, filter: { centreID: w.west.id } }, w.hq.token)
    expect(all.data!.getAllClassInfo.data.map((c) => c.label)).toEqual(['West class'])
    const detail = await gql(CLASS_LIST, { IDSchool: w.school.id, classID: klass.id }, w.hq.token)
    expect(detail.data!.getAllClassInfo.totalCount).toBe(1)
    // Another centre's class by id is refused, not merely hidden.
    expect(
      errorCode(await gql(CLASS_LIST, { IDSchool: w.school.id, classID: klass.id }, w.westStaff.token)),
    ).toBe('FORBIDDEN')
  })

  it('finds teachers and staff of the centre as one types, and links a staff sign-in as teacher', async () => {
    const w = await buildClassWorld()
    await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, label: 'Lily', teachers: 1 })
    const found = await gql(
      TEACHERS,
      { IDSchool: w.school.id, centreID: w.east.id, search: 'teacher' },
      w.principal.token,
    )
    expect(found.data!.getTeacherListOnInput.map((t) => t.firstname)).toEqual(['Teacher0'])
    const staffFound = await gql(
      TEACHERS,
      { IDSchool: w.school.id, centreID: w.east.id, search: 'test st' },
      w.principal.token,
    )
    const staffOption = staffFound.data!.getTeacherListOnInput.find((t) => t.fkUser === w.principal.id)
    expect(staffOption?.ID).toBeNull()
    const created = await gql(
      CREATE_CLASS,
      {
        IDSchool: w.school.id,
        classData: classInput(w, {
          teachers: [{ fkUser: w.principal.id, firstname: 'Test', lastname: 'Staff' }],
        }),
      },
      w.principal.token,
    )
    expect(created.data!.createNewClass.teachers[0].fkUser).toBe(w.principal.id)
    // Staff of another centre cannot be made a teacher here.
    const foreign = await gql(
      CREATE_CLASS,
      {
        IDSchool: w.school.id,
        classData: classInput(w, { teachers: [{ fkUser: w.westStaff.id, firstname: 'W', lastname: 'S' }] }),
      },
      w.principal.token,
    )
    expect(foreign.errors?.[0].message).toBe(ClassMsg.teacherOtherCentre)
    // Nobody outside the centre may search its teachers.
    expect(
      errorCode(
        await gql(TEACHERS, { IDSchool: w.school.id, centreID: w.east.id, search: 't' }, w.westStaff.token),
      ),
    ).toBe('FORBIDDEN')
  })

  it('updates details and teachers, but not the level of a class with children', async () => {
    const w = await buildClassWorld()
    const created = await gql(
      CREATE_CLASS,
      { IDSchool: w.school.id, classData: classInput(w) },
      w.principal.token,
    )
    const klass = created.data!.createNewClass
    const grace = klass.teachers.find((t) => t.firstname === 'Grace')!
    const updated = await gql(
      UPDATE_CLASS,
      {
        IDSchool: w.school.id,
        classID: klass.ID,
        classData: classInput(w, {
          label: 'Renamed',
          teachers: [{ ID: grace.ID, firstname: 'Grace', lastname: 'Lee' }],
        }),
      },
      w.principal.token,
    )
    expect(updated.data!.updateClassDetails).toMatchObject({ label: 'Renamed', teachers: [{ ID: grace.ID }] })
    // The detached teacher's record stays at the centre.
    expect(await w.school.db.select().from(teachers).where(eq(teachers.fkCentre, w.east.id))).toHaveLength(2)
    await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id, classId: klass.ID })
    const move = await gql(
      UPDATE_CLASS,
      { IDSchool: w.school.id, classID: klass.ID, classData: classInput(w, { fkLevel: w.n2.id }) },
      w.principal.token,
    )
    expect(move.errors?.[0].message).toBe(ClassMsg.levelChangeWithChildren)
  })

  it('refuses to delete a class with children, or moves them to another class of the level', async () => {
    const w = await buildClassWorld()
    const a = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, label: 'A', teachers: 1 })
    const b = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, label: 'B' })
    const other = await buildClass(w.school, { centreId: w.east.id, levelId: w.n2.id, label: 'N2' })
    await buildEnrolled(w.school, {
      centreId: w.east.id,
      levelId: w.n1.id,
      classId: a.id,
      from: '2025-01-01',
    })
    const refused = await gql(DELETE_CLASS, { IDSchool: w.school.id, classID: a.id }, w.principal.token)
    expect(refused.errors?.[0].message).toBe(ClassMsg.hasChildren)
    const wrongLevel = await gql(
      DELETE_CLASS,
      { IDSchool: w.school.id, classID: a.id, moveToClassID: other.id },
      w.principal.token,
    )
    expect(wrongLevel.errors?.[0].message).toBe(ClassMsg.classOfLevel)
    const moved = await gql(
      DELETE_CLASS,
      { IDSchool: w.school.id, classID: a.id, moveToClassID: b.id },
      w.principal.token,
    )
    expect(moved.data?.deleteClassAndTeachers).toBe(true)
    const list = await gql(
      CLASS_LIST,
      { IDSchool: w.school.id, filter: { levelID: w.n1.id } },
      w.principal.token,
    )
    expect(list.data!.getAllClassInfo.data.map((c) => [c.label, c.currentChildrenCount])).toEqual([['B', 1]])
  })

  it('refuses parents, staff without the module, read-only staff, another centre and another school', async () => {
    const w = await buildClassWorld()
    const klass = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id })
    const family = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id })
    const create = (token: string) =>
      gql(CREATE_CLASS, { IDSchool: w.school.id, classData: classInput(w) }, token)
    expect(errorCode(await create(''))).toBe('UNAUTHENTICATED')
    for (const token of [family.parent.token, w.noModule.token, w.readOnly.token, w.westStaff.token])
      expect(errorCode(await create(token))).toBe('FORBIDDEN')
    const elsewhere = await buildSchool()
    const otherHq = await buildHQ(elsewhere, { class_management: RW })
    expect(
      errorCode(await gql(DELETE_CLASS, { IDSchool: w.school.id, classID: klass.id }, otherHq.token)),
    ).toBe('FORBIDDEN')
    expect(errorCode(await gql(CLASS_LIST, { IDSchool: w.school.id }, family.parent.token))).toBe('FORBIDDEN')
    const readOnlyList = await gql(CLASS_LIST, { IDSchool: w.school.id }, w.readOnly.token)
    expect(readOnlyList.data!.getAllClassInfo.totalCount).toBe(1)
    expect(
      errorCode(await gql(DELETE_CLASS, { IDSchool: w.school.id, classID: klass.id }, w.readOnly.token)),
    ).toBe('FORBIDDEN')
    const staffOnly = await buildStaff(w.school, { class_management: RW }, [])
    expect(
      errorCode(await gql(DELETE_CLASS, { IDSchool: w.school.id, classID: klass.id }, staffOnly.token)),
    ).toBe('FORBIDDEN')
  })
})
