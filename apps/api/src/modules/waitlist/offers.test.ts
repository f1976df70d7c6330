import { EnquiryMsg, SeatOfferMsg, WaitlistMsg, enquiryState } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { seatOffers } from '../../db/schema'
import { graphql } from '../../test/generated'
import { gql, runJobNow } from '../../test/server'
import { setConfig } from '../visits/test-fixtures'
import { autoWaitlist, offerLapse } from './jobs'
import {
  bellOf,
  buildWaitlistWorld,
  capacity,
  dayAhead,
  DECLINE,
  enquiryRow,
  logOf,
  mailsTo,
  monthAhead,
  OFFER,
  offersOf,
  WAIT_LIST,
  waitingFamily,
} from './test-support'

const CANCEL = graphql(`
  mutation WaitlistCancel($ID: Int!) {
    cancelEnquiry(ID: $ID) {
      ID
    }
  }
`)

describe('offering a place', () => {
  it('reserves a seat, moves the enquiry to pre_registration, starts the due date and tells the parent', async () => {
    const w = await buildWaitlistWorld()
    await capacity(w, 2)
    await setConfig(w.school, 'registration_due_date_days', '7')
    const family = await waitingFamily(w)
    const result = await gql(OFFER, { IDEnquiry: family.enquiryId }, w.staff.token)
    expect(result.errors).toBeUndefined()
    expect(result.data?.acceptVacancyForRegistration).toMatchObject({
      admissionStatus: { stateCode: 'pre_registration' },
      offer: { month: monthAhead(2), status: 'offered', dueDate: dayAhead(7) },
    })
    expect((await logOf(w, family.enquiryId)).map((l) => l.action)).toEqual(['offered'])
    expect((await bellOf(w, family.parent.id)).map((n) => n.title)).toContain('A place is offered')
    const [mail] = await mailsTo(w, family.parent.email)
    expect(mail.subject).toBe('A place is offered')
    // The family left the queue: the list no longer holds it.
    expect((await gql(WAIT_LIST, {}, w.staff.token)).data?.getWaitList.totalCount).toBe(0)
    // Offering it again is refused with a clear message.
    const again = await gql(OFFER, { IDEnquiry: family.enquiryId }, w.staff.token)
    expect(again.errors?.[0].message).toBe(WaitlistMsg.notOnWaitlist)
  })

  it('sets no due date when registration_due_date_days is 0', async () => {
    const w = await buildWaitlistWorld()
    await capacity(w, 1)
    await setConfig(w.school, 'registration_due_date_days', '0')
    const family = await waitingFamily(w)
    const result = await gql(OFFER, { IDEnquiry: family.enquiryId }, w.staff.token)
    expect(result.data?.acceptVacancyForRegistration.offer?.dueDate).toBeNull()
  })

  it('refuses when no seat is left, a past or too distant month, and callers without write at the centre', async () => {
    const w = await buildWaitlistWorld()
    const family = await waitingFamily(w)
    const none = await gql(OFFER, { IDEnquiry: family.enquiryId }, w.staff.token)
    expect(none.errors?.[0].message).toBe(SeatOfferMsg.noSeat)
    const past = await gql(OFFER, { IDEnquiry: family.enquiryId, month: '2020-01-01' }, w.staff.token)
    expect(past.errors?.[0].extensions?.fields?.month).toBe(WaitlistMsg.offerMonthPast)
    await capacity(w, 1)
    // A month the enquiry form would not offer (December 9999 included) holds no seat.
    for (const month of ['9999-12-01', monthAhead(7)]) {
      const far = await gql(OFFER, { IDEnquiry: family.enquiryId, month }, w.staff.token)
      expect(far.errors?.[0].extensions?.fields?.month).toBe(EnquiryMsg.beyondPeriod(6))
    }
    for (const caller of [w.readOnly, w.otherStaff, w.noModule, family.parent]) {
      const refused = await gql(OFFER, { IDEnquiry: family.enquiryId }, caller.token)
      expect(refused.errors?.[0].message).toBe('unauthorized')
    }
    expect(await offersOf(w, family.enquiryId)).toEqual([])
    expect((await enquiryRow(w, family.enquiryId)).fkEnquiryState).toBe(enquiryState('new_enquiry').id)
  })

  it('offers the last seat once when two offers are made at the same time', async () => {
    const w = await buildWaitlistWorld()
    await capacity(w, 1)
    const a = await waitingFamily(w)
    const b = await waitingFamily(w)
    const results = await Promise.all([
      gql(OFFER, { IDEnquiry: a.enquiryId }, w.staff.token),
      gql(OFFER, { IDEnquiry: b.enquiryId }, w.hq.token),
    ])
    const ok = results.filter((r) => !r.errors)
    const refused = results.filter((r) => r.errors)
    expect(ok).toHaveLength(1)
    expect(refused.map((r) => r.errors?.[0].message)).toEqual([SeatOfferMsg.noSeat])
    const live = await w.school.db.select().from(seatOffers).where(eq(seatOffers.fkCentre, w.centreId))
    expect(live).toHaveLength(1)
  })
})

