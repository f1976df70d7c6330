import { cleanWaitListFilter, waitlistSearchSchema } from '@preschool/domain'
import { and, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { children, enquiries } from '../../db/schema'
import type { QueryGetWaitListArgs } from '../../generated/graphql'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { scopeCondition } from '../../platform/authz/centre-scope'
import { parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import { schoolEnquiry } from '../enquiries'
import { selectStateHistory, type StateChangeRow } from '../statemachine'
import {
  countWaitList,
  enrolMonthIs,
  searchCondition,
  selectQueuePositions,
  selectTagsOfEnquiries,
  selectWaitList,
  taggedWith,
  type SeatOfferRow,
  selectLiveOffers,
  type TagRow,
  type WaitListRow,
  waitlistedIs,
} from './queries'

/** A waitlist row with what the screen explains it by: its tags, its place in its queue, its state history. */
export interface WaitListItemView extends WaitListRow {
  tags: TagRow[]
  position: number
  history: StateChangeRow[]
  offer: SeatOfferRow | null
}

/** The enquiries of the centres the caller reaches with waitlist_management. */
export const waitlistReach = (grant: SignedInGrant): SQL => scopeCondition(grant.centres, enquiries.fkCentre)

/**
 * The list's conditions from its cleaned arguments (spec 001 section 5: empty values dropped, status kept), and
 * whether they read the child (the count joins children only then).
 */
function waitListWhere(args: QueryGetWaitListArgs): { where: SQL | undefined; readsChildren: boolean } {
  const f = cleanWaitListFilter({
    ...args.filter,
    tag: args.tag,
    preferEnrolDate: args.preferEnrolDate,
    filterByVacancy: args.filterByVacancy,
    race: args.race,
  })
  const where = and(
    f.fkCentre ? eq(enquiries.fkCentre, f.fkCentre) : undefined,
    f.fkLevel ? eq(enquiries.fkLevel, f.fkLevel) : undefined,
    f.fkProgram ? eq(enquiries.fkProgram, f.fkProgram) : undefined,
    f.fkEnquiryState ? eq(enquiries.fkEnquiryState, f.fkEnquiryState) : undefined,
    f.waitlistStatus === undefined ? undefined : waitlistedIs(f.waitlistStatus === true),
    f.tag ? taggedWith(f.tag) : undefined,
    f.preferEnrolDate ? enrolMonthIs(f.preferEnrolDate) : undefined,
    f.race ? eq(children.race, f.race) : undefined,
    f.filterByVacancy ? eq(enquiries.vacancyAvailable, true) : undefined,
  )
  return { where, readsChildren: Boolean(f.race) }
}

/** Tags, queue positions, state history and live offers of a page of rows: four statements whatever its length. */
async function explain(
  db: Db,
  schoolId: number,
  rows: WaitListRow[],
  opts: { latestOnly: boolean },
): Promise<WaitListItemView[]> {
  const ids = rows.map((r) => r.enquiry.id)
  const [tags, positions, history, offers] = await Promise.all([
    selectTagsOfEnquiries(db, schoolId, ids),
    selectQueuePositions(db, schoolId, ids),
    selectStateHistory(db, schoolId, ids, { latest: opts.latestOnly }),
    selectLiveOffers(db, schoolId, ids),
  ])
  return rows.map((row) => ({
    ...row,
    tags: tags.get(row.enquiry.id) ?? [],
    position: positions.get(row.enquiry.id) ?? 1,
    history: history.get(row.enquiry.id) ?? [],
    offer: offers.get(row.enquiry.id) ?? null,
  }))
}

/** getWaitList: the queue in reach, heaviest tags first, then the month wanted, then the enquiry date. */
export async function listWaitList(db: Db, grant: SignedInGrant, args: QueryGetWaitListArgs) {
  const page = toLimitOffset(args.pagination)
  const filter = waitListWhere(args)
  const where = and(waitlistReach(grant), filter.where)
  const schoolId = grant.viewer.schoolId
  const [totalCount, rows] = await Promise.all([
    countWaitList(db, schoolId, where, { readsChildren: filter.readsChildren }),
    selectWaitList(db, schoolId, where, page),
  ])
  return { totalCount, data: await explain(db, schoolId, rows, { latestOnly: true }) }
}

/** searchChildInWaitList: the first 20 rows in reach whose child, parent, email or birth certificate matches. */
export async function searchWaitList(db: Db, grant: SignedInGrant, q: unknown) {
  const parsed = parseInput(waitlistSearchSchema, { q })
  const rows = await selectWaitList(
    db,
    grant.viewer.schoolId,
    and(waitlistReach(grant), searchCondition(grant.viewer.schoolId, grant.centres, parsed.q)),
    { limit: 20, offset: 0 },
  )
  return explain(db, grant.viewer.schoolId, rows, { latestOnly: true })
}

/** The waitlist detail: one enquiry with all its tags and its whole state history. */
export async function waitListItem(db: Db, schoolId: number, enquiryId: number): Promise<WaitListItemView> {
  const enquiry = await schoolEnquiry(db, schoolId, enquiryId)
  const [row] = await selectWaitList(db, schoolId, eq(enquiries.id, enquiry.id))
  if (!row) return notQueued(db, schoolId, enquiry.id)
  const [item] = await explain(db, schoolId, [row], { latestOnly: false })
  return item
}

/** An enquiry that left the queue (offered, enrolled, cancelled) still opens in the detail, without a position. */
async function notQueued(db: Db, schoolId: number, enquiryId: number): Promise<WaitListItemView> {
  const [row] = await selectWaitList(db, schoolId, eq(enquiries.id, enquiryId), undefined, { anyState: true })
  const [item] = await explain(db, schoolId, [row], { latestOnly: false })
  return { ...item, position: 0 }
}
