import { blacklistDrafts, blacklists } from '../db/schema'
import { buildAdmissionsWorld } from './builders'
import { dataOf, page, times } from './list-case-helpers'
import type { ListCase } from './list-cases'

/** The admissions engineer's lists (findAllAdmission, the blacklist and its requests), each in a fresh school. */
export const admissionsListCases: ListCase[] = [
  {
    name: 'findAllAdmission',
    paged: true,
    async arrange(rows) {
      const w = await buildAdmissionsWorld()
      for (const _ of times(rows)) await w.family('pending_document_submission')
      return {
        token: w.hq.token,
        query: `query A($IDSchool: Int!, $pagination: Pagination) {
          findAllAdmission(IDSchool: $IDSchool, stageCode: "document", pagination: $pagination) {
            totalCount stageCounts { code count }
            data { ID pendingRegisterSince familyBlacklisted centre { label } child { birthCertificate } user { email } } } }`,
        variables: (perPage) => ({ IDSchool: w.school.id, ...page(perPage) }),
        rows: dataOf('findAllAdmission'),
      }
    },
  },
  {
    name: 'getBlackListData',
    paged: true,
    async arrange(rows) {
      const w = await buildAdmissionsWorld()
      for (const _ of times(rows)) {
        const family = await w.family()
        await w.school.db.insert(blacklists).values({
          fkSchool: w.school.id,
          fkCentre: w.centreId,
          fkChild: family.childId,
          fkUser: family.parent.id,
          fkCode: w.reasonId,
          remark: 'Listed',
        })
      }
      return {
        token: w.hq.token,
        query: `query B($IDSchool: Int!, $pagination: Pagination) {
          getBlackListData(IDSchool: $IDSchool, pagination: $pagination) {
            totalCount data { ID child { firstname } parent { email } centre { label } code { label } } } }`,
        variables: (perPage) => ({ IDSchool: w.school.id, ...page(perPage) }),
        rows: dataOf('getBlackListData'),
      }
    },
  },
  {
    name: 'blacklistDraftsByFkSchool',
    paged: true,
    async arrange(rows) {
      const w = await buildAdmissionsWorld()
      for (const _ of times(rows)) {
        const family = await w.family()
        await w.school.db.insert(blacklistDrafts).values({
          fkSchool: w.school.id,
          fkCentre: w.centreId,
          kind: 'add',
          fkChild: family.childId,
          fkParent: family.parent.id,
          fkCode: w.reasonId,
          remark: 'Please list',
          fkUser: w.staff.id,
        })
      }
      return {
        token: w.approver.token,
        query: `query D($IDSchool: Int!, $pagination: Pagination) {
          blacklistDraftsByFkSchool(IDSchool: $IDSchool, pagination: $pagination) {
            totalCount data { ID status can approverName user { email } items { child { firstname } code { label } } } } }`,
        variables: (perPage) => ({ IDSchool: w.school.id, ...page(perPage) }),
        rows: dataOf('blacklistDraftsByFkSchool'),
      }
    },
  },
]
