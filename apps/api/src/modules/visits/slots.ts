import {
  type AvailabilityPattern,
  availabilityDates,
  offersSlot,
  type RecurType,
  type SlotTime,
  singaporeInstant,
  slotTimes,
  VisitMsg,
} from '@preschool/domain'
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { visitAvailabilities, visitSlots } from '../../db/schema'
import { badInput, conflict } from '../../platform/errors/domain-error'
import { holidaysOverlapping } from '../holidays/service'
import { type AvailabilityRow, availabilityOverlaps, selectAvailabilities } from './queries'

/** A slot of a day with the families it can still take. */
export interface OpenSlot extends SlotTime {
  date: string
  remaining: number
}

/** Where a visit's seat is counted: its availability and its start. */
export interface SlotKey {
  availabilityId: number
  slotFrom: Date
}

/** The row's times come back as HH:mm:ss; the rules count in HH:mm. */
export const patternOf = (a: AvailabilityRow): AvailabilityPattern => ({
  start: a.start,
  end: a.end,
  from: a.from.slice(0, 5),
  to: a.to.slice(0, 5),
  recurType: a.recurType as RecurType,
  recurOnDays: a.recurOnDays,
  slotMinutes: a.slotMinutes,
})

const keyOf = (availabilityId: number, slotFrom: Date) => `${availabilityId}|${slotFrom.getTime()}`

/** Seats taken per slot of the availabilities, for slots starting in [from, to). */
async function seatsTaken(db: DbOrTx, availabilityIds: number[], from: Date, to: Date) {
  if (availabilityIds.length === 0) return new Map<string, number>()
  const rows = await db
    .select()
    .from(visitSlots)
    .where(
      and(
        inArray(visitSlots.fkVisitAvailability, availabilityIds),
        gte(visitSlots.slotFrom, from),
        lt(visitSlots.slotFrom, to),
      ),
    )
  return new Map(rows.map((r) => [keyOf(r.fkVisitAvailability, r.slotFrom), r.booked]))
}

interface CentreSlots {
  schoolId: number
  centreId: number
  visitType: string
  now: Date
}

const activeOfCentre = (q: CentreSlots) =>
  and(
    eq(visitAvailabilities.fkCentre, q.centreId),
    eq(visitAvailabilities.visitType, q.visitType),
    eq(visitAvailabilities.active, true),
  )

/**
 * The slots a centre offers for a visit type on the dates from..to (Singapore dates, inclusive): inside an active
 * availability, not on a holiday of the centre (public ones included), not started yet, with room left. Slots of
 * overlapping availabilities at the same time are one slot with their room added up. Sorted by date and time.
 */
export async function openSlots(
  db: DbOrTx,
  q: CentreSlots & { from: string; to: string },
): Promise<OpenSlot[]> {
  const availabilities = await selectAvailabilities(
    db,
    q.schoolId,
    and(activeOfCentre(q), availabilityOverlaps(q.from, q.to)),
  )
  if (availabilities.length === 0) return []
  const closures = await holidaysOverlapping(db, q.schoolId, q.centreId, q.from, q.to)
  const closed = (date: string) => closures.some((h) => h.from <= date && date <= h.to)
  const taken = await seatsTaken(
    db,
    availabilities.map((a) => a.id),
    singaporeInstant(q.from, '00:00'),
    new Date(singaporeInstant(q.to, '00:00').getTime() + 86_400_000),
  )
  const open = new Map<string, OpenSlot>()
  for (const availability of availabilities) {
    const pattern = patternOf(availability)
    for (const date of availabilityDates(pattern, q.from, q.to)) {
      if (closed(date)) continue
      for (const slot of slotTimes(pattern)) {
        const start = singaporeInstant(date, slot.from)
        if (start <= q.now) continue
        const remaining = availability.familiesPerSlot - (taken.get(keyOf(availability.id, start)) ?? 0)
        if (remaining <= 0) continue
        const key = `${date} ${slot.from} ${slot.to}`
        const known = open.get(key)
        if (known) known.remaining += remaining
        else open.set(key, { date, ...slot, remaining })
      }
    }
  }
  return [...open.values()].sort((a, b) => (a.date + a.from + a.to).localeCompare(b.date + b.from + b.to))
}

/**
 * Whether the centre publishes visit times of the type at all: an active availability that has not ended by today
 * (Singapore's date). Without one the parent is not offered a booking; the centre contacts the family instead.
 */
export async function hasVisitTimes(
  db: DbOrTx,
  q: { schoolId: number; centreId: number; visitType: string; today: string },
): Promise<boolean> {
  const [found] = await db
    .select({ id: visitAvailabilities.id })
    .from(visitAvailabilities)
    .where(
      and(
        eq(visitAvailabilities.fkSchool, q.schoolId),
        eq(visitAvailabilities.fkCentre, q.centreId),
        eq(visitAvailabilities.visitType, q.visitType),
        eq(visitAvailabilities.active, true),
        gte(visitAvailabilities.end, q.today),
      ),
    )
    .limit(1)
  return found !== undefined
}

