import { eventInputSchema, singaporeDate, singaporeInstant, singaporeTime, V } from '@preschool/domain'
import { z } from 'zod'
import type { EventInput } from '../../generated/graphql'
import type { EventDetails } from './documents'

/** The form's own fields: a day and times (Singapore) rather than instants, dollars kept in cents. */
export const eventFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    eventType: z.string(),
    location: z.string(),
    date: z.string().min(1, V.required),
    fromTime: z.string().min(1, V.required),
    toTime: z.string().min(1, V.required),
    publishDate: z.string().min(1, V.required),
    rsvpDeadlineDate: z.string().min(1, V.required),
    cancellationDate: z.string().nullable(),
    schoolWide: z.boolean(),
    centreIDs: z.array(z.number()),
    classIDs: z.array(z.number()),
    parentConsentRequired: z.boolean(),
    termsAndConditions: z.string(),
    paymentRequired: z.boolean(),
    childEventFee: z.number().nullable(),
    guestEventFee: z.number().nullable(),
    guestsAllowed: z.boolean(),
    guestsDetailsRequired: z.boolean(),
    guestCountLimit: z.number().nullable(),
  })
  // The server's rules, on the input the form sends: each message lands on the field that holds the value.
  .superRefine((values, ctx) => {
    const result = eventInputSchema.safeParse(toEventInput(values))
    if (result.success) return
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '')
      ctx.addIssue({ code: 'custom', message: issue.message, path: [FIELD_OF[field] ?? field] })
    }
  })
export type EventFormValues = z.input<typeof eventFormSchema>

const FIELD_OF: Record<string, string> = {
  from: 'fromTime',
  to: 'toTime',
  rsvpDeadline: 'rsvpDeadlineDate',
  scopes: 'centreIDs',
}

const instant = (date: string, time: string) => {
  const at = singaporeInstant(date, time)
  return Number.isNaN(at.getTime()) ? '' : at.toISOString()
}

/** The input the API takes: the RSVP deadline is the end of its day, or the start of the event if sooner. */
export function toEventInput(v: EventFormValues): EventInput {
  const from = instant(v.date, v.fromTime)
  const endOfDay = instant(v.rsvpDeadlineDate, '23:59')
  const rsvpDeadline = from && endOfDay && endOfDay > from ? from : endOfDay
  return {
    title: v.title,
    description: v.description,
    eventType: v.eventType,
    location: v.location,
    from,
    to: instant(v.date, v.toTime),
    publishDate: v.publishDate,
    cancellationDate: v.cancellationDate || null,
    rsvpDeadline,
    scopes: v.schoolWide ? { school: true } : { centreIDs: v.centreIDs, classIDs: v.classIDs },
    parentConsentRequired: v.parentConsentRequired,
    termsAndConditions: v.termsAndConditions,
    paymentRequired: v.paymentRequired,
    childEventFee: v.childEventFee ?? 0,
    guestEventFee: v.guestEventFee ?? 0,
    guestsAllowed: v.guestsAllowed,
    guestsDetailsRequired: v.guestsDetailsRequired,
    guestCountLimit: v.guestCountLimit ?? 0,
  }
}

export const newEventDefaults = (centreIDs: number[]): EventFormValues => ({
  title: '',
  description: '',
  eventType: '',
  location: '',
  date: '',
  fromTime: '09:00',
  toTime: '12:00',
  publishDate: singaporeDate(new Date()),
  rsvpDeadlineDate: '',
  cancellationDate: null,
  schoolWide: false,
  centreIDs,
  classIDs: [],
  parentConsentRequired: false,
  termsAndConditions: '',
  paymentRequired: false,
  childEventFee: null,
  guestEventFee: null,
  guestsAllowed: false,
  guestsDetailsRequired: false,
  guestCountLimit: null,
})

export function eventToFormValues(e: EventDetails): EventFormValues {
  return {
    title: e.title,
    description: e.description ?? '',
    eventType: e.eventType,
    location: e.location,
    date: singaporeDate(new Date(e.from)),
    fromTime: singaporeTime(new Date(e.from)),
    toTime: singaporeTime(new Date(e.to)),
    publishDate: e.publishDate,
    rsvpDeadlineDate: singaporeDate(new Date(e.rsvpDeadline)),
    cancellationDate: e.cancellationDate ?? null,
    schoolWide: e.scopes.some((s) => s.centreID === null),
    centreIDs: e.scopes.flatMap((s) => (s.centreID !== null && s.classID === null ? [s.centreID] : [])),
    classIDs: e.scopes.flatMap((s) => (s.classID !== null ? [s.classID] : [])),
    parentConsentRequired: e.parentConsentRequired,
    termsAndConditions: e.termsAndConditions ?? '',
    paymentRequired: e.paymentRequired,
    childEventFee: e.childEventFee,
    guestEventFee: e.guestEventFee,
    guestsAllowed: e.guestsAllowed,
    guestsDetailsRequired: e.guestsDetailsRequired,
    guestCountLimit: e.guestCountLimit,
  }
}
