import { SeatOfferMsg } from '@preschool/domain'
import { beforeEach, describe, expect, it } from 'vitest'
import { levels } from '../../db/schema'
import {
  buildCapacity,
  buildCentre,
  buildFamily,
  buildSchool,
  type TestSchool,
  unique,
} from '../../test/builders'
import { centreLevelVacancy, endSeatOffer, reserveSeat } from './index'

const MONTH = '2031-03-01'

interface World {
  school: TestSchool
  centreId: number
  levelId: number
}

async function buildWorld(capacity: number): Promise<World> {
  const school = await buildSchool()
  const centre = await buildCentre(school)
  const [level] = await school.db
    .insert(levels)
    .values({ fkSchool: school.id, label: `K1 ${unique()}`, fromMonth: 48, toMonth: 60 })
    .returning()
  await buildCapacity(school, { centreId: centre.id, levelId: level.id, month: MONTH, capacity })
  return { school, centreId: centre.id, levelId: level.id }
}

const enquiryOf = async (w: World) =>
  (
    await buildFamily(w.school, {
      centreId: w.centreId,
      levelId: w.levelId,
      enrollmentPlan: MONTH,
      child: { dateOfBirth: '2027-02-01', lastname: `Lim${unique()}` },
    })
  ).enquiryId

const seat = (w: World, month = MONTH) => ({
  fkSchool: w.school.id,
  fkCentre: w.centreId,
  fkLevel: w.levelId,
  month,
  dueDate: null,
  fkUser: null,
})

const offer = (w: World, fkEnquiry: number, month = MONTH) =>
  w.school.db.transaction((tx) => reserveSeat(tx, { ...seat(w, month), fkEnquiry }))

const vacancy = (w: World, date: string) =>
  centreLevelVacancy(w.school.db, { fkSchool: w.school.id, fkCentre: w.centreId, fkLevel: w.levelId, date })

describe('holding a seat for an enquiry', () => {
  let w: World
  beforeEach(async () => {
    w = await buildWorld(1)
  })

  it('offers the last seat once when two offers are made at the same time', async () => {
    const [first, second] = [await enquiryOf(w), await enquiryOf(w)]
    // The first offer stays uncommitted for a moment while the second is made, so that on PostgreSQL the second
    // counts seats during the first's transaction (without the lock it would see the seat free).
    const slowFirst = w.school.db.transaction(async (tx) => {
      const row = await reserveSeat(tx, { ...seat(w), fkEnquiry: first })
      await new Promise((resolve) => setTimeout(resolve, 150))
      return row
    })
    await new Promise((resolve) => setTimeout(resolve, 30))
    const results = await Promise.allSettled([slowFirst, offer(w, second)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected')
    expect((refused as PromiseRejectedResult).reason.message).toBe(SeatOfferMsg.noSeat)
    expect(await vacancy(w, MONTH)).toMatchObject({ capacity: 1, offered: 1, vacancies: 0 })
  })

  it('holds the seat from its month on, not before', async () => {
    await offer(w, await enquiryOf(w))
    expect((await vacancy(w, '2031-02-14')).offered).toBe(0)
    expect((await vacancy(w, '2031-09-01')).offered).toBe(1)
  })

  it('refuses a second live offer for the same enquiry', async () => {
    await buildCapacity(w.school, { centreId: w.centreId, levelId: w.levelId, month: MONTH, capacity: 5 })
    const enquiry = await enquiryOf(w)
    await offer(w, enquiry)
    await expect(offer(w, enquiry)).rejects.toThrow(SeatOfferMsg.alreadyOffered)
  })

  it('frees the seat when the offer lapses, and refuses to end it twice', async () => {
    const enquiry = await enquiryOf(w)
    await offer(w, enquiry)
    const end = () =>
      endSeatOffer(w.school.db, { fkSchool: w.school.id, fkEnquiry: enquiry, status: 'lapsed' })
    expect((await end()).status).toBe('lapsed')
    expect((await vacancy(w, MONTH)).vacancies).toBe(1)
    await expect(end()).rejects.toThrow(SeatOfferMsg.noLiveOffer)
  })

  it('keeps the seat while registration is under way', async () => {
    const enquiry = await enquiryOf(w)
    await offer(w, enquiry)
    await endSeatOffer(w.school.db, { fkSchool: w.school.id, fkEnquiry: enquiry, status: 'accepted' })
    expect((await vacancy(w, MONTH)).vacancies).toBe(0)
  })

  it('stores the first of the month whatever day is given', async () => {
    const row = await offer(w, await enquiryOf(w), '2031-03-15')
    expect(row.month).toBe(MONTH)
  })
})
