import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  centreLevels,
  centres,
  children,
  enquiries,
  enquiryTags,
  levels,
  programs,
  queuedEnquiry,
  seatOffers,
  users,
  waitlistTags,
  enquiryIdsMatching,
} from '../../db/schema'
import type { CentreScope } from '../../platform/authz/centre-scope'
import type { LimitOffset } from '../../platform/pagination'

export type TagRow = typeof waitlistTags.$inferSelect
export type EnquiryRow = typeof enquiries.$inferSelect

/**
 * On the waitlist: an open enquiry that has not reached enrolment (start, visit or trial group: state ids below 30,
 * ENQUIRY_STATES of packages/domain). Every such family waits for a seat of its centre, level and month.
 */
export const inQueue = (): SQL => queuedEnquiry(enquiries)

/** The sum of the weights of an enquiry's tags: the first key of the queue order, kept in `queue_weight`. */
const tagWeightSum = (enquiryId: SQL | typeof enquiries.id = enquiries.id): SQL<number> =>
  sql<number>`coalesce((select sum(${waitlistTags.weight}) from ${enquiryTags} join ${waitlistTags}
    on ${waitlistTags.id} = ${enquiryTags.fkTag} where ${enquiryTags.fkEnquiry} = ${enquiryId}), 0)::int`

/**
 * Recomputes `queue_weight` of the enquiries carrying a tag, or of the given enquiries: after a tag is put on or
 * taken off, or its weight changes. The column lets the queue be read from an index in order (decision 0030).
 */
export async function refreshQueueWeights(
  db: DbOrTx,
  schoolId: number,
  of: { enquiryIds: number[] } | { tagId: number },
): Promise<void> {
  const which =
    'tagId' in of
      ? sql`${enquiries.id} in (select ${enquiryTags.fkEnquiry} from ${enquiryTags} where ${enquiryTags.fkTag} = ${of.tagId})`
      : inArray(enquiries.id, of.enquiryIds)
  if ('enquiryIds' in of && of.enquiryIds.length === 0) return
  await db
    .update(enquiries)
    .set({ queueWeight: tagWeightSum() })
    .where(and(eq(enquiries.fkSchool, schoolId), which))
}

/** The month an enquiry wants to start (its plan's 1st). */
export const planMonth = sql`date_trunc('month', ${enquiries.enrollmentPlan})`

/** The queue order of spec'd reasons: tag weight, then month wanted, then enquiry date (compareQueue in the domain). */
const queueOrder = [
  desc(enquiries.queueWeight),
  asc(enquiries.enrollmentPlan),
  asc(enquiries.createdAt),
  asc(enquiries.id),
]

export interface WaitListRow {
  enquiry: EnquiryRow
  weight: number
  centre: { id: number; label: string; code: string }
  level: { id: number; label: string }
  program: { id: number; label: string } | null
  user: { id: number; email: string; mobilePhone: string | null }
  childRace: string | null
}

/** The waitlist rows matching `where`, in queue order; a page of them when asked. */
export async function selectWaitList(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
  page?: LimitOffset,
  opts: { anyState?: boolean } = {},
): Promise<WaitListRow[]> {
  const query = db
    .select({
      enquiry: enquiries,
      weight: enquiries.queueWeight,
      centre: { id: centres.id, label: centres.label, code: centres.code },
      level: { id: levels.id, label: levels.label },
      program: { id: programs.id, label: programs.label },
      user: { id: users.id, email: users.email, mobilePhone: users.mobilePhone },
      childRace: children.race,
    })
    .from(enquiries)
    .innerJoin(centres, eq(centres.id, enquiries.fkCentre))
    .innerJoin(levels, eq(levels.id, enquiries.fkLevel))
    .innerJoin(users, eq(users.id, enquiries.fkUser))
    .innerJoin(children, eq(children.id, enquiries.fkChild))
    .leftJoin(programs, eq(programs.id, enquiries.fkProgram))
    .where(and(eq(enquiries.fkSchool, schoolId), opts.anyState ? undefined : inQueue(), where))
    .orderBy(...queueOrder)
  return page ? query.limit(page.limit).offset(page.offset) : query
}

/** How many rows match; joins the children only when `where` reads them (the race filter). */
export async function countWaitList(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
  opts: { readsChildren: boolean },
): Promise<number> {
  const base = db.select({ total: count() }).from(enquiries)
  const joined = opts.readsChildren ? base.innerJoin(children, eq(children.id, enquiries.fkChild)) : base
  const [row] = await joined.where(and(eq(enquiries.fkSchool, schoolId), inQueue(), where))
  return Number(row?.total ?? 0)
}

/**
 * Each enquiry's place in the queue of its centre, level and month (1: first), counting every family in that queue
 * ahead of it; one statement for the whole page.
 */
