import { eq } from 'drizzle-orm'
import { childLevels, childRelations } from '../db/schema'
import { buildAdmissionsWorld } from './builders'
import { buildClassWorld, buildEnrolled } from '../modules/classes/test-support'
import { buildClass, buildParent, type TestSchool } from './builders'
import { dataOf, itemsOf, page, times } from './list-case-helpers'
import type { ListCase } from './list-cases'

/** `rows - 1` more parents of the child beside its main applicant: `rows` guardians in all. */
async function moreParents(school: TestSchool, childId: number, rows: number) {
  for (const i of times(rows - 1)) {
    const parent = await buildParent(school)
    await school.db
      .insert(childRelations)
      .values({ fkSchool: school.id, fkChild: childId, fkUser: parent.id, relation: `R${i}` })
  }
}

/** The children, guardians and teachers lists of classes (and the blacklist's relations), each in a fresh school. */
export const classesListCases: ListCase[] = [
  {
    name: 'findAllChild',
    paged: true,
    async arrange(rows) {
      const w = await buildClassWorld()
      for (const _ of times(rows)) await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id })
      return {
        token: w.principal.token,
        query: `query FC($IDSchool: Int!, $pagination: Pagination) {
          findAllChild(IDSchool: $IDSchool, pagination: $pagination) { totalCount data {
            ID firstname currentLevel { level { ID label } centre { ID label } } currentClass { class { ID } }
            mainApplicant { ID } } } }`,
        variables: (perPage) => ({ IDSchool: w.school.id, ...page(perPage) }),
        rows: dataOf('findAllChild'),
      }
    },
  },
  {
    name: 'getPastChildrenData',
    paged: true,
    async arrange(rows) {
      const w = await buildClassWorld()
      for (const _ of times(rows)) {
        const gone = await buildEnrolled(w.school, {
          centreId: w.east.id,
          levelId: w.k1.id,
          from: '2024-01-01',
        })
        await w.school.db
          .update(childLevels)
          .set({ to: '2025-12-31', moveReason: 'graduated' })
          .where(eq(childLevels.fkChild, gone.childId))
      }
      return {
        token: w.principal.token,
        query: `query PC($IDSchool: Int!, $pagination: Pagination) {
          getPastChildrenData(IDSchool: $IDSchool, pagination: $pagination) { totalCount data {
            ID firstname closestLevel { moveReason to level { ID label } centre { ID label } }
            levels { ID } classes { ID } mainApplicant { ID } } } }`,
        variables: (perPage) => ({ IDSchool: w.school.id, ...page(perPage) }),
        rows: dataOf('getPastChildrenData'),
      }
    },
  },
  {
    name: 'getChildrenToAssignToClass',
    paged: false,
    async arrange(rows) {
      const w = await buildClassWorld()
      const klass = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, teachers: 1 })
      for (const _ of times(rows)) await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id })
      return {
        token: w.principal.token,
        query: `query TA($IDSchool: Int!, $classID: Int!) { getChildrenToAssignToClass(IDSchool: $IDSchool, classID: $classID) {
          ID firstname currentLevel { level { ID } } mainApplicant { ID } } }`,
        variables: () => ({ IDSchool: w.school.id, classID: klass.id }),
        rows: itemsOf('getChildrenToAssignToClass'),
      }
    },
  },
  {
    name: 'findAllGuardian',
    paged: false,
    async arrange(rows) {
      const w = await buildClassWorld()
      const kid = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id })
      await moreParents(w.school, kid.childId, rows)
      return {
        token: w.principal.token,
        query: `query G($IDChild: Int!) { findAllGuardian(IDChild: $IDChild) {
          ID firstname email relation isMainApplicant guardianAccess } }`,
        variables: () => ({ IDChild: kid.childId }),
        rows: itemsOf('findAllGuardian'),
      }
    },
  },
  {
    name: 'getChildRelationData',
    paged: false,
    async arrange(rows) {
      const w = await buildAdmissionsWorld()
      const family = await w.family('pending_form_completion')
      await moreParents(w.school, family.childId, rows)
      return {
        token: w.staff.token,
        query: `query CR($IDChild: Int!) { getChildRelationData(IDChild: $IDChild) {
          ID firstname email relation isMainApplicant } }`,
        variables: () => ({ IDChild: family.childId }),
        rows: itemsOf('getChildRelationData'),
      }
    },
  },
  {
    name: 'getTeacherListOnInput',
    paged: false,
    async arrange(rows) {
      const w = await buildClassWorld()
      await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, teachers: rows })
      return {
        token: w.principal.token,
        query: `query T($IDSchool: Int!, $centreID: Int!, $search: String!) {
          getTeacherListOnInput(IDSchool: $IDSchool, centreID: $centreID, search: $search) {
            ID firstname lastname email fkUser } }`,
        variables: () => ({ IDSchool: w.school.id, centreID: w.east.id, search: 'teacher' }),
        rows: itemsOf('getTeacherListOnInput'),
      }
    },
  },
  {
    name: 'getPromotionPreview',
    paged: false,
    async arrange(rows) {
      const w = await buildClassWorld()
      await buildClass(w.school, { centreId: w.east.id, levelId: w.n2.id, teachers: 1 })
      const n1 = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, teachers: 1 })
      // Of age to move to N2 on the levels' promotion date (2027-01-01).
      for (const _ of times(rows))
        await buildEnrolled(w.school, {
          centreId: w.east.id,
          levelId: w.n1.id,
          classId: n1.id,
          dateOfBirth: '2022-03-01',
        })
      return {
        token: w.hq.token,
        query: `query PP($IDSchool: Int!) { getPromotionPreview(IDSchool: $IDSchool) {
          child { ID firstname } centre { ID label } fromLevel { ID label } toLevel { ID label }
          class { ID label } from moveReason warning } }`,
        variables: () => ({ IDSchool: w.school.id }),
        rows: itemsOf('getPromotionPreview'),
      }
    },
  },
]
