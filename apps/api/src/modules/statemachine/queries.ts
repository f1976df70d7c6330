import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import {
  centres,
  enquiries,
  enquiryActivities,
  enquiryStateMaps,
  openEnquiry,
  schools,
  users,
} from '../../db/schema'

export type StateMapRow = typeof enquiryStateMaps.$inferSelect

/** How many enquiries of a state a warning lists by name (the count says the rest). */
const LISTED_PER_STATE = 10

/** The school's active mappings, by from-state, then priority, then to-state. */
export function selectStateMap(db: DbOrTx, schoolId: number): Promise<StateMapRow[]> {
  return db
    .select()
    .from(enquiryStateMaps)
    .where(and(eq(enquiryStateMaps.fkSchool, schoolId), eq(enquiryStateMaps.active, true)))
    .orderBy(
      asc(enquiryStateMaps.fkFromState),
      asc(enquiryStateMaps.priority),
      asc(enquiryStateMaps.fkToState),
    )
}

/** Whether the school's map allows the move: one read of the unique index (school, from, to). */
export async function isMoveAllowed(
  db: DbOrTx,
  schoolId: number,
  fromStateId: number,
  toStateId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ active: enquiryStateMaps.active })
    .from(enquiryStateMaps)
    .where(
      and(
        eq(enquiryStateMaps.fkSchool, schoolId),
        eq(enquiryStateMaps.fkFromState, fromStateId),
        eq(enquiryStateMaps.fkToState, toStateId),
      ),
    )
  return row?.active === true
}

/** One active mapping of the school, locked for a change. */
export async function lockMapping(db: DbOrTx, schoolId: number, mapId: number): Promise<StateMapRow | null> {
  const [row] = await db
    .select()
    .from(enquiryStateMaps)
    .where(
      and(
        eq(enquiryStateMaps.id, mapId),
        eq(enquiryStateMaps.fkSchool, schoolId),
        eq(enquiryStateMaps.active, true),
      ),
    )
    .for('update')
  return row ?? null
}

/**
 * Allows a move: inserts it, or restores a removed one with the new priority. Null when it is already active (the
 * conflict's update applies only to an inactive row).
 */
export async function upsertMapping(
  db: DbOrTx,
  values: { fkSchool: number; fkFromState: number; fkToState: number; priority: number },
): Promise<StateMapRow | null> {
  const [row] = await db
    .insert(enquiryStateMaps)
    .values(values)
    .onConflictDoUpdate({
      target: [enquiryStateMaps.fkSchool, enquiryStateMaps.fkFromState, enquiryStateMaps.fkToState],
      set: { active: true, priority: values.priority, updatedAt: new Date() },
      setWhere: sql`not ${enquiryStateMaps.active}`,
    })
    .returning()
  return row ?? null
}

export async function updateMapping(
  db: DbOrTx,
  mapId: number,
  patch: Partial<Pick<StateMapRow, 'priority' | 'active'>>,
): Promise<StateMapRow> {
  const [row] = await db.update(enquiryStateMaps).set(patch).where(eq(enquiryStateMaps.id, mapId)).returning()
  return row
}

/** Whether another active mapping leads out of the state (besides `exceptMapId`). */
export async function hasOtherExit(
  db: DbOrTx,
  schoolId: number,
  fromStateId: number,
  exceptMapId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: enquiryStateMaps.id })
    .from(enquiryStateMaps)
    .where(
      and(
        eq(enquiryStateMaps.fkSchool, schoolId),
        eq(enquiryStateMaps.fkFromState, fromStateId),
        eq(enquiryStateMaps.active, true),
        ne(enquiryStateMaps.id, exceptMapId),
      ),
    )
    .limit(1)
  return Boolean(row)
}

export interface StateEnquiries {
  stateId: number
  count: number
  enquiries: { id: number; childFirstname: string; childLastname: string; centreLabel: string }[]
}

/**
 * The open enquiries standing in the given states, per state: the count and the oldest few (one statement, a
 * window over the school's open enquiries of those states).
 */