export async function selectQueuePositions(
  db: DbOrTx,
  schoolId: number,
  enquiryIds: number[],
): Promise<Map<number, number>> {
  if (enquiryIds.length === 0) return new Map()
  // Per enquiry, an index-only count over its own queue in enquiries_queue_position (the month as a range of the
  // plan date, which the index holds): the families with heavier tags, or as heavy and earlier in (month wanted,
  // enquiry date, id). The same order as the list's.
  const rows = await db.execute<{ id: number; position: number }>(sql`
    with me as (
      select e.id, e.fk_centre, e.fk_level, e.enrollment_plan, e.created_at, e.queue_weight,
        date_trunc('month', e.enrollment_plan)::date as month
      from ${enquiries} e where e.fk_school = ${schoolId} and e.id = any(${sql.param(enquiryIds)})
    )
    select me.id, 1 + (
      select count(*) from ${enquiries} o
      where o.fk_school = ${schoolId} and o.fk_centre = me.fk_centre and o.fk_level = me.fk_level
        and ${queuedEnquiry({ active: sql`o.active`, fkEnquiryState: sql`o.fk_enquiry_state` })}
        and o.enrollment_plan >= me.month and o.enrollment_plan < (me.month + interval '1 month')::date
        and (o.queue_weight > me.queue_weight or (o.queue_weight = me.queue_weight
          and (o.enrollment_plan, o.created_at, o.id) < (me.enrollment_plan, me.created_at, me.id)))
    )::int as position from me`)
  return new Map(rows.rows.map((r) => [Number(r.id), Number(r.position)]))
}

/** The tags of each of the enquiries, by enquiry, heaviest first. */
export async function selectTagsOfEnquiries(
  db: DbOrTx,
  schoolId: number,
  enquiryIds: number[],
): Promise<Map<number, TagRow[]>> {
  const out = new Map<number, TagRow[]>()
  if (enquiryIds.length === 0) return out
  const rows = await db
    .select({ fkEnquiry: enquiryTags.fkEnquiry, tag: waitlistTags })
    .from(enquiryTags)
    .innerJoin(waitlistTags, eq(waitlistTags.id, enquiryTags.fkTag))
    .where(and(eq(enquiryTags.fkSchool, schoolId), inArray(enquiryTags.fkEnquiry, enquiryIds)))
    .orderBy(desc(waitlistTags.weight), asc(waitlistTags.description))
  for (const row of rows) out.set(row.fkEnquiry, [...(out.get(row.fkEnquiry) ?? []), row.tag])
  return out
}

/** The school's tags, heaviest first. */
export function selectTags(db: DbOrTx, schoolId: number) {
  return db
    .select({ tag: waitlistTags, centreLabel: centres.label })
    .from(waitlistTags)
    .leftJoin(centres, eq(centres.id, waitlistTags.fkCentre))
    .where(eq(waitlistTags.fkSchool, schoolId))
    .orderBy(desc(waitlistTags.weight), asc(waitlistTags.description), asc(waitlistTags.id))
}

export async function selectTag(db: DbOrTx, schoolId: number, tagId: number): Promise<TagRow | null> {
  const [row] = await db
    .select()
    .from(waitlistTags)
    .where(and(eq(waitlistTags.fkSchool, schoolId), eq(waitlistTags.id, tagId)))
  return row ?? null
}

export async function insertTag(db: DbOrTx, values: typeof waitlistTags.$inferInsert): Promise<TagRow> {
  const [row] = await db.insert(waitlistTags).values(values).returning()
  return row
}

export async function updateTagWeight(db: DbOrTx, schoolId: number, tagId: number, weight: number) {
  const [row] = await db
    .update(waitlistTags)
    .set({ weight, updatedAt: new Date() })
    .where(and(eq(waitlistTags.fkSchool, schoolId), eq(waitlistTags.id, tagId)))
    .returning()
  if (row) await refreshQueueWeights(db, schoolId, { tagId })
  return row ?? null
}

/** Puts the tag on the enquiry; false when it was already there. */
export async function insertEnquiryTag(
  db: DbOrTx,
  values: typeof enquiryTags.$inferInsert,
): Promise<boolean> {
  const rows = await db.insert(enquiryTags).values(values).onConflictDoNothing().returning()
  if (rows.length > 0) await refreshQueueWeights(db, values.fkSchool, { enquiryIds: [values.fkEnquiry] })
  return rows.length > 0
}

/** Takes the tag off the enquiry; false when it was not there. */
export async function deleteEnquiryTag(db: DbOrTx, schoolId: number, enquiryId: number, tagId: number) {
  const rows = await db
    .delete(enquiryTags)
    .where(
      and(
        eq(enquiryTags.fkSchool, schoolId),
        eq(enquiryTags.fkEnquiry, enquiryId),
        eq(enquiryTags.fkTag, tagId),
      ),
    )
    .returning()
  if (rows.length > 0) await refreshQueueWeights(db, schoolId, { enquiryIds: [enquiryId] })
  return rows.length > 0
}

/** The distinct months (1st) the waitlist rows in reach want to start, soonest first. */
export async function selectPlanMonths(db: DbOrTx, schoolId: number, reach: SQL): Promise<string[]> {
  const rows = await db
    .selectDistinct({ month: sql<string>`to_char(${planMonth}, 'YYYY-MM-DD')` })
    .from(enquiries)
    .where(and(eq(enquiries.fkSchool, schoolId), inQueue(), reach))
    .orderBy(sql`1`)
  return rows.map((r) => r.month)
}