describe('when an offer is not taken', () => {
  it('records a family declining: the seat is freed and the family waits again', async () => {
    const w = await buildWaitlistWorld()
    await capacity(w, 1)
    const family = await waitingFamily(w)
    const next = await waitingFamily(w)
    await gql(OFFER, { IDEnquiry: family.enquiryId }, w.staff.token)
    const declined = await gql(
      DECLINE,
      { IDEnquiry: family.enquiryId, remarks: 'Moving abroad' },
      w.staff.token,
    )
    expect(declined.data?.rejectVacancyForRegistration).toMatchObject({
      admissionStatus: { stateCode: 'enquire' },
      offer: null,
    })
    expect((await offersOf(w, family.enquiryId))[0].status).toBe('declined')
    expect((await gql(OFFER, { IDEnquiry: next.enquiryId }, w.staff.token)).errors).toBeUndefined()
    const twice = await gql(DECLINE, { IDEnquiry: family.enquiryId }, w.staff.token)
    expect(twice.errors?.[0].message).toBe(WaitlistMsg.offerNotLive)
    expect((await bellOf(w, family.parent.id)).map((n) => n.title)).toContain('Offer of a place declined')
  })

  it('refuses a decline remark longer than a note, leaving the offer live', async () => {
    const w = await buildWaitlistWorld()
    await capacity(w, 1)
    const family = await waitingFamily(w)
    await gql(OFFER, { IDEnquiry: family.enquiryId }, w.staff.token)
    const long = await gql(
      DECLINE,
      { IDEnquiry: family.enquiryId, remarks: 'x'.repeat(200_000) },
      w.staff.token,
    )
    expect(long.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } })
    expect(long.errors?.[0].message).toContain(WaitlistMsg.noteLength)
    expect((await offersOf(w, family.enquiryId))[0].status).toBe('offered')
    expect(await logOf(w, family.enquiryId)).toHaveLength(1)
  })

  it('lapses an offer past its due date by the daily job, freeing the seat and telling the parent', async () => {
    const w = await buildWaitlistWorld()
    await capacity(w, 1)
    await setConfig(w.school, 'registration_due_date_days', '3')
    const family = await waitingFamily(w)
    const next = await waitingFamily(w)
    await gql(OFFER, { IDEnquiry: family.enquiryId }, w.staff.token)
    // Not yet due: the job leaves it alone.
    expect(await runJobNow(offerLapse)).toBe(1)
    expect((await offersOf(w, family.enquiryId))[0].status).toBe('offered')
    await w.school.db
      .update(seatOffers)
      .set({ dueDate: dayAhead(-1) })
      .where(eq(seatOffers.fkEnquiry, family.enquiryId))
    expect(await runJobNow(offerLapse)).toBe(1)
    expect((await offersOf(w, family.enquiryId))[0].status).toBe('lapsed')
    const row = await enquiryRow(w, family.enquiryId)
    expect(row.fkEnquiryState).toBe(enquiryState('enquire').id)
    expect(row.waitlistedAt).not.toBeNull()
    expect((await bellOf(w, family.parent.id)).map((n) => n.title)).toContain('Offer of a place lapsed')
    expect((await gql(OFFER, { IDEnquiry: next.enquiryId }, w.staff.token)).errors).toBeUndefined()
  })

  it('frees the seat when the enquiry is cancelled', async () => {
    const w = await buildWaitlistWorld()
    await capacity(w, 1)
    const family = await waitingFamily(w)
    await gql(OFFER, { IDEnquiry: family.enquiryId }, w.staff.token)
    expect((await gql(CANCEL, { ID: family.enquiryId }, family.parent.token)).errors).toBeUndefined()
    expect((await offersOf(w, family.enquiryId))[0].status).toBe('withdrawn')
  })
})

describe('auto_waitlist_period', () => {
  it('puts enquiries left without action for the period on the waitlist', async () => {
    const w = await buildWaitlistWorld()
    await setConfig(w.school, 'auto_waitlist_period', '30')
    const idle = await waitingFamily(w, { waitlisted: false })
    const recent = await waitingFamily(w, { waitlisted: false })
    await w.school.db.execute(
      `update enquiries set updated_at = now() - interval '31 days' where id = ${idle.enquiryId}`,
    )
    expect(await runJobNow(autoWaitlist)).toBe(1)
    expect((await enquiryRow(w, idle.enquiryId)).waitlistedAt).not.toBeNull()
    expect((await enquiryRow(w, recent.enquiryId)).waitlistedAt).toBeNull()
    expect((await logOf(w, idle.enquiryId)).map((l) => l.action)).toEqual(['waitlisted'])
  })
})
