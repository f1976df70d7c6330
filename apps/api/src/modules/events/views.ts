import {
  DEFAULT_RSVP_FILTER,
  type EventCategory,
  EventMsg,
  RSVP_STATUSES,
  type RsvpStatus,
  singaporeDate,
  singaporeTime,
} from '@preschool/domain'
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { events } from '../../db/schema'
import type { SignedInGrant } from '../../platform/authz/authorize'
import type { Actor } from '../../platform/authz/actor'
import { badInput, notFound } from '../../platform/errors/domain-error'
import type { LimitOffset } from '../../platform/pagination'
import {
  type EventView,
  eventsInReach,
  liveEvent,
  selectEventPage,
  selectEvents,
  withScopes,
} from './queries'
import { selectChildCharges } from '../ledger'
import { canAnswer } from './rsvp'
import {
  type GuestRow,
  type RsvpListRow,
  type RsvpRow,
  selectFamilyEvents,
  selectGuests,
  selectRsvpList,
  selectRsvpsOf,
} from './rsvp-queries'

/** Each category's rows and order (spec 002 §9): by status, then whether the event has ended at `now`. */
const categories = (now: Date): Record<EventCategory | 'all', { where?: SQL; order: SQL[] }> => ({
  draft: { where: eq(events.status, 'draft'), order: [desc(events.updatedAt)] },
  pending: { where: eq(events.status, 'pending'), order: [asc(events.from)] },
  upcoming: { where: and(liveEvent, gte(events.to, now)), order: [asc(events.from)] },
  past: { where: and(liveEvent, lt(events.to, now)), order: [desc(events.from)] },
  all: { order: [desc(events.from)] },
})

export function eventList(
  db: DbOrTx,
  grant: SignedInGrant,
  category: EventCategory | 'all',
  page: LimitOffset,
  now = new Date(),
) {
  const { where, order } = categories(now)[category]
  return selectEventPage(db, grant.viewer.schoolId, and(where, eventsInReach(grant.centres)), order, page)
}

/** The status filter of the RSVP lists: one of the statuses, attending when none is given (spec 002 §9). */
export function rsvpStatus(raw: string | null | undefined): RsvpStatus {
  if (raw === null || raw === undefined || raw === '') return DEFAULT_RSVP_FILTER
  if (!(RSVP_STATUSES as readonly string[]).includes(raw))
    throw badInput(EventMsg.statusUnknown, { status: EventMsg.statusUnknown })
  return raw as RsvpStatus
}

export interface RsvpChildView extends RsvpListRow {
  guests: GuestRow[]
}

async function withGuests(db: DbOrTx, rows: RsvpListRow[]): Promise<RsvpChildView[]> {
  const guests = await selectGuests(
    db,
    rows.map((r) => r.rsvp.id),
  )
  return rows.map((row) => ({ ...row, guests: guests.filter((g) => g.fkRsvp === row.rsvp.id) }))
}

export async function rsvpChildList(db: DbOrTx, eventId: number, status: RsvpStatus, page: LimitOffset) {
  const { totalCount, data } = await selectRsvpList(db, eventId, status, page)
  return { totalCount, data: await withGuests(db, data) }
}

export async function rsvpChild(db: DbOrTx, row: RsvpListRow): Promise<RsvpChildView> {
  return (await withGuests(db, [row]))[0]
}

/** A CSV field: quoted, quotes doubled, and a leading formula character defused (spreadsheets run '=...'). */
const csvField = (value: string | number | null) => {
  const text = value === null ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

/** exportRsvpList: the whole list of a status, one line per child with its guests, CRLF line ends (RFC 4180). */
export async function rsvpCsv(db: DbOrTx, eventId: number, status: RsvpStatus): Promise<string> {
  const { data } = await selectRsvpList(db, eventId, status, null)
  const rows = await withGuests(db, data)
  const header = ['Child', 'Centre', 'Class', 'Status', 'Consent accepted', 'Guests', 'Guest details']
  const lines = rows.map((r) =>
    [
      r.childName,
      r.centreLabel,
      r.classLabel,
      r.rsvp.status,
      r.rsvp.consentAcceptedAt
        ? `${singaporeDate(r.rsvp.consentAcceptedAt)} ${singaporeTime(r.rsvp.consentAcceptedAt)}`
        : null,
      r.guests.length,
      r.guests.map((g) => [g.name, g.relation, g.mobile].filter(Boolean).join(' / ')).join('; '),
    ]
      .map(csvField)
      .join(','),
  )
  return [header.map(csvField).join(','), ...lines].map((l) => `${l}\r\n`).join('')
}

export interface FamilyEventView {
  event: EventView
  childId: number
  childName: string
  rsvp: { row: RsvpRow; guests: GuestRow[]; feeCents: number } | null
  canRsvp: boolean
}

/**
 * What each RSVP has on the family's next invoices: its live charges, read from the charges table (so the parent sees
 * what will be billed, not a figure worked out again here).
 */
async function billedCents(db: DbOrTx, schoolId: number, rsvps: RsvpRow[], views: EventView[]) {
  const billed = new Map<number, number>()
  for (const rsvp of rsvps.filter((r) => r.status === 'attending')) {
    const event = views.find((v) => v.id === rsvp.fkEvent)
    if (!event?.paymentRequired) continue
    const dayOf = singaporeDate(event.from)
    const charges = await selectChildCharges(db, schoolId, rsvp.fkChild, dayOf, dayOf)
    const own = charges.filter((c) => c.source === 'event' && c.sourceId === rsvp.id)
    billed.set(
      rsvp.id,
      own.reduce((sum, c) => sum + c.amountCents, 0),
    )
  }
  return billed
}

/** getMyEvents: each of the parent's children with the events that invite it and its answer. */
export async function familyEvents(db: DbOrTx, actor: Actor, now = new Date()): Promise<FamilyEventView[]> {
  const pairs = await selectFamilyEvents(db, actor.schoolId, actor.userId, singaporeDate(now))
  if (pairs.length === 0) return []
  const eventIds = [...new Set(pairs.map((p) => p.eventId))]
  const eventRows = await selectEvents(db, eventIds)
  const [views, rsvps] = await Promise.all([withScopes(db, eventRows), selectRsvpsOf(db, pairs)])
  const guests = await selectGuests(
    db,
    rsvps.map((r) => r.id),
  )
  const billed = await billedCents(db, actor.schoolId, rsvps, views)
  return pairs.map((pair) => {
    const event = views.find((v) => v.id === pair.eventId)!
    const row = rsvps.find((r) => r.fkEvent === pair.eventId && r.fkChild === pair.childId)
    const own = row ? guests.filter((g) => g.fkRsvp === row.id) : []
    return {
      event,
      childId: pair.childId,
      childName: pair.childName,
      rsvp: row ? { row, guests: own, feeCents: billed.get(row.id) ?? 0 } : null,
      canRsvp: canAnswer(event, now) && row?.status !== 'removed',
    }
  })
}

/** One child's event as its family sees it; not found when the event does not (or no longer) reach the child. */
export async function familyEventOf(db: DbOrTx, actor: Actor, eventId: number, childId: number) {
  const found = (await familyEvents(db, actor)).find((f) => f.event.id === eventId && f.childId === childId)
  if (!found) throw notFound('Event')
  return found
}
