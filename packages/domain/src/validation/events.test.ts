import { describe, expect, it } from 'vitest'
import { eventCategory, EventMsg, eventInputSchema, eventRsvpInputSchema } from './events'

const valid = {
  title: 'Sports Day',
  eventType: 'Sports',
  from: '2099-06-01T01:00:00.000Z',
  to: '2099-06-01T05:00:00.000Z',
  publishDate: '2099-05-01',
  rsvpDeadline: '2099-05-25T15:59:00.000Z',
  location: 'Hall',
  scopes: { centreIDs: [3, 3] },
}

const messageAt = (input: object, path: string) =>
  eventInputSchema.safeParse({ ...valid, ...input }).error?.issues.find((i) => i.path.join('.') === path)
    ?.message

describe('event rules', () => {
  it('puts each message on its field', () => {
    expect(messageAt({ to: valid.from }, 'to')).toBe(EventMsg.toAfterFrom)
    expect(messageAt({ rsvpDeadline: '2099-06-02T00:00:00.000Z' }, 'rsvpDeadline')).toBe(
      EventMsg.deadlineBeforeStart,
    )
    expect(messageAt({ publishDate: '2099-05-30' }, 'publishDate')).toBe(EventMsg.publishBeforeDeadline)
    expect(messageAt({ parentConsentRequired: true }, 'termsAndConditions')).toBe(EventMsg.termsRequired)
    expect(messageAt({ paymentRequired: true }, 'childEventFee')).toBe(EventMsg.feeRequired)
    expect(messageAt({ childEventFee: 1.5 }, 'childEventFee')).toBe(EventMsg.feeRange)
    expect(messageAt({ guestsAllowed: true }, 'guestCountLimit')).toBe(EventMsg.guestLimit)
    expect(messageAt({ scopes: {} }, 'scopes')).toBe(EventMsg.scopeRequired)
  })

  it('stores no fee, guest limit or terms the event does not use, and each scope once', () => {
    const parsed = eventInputSchema.parse({
      ...valid,
      childEventFee: 900,
      guestCountLimit: 3,
      termsAndConditions: 'x',
    })
    expect(parsed).toMatchObject({ childEventFee: 0, guestCountLimit: 0, termsAndConditions: null })
    expect(parsed.scopes.centreIDs).toEqual([3])
  })

  it('checks guest mobiles and sorts events into the spec categories', () => {
    const rsvp = eventRsvpInputSchema.safeParse({ attending: true, guests: [{ mobile: '12' }] })
    expect(rsvp.error?.issues[0].message).toBe(EventMsg.mobileInvalid)
    const now = new Date('2099-06-01T03:00:00Z')
    expect(eventCategory({ status: 'draft', to: now }, now)).toBe('draft')
    expect(eventCategory({ status: 'pending', to: now }, now)).toBe('pending')
    expect(eventCategory({ status: 'published', to: now }, now)).toBe('upcoming')
    expect(eventCategory({ status: 'cancelled', to: new Date('2099-06-01T02:59:59Z') }, now)).toBe('past')
  })
})
