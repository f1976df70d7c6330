import { z } from 'zod'
import { isValidMobile } from './phone'
import { V } from './messages'
import { planningDateSchema } from './date-bounds'

/** An event's life: drafted, submitted for approval, published to families, or cancelled. */
export const EVENT_STATUSES = ['draft', 'pending', 'published', 'cancelled'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

/** The spec's categories (002 §9): Draft, Pending, Upcoming, Past, and the route's {type} for each. */
export const EVENT_CATEGORIES = ['draft', 'pending', 'upcoming', 'past'] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]
export const EventCategoryLabel: Record<EventCategory, string> = {
  draft: 'Draft',
  pending: 'Pending',
  upcoming: 'Upcoming',
  past: 'Past',
}

/** A child's answer; 'removed' is staff taking the child off the list. The filter defaults to attending (§9). */
export const RSVP_STATUSES = ['attending', 'not_attending', 'removed'] as const
export type RsvpStatus = (typeof RSVP_STATUSES)[number]
export const DEFAULT_RSVP_FILTER: RsvpStatus = 'attending'

export const EVENT_TITLE_MAX = 150
export const EVENT_TEXT_MAX = 5000
export const EVENT_SHORT_MAX = 200
/** Guests per child: a family's party, not a crowd. */
export const EVENT_GUEST_LIMIT_MAX = 20
/** S$10,000 in cents: a fee above it is a typo. */
export const EVENT_FEE_MAX_CENTS = 1_000_000

export const EventMsg = {
  titleMax: `At most ${EVENT_TITLE_MAX} characters`,
  textMax: `At most ${EVENT_TEXT_MAX} characters`,
  shortMax: `At most ${EVENT_SHORT_MAX} characters`,
  toAfterFrom: 'End time must be after start time',
  deadlineBeforeStart: 'RSVP deadline must be before the event starts',
  publishBeforeDeadline: 'Publish date must be on or before the RSVP deadline',
  termsRequired: 'Enter the terms and conditions parents must accept',
  feeRequired: 'Enter a fee for a paid event',
  feeRange: 'Enter a fee from 0.00 to 10,000.00',
  guestLimit: `Enter a guest limit from 1 to ${EVENT_GUEST_LIMIT_MAX}`,
  scopeRequired: 'Choose the whole school, centres or classes',
  notDraft: 'Only a draft event can be changed this way',
  notPending: 'Only an event waiting for approval can be published',
  notLive: 'Only a published event can be changed or cancelled',
  alreadyCancelled: 'This event has been cancelled',
  deadlinePassed: 'The RSVP deadline for this event has passed',
  cancellationPassed: 'RSVPs for this event can no longer be withdrawn',
  notInvited: 'This child is not invited to this event',
  consentRequired: 'Please accept the terms and conditions',
  guestsNotAllowed: 'Guests are not allowed for this event',
  tooManyGuests: (limit: number) => `At most ${limit} guests per child`,
  guestDetails: 'Enter each guest’s name, mobile and relation',
  mobileInvalid: V.mobileNotValid,
  ended: 'This event has already ended',
  termsLocked:
    'Families have already answered: the fees, guests and terms of this event can no longer change',
  remarksMax: 'At most 2000 characters',
  statusUnknown: 'Choose attending, not attending or removed',
  removedByCentre: 'The centre has taken this child off the list; please contact the centre',
} as const

const text = (max: number, msg: string) =>
  z
    .string()
    .trim()
    .max(max, msg)
    .nullish()
    .transform((d) => d || null)
const required = (max: number, msg: string) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, msg)
const instant = z.iso.datetime({ offset: true, error: V.invalidDate })
const day = planningDateSchema()
const fee = z
  .number({ error: EventMsg.feeRange })
  .int(EventMsg.feeRange)
  .min(0, EventMsg.feeRange)
  .max(EVENT_FEE_MAX_CENTS, EventMsg.feeRange)

/** Whom an event invites: the whole school, or centres and classes. */
export const eventScopeSchema = z.object({
  school: z.boolean().default(false),
  centreIDs: z
    .array(z.number().int().positive())
    .max(500)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  classIDs: z
    .array(z.number().int().positive())
    .max(2000)
    .default([])
    .transform((ids) => [...new Set(ids)]),
})

