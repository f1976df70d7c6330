import {
  type AvailabilityPattern,
  availabilityDates,
  offersSlot,
  type RecurType,
  type SlotTime,
  singaporeInstant,
  slotTimes,
  VisitMsg,
  ErrorCode,
} from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { visitAvailabilities } from '../../db/schema'
import { badInput, refusal } from '../../platform/errors/domain-error'
import { holidaysOverlapping } from '../holidays'
import {
  type AvailabilityRow,
  availabilityOverlaps,
  freeSeat,
  selectAvailabilities,
  selectSlotCounters,
  type SlotKey,
  takeSeat,
} from './queries'

/** A slot of a day with the families it can still take. */
export interface OpenSlot extends SlotTime {
  date: string
  remaining: number
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
  const rows = await selectSlotCounters(db, availabilityIds, from, to)
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
  if (slotFrom <= q.now) throw refusal(ErrorCode.BadUserInput, 'visits.slotPast')
  const [closure] = await holidaysOverlapping(db, q.schoolId, q.centreId, q.date, q.date)
  if (closure) throw badInput(VisitMsg.holiday(closure.title))
  const offering = (
    await selectAvailabilities(db, q.schoolId, and(activeOfCentre(q), availabilityOverlaps(q.date, q.date)))
  ).filter((a) => offersSlot(patternOf(a), q.date, q.slot))
  if (offering.length === 0) throw refusal(ErrorCode.BadUserInput, 'visits.outsideAvailability')
  const taken = await seatsTaken(
    db,
    offering.map((a) => a.id),
    slotFrom,
    new Date(slotFrom.getTime() + 1),
  )
  const availability = offering.find((a) => (taken.get(keyOf(a.id, slotFrom)) ?? 0) < a.familiesPerSlot)
  if (!availability) throw refusal(ErrorCode.Conflict, 'visits.slotFull')
  return { availability, slotFrom, slotTo }
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
