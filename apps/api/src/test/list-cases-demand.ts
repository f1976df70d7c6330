import { Access } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { documentTypes, enquiries } from '../db/schema'
import { buildDocumentWorld } from '../modules/documents/test-support'
import { logChildActivity } from '../modules/waitlist'
import {
  buildWaitlistWorld,
  monthAhead,
  tag,
  tagEnquiry,
  waitingFamily,
} from '../modules/waitlist/test-support'
import {
  buildCapacityDraft,
  buildCentre,
  buildDocument,
  buildHQ,
  buildPlanningWorld,
  buildSchool,
} from './builders'

import { dataOf, itemsOf, page, times } from './list-case-helpers'
import type { ListCase } from './list-cases'

/** A waitlist of `rows` families over three months, every other one tagged. */
async function waitlistWith(rows: number) {
  const world = await buildWaitlistWorld()
  const sibling = await tag(world, 'Sibling', 10)
  for (const i of times(rows)) {
    const family = await waitingFamily(world, { month: monthAhead(1 + (i % 3)) })
    if (i % 2 === 0) await tagEnquiry(world, family.enquiryId, sibling.id)
  }
  return world
}

/** A document world whose family's enquiry has `rows` files waiting for verification. */
export async function documentsOfOneEnquiry(rows: number) {
  const w = await buildDocumentWorld('pending_document_verification')
  for (const _ of times(rows))
    await buildDocument(w.school, { enquiryId: w.family.enquiryId, typeId: w.types.birth.id })
  return w
}

/** The lists of capacity planning, the waitlist and registration documents, each in a fresh school. */
export const demandListCases: ListCase[] = [
  {
    name: 'capacityDraftsByFkSchool',
    paged: true,
    async arrange(rows) {
      const w = await buildPlanningWorld()
      // One request per centre can be pending; decided ones are not limited.
      for (const i of times(rows)) {
        const centre = i === 0 ? w.centre : await buildCentre(w.school)
        await buildCapacityDraft(w.school, {
          centreId: centre.id,
          levelId: w.levelId,
          requesterId: w.maker.id,
        })
      }
      return {
        token: w.approver.token,
        query: `query D($IDSchool: Int!, $pagination: Pagination) {
          capacityDraftsByFkSchool(IDSchool: $IDSchool, pagination: $pagination) {
            totalCount data { ID centreLabel requesterName approverName can
              items { ID label capacity date } activityLogs { ID status userName } } } }`,
        variables: (perPage) => ({ IDSchool: w.school.id, ...page(perPage) }),
        rows: dataOf('capacityDraftsByFkSchool'),
      }
    },
  },
  {
    name: 'getWaitList as HQ',
    paged: true,
    async arrange(rows) {
      const world = await waitlistWith(rows)
      return {
        token: world.hq.token,
        query: `query W($pagination: Pagination) { getWaitList(pagination: $pagination) { totalCount data {
          ID queuePosition queueWeight centre { ID label } level { ID label } program { ID label }
          waitlistTags { ID description weight } stateHistory { action } offer { month dueDate } } } }`,
        variables: page,
        rows: dataOf('getWaitList'),
      }
    },
  },
  {
    name: 'searchChildInWaitList',
    paged: false,
    async arrange(rows) {
      const world = await waitlistWith(rows)
      return {
        token: world.hq.token,
        query: `query S($q: String!) { searchChildInWaitList(q: $q) {
          ID queuePosition queueWeight centre { ID label } waitlistTags { ID weight } stateHistory { action }
          offer { month } } }`,
        variables: () => ({ q: 'Ava' }),
        rows: itemsOf('searchChildInWaitList'),
      }
    },
  },
  {
    name: 'findAllChildActivityLog',
    paged: true,
    async arrange(rows) {
      const world = await buildWaitlistWorld()
      const family = await waitingFamily(world)
      const [enquiry] = await world.school.db
        .select()
        .from(enquiries)
        .where(eq(enquiries.id, family.enquiryId))
      for (const i of times(rows))
        await logChildActivity(world.school.db, {
          fkSchool: world.school.id,
          fkChild: enquiry.fkChild,
          fkEnquiry: enquiry.id,
          fkUser: world.staff.id,
          mode: 'note',
          action: 'note',
          remark: `Note ${i}`,
        })
      return {
        token: world.staff.token,
        query: `query A($IDEnquiry: Int!, $pagination: Pagination) { findAllChildActivityLog(IDEnquiry: $IDEnquiry,
          pagination: $pagination) { totalCount data { ID remark user { ID firstname } } } }`,
        variables: (perPage) => ({ IDEnquiry: family.enquiryId, ...page(perPage) }),
        rows: dataOf('findAllChildActivityLog'),
      }
    },
  },
  {
    name: 'findAllPendingDocument',
    paged: true,
    async arrange(rows) {
      const w = await documentsOfOneEnquiry(rows)
      return {
        token: w.staff.token,
        query: `query Q($pagination: Pagination) { findAllPendingDocument(pagination: $pagination) {
          totalCount data { ID IDEnquiry childName centreLabel documentType filename createdAt } } }`,
        variables: page,
        rows: dataOf('findAllPendingDocument'),
      }
    },
  },
  {
    name: 'listRequiredDocuments',
    paged: false,
    async arrange(rows) {
      const w = await buildDocumentWorld()
      // The world's own types make way for `rows` types, each with a file.
      await w.school.db
        .update(documentTypes)
        .set({ active: false })
        .where(eq(documentTypes.fkSchool, w.school.id))
      for (const i of times(rows)) {
        const [type] = await w.school.db
          .insert(documentTypes)
          .values({ fkSchool: w.school.id, label: `Extra ${i}` })
          .returning()
        await buildDocument(w.school, { enquiryId: w.family.enquiryId, typeId: type.id })
      }
      return {
        token: w.family.parent.token,
        query: `query Q($IDEnquiry: Int!) { listRequiredDocuments(IDEnquiry: $IDEnquiry) {
          DocumentTypeID Fullname Status documents { ID status } } }`,
        variables: () => ({ IDEnquiry: w.family.enquiryId }),
        rows: itemsOf('listRequiredDocuments'),
      }
    },
  },
  {
    name: 'documentTypeConfigsByFkDocumentTypeConfig',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      await school.db
        .insert(documentTypes)
        .values(times(rows).map((i) => ({ fkSchool: school.id, label: `Type ${i}` })))
      const hq = await buildHQ(school, { school_config: Access.read })
      return {
        token: hq.token,
        query: `query Q($IDSchool: Int!) { documentTypeConfigsByFkDocumentTypeConfig(IDSchool: $IDSchool) { ID label } }`,
        variables: () => ({ IDSchool: school.id }),
        rows: itemsOf('documentTypeConfigsByFkDocumentTypeConfig'),
      }
    },
  },
]