export async function selectOpenEnquiriesIn(
  db: DbOrTx,
  schoolId: number,
  stateIds: number[],
): Promise<StateEnquiries[]> {
  if (stateIds.length === 0) return []
  const ranked = db
    .select({
      id: enquiries.id,
      stateId: enquiries.fkEnquiryState,
      childFirstname: enquiries.childFirstname,
      childLastname: enquiries.childLastname,
      centreLabel: sql<string>`${centres.label}`.as('centre_label'),
      total: sql<number>`count(*) over (partition by ${enquiries.fkEnquiryState})`.as('total'),
      rank: sql<number>`row_number() over (partition by ${enquiries.fkEnquiryState} order by ${enquiries.createdAt}, ${enquiries.id})`.as(
        'rank',
      ),
    })
    .from(enquiries)
    .innerJoin(centres, eq(centres.id, enquiries.fkCentre))
    .where(
      and(
        eq(enquiries.fkSchool, schoolId),
        openEnquiry(enquiries),
        inArray(enquiries.fkEnquiryState, stateIds),
      ),
    )
    .as('ranked')
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${LISTED_PER_STATE}`)
    .orderBy(asc(ranked.stateId), asc(ranked.rank))
  const byState = new Map<number, StateEnquiries>()
  for (const row of rows) {
    const entry = byState.get(row.stateId) ?? {
      stateId: row.stateId,
      count: Number(row.total),
      enquiries: [],
    }
    entry.enquiries.push({
      id: row.id,
      childFirstname: row.childFirstname,
      childLastname: row.childLastname,
      centreLabel: row.centreLabel,
    })
    byState.set(row.stateId, entry)
  }
  return [...byState.values()]
}

/** The states of the school's open enquiries that have no active move out. */
export async function selectStatesWithoutExit(db: DbOrTx, schoolId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ stateId: enquiries.fkEnquiryState })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.fkSchool, schoolId),
        openEnquiry(enquiries),
        sql`not exists (select 1 from ${enquiryStateMaps} as way_out
          where way_out.fk_school = ${schoolId} and way_out.fk_from_state = ${enquiries.fkEnquiryState}
          and way_out.active)`,
      ),
    )
  return rows.map((r) => r.stateId)
}

/**
 * Inserts the default pairs into the state map of one school, or of every school: one statement. Pairs a school
 * already has, active or removed, are left as they are, so a removed mapping stays removed.
 */
export async function insertDefaultMappings(
  db: DbOrTx,
  pairs: { fkFromState: number; fkToState: number; priority: number }[],
  schoolId?: number,
): Promise<void> {
  if (pairs.length === 0) return
  await db.execute(sql`
    insert into ${enquiryStateMaps} (fk_school, fk_from_state, fk_to_state, priority)
    select school.id, pair.from_state, pair.to_state, pair.priority
    from ${schools} as school
    cross join unnest(${sql.param(pairs.map((p) => p.fkFromState))}::int[],
      ${sql.param(pairs.map((p) => p.fkToState))}::int[],
      ${sql.param(pairs.map((p) => p.priority))}::int[]) as pair(from_state, to_state, priority)
    where ${schoolId === undefined ? sql`true` : sql`school.id = ${schoolId}`}
    on conflict (fk_school, fk_from_state, fk_to_state) do nothing`)
}

const mover = alias(users, 'mover')

export interface StateChangeRow {
  id: number
  fkEnquiry: number
  fkFromState: number | null
  fkToState: number
  action: string
  remarks: string | null
  fkUser: number | null
  createdAt: Date
  firstname: string | null
  lastname: string | null
}

/**
 * Each enquiry's state history, newest first, with the mover's name; `latest` keeps only the newest change of each
 * (the waitlist's one item, spec 001 section 9). One statement for any number of enquiries.
 */
export async function selectStateHistory(
  db: DbOrTx,
  schoolId: number,
  enquiryIds: readonly number[],
  opts: { latest: boolean },
): Promise<Map<number, StateChangeRow[]>> {
  const out = new Map<number, StateChangeRow[]>()
  if (enquiryIds.length === 0) return out
  const columns = {
    id: enquiryActivities.id,
    fkEnquiry: enquiryActivities.fkEnquiry,
    fkFromState: enquiryActivities.fkFromState,
    fkToState: enquiryActivities.fkToState,
    action: enquiryActivities.action,
    remarks: enquiryActivities.remarks,
    fkUser: enquiryActivities.fkUser,
    createdAt: enquiryActivities.createdAt,
    firstname: mover.firstname,
    lastname: mover.lastname,
  }
  const where = and(
    eq(enquiryActivities.fkSchool, schoolId),
    inArray(enquiryActivities.fkEnquiry, [...enquiryIds]),
  )
  const order = [
    asc(enquiryActivities.fkEnquiry),
    desc(enquiryActivities.createdAt),
    desc(enquiryActivities.id),
  ]
  const base = opts.latest ? db.selectDistinctOn([enquiryActivities.fkEnquiry], columns) : db.select(columns)
  const rows = await base
    .from(enquiryActivities)
    .leftJoin(mover, eq(mover.id, enquiryActivities.fkUser))
    .where(where)
    .orderBy(...order)
  for (const row of rows) out.set(row.fkEnquiry, [...(out.get(row.fkEnquiry) ?? []), row])
  return out
}
