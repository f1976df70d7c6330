import { schoolConfigs } from '../db/schema'
import {
  effectiveMonth,
  request,
  SUBMIT as SUBMIT_TRANSFER,
  setup as transferWorld,
} from '../modules/transfers/test-support'
import {
  notice,
  SUBMIT as SUBMIT_WITHDRAWAL,
  setup as withdrawalWorld,
} from '../modules/withdrawals/test-support'
import { buildCapacity, buildCentre, buildFamilyAtCentre, buildOfferedLevel } from './builders'
import { dataOf, itemsOf, page, times } from './list-case-helpers'
import type { ListCase } from './list-cases'
import { gql } from './server'

const PENDING_FIELDS = `IDWithdrawal formType pendingStatus signer child { ID firstname lastname }
  centre { ID label } effectiveDate`

/** A withdrawal world whose centre has `rows` children who gave notice, each form out for the family's signature. */
async function noticesGiven(rows: number, form3: boolean) {
  const w = await withdrawalWorld()
  if (form3)
    await w.school.db
      .insert(schoolConfigs)
      .values({ fkSchool: w.school.id, key: 'ecda_upload_active', value: '1' })
  for (const _ of times(rows)) {
    const { childId, parent } = await buildFamilyAtCentre(w.school, w.centre.id, { from: '2024-01-01' })
    const r = await gql(SUBMIT_WITHDRAWAL, { childID: childId, withdrawalData: notice(w) }, parent.token)
    if (!r.data) throw new Error(JSON.stringify(r.errors))
  }
  return w
}

const pendingCase = (name: string, form3: boolean): ListCase => ({
  name,
  paged: false,
  async arrange(rows) {
    const w = await noticesGiven(rows, form3)
    return {
      token: w.centreStaff.token,
      query: `query P($pendingStatus: String) { ${name}(pendingStatus: $pendingStatus) { ${PENDING_FIELDS} } }`,
      variables: () => ({ pendingStatus: 'Sent' }),
      rows: itemsOf(name),
    }
  },
})

/** Leaving and moving (issue 26): the forms waiting for a signature, transfer requests and where a child may move. */
export const leavingListCases: ListCase[] = [
  pendingCase('getPendingForm2ESignatureChildren', false),
  pendingCase('getPendingWithdrawalForm3ESignatureChildren', true),
  {
    name: 'getTransferDestinations',
    paged: false,
    async arrange(rows) {
      // The source and `rows` other centres offer the child's level, each with places planned for the month.
      const w = await transferWorld()
      const centres = [w.destination.id, w.third.id]
      for (const _ of times(Math.max(0, rows - 2))) centres.push((await buildCentre(w.school)).id)
      const level = await buildOfferedLevel(w.school, [w.source.id, ...centres.slice(0, rows)])
      for (const centreId of centres.slice(0, rows))
        await buildCapacity(w.school, { centreId, levelId: level.id, month: effectiveMonth(), capacity: 3 })
      const { childId, parent } = await buildFamilyAtCentre(w.school, w.source.id, {
        levelId: level.id,
        from: '2024-01-01',
      })
      return {
        token: parent.token,
        query: `query D($childID: Int!, $effectiveDate: Date) { getTransferDestinations(childID: $childID,
          effectiveDate: $effectiveDate) { vacancyAvailable centre { ID label } } }`,
        variables: () => ({ childID: childId, effectiveDate: effectiveMonth() }),
        rows: itemsOf('getTransferDestinations'),
      }
    },
  },
  {
    name: 'getTransferDrafts',
    paged: true,
    async arrange(rows) {
      // `rows` families of the source centre, each asking to move to the destination.
      const w = await transferWorld()
      for (const _ of times(rows)) {
        const family = await buildFamilyAtCentre(w.school, w.source.id, {
          levelId: w.levelId,
          from: '2024-01-01',
        })
        const r = await gql(
          SUBMIT_TRANSFER,
          { childID: family.childId, transferData: request(w) },
          family.parent.token,
        )
        if (!r.data) throw new Error(JSON.stringify(r.errors))
      }
      return {
        token: w.destinationStaff.token,
        query: `query T($IDSchool: Int!, $pagination: Pagination) { getTransferDrafts(IDSchool: $IDSchool,
          pagination: $pagination) { totalCount data { ID status vacancyAvailableForTransferRequest can
          sourceCentre { label } destinationCentre { label } submittedBy { firstname } item { effectiveDate
          child { firstname } user { firstname } reason { label } } activityLogs { status user { firstname } } } } }`,
        variables: (perPage) => ({ IDSchool: w.school.id, ...page(perPage) }),
        rows: dataOf('getTransferDrafts'),
      }
    },
  },
]