/** The school's active centres in reach, by label. */
export function selectCentresInReach(db: DbOrTx, schoolId: number, reach: SQL) {
  return db
    .select({ id: centres.id, label: centres.label, code: centres.code })
    .from(centres)
    .where(and(eq(centres.fkSchool, schoolId), eq(centres.active, true), reach))
    .orderBy(asc(centres.label), asc(centres.id))
}

/** Enquiries in queue of a school matching a child's or parent's name, email or birth certificate. */
export function searchCondition(schoolId: number, centres: CentreScope, q: string): SQL {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql`${enquiries.id} = any(array${enquiryIdsMatching(schoolId, like, centres.all ? null : centres.ids)})`
}

/** Enquiries on the waitlist (or not yet on it). */
export const waitlistedIs = (waitlisted: boolean): SQL =>
  waitlisted ? sql`${enquiries.waitlistedAt} is not null` : sql`${enquiries.waitlistedAt} is null`

/** Enquiries carrying the tag. */
export const taggedWith = (tagId: number): SQL =>
  sql`exists (select 1 from ${enquiryTags} where ${enquiryTags.fkEnquiry} = ${enquiries.id}
    and ${enquiryTags.fkTag} = ${tagId})`

/** Enquiries whose planned enrolment falls in the month of the date (YYYY-MM-DD). */
export const enrolMonthIs = (date: string): SQL =>
  sql`date_trunc('month', ${enquiries.enrollmentPlan}) = ${`${date.slice(0, 7)}-01`}::date`

/** The school's active levels and programmes (for the filters), by label. */
export async function selectLevelAndProgramOptions(db: DbOrTx, schoolId: number) {
  const [levelRows, programRows] = await Promise.all([
    db
      .select({ ID: levels.id, label: levels.label })
      .from(levels)
      .where(and(eq(levels.fkSchool, schoolId), eq(levels.active, true)))
      .orderBy(asc(levels.fromMonth), asc(levels.id)),
    db
      .select({ ID: programs.id, label: programs.label })
      .from(programs)
      .innerJoin(levels, eq(levels.id, programs.fkLevel))
      .where(and(eq(levels.fkSchool, schoolId), eq(programs.active, true)))
      .orderBy(asc(programs.label), asc(programs.id)),
  ])
  return { levels: levelRows, programs: programRows }
}

/** The levels a centre offers (actively), by age. */
export function selectCentreLevels(db: DbOrTx, schoolId: number, centreId: number) {
  return db
    .selectDistinct({ id: levels.id, label: levels.label, fromMonth: levels.fromMonth })
    .from(centreLevels)
    .innerJoin(levels, eq(levels.id, centreLevels.fkLevel))
    .where(
      and(
        eq(centreLevels.fkSchool, schoolId),
        eq(centreLevels.fkCentre, centreId),
        eq(centreLevels.active, true),
        eq(levels.active, true),
      ),
    )
    .orderBy(asc(levels.fromMonth), asc(levels.id))
}

/** Families in a centre's queue per level and month wanted. */
export async function selectWaitingCounts(db: DbOrTx, schoolId: number, centreId: number) {
  const rows = await db
    .select({
      fkLevel: enquiries.fkLevel,
      month: sql<string>`to_char(${planMonth}, 'YYYY-MM-DD')`,
      n: count(),
    })
    .from(enquiries)
    .where(and(eq(enquiries.fkSchool, schoolId), eq(enquiries.fkCentre, centreId), inQueue()))
    .groupBy(enquiries.fkLevel, planMonth)
  return rows.map((r) => ({ ...r, n: Number(r.n) }))
}

/** Changes a queued enquiry's month wanted or waitlist mark; null when it left the queue meanwhile. */
export async function updateQueuedEnquiry(
  db: DbOrTx,
  schoolId: number,
  enquiryId: number,
  values: { enrollmentPlan?: string; waitlistedAt?: Date | null },
): Promise<EnquiryRow | null> {
  const [row] = await db
    .update(enquiries)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(enquiries.fkSchool, schoolId), eq(enquiries.id, enquiryId), inQueue()))
    .returning()
  return row ?? null
}

export async function selectCentreLabel(db: DbOrTx, centreId: number): Promise<string> {
  const [row] = await db.select({ label: centres.label }).from(centres).where(eq(centres.id, centreId))
  return row?.label ?? ''
}

export type SeatOfferRow = typeof seatOffers.$inferSelect

/** The live offer (offered or accepted) of each of the enquiries, in one statement. */
export async function selectLiveOffers(
  db: DbOrTx,
  schoolId: number,
  enquiryIds: number[],
): Promise<Map<number, SeatOfferRow>> {
  if (enquiryIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(seatOffers)
    .where(
      and(
        eq(seatOffers.fkSchool, schoolId),
        inArray(seatOffers.fkEnquiry, enquiryIds),
        inArray(seatOffers.status, ['offered', 'accepted']),
      ),
    )
  return new Map(rows.map((r) => [r.fkEnquiry, r]))
}
