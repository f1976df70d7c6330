import { Access, enquiryState, VisitMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { enquiries } from '../../db/schema'
import { buildCentre, buildHQ, buildSchool, buildStaff } from '../../test/builders'
import { nextInSingapore, onFixedClock } from '../../test/clock'
import { errorCode, gql } from '../../test/server'
import {
  activitiesOf,
  bookedSeats,
  buildAvailability,
  buildFamily,
  buildVisitWorld,
  decisionEmailsTo,
  type Family,
  message,
  decisionNoticesOf,
  Ops,
  RW,
  run,
  seat,
  setConfig,
  stateOf,
  type VisitWorld,
  visitRow,
  weekdayAfter,
  weekdayAhead,
} from './test-fixtures'

async function bookedVisit(world: VisitWorld, family?: Family) {
  const availability = await buildAvailability(world)
  const owner = family ?? (await buildFamily(world))
  const date = weekdayAhead(7)
  const { visit } = await run(
    'book',
    { IDEnquiry: owner.enquiryId, date, from: '09:00', to: '09:30' },
    owner.parent.token,
  )
  return { availability, family: owner, date, visitId: visit!.ID }
}

describe('approving and rejecting centre visits', () => {
  // A Saturday in Singapore: the visit a week ahead and a trial nine days ahead both fall on the Monday after.
  onFixedClock(nextInSingapore(6, 10))

  it('approves a pending visit: status, enquiry state, activity, notification and email in one go', async () => {
    const world = await buildVisitWorld()
    const { family, visitId } = await bookedVisit(world)
    const { result, visit } = await run(
      'approve',
      { IDVisit: visitId, remarks: ' See you at 9 ' },
      world.staff.token,
    )
    expect(result.errors).toBeUndefined()
    expect(visit).toMatchObject({
      status: 'completed',
      statusText: 'Centre Visit Approved',
      approvalDisplay: 'Approved',
      completed: true,
      comment: 'See you at 9',
    })
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(enquiryState('visit_approved').id)
    const activity = (await activitiesOf(world, family.enquiryId)).at(-1)
    expect(activity).toMatchObject({
      action: 'approve_visit',
      fkFromState: enquiryState('pending_visit').id,
      fkToState: enquiryState('visit_approved').id,
      fkUser: world.staff.id,
      remarks: 'See you at 9',
    })
    const [notification] = await decisionNoticesOf(world, family.parent.id)
    expect(notification).toMatchObject({
      title: 'Centre visit approved',
      navigate: '/dashboard',
      read: false,
    })
    expect(notification.body).toContain(world.centre.label)
    expect(notification.body).toContain('Remarks: See you at 9')
    // The parent now expected at the centre is told where it is, and when in Singapore time.
    expect(notification.body).toContain('The centre is at 1 Test Street, Singapore 238801.')
    expect(notification.body).toMatch(/on \w{3}, \d{2} \w{3} \d{4}, 09:00 to 09:30 is confirmed/)
    const [email] = await decisionEmailsTo(world, family.parent.email)
    expect(email).toMatchObject({ channel: 'email', subject: 'Centre visit approved', status: 'pending' })
    expect(email.bodyText).toContain('http://127.0.0.1:3999/dashboard')
    expect(email.bodyHtml).toContain('Little Steps @ Test, East')

    const again = await run('approve', { IDVisit: visitId }, world.staff.token)
    expect(message(again.result)).toBe(VisitMsg.notPending)
    expect(errorCode(again.result)).toBe('CONFLICT')
  })

  it('rejects a pending visit: the seat is freed and the family can book again', async () => {
    const world = await buildVisitWorld()
    const { availability, family, date, visitId } = await bookedVisit(world)
    const { visit } = await run(
      'reject',
      { IDVisit: visitId, remarks: 'Centre closed for an event' },
      world.hq.token,
    )
    expect(visit).toMatchObject({
      status: 'rejected',
      statusText: 'Centre Visit Rejected',
      approvalDisplay: 'Declined',
    })
    expect(await bookedSeats(world, availability.id)).toEqual([seat(date, '09:00', 0)])
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(enquiryState('visit_rejected').id)
    const [notification] = await decisionNoticesOf(world, family.parent.id)
    expect(notification.title).toBe('Centre visit declined')
    expect(await decisionEmailsTo(world, family.parent.email)).toHaveLength(1)
    const rebooked = await run(
      'book',
      { IDEnquiry: family.enquiryId, date, from: '10:00', to: '10:30' },
      family.parent.token,
    )
    expect(rebooked.result.errors).toBeUndefined()
  })

  it('refuses parents, staff without approve, staff of another centre and staff of another school', async () => {
    const world = await buildVisitWorld()
    const { family, visitId } = await bookedVisit(world)
    const readWrite = await buildStaff(world.school, { visit_management: RW }, [world.centre.id])
    const elsewhere = await buildStaff(world.school, { visit_management: Access.approve | Access.read }, [
      world.otherCentre.id,
    ])
    const otherSchool = await buildSchool()
    await buildCentre(otherSchool)
    const foreignHq = await buildHQ(otherSchool, { visit_management: Access.approve | Access.read })
    for (const op of ['approve', 'reject'] as const) {
      expect(errorCode((await run(op, { IDVisit: visitId }, family.parent.token)).result)).toBe('FORBIDDEN')
      expect(errorCode((await run(op, { IDVisit: visitId }, readWrite.token)).result)).toBe('FORBIDDEN')
      expect(errorCode((await run(op, { IDVisit: visitId }, elsewhere.token)).result)).toBe('FORBIDDEN')
      expect(errorCode((await run(op, { IDVisit: visitId }, foreignHq.token)).result)).toBe('FORBIDDEN')
      expect(errorCode((await run(op, { IDVisit: visitId })).result)).toBe('UNAUTHENTICATED')
    }
    expect((await visitRow(world, visitId)).status).toBe('created')
    expect(await decisionNoticesOf(world, family.parent.id)).toEqual([])
  })

  it('refuses a decision when the enquiry has moved on, and a trial id given as a visit', async () => {
    const world = await buildVisitWorld()
    const { family, visitId } = await bookedVisit(world)
    await world.school.db
      .update(enquiries)
      .set({ fkEnquiryState: enquiryState('pending_trial').id })
      .where(eq(enquiries.id, family.enquiryId))
    expect(message((await run('approve', { IDVisit: visitId }, world.staff.token)).result)).toBe(
      VisitMsg.wrongStage,
    )
    expect(errorCode((await run('approveTrial', { IDVisit: visitId }, world.staff.token)).result)).toBe(
      'NOT_FOUND',
    )
  })
})

describe('skipping the centre visit', () => {
  it('skips with optional remarks: a pending visit is skipped and freed, the enquiry moves to visit_skipped', async () => {
    const world = await buildVisitWorld()
    const { availability, family, date, visitId } = await bookedVisit(world)
    const result = await gql(Ops.skipVisit, { IDEnquiry: family.enquiryId }, world.staff.token)
    expect(result.errors).toBeUndefined()
    expect(result.data?.skipCentreVisit).toEqual({
      ID: family.enquiryId,
      skipCentreVisit: true,
      admissionStatus: { stateCode: 'visit_skipped' },
    })
    expect((await visitRow(world, visitId)).status).toBe('skipped')
    expect(await bookedSeats(world, availability.id)).toEqual([seat(date, '09:00', 0)])
    const activity = (await activitiesOf(world, family.enquiryId)).at(-1)
    expect(activity).toMatchObject({ action: 'skip_visit', remarks: null, fkUser: world.staff.id })
    const [skipNotice] = await decisionNoticesOf(world, family.parent.id)
    expect(skipNotice.title).toBe('Centre visit not needed')
    // The parent hears that the visit they had booked is called off, and when it was (Singapore time).
    expect(skipNotice.body).toMatch(
      /so the centre visit booked for \w{3}, \d{2} \w{3} \d{4}, 09:00 to 09:30 is cancelled\. You can go on to the next step\.$/,
    )
    // Skipped once, it cannot be skipped again, and the family cannot book a centre visit any more.
    const again = await gql(
      Ops.skipVisit,
      { IDEnquiry: family.enquiryId, remarks: 'again' },
      world.staff.token,
    )
    expect(message(again)).toBe(VisitMsg.cannotSkipVisit)
  })

  it('refuses parents and staff of another centre', async () => {
    const world = await buildVisitWorld()
    const family = await buildFamily(world)
    const elsewhere = await buildStaff(world.school, { visit_management: Access.approve }, [
      world.otherCentre.id,
    ])
    expect(errorCode(await gql(Ops.skipVisit, { IDEnquiry: family.enquiryId }, family.parent.token))).toBe(
      'FORBIDDEN',
    )
    expect(errorCode(await gql(Ops.skipVisit, { IDEnquiry: family.enquiryId }, elsewhere.token))).toBe(
      'FORBIDDEN',
    )
    expect((await stateOf(world, family.enquiryId)).skipCentreVisit).toBe(false)
  })
})

describe('telling the parent', () => {
  it('sends a notification and an email to the parent for every decision, each with the same title', async () => {
    const world = await buildVisitWorld()
    await setConfig(world.school, 'trial_period_fee', '2500')
    await buildAvailability(world, { visitType: 'trial', from: '09:00', to: '11:00', slotMinutes: 60 })
    // Two weekdays after the centre visit's day: a trial comes after the visit whatever day the test runs.
    const trialDate = weekdayAfter(weekdayAhead(7), 2)
    const bookTrial = async (family: Family, from: string, to: string) =>
      (
        await run(
          'bookTrial',
          { IDEnquiry: family.enquiryId, date: trialDate, from, to },
          family.parent.token,
        )
      ).visit!.ID
    const decide = async (op: Parameters<typeof run>[0], IDVisit: number, remarks?: string) =>
      expect((await run(op, { IDVisit, remarks }, world.staff.token)).result.errors).toBeUndefined()

    const approved = await bookedVisit(world)
    await decide('approve', approved.visitId)
    const firstTrial = await bookTrial(approved.family, '09:00', '10:00')
    await decide('pay', firstTrial)
    await decide('rejectTrial', firstTrial, 'Class full that day')
    await decide('approveTrial', await bookTrial(approved.family, '10:00', '11:00'))

    const rejected = await bookedVisit(world)
    await decide('reject', rejected.visitId, 'Centre closed for an event')

    const skipped = await buildFamily(world)
    const staff = world.staff.token
    expect((await gql(Ops.skipVisit, { IDEnquiry: skipped.enquiryId }, staff)).errors).toBeUndefined()
    const remarks = 'Sibling already enrolled'
    expect(
      (await gql(Ops.skipTrial, { IDEnquiry: skipped.enquiryId, remarks }, staff)).errors,
    ).toBeUndefined()

    const expected: [Family, string[]][] = [
      [
        approved.family,
        ['Centre visit approved', 'Trial class fee received', 'Trial class declined', 'Trial class approved'],
      ],
      [rejected.family, ['Centre visit declined']],
      [skipped, ['Centre visit not needed', 'Trial class not needed']],
    ]
    for (const [family, titles] of expected) {
      const notifications = await decisionNoticesOf(world, family.parent.id)
      expect(notifications.map((n) => n.title)).toEqual(titles)
      expect(notifications.every((n) => n.navigate === '/dashboard' && !n.read)).toBe(true)
      const emails = await decisionEmailsTo(world, family.parent.email)
      expect(emails.map((e) => e.subject)).toEqual(titles)
      emails.forEach((email, i) => {
        expect(email.channel).toBe('email')
        expect(email.bodyText).toContain(notifications[i].body)
        expect(email.bodyText).toContain('http://127.0.0.1:3999/dashboard')
      })
    }
    const trialNotices = await decisionNoticesOf(world, approved.family.parent.id)
    // The paid fee of the declined trial counts for the next one; the parent hears so.
    expect(trialNotices[2].body).toContain(
      'The trial class fee you paid counts for the trial class you book next. Remarks: Class full that day',
    )
    expect(trialNotices[3].body).toContain('The centre is at 1 Test Street, Singapore 238801.')
    const rejectedNotice = (await decisionNoticesOf(world, rejected.family.parent.id))[0]
    expect(rejectedNotice.body).not.toContain('fee')
    // Staff are not told about their own decisions.
    expect(await decisionNoticesOf(world, world.staff.id)).toEqual([])
  })
})
