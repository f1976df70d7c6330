import { EventMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { childClasses } from '../../db/schema'
import { buildFamilyAtCentre } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { BY_ID, eventInput, LISTS, MY_EVENTS, PUBLISH, RSVP, SAVE, setup, SUBMIT } from './test-support'

type World = Awaited<ReturnType<typeof setup>>

const CLASSES = graphql(`
  query EventsClasses($IDSchool: Int!) {
    getEventClasses(IDSchool: $IDSchool) {
      ID
      label
      centreID
      centreLabel
    }
  }
`)

const classOf = async (w: World, childId: number) => {
  const [row] = await w.school.db.select().from(childClasses).where(eq(childClasses.fkChild, childId))
  return row.fkClass
}

/** An event for chosen classes: drafted by the teacher, published by the principal. */
async function classEvent(w: World, classIDs: number[]) {
  const saved = await gql(SAVE, { eventData: eventInput([], { scopes: { classIDs } }) }, w.teacher.token)
  if (saved.errors) throw new Error(saved.errors[0].message)
  const id = saved.data!.createOrSaveEventDraft.ID
  await gql(SUBMIT, { IDEvent: id }, w.teacher.token)
  expect((await gql(PUBLISH, { IDEvent: id }, w.principal.token)).errors).toBeUndefined()
  return id
}

describe('events: class scopes', () => {
  it('invites only the chosen classes: their families see and answer it, a classmate-less neighbour does not', async () => {
    const w = await setup()
    const neighbour = await buildFamilyAtCentre(w.school, w.centre.id)
    const klass = await classOf(w, w.family.childId)
    const id = await classEvent(w, [klass])
    const event = (await gql(BY_ID, { IDEvent: id }, w.principal.token)).data!.eventById
    // The class scope holds its centre, so staff of that centre reach it and nobody else's.
    expect(event.scopes).toEqual([{ centreID: w.centre.id, classID: klass }])
    const listed = (await gql(LISTS, { IDSchool: w.school.id }, w.teacher.token)).data!.getUpcomingEvents
    expect(listed.data.map((e) => e.ID)).toContain(id)
    const elsewhere = (await gql(LISTS, { IDSchool: w.school.id }, w.otherCentre.token)).data!
      .getUpcomingEvents
    expect(elsewhere.data.map((e) => e.ID)).not.toContain(id)

    const mine = (await gql(MY_EVENTS, {}, w.family.parent.token)).data!.getMyEvents
    expect(mine.map((m) => m.event.ID)).toEqual([id])
    expect((await gql(MY_EVENTS, {}, neighbour.parent.token)).data!.getMyEvents).toEqual([])
    const answer = (childId: number) => ({
      IDEvent: id,
      IDChild: childId,
      rsvp: { attending: true, acceptTerms: true },
    })
    expect((await gql(RSVP, answer(w.family.childId), w.family.parent.token)).errors).toBeUndefined()
    const refused = await gql(RSVP, answer(neighbour.childId), neighbour.parent.token)
    expect(refused.errors?.[0].message).toBe(EventMsg.notInvited)
  })

  it('refuses classes out of the drafter’s reach and classes of another school', async () => {
    const w = await setup()
    const otherClass = await classOf(w, w.otherFamily.childId)
    const save = (classIDs: number[]) =>
      gql(SAVE, { eventData: eventInput([], { scopes: { classIDs } }) }, w.teacher.token)
    expect(errorCode(await save([otherClass]))).toBe('FORBIDDEN')
    const stranger = await setup()
    expect(errorCode(await save([await classOf(stranger, stranger.family.childId)]))).toBe('FORBIDDEN')
    const mixed = await save([await classOf(w, w.family.childId), otherClass])
    expect(errorCode(mixed)).toBe('FORBIDDEN')
    expect((await gql(LISTS, { IDSchool: w.school.id }, w.hq.token)).data!.getDraftEvents.totalCount).toBe(0)
  })
})

describe('events: the classes the form offers', () => {
  it('lists the classes of the centres in reach only; every centre’s for head office', async () => {
    const w = await setup()
    const mine = await classOf(w, w.family.childId)
    const theirs = await classOf(w, w.otherFamily.childId)
    const ids = async (token: string) =>
      (await gql(CLASSES, { IDSchool: w.school.id }, token)).data!.getEventClasses.map((c) => c.ID)
    expect(await ids(w.teacher.token)).toEqual([mine])
    expect(await ids(w.otherCentre.token)).toEqual([theirs])
    expect((await ids(w.hq.token)).sort()).toEqual([mine, theirs].sort())
    const [first] = (await gql(CLASSES, { IDSchool: w.school.id }, w.teacher.token)).data!.getEventClasses
    expect(first).toMatchObject({ centreID: w.centre.id, centreLabel: expect.any(String) })
    for (const token of [w.noModule.token, w.family.parent.token])
      expect(errorCode(await gql(CLASSES, { IDSchool: w.school.id }, token))).toBe('FORBIDDEN')
  })
})
