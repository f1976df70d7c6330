// Fixtures of the classes tests: a school with two centres offering three levels, its staff, enrolled children.
import { Access, addDays, singaporeToday } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { centreLevels, levels, programs, users } from '../../db/schema'
import {
  buildCentre,
  buildFamily,
  buildHQ,
  buildStaff,
  buildSchool,
  enrolChild,
  type TestSchool,
  unique,
} from '../../test/builders'
import { graphql } from '../../test/generated'
import { testServer } from '../../test/server'

export const RW = Access.read | Access.write
export const today = () => singaporeToday()
export const yesterday = () => addDays(singaporeToday(), -1)

export async function buildClassWorld() {
  const school = await buildSchool()
  // Two teachers at a ratio of 2 take 4 children.
  const east = await buildCentre(school, { label: 'East', teacherRatio: 2 })
  const west = await buildCentre(school, { label: 'West' })
  const [n1, n2, k1] = await school.db
    .insert(levels)
    .values([
      {
        fkSchool: school.id,
        label: `N1 ${unique()}`,
        fromMonth: 36,
        toMonth: 48,
        promotionDate: '2027-01-01',
      },
      {
        fkSchool: school.id,
        label: `N2 ${unique()}`,
        fromMonth: 48,
        toMonth: 60,
        promotionDate: '2027-01-01',
      },
      {
        fkSchool: school.id,
        label: `K1 ${unique()}`,
        fromMonth: 60,
        toMonth: 72,
        promotionDate: '2027-01-01',
      },
    ])
    .returning()
  const offered = await school.db
    .insert(programs)
    .values(
      [n1, n2, k1].map((l) => ({
        fkSchool: school.id,
        fkLevel: l.id,
        label: 'Full Day',
        from: '07:00',
        to: '19:00',
      })),
    )
    .returning()
  await school.db
    .insert(centreLevels)
    .values(
      [east, west].flatMap((c) =>
        offered.map((p) => ({ fkSchool: school.id, fkCentre: c.id, fkLevel: p.fkLevel, fkProgram: p.id })),
      ),
    )
  const principal = await buildStaff(school, { class_management: RW }, [east.id])
  const westStaff = await buildStaff(school, { class_management: RW }, [west.id])
  const hq = await buildHQ(school, { class_management: RW })
  const readOnly = await buildStaff(school, { class_management: Access.read }, [east.id])
  const noModule = await buildStaff(school, {}, [east.id])
  return { school, east, west, n1, n2, k1, principal, westStaff, hq, readOnly, noModule }
}
export type ClassWorld = Awaited<ReturnType<typeof buildClassWorld>>

/** A class-scope user: staff with class read at the centre, seeing only the classes they teach. */
export async function buildClassScopeStaff(world: ClassWorld, centreId: number) {
  const user = await buildStaff(world.school, { class_management: RW }, [centreId])
  await world.school.db
    .update(users)
    .set({ hasClassScopeAccess: true, hasCentreScopeAccess: false })
    .where(eq(users.id, user.id))
  return user
}

/** A family whose child holds a seat at a centre and level from a date (placed in a class when given). */
export async function buildEnrolled(
  school: TestSchool,
  at: { centreId: number; levelId: number; from?: string; classId?: number; dateOfBirth?: string },
) {
  const family = await buildFamily(school, {
    centreId: at.centreId,
    levelId: at.levelId,
    enrollmentPlan: '2026-01-01',
    state: 'enrolled',
    child: { firstname: `Kid${unique()}`, lastname: 'Lim', dateOfBirth: at.dateOfBirth ?? '2022-06-01' },
  })
  await enrolChild(school, {
    childId: family.childId,
    centreId: at.centreId,
    levelId: at.levelId,
    from: at.from ?? '2026-01-01',
    classId: at.classId,
  })
  return family
}

export const classInput = (w: ClassWorld, overrides: Record<string, unknown> = {}) => ({
  label: `Sunflower ${unique()}`,
  description: 'Morning class',
  fkCentre: w.east.id,
  fkLevel: w.n1.id,
  teachers: [
    { firstname: 'Grace', lastname: 'Lee', email: 'grace@example.com' },
    { firstname: 'Hui', lastname: 'Min' },
  ],
  ...overrides,
})

export const CLASS_LIST = graphql(`
  query ClassesList($IDSchool: Int!, $classID: Int, $filter: ClassFilter, $pagination: Pagination) {
    getAllClassInfo(IDSchool: $IDSchool, classID: $classID, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ID
        label
        coverPhotoKey
        coverPhotoURL
        level {
          ID
          label
        }
        centre {
          ID
          label
        }
        teachers {
          ID
          firstname
          lastname
          fkUser
        }
        currentChildrenCount
        upcomingChildrenCount
        capacity
        overCapacity
        children {
          ID
          firstname
          upcoming
          from
        }
      }
    }
  }
`)

export const CREATE_CLASS = graphql(`
  mutation ClassesCreate($IDSchool: Int!, $classData: ClassInput!) {
    createNewClass(IDSchool: $IDSchool, classData: $classData) {
      ID
      label
      capacity
      teachers {
        ID
        firstname
        lastname
        fkUser
      }
      coverPhotoKey
      coverPhotoURL
    }
  }
`)

