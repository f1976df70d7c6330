import { Access, addDays, enquiryState, singaporeInstant, VisitMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildCentre, buildHQ, buildSchool, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import {
  activitiesOf,
  bookedSeats,
  buildAvailability,
  buildFamily,
  buildVisitWorld,
  decisionEmailsTo,
  message,
  decisionNoticesOf,
  Ops,
  run,
  seat,
  setConfig,
  stateOf,
  type VisitWorld,
  visitRow,
  weekdayAhead,
} from './test-fixtures'

const INVOICE = graphql(`
  query VisitsTrialInvoice($IDEnquiry: Int!) {
    getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {
      IDVisit
      IDEnquiry
      label
      amount
      status
      createdAt
    }
  }
`)
const TRIAL_SLOTS = graphql(`
  query VisitsTrialSlots($date: Date!, $IDEnquiry: Int!) {
    getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: "trial") {
      from
      to
    }
  }
`)
const TRIAL_DAYS = graphql(`
  query VisitsTrialDays($IDEnquiry: Int!, $month: String!) {
    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: "trial", month: $month)
  }
`)
const FLOW = graphql(`
  query VisitsTrialFlow($IDEnquiry: Int!) {
    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {
      nextAction
      steps {
        code
        status
      }
    }
  }
`)

async function trialWorld() {
  const world = await buildVisitWorld()
  const availability = await buildAvailability(world, {
    visitType: 'trial',
    from: '09:00',
    to: '11:00',
    slotMinutes: 60,
  })
  return { world, availability, date: weekdayAhead(9) }
}

const trialSlot = (date: string, from = '09:00', to = '10:00') => ({ date, from, to })

async function skipTrial(world: VisitWorld, enquiryId: number, remarks: string, token: string) {
  return gql(Ops.skipTrial, { IDEnquiry: enquiryId, remarks }, token)
}

describe('trial classes', () => {
  it('books a free trial after the visit is approved, and staff approve it', async () => {
    const { world, availability, date } = await trialWorld()
    const family = await buildFamily(world, { state: 'visit_approved' })
    const { result, visit } = await run(
      'bookTrial',
      { IDEnquiry: family.enquiryId, ...trialSlot(date) },
      family.parent.token,
    )
    expect(result.errors).toBeUndefined()
    expect(visit).toMatchObject({
      visitType: 'trial',
      status: 'created',
      statusText: 'Pending trial class',
      trialPeriodFee: 0,
      trialPeriodPaymentStatus: null,
    })
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(enquiryState('pending_trial').id)
    expect(await bookedSeats(world, availability.id)).toEqual([seat(date, '09:00', 1)])
    const invoice = await gql(INVOICE, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(invoice.data?.getTrialPeriodInvoice).toBeNull()

    const approved = await run('approveTrial', { IDVisit: visit?.ID }, world.staff.token)
    expect(approved.visit).toMatchObject({ status: 'completed', statusText: 'Trial Class Approved' })
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(enquiryState('trial_approved').id)
    expect((await decisionNoticesOf(world, family.parent.id))[0]).toMatchObject({
      title: 'Trial class approved',
      navigate: '/dashboard',
    })
    expect((await decisionEmailsTo(world, family.parent.email))[0].subject).toBe('Trial class approved')
    expect((await activitiesOf(world, family.enquiryId)).map((a) => a.action)).toEqual([
      'schedule_trial',
      'approve_trial',
    ])
  })

  it('offers and books a trial only after the centre visit: never before or during it', async () => {
    const { world, date } = await trialWorld()
    await buildAvailability(world, { from: '09:00', to: '10:00' })
    const family = await buildFamily(world)
    const visit = (
      await run(
        'book',
        { IDEnquiry: family.enquiryId, date, from: '09:30', to: '10:00' },
        family.parent.token,
      )
    ).visit!
    await run('approve', { IDVisit: visit.ID }, world.staff.token)
    const slots = await gql(TRIAL_SLOTS, { date, IDEnquiry: family.enquiryId }, family.parent.token)
    // The 09:00 trial slot overlaps the 09:30 visit: only 10:00 is offered that day.
    expect(slots.data?.getVisitTimeSlot.map((s) => s.from)).toEqual(['10:00'])
    const earlier = await gql(
      TRIAL_SLOTS,
      { date: addDays(date, -1), IDEnquiry: family.enquiryId },
      family.parent.token,
    )
    expect(earlier.data?.getVisitTimeSlot).toEqual([])
    const days = await gql(
      TRIAL_DAYS,
      { IDEnquiry: family.enquiryId, month: date.slice(0, 7) },
      family.parent.token,
    )
    expect(days.data?.getAvailableDaysOfMonth.every((d) => d >= date)).toBe(true)
    expect(days.data?.getAvailableDaysOfMonth).toContain(date)

    const before = await run(
      'bookTrial',
      { IDEnquiry: family.enquiryId, ...trialSlot(date) },
      family.parent.token,
    )
    expect(message(before.result)).toBe(VisitMsg.trialBeforeVisit)
    expect(errorCode(before.result)).toBe('BAD_USER_INPUT')
    const trial = await run(
      'bookTrial',
      { IDEnquiry: family.enquiryId, ...trialSlot(date, '10:00', '11:00') },
      family.parent.token,
    )
    expect(trial.result.errors).toBeUndefined()
    // Moving it before the visit is refused the same way.
    const moved = await run(
      'rescheduleTrial',
      { IDVisit: trial.visit?.ID, ...trialSlot(date) },
      family.parent.token,
    )
    expect(message(moved.result)).toBe(VisitMsg.trialBeforeVisit)
  })

  it('charges the school’s trial fee: pending payment until staff record it, approval refused meanwhile', async () => {
    const { world, date } = await trialWorld()
    await setConfig(world.school, 'trial_period_fee', '2500')
    const family = await buildFamily(world, { state: 'visit_skipped' })
    const { visit } = await run(
      'bookTrial',
      { IDEnquiry: family.enquiryId, ...trialSlot(date) },
      family.parent.token,
    )
    expect(visit).toMatchObject({ trialPeriodFee: 2500, trialPeriodPaymentStatus: 'pending' })
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(
      enquiryState('pending_trial_payment').id,
    )

    const invoice = await gql(INVOICE, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(invoice.data?.getTrialPeriodInvoice).toMatchObject({
      IDVisit: visit?.ID,
      amount: 2500,
      status: 'pending',
    })
    expect(invoice.data?.getTrialPeriodInvoice?.label).toContain(`Trial class at ${world.centre.label}`)
    const stranger = await buildFamily(world)
    expect(errorCode(await gql(INVOICE, { IDEnquiry: family.enquiryId }, stranger.parent.token))).toBe(
      'FORBIDDEN',
    )
    expect(
      (await gql(INVOICE, { IDEnquiry: family.enquiryId }, world.staff.token)).data?.getTrialPeriodInvoice
        ?.amount,
    ).toBe(2500)

    const early = await run('approveTrial', { IDVisit: visit?.ID }, world.staff.token)
    expect(message(early.result)).toBe(
      'The trial class fee has not been paid yet. Record the payment before approving the trial.',
    )
    expect(errorCode((await run('pay', { IDVisit: visit?.ID }, family.parent.token)).result)).toBe(
      'FORBIDDEN',
    )

    const paid = await run('pay', { IDVisit: visit?.ID }, world.staff.token)
    expect(paid.visit).toMatchObject({ trialPeriodPaymentStatus: 'completed', status: 'created' })
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(enquiryState('pending_trial').id)
    expect(message((await run('pay', { IDVisit: visit?.ID }, world.staff.token)).result)).toBe(
      VisitMsg.noPaymentDue,
    )
    expect((await decisionNoticesOf(world, family.parent.id))[0].title).toBe('Trial class fee received')
    expect(
      (await run('approveTrial', { IDVisit: visit?.ID }, world.staff.token)).result.errors,
    ).toBeUndefined()
  })

  it('refuses a trial before the centre visit is decided, when skipped, or twice', async () => {
    const { world, date } = await trialWorld()
    const book = async (
      family: { enquiryId: number; parent: { token: string } },
      from = '09:00',
      to = '10:00',
    ) =>
      message(
        (
          await run(
            'bookTrial',
            { IDEnquiry: family.enquiryId, ...trialSlot(date, from, to) },
            family.parent.token,
          )
        ).result,
      )
    expect(await book(await buildFamily(world))).toBe(VisitMsg.cannotBookTrial)
    expect(await book(await buildFamily(world, { state: 'pending_visit' }))).toBe(VisitMsg.cannotBookTrial)
    expect(await book(await buildFamily(world, { state: 'visit_approved', skipTrial: true }))).toBe(
      VisitMsg.trialSkipped,
    )
    // With the centre visit skipped (skip_visit), the trial is the first booking.
    expect(await book(await buildFamily(world, { skipCentreVisit: true }))).toBeUndefined()
    const family = await buildFamily(world, { state: 'visit_approved' })
    expect(await book(family)).toBeUndefined()
    expect(await book(family, '10:00', '11:00')).toBe(VisitMsg.cannotBookTrial)
    // A centre visit slot is not a trial slot.
    const visitOnly = await buildAvailability(world, { from: '14:00', to: '15:00' })
    expect(visitOnly.visitType).toBe('centre_visit')
    expect(await book(await buildFamily(world, { state: 'visit_approved' }), '14:00', '14:30')).toBe(
      VisitMsg.outsideAvailability,
    )
  })

  it('follows the enquiry’s skip flags (skip_visit, skip_trial) in the parent’s steps and in what it may book', async () => {
    const { world, date } = await trialWorld()
    await buildAvailability(world, { from: '14:00', to: '15:00' })
    const flowOf = async (family: { enquiryId: number; parent: { token: string } }) => {
      const result = await gql(FLOW, { IDEnquiry: family.enquiryId }, family.parent.token)
      expect(result.errors).toBeUndefined()
      const { nextAction, steps } = result.data!.getEnquiryFrontendStates
      return { nextAction, steps: steps.map((s) => `${s.code}:${s.status}`) }
    }
    const bookAs = (op: 'book' | 'bookTrial', family: { enquiryId: number; parent: { token: string } }) =>
      run(
        op,
        {
          IDEnquiry: family.enquiryId,
          ...(op === 'book' ? trialSlot(date, '14:00', '14:30') : trialSlot(date)),
        },
        family.parent.token,
      ).then((r) => message(r.result))

    // Both skipped: nothing to book, the parent is at registration.
    const neither = await buildFamily(world, { skipCentreVisit: true, skipTrial: true })
    expect(await flowOf(neither)).toEqual({
      nextAction: 'register',
      steps: ['schedule:done', 'centre_visit:skipped', 'trial_class:skipped', 'registration:current'],
    })
    expect(await bookAs('book', neither)).toBe(VisitMsg.visitSkipped)
    expect(await bookAs('bookTrial', neither)).toBe(VisitMsg.trialSkipped)

    // The centre visit skipped, back at state visit: the trial is what the parent books next, and may book.
    const trialOnly = await buildFamily(world, { state: 'visit', skipCentreVisit: true })
    expect(await flowOf(trialOnly)).toEqual({
      nextAction: 'book_trial',
      steps: ['schedule:done', 'centre_visit:skipped', 'trial_class:current', 'registration:upcoming'],
    })
    expect(await bookAs('book', trialOnly)).toBe(VisitMsg.visitSkipped)
    expect(await bookAs('bookTrial', trialOnly)).toBeUndefined()
  })

  it('moves a pending trial to another slot and keeps the enquiry’s state', async () => {
    const { world, availability, date } = await trialWorld()
    await setConfig(world.school, 'trial_period_fee', '1000')
    const family = await buildFamily(world, { state: 'visit_approved' })
    const { visit } = await run(
      'bookTrial',
      { IDEnquiry: family.enquiryId, ...trialSlot(date) },
      family.parent.token,
    )
    const moved = await run(
      'rescheduleTrial',
      { IDVisit: visit?.ID, ...trialSlot(date, '10:00', '11:00') },
      family.parent.token,
    )
    expect(moved.result.errors).toBeUndefined()
    expect(moved.visit?.visitFrom).toBe(singaporeInstant(date, '10:00').toISOString())
    expect(await bookedSeats(world, availability.id)).toEqual([
      seat(date, '09:00', 0),
      seat(date, '10:00', 1),
    ])
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(
      enquiryState('pending_trial_payment').id,
    )
    expect((await activitiesOf(world, family.enquiryId)).at(-1)?.action).toBe('reschedule_trial')
    // A centre visit's reschedule does not take a trial.
    const wrongKind = await run(
      'reschedule',
      { IDVisit: visit?.ID, ...trialSlot(date, '10:00', '11:00') },
      family.parent.token,
    )
    expect(errorCode(wrongKind.result)).toBe('NOT_FOUND')
  })

  it('rejects a trial: seat freed, trial_rejected, and a paid fee counts for the next booking', async () => {
    const { world, availability, date } = await trialWorld()
    await setConfig(world.school, 'trial_period_fee', '2500')
    const family = await buildFamily(world, { state: 'visit_approved' })
    const { visit } = await run(
      'bookTrial',
      { IDEnquiry: family.enquiryId, ...trialSlot(date) },
      family.parent.token,
    )
    await run('pay', { IDVisit: visit?.ID }, world.staff.token)
    const rejected = await run(
      'rejectTrial',
      { IDVisit: visit?.ID, remarks: 'Class full that day' },
      world.staff.token,
    )
    expect(rejected.visit).toMatchObject({
      status: 'rejected',
      statusText: 'Trial Class Rejected',
      comment: 'Class full that day',
    })
    expect(await bookedSeats(world, availability.id)).toEqual([seat(date, '09:00', 0)])
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(enquiryState('trial_rejected').id)
    expect((await decisionNoticesOf(world, family.parent.id)).map((n) => n.title)).toEqual([
      'Trial class fee received',
      'Trial class declined',
    ])
    const again = await run(
      'bookTrial',
      { IDEnquiry: family.enquiryId, ...trialSlot(date, '10:00', '11:00') },
      family.parent.token,
    )
    expect(again.visit).toMatchObject({ trialPeriodFee: 2500, trialPeriodPaymentStatus: 'completed' })
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(enquiryState('pending_trial').id)
  })

  it('skips the trial only with remarks: a pending trial is skipped and the enquiry moves to enrolment', async () => {
    const { world, availability, date } = await trialWorld()
    const family = await buildFamily(world, { state: 'visit_approved' })
    const { visit } = await run(
      'bookTrial',
      { IDEnquiry: family.enquiryId, ...trialSlot(date) },
      family.parent.token,
    )
    for (const remarks of ['', '   ']) {
      const refused = await skipTrial(world, family.enquiryId, remarks, world.staff.token)
      expect(message(refused)).toBe('remarks: Remarks are required')
      expect(refused.errors?.[0].extensions?.fields).toEqual({ remarks: 'Remarks are required' })
      expect(errorCode(refused)).toBe('BAD_USER_INPUT')
    }
    expect(errorCode(await skipTrial(world, family.enquiryId, 'ok', family.parent.token))).toBe('FORBIDDEN')
    const skipped = await skipTrial(world, family.enquiryId, 'Sibling already enrolled', world.staff.token)
    expect(skipped.errors).toBeUndefined()
    expect(skipped.data?.skipTrialVisit).toEqual({
      ID: family.enquiryId,
      skipTrial: true,
      admissionStatus: { stateCode: 'enrolment' },
    })
    expect((await visitRow(world, visit!.ID)).status).toBe('skipped')
    expect(await bookedSeats(world, availability.id)).toEqual([seat(date, '09:00', 0)])
    expect((await activitiesOf(world, family.enquiryId)).at(-1)).toMatchObject({
      action: 'skip_trial',
      remarks: 'Sibling already enrolled',
      fkToState: enquiryState('enrolment').id,
    })
    const skipBody = (await decisionNoticesOf(world, family.parent.id))[0].body
    expect(skipBody).toContain('Remarks: Sibling already enrolled')
    expect(skipBody).toMatch(/so the trial class booked for .*, 09:00 to 10:00 is cancelled\. You can go on/)
    expect(message(await skipTrial(world, family.enquiryId, 'again', world.staff.token))).toBe(
      VisitMsg.cannotSkipTrial,
    )
  })

  it('refuses trial decisions outside the staff member’s centres and trials of another family', async () => {
    const { world, availability, date } = await trialWorld()
    await setConfig(world.school, 'trial_period_fee', '2500')
    const family = await buildFamily(world, { state: 'visit_approved' })
    const stranger = await buildFamily(world, { state: 'visit_approved' })
    const bookArgs = { IDEnquiry: family.enquiryId, ...trialSlot(date) }
    expect(errorCode((await run('bookTrial', bookArgs, stranger.parent.token)).result)).toBe('FORBIDDEN')
    expect(errorCode((await run('bookTrial', bookArgs, world.staff.token)).result)).toBe('FORBIDDEN')
    const { visit } = await run('bookTrial', bookArgs, family.parent.token)
    const IDVisit = visit!.ID
    const moveArgs = { IDVisit, ...trialSlot(date, '10:00', '11:00') }
    expect(errorCode((await run('rescheduleTrial', moveArgs, stranger.parent.token)).result)).toBe(
      'FORBIDDEN',
    )

    const elsewhere = await buildStaff(world.school, { visit_management: Access.read | Access.approve }, [
      world.otherCentre.id,
    ])
    const otherSchool = await buildSchool()
    await buildCentre(otherSchool)
    const foreignHq = await buildHQ(otherSchool, { visit_management: Access.read | Access.approve })
    for (const op of ['pay', 'approveTrial', 'rejectTrial'] as const) {
      expect(errorCode((await run(op, { IDVisit }, family.parent.token)).result)).toBe('FORBIDDEN')
      expect(errorCode((await run(op, { IDVisit }, elsewhere.token)).result)).toBe('FORBIDDEN')
      expect(errorCode((await run(op, { IDVisit }, foreignHq.token)).result)).toBe('FORBIDDEN')
      expect(errorCode((await run(op, { IDVisit })).result)).toBe('UNAUTHENTICATED')
    }
    expect(errorCode(await skipTrial(world, family.enquiryId, 'No need', elsewhere.token))).toBe('FORBIDDEN')
    expect(errorCode(await skipTrial(world, family.enquiryId, 'No need', foreignHq.token))).toBe('FORBIDDEN')

    expect(await visitRow(world, IDVisit)).toMatchObject({
      status: 'created',
      trialPeriodPaymentStatus: 'pending',
    })
    expect(await bookedSeats(world, availability.id)).toEqual([seat(date, '09:00', 1)])
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(
      enquiryState('pending_trial_payment').id,
    )
    expect(await decisionNoticesOf(world, family.parent.id)).toEqual([])
  })
})