/**
 * The availability a booking of date from..to goes into, checked in the order a parent understands: the time has
 * passed, the centre is closed that day, no availability offers exactly that slot, or every one offering it is full.
 * The last check is repeated by the database when the seat is taken (takeSeat), so a race cannot overbook.
 */
export async function chooseSlot(
  db: DbOrTx,
  q: CentreSlots & { date: string; slot: SlotTime },
): Promise<{ availability: AvailabilityRow; slotFrom: Date; slotTo: Date }> {
  const slotFrom = singaporeInstant(q.date, q.slot.from)
  const slotTo = singaporeInstant(q.date, q.slot.to)
  if (slotFrom <= q.now) throw badInput(VisitMsg.slotPast)
  const [closure] = await holidaysOverlapping(db, q.schoolId, q.centreId, q.date, q.date)
  if (closure) throw badInput(VisitMsg.holiday(closure.title))
  const offering = (
    await selectAvailabilities(db, q.schoolId, and(activeOfCentre(q), availabilityOverlaps(q.date, q.date)))
  ).filter((a) => offersSlot(patternOf(a), q.date, q.slot))
  if (offering.length === 0) throw badInput(VisitMsg.outsideAvailability)
  const taken = await seatsTaken(
    db,
    offering.map((a) => a.id),
    slotFrom,
    new Date(slotFrom.getTime() + 1),
  )
  const availability = offering.find((a) => (taken.get(keyOf(a.id, slotFrom)) ?? 0) < a.familiesPerSlot)
  if (!availability) throw conflict(VisitMsg.slotFull)
  return { availability, slotFrom, slotTo }
}

/**
 * Takes one seat of the slot: creates its counter on first use, then increments it with one UPDATE. The check
 * constraint visit_slots_not_overbooked refuses the increment past capacity, even for simultaneous bookings: the
 * row lock makes them wait for each other and each re-reads the committed count.
 */
export async function takeSeat(tx: DbOrTx, availability: AvailabilityRow, slotFrom: Date): Promise<void> {
  await tx
    .insert(visitSlots)
    .values({ fkVisitAvailability: availability.id, slotFrom, capacity: availability.familiesPerSlot })
    .onConflictDoNothing()
  await tx
    .update(visitSlots)
    .set({ booked: sql`${visitSlots.booked} + 1` })
    .where(and(eq(visitSlots.fkVisitAvailability, availability.id), eq(visitSlots.slotFrom, slotFrom)))
}

/** Gives a visit's seat back. */
export async function freeSeat(tx: DbOrTx, key: SlotKey): Promise<void> {
  await tx
    .update(visitSlots)
    .set({ booked: sql`${visitSlots.booked} - 1` })
    .where(
      and(
        eq(visitSlots.fkVisitAvailability, key.availabilityId),
        eq(visitSlots.slotFrom, key.slotFrom),
        sql`${visitSlots.booked} > 0`,
      ),
    )
}

/**
 * Moves a visit's seat to another slot. The two counters are touched in key order, so two families swapping slots
 * at the same moment wait for each other instead of deadlocking.
 */
export async function moveSeat(
  tx: DbOrTx,
  from: SlotKey | null,
  to: { availability: AvailabilityRow; slotFrom: Date },
): Promise<void> {
  const target = { availabilityId: to.availability.id, slotFrom: to.slotFrom }
  if (from && keyOf(from.availabilityId, from.slotFrom) === keyOf(target.availabilityId, target.slotFrom))
    return
  const steps = [
    { key: target, run: () => takeSeat(tx, to.availability, to.slotFrom) },
    ...(from ? [{ key: from, run: () => freeSeat(tx, from) }] : []),
  ].sort(
    (a, b) =>
      a.key.availabilityId - b.key.availabilityId || a.key.slotFrom.getTime() - b.key.slotFrom.getTime(),
  )
  for (const step of steps) await step.run()
}

/** The seat a visit holds, when it was booked into an availability. */
export const seatOf = (visit: { fkVisitAvailability: number | null; visitFrom: Date }): SlotKey | null =>
  visit.fkVisitAvailability === null
    ? null
    : { availabilityId: visit.fkVisitAvailability, slotFrom: visit.visitFrom }

/** PostgreSQL reports a check violation as 23514; both drivers surface it, drizzle wraps it in `cause`. */
export function isOverbooking(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string; message?: string }
    if (pgError.code === '23514') {
      const name = 'visit_slots_not_overbooked'
      return pgError.constraint === name || (pgError.message ?? '').includes(name)
    }
  }
  return false
}