/** An event as staff enter it; fees in cents. The same rules hold for the form and the server. */
export const eventInputSchema = z
  .object({
    title: required(EVENT_TITLE_MAX, EventMsg.titleMax),
    description: text(EVENT_TEXT_MAX, EventMsg.textMax),
    eventType: required(EVENT_SHORT_MAX, EventMsg.shortMax),
    from: instant,
    to: instant,
    publishDate: day,
    cancellationDate: day.nullish().transform((d) => d || null),
    rsvpDeadline: instant,
    eventImageKey: text(500, EventMsg.shortMax),
    location: required(EVENT_SHORT_MAX, EventMsg.shortMax),
    scopes: eventScopeSchema,
    parentConsentRequired: z.boolean().default(false),
    termsAndConditions: text(EVENT_TEXT_MAX, EventMsg.textMax),
    paymentRequired: z.boolean().default(false),
    childEventFee: fee.default(0),
    guestEventFee: fee.default(0),
    guestsAllowed: z.boolean().default(false),
    guestsDetailsRequired: z.boolean().default(false),
    guestCountLimit: z.number().int().min(0).max(EVENT_GUEST_LIMIT_MAX, EventMsg.guestLimit).default(0),
  })
  .refine((e) => Date.parse(e.to) > Date.parse(e.from), { message: EventMsg.toAfterFrom, path: ['to'] })
  .refine((e) => Date.parse(e.rsvpDeadline) <= Date.parse(e.from), {
    message: EventMsg.deadlineBeforeStart,
    path: ['rsvpDeadline'],
  })
  .refine((e) => e.publishDate <= e.rsvpDeadline.slice(0, 10), {
    message: EventMsg.publishBeforeDeadline,
    path: ['publishDate'],
  })
  .refine((e) => !e.parentConsentRequired || e.termsAndConditions !== null, {
    message: EventMsg.termsRequired,
    path: ['termsAndConditions'],
  })
  .refine((e) => !e.paymentRequired || e.childEventFee > 0 || e.guestEventFee > 0, {
    message: EventMsg.feeRequired,
    path: ['childEventFee'],
  })
  .refine((e) => !e.guestsAllowed || e.guestCountLimit >= 1, {
    message: EventMsg.guestLimit,
    path: ['guestCountLimit'],
  })
  .refine((e) => e.scopes.school || e.scopes.centreIDs.length + e.scopes.classIDs.length > 0, {
    message: EventMsg.scopeRequired,
    path: ['scopes'],
  })
  // Free events and events without guests store no fee or limit: what is stored is what is billed.
  .transform((e) => ({
    ...e,
    childEventFee: e.paymentRequired ? e.childEventFee : 0,
    guestEventFee: e.paymentRequired && e.guestsAllowed ? e.guestEventFee : 0,
    guestCountLimit: e.guestsAllowed ? e.guestCountLimit : 0,
    guestsDetailsRequired: e.guestsAllowed && e.guestsDetailsRequired,
    termsAndConditions: e.parentConsentRequired ? e.termsAndConditions : null,
  }))
export type EventInput = z.input<typeof eventInputSchema>

export const eventGuestSchema = z.object({
  name: text(EVENT_SHORT_MAX, EventMsg.shortMax),
  mobile: text(20, EventMsg.mobileInvalid).refine(
    (m) => m === null || isValidMobile(m),
    EventMsg.mobileInvalid,
  ),
  relation: text(60, EventMsg.shortMax),
})

/** A parent's answer for one child. Whether guests, their details and consent are needed depends on the event. */
export const eventRsvpInputSchema = z.object({
  attending: z.boolean({ error: V.required }),
  acceptTerms: z.boolean().default(false),
  guests: z.array(eventGuestSchema).max(EVENT_GUEST_LIMIT_MAX).default([]),
})
export type EventRsvpInput = z.input<typeof eventRsvpInputSchema>

export const cancelEventSchema = z.object({ remarks: text(2000, EventMsg.remarksMax) })

/** The category an event falls in at `now`: status first, then whether it has ended. */
export function eventCategory(e: { status: EventStatus; to: Date }, now: Date): EventCategory {
  if (e.status === 'draft') return 'draft'
  if (e.status === 'pending') return 'pending'
  return e.to.getTime() >= now.getTime() ? 'upcoming' : 'past'
}
