import { cancelEventSchema, EventMsg, eventInputSchema } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { voidCharges } from '../ledger'
import { notifyParents } from '../notifications'
import { eventText } from './notice-texts'
import {
  type EventValues,
  type EventView,
  insertEvent,
  lockEvent,
  replaceScopes,
  selectClassCentres,
  selectEvent,
  updateEvent,
} from './queries'
import { countRsvps, selectAttending } from './rsvp-queries'

/** Where families follow their events: the bell opens it. */
export const PARENT_EVENTS = '/events'

type Parsed = ReturnType<typeof eventInputSchema.parse>

function toValues(e: Parsed): EventValues {
  return {
    title: e.title,
    description: e.description,
    eventType: e.eventType,
    from: new Date(e.from),
    to: new Date(e.to),
    publishDate: e.publishDate,
    cancellationDate: e.cancellationDate,
    rsvpDeadline: new Date(e.rsvpDeadline),
    eventImageKey: e.eventImageKey,
    location: e.location,
    parentConsentRequired: e.parentConsentRequired,
    termsAndConditions: e.termsAndConditions,
    paymentRequired: e.paymentRequired,
    childEventFeeCents: e.childEventFee,
    guestEventFeeCents: e.guestEventFee,
    guestsAllowed: e.guestsAllowed,
    guestsDetailsRequired: e.guestsDetailsRequired,
    guestCountLimit: e.guestCountLimit,
  }
}

/** The scope rows of an input: the school, each centre, each class with its centre (the guard checked each). */
async function scopeRows(tx: DbOrTx, schoolId: number, scopes: Parsed['scopes']) {
  if (scopes.school) return [{ centreId: null, classId: null }]
  const classCentres = await selectClassCentres(tx, schoolId, scopes.classIDs)
  return [
    ...scopes.centreIDs.map((centreId) => ({ centreId, classId: null })),
    ...scopes.classIDs.map((classId) => ({ centreId: classCentres.get(classId)!, classId })),
  ]
}

async function loaded(db: DbOrTx, schoolId: number, eventId: number): Promise<EventView> {
  const view = await selectEvent(db, schoolId, eventId)
  if (!view) throw notFound('Event')
  return view
}

async function locked(tx: DbOrTx, schoolId: number, eventId: number) {
  const row = await lockEvent(tx, schoolId, eventId)
  if (!row) throw notFound('Event')
  return row
}

/** createOrSaveEventDraft: a new draft, or a draft saved again (only while it is a draft). */
export async function saveDraft(
  db: DbOrTx,
  actor: Actor,
  eventId: number | null,
  raw: unknown,
): Promise<EventView> {
  const input = parseInput(eventInputSchema, raw)
  const id = await db.transaction(async (tx) => {
    const rows = await scopeRows(tx, actor.schoolId, input.scopes)
    let target = eventId
    if (target === null) {
      target = await insertEvent(tx, actor.schoolId, actor.userId, toValues(input))
    } else {
      const row = await locked(tx, actor.schoolId, target)
      if (row.status !== 'draft') throw conflict(EventMsg.notDraft)
      await updateEvent(tx, actor.schoolId, target, toValues(input))
    }
    await replaceScopes(tx, actor.schoolId, target, rows)
    return target
  })
  return loaded(db, actor.schoolId, id)
}

export async function submitEvent(db: DbOrTx, actor: Actor, eventId: number): Promise<EventView> {
  await db.transaction(async (tx) => {
    const row = await locked(tx, actor.schoolId, eventId)
    if (row.status !== 'draft') throw conflict(EventMsg.notDraft)
    if (row.to.getTime() <= Date.now()) throw badInput(EventMsg.ended)
    await updateEvent(tx, actor.schoolId, eventId, {
      status: 'pending',
      fkSubmitter: actor.userId,
      submittedAt: new Date(),
    })
  })
  return loaded(db, actor.schoolId, eventId)
}

/** publishEvent: the guard already refused the submitter (maker-approver). */
export async function publishEvent(db: DbOrTx, actor: Actor, eventId: number): Promise<EventView> {
  await db.transaction(async (tx) => {
    const row = await locked(tx, actor.schoolId, eventId)
    if (row.status !== 'pending') throw conflict(EventMsg.notPending)
    if (row.to.getTime() <= Date.now()) throw badInput(EventMsg.ended)
    await updateEvent(tx, actor.schoolId, eventId, {
      status: 'published',
      fkApprover: actor.userId,
      publishedAt: new Date(),
    })
  })
  return loaded(db, actor.schoolId, eventId)
}

/** What families' answers depend on: once any family answered, these stay as they were. */
const ANSWER_TERMS = [
  'paymentRequired',
  'childEventFeeCents',
  'guestEventFeeCents',
  'guestsAllowed',
  'guestsDetailsRequired',
  'guestCountLimit',
  'parentConsentRequired',
  'termsAndConditions',
] as const

/**
 * updateEventDetails: an approver corrects a pending or published event. Once families have answered, the fees,
 * guest rules and terms they answered to cannot change (a new event is the honest way), so charges stay true.
 */
export async function updateDetails(db: DbOrTx, actor: Actor, eventId: number, raw: unknown) {
  const input = parseInput(eventInputSchema, raw)
  await db.transaction(async (tx) => {
    const row = await locked(tx, actor.schoolId, eventId)
    if (row.status !== 'pending' && row.status !== 'published') throw conflict(EventMsg.notLive)
    const values = toValues(input)
    if ((await countRsvps(tx, eventId)) > 0 && ANSWER_TERMS.some((k) => values[k] !== row[k]))
      throw conflict(EventMsg.termsLocked)
    await updateEvent(tx, actor.schoolId, eventId, values)
    await replaceScopes(tx, actor.schoolId, eventId, await scopeRows(tx, actor.schoolId, input.scopes))
  })
  return loaded(db, actor.schoolId, eventId)
}

/** cancelEvent: the attending families are told in their bell, and their unbilled fees are voided. */
export async function cancelEvent(db: DbOrTx, actor: Actor, eventId: number, raw: unknown) {
  const { remarks } = parseInput(cancelEventSchema, raw)
  await db.transaction(async (tx) => {
    const row = await locked(tx, actor.schoolId, eventId)
    if (row.status === 'cancelled') throw conflict(EventMsg.alreadyCancelled)
    if (row.status !== 'published') throw conflict(EventMsg.notLive)
    await updateEvent(tx, actor.schoolId, eventId, {
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelRemarks: remarks,
    })
    const attending = await selectAttending(tx, eventId)
    await voidCharges(
      tx,
      actor.schoolId,
      'event',
      attending.map((r) => r.id),
      'Event cancelled',
    )
    // The school's remarks go out as written; without them, the family reads the notice in their language.
    await notifyParents(tx, {
      schoolId: actor.schoolId,
      userIds: [...new Set(attending.map((r) => r.userId))],
      navigate: PARENT_EVENTS,
      kind: 'event',
      inLanguage: (language) => ({
        title: eventText(language, 'cancelledTitle', { event: row.title }).slice(0, 120),
        body: remarks ?? eventText(language, 'cancelled'),
      }),
    })
  })
  return loaded(db, actor.schoolId, eventId)
}

export { loaded as eventOf }
