import { Access } from '@preschool/domain'
import { bankAccountStatusChanges } from '../db/schema'
import { buildClassWorld, buildEnrolled } from '../modules/classes/test-support'
import { logChildActivity } from '../modules/waitlist'
import {
  buildBankAccount,
  buildBus,
  buildBusDriver,
  buildCentre,
  buildChildAtCentre,
  buildClass,
  buildFeeDraft,
  buildFeeTier,
  buildGiroWorld,
  buildHQ,
  buildParent,
  buildSchool,
} from './builders'

import { dataOf, FEE_TIER_FIELDS, itemsOf, page, times } from './list-case-helpers'
import type { ListCase } from './list-cases'

/** The lists of classes, children, buses and fees, each in a fresh school. */
export const childrenListCases: ListCase[] = [
  {
    name: 'getAllClassInfo',
    paged: true,
    async arrange(rows) {
      const w = await buildClassWorld()
      for (const i of times(rows)) {
        const klass = await buildClass(w.school, {
          centreId: w.east.id,
          levelId: w.n1.id,
          label: `C${i}`,
          teachers: 2,
        })
        await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id, classId: klass.id })
      }
      return {
        token: w.principal.token,
        query: `query CL($IDSchool: Int!, $pagination: Pagination) {
          getAllClassInfo(IDSchool: $IDSchool, pagination: $pagination) { totalCount data {
            ID label coverPhotoURL level { ID label } centre { ID label } teachers { ID firstname }
            currentChildrenCount upcomingChildrenCount capacity overCapacity children { ID firstname } } } }`,
        variables: (perPage) => ({ IDSchool: w.school.id, ...page(perPage) }),
        rows: dataOf('getAllClassInfo'),
      }
    },
  },
  {
    name: 'getChildrenData',
    paged: true,
    async arrange(rows) {
      const w = await buildClassWorld()
      const klass = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, teachers: 2 })
      for (const _ of times(rows))
        await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id, classId: klass.id })
      return {
        token: w.principal.token,
        query: `query CH($IDSchool: Int!, $pagination: Pagination) {
          getChildrenData(IDSchool: $IDSchool, pagination: $pagination) { totalCount data {
            ID firstname imageURL childCurrentEstimatedPromotionDate
            currentLevel { level { ID label } centre { ID label } } upcomingLevel { from } closestLevel { from }
            currentClass { class { ID label } teachers { ID firstname } } upcomingClass { from }
            levels { ID } classes { ID } mainApplicant { ID } secondApplicant { ID } } } }`,
        variables: (perPage) => ({ IDSchool: w.school.id, ...page(perPage) }),
        rows: dataOf('getChildrenData'),
      }
    },
  },
  {
    name: 'findAllChildActivityLogByChild',
    paged: true,
    async arrange(rows) {
      const w = await buildClassWorld()
      const kid = await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id })
      for (const i of times(rows))
        await logChildActivity(w.school.db, {
          fkSchool: w.school.id,
          fkChild: kid.childId,
          fkUser: i % 2 ? w.principal.id : null,
          mode: 'system',
          action: 'class_assigned',
          remark: `Entry ${i}`,
        })
      return {
        token: w.principal.token,
        query: `query CA($IDChild: Int!, $pagination: Pagination) {
          findAllChildActivityLogByChild(IDChild: $IDChild, pagination: $pagination) { totalCount data {
            ID mode action code remark updatedAt user { ID firstname lastname } } } }`,
        variables: (perPage) => ({ IDChild: kid.childId, ...page(perPage) }),
        rows: dataOf('findAllChildActivityLogByChild'),
      }
    },
  },
  {
    name: 'findAllBus',
    paged: true,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      const driver = await buildBusDriver(school, centre.id)
      for (const _ of times(rows)) {
        const child = await buildChildAtCentre(school, centre.id)
        await buildBus(school, centre.id, { childIds: [child], driverId: driver })
      }
      const hq = await buildHQ(school, { bus_management: Access.read })
      return {
        token: hq.token,
        query: `query B($IDSchool: Int!, $pagination: Pagination) { findAllBus(IDSchool: $IDSchool, pagination: $pagination) {
          totalCount data { ID plateNumber centre { ID label } busDriver { ID firstname centre { ID } }
          busChildren { ID firstname lastname } } } }`,
        variables: (perPage) => ({ IDSchool: school.id, ...page(perPage) }),
        rows: dataOf('findAllBus'),
      }
    },
  },
  {
    name: 'findAllBusDriver',
    paged: true,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      for (const _ of times(rows)) await buildBusDriver(school, centre.id)
      const hq = await buildHQ(school, { bus_management: Access.read })
      return {
        token: hq.token,
        query: `query D($IDSchool: Int!, $pagination: Pagination) { findAllBusDriver(IDSchool: $IDSchool, pagination: $pagination) {
          totalCount data { ID firstname lastname mobilePhone centre { ID label code } } } }`,
        variables: (perPage) => ({ IDSchool: school.id, ...page(perPage) }),
        rows: dataOf('findAllBusDriver'),
      }
    },
  },
  {
    name: 'findAllChildrenNotAssignedToBus',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      for (const _ of times(rows)) await buildChildAtCentre(school, centre.id)
      const hq = await buildHQ(school, { bus_management: Access.read })
      return {
        token: hq.token,
        query: `query F($IDSchool: Int!, $centreID: Int!) {
          findAllChildrenNotAssignedToBus(IDSchool: $IDSchool, centreID: $centreID) { ID firstname lastname } }`,
        variables: () => ({ IDSchool: school.id, centreID: centre.id }),
        rows: itemsOf('findAllChildrenNotAssignedToBus'),
      }
    },
  },
  {
    name: 'findAllCurrentFeeTier',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      for (const _ of times(rows)) {
        const tier = await buildFeeTier(school, centre.id)
        await buildChildAtCentre(school, centre.id)
        await buildFeeDraft(
          school,
          { ...tier, centreId: centre.id },
          { userId: (await buildParent(school)).id },
        )
      }
      const hq = await buildHQ(school, { fee_management: Access.read })
      return {
        token: hq.token,
        query: `query T($IDSchool: Int!) { findAllCurrentFeeTier(IDSchool: $IDSchool) { ${FEE_TIER_FIELDS} } }`,
        variables: () => ({ IDSchool: school.id }),
        rows: itemsOf('findAllCurrentFeeTier'),
      }
    },
  },
  {
    name: 'findAllFeeDraft',
    paged: true,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      const hq = await buildHQ(school, { fee_management: Access.read | Access.write })
      for (const _ of times(rows)) {
        const tier = await buildFeeTier(school, centre.id)
        await buildFeeDraft(school, { ...tier, centreId: centre.id }, { userId: hq.id })
      }
      return {
        token: hq.token,
        query: `query D($IDSchool: Int!, $pagination: Pagination) { findAllFeeDraft(IDSchool: $IDSchool, pagination: $pagination) {
          totalCount pendingCount data { ID status centre { label } feeTier { label } user { firstname } approver { firstname }
          items { ID amount lastAmount level { label } } activityLogs { ID status user { firstname } } } } }`,
        variables: (perPage) => ({ IDSchool: school.id, ...page(perPage) }),
        rows: dataOf('findAllFeeDraft'),
      }
    },
  },
  {
    name: 'bankAccountInfoByIDChild',
    paged: false,
    async arrange(rows) {
      const w = await buildGiroWorld()
      const family = await w.family()
      // Ended accounts (rejected), each with a status change: one live account per kind is all a child may hold.
      for (const _ of times(rows)) {
        const id = await buildBankAccount(w.school, { childId: family.childId, status: 'rejected' })
        await w.school.db.insert(bankAccountStatusChanges).values({
          fkSchool: w.school.id,
          fkBankAccount: id,
          fromStatus: 'pending',
          toStatus: 'rejected',
          fkReason: w.reasons.rejected,
          remarks: 'Signature differs',
          fkUser: w.finance.id,
        })
      }
      return {
        token: w.finance.token,
        query: `query B($IDChild: Int!) { bankAccountInfoByIDChild(IDChild: $IDChild) { accounts {
          ID status bank { bankName } statusChanges { reason userName } } } }`,
        variables: () => ({ IDChild: family.childId }),
        rows: (data) => (data.bankAccountInfoByIDChild as { accounts: unknown[] }).accounts.length,
      }
    },
  },
]
