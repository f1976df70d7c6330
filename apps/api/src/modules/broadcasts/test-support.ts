// Fixtures and documents of the broadcasts tests: two centres, a class at each, enrolled families, staff.
import { Access } from '@preschool/domain'
import { levels } from '../../db/schema'
import {
  buildCentre,
  buildClass,
  buildFamily,
  buildHQ,
  buildParent,
  buildSchool,
  buildStaff,
  enrolChild,
  type TestSchool,
  unique,
} from '../../test/builders'
import { graphql } from '../../test/generated'
import { testServer } from '../../test/server'
import type { broadcastDelivery } from './delivery'

const RW = Access.read | Access.write

async function enrolled(
  school: TestSchool,
  centreId: number,
  levelId: number,
  classId: number,
  name: string,
) {
  const family = await buildFamily(school, {
    centreId,
    levelId,
    enrollmentPlan: '2026-01-01',
    state: 'enrolled',
    child: { firstname: name, lastname: 'Tan', dateOfBirth: '2022-06-01' },
  })
  await enrolChild(school, { childId: family.childId, centreId, levelId, from: '2026-01-01', classId })
  return family
}

export async function buildBroadcastWorld() {
  const school = await buildSchool()
  const east = await buildCentre(school, { label: `East ${unique()}` })
  const west = await buildCentre(school, { label: `West ${unique()}` })
  const [level] = await school.db
    .insert(levels)
    .values({ fkSchool: school.id, label: `N1 ${unique()}`, fromMonth: 36, toMonth: 48 })
    .returning()
  const teacher = await buildStaff(school, { broadcast_management: RW }, [east.id])
  const sunflower = await buildClass(school, { centreId: east.id, levelId: level.id, label: 'Sunflower' })
  const tulip = await buildClass(school, { centreId: west.id, levelId: level.id, label: 'Tulip' })
  const ava = await enrolled(school, east.id, level.id, sunflower.id, 'Ava')
  const ben = await enrolled(school, east.id, level.id, sunflower.id, 'Ben')
  const cai = await enrolled(school, west.id, level.id, tulip.id, 'Cai')
  return {
    school,
    east,
    west,
    sunflower,
    tulip,
    ava,
    ben,
    cai,
    teacher,
    westStaff: await buildStaff(school, { broadcast_management: RW }, [west.id]),
    hq: await buildHQ(school, { broadcast_management: RW }),
    readOnly: await buildStaff(school, { broadcast_management: Access.read }, [east.id]),
    noModule: await buildStaff(school, { class_management: RW }, [east.id]),
    stranger: await buildParent(school),
  }
}
export type BroadcastWorld = Awaited<ReturnType<typeof buildBroadcastWorld>>

/** Runs a broadcast's delivery or reminder job now, as the queue would once it is due. */
export async function runJobNow(job: typeof broadcastDelivery, schoolId: number, recordId: number) {
  const { platform } = await testServer()
  await platform.jobs.send(job, { schoolId, recordId }, { startAfter: new Date(Date.now() - 1000) })
  return platform.jobs.runDue(job)
}

export const toClass = (w: BroadcastWorld, overrides: Record<string, unknown> = {}) => ({
  subject: 'Sports day',
  description: '<p>Bring <strong>sports shoes</strong> on Friday.</p>',
  needsAcknowledgement: true,
  scopes: [{ type: 'class', ID: w.sunflower.id }],
  ...overrides,
})

export const SAVE = graphql(`
  mutation BroadcastsSave($IDSchool: Int!, $dto: BroadcastInput!, $publish: Boolean!) {
    saveBroadcasting(IDSchool: $IDSchool, dto: $dto, publish: $publish) {
      ID
      subject
      description
      status
      publishedAt
      editedAt
      needsAcknowledgement
      recipientCount
      sender {
        firstname
        roles {
          name
          label
        }
      }
      scopes {
        type
        ID
        label
      }
    }
  }
`)

export const LIST = graphql(`
  query BroadcastsList($IDSchool: Int!, $filter: BroadcastFilter, $pagination: Pagination) {
    getBroadcasting(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      unreadCount
      data {
        ID
        subject
        status
        isRead
        readCount
        recipientCount
        editedAt
      }
    }
  }
`)

export const MARK = graphql(`
  mutation BroadcastsMark($ids: [Int!]!, $isRead: Boolean!) {
    markBroadcastingAsRead(IDBroadcastings: $ids, isRead: $isRead)
  }
`)

export const DELETE = graphql(`
  mutation BroadcastsDelete($id: Int!) {
    deleteBroadcastingByID(IDBroadcasting: $id)
  }
`)

export const RECEIPTS = graphql(`
  query BroadcastsReceipts($id: Int!, $unreadOnly: Boolean) {
    getBroadcastingReadReceipts(IDBroadcasting: $id, unreadOnly: $unreadOnly) {
      readCount
      totalCount
      classes {
        classLabel
        readCount
        totalCount
      }
      recipients {
        childName
        parentName
        mobile
        readAt
      }
      recipientCount
    }
  }
`)

export const SEARCH = graphql(`
  query BroadcastsSearch($IDSchool: Int!, $search: String!) {
    searchBroadcastingScope(IDSchool: $IDSchool, search: $search) {
      type
      ID
      label
      description
    }
  }
`)
