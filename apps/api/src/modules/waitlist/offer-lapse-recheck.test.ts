import { enquiryState, singaporeToday } from '@preschool/domain'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { nextInSingapore, onFixedClock } from '../../test/clock'
import { seatOffers } from '../../db/schema'
import { gql, testServer } from '../../test/server'
import { setConfig } from '../visits/test-fixtures'
import { selectLapsedOffers } from './job-queries'
import { lapseOffer } from './jobs'
import {
  buildWaitlistWorld,
  capacity,
  dayAhead,
  DECLINE,
  enquiryRow,
  logOf,
  OFFER,
  waitingFamily,
} from './test-support'

// A Wednesday ahead of the database clock (its sessions), so "today" is the same weekday every run.
onFixedClock(nextInSingapore(3, 12))

const config = { publicUrl: 'http://127.0.0.1:3999' }

describe('the offer-lapse job when the offer changed after it was picked', () => {
  it('leaves a declined offer, and the new offer made since, alone', async () => {
    const { db } = await testServer()
    const w = await buildWaitlistWorld()
    await capacity(w, 1)
    await setConfig(w.school, 'registration_due_date_days', '3')
    const family = await waitingFamily(w)
    expect((await gql(OFFER, { IDEnquiry: family.enquiryId }, w.staff.token)).errors).toBeUndefined()
    await w.school.db
      .update(seatOffers)
      .set({ dueDate: dayAhead(-1) })
      .where(eq(seatOffers.fkEnquiry, family.enquiryId))
    // The job picks the overdue offer...
    const picked = (await selectLapsedOffers(db, singaporeToday(), 0, 100000)).find(
      (o) => o.fkEnquiry === family.enquiryId,
    )!
    // ...then, before it locks it, staff record that the family declined and offer the place again.
    expect((await gql(DECLINE, { IDEnquiry: family.enquiryId }, w.staff.token)).errors).toBeUndefined()
    expect(await lapseOffer(db, config, picked, singaporeToday())).toBe(false)
    expect((await gql(OFFER, { IDEnquiry: family.enquiryId }, w.staff.token)).errors).toBeUndefined()

    expect(await lapseOffer(db, config, picked, singaporeToday())).toBe(false)
    const offers = await w.school.db
      .select()
      .from(seatOffers)
      .where(eq(seatOffers.fkEnquiry, family.enquiryId))
      .orderBy(asc(seatOffers.id))
    expect(offers.map((o) => [o.id === picked.id, o.status])).toEqual([
      [true, 'declined'],
      [false, 'offered'],
    ])
    expect((await enquiryRow(w, family.enquiryId)).fkEnquiryState).toBe(enquiryState('pre_registration').id)
    expect((await logOf(w, family.enquiryId)).map((l) => l.action)).not.toContain('offer_lapsed')
  })
})
