import { ClassMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildClass } from '../../test/builders'
import { gql } from '../../test/server'
import { buildClassWorld, buildEnrolled, CLASS_LIST, DELETE_CLASS } from './test-support'

describe('two classes deleted crosswise at the same moment', () => {
  it('lets one move its children and refuses the other clearly, its target being gone', async () => {
    const w = await buildClassWorld()
    const a = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, label: 'A' })
    const b = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, label: 'B' })
    for (const classId of [a.id, b.id])
      await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id, classId, from: '2025-01-01' })
    const remove = (classID: number, moveToClassID: number) =>
      gql(DELETE_CLASS, { IDSchool: w.school.id, classID, moveToClassID }, w.principal.token)

    const results = await Promise.all([remove(a.id, b.id), remove(b.id, a.id)])

    const done = results.filter((r) => r.data?.deleteClassAndTeachers === true)
    const refused = results.filter((r) => r.errors)
    expect(done).toHaveLength(1)
    expect(refused.map((r) => r.errors?.[0].message)).toEqual([ClassMsg.moveTargetRemoved])
    // Both children are in the class that remains.
    const list = await gql(
      CLASS_LIST,
      { IDSchool: w.school.id, filter: { levelID: w.n1.id } },
      w.principal.token,
    )
    expect(list.data!.getAllClassInfo.data.map((c) => c.currentChildrenCount)).toEqual([2])
  })
})
