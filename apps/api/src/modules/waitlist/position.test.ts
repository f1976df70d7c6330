import { describe, expect, it } from 'vitest'
import { gql } from '../../test/server'
import { setConfig } from '../visits/test-fixtures'
import {
  buildWaitlistWorld,
  capacity,
  dayAhead,
  monthAhead,
  OFFER,
  POSITIONS,
  tag,
  tagEnquiry,
  waitingFamily,
} from './test-support'

describe("the parent's place in the queue", () => {
  it('shows an honest position, the expected month of an offer and the reasons, never weights', async () => {
    const w = await buildWaitlistWorld()
    // One place from two months ahead, two more from four months ahead.
    await capacity(w, 1, monthAhead(2))
    await capacity(w, 3, monthAhead(4))
    const ahead = await waitingFamily(w, { createdAt: new Date('2026-01-01T00:00:00Z') })
    const mine = await waitingFamily(w, { createdAt: new Date('2026-02-01T00:00:00Z') })
    const sibling = await tag(w, 'Sibling', 20)
    await tagEnquiry(w, ahead.enquiryId, sibling.id)
    const result = await gql(POSITIONS, {}, mine.parent.token)
    expect(result.errors).toBeUndefined()
    const [position] = result.data!.getMyWaitlistPositions
    expect(position).toMatchObject({
      IDEnquiry: mine.enquiryId,
      position: 2,
      queueLength: 2,
      expectedOfferMonth: monthAhead(4),
      offer: null,
    })
    expect(position.reasons[0]).toBe('1 family stands before yours in this queue')
    expect(JSON.stringify(result)).not.toContain('Sibling')
    // Another family's enquiry never shows.
    expect(result.data!.getMyWaitlistPositions.map((p) => p.IDEnquiry)).toEqual([mine.enquiryId])
    const first = await gql(POSITIONS, {}, ahead.parent.token)
    expect(first.data!.getMyWaitlistPositions[0]).toMatchObject({
      position: 1,
      expectedOfferMonth: monthAhead(2),
    })
  })

  it('names the tags where the school allows it', async () => {
    const w = await buildWaitlistWorld()
    await setConfig(w.school, 'show_waitlist_tags_to_parents', '1')
    const family = await waitingFamily(w)
    const sibling = await tag(w, 'Sibling', 73)
    await tagEnquiry(w, family.enquiryId, sibling.id)
    const [position] = (await gql(POSITIONS, {}, family.parent.token)).data!.getMyWaitlistPositions
    expect(position.reasons).toContain(`Priority: ${sibling.description}`)
    expect(position.expectedOfferMonth).toBeNull()
    // The tag's name carries a random suffix that may hold the digits: the weight must appear nowhere else.
    expect(position.reasons.join(' ').replaceAll(sibling.description, '')).not.toContain('73')
  })

  it('shows the offer and its due date once a place is offered', async () => {
    const w = await buildWaitlistWorld()
    await capacity(w, 1)
    await setConfig(w.school, 'registration_due_date_days', '5')
    const family = await waitingFamily(w)
    await gql(OFFER, { IDEnquiry: family.enquiryId }, w.staff.token)
    const [position] = (await gql(POSITIONS, {}, family.parent.token)).data!.getMyWaitlistPositions
    expect(position).toMatchObject({
      position: 0,
      offer: { month: monthAhead(2), dueDate: dayAhead(5), status: 'offered' },
    })
  })

  it('is for parents only', async () => {
    const w = await buildWaitlistWorld()
    expect((await gql(POSITIONS, {}, w.staff.token)).errors?.[0].message).toBe('unauthorized')
  })
})