export const UPDATE_CLASS = graphql(`
  mutation ClassesUpdate($IDSchool: Int!, $classID: Int!, $classData: ClassInput!) {
    updateClassDetails(IDSchool: $IDSchool, classID: $classID, classData: $classData) {
      ID
      label
      level {
        ID
      }
      teachers {
        ID
        firstname
      }
    }
  }
`)

export const DELETE_CLASS = graphql(`
  mutation ClassesDelete($IDSchool: Int!, $classID: Int!, $moveToClassID: Int) {
    deleteClassAndTeachers(IDSchool: $IDSchool, classID: $classID, moveToClassID: $moveToClassID)
  }
`)

export const CLASS_PHOTO_URL = graphql(`
  mutation ClassesPhotoUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {
    getClassPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)

export const TEACHERS = graphql(`
  query ClassesTeachers($IDSchool: Int!, $centreID: Int!, $search: String!) {
    getTeacherListOnInput(IDSchool: $IDSchool, centreID: $centreID, search: $search) {
      ID
      firstname
      lastname
      fkUser
    }
  }
`)

export const ASSIGN = graphql(`
  mutation ClassesAssign($IDSchool: Int!, $classID: Int!, $childIDs: [Int!]!, $from: Date!) {
    assignChildrenToClass(IDSchool: $IDSchool, classID: $classID, childIDs: $childIDs, from: $from) {
      ID
      currentChildrenCount
      upcomingChildrenCount
      overCapacity
    }
  }
`)

export const TO_ASSIGN = graphql(`
  query ClassesToAssign($IDSchool: Int!, $classID: Int!) {
    getChildrenToAssignToClass(IDSchool: $IDSchool, classID: $classID) {
      ID
    }
  }
`)

export const CHILDREN = graphql(`
  query ClassesChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {
    getChildrenData(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ID
        firstname
        currentLevel {
          level {
            ID
          }
          centre {
            ID
          }
        }
        currentClass {
          class {
            ID
            label
          }
        }
      }
    }
  }
`)

export const PAST_CHILDREN = graphql(`
  query ClassesPastChildren($IDSchool: Int!) {
    getPastChildrenData(IDSchool: $IDSchool) {
      totalCount
      data {
        ID
        closestLevel {
          moveReason
          to
        }
      }
    }
  }
`)

export const CHILD = graphql(`
  query ClassesChild($IDSchool: Int!, $IDChild: Int!) {
    childByID(IDSchool: $IDSchool, IDChild: $IDChild) {
      ID
      firstname
      nationality
      imageKey
      childCurrentEstimatedPromotionDate
      currentLevel {
        level {
          ID
          label
        }
        from
        to
      }
      upcomingLevel {
        level {
          ID
        }
        from
      }
      closestLevel {
        level {
          ID
        }
      }
      currentClass {
        class {
          ID
          label
        }
        teachers {
          firstname
          lastname
        }
      }
      upcomingClass {
        class {
          ID
        }
        from
      }
      levels {
        level {
          ID
        }
        from
        to
        moveReason
        nextLevel {
          ID
        }
      }
      classes {
        class {
          ID
        }
        from
        to
      }
      mainApplicant {
        ID
        relation
      }
      secondApplicant {
        ID
      }
    }
  }
`)

export const GUARDIANS = graphql(`
  query ClassesGuardians($IDChild: Int!) {
    findAllGuardian(IDChild: $IDChild) {
      ID
      email
      isMainApplicant
      guardianAccess
    }
  }
`)

export const UPDATE_CHILD = graphql(`
  mutation ClassesUpdateChild($IDChild: Int!, $data: ChildFieldsInput!) {
    updateChildByFields(IDChild: $IDChild, data: $data) {
      ID
      nationality
      numFamilyMembers
      imageKey
      imageURL
    }
  }
`)

export const CHILD_PHOTO_URL = graphql(`
  mutation ClassesChildPhotoUrl($IDChild: Int!, $filename: String!, $contentType: String!) {
    getChildPhotoUploadURL(IDChild: $IDChild, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)

export const PREVIEW = graphql(`
  query ClassesPromotionPreview($IDSchool: Int!, $centreID: Int) {
    getPromotionPreview(IDSchool: $IDSchool, centreID: $centreID) {
      child {
        ID
      }
      fromLevel {
        ID
      }
      toLevel {
        ID
      }
      class {
        ID
      }
      from
      moveReason
      warning
    }
  }
`)

export const PROMOTE = graphql(`
  mutation ClassesPromote($IDSchool: Int!, $items: [PromotionItemInput!]!) {
    promoteChildrenAndAssignClass(IDSchool: $IDSchool, items: $items) {
      moved
    }
  }
`)

/** PUTs bytes to an upload target as the browser would; answers the HTTP status. */
export async function putFile(url: string, bytes: Buffer, contentType: string) {
  const { app } = await testServer()
  const u = new URL(url)
  const put = await app.inject({
    method: 'PUT',
    url: u.pathname + u.search,
    headers: { 'content-type': contentType },
    payload: bytes,
  })
  return put.statusCode
}
